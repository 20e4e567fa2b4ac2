// The orders of a centre: the buyer's orders (buyer centre, "my orders") or the orders the caller's company
// received (seller centre), by status tabs, newest first, a page at a time; each order opens its detail page
// in the section (`?order=<id>`: lines, amounts, address, invoice, shipping, timeline and the next step of
// either party) and the buyer may cancel one before it ships. The status, page and open order live in the URL
// (`/buyerCenter/orders?status=pendingPayment&page=2`, `/sellerCenter/ordersReceived?order=12`).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Flex, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { ORDER_STATUSES, type OrderStatusValue, type OrderSummary } from '@portal/contracts/entities/order';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { formatMoney } from '@portal/contracts/money';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useCancelOrderMutation, useOrderDetailQuery, useOrdersPageQuery } from './orders-api.ts';
import { quantityWithUnit } from '@/shared/i18n/unit-label.ts';
import { CANCELLABLE_STATUSES } from './order-format.ts';
import { orderDetailTestIds as detailIds, ordersTestIds as ids } from './test-ids.ts';
import { OrderDetailView, STATUS_COLOURS, type OrderSide } from './order-detail-view.tsx';
import { GoodsLine } from '@/shared/goods/goods-line.tsx';
import { marketDateTime } from '@/shared/market-time.ts';

const ALL = 'all';
const TABS = [ALL, ...ORDER_STATUSES] as const;

function isStatus(value: string | null): value is OrderStatusValue {
  return ORDER_STATUSES.includes(value as OrderStatusValue);
}

export type { OrderSide };

export function OrdersList({ side }: { side: OrderSide }) {
  const [params] = useSearchParams();
  const orderId = Number(params.get('order'));
  if (Number.isSafeInteger(orderId) && orderId > 0) return <OrderDetailSection id={orderId} side={side} />;
  return <OrdersPage side={side} />;
}

/** One order's page in the section, with the way back to the list. */
function OrderDetailSection({ id, side }: { id: number; side: OrderSide }) {
  const { t } = useTranslation('orders');
  const [, setParams] = useSearchParams();
  const query = useOrderDetailQuery({ id });
  return (
    <Stack gap={4}>
      <HStack>
        <Button size="sm" variant="ghost" onClick={() => setParams(new URLSearchParams())} data-testid={detailIds.back}>
          ← {t('detail.back')}
        </Button>
      </HStack>
      <Box
        as="section"
        aria-label={t('detail.title')}
        bg="bg"
        borderWidth="1px"
        borderRadius="md"
        p={{ base: 3, md: 5 }}
      >
        <QueryState
          query={query}
          isEmpty={() => false}
          skeleton={{ rows: 3, rowHeight: '4rem' }}
          errorTitle={t('detail.loadError')}
          empty=""
        >
          {(order) => <OrderDetailView order={order} side={side} />}
        </QueryState>
      </Box>
    </Stack>
  );
}

function OrdersPage({ side }: { side: OrderSide }) {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status = isStatus(rawStatus) ? rawStatus : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useOrdersPageQuery({
    side,
    ...(status ? { status } : {}),
    pageNum: page,
    pageSize: TABLE_PAGE_SIZE,
  });
  const [cancelling, setCancelling] = useState<OrderSummary | null>(null);
  const [cancel, cancellation] = useCancelOrderMutation();

  const show = (next: { status?: OrderStatusValue | undefined; page?: number }) => {
    const search = new URLSearchParams();
    if (next.status) search.set('status', next.status);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    try {
      await cancel({ id: cancelling.id }).unwrap();
      showSuccess(t('cancel.done'));
    } catch {
      // The failed call's toast says why (already shipped...).
    }
    setCancelling(null);
  };

  return (
    <Box data-testid={ids.root(side)}>
      <Tabs.Root
        value={status ?? ALL}
        onValueChange={(details) => show({ status: isStatus(details.value) ? details.value : undefined })}
        variant="line"
        colorPalette="brand"
        size="sm"
      >
        <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }}>
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} flexShrink={0} data-testid={ids.status(value)}>
              {value === ALL ? t('all') : t(`status.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>

      <Box pt={4}>
        <QueryState
          query={query}
          skeleton={{ rows: 3, rowHeight: '10rem' }}
          errorTitle={t('loadError')}
          empty={side === 'buyer' ? t('empty.buyer') : t('empty.seller')}
          testIds={{ loading: ids.loading, error: ids.error, empty: ids.empty }}
        >
          {(found) => (
            <Stack gap={4}>
              {found.records.map((order) => (
                <OrderCard
                  key={order.id}
                  order={order}
                  side={side}
                  onDetail={() => setParams(new URLSearchParams({ order: String(order.id) }))}
                  onCancel={() => setCancelling(order)}
                />
              ))}
            </Stack>
          )}
        </QueryState>
        {query.data && query.data.total > 0 && (
          <Pager
            page={page}
            total={query.data.total}
            pageSize={TABLE_PAGE_SIZE}
            onPageChange={(next) => show({ status, page: next })}
          />
        )}
      </Box>

      <ConfirmDialog
        open={cancelling !== null}
        title={t('cancel.title')}
        body={cancelling ? t('cancel.body', { orderNo: cancelling.orderNo }) : undefined}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('cancel.keep')}
        busy={cancellation.isLoading}
        onConfirm={() => void confirmCancel()}
        onClose={() => setCancelling(null)}
        testIds={{ root: 'order-cancel-dialog', confirm: ids.cancelConfirm }}
      />
    </Box>
  );
}

function OrderCard({
  order,
  side,
  onDetail,
  onCancel,
}: {
  order: OrderSummary;
  side: OrderSide;
  onDetail(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('orders');
  const party = side === 'buyer' ? order.sellerName : order.buyerName;
  return (
    <Box as="article" bg="bg" borderWidth="1px" borderRadius="md" data-testid={ids.order(order.orderNo)}>
      <Flex
        px={4}
        py={2}
        bg="bg.subtle"
        borderBottomWidth="1px"
        borderTopRadius="md"
        gap={{ base: 1, md: 4 }}
        wrap="wrap"
        align="center"
        fontSize="sm"
      >
        <Text color="fg.muted">{marketDateTime(order.createdAt)}</Text>
        <Text>
          {t('orderNo')}{' '}
          <Text as="span" fontFamily="mono">
            {order.orderNo}
          </Text>
        </Text>
        <Text
          fontWeight="medium"
          flex="1"
          minW={0}
          flexBasis={{ base: '100%', md: 'auto' }}
          order={{ base: 3, md: 0 }}
          truncate
        >
          {side === 'buyer' ? t('seller', { name: party }) : t('buyer', { name: party })}
        </Text>
        <Badge colorPalette={STATUS_COLOURS[order.status]} data-testid={ids.orderStatus(order.orderNo)}>
          {t(`status.${order.status}`)}
        </Badge>
      </Flex>
      <Flex direction={{ base: 'column', md: 'row' }} gap={4} p={4}>
        <Stack gap={3} flex="1" minW={0}>
          {order.lines.map((line) => (
            <GoodsLine
              key={line.id}
              goods={line}
              aside={
                <Text display={{ base: 'none', md: 'block' }} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                  {formatMoney(line.price)} × {quantityWithUnit(t, line.quantity, line.unit)}
                </Text>
              }
            >
              {/* On a phone the price sits under the title, which keeps its width. */}
              <Text display={{ base: 'block', md: 'none' }} fontSize="sm" color="fg.muted">
                {formatMoney(line.price)} × {quantityWithUnit(t, line.quantity, line.unit)}
              </Text>
            </GoodsLine>
          ))}
        </Stack>
        <Stack
          gap={2}
          minW={{ md: '11rem' }}
          align={{ base: 'stretch', md: 'end' }}
          borderStartWidth={{ md: '1px' }}
          ps={{ md: 4 }}
        >
          <Text fontSize="xs" color="fg.muted" textAlign={{ md: 'end' }}>
            {t(`display:orderType.${order.type}`)} · {t(`display:paymentMethod.${order.paymentMethod}`)}
          </Text>
          <Text fontWeight="bold" color="brand.fg" fontSize="lg" textAlign={{ md: 'end' }}>
            {formatMoney(order.totalAmount)}
          </Text>
          {order.depositApplied !== '0.00' && (
            <Text fontSize="xs" color="fg.muted" textAlign={{ md: 'end' }}>
              {t('dueAfterDeposit', { amount: formatMoney(order.amountDue) })}
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted" textAlign={{ md: 'end' }}>
            {t('freightIncluded', { freight: formatMoney(order.freight) })}
          </Text>
          <HStack gap={2} justify={{ base: 'start', md: 'end' }}>
            <Button
              size="xs"
              variant={order.status === 'pendingPayment' && side === 'buyer' ? 'solid' : 'outline'}
              colorPalette={order.status === 'pendingPayment' && side === 'buyer' ? 'brand' : undefined}
              onClick={onDetail}
              data-testid={ids.detail(order.orderNo)}
            >
              {order.status === 'pendingPayment' && side === 'buyer' && order.paymentMethod === 'online'
                ? t('pay.open')
                : t('detail.open')}
            </Button>
            {side === 'buyer' && CANCELLABLE_STATUSES.includes(order.status) && (
              <Button
                size="xs"
                variant="ghost"
                colorPalette="red"
                onClick={onCancel}
                data-testid={ids.cancel(order.orderNo)}
              >
                {t('cancel.open')}
              </Button>
            )}
          </HStack>
        </Stack>
      </Flex>
    </Box>
  );
}
