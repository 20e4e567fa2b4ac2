// The deposit panel's forms (deposit-panel.tsx): sign up with a contact and the agreement, then the margin's
// payment with its vouchers (uploaded through file/upload). A chunk of their own, loaded when the panel opens:
// their fields, checks and upload are not on the lot page's first screen (docs/benchmarks.md, "bench:web").
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, CloseButton, Field, Flex, Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import {
  DEPOSIT_MAX_ATTACHMENTS,
  FILE_MAX_MB,
  ALLOWED_UPLOAD_LABELS,
  UPLOAD_ACCEPT,
} from '@portal/contracts/rules/constants';
import { checkAgreement, checkAttachments, checkMobile, checkRequired } from '@portal/contracts/rules/validation';
import type { UploadedFile } from '@portal/contracts/http/file';
import { formatMoney, moneyToFen } from '@portal/contracts/money';
import { isApiError } from '@/shared/api/api-error.ts';
import { useUploadFileMutation } from '@/shared/api/upload-api.ts';
import { useFieldForm, type FieldForm, type FormValues } from '@/shared/forms/use-field-form.ts';
import { useRuleMessage } from '@/shared/i18n/rule-message.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useDeclareMarginMutation, useSignUpMutation } from './auction-api.ts';
import { auctionTestIds } from './test-ids.ts';

const ids = auctionTestIds.deposit;

/** A form of the panel: the submit runs the form's own checks and call (no page reload). */
function PanelForm({ submit, children }: { submit(): Promise<void>; children: ReactNode }) {
  return (
    <Stack
      as="form"
      gap={3}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {children}
    </Stack>
  );
}

/** A required text field of a panel form, bound to the field form (its value, change, blur and error). */
function PanelInput<V extends FormValues>({
  form,
  name,
  label,
  testId,
  ...input
}: { form: FieldForm<V>; name: keyof V & string; label: string; testId: string } & Omit<
  InputProps,
  'form' | 'name' | 'value' | 'onChange' | 'onBlur'
>) {
  return (
    <FormField label={label} required error={form.errorOf(name)}>
      <Input
        size="sm"
        {...input}
        value={String(form.values[name])}
        onChange={(event) => form.setValue(name, event.target.value as V[typeof name])}
        onBlur={() => form.blur(name)}
        data-testid={testId}
      />
    </FormField>
  );
}

export function SignUpForm({ auctionId, onDone }: { auctionId: number; onDone(): void }) {
  const { t } = useTranslation('auction');
  const [signUp, signing] = useSignUpMutation();
  const form = useFieldForm<{ contactName: string; contactPhone: string; agree: boolean }>(
    { contactName: '', contactPhone: '', agree: false },
    {
      contactName: (v) => checkRequired(v.contactName, t('deposit.contactName')),
      contactPhone: (v) => checkMobile(v.contactPhone),
      agree: (v) => checkAgreement(v.agree),
    },
  );
  const submit = async () => {
    if (!form.checkAll()) return;
    try {
      await signUp({
        auctionId,
        contactName: form.values.contactName.trim(),
        contactPhone: form.values.contactPhone.trim(),
        agree: true,
      }).unwrap();
      showSuccess(t('deposit.signedUp'));
      onDone();
    } catch (error) {
      form.showFailure(error);
    }
  };
  return (
    <PanelForm submit={submit}>
      <PanelInput
        form={form}
        name="contactName"
        label={t('deposit.contactName')}
        testId={ids.contactName}
        maxLength={20}
      />
      <PanelInput
        form={form}
        name="contactPhone"
        label={t('deposit.contactPhone')}
        testId={ids.contactPhone}
        inputMode="tel"
        maxLength={11}
      />
      <Field.Root invalid={Boolean(form.errorOf('agree'))} required>
        <Checkbox.Root
          checked={form.values.agree}
          onCheckedChange={(details) => form.setValue('agree', details.checked === true)}
          colorPalette="brand"
          alignItems="flex-start"
          data-testid={ids.agree}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control mt={0.5} />
          <Checkbox.Label fontWeight="normal" fontSize="sm">
            {t('deposit.agree')}
          </Checkbox.Label>
        </Checkbox.Root>
        {form.errorOf('agree') && <Field.ErrorText>{form.errorOf('agree')}</Field.ErrorText>}
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="sm" loading={signing.isLoading} data-testid={ids.submitSign}>
        {t('deposit.signUp')}
      </Button>
    </PanelForm>
  );
}

/** `YYYY-MM-DDTHH:mm` of an instant in local time, for a datetime-local input. */
function localInputValue(at: number): string {
  const date = new Date(at - new Date(at).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
}

export function PayForm({
  auctionId,
  marginAmount,
  onDone,
}: {
  auctionId: number;
  marginAmount: string;
  onDone(): void;
}) {
  const { t } = useTranslation('auction');
  const ruleText = useRuleMessage();
  const [declare, declaring] = useDeclareMarginMutation();
  const [uploadVoucher] = useUploadFileMutation();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [filesError, setFilesError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const form = useFieldForm(
    { amount: marginAmount, paymentTime: localInputValue(Date.now()) },
    {
      amount: (v) => checkRequired(v.amount, t('deposit.amount')),
      paymentTime: (v) => checkRequired(v.paymentTime, t('deposit.paymentTime')),
    },
  );

  const addFiles = async (picked: File[]) => {
    const failure = checkAttachments([...files.map((f) => ({ name: f.name, size: f.size, type: f.mime })), ...picked], {
      max: DEPOSIT_MAX_ATTACHMENTS,
    });
    if (failure) {
      setFilesError(ruleText(failure));
      return;
    }
    setFilesError(null);
    setUploading(true);
    try {
      const uploaded: UploadedFile[] = [];
      for (const file of picked) uploaded.push(await uploadVoucher({ file, purpose: 'voucher' }).unwrap());
      setFiles((current) => [...current, ...uploaded]);
    } catch (error) {
      setFilesError(isApiError(error) ? error.message : t('deposit.uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  const submit = async () => {
    let valid = form.checkAll();
    const amount = form.values.amount.trim();
    if (valid && !/^\d+(\.\d{1,2})?$/.test(amount)) {
      form.showMessage('amount', { text: t('deposit.amountInvalid') });
      valid = false;
    } else if (valid && (moneyToFen(amount) ?? 0) < (moneyToFen(marginAmount) ?? 0)) {
      // Not below the margin (requirements section 5: the deposit is not below 0; the server checks it covers the margin).
      form.showMessage('amount', { text: t('deposit.amountLow', { amount: formatMoney(marginAmount) }) });
      valid = false;
    }
    if (files.length === 0) setFilesError(t('deposit.voucherRequired'));
    if (!valid || files.length === 0) return;
    try {
      await declare({
        auctionId,
        amount: form.values.amount.trim(),
        paymentTime: new Date(form.values.paymentTime).getTime(),
        attachments: files.map((file) => file.fileId),
      }).unwrap();
      showSuccess(t('deposit.sent'));
      onDone();
    } catch (error) {
      if (form.showFailure(error) === null && isApiError(error)) {
        if (error.status === 400) setFilesError(error.message);
      }
    }
  };

  return (
    <PanelForm submit={submit}>
      <PanelInput form={form} name="amount" label={t('deposit.amount')} testId={ids.amount} inputMode="decimal" />
      <PanelInput
        form={form}
        name="paymentTime"
        label={t('deposit.paymentTime')}
        testId={ids.paymentTime}
        type="datetime-local"
      />
      <Field.Root invalid={Boolean(filesError)} required>
        <Field.Label>
          {t('deposit.vouchers')}
          <Field.RequiredIndicator />
        </Field.Label>
        <input
          ref={picker}
          type="file"
          hidden
          multiple
          accept={UPLOAD_ACCEPT}
          data-testid={ids.files}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (picked.length > 0) void addFiles(picked);
          }}
        />
        <Stack gap={1} w="full">
          {files.map((file) => (
            <Flex key={file.fileId} align="center" gap={2} fontSize="sm" data-testid={ids.fileRow}>
              <Text truncate flex="1">
                {file.name}
              </Text>
              <CloseButton
                size="2xs"
                aria-label={t('deposit.removeFile', { name: file.name })}
                onClick={() => setFiles((current) => current.filter((f) => f.fileId !== file.fileId))}
              />
            </Flex>
          ))}
          {files.length < DEPOSIT_MAX_ATTACHMENTS && (
            <Button size="sm" variant="outline" loading={uploading} onClick={() => picker.current?.click()}>
              {t('deposit.addVoucher')}
            </Button>
          )}
        </Stack>
        {filesError ? (
          <Field.ErrorText>{filesError}</Field.ErrorText>
        ) : (
          <Field.HelperText>
            {t('deposit.voucherHint', { max: DEPOSIT_MAX_ATTACHMENTS, mb: FILE_MAX_MB, types: ALLOWED_UPLOAD_LABELS })}
          </Field.HelperText>
        )}
      </Field.Root>
      <Button type="submit" colorPalette="brand" size="sm" loading={declaring.isLoading} data-testid={ids.submitPay}>
        {t('deposit.send')}
      </Button>
    </PanelForm>
  );
}
