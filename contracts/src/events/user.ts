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

export interface UserEventPayloads {
  'user:cartCount': UserCartCountEvent;
  'user:notification': UserNotificationEvent;
  'user:auctionOutbid': UserAuctionOutbidEvent;
  'user:auctionDeposit': UserAuctionDepositEvent;
  'user:orderChanged': UserOrderChangedEvent;
}
