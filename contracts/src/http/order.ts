// Orders: the buyer / seller centre reads (order/page, order/detail, ours) and the order writes of spec
// requirements section 7, which a later issue implements (one order per seller; items, type, time, payment, consignee).
import { Type, type Static, type TObject } from 'typebox';
import { API, DateString, Done, EpochMs, Id, Money, Page, PageQuery, defineOperation } from '../operation.ts';
import {
  CreateOrderBody,
  CreatedOrders,
  OrderChannel,
  OrderDetail,
  OrderStatus,
  OrderSummary,
  OrderType,
  PAYMENT_FAILURE_REASONS,
  ServiceOrderBody,
} from '../entities/order.ts';

export const OrderQuery = Type.Object({
  ...PageQuery.properties,
  /** buyer: the orders the caller's account placed (default); seller: the orders of the caller's company. */
  side: Type.Optional(Type.Enum(['buyer', 'seller'])),
  status: Type.Optional(OrderStatus),
  type: Type.Optional(OrderType),
  channel: Type.Optional(OrderChannel),
  /** Order number or a product title / code of a line. */
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  createdFrom: Type.Optional(DateString),
  createdTo: Type.Optional(DateString),
});

export const orderPage = defineOperation({
  id: 'order/page',
  method: 'GET',
  path: `${API.portal}/order/page`,
  summary: "A page of the caller's orders (newest first) with their lines, filtered by status, type, keyword, dates",
  access: 'user',
  query: OrderQuery,
  content: Page(OrderSummary),
});

export const orderDetail = defineOperation({
  id: 'order/detail',
  method: 'GET',
  path: `${API.portal}/order/detail`,
  summary: 'One order of the caller (as buyer or as seller) with consignee, invoice, freight, coupon and timeline',
  access: 'user',
  query: Type.Object({ id: Id }),
  content: OrderDetail,
});

export const orderCancel = defineOperation({
  id: 'order/cancel',
  method: 'POST',
  path: `${API.portal}/order/cancel`,
  summary:
    'The buyer cancels one of their orders before it ships (awaiting payment or shipment): the stock goes back ' +
    "and a coupon used on it becomes usable again. Another user's order is not found; a shipped, completed or " +
    'cancelled one is refused.',
  access: 'user',
  body: Type.Object({ id: Id, reason: Type.Optional(Type.String({ maxLength: 200 })) }),
  content: Done,
});

export const portalCreateOrder = defineOperation({
  id: 'order/portalCreateOrder',
  method: 'POST',
  path: `${API.portal}/order/portalCreateOrder`,
  summary: 'Place orders for shop goods (one order per seller)',
  access: 'user',
  body: CreateOrderBody,
  content: CreatedOrders,
});

export const selfOrderSave = defineOperation({
  id: 'selforder/save',
  method: 'POST',
  path: `${API.portal}/selforder/save`,
  summary: "Place an order for the platform's self-run goods",
  access: 'user',
  body: CreateOrderBody,
  content: CreatedOrders,
});

export const saveFactoryOrder = defineOperation({
  id: 'order/saveFactoryOrder',
  method: 'POST',
  path: `${API.portal}/order/saveFactoryOrder`,
  summary: "Place an order for a factory's goods",
  access: 'user',
  body: CreateOrderBody,
  content: CreatedOrders,
});

export const saveServiceOrder = defineOperation({
  id: 'order/saveServiceOrder',
  method: 'POST',
  path: `${API.portal}/order/saveServiceOrder`,
  summary: "Order a service provider's service from the service zone",
  description:
    'Submits a service order to the provider (its seller centre lists it: serviceOrder/page side=provider). With ' +
    "id it submits the caller's own draft (serviceOrder/save) with these values; another user's or a submitted " +
    'order is B017. providerCompanyId must be a service provider company (else a 400 naming it), not the ' +
    "caller's own; expectedDate not before today (China). totalAmount is the budget (0.00 when none). The same " +
    'requestKey submits once and answers the first order.',
  access: 'user',
  body: ServiceOrderBody,
  content: CreatedOrders,
});

export const serviceOrderSave = defineOperation({
  id: 'serviceOrder/save',
  method: 'POST',
  path: `${API.portal}/serviceOrder/save`,
  summary: 'Create or update (with id) a service order draft',
  description:
    "A draft is the caller's only (the provider does not see it) until order/saveServiceOrder submits it. With id " +
    "it updates the caller's own draft; another user's, or one already submitted, is B017. Same checks as " +
    'order/saveServiceOrder; the same requestKey creates one draft.',
  access: 'user',
  body: ServiceOrderBody,
  content: CreatedOrders,
});

export const saveSupplierOrder = defineOperation({
  id: 'supplierorder/saveSupplierOrder',
  method: 'POST',
  path: `${API.portal}/supplierorder/saveSupplierOrder`,
  summary: 'Place a bulk purchase order with a supplier (factory), general or financing',
  access: 'user',
  body: CreateOrderBody,
  content: CreatedOrders,
});

/** What a service request came from: a service order, or one of the service zone's request forms. */
export const SERVICE_REQUEST_KINDS = [
  'serviceOrder',
  'consult',
  'finance',
  'logistics',
  'yuncang',
  'retention',
] as const;
export type ServiceRequestKind = (typeof SERVICE_REQUEST_KINDS)[number];
/** draft -> submitted (the requester) -> accepted or declined (the provider addressed) -> completed (the
 * provider, once accepted); cancelled is kept for requests withdrawn before this state machine existed. */
export const SERVICE_REQUEST_STATUSES = [
  'draft',
  'submitted',
  'accepted',
  'declined',
  'completed',
  'cancelled',
] as const;
export type ServiceRequestStatus = (typeof SERVICE_REQUEST_STATUSES)[number];

/** One service request as its requester and the provider addressed see it. */
export const ServiceRequest = Type.Object({
  id: Id,
  /** SR + China date + six digits. */
  requestNo: Type.String(),
  kind: Type.Enum([...SERVICE_REQUEST_KINDS]),
  status: Type.Enum([...SERVICE_REQUEST_STATUSES]),
  /** What the request is about, as the requester wrote it (a title, goods name, finance product ...). */
  subject: Type.String(),
  /** The service type (order SERVICE_TYPES), the finance product, logistics mode or consultation type. */
  category: Type.String(),
  /** null: the platform's service desk. */
  providerCompanyId: Type.Union([Id, Type.Null()]),
  /** In the reader's language; '' for the platform's desk. */
  providerName: Type.String(),
  requesterName: Type.String(),
  contactName: Type.String(),
  contactMobile: Type.String(),
  /** Budget, finance amount or estimated fee in yuan; null when none. */
  amount: Type.Union([Money, Type.Null()]),
  /** The requester's own words (remarks, content, demand, route). */
  details: Type.String(),
  /** The provider's reason, as written, when it declined the request; else null. */
  declineReason: Type.Union([Type.String(), Type.Null()]),
  createdAt: EpochMs,
  updatedAt: EpochMs,
});
export type ServiceRequest = Static<typeof ServiceRequest>;

export const serviceOrderPage = defineOperation({
  id: 'serviceOrder/page',
  method: 'GET',
  path: `${API.portal}/serviceOrder/page`,
  summary: "A page of service requests, newest first: the caller's own, or (side=provider) those sent to its company",
  description:
    'side=buyer (default): every request the caller made (service orders and drafts, consultations, finance, ' +
    "logistics, YunCang, call-backs). side=provider: the submitted requests addressed to the caller's company " +
    '(drafts stay private); a caller without a provider company gets B018.',
  access: 'user',
  query: Type.Object({
    ...PageQuery.properties,
    side: Type.Optional(Type.Enum(['buyer', 'provider'])),
    kind: Type.Optional(Type.Enum([...SERVICE_REQUEST_KINDS])),
  }),
  content: Page(ServiceRequest),
});

// The provider's side of a service request: only a user of the company the request is addressed to may act on
// it (anyone else, and drafts, read as B017 so nobody learns of another's request); a step the state does not
// allow is a 400 naming id. Each answers the request as it is now and tells the requester on `user:<id>`
// (`user:notification`, kind `serviceRequest`, title = the request's subject) after the commit.
const PROVIDER_STEP_RULES =
  'Only a user of the provider company the request is addressed to may do this; any other caller, a draft ' +
  'or an unknown id is B017. The requester is told on its user room (user:notification of kind ' +
  'serviceRequest, id = the request id) after the commit.';

/** One provider step: POST serviceOrder/<step> with the request id (and what else `body` adds). */
const providerStepOp = <const Id extends string, const B extends TObject>(
  id: Id,
  summary: string,
  rule: string,
  body: B,
) =>
  defineOperation({
    id,
    method: 'POST',
    path: `${API.portal}/${id}`,
    summary,
    description: `${rule} ${PROVIDER_STEP_RULES}`,
    access: 'user',
    body,
    content: ServiceRequest,
  });

export const serviceOrderAccept = providerStepOp(
  'serviceOrder/accept',
  'The provider addressed accepts a submitted service request',
  'submitted -> accepted; any other status is a 400 naming id.',
  Type.Object({ id: Id }),
);

export const serviceOrderDecline = providerStepOp(
  'serviceOrder/decline',
  'The provider addressed declines a submitted service request, with a reason the requester reads',
  'submitted -> declined; any other status is a 400 naming id. reason: 2 to 200 characters after trimming ' +
    '(else a 400 naming reason), shown to the requester as written.',
  Type.Object({ id: Id, reason: Type.String({ maxLength: 200 }) }),
);

export const serviceOrderComplete = providerStepOp(
  'serviceOrder/complete',
  'The provider addressed marks an accepted service request done',
  'accepted -> completed; any other status is a 400 naming id.',
  Type.Object({ id: Id }),
);

// ---------------------------------------------------------------------------------------------------------
// An order to its end: the buyer pays (a mock payment step), the seller confirms and ships, the buyer confirms
// receipt and reviews each line; the seller may cancel before shipment. Each answers the order as it is now and
// publishes `user:orderChanged` to the buyer's and every seller user's room after the commit. Another party's
// order, or an unknown id, is B017; a step the order's status does not allow is a 400 naming id.

/** A step on one order: POST order/<step>, answering the order detail. */
const orderStepOp = <const OpId extends string, const B extends TObject>(
  id: OpId,
  summary: string,
  description: string,
  body: B,
) =>
  defineOperation({
    id,
    method: 'POST',
    path: `${API.portal}/${id}`,
    summary,
    description,
    access: 'user',
    body,
    content: OrderDetail,
  });

export const orderPay = orderStepOp(
  'order/pay',
  "The buyer pays an order awaiting online payment through the mock stack's payment step",
  'Completes the buyer flow "settle -> order placed -> pay" (the order detail\'s Pay button and the pay step after ' +
    'an order is placed). outcome=success: awaiting payment -> awaiting shipment, paidAt set. outcome=failure ' +
    '(the mock cashier\'s "fail" choice) keeps it awaiting payment and writes the failure with its reason ' +
    '(failureReason, default insufficientFunds) on the timeline. A financing order draws its financed part ' +
    '(amountDue less the margin ratio of the credit facility) on the available credit limit: a limit too small is ' +
    'a 400 naming id. After the payment deadline (payDeadline, server clock) the server has cancelled the order, ' +
    'its stock and coupon given back: a 400 naming id says so. Cash-on-delivery orders have no payment step.',
  Type.Object({
    id: Id,
    outcome: Type.Enum(['success', 'failure']),
    failureReason: Type.Optional(Type.Enum([...PAYMENT_FAILURE_REASONS])),
  }),
);

export const orderConfirm = orderStepOp(
  'order/confirm',
  'The seller confirms an order it received, awaiting shipment',
  'Completes the seller flow "orders received -> confirm" of the seller and factory centres. Only a user of the ' +
    'seller company; awaiting shipment and not yet confirmed, else a 400 naming id. Sets confirmedAt.',
  Type.Object({ id: Id }),
);

export const orderShip = orderStepOp(
  'order/ship',
  'The seller ships a confirmed order with the carrier and tracking number',
  'Completes the seller flow "orders received -> confirm -> ship" (the buyer then sees it shipped, live). Only a ' +
    'user of the seller company, on a confirmed order awaiting shipment (else a 400 naming id). carrier: 2 to 30 ' +
    'characters after trimming; trackingNo: 6 to 30 letters, digits or dashes (else a 400 naming the field).',
  Type.Object({ id: Id, carrier: Type.String({ maxLength: 30 }), trackingNo: Type.String({ maxLength: 30 }) }),
);

export const orderReceive = orderStepOp(
  'order/receive',
  'The buyer confirms receipt of a shipped order: it is completed',
  'Completes the buyer flow "shipped -> confirm receipt" (the order detail and the buyer centre\'s orders). Only ' +
    'the buyer, on a shipped order (else a 400 naming id). A cash-on-delivery order counts as paid at receipt.',
  Type.Object({ id: Id }),
);

export const orderReview = orderStepOp(
  'order/review',
  'The buyer reviews one line of a completed order (stars and text), once',
  'Completes the buyer flow "confirm receipt -> review" on the order detail. Only the buyer, on a completed ' +
    'order (else a 400 naming id); lineId must be a line of it (else B017) not reviewed yet (else a 400 naming ' +
    'lineId). stars: 1 to 5 (400 naming stars); content: 1 to 500 characters after trimming (400 naming ' +
    "content). The review shows on the goods page's Reviews tab (evaluate/page) and moves the shop's rating.",
  Type.Object({
    id: Id,
    lineId: Id,
    // Wide bounds: 1 to 5 is checked by the service, whose message names the rule.
    stars: Type.Integer({ minimum: -100, maximum: 100 }),
    content: Type.String({ maxLength: 500 }),
  }),
);

export const orderSellerCancel = orderStepOp(
  'order/sellerCancel',
  'The seller cancels an order it received before shipping it, with a reason the buyer reads',
  'Completes the seller flow "orders received -> cancel" of the seller and factory centres. Only a user of the ' +
    'seller company, before shipment (awaiting payment or shipment; else a 400 naming id). reason: 2 to 200 ' +
    'characters after trimming (400 naming reason). The stock goes back to the goods, the coupon is usable ' +
    "again and a financing payment's credit is given back.",
  Type.Object({ id: Id, reason: Type.String({ maxLength: 200 }) }),
);
