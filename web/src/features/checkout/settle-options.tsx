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
        <Choice
          label={t('options.type')}
          value={form.values.type}
          onChange={(value) => form.setValue('type', value as SettleChoices['type'])}
          options={ORDER_TYPES.map((value) => ({
            value,
            label: t(`display:orderType.${value}`),
            disabled: value === 'financing' && !isCreditUser,
            testId: ids.orderType(value),
          }))}
          hint={isCreditUser ? undefined : t('options.financingHint')}
          error={form.errorOf('type')}
        />
        <Choice
          label={t('options.delivery')}
          value={form.values.deliveryMethod}
          onChange={(value) => form.setValue('deliveryMethod', value as SettleChoices['deliveryMethod'])}
          options={DELIVERY_METHODS.map((value) => ({
            value,
            label: t(`display:deliveryMethod.${value}`),
            testId: ids.deliveryMethod(value),
          }))}
          error={form.errorOf('deliveryMethod')}
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
        <Choice
          label={t('options.payment')}
          value={form.values.paymentMethod}
          onChange={(value) => form.setValue('paymentMethod', value as SettleChoices['paymentMethod'])}
          options={PAYMENT_METHODS.map((value) => ({
            value,
            label: t(`display:paymentMethod.${value}`),
            testId: ids.paymentMethod(value),
          }))}
          error={form.errorOf('paymentMethod')}
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
