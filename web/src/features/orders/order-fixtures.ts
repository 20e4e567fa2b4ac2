// Orders as the orders tests need them (tests only): a line of pieces, an order of the buyer Li Lei from seller 3
// paid online and delivered, and an order's detail made from its summary with what a fresh order's detail adds (the buyer's address in Yiwu, no invoice, no step taken yet).
import type { OrderDetail, OrderLine, OrderSummary } from '@portal/contracts/entities/order';

/** `quantity` pieces of `title` (product `productId`, code P<productId>) at `price` each, not reviewed. */
export function orderLine(
  id: number,
  productId: number,
  title: string,
  line: Pick<OrderLine, 'price' | 'quantity' | 'amount'>,
): OrderLine {
  return {
    id,
    productId,
    productCode: `P${productId}`,
    title,
    image: '',
    unit: 'piece',
    specText: '',
    ...line,
    review: null,
  };
}

/** Order `id` (MC00<id>) of `status` placed on 2026-01-01, amounts and lines from `extra`. */
export function orderSummary(
  id: number,
  status: OrderSummary['status'],
  extra: Pick<
    OrderSummary,
    'sellerName' | 'goodsAmount' | 'tax' | 'totalAmount' | 'amountDue' | 'lines' | 'totalQuantity' | 'source'
  > &
    Partial<OrderSummary>,
): OrderSummary {
  return {
    id,
    orderNo: `MC00${id}`,
    channel: 'portal',
    type: 'general',
    status,
    buyerCompanyId: null,
    buyerName: 'Li Lei',
    sellerCompanyId: 3,
    sellerLogo: '',
    paymentMethod: 'online',
    deliveryMethod: 'delivery',
    deliveryTime: '2030-01-15',
    freight: '8.00',
    couponDiscount: '0.00',
    lineCount: extra.lines.length,
    depositApplied: '0.00',
    payDeadline: null,
    createdAt: 1_767_225_600_000,
    ...extra,
  };
}

/** The detail of the order `summary` sums up, nothing done on it yet; `extra` changes any field. */
export function orderDetailOf(summary: OrderSummary, extra: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...summary,
    remarks: '',
    confirmedAt: null,
    cancelledBy: null,
    timeline: [],
    consignee: {
      consigneeName: 'Li Lei',
      mobile: '13912345678',
      provinceCode: '33',
      cityCode: '3307',
      countyCode: '330782',
      detailAddress: 'Binwang Road 8',
      regionName: 'Zhejiang Jinhua Yiwu',
      fullAddress: 'Zhejiang Jinhua Yiwu Binwang Road 8',
    },
    freightTemplate: null,
    coupon: null,
    invoice: { invoiceType: 'none', title: null, taxNumber: null, taxRate: 0 },
    paidAt: null,
    shippedAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelReason: null,
    carrier: null,
    trackingNo: null,
    ...extra,
  };
}
