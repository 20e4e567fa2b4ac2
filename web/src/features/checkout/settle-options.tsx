// The order information section: order type (financing only for credit users), delivery or self pickup, the
// delivery (or pickup) date from tomorrow in the market's calendar, payment, and a coupon among those of the
// caller's that apply to these goods.
import { useTranslation } from 'react-i18next';
import { Box, Input, NativeSelect, Stack } from '@chakra-ui/react';
import type { Coupon } from '@portal/contracts/http/coupon';
import { formatMoney } from '@portal/contracts/money';
import { DELIVERY_METHODS, ORDER_TYPES, PAYMENT_METHODS } from '@portal/contracts/rules/constants';
import { FormField } from '@/shared/ui/form-field.tsx';
import { marketDayPlus } from '@/shared/market-time.ts';
import type { SettleChoices } from './settle-source.ts';
import type { SettleForm } from './use-settle-order.ts';
import { Choice, Section } from './settle-parts.tsx';
import { checkoutTestIds as ids } from './test-ids.ts';

export function OrderOptions({
  form,
  isCreditUser,
  applicable,
}: {
  form: SettleForm;
  isCreditUser: boolean;
  /** The caller's coupons that apply to these goods. */
  applicable: readonly Coupon[];
}) {
  const { t } = useTranslation('checkout');
  const selfPickup = form.values.deliveryMethod === 'selfPickup';
  return (
    <Section title={t('options.title')}>
      <Stack gap={5}>
        <EnumChoice
          form={form}
          field="type"
          display="orderType"
          values={ORDER_TYPES}
          label={t('options.type')}
          disabled={(value) => value === 'financing' && !isCreditUser}
          testId={ids.orderType}
          hint={isCreditUser ? undefined : t('options.financingHint')}
        />
        <EnumChoice
          form={form}
          field="deliveryMethod"
          display="deliveryMethod"
          values={DELIVERY_METHODS}
          label={t('options.delivery')}
          testId={ids.deliveryMethod}
        />
        <Box maxW={{ base: 'full', sm: '16rem' }}>
          <FormField
            label={selfPickup ? t('options.pickupTime') : t('options.deliveryTime')}
            required
            error={form.errorOf('deliveryTime')}
          >
            <Input
              type="date"
              // The first day a delivery may be asked for: tomorrow in the market's calendar.
              min={marketDayPlus(1)}
              value={form.values.deliveryTime}
              onChange={(event) => form.setValue('deliveryTime', event.target.value)}
              onBlur={() => form.blur('deliveryTime')}
              data-testid={ids.deliveryTime}
            />
          </FormField>
        </Box>
        <EnumChoice
          form={form}
          field="paymentMethod"
          display="paymentMethod"
          values={PAYMENT_METHODS}
          label={t('options.payment')}
          testId={ids.paymentMethod}
        />
        <Box maxW={{ base: 'full', sm: '24rem' }}>
          <FormField
            label={t('options.coupon')}
            helperText={
              applicable.length === 0 ? t('options.noCoupon') : t('options.couponCount', { count: applicable.length })
            }
          >
            <NativeSelect.Root size="sm" disabled={applicable.length === 0}>
              <NativeSelect.Field
                value={form.values.couponId}
                onChange={(event) => form.setValue('couponId', event.target.value)}
                data-testid={ids.coupon}
              >
                <option value="">{t('options.withoutCoupon')}</option>
                {applicable.map((item) => (
                  <option key={item.id} value={String(item.id)}>
                    {t('options.couponOption', {
                      name: item.name,
                      amount: formatMoney(item.amount),
                      threshold: formatMoney(item.threshold),
                    })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </Box>
      </Stack>
    </Section>
  );
}

type EnumField = 'type' | 'deliveryMethod' | 'paymentMethod';

/** One of the form's contract enums as a row of choices, each labelled by its display text (display:<table>). */
function EnumChoice({
  form,
  field,
  display,
  values,
  label,
  disabled,
  testId,
  hint,
}: {
  form: SettleForm;
  field: EnumField;
  display: 'orderType' | 'deliveryMethod' | 'paymentMethod';
  values: readonly SettleChoices[EnumField][];
  label: string;
  disabled?: (value: string) => boolean;
  testId(value: string): string;
  hint?: string | undefined;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Choice
      label={label}
      value={form.values[field]}
      onChange={(value) => form.setValue(field, value as SettleForm['values'][EnumField])}
      options={values.map((value) => ({
        value,
        label: t(`display:${display}.${value}`),
        disabled: disabled?.(value),
        testId: testId(value),
      }))}
      hint={hint}
      error={form.errorOf(field)}
    />
  );
}
