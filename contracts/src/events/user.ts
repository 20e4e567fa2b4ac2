// Personal room events (`user:<id>`, joined automatically by a logged-in socket): cart count, notifications,
// auction outbid / proxy-ceiling-passed notices, auction deposit reviews, settlements of lots and group buys,
// the steps of factory visits and inspections and of agent purchases, order changes. Settlement, visits and
// agent purchases carry what a notification needs: kind, id, title in zh and en, status and the thing to link to.
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Money } from '../operation.ts';
import { AGENT_RECORD_STATUSES, DepositStatus } from '../entities/trade-request.ts';
import { DEPOSIT_SETTLEMENTS, SettlementOrder } from '../entities/settlement.ts';
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
  /** The title in English, where the thing has one (the notification centre stores both). */
  titleEn: Type.Optional(Type.String()),
  /** The portal path of the thing, where the id alone does not name it (an offer's inquiry). */
  link: Type.Optional(Type.String()),
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
/** What a notice links to: the web maps it to a page (a lot, a group buy, an order, a visit, ...). */
export const NOTICE_TARGETS = ['auction', 'groupBuy', 'order', 'visit', 'inspection', 'agentPurchase'] as const;
export const NoticeLink = Type.Object({ target: Type.Enum([...NOTICE_TARGETS]), id: Id });
export type NoticeLink = Static<typeof NoticeLink>;

/**
 * A lot or group buy the caller took part in was settled: `applied` (the caller's order was made with the
 * deposit applied; `order` says which) or `released` (the deposit is given back).
 */
export const UserSettlementEvent = Type.Object({
  kind: Type.Enum(['auction', 'groupBuy']),
  /** The lot or group buy. */
  id: Id,
  title: Type.String(),
  titleEn: Type.String(),
  status: Type.Enum([...DEPOSIT_SETTLEMENTS]),
  depositAmount: Type.Union([Money, Type.Null()]),
  order: Type.Union([SettlementOrder, Type.Null()]),
  /** The order when there is one, else the lot or group buy. */
  link: NoticeLink,
  at: EpochMs,
});
export type UserSettlementEvent = Static<typeof UserSettlementEvent>;

export const FACTORY_REQUEST_STATUSES = ['pendingReview', 'confirmed', 'rejected'] as const;

/**
 * A factory visit or inspection moved: to the buyer when the factory accepted (with the time) or declined
 * (with the reason); to the factory's users when one was asked of it (`pendingReview`).
 */
export const UserFactoryRequestEvent = Type.Object({
  kind: Type.Enum(['visit', 'inspection']),
  id: Id,
  /** The factory's name (to the buyer) or the asking company's (to the factory). */
  title: Type.String(),
  titleEn: Type.String(),
  status: Type.Enum([...FACTORY_REQUEST_STATUSES]),
  /** The agreed date (YYYY-MM-DD) and time (HH:mm, China time) once accepted. */
  confirmedDate: Type.Union([Type.String(), Type.Null()]),
  confirmedTime: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([Type.String(), Type.Null()]),
  link: NoticeLink,
  at: EpochMs,
});
export type UserFactoryRequestEvent = Static<typeof UserFactoryRequestEvent>;

/** The caller's agent purchase moved to a new status (by the service provider or the operator). */
export const UserAgentPurchaseEvent = Type.Object({
  kind: Type.Literal('agentPurchase'),
  id: Id,
  /** The goods' title. */
  title: Type.String(),
  titleEn: Type.String(),
  status: Type.Enum([...AGENT_RECORD_STATUSES]),
  note: Type.String(),
  link: NoticeLink,
  at: EpochMs,
});
export type UserAgentPurchaseEvent = Static<typeof UserAgentPurchaseEvent>;
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

/** A notification as the user's room tells it: in both languages, since the user's tabs may show either. */
export const UserNotificationItem = Type.Object({
  id: Id,
  /** contracts/src/http/notification.ts NOTIFICATION_KINDS. */
  kind: Type.String(),
  title: Type.String(),
  titleEn: Type.String(),
  text: Type.String(),
  textEn: Type.String(),
  link: Type.String(),
  createdAt: EpochMs,
});
export type UserNotificationItem = Static<typeof UserNotificationItem>;

/**
 * The user's notification centre changed: a notification was written (`added`), or some were marked read in
 * one tab (`added` null). Every tab shows `unread` in the header's bell.
 */
export const UserNotificationsEvent = Type.Object({
  unread: Type.Integer({ minimum: 0 }),
  added: Type.Union([UserNotificationItem, Type.Null()]),
});
export type UserNotificationsEvent = Static<typeof UserNotificationsEvent>;

export interface UserEventPayloads {
  'user:cartCount': UserCartCountEvent;
  'user:notification': UserNotificationEvent;
  'user:auctionOutbid': UserAuctionOutbidEvent;
  'user:auctionDeposit': UserAuctionDepositEvent;
  'user:review': UserReviewEvent;
  'user:settlement': UserSettlementEvent;
  'user:factoryRequest': UserFactoryRequestEvent;
  'user:agentPurchase': UserAgentPurchaseEvent;
  'user:orderChanged': UserOrderChangedEvent;
  'user:priceApplyDecided': UserPriceApplyDecidedEvent;
  'user:notifications': UserNotificationsEvent;
}
