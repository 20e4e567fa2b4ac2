// data-testid values of the order lists of the centres, shared by unit tests and the e2e page object.
export const ordersTestIds = {
  root: (side: string) => `orders-${side}`,
  status: (value: string) => `orders-status-${value}`,
  loading: 'orders-loading',
  error: 'orders-error',
  empty: 'orders-empty',
  order: (orderNo: string) => `order-${orderNo}`,
  orderStatus: (orderNo: string) => `order-status-${orderNo}`,
  detail: (orderNo: string) => `order-detail-${orderNo}`,
  cancel: (orderNo: string) => `order-cancel-${orderNo}`,
  cancelConfirm: 'order-cancel-confirm',
  detailDialog: 'order-detail-dialog',
} as const;
