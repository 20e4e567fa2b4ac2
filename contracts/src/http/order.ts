// Orders: the buyer / seller centre reads (order/page, order/detail, ours) and the order writes of spec
// section 7, which a later issue implements (one order per seller; items, type, time, payment, consignee).
import { Type } from 'typebox';
import { API, DateString, Done, Id, Page, PageQuery, defineOperation } from '../operation.ts';
import {
  CreateOrderBody,
  CreatedOrders,
  OrderChannel,
  OrderDetail,
  OrderStatus,
  OrderSummary,
  OrderType,
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
  access: 'user',
  body: ServiceOrderBody,
  content: CreatedOrders,
});

export const serviceOrderSave = defineOperation({
  id: 'serviceOrder/save',
  method: 'POST',
  path: `${API.portal}/serviceOrder/save`,
  summary: 'Create or update (with id) a service order draft',
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
