// Price permissions: goods whose price shows only after the seller approves the caller's application.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Page, PageQuery, Quantity, Saved, defineOperation } from '../operation.ts';
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

/** One application as its seller sees it (the seller's workbench). */
export const PriceApplication = Type.Object({
  id: Id,
  /** Null: the buyer asked for every goods item of the company. */
  productId: Type.Union([Id, Type.Null()]),
  productTitle: Type.Union([Type.String(), Type.Null()]),
  applicantName: Type.String(),
  companyName: Type.Union([Type.String(), Type.Null()]),
  contactName: Type.String(),
  contactPhone: Mobile,
  reason: Type.String(),
  status: Type.Enum(['pending', 'approved', 'rejected']),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  appliedAt: EpochMs,
  decidedAt: Type.Union([EpochMs, Type.Null()]),
});
export type PriceApplication = Static<typeof PriceApplication>;

export const sellerPriceApplications = defineOperation({
  id: 'productPriceApply/sellerPage',
  method: 'GET',
  path: `${API.portal}/productPriceApply/sellerPage`,
  summary:
    "The seller's workbench: the price-permission applications buyers sent to the caller's company, pending first " +
    '(completes "a buyer applies to view a price, the seller decides")',
  access: 'user',
  query: Type.Object({
    ...PageQuery.properties,
    status: Type.Optional(Type.Enum(['pending', 'approved', 'rejected'])),
  }),
  content: Page(PriceApplication),
});

export const PriceDecisionBody = Type.Object({
  id: Id,
  approve: Type.Boolean(),
  /** Required when refusing: the buyer reads it on the goods page. */
  reason: Type.Optional(Type.String({ maxLength: 400 })),
});
export type PriceDecisionBody = Static<typeof PriceDecisionBody>;

export const decidePriceApply = defineOperation({
  id: 'productPriceApply/decide',
  method: 'POST',
  path: `${API.portal}/productPriceApply/decide`,
  summary:
    "The seller grants or refuses (with a reason) a pending price-permission application of the caller's " +
    'company; the buyer is told live (user:priceApplyDecided) and then sees the price or the reason ' +
    '(completes "a buyer applies to view a price, the seller decides")',
  access: 'user',
  body: PriceDecisionBody,
  content: PriceApplication,
});
