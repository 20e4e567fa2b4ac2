// Auctions as the auction hall, the detail page and the bidding room see them (docs/requirements.md section 3, "Auction"):
// prices, increment, starting quantity, margin (deposit), bids, ranking and the caller's deposit status.
// Status is always derived from the server clock; the ranking entry has the shape of the realtime event.
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Money, PageQuery, Quantity } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';
import type { ResultCodeName } from '../envelope.ts';
import { AUCTION_STATUSES, AuctionRankingEntry, type AuctionStatus as AuctionStatusValue } from '../events/auction.ts';
import {
  CompanyRef,
  DEPOSIT_STATUSES,
  DEPOSIT_STATUS_LABELS,
  DepositStatus,
  type DepositStatusValue,
} from './trade-request.ts';
import { Unit } from './order.ts';
import { DepositSettlement } from './settlement.ts';

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

/**
 * Why the caller may not bid now (null: they may). The server refuses a bid for the same reason with the
 * same message (BID_BLOCK_MESSAGES; `pendingReview` is R8.4's 'Margin Under Review!').
 */
export const BID_BLOCKS = [
  'ownLot',
  'unregistered',
  'unpaid',
  'pendingReview',
  'rejected',
  'notStarted',
  'ended',
] as const;
export type BidBlockValue = (typeof BID_BLOCKS)[number];
export const BidBlock = Type.Enum([...BID_BLOCKS]);
export const BID_BLOCK_MESSAGES: Record<BidBlockValue, Bilingual> = {
  ownLot: { zh: '不能对自己的拍品出价', en: 'You cannot bid on your own lot.' },
  unregistered: { zh: '请先报名并缴纳保证金', en: 'Please sign up and pay the deposit first.' },
  unpaid: { zh: '请先缴纳保证金', en: 'Please pay the deposit first.' },
  pendingReview: { zh: '保证金审核中！', en: 'Margin Under Review!' },
  rejected: { zh: '保证金审核未通过，请重新提交', en: 'Your deposit was rejected. Please submit it again.' },
  notStarted: { zh: '竞价尚未开始', en: 'The auction has not started yet.' },
  ended: { zh: '竞价已结束', en: 'The auction has ended.' },
};

/** The result code a refused bid carries for each reason (B004 is R8.4's; the others name the nearest
 * business failure, the message is BID_BLOCK_MESSAGES'). */
export const BID_BLOCK_CODES: Record<BidBlockValue, Exclude<ResultCodeName, 'ok'>> = {
  ownLot: 'ownProduct',
  unregistered: 'validation',
  unpaid: 'validation',
  pendingReview: 'marginUnderReview',
  rejected: 'validation',
  notStarted: 'validation',
  ended: 'validation',
};

/** What the caller sees of themself in an auction (null when not logged in). */
export const AuctionMe = Type.Object({
  /** How the caller appears in rankings (bidders never see each other's accounts). */
  alias: Type.String(),
  depositStatus: DepositStatus,
  /** Why the deposit was rejected (status `rejected`), in the words of the reviewer. */
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  /** 1 = leading; null before the caller's first bid. */
  rank: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  highestBid: Type.Union([Money, Type.Null()]),
  bidCount: Type.Integer({ minimum: 0 }),
  /** The caller's latest bid (theirs or placed for them by their proxy). */
  lastBid: Type.Union([Type.Object({ amount: Money, bidAt: EpochMs }), Type.Null()]),
  /** The caller's private proxy ceiling (auctionSign/saveProxyBid); null when none is set or it was passed. */
  proxyCeiling: Type.Union([Money, Type.Null()]),
  /** The caller owns the lot (the seller's users may not sign up or bid). */
  isSeller: Type.Boolean(),
  /** Why a bid would be refused now; null when the caller may bid. */
  bidBlock: Type.Union([BidBlock, Type.Null()]),
  /** Once the lot is settled: the caller's order (winner) or the deposit released; null before. */
  settlement: Type.Union([DepositSettlement, Type.Null()]),
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

/** The winner of an ended auction (null when nobody bid). */
export const AuctionWinner = Type.Object({ userAlias: Type.String(), amount: Money, bidAt: EpochMs });
export type AuctionWinner = Static<typeof AuctionWinner>;

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
  winner: Type.Union([AuctionWinner, Type.Null()]),
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

/**
 * The full snapshot a bidding room re-syncs from (auctionSign/roundRobin): first load, gap recovery (a seq
 * jump or a new epoch) and the polling fallback while the socket is down. Events of the `auction:<id>` room
 * with the same epoch and a higher seq apply on top of it.
 */
export const AuctionSnapshot = Type.Object({
  auctionId: Id,
  status: AuctionStatus,
  startAt: EpochMs,
  /** The current end (anti-sniping extensions included). */
  endAt: EpochMs,
  scheduledEndAt: EpochMs,
  /** The server clock when the snapshot was taken: countdowns run from it. */
  serverNow: EpochMs,
  currentPrice: Money,
  nextMinBid: Type.Union([Money, Type.Null()]),
  startPrice: Money,
  increment: Money,
  antiSniping: AntiSniping,
  bidCount: Type.Integer({ minimum: 0 }),
  bidderCount: Type.Integer({ minimum: 0 }),
  /** The top 10 bidders' best bids: amount desc, then time asc (the caller's own place is `me.rank`). */
  ranking: Type.Array(AuctionRankingEntry),
  /** The latest bids, newest first (at most 20). */
  recentBids: Type.Array(AuctionBid),
  /** Once ended: the winner and the price fixed at the end; null before or when nobody bid. */
  winner: Type.Union([AuctionWinner, Type.Null()]),
  /** The current sequence number of the `auction:<id>` room; null while realtime is not running. The client
   * applies events with a higher seq on top of this snapshot. */
  seq: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** The server's epoch (new at each start; null without realtime): a different one means re-sync. */
  epoch: Type.Union([Type.String(), Type.Null()]),
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
