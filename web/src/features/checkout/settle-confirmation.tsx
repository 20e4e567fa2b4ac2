// The confirmation's layout: the address, the goods by seller, the order information, the invoice and the
// remarks on the left; the order total with the submit on the right (and in a bar at the bottom on a phone).
// What it holds and does is use-settle-order.ts.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Grid, Stack, Text, Textarea } from '@chakra-ui/react';
import { AddressManager } from '@/shared/address/address-manager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { paths } from '@/shared/paths.ts';
import { useSettleOrder, type ValidSettleSource } from './use-settle-order.ts';
import { SellerGoods } from './settle-goods.tsx';
import { OrderOptions } from './settle-options.tsx';
import { InvoiceSection } from './settle-invoice.tsx';
import { PhoneSubmitBar, SettleSummary } from './settle-summary.tsx';
import { Section } from './settle-parts.tsx';
import { checkoutTestIds as ids } from './test-ids.ts';

export function Confirmation({ source }: { source: ValidSettleSource }) {
  const { t } = useTranslation('checkout');
  const order = useSettleOrder(source);
  const { form, groups, address, addressMissing } = order;
  const submitProps = {
    totals: order.totals,
    refusal: order.refusal,
    submitting: order.submitting,
    onSubmit: order.submit,
  };

  return (
    <Box data-testid={ids.root}>
      <QueryState
        query={order.query}
        isEmpty={(data) => data.length === 0}
        skeleton={{ rows: 3, rowHeight: '8rem' }}
        errorTitle={t('loadError')}
        empty={t('invalid.title')}
        emptyDetail={
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink to={paths.Shopping()}>{t('invalid.toCart')}</RouterLink>
          </Button>
        }
        testIds={{ loading: ids.loading, error: ids.error }}
      >
        {(loaded) => (
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap={5} alignItems="start">
            <Stack gap={4}>
              <Section title={t('address.title')} invalid={addressMissing}>
                <AddressManager
                  selectedId={order.addressId}
                  onSelect={order.onSelectAddress}
                  invalid={addressMissing}
                />
                {addressMissing && (
                  <Text mt={2} color="fg.error" fontSize="sm" role="alert" data-testid={ids.addressMissing}>
                    {t('address.missing')}
                  </Text>
                )}
              </Section>

              <Section title={t('goods.title')}>
                <Stack gap={4}>
                  {loaded.map((group) => (
                    <SellerGoods
                      key={group.companyId}
                      group={group}
                      regionCode={address?.countyCode ?? null}
                      selfPickup={order.selfPickup}
                      onFreight={order.onFreight}
                    />
                  ))}
                </Stack>
              </Section>

              <OrderOptions form={form} isCreditUser={order.isCreditUser} applicable={order.applicable} />

              <InvoiceSection
                invoiceType={form.values.invoiceType}
                onInvoiceType={(value) => form.setValue('invoiceType', value)}
                fields={order.invoice.fields}
              />

              <Section title={t('remarks.title')}>
                <Textarea
                  value={form.values.remarks}
                  maxLength={200}
                  rows={3}
                  placeholder={t('remarks.placeholder')}
                  aria-label={t('remarks.title')}
                  onChange={(event) => form.setValue('remarks', event.target.value)}
                  data-testid={ids.remarks}
                />
              </Section>
            </Stack>

            <SettleSummary {...submitProps} withInvoice={form.values.invoiceType !== 'none'} address={address} />
          </Grid>
        )}
      </QueryState>
      {groups && groups.length > 0 && <PhoneSubmitBar {...submitProps} />}
    </Box>
  );
}
