// Personal room events (`user:<id>`, joined automatically by a logged-in socket): cart count, notifications,
// auction outbid / proxy-ceiling-passed notices and auction deposit reviews.
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Money } from '../operation.ts';
import { DepositStatus } from '../entities/trade-request.ts';
import { ORDER_ACTIONS, OrderStatus } from '../entities/order.ts';

export const UserCartCountEvent = Type.Object({
  count: Type.Integer({ minimum: 0 }),
});
export type UserCartCountEvent = Static<typeof UserCartCountEvent>;

export const UserNotificationEvent = Type.Object({
  id: Id,
  /** What it is about, e.g. `offer`, `auction`, `order`, `audit`: the client picks an icon and a link. */
  kind: Type.String(),
  title: Type.String(),
  at: EpochMs,
});
export type UserNotificationEvent = Static<typeof UserNotificationEvent>;

/** The caller lost the lead of an auction: outbid (no proxy), or their proxy ceiling was passed. */
export const UserAuctionOutbidEvent = Type.Object({
  auctionId: Id,
  title: Type.String(),
  titleEn: Type.String(),
  reason: Type.Enum(['outbid', 'ceilingPassed']),
  /** The price now (someone else's bid). */
  currentPrice: Money,
  /** The caller's best bid. */
  yourBid: Money,
  /** The passed ceiling (`ceilingPassed`), else null. */
  proxyCeiling: Type.Union([Money, Type.Null()]),
  at: EpochMs,
});
export type UserAuctionOutbidEvent = Static<typeof UserAuctionOutbidEvent>;

/** The caller's auction deposit changed status (sign-up, voucher sent, approved, rejected). */
export const UserAuctionDepositEvent = Type.Object({
  auctionId: Id,
  title: Type.String(),
  titleEn: Type.String(),
  depositStatus: DepositStatus,
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  at: EpochMs,
});
export type UserAuctionDepositEvent = Static<typeof UserAuctionDepositEvent>;

/** A person decided one of the caller's applications in the review queue (deposit, group-buy registration,
 * inquiry, booth, merchant entry, authentication, enterprise information): enough for a notice and its link. */
export const UserReviewEvent = Type.Object({
  /** The review kind (contracts/http/review-queue.ts REVIEW_KINDS). */
  kind: Type.Enum(['deposit', 'groupBuy', 'inquiry', 'booth', 'merchantEntry', 'authentication', 'enterprise']),
  /** The item's id in its kind. */
  id: Id,
  status: Type.Enum(['approved', 'rejected']),
  /** What was decided, in both languages (the lot, group buy, inquiry, exhibition or company). */
  title: Type.String(),
  titleEn: Type.String(),
  /** The operator's reason of a rejection, as typed. */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** The web path where the applicant sees it. */
  link: Type.String(),
  at: EpochMs,
});
export type UserReviewEvent = Static<typeof UserReviewEvent>;
/**
 * One of the user's orders changed status (placed, paid, confirmed, shipped, received, reviewed, cancelled,
 * expired), as its buyer or as a user of its seller company: open order lists, details and the header
 * refetch. Sent to the buyer's room and to every user of the seller company after the change commits.
 */
export const UserOrderChangedEvent = Type.Object({
  orderId: Id,
  orderNo: Type.String(),
  status: OrderStatus,
  action: Type.Enum([...ORDER_ACTIONS]),
  /** The receiving user's side of the order. */
  side: Type.Enum(['buyer', 'seller']),
  at: EpochMs,
});
export type UserOrderChangedEvent = Static<typeof UserOrderChangedEvent>;

/** A seller decided the caller's price-permission application: the goods page shows the price or the reason. */
export const UserPriceApplyDecidedEvent = Type.Object({
  applicationId: Id,
  /** Null: the application covered every goods item of the seller. */
  productId: Type.Union([Id, Type.Null()]),
  companyId: Id,
  status: Type.Enum(['approved', 'rejected']),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  at: EpochMs,
});
export type UserPriceApplyDecidedEvent = Static<typeof UserPriceApplyDecidedEvent>;

export interface UserEventPayloads {
  'user:cartCount': UserCartCountEvent;
  'user:notification': UserNotificationEvent;
  'user:auctionOutbid': UserAuctionOutbidEvent;
  'user:auctionDeposit': UserAuctionDepositEvent;
  'user:review': UserReviewEvent;
  'user:orderChanged': UserOrderChangedEvent;
  'user:priceApplyDecided': UserPriceApplyDecidedEvent;
}
