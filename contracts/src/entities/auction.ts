// Auctions as the auction hall, the detail page and the bidding room see them (spec section 3 "Auction"):
// prices, increment, starting quantity, margin (deposit), bids, ranking and the caller's deposit status.
// Status is always derived from the server clock; the ranking entry has the shape of the realtime event.
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Money, PageQuery, Quantity } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';
import { AUCTION_STATUSES, AuctionRankingEntry, type AuctionStatus as AuctionStatusValue } from '../events/auction.ts';
import {
  CompanyRef,
  DEPOSIT_STATUSES,
  DEPOSIT_STATUS_LABELS,
  DepositStatus,
  type DepositStatusValue,
} from './trade-request.ts';
import { Unit } from './order.ts';

export {
  AUCTION_STATUSES,
  AuctionRankingEntry,
  DEPOSIT_STATUSES,
  DEPOSIT_STATUS_LABELS,
  DepositStatus,
  type AuctionStatusValue,
  type DepositStatusValue,
};

export const AuctionStatus = Type.Enum([...AUCTION_STATUSES]);
export type AuctionStatus = Static<typeof AuctionStatus>;
export const AUCTION_STATUS_LABELS: Record<AuctionStatusValue, Bilingual> = {
  notStarted: { zh: '未开始', en: 'Not started' },
  inProgress: { zh: '进行中', en: 'In progress' },
  ended: { zh: '已结束', en: 'Ended' },
};

/** Anti-sniping: a bid with at most `windowMs` left moves the end to bid time + `extendMs`, never beyond the
 * scheduled end + `capMs`. */
export const AntiSniping = Type.Object({
  windowMs: Type.Integer({ minimum: 0 }),
  extendMs: Type.Integer({ minimum: 0 }),
  capMs: Type.Integer({ minimum: 0 }),
});
export type AntiSniping = Static<typeof AntiSniping>;

export const AuctionSeller = CompanyRef;
export type AuctionSeller = CompanyRef;

/** An auction as a card of the auction hall. */
export const AuctionCard = Type.Object({
  id: Id,
  code: Type.String(),
  title: Type.String(),
  image: Type.String(),
  /** The catalogue goods being auctioned, when there is one. */
  productId: Type.Union([Id, Type.Null()]),
  categoryId: Type.Union([Id, Type.Null()]),
  categoryName: Type.String(),
  categoryNameEn: Type.String(),
  specialId: Type.Union([Id, Type.Null()]),
  specialTitle: Type.Union([Type.String(), Type.Null()]),
  seller: AuctionSeller,
  unit: Unit,
  /** The starting quantity: the lot being sold. */
  quantity: Quantity,
  startPrice: Money,
  increment: Money,
  /** The highest bid, or the starting price while nobody has bid. */
  currentPrice: Money,
  /** The deposit (margin) a bidder pays before bidding. */
  marginAmount: Money,
  bidCount: Type.Integer({ minimum: 0 }),
  bidderCount: Type.Integer({ minimum: 0 }),
  status: AuctionStatus,
  startAt: EpochMs,
  /** The current end: the scheduled end moved by anti-sniping extensions. */
  endAt: EpochMs,
  scheduledEndAt: EpochMs,
  views: Type.Integer({ minimum: 0 }),
});
export type AuctionCard = Static<typeof AuctionCard>;

/** What the caller sees of themself in an auction (null when not logged in). */
export const AuctionMe = Type.Object({
  /** How the caller appears in rankings (bidders never see each other's accounts). */
  alias: Type.String(),
  depositStatus: DepositStatus,
  /** 1 = leading; null before the caller's first bid. */
  rank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  highestBid: Type.Union([Money, Type.Null()]),
  bidCount: Type.Integer({ minimum: 0 }),
});
export type AuctionMe = Static<typeof AuctionMe>;

/** A bid of the bid log, newest first. */
export const AuctionBid = Type.Object({
  bidId: Id,
  userAlias: Type.String(),
  amount: Money,
  bidAt: EpochMs,
});
export type AuctionBid = Static<typeof AuctionBid>;

export const AuctionDetail = Type.Object({
  ...AuctionCard.properties,
  /** Paragraphs. */
  description: Type.Array(Type.String()),
  /** Where the lot can be viewed and picked up. */
  location: Type.String(),
  deliveryTerms: Type.String(),
  antiSniping: AntiSniping,
  /** The server clock when the answer was made: countdowns run from it. */
  serverNow: EpochMs,
  /** The instant the countdown runs to: the start while not started, the end while in progress. */
  countdownTo: Type.Union([EpochMs, Type.Null()]),
  /** The lowest acceptable next bid (starting price first, then current price + increment); null once ended. */
  nextMinBid: Type.Union([Money, Type.Null()]),
  /** The top of the ranking (amount desc, then time asc), one entry per bidder. */
  ranking: Type.Array(AuctionRankingEntry),
  /** The winner once ended (null when nobody bid or not ended). */
  winner: Type.Union([Type.Object({ userAlias: Type.String(), amount: Money }), Type.Null()]),
  me: Type.Union([AuctionMe, Type.Null()]),
});
export type AuctionDetail = Static<typeof AuctionDetail>;

export const AUCTION_SORTS = ['default', 'endingSoon', 'newest', 'priceAsc', 'priceDesc', 'bidsDesc'] as const;
export type AuctionSortValue = (typeof AUCTION_SORTS)[number];
export const AuctionSort = Type.Enum([...AUCTION_SORTS]);
export const AUCTION_SORT_LABELS: Record<AuctionSortValue, Bilingual> = {
  default: { zh: '综合', en: 'Default' },
  endingSoon: { zh: '即将结束', en: 'Ending soon' },
  newest: { zh: '最新发布', en: 'Newest' },
  priceAsc: { zh: '当前价从低到高', en: 'Price: low to high' },
  priceDesc: { zh: '当前价从高到低', en: 'Price: high to low' },
  bidsDesc: { zh: '出价次数最多', en: 'Most bids' },
};

export const AuctionFilters = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'title, code, seller or category' })),
  /** A catalogue category of any level: its whole subtree. */
  categoryId: Type.Optional(Id),
  status: Type.Optional(AuctionStatus),
  specialId: Type.Optional(Id),
  /** Bounds on the current price. */
  priceMin: Type.Optional(Money),
  priceMax: Type.Optional(Money),
  sort: Type.Optional(AuctionSort),
});
export const AuctionQuery = Type.Object({ ...PageQuery.properties, ...AuctionFilters.properties });
export type AuctionQuery = Static<typeof AuctionQuery>;

/** The full snapshot a bidding room re-syncs from (auctionSign/roundRobin). */
export const AuctionSnapshot = Type.Object({
  auctionId: Id,
  status: AuctionStatus,
  startAt: EpochMs,
  endAt: EpochMs,
  serverNow: EpochMs,
  currentPrice: Money,
  nextMinBid: Type.Union([Money, Type.Null()]),
  increment: Money,
  bidCount: Type.Integer({ minimum: 0 }),
  bidderCount: Type.Integer({ minimum: 0 }),
  /** Every bidder's best bid: amount desc, then time asc. */
  ranking: Type.Array(AuctionRankingEntry),
  /** The latest bids, newest first (at most 20). */
  recentBids: Type.Array(AuctionBid),
  /** The current sequence number of the `auction:<id>` room; null while realtime is not running. The client
   * applies events with a higher seq on top of this snapshot. */
  seq: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  me: Type.Union([AuctionMe, Type.Null()]),
});
export type AuctionSnapshot = Static<typeof AuctionSnapshot>;

/** A themed auction session (special auction). */
export const SpecialAuction = Type.Object({
  id: Id,
  title: Type.String(),
  titleEn: Type.String(),
  theme: Type.String(),
  intro: Type.String(),
  image: Type.String(),
  organizer: Type.String(),
  /** The session window: from its first auction's start to its last auction's end. */
  startAt: EpochMs,
  endAt: EpochMs,
  status: AuctionStatus,
  auctionCount: Type.Integer({ minimum: 0 }),
  inProgressCount: Type.Integer({ minimum: 0 }),
  bidCount: Type.Integer({ minimum: 0 }),
});
export type SpecialAuction = Static<typeof SpecialAuction>;
