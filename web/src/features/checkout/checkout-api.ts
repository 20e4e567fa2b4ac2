// The order confirmation's calls, straight from the contracts: the lines to buy (checked cart lines or one
// goods), what the caller has (addresses, invoice information, credit, coupons), freight, regions, and the
// writes (address manager, invoice information, placing the order) plus the placed orders for the result.
import { cartFindByIds, generateOrder } from '@portal/contracts/http/cart';
import { saleProductSearchById } from '@portal/contracts/http/sale-product';
import { infoForCart } from '@portal/contracts/http/customer-extra';
import {
  customerReceiveInfoDelete,
  customerReceiveInfoList,
  customerReceiveInfoSave,
  customerReceiveInfoSetDefault,
} from '@portal/contracts/http/customer-receive-info';
import { customerInvoiceInfoSave } from '@portal/contracts/http/customer-invoice-info';
import { couponPage } from '@portal/contracts/http/coupon';
import { freightTemCalculate, freightTemPage } from '@portal/contracts/http/freight-tem';
import { listCityByName, listCountyByName, listProvince } from '@portal/contracts/http/region';
import { orderDetail, portalCreateOrder, saveSupplierOrder, selfOrderSave } from '@portal/contracts/http/order';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const checkoutApi = injectOps({
  settleCartLines: opQuery(cartFindByIds, { tags: 'Cart' }),
  settleGoods: opQuery(saleProductSearchById, { tags: 'Cart' }),
  cartCustomerInfo: opQuery(infoForCart, { tags: ['Address', 'User'] }),
  addresses: opQuery(customerReceiveInfoList, { tags: 'Address' }),
  saveAddress: opMutation(customerReceiveInfoSave, { tags: 'Address' }),
  deleteAddress: opMutation(customerReceiveInfoDelete, { tags: 'Address' }),
  setDefaultAddress: opMutation(customerReceiveInfoSetDefault, { tags: 'Address' }),
  saveInvoiceInfo: opMutation(customerInvoiceInfoSave, { tags: 'User' }),
  myCoupons: opQuery(couponPage, { tags: 'Coupon' }),
  freightTemplates: opQuery(freightTemPage),
  freightQuote: opQuery(freightTemCalculate),
  provinces: opQuery(listProvince),
  cities: opQuery(listCityByName),
  counties: opQuery(listCountyByName),
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
  useAddressesQuery,
  useSaveAddressMutation,
  useDeleteAddressMutation,
  useSetDefaultAddressMutation,
  useSaveInvoiceInfoMutation,
  useMyCouponsQuery,
  useFreightTemplatesQuery,
  useFreightQuoteQuery,
  useProvincesQuery,
  useCitiesQuery,
  useCountiesQuery,
  useGenerateOrderMutation,
  useCreatePortalOrderMutation,
  useCreateSelfOrderMutation,
  useCreateSupplierOrderMutation,
  usePlacedOrderQuery,
} = checkoutApi;
