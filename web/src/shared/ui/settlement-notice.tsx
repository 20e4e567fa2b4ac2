// The caller's part of a settled lot or group buy: the order made with the deposit applied (price, deposit,
// what is left to pay, a link to that order in the buyer centre, where it is paid), or the deposit released.
import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { DepositSettlement } from '@portal/contracts/entities/settlement';
import { formatMoney } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { testIds } from '@/shared/test-ids.ts';

export const settlementTestId = testIds.settlement.notice;

export function SettlementNotice({ settlement }: { settlement: DepositSettlement }) {
  const { t } = useTranslation('common');
  const order = settlement.order;
  return (
    <Alert.Root status={order ? 'success' : 'info'} data-testid={settlementTestId} data-deposit={settlement.deposit}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{order ? t('settlement.ordered') : t('settlement.released')}</Alert.Title>
        <Alert.Description>
          {order
            ? t('settlement.orderFacts', {
                orderNo: order.orderNo,
                amount: formatMoney(order.amount),
                deposit: formatMoney(order.depositApplied),
                due: formatMoney(order.due),
              })
            : t('settlement.releasedFacts', { deposit: formatMoney(settlement.depositAmount ?? '0') })}{' '}
          {order && (
            <Link asChild colorPalette="red" fontWeight="medium">
              <RouterLink
                to={paths.buyerCenter('orders', { order: order.id })}
                data-testid={testIds.settlement.toOrder}
              >
                {t('settlement.toOrder')}
              </RouterLink>
            </Link>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
