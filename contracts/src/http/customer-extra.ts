// What the cart and the order confirmation need about the caller at once: default address, invoice
// information, credit facility, company and cart count.
import { Type, type Static } from 'typebox';
import { API, Id, defineOperation } from '../operation.ts';
import { ReceiveInfo } from '../entities/order.ts';
import { InvoiceInfo } from './customer-invoice-info.ts';
import { CreditFacility } from './customer-credit-facilities.ts';

export const CartCustomerInfo = Type.Object({
  userId: Id,
  /** False for an individual user who has not authenticated. */
  authenticated: Type.Boolean(),
  companyId: Type.Union([Id, Type.Null()]),
  companyName: Type.Union([Type.String(), Type.Null()]),
  defaultAddress: Type.Union([ReceiveInfo, Type.Null()]),
  addressCount: Type.Integer({ minimum: 0 }),
  invoice: Type.Union([InvoiceInfo, Type.Null()]),
  credit: CreditFacility,
  cartCount: Type.Integer({ minimum: 0 }),
});
export type CartCustomerInfo = Static<typeof CartCustomerInfo>;

export const infoForCart = defineOperation({
  id: 'customerExtra/infoForCart',
  method: 'GET',
  path: `${API.customer}/customerExtra/infoForCart`,
  summary: "The caller's default address, invoice information, credit facility and cart count for settlement",
  access: 'user',
  content: CartCustomerInfo,
});
