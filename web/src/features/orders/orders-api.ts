// The order calls of the centres, straight from the contracts: a page of the caller's orders (as buyer or as
// seller), one order's detail, and the buyer's cancel.
import { orderCancel, orderDetail, orderPage } from '@portal/contracts/http/order';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const ordersApi = injectOps({
  ordersPage: opQuery(orderPage, { tags: 'Order' }),
  orderDetail: opQuery(orderDetail, { tags: 'Order' }),
  // Cancelling gives the stock and the coupon back: goods and coupon reads refetch too.
  cancelOrder: opMutation(orderCancel, { tags: ['Order', 'Coupon'] }),
});

export const { useOrdersPageQuery, useOrderDetailQuery, useCancelOrderMutation } = ordersApi;
