// The invoice part of the confirmation: the saved information when it suits the chosen invoice, else a form
// saved just before the order is placed (its title and taxpayer number checked first; a special invoice also
// needs the bank details).
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { InvoiceInfo } from '@portal/contracts/http/customer-invoice-info';
import { checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm, type FormRules } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { labelKey } from '@/shared/i18n/rule-message.ts';
import { useSaveInvoiceInfoMutation } from './checkout-api.ts';
import { Choice, Section } from './settle-parts.tsx';
import type { SettleChoices } from './settle-source.ts';
import { checkoutTestIds as ids } from './test-ids.ts';

type InvoiceValues = {
  title: string;
  taxNumber: string;
  bank: string;
  accountNumber: string;
  address: string;
  phone: string;
};

const TAX_NUMBER = /^[0-9A-Z]{15,20}$/;

/**
 * The invoice information part: the saved information when it suits the chosen invoice (a special invoice
 * needs the bank details), else a form saved (customerInvoiceInfo/save) just before the order is placed.
 */
export function useInvoiceForm(saved: InvoiceInfo | null, invoiceType: SettleChoices['invoiceType']) {
  const { t } = useTranslation('checkout');
  const special = invoiceType === 'special';
  const suits = saved !== null && (!special || saved.invoiceType === 'special');
  const [editing, setEditing] = useState(false);
  const showForm = invoiceType !== 'none' && (!suits || editing);
  const rules = useMemo<FormRules<InvoiceValues>>(
    () => ({
      title: (v) => checkRequired(v.title, labelKey('checkout:ruleLabels.title')),
      taxNumber: (v) => checkRequired(v.taxNumber, labelKey('checkout:ruleLabels.taxNumber')),
      ...(special
        ? {
            bank: (v: InvoiceValues) => checkRequired(v.bank, labelKey('checkout:ruleLabels.bank')),
            accountNumber: (v: InvoiceValues) =>
              checkRequired(v.accountNumber, labelKey('checkout:ruleLabels.accountNumber')),
            address: (v: InvoiceValues) => checkRequired(v.address, labelKey('checkout:ruleLabels.address')),
            phone: (v: InvoiceValues) => checkRequired(v.phone, labelKey('checkout:ruleLabels.phone')),
          }
        : {}),
    }),
    [special],
  );
  const form = useFieldForm<InvoiceValues>(
    () => ({
      title: saved?.title ?? '',
      taxNumber: saved?.taxNumber ?? '',
      bank: saved?.bank ?? '',
      accountNumber: saved?.accountNumber ?? '',
      address: saved?.address ?? '',
      phone: saved?.phone ?? '',
    }),
    rules,
  );
  const [saveInfo] = useSaveInvoiceInfoMutation();

  const check = () => {
    if (!showForm) return true;
    const ok = form.checkAll();
    if (ok && !TAX_NUMBER.test(form.values.taxNumber.trim())) {
      form.showMessage('taxNumber', { text: t('invoice.taxNumberInvalid') });
      return false;
    }
    return ok;
  };

  /** The invoice information id to order with (saving the form first); undefined when saving failed. */
  const save = async (): Promise<number | undefined> => {
    if (!showForm) return saved?.id;
    const v = form.values;
    const optional = (value: string) => (value.trim() ? value.trim() : undefined);
    try {
      const result = await saveInfo({
        ...(saved && (saved.invoiceType === invoiceType || special) ? { id: saved.id } : {}),
        invoiceType: special ? 'special' : 'normal',
        title: v.title.trim(),
        taxNumber: v.taxNumber.trim(),
        ...(optional(v.bank) ? { bank: optional(v.bank) } : {}),
        ...(optional(v.accountNumber) ? { accountNumber: optional(v.accountNumber) } : {}),
        ...(optional(v.address) ? { address: optional(v.address) } : {}),
        ...(optional(v.phone) ? { phone: optional(v.phone) } : {}),
        isDefault: true,
      }).unwrap();
      setEditing(false);
      return result.id;
    } catch (error) {
      if (form.showFailure(error) === null) throw error;
      return undefined;
    }
  };

  const field = (name: keyof InvoiceValues, label: string, testId: string, required: boolean) => (
    <FormField label={label} required={required} error={form.errorOf(name)}>
      <Input
        value={form.values[name]}
        onChange={(event) => form.setValue(name, event.target.value)}
        onBlur={() => form.blur(name)}
        data-testid={testId}
      />
    </FormField>
  );

  const fields = showForm ? (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
      {field('title', t('invoice.invoiceTitle'), ids.invoiceTitle, true)}
      {field('taxNumber', t('invoice.taxNumber'), ids.invoiceTaxNumber, true)}
      {field('bank', t('invoice.bank'), ids.invoiceBank, special)}
      {field('accountNumber', t('invoice.accountNumber'), ids.invoiceAccount, special)}
      {field('address', t('invoice.address'), ids.invoiceAddress, special)}
      {field('phone', t('invoice.phone'), ids.invoicePhone, special)}
    </SimpleGrid>
  ) : saved ? (
    <Flex borderWidth="1px" borderRadius="md" p={3} justify="space-between" align="start" gap={3}>
      <Stack gap={0} fontSize="sm">
        <Text fontWeight="semibold">{saved.title}</Text>
        <Text color="fg.muted">{t('invoice.taxNumberIs', { number: saved.taxNumber })}</Text>
      </Stack>
      <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
        {t('invoice.edit')}
      </Button>
    </Flex>
  ) : null;

  return { fields, check, save, showFailure: form.showFailure };
}

const INVOICE_CHOICES = ['none', 'normal', 'special'] as const;

/** The invoice section: the type as toggle buttons, then the information (saved or the form). */
export function InvoiceSection({
  invoiceType,
  onInvoiceType,
  fields,
}: {
  invoiceType: SettleChoices['invoiceType'];
  onInvoiceType(value: SettleChoices['invoiceType']): void;
  fields: ReactNode;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Section title={t('invoice.title')}>
      <Stack gap={4}>
        <Choice
          label={t('invoice.type')}
          value={invoiceType}
          onChange={(value) => onInvoiceType(value as SettleChoices['invoiceType'])}
          options={INVOICE_CHOICES.map((value) => ({
            value,
            label: t(`invoiceType.${value}`),
            testId: ids.invoiceType(value),
          }))}
        />
        {invoiceType !== 'none' && fields}
      </Stack>
    </Section>
  );
}
