// One round of a negotiation: a seller's quote or the buyer's counter-offer (price, quantity, delivery date,
// validity, message), checked here with the contract rules and again by the server. A seller's quote may
// name one of its own goods: the goods an accepted offer puts in the buyer's cart.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, HStack, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { checkMoney, checkQuantity, checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { plainQuantity } from './parts.tsx';
import { useOwnGoodsQuery, useSaveOfferMutation } from './trade-api.ts';
import { tradeTestIds } from './test-ids.ts';
import { useRequestForm } from './use-request-form.ts';
import { marketDayPlus } from '@/shared/market-time.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = tradeTestIds.detail;
/** The quoted price's label in the contract's money rule (never negative, at most two decimals, above 0). */
export const PRICE_LABEL = labelKey('requests:ruleLabels.price');

export function OfferForm({
  inquiryNum,
  sellerCompanyId,
  initial,
  submitLabel,
  onDone,
  goodsOf,
}: {
  inquiryNum: string;
  /** The thread the buyer answers; absent for a seller's own quote. */
  sellerCompanyId?: number;
  initial: { price: string; quantity: string };
  submitLabel: string;
  onDone?(): void;
  /** A seller's quote: its company (whose goods it may name) and the goods the thread trades so far. */
  goodsOf?: { companyId: number; goodsId: number | null };
}) {
  const { t } = useTranslation('requests');
  const ownGoods = useOwnGoodsQuery({ companyId: goodsOf?.companyId ?? 0, pageSize: 50 }, { skip: !goodsOf });
  const goodsChoices = (ownGoods.data?.records ?? []).filter((g) => !g.offShelf);
  const formRef = useRef<HTMLFormElement>(null);
  const [save, { isLoading }] = useSaveOfferMutation();
  const form = useFieldForm(
    {
      price: initial.price,
      quantity: plainQuantity(initial.quantity),
      deliveryDate: marketDayPlus(15),
      validUntil: marketDayPlus(7),
      remark: '',
      productId: goodsOf?.goodsId ? String(goodsOf.goodsId) : '',
    },
    {
      price: (v) => checkMoney(v.price, PRICE_LABEL, { positive: true }),
      quantity: (v) => checkQuantity(v.quantity),
      deliveryDate: (v) => checkRequired(v.deliveryDate, labelKey('requests:ruleLabels.deliveryDate')),
      validUntil: (v) => checkRequired(v.validUntil, labelKey('requests:ruleLabels.validUntil')),
    },
  );
  const { bind, submit: guarded } = useRequestForm(form, formRef);
  const submit = guarded(async (v) => {
    await save({
      inquiryNum,
      ...(sellerCompanyId !== undefined ? { sellerCompanyId } : {}),
      price: v.price.trim(),
      quantity: v.quantity.trim(),
      deliveryDate: v.deliveryDate,
      validUntil: v.validUntil,
      ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
      ...(goodsOf && v.productId ? { productId: Number(v.productId) } : {}),
    }).unwrap();
    showSuccess(t('offer.sent'));
    onDone?.();
  });
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate data-testid={ids.quoteForm}>
      <Stack gap={3}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap={3}>
          <FormField label={t('offer.price')} required error={form.errorOf('price')}>
            <Input {...bind('price')} inputMode="decimal" size="sm" data-testid={ids.quotePrice} />
          </FormField>
          <FormField label={t('fields.quantity')} required error={form.errorOf('quantity')}>
            <Input {...bind('quantity')} inputMode="decimal" size="sm" />
          </FormField>
          <FormField label={t('offer.deliveryDate')} required error={form.errorOf('deliveryDate')}>
            <Input {...bind('deliveryDate')} type="date" size="sm" min={marketDayPlus(0)} />
          </FormField>
          <FormField label={t('offer.validUntil')} required error={form.errorOf('validUntil')}>
            <Input {...bind('validUntil')} type="date" size="sm" min={marketDayPlus(0)} />
          </FormField>
        </SimpleGrid>
        {goodsOf && goodsChoices.length > 0 && (
          <FormField label={t('offer.goods')} helperText={t('offer.goodsHelp')} error={form.errorOf('productId')}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...bind('productId')} data-testid={ids.quoteGoods}>
                <option value="">{t('offer.noGoods')}</option>
                {goodsChoices.map((goods) => (
                  <option key={goods.id} value={goods.id}>
                    {goods.title}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <FormField label={t('offer.remark')} error={form.errorOf('remark')}>
          <Textarea {...bind('remark')} maxLength={500} rows={2} size="sm" />
        </FormField>
        <HStack justify="flex-end">
          <Button type="submit" size="sm" colorPalette="brand" loading={isLoading} data-testid={ids.quoteSubmit}>
            {submitLabel}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
