// /placeOrder, the result of the order confirmation (step 2 of 2): the orders just placed (one per seller, ids
// in the URL from paths.placeOrder) with their order numbers and amounts, and the ways on: my orders, the
// market. Each order is read back from the server, so a reload shows the same, and another user's id shows
// nothing of it.
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, EmptyState, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@portal/contracts/money';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { paths } from '@/shared/paths.ts';
import { usePlacedOrderQuery } from './checkout-api.ts';
import { checkoutTestIds } from './test-ids.ts';

const ids = checkoutTestIds.result;

/** The order ids of `?ids=1,2` (at most 100, positive integers). */
export function readOrderIds(params: URLSearchParams): number[] {
  const list = (params.get('ids') ?? '')
    .split(',')
    .filter(Boolean)
    .map((part) => Number(part));
  return list.length <= 100 && list.every((id) => Number.isSafeInteger(id) && id > 0) ? [...new Set(list)] : [];
}

export default function PlaceOrderPage() {
  const { t } = useTranslation('checkout');
  useEffect(() => {
    document.title = t('result.documentTitle');
  }, [t]);
  return (
    <PageFrame
      title={t('result.title')}
      breadcrumb={[{ label: t('cart'), to: paths.Shopping() }, { label: t('result.title') }]}
    >
      <RequireLogin>
        <ResultBody />
      </RequireLogin>
    </PageFrame>
  );
}

function ResultBody() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const orderIds = useMemo(() => readOrderIds(params), [params]);
  if (orderIds.length === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Title>{t('result.none')}</EmptyState.Title>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.buyerCenter('orders')}>{t('result.toOrders')}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 8 }} data-testid={ids.root}>
      <Stack gap={2} align="center" textAlign="center" mb={6}>
        <Flex
          boxSize={14}
          borderRadius="full"
          bg="green.subtle"
          color="green.fg"
          align="center"
          justify="center"
          fontSize="3xl"
          aria-hidden
        >
          ✓
        </Flex>
        <Heading as="h2" size="lg">
          {t('result.heading', { count: orderIds.length })}
        </Heading>
        <Text color="fg.muted">{t('result.detail')}</Text>
      </Stack>
      <Stack gap={3} maxW="40rem" mx="auto">
        {orderIds.map((id) => (
          <PlacedOrder key={id} id={id} />
        ))}
      </Stack>
      <HStack justify="center" gap={3} mt={8} wrap="wrap">
        <Button asChild colorPalette="brand" data-testid={ids.toOrders}>
          <RouterLink to={paths.buyerCenter('orders')}>{t('result.toOrders')}</RouterLink>
        </Button>
        <Button asChild variant="outline" data-testid={ids.toMarket}>
          <RouterLink to={paths.market()}>{t('result.toMarket')}</RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}

function PlacedOrder({ id }: { id: number }) {
  const { t } = useTranslation('checkout');
  const query = usePlacedOrderQuery({ id });
  return (
    <QueryState
      query={query}
      isEmpty={() => false}
      skeleton={{ rows: 1, rowHeight: '5rem' }}
      errorTitle={t('result.loadError')}
      empty=""
    >
      {(order) => (
        <Box borderWidth="1px" borderRadius="md" p={4} data-testid={ids.order(order.id)}>
          <Flex justify="space-between" gap={3} wrap="wrap">
            <Stack gap={1}>
              <Text fontSize="sm" color="fg.muted">
                {t('result.orderNo')}
              </Text>
              <Text fontWeight="bold" fontFamily="mono" data-testid="order-result-no">
                {order.orderNo}
              </Text>
              <Text fontSize="sm">{order.sellerName}</Text>
            </Stack>
            <Stack gap={1} align="end">
              <Text fontSize="sm" color="fg.muted">
                {t('result.amount')}
              </Text>
              <Text fontSize="xl" fontWeight="bold" color="brand.fg">
                {formatMoney(order.totalAmount)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t(`display:paymentMethod.${order.paymentMethod}`)} · {t(`orderStatus.${order.status}`)}
              </Text>
            </Stack>
          </Flex>
          <Text fontSize="xs" color="fg.muted" mt={2}>
            {t('result.consignee', { name: order.consignee.consigneeName, address: order.consignee.fullAddress })}
          </Text>
          <HStack mt={3} justify="end">
            <Button asChild size="sm" colorPalette="brand" data-testid={ids.open(order.id)}>
              <RouterLink to={paths.buyerCenter('orders', { order: order.id })}>
                {order.status === 'pendingPayment' ? t('result.pay') : t('result.open')}
              </RouterLink>
            </Button>
          </HStack>
        </Box>
      )}
    </QueryState>
  );
}
