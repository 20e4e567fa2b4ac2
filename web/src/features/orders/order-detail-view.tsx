// One order as its buyer or its seller follows it to the end: the status with what to do next (the buyer pays
// through the mock payment step before the deadline, confirms receipt and reviews each line; the seller
// confirms, ships with carrier and tracking number, or cancels before shipment with a reason), the lines and
// amounts as stored, the address, invoice, carrier and tracking, and the timeline of every status change with
// who and when. Each step answers the order as it is now; the other party's open page follows live.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Badge,
  Box,
  Button,
  Flex,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  PAYMENT_FAILURE_REASONS,
  type OrderDetail,
  type OrderLine,
  type OrderStatusValue,
  type PaymentFailureReason,
} from '@portal/contracts/entities/order';
import { formatMoney, moneyToFen } from '@portal/contracts/money';
import { isApiError } from '@/shared/api/api-error.ts';
import { showSuccess } from '@/shared/ui/toast.ts';
import { GoodsLine } from '@/shared/goods/goods-line.tsx';
import {
  useConfirmOrderMutation,
  usePayOrderMutation,
  useReceiveOrderMutation,
  useReviewOrderMutation,
  useSellerCancelOrderMutation,
  useShipOrderMutation,
} from './orders-api.ts';
import { marketDateTime } from '@/shared/market-time.ts';
import { orderDetailTestIds as ids } from './test-ids.ts';
import { quantityWithUnit } from '@/shared/i18n/unit-label.ts';

export type OrderSide = 'buyer' | 'seller';

export const STATUS_COLOURS: Record<OrderStatusValue, string> = {
  pendingPayment: 'orange',
  pendingShipment: 'blue',
  shipped: 'purple',
  completed: 'green',
  cancelled: 'gray',
};

/** The message of a refused step: a 400 naming a field is not toasted, so it is shown here (under its input,
 * or above the actions when it names the order). */
function failureOf(error: unknown): { field: string | null; message: string } | null {
  if (!isApiError(error)) return null;
  return { field: 'field' in error && error.field ? error.field : null, message: error.message };
}

function Failure({ message }: { message: string | null | undefined }) {
  return message ? (
    <Text fontSize="sm" color="fg.error" role="alert">
      {message}
    </Text>
  ) : null;
}

export function OrderDetailView({ order, side }: { order: OrderDetail; side: OrderSide }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={5} data-testid={ids.root}>
      <Flex gap={3} align="center" wrap="wrap">
        <Text fontFamily="mono" fontWeight="bold">
          {order.orderNo}
        </Text>
        <Badge colorPalette={STATUS_COLOURS[order.status]} size="lg" data-testid={ids.status}>
          {t(`status.${order.status}`)}
        </Badge>
        <Text fontSize="sm" color="fg.muted">
          {t(`source.${order.source}`)}
        </Text>
      </Flex>
      {side === 'buyer' ? <BuyerActions order={order} /> : <SellerActions order={order} />}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap={3}>
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
              : [t(`invoiceType.${order.invoice.invoiceType}`), order.invoice.title, order.invoice.taxNumber]
                  .filter(Boolean)
                  .join(' · ')
          }
        />
        {order.carrier && (
          <Field
            label={t('detail.shipping')}
            value={`${order.carrier} · ${order.trackingNo ?? ''}`}
            testId={ids.tracking}
          />
        )}
      </SimpleGrid>
      <Box borderWidth="1px" borderRadius="md" p={3}>
        <Text fontSize="xs" color="fg.muted">
          {t('detail.consignee')}
        </Text>
        {order.consignee.consigneeName ? (
          <>
            <Text fontSize="sm" fontWeight="medium">
              {order.consignee.consigneeName} {order.consignee.mobile}
            </Text>
            <Text fontSize="sm">{order.consignee.fullAddress}</Text>
          </>
        ) : (
          <Text fontSize="sm">{t('detail.noAddress')}</Text>
        )}
      </Box>
      <Stack gap={3}>
        {order.lines.map((line) => (
          <OrderLineRow key={line.id} order={order} line={line} side={side} />
        ))}
      </Stack>
      <Stack gap={1} fontSize="sm" borderTopWidth="1px" pt={3}>
        <Amount label={t('detail.goods')} value={formatMoney(order.goodsAmount)} />
        <Amount label={t('detail.freight')} value={formatMoney(order.freight)} />
        <Amount label={t('detail.tax')} value={formatMoney(order.tax)} />
        {/* No discount, no coupon line (a "-¥0.00" says nothing). */}
        {(moneyToFen(order.couponDiscount) ?? 0) !== 0 && (
          <Amount
            label={order.coupon ? t('detail.couponNamed', { name: order.coupon.name }) : t('detail.coupon')}
            value={`-${formatMoney(order.couponDiscount)}`}
          />
        )}
        <Amount label={t('detail.total')} value={formatMoney(order.totalAmount)} strong />
        {order.depositApplied !== '0.00' && (
          <>
            <Amount label={t('detail.deposit')} value={`-${formatMoney(order.depositApplied)}`} />
            <Amount label={t('detail.due')} value={formatMoney(order.amountDue)} strong />
          </>
        )}
      </Stack>
      {order.remarks && <Field label={t('detail.remarks')} value={order.remarks} />}
      {order.cancelReason && <Field label={t('detail.cancelReason')} value={order.cancelReason} />}
      <Timeline order={order} />
    </Stack>
  );
}

function BuyerActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const [pay, paying] = usePayOrderMutation();
  const [receive, receiving] = useReceiveOrderMutation();
  const [reason, setReason] = useState<PaymentFailureReason>('insufficientFunds');
  const [failure, setFailure] = useState<string | null>(null);
  if (order.status === 'pendingPayment' && order.paymentMethod === 'online') {
    const attempt = async (outcome: 'success' | 'failure') => {
      setFailure(null);
      try {
        const next = await pay({
          id: order.id,
          outcome,
          ...(outcome === 'failure' ? { failureReason: reason } : {}),
        }).unwrap();
        if (next.status === 'pendingShipment') showSuccess(t('pay.done'));
      } catch (error) {
        // Why: the deadline passed, the credit limit is short.
        setFailure(failureOf(error)?.message ?? null);
      }
    };
    return (
      <Box
        borderWidth="1px"
        borderColor="orange.muted"
        bg="orange.subtle"
        borderRadius="md"
        p={4}
        data-testid={ids.payBox}
      >
        <Stack gap={3}>
          <Text fontWeight="semibold">{t('pay.title', { amount: formatMoney(order.amountDue) })}</Text>
          {order.payDeadline !== null && (
            <Text fontSize="sm">{t('pay.deadline', { time: marketDateTime(order.payDeadline) })}</Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            {t('pay.mock')}
          </Text>
          <Flex gap={3} wrap="wrap" align="center">
            <Button
              colorPalette="brand"
              loading={paying.isLoading}
              onClick={() => void attempt('success')}
              data-testid={ids.pay}
            >
              {t('pay.submit')}
            </Button>
            <NativeSelect.Root size="sm" width="auto" minW="12rem">
              <NativeSelect.Field
                aria-label={t('pay.failureReason')}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value as PaymentFailureReason)}
                data-testid={ids.failureReason}
              >
                {PAYMENT_FAILURE_REASONS.map((value) => (
                  <option key={value} value={value}>
                    {t(`failureReason.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button
              variant="outline"
              size="sm"
              loading={paying.isLoading}
              onClick={() => void attempt('failure')}
              data-testid={ids.payFail}
            >
              {t('pay.fail')}
            </Button>
          </Flex>
          <Failure message={failure} />
        </Stack>
      </Box>
    );
  }
  if (order.status === 'shipped') {
    return (
      <Stack gap={2}>
        <HStack>
          <Button
            colorPalette="brand"
            loading={receiving.isLoading}
            data-testid={ids.receive}
            onClick={() =>
              void receive({ id: order.id })
                .unwrap()
                .then(() => showSuccess(t('receive.done')))
                .catch((error: unknown) => setFailure(failureOf(error)?.message ?? null))
            }
          >
            {t('receive.submit')}
          </Button>
        </HStack>
        <Failure message={failure} />
      </Stack>
    );
  }
  return null;
}

function SellerActions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const [confirm, confirming] = useConfirmOrderMutation();
  const [ship, shipping] = useShipOrderMutation();
  const [cancel, cancelling] = useSellerCancelOrderMutation();
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<{ field: string | null; message: string } | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const beforeShipment = order.status === 'pendingPayment' || order.status === 'pendingShipment';
  if (!beforeShipment) return null;
  const run = async (work: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await work();
      showSuccess(done);
    } catch (error) {
      setFailure(failureOf(error));
    }
  };
  const fieldError = (field: string) => (failure?.field === field ? failure.message : null);
  return (
    <Stack gap={3} borderWidth="1px" borderRadius="md" p={4} data-testid={ids.sellerBox}>
      {order.status === 'pendingShipment' && order.confirmedAt === null && (
        <HStack>
          <Button
            colorPalette="brand"
            loading={confirming.isLoading}
            data-testid={ids.confirm}
            onClick={() => void run(() => confirm({ id: order.id }).unwrap(), t('sellerStep.confirmed'))}
          >
            {t('sellerStep.confirm')}
          </Button>
        </HStack>
      )}
      {order.status === 'pendingShipment' && order.confirmedAt !== null && (
        <Stack gap={2}>
          <Text fontWeight="semibold">{t('sellerStep.shipTitle')}</Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={2}>
            <ShipField
              label={t('sellerStep.carrier')}
              value={carrier}
              onChange={setCarrier}
              error={fieldError('carrier')}
              testId={ids.carrier}
            />
            <ShipField
              label={t('sellerStep.trackingNo')}
              value={trackingNo}
              onChange={setTrackingNo}
              error={fieldError('trackingNo')}
              testId={ids.trackingNo}
            />
          </SimpleGrid>
          <HStack>
            <Button
              colorPalette="brand"
              loading={shipping.isLoading}
              data-testid={ids.ship}
              onClick={() =>
                void run(() => ship({ id: order.id, carrier, trackingNo }).unwrap(), t('sellerStep.shipped'))
              }
            >
              {t('sellerStep.ship')}
            </Button>
          </HStack>
        </Stack>
      )}
      {cancelOpen ? (
        <Stack gap={2}>
          <Textarea
            aria-label={t('sellerStep.cancelReason')}
            placeholder={t('sellerStep.cancelReason')}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid={ids.cancelReason}
          />
          {fieldError('reason') && (
            <Text fontSize="xs" color="fg.error">
              {fieldError('reason')}
            </Text>
          )}
          <HStack>
            <Button
              colorPalette="red"
              size="sm"
              loading={cancelling.isLoading}
              data-testid={ids.cancelSubmit}
              onClick={() => void run(() => cancel({ id: order.id, reason }).unwrap(), t('sellerStep.cancelled'))}
            >
              {t('sellerStep.cancelSubmit')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setCancelOpen(false)}>
              {t('cancel.keep')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack>
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => setCancelOpen(true)}
            data-testid={ids.cancelOpen}
          >
            {t('sellerStep.cancel')}
          </Button>
        </HStack>
      )}
      {failure && failure.field !== 'carrier' && failure.field !== 'trackingNo' && failure.field !== 'reason' && (
        <Failure message={failure.message} />
      )}
    </Stack>
  );
}

/** A shipment's field (carrier, tracking number), named by its placeholder, with the server's word under it. */
function ShipField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  error: string | null;
  testId: string;
}) {
  return (
    <Stack gap={1}>
      <Input
        aria-label={label}
        placeholder={label}
        value={value}
        maxLength={30}
        onChange={(event) => onChange(event.currentTarget.value)}
        data-testid={testId}
      />
      {error && (
        <Text fontSize="xs" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function OrderLineRow({ order, line, side }: { order: OrderDetail; line: OrderLine; side: OrderSide }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={2} borderBottomWidth="1px" pb={3} data-testid={ids.line(line.id)}>
      <GoodsLine goods={line}>
        <Text fontSize="sm" color="fg.muted">
          {formatMoney(line.price)} × {quantityWithUnit(t, line.quantity, line.unit)} = {formatMoney(line.amount)}
        </Text>
      </GoodsLine>
      {line.review ? (
        <Box bg="bg.subtle" borderRadius="md" p={2} data-testid={ids.review(line.id)}>
          {/* An image of the stars by its name: an aria-label on a paragraph is not read (ARIA forbids it there). */}
          <Text fontSize="sm" color="orange.fg" role="img" aria-label={t('review.stars', { count: line.review.stars })}>
            {'★'.repeat(line.review.stars)}
            {'☆'.repeat(5 - line.review.stars)}
          </Text>
          <Text fontSize="sm">{line.review.content}</Text>
        </Box>
      ) : (
        side === 'buyer' && order.status === 'completed' && <ReviewForm orderId={order.id} lineId={line.id} />
      )}
    </Stack>
  );
}

function ReviewForm({ orderId, lineId }: { orderId: number; lineId: number }) {
  const { t } = useTranslation('orders');
  const [review, reviewing] = useReviewOrderMutation();
  const [stars, setStars] = useState(5);
  const [content, setContent] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    if (!content.trim()) {
      setFailure(t('review.required'));
      return;
    }
    try {
      await review({ id: orderId, lineId, stars, content }).unwrap();
      showSuccess(t('review.done'));
    } catch (error) {
      setFailure(failureOf(error)?.message ?? null);
    }
  };
  return (
    <Stack gap={2} data-testid={ids.reviewForm(lineId)}>
      <HStack gap={1} role="radiogroup" aria-label={t('review.starsLabel')}>
        {/* Seen as well as named: five bare glyphs did not read as a control to pick from. */}
        <Text fontSize="sm" color="fg.muted" me={1} aria-hidden>
          {t('review.starsLabel')}
        </Text>
        {[1, 2, 3, 4, 5].map((value) => (
          <Button
            key={value}
            size="xs"
            variant="ghost"
            role="radio"
            aria-checked={stars === value}
            aria-label={t('review.stars', { count: value })}
            fontSize="lg"
            color={value <= stars ? 'orange.fg' : 'fg.subtle'}
            onClick={() => setStars(value)}
            data-testid={ids.star(lineId, value)}
          >
            {value <= stars ? '★' : '☆'}
          </Button>
        ))}
      </HStack>
      <Textarea
        aria-label={t('review.content')}
        placeholder={t('review.content')}
        value={content}
        maxLength={500}
        onChange={(event) => setContent(event.currentTarget.value)}
        data-testid={ids.reviewContent(lineId)}
      />
      {failure && (
        <Text fontSize="xs" color="fg.error">
          {failure}
        </Text>
      )}
      <HStack>
        <Button
          size="sm"
          colorPalette="brand"
          loading={reviewing.isLoading}
          onClick={() => void submit()}
          data-testid={ids.reviewSubmit(lineId)}
        >
          {t('review.submit')}
        </Button>
      </HStack>
    </Stack>
  );
}

function Timeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  if (order.timeline.length === 0) return null;
  return (
    <Stack gap={2} data-testid={ids.timeline}>
      <Text fontWeight="semibold">{t('detail.timeline')}</Text>
      <Stack as="ol" gap={2} ps={0} listStyleType="none">
        {order.timeline.map((event, index) => (
          <Flex as="li" key={index} gap={3} fontSize="sm" wrap="wrap">
            <Text color="fg.muted" whiteSpace="nowrap">
              {marketDateTime(event.at)}
            </Text>
            <Text fontWeight="medium">{t(`action.${event.action}`)}</Text>
            <Text color="fg.muted">
              {event.actorSide === 'system' ? t('detail.system') : event.actorName}
              {event.note ? ` · ${event.note}` : ''}
            </Text>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap={0} data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="sm">{value}</Text>
    </Stack>
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
