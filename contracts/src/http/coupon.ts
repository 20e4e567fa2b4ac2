// Coupons (/coupon): the coupon centre with the caller's possess status, the caller's own coupons, and
// receiving one.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';

/** From the server clock: before validFrom, until validTo, after it. */
export const COUPON_VALIDITIES = ['notStarted', 'valid', 'expired'] as const;
export type CouponValidityValue = (typeof COUPON_VALIDITIES)[number];
export const CouponValidity = Type.Enum([...COUPON_VALIDITIES]);
export const COUPON_VALIDITY_LABELS: Record<CouponValidityValue, Bilingual> = {
  notStarted: { zh: '未生效', en: 'Not yet valid' },
  valid: { zh: '有效', en: 'Valid' },
  expired: { zh: '已过期', en: 'Expired' },
};

/** The caller's possession: none yet, received and unused, used on an order. */
export const POSSESS_STATUSES = ['notReceived', 'received', 'used'] as const;
export type PossessStatusValue = (typeof POSSESS_STATUSES)[number];
export const PossessStatus = Type.Enum([...POSSESS_STATUSES]);
export const POSSESS_STATUS_LABELS: Record<PossessStatusValue, Bilingual> = {
  notReceived: { zh: '未领取', en: 'Not received' },
  received: { zh: '已领取', en: 'Received' },
  used: { zh: '已使用', en: 'Used' },
};

export const Coupon = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  /** Off the order amount. */
  amount: Money,
  /** The order amount needed; "0.00" for none. */
  threshold: Money,
  /** The shop that gives it; null for a platform coupon. */
  shop: Type.Union([Type.Object({ id: Id, name: Type.String(), logo: Type.String() }), Type.Null()]),
  /** Only for goods of this catalogue category (and below); null for all goods. */
  category: Type.Union([Type.Object({ id: Id, name: Type.String(), nameEn: Type.String() }), Type.Null()]),
  validFrom: EpochMs,
  validTo: EpochMs,
  validity: CouponValidity,
  total: Type.Integer({ minimum: 0 }),
  remaining: Type.Integer({ minimum: 0 }),
  perUserLimit: Type.Integer({ minimum: 1 }),
  /** `notReceived` when not logged in. */
  possessStatus: PossessStatus,
  /** How many the caller holds (used or not). */
  received: Type.Integer({ minimum: 0 }),
  /** The caller may receive one now: valid, some left, under the per-user limit. */
  canReceive: Type.Boolean(),
});
export type Coupon = Static<typeof Coupon>;

export const couponPage = defineOperation({
  id: 'coupon/page',
  method: 'GET',
  path: `${API.pass}/coupon/page`,
  summary:
    "The coupon centre with the caller's possess status; `mine` lists only the caller's coupons (needs a login), by possess status and validity",
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    mine: Type.Optional(Type.Boolean()),
    possessStatus: Type.Optional(PossessStatus),
    validity: Type.Optional(CouponValidity),
    /** Coupons of one shop. */
    shopId: Type.Optional(Id),
  }),
  content: Page(Coupon),
});

export const ReceiveCouponBody = Type.Object({ couponId: Id });
export type ReceiveCouponBody = Static<typeof ReceiveCouponBody>;

export const couponReceive = defineOperation({
  id: 'coupon/receive',
  method: 'POST',
  path: `${API.portal}/coupon/receive`,
  summary: 'Receive a coupon (valid, some left, under the per-user limit)',
  access: 'user',
  body: ReceiveCouponBody,
  content: Saved,
});
