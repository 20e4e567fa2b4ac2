// The order confirmation's calls, straight from the contracts: the lines to buy (checked cart lines or one
// goods), what the caller has (invoice information, credit, coupons), freight, and the writes (invoice
// information, placing the order) plus the placed orders for the result. Addresses: shared/address.
import { cartFindByIds, generateOrder } from '@portal/contracts/http/cart';
import { saleProductSearchById } from '@portal/contracts/http/sale-product';
import { infoForCart } from '@portal/contracts/http/customer-extra';
import { customerInvoiceInfoSave } from '@portal/contracts/http/customer-invoice-info';
import { couponPage } from '@portal/contracts/http/coupon';
import { freightTemCalculate, freightTemPage } from '@portal/contracts/http/freight-tem';
import { orderDetail, portalCreateOrder, saveSupplierOrder, selfOrderSave } from '@portal/contracts/http/order';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const checkoutApi = injectOps({
  // No tag: placing the order empties these cart lines, and the page must not ask for them again before it
  // moves on to the result (it did, and showed 'The record does not exist.').
  settleCartLines: opQuery(cartFindByIds),
  settleGoods: opQuery(saleProductSearchById, { tags: 'Cart' }),
  cartCustomerInfo: opQuery(infoForCart, { tags: ['Address', 'User'] }),
  saveInvoiceInfo: opMutation(customerInvoiceInfoSave, { tags: 'User' }),
  myCoupons: opQuery(couponPage, { tags: 'Coupon' }),
  freightTemplates: opQuery(freightTemPage),
  freightQuote: opQuery(freightTemCalculate),
  // Placing orders changes the cart, the coupons and the orders lists.
  generateOrder: opMutation(generateOrder, { tags: ['Cart', 'Order', 'Coupon'] }),
  createPortalOrder: opMutation(portalCreateOrder, { tags: ['Order', 'Coupon'] }),
  createSelfOrder: opMutation(selfOrderSave, { tags: ['Order', 'Coupon'] }),
  createSupplierOrder: opMutation(saveSupplierOrder, { tags: ['Order', 'Coupon'] }),
  placedOrder: opQuery(orderDetail, { tags: 'Order' }),
});

export const {
  useSettleCartLinesQuery,
  useSettleGoodsQuery,
  useCartCustomerInfoQuery,
  useSaveInvoiceInfoMutation,
  useMyCouponsQuery,
  useFreightTemplatesQuery,
  useFreightQuoteQuery,
  useGenerateOrderMutation,
  useCreatePortalOrderMutation,
  useCreateSelfOrderMutation,
  useCreateSupplierOrderMutation,
  usePlacedOrderQuery,
} = checkoutApi;
