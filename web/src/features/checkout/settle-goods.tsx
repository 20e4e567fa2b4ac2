// The goods to order, one block per seller: the seller's freight (its default template's quote to the chosen
// county, none for self pickup) reported up to the totals, then a row per line with why it cannot be ordered.
import { memo, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { CartGroup, CartLine } from '@portal/contracts/http/cart';
import { formatMoney, formatQuantity, sumMoney, sumQuantities } from '@portal/contracts/money';
import { GoodsLine, UnavailableBadge } from '@/shared/goods/goods-line.tsx';
import { useFreightQuoteQuery, useFreightTemplatesQuery } from './checkout-api.ts';
import { unitLabel } from '@/shared/i18n/unit-label.ts';
import { checkoutTestIds as ids } from './test-ids.ts';

export interface FreightChoice {
  freight: string;
  templateId: number | null;
}

export interface SellerGoodsProps {
  group: CartGroup;
  regionCode: string | null;
  selfPickup: boolean;
  /** The seller's freight and template (a stable callback). */
  onFreight(companyId: number, value: FreightChoice): void;
}

/** One seller's lines with the freight of its default template to the chosen address. */
export const SellerGoods = memo(function SellerGoods({ group, regionCode, selfPickup, onFreight }: SellerGoodsProps) {
  const { t } = useTranslation('checkout');
  const templates = useFreightTemplatesQuery({ companyId: group.companyId, pageNum: 1, pageSize: 20 });
  const template = templates.data?.records.find((item) => item.isDefault) ?? templates.data?.records[0];
  const available = group.lines.filter((line) => line.available);
  const quantity = sumQuantities(available.map((line) => line.quantity)) ?? '0';
  const amount = sumMoney(available.map((line) => line.amount)) ?? '0.00';
  const quote = useFreightQuoteQuery(
    {
      params: { id: template?.id ?? 0 },
      query: { regionCode: regionCode ?? '', quantity, weight: quantity, goodsAmount: amount },
    },
    { skip: !template || !regionCode || selfPickup },
  );
  const freight = selfPickup || !template ? '0.00' : (quote.data?.freight ?? '0.00');

  useEffect(() => {
    onFreight(group.companyId, { freight, templateId: template?.id ?? null });
  }, [group.companyId, freight, template?.id, onFreight]);

  return (
    <Box borderWidth="1px" borderRadius="md">
      <HStack px={3} py={2} bg="bg.subtle" borderBottomWidth="1px" justify="space-between" wrap="wrap">
        <Text fontWeight="semibold" fontSize="sm">
          {group.shopName}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {selfPickup
            ? t('freight.selfPickup')
            : !regionCode
              ? t('freight.needAddress')
              : quote.data?.free
                ? t('freight.free', { template: quote.data.templateName })
                : template
                  ? t('freight.quote', { template: template.name, freight: formatMoney(freight) })
                  : t('freight.none')}
        </Text>
      </HStack>
      <Stack gap={0} divideY="1px">
        {group.lines.map((line) => (
          <SettleLine key={line.id || line.productId} line={line} />
        ))}
      </Stack>
    </Box>
  );
});

/** One line: the picture, title and specs, why it cannot be ordered, its price, quantity and amount. */
const SettleLine = memo(function SettleLine({ line }: { line: CartLine }) {
  const { t } = useTranslation('checkout');
  const quantity = `${formatQuantity(line.quantity)} ${unitLabel(t, line.unit, line.quantity)}`;
  return (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 8rem 7rem 8rem' }}
      gap={3}
      px={3}
      py={3}
      alignItems="center"
      data-testid={ids.line(line.productId)}
    >
      <GoodsLine goods={line} size="md" align="center">
        {!line.available && (
          <UnavailableBadge reason={line.unavailableReason} testId={ids.lineUnavailable(line.productId)} />
        )}
        <Text display={{ base: 'block', md: 'none' }} fontSize="sm">
          {formatMoney(line.price)} × {quantity} = <Text as="strong">{formatMoney(line.amount)}</Text>
        </Text>
      </GoodsLine>
      <Text display={{ base: 'none', md: 'block' }} fontSize="sm" textAlign="end">
        {formatMoney(line.price)}
      </Text>
      <Text display={{ base: 'none', md: 'block' }} fontSize="sm" textAlign="end">
        × {quantity}
      </Text>
      <Text display={{ base: 'none', md: 'block' }} fontSize="sm" textAlign="end" fontWeight="semibold">
        {formatMoney(line.amount)}
      </Text>
    </Grid>
  );
});
