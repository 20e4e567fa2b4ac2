// data-testid values of the order confirmation and its result, shared by unit tests and the e2e page object.
import { addressTestIds } from '@/shared/address/test-ids.ts';

export const checkoutTestIds = {
  root: 'settle',
  loading: 'settle-loading',
  error: 'settle-error',
  invalid: 'settle-invalid',
  line: (productId: number) => `settle-line-${productId}`,
  lineUnavailable: (productId: number) => `settle-line-unavailable-${productId}`,
  orderType: (value: string) => `settle-type-${value}`,
  deliveryMethod: (value: string) => `settle-delivery-${value}`,
  deliveryTime: 'settle-delivery-time',
  paymentMethod: (value: string) => `settle-payment-${value}`,
  coupon: 'settle-coupon',
  invoiceType: (value: string) => `settle-invoice-${value}`,
  invoiceTitle: 'settle-invoice-title',
  invoiceTaxNumber: 'settle-invoice-tax-number',
  invoiceBank: 'settle-invoice-bank',
  invoiceAccount: 'settle-invoice-account',
  invoiceAddress: 'settle-invoice-address',
  invoicePhone: 'settle-invoice-phone',
  remarks: 'settle-remarks',
  goodsAmount: 'settle-goods-amount',
  freight: 'settle-freight',
  discount: 'settle-discount',
  payable: 'settle-payable',
  tax: 'settle-tax',
  submit: 'settle-submit',
  /** The phone's sticky bar's submit. */
  submitBar: 'settle-submit-bar',
  refusal: 'settle-refusal',
  addressMissing: 'settle-address-missing',
  /** The address manager's (shared/address). */
  address: addressTestIds,
  result: {
    root: 'order-result',
    order: (id: number) => `order-result-${id}`,
    toOrders: 'order-result-to-orders',
    toMarket: 'order-result-to-market',
    open: (id: number) => `order-result-open-${id}`,
  },
} as const;
