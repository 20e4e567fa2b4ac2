// Price permissions: goods whose price shows only after the seller approves the caller's application.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Quantity, Saved, defineOperation } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';
import { PriceState } from '../entities/catalogue.ts';
import { Mobile, Unit } from '../entities/order.ts';

/** `notRequired`: the goods show their price to everyone; otherwise the caller's application status. */
export const PRICE_APPLY_STATUSES = ['notRequired', 'none', 'pending', 'approved', 'rejected'] as const;
export type PriceApplyStatusValue = (typeof PRICE_APPLY_STATUSES)[number];
export const PriceApplyStatus = Type.Enum([...PRICE_APPLY_STATUSES]);
export const PRICE_APPLY_STATUS_LABELS: Record<PriceApplyStatusValue, Bilingual> = {
  notRequired: { zh: '无需申请', en: 'No permission needed' },
  none: { zh: '未申请', en: 'Not applied' },
  pending: { zh: '审核中', en: 'Under review' },
  approved: { zh: '已通过', en: 'Approved' },
  rejected: { zh: '未通过', en: 'Rejected' },
};

export const SalePrice = Type.Object({
  productId: Id,
  title: Type.String(),
  unit: Unit,
  needApply: Type.Boolean(),
  applyStatus: PriceApplyStatus,
  /** `hidden` until the permission is approved (the caller's own goods always show). */
  priceState: PriceState,
  price: Type.Union([Money, Type.Null()]),
  marketPrice: Type.Union([Money, Type.Null()]),
  minOrder: Quantity,
  appliedAt: Type.Union([EpochMs, Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
});
export type SalePrice = Static<typeof SalePrice>;

export const getSalePrice = defineOperation({
  id: 'productPriceApply/getSalePrice',
  method: 'GET',
  path: `${API.portal}/productPriceApply/getSalePrice`,
  summary: "The price of goods as the caller may see it, with the caller's price-permission application status",
  access: 'user',
  query: Type.Object({ productId: Id }),
  content: SalePrice,
});

export const PriceApplyBody = Type.Object({
  productId: Id,
  /** Apply for every goods of the seller instead of this one only. */
  wholeShop: Type.Optional(Type.Boolean()),
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactPhone: Mobile,
  reason: Type.String({ minLength: 1, maxLength: 200 }),
});
export type PriceApplyBody = Static<typeof PriceApplyBody>;

export const priceApply = defineOperation({
  id: 'productPriceApply/apply',
  method: 'POST',
  path: `${API.portal}/productPriceApply/apply`,
  summary:
    'Apply to view the price of goods (enterprise users; individuals must authenticate); pending until the seller decides',
  access: 'user',
  body: PriceApplyBody,
  content: Saved,
});
