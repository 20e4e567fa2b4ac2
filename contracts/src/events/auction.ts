// Auction room events (`auction:<id>`): bids as they commit, the ranking, the state, anti-sniping extensions and
// the end; and `auction:card` on the public `floor` room: the moving fields of every lot for the hall's cards.
// Every event is published after its transaction commits, in the serial order the bids were applied.
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Money } from '../operation.ts';

/** A bid committed by the server, in the serial order bids are applied. */
export const AuctionBidEvent = Type.Object({
  auctionId: Id,
  bidId: Id,
  /** Masked bidder name (e.g. 买家***01): bidders never see each other's accounts. */
  userAlias: Type.String(),
  amount: Money,
  bidAt: EpochMs,
  bidCount: Type.Integer({ minimum: 0 }),
  currentPrice: Money,
});
export type AuctionBidEvent = Static<typeof AuctionBidEvent>;

export const AuctionRankingEntry = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  userAlias: Type.String(),
  amount: Money,
  bidAt: EpochMs,
});
export type AuctionRankingEntry = Static<typeof AuctionRankingEntry>;

/** The ranking by amount, then by time. */
export const AuctionRankingEvent = Type.Object({
  auctionId: Id,
  /** The top 10 after the bid (and any proxy bids it triggered). */
  ranking: Type.Array(AuctionRankingEntry),
});
export type AuctionRankingEvent = Static<typeof AuctionRankingEvent>;

export const AUCTION_STATUSES = ['notStarted', 'inProgress', 'ended'] as const;
export type AuctionStatus = (typeof AUCTION_STATUSES)[number];

export const AuctionStateEvent = Type.Object({
  auctionId: Id,
  status: Type.Enum([...AUCTION_STATUSES]),
  startAt: EpochMs,
  endAt: EpochMs,
});
export type AuctionStateEvent = Static<typeof AuctionStateEvent>;

/** A late bid moved the end (anti-sniping): sent right after that bid's `auction:bid`. */
export const AuctionExtendedEvent = Type.Object({
  auctionId: Id,
  endAt: EpochMs,
});
export type AuctionExtendedEvent = Static<typeof AuctionExtendedEvent>;

/** The lot ended at the server clock: the winner and the price are fixed (after `auction:state` ended). */
export const AuctionEndedEvent = Type.Object({
  auctionId: Id,
  endAt: EpochMs,
  bidCount: Type.Integer({ minimum: 0 }),
  /** Null when nobody bid (the lot is unsold). */
  winner: Type.Union([Type.Object({ userAlias: Type.String(), amount: Money, bidAt: EpochMs }), Type.Null()]),
  /** The result announcement generated at the end (bidAnnouncement/listByKeyword key). */
  announcementKey: Type.String(),
});
export type AuctionEndedEvent = Static<typeof AuctionEndedEvent>;

/**
 * The lot was settled (right after `auction:ended`, in the same commit): `sold` (the winner's order was made
 * at the hammer price with the deposit applied) or `unsold`; every other bidder's deposit was released.
 */
export const AuctionSettledEvent = Type.Object({
  auctionId: Id,
  outcome: Type.Enum(['sold', 'unsold']),
  amount: Type.Union([Money, Type.Null()]),
  /** How many deposits were released. */
  released: Type.Integer({ minimum: 0 }),
  at: EpochMs,
});
export type AuctionSettledEvent = Static<typeof AuctionSettledEvent>;

/**
 * The fields of a hall card that move, for every lot, on the public `floor` room (a list joins `floor` once
 * and updates the cards it shows by `auctionId`): sent after each accepted bid, extension, start and end.
 */
export const AuctionCardEvent = Type.Object({
  auctionId: Id,
  status: Type.Enum([...AUCTION_STATUSES]),
  currentPrice: Money,
  bidCount: Type.Integer({ minimum: 0 }),
  bidderCount: Type.Integer({ minimum: 0 }),
  endAt: EpochMs,
});
export type AuctionCardEvent = Static<typeof AuctionCardEvent>;

export interface AuctionEventPayloads {
  'auction:bid': AuctionBidEvent;
  'auction:ranking': AuctionRankingEvent;
  'auction:state': AuctionStateEvent;
  'auction:extended': AuctionExtendedEvent;
  'auction:ended': AuctionEndedEvent;
  'auction:card': AuctionCardEvent;
  'auction:settled': AuctionSettledEvent;
}
