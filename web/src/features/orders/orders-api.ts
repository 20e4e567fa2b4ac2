// The order calls of the centres, straight from the contracts: a page of the caller's orders (as buyer or as
// seller), one order's detail, and the buyer's cancel.
import {
  orderCancel,
  orderConfirm,
  orderDetail,
  orderPage,
  orderPay,
  orderReceive,
  orderReview,
  orderSellerCancel,
  orderShip,
} from '@portal/contracts/http/order';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const ordersApi = injectOps({
  ordersPage: opQuery(orderPage, { tags: 'Order' }),
  orderDetail: opQuery(orderDetail, { tags: 'Order' }),
  // Cancelling gives the stock and the coupon back: goods and coupon reads refetch too.
  cancelOrder: opMutation(orderCancel, { tags: ['Order', 'Coupon'] }),
  payOrder: opMutation(orderPay, { tags: ['Order'] }),
  confirmOrder: opMutation(orderConfirm, { tags: ['Order'] }),
  shipOrder: opMutation(orderShip, { tags: ['Order'] }),
  receiveOrder: opMutation(orderReceive, { tags: ['Order'] }),
  // A review shows on the goods page's Reviews tab.
  reviewOrder: opMutation(orderReview, { tags: ['Order', 'Evaluate'] }),
  sellerCancelOrder: opMutation(orderSellerCancel, { tags: ['Order', 'Coupon'] }),
});

export const {
  useOrdersPageQuery,
  useOrderDetailQuery,
  useCancelOrderMutation,
  usePayOrderMutation,
  useConfirmOrderMutation,
  useShipOrderMutation,
  useReceiveOrderMutation,
  useReviewOrderMutation,
  useSellerCancelOrderMutation,
} = ordersApi;
