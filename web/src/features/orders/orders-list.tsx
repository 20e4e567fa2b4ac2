// The orders of a centre: the buyer's orders (buyer centre, "my orders") or the orders the caller's company
// received (seller centre), by status tabs, newest first, a page at a time; each order opens its detail
// (consignee, invoice, freight, coupon, timeline) and the buyer may cancel one before it ships. The status and
// page live in the URL (`/buyerCenter/orders?status=pendingPayment&page=2`).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  CloseButton,
  Dialog,
  Flex,
  HStack,
  Portal,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { ORDER_STATUSES, type OrderStatusValue, type OrderSummary } from '@portal/contracts/entities/order';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { formatMoney, formatQuantity } from '@portal/contracts/money';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useCancelOrderMutation, useOrderDetailQuery, useOrdersPageQuery } from './orders-api.ts';
import { CANCELLABLE_STATUSES } from './order-format.ts';
import { ordersTestIds as ids } from './test-ids.ts';
import { Picture } from '@/shared/ui/picture.tsx';
import { marketDateTime } from '@/shared/market-time.ts';

export type OrderSide = 'buyer' | 'seller';

const ALL = 'all';
const TABS = [ALL, ...ORDER_STATUSES] as const;

const STATUS_COLOURS: Record<OrderStatusValue, string> = {
  pendingPayment: 'orange',
  pendingShipment: 'blue',
  shipped: 'purple',
  completed: 'green',
  cancelled: 'gray',
};

function isStatus(value: string | null): value is OrderStatusValue {
  return ORDER_STATUSES.includes(value as OrderStatusValue);
}

export function OrdersList({ side }: { side: OrderSide }) {
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
  const [detailId, setDetailId] = useState<number | null>(null);
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
                  onDetail={() => setDetailId(order.id)}
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

      <OrderDetailDialog id={detailId} side={side} onClose={() => setDetailId(null)} />
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
            <HStack key={line.id} gap={3} align="start">
              <Picture src={line.image} alt="" boxSize={14} objectFit="cover" borderRadius="md" bg="bg.muted" />
              <Stack gap={0} minW={0} flex="1">
                <Text fontSize="sm" lineClamp={2}>
                  {line.title}
                </Text>
                {line.specText && (
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                    {line.specText}
                  </Text>
                )}
                {/* On a phone the price sits under the title, which keeps its width. */}
                <Text display={{ base: 'block', md: 'none' }} fontSize="sm" color="fg.muted">
                  {formatMoney(line.price)} × {formatQuantity(line.quantity)} {t(`unit.${line.unit}`)}
                </Text>
              </Stack>
              <Text display={{ base: 'none', md: 'block' }} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
                {formatMoney(line.price)} × {formatQuantity(line.quantity)} {t(`unit.${line.unit}`)}
              </Text>
            </HStack>
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
          <Text fontSize="xs" color="fg.muted" textAlign={{ md: 'end' }}>
            {t('freightIncluded', { freight: formatMoney(order.freight) })}
          </Text>
          <HStack gap={2} justify={{ base: 'start', md: 'end' }}>
            <Button size="xs" variant="outline" onClick={onDetail} data-testid={ids.detail(order.orderNo)}>
              {t('detail.open')}
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

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm">{value}</Text>
    </Stack>
  );
}

function OrderDetailDialog({ id, side, onClose }: { id: number | null; side: OrderSide; onClose(): void }) {
  const { t } = useTranslation('orders');
  const query = useOrderDetailQuery({ id: id ?? 0 }, { skip: id === null });
  return (
    <Dialog.Root
      open={id !== null}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: 2, md: 0 }}>
          <Dialog.Content maxW={{ base: '100%', md: '44rem' }} w="full" data-testid={ids.detailDialog}>
            <Dialog.Header>
              <Dialog.Title>{t('detail.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb={6}>
              <QueryState
                query={query}
                isEmpty={() => false}
                skeleton={{ rows: 3, rowHeight: '4rem' }}
                errorTitle={t('detail.loadError')}
                empty=""
              >
                {(order) => (
                  <Stack gap={5}>
                    <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
                      <Field label={t('orderNo')} value={order.orderNo} />
                      <Field label={t('detail.status')} value={t(`status.${order.status}`)} />
                      <Field
                        label={side === 'buyer' ? t('detail.seller') : t('detail.buyer')}
                        value={side === 'buyer' ? order.sellerName : order.buyerName}
                      />
                      <Field label={t('detail.placed')} value={marketDateTime(order.createdAt)} />
                      <Field label={t('detail.type')} value={t(`display:orderType.${order.type}`)} />
                      <Field label={t('detail.payment')} value={t(`display:paymentMethod.${order.paymentMethod}`)} />
                      <Field
                        label={t('detail.delivery')}
                        value={`${t(`display:deliveryMethod.${order.deliveryMethod}`)} · ${order.deliveryTime}`}
                      />
                      <Field
                        label={t('detail.invoice')}
                        value={
                          order.invoice.invoiceType === 'none'
                            ? t('invoiceType.none')
                            : `${t(`invoiceType.${order.invoice.invoiceType}`)} · ${order.invoice.title ?? ''}`
                        }
                      />
                    </SimpleGrid>
                    <Box borderWidth="1px" borderRadius="md" p={3}>
                      <Text fontSize="xs" color="fg.muted">
                        {t('detail.consignee')}
                      </Text>
                      <Text fontSize="sm" fontWeight="medium">
                        {order.consignee.consigneeName} {order.consignee.mobile}
                      </Text>
                      <Text fontSize="sm">{order.consignee.fullAddress}</Text>
                    </Box>
                    <Stack gap={2}>
                      {order.lines.map((line) => (
                        <Flex key={line.id} justify="space-between" gap={3} fontSize="sm">
                          <Text minW={0} lineClamp={1}>
                            {line.title}
                          </Text>
                          <Text whiteSpace="nowrap">
                            {formatMoney(line.price)} × {formatQuantity(line.quantity)} = {formatMoney(line.amount)}
                          </Text>
                        </Flex>
                      ))}
                    </Stack>
                    <Stack gap={1} fontSize="sm" borderTopWidth="1px" pt={3}>
                      <Amount label={t('detail.goods')} value={formatMoney(order.goodsAmount)} />
                      <Amount label={t('detail.freight')} value={formatMoney(order.freight)} />
                      <Amount label={t('detail.tax')} value={formatMoney(order.tax)} />
                      <Amount
                        label={order.coupon ? t('detail.couponNamed', { name: order.coupon.name }) : t('detail.coupon')}
                        value={`-${formatMoney(order.couponDiscount)}`}
                      />
                      <Amount label={t('detail.total')} value={formatMoney(order.totalAmount)} strong />
                    </Stack>
                    {order.remarks && <Field label={t('detail.remarks')} value={order.remarks} />}
                    {order.cancelReason && <Field label={t('detail.cancelReason')} value={order.cancelReason} />}
                  </Stack>
                )}
              </QueryState>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('detail.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Amount({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between">
      <Text color={strong ? undefined : 'fg.muted'} fontWeight={strong ? 'semibold' : undefined}>
        {label}
      </Text>
      <Text fontWeight={strong ? 'bold' : undefined} color={strong ? 'brand.fg' : undefined}>
        {value}
      </Text>
    </Flex>
  );
}
