// Auction room events (`auction:<id>`): bids as they commit, the ranking, the state and anti-sniping extensions.
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

/** A late bid moved the end (anti-sniping). */
export const AuctionExtendedEvent = Type.Object({
  auctionId: Id,
  endAt: EpochMs,
});
export type AuctionExtendedEvent = Static<typeof AuctionExtendedEvent>;

export interface AuctionEventPayloads {
  'auction:bid': AuctionBidEvent;
  'auction:ranking': AuctionRankingEvent;
  'auction:state': AuctionStateEvent;
  'auction:extended': AuctionExtendedEvent;
}
