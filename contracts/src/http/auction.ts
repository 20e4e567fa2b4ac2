// Auction detail, the caller's auctions, the deposit (margin) and its review, the server clock; quick bids by
// increments and the bid answer both bid operations share.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import { DEPOSIT_MAX_ATTACHMENTS } from '../rules/constants.ts';
import { FileId } from './file.ts';
import {
  AuctionBid,
  AuctionCard,
  AuctionDetail,
  AuctionMe,
  AuctionStatus,
  DepositStatus,
} from '../entities/auction.ts';
import { AttachmentRef } from '../entities/trade-request.ts';

export const MyAuctionCard = Type.Object({ ...AuctionCard.properties, me: AuctionMe });
export type MyAuctionCard = Static<typeof MyAuctionCard>;

export const auctionPortalPage = defineOperation({
  id: 'auction/auctionPortalPage',
  method: 'GET',
  path: `${API.portal}/auction/auctionPortalPage`,
  summary: "The caller's auctions (registered, deposited or bid on) with deposit status, rank and highest bid",
  description: 'The buyer centre\'s "my auctions" and "my deposits": every lot the caller signed up for or bid on.',
  access: 'user',
  query: Type.Object({
    ...PageQuery.properties,
    status: Type.Optional(AuctionStatus),
    depositStatus: Type.Optional(DepositStatus),
  }),
  content: Page(MyAuctionCard),
});

export const getPortalAuctionInfo = defineOperation({
  id: 'auction/getPortalAuctionInfo',
  method: 'GET',
  path: `${API.pass}/auction/getPortalAuctionInfo`,
  summary:
    "One auction: prices, increment, status and countdown from the server clock, ranking; the caller's deposit and rank when logged in",
  access: 'public',
  query: Type.Object({ id: Id }),
  content: AuctionDetail,
});

export const MarginInfo = Type.Object({
  auctionId: Id,
  marginAmount: Money,
  /** `unregistered` when not logged in or not signed up. */
  depositStatus: DepositStatus,
  maxAttachments: Type.Integer({ minimum: 1 }),
  /** Where the deposit is transferred to. */
  payee: Type.Object({ bank: Type.String(), accountName: Type.String(), accountNumber: Type.String() }),
  /** What the caller declared, once they paid. */
  paid: Type.Union([
    Type.Object({
      amount: Money,
      paymentTime: EpochMs,
      attachments: Type.Array(AttachmentRef),
      rejectReason: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type MarginInfo = Static<typeof MarginInfo>;

export const getMarginAmount = defineOperation({
  id: 'auction/getMarginAmount',
  method: 'GET',
  path: `${API.pass}/auction/getMarginAmount`,
  summary: "The deposit (margin) of an auction, where to pay it, and the caller's deposit status",
  access: 'public',
  query: Type.Object({ auctionId: Id }),
  content: MarginInfo,
});

export const SaveMarginBody = Type.Object({
  auctionId: Id,
  /** The amount transferred: not below 0 (requirements section 5); the server checks it covers the margin. */
  amount: Money,
  /** When the transfer was made (required). */
  paymentTime: EpochMs,
  /** Payment vouchers: at least one, at most 3 (requirements section 5), each a file/upload id. */
  attachments: Type.Array(FileId, { minItems: 1, maxItems: DEPOSIT_MAX_ATTACHMENTS, uniqueItems: true }),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SaveMarginBody = Static<typeof SaveMarginBody>;

export const saveMargin = defineOperation({
  id: 'auction/saveMargin',
  method: 'POST',
  path: `${API.portal}/auction/saveMargin`,
  summary: 'Declare the paid deposit with its vouchers: the deposit goes to pending review',
  description:
    'Allowed while the deposit is unpaid or rejected (a rejected deposit is sent again) and the lot has not ended. ' +
    "The vouchers are the caller's own uploads of purpose `voucher` (file/upload?purpose=voucher: section-5 types, " +
    '10M each, at most 3); the amount must cover the margin (400 naming `amount`). The deposit becomes ' +
    '`pendingReview`; the platform approves it automatically after AUCTION_MARGIN_REVIEW_MS of the server clock ' +
    '(default 30000; `off` = operator only), or the operator decides first with auction/reviewMargin. Each change ' +
    'is published to the bidder as `user:auctionDeposit`.',
  access: 'user',
  body: SaveMarginBody,
  content: Saved,
});

export const SystemDate = Type.Object({ now: EpochMs });
export type SystemDate = Static<typeof SystemDate>;

export const getSystemDate = defineOperation({
  id: 'auction/getSystemDate',
  method: 'GET',
  path: `${API.pass}/auction/getSystemDate`,
  summary: 'The server clock (epoch ms): clients estimate their offset from it and drive countdowns',
  access: 'public',
  content: SystemDate,
});

/** A bid the server applied (in the serial order of the lot), with the lot's state after it. */
export const BidAccepted = Type.Object({
  outcome: Type.Literal('accepted'),
  auctionId: Id,
  bidId: Id,
  amount: Money,
  bidAt: EpochMs,
  /** The price after this bid and any proxy bids it triggered at once (then the caller may be outbid). */
  currentPrice: Money,
  nextMinBid: Money,
  bidCount: Type.Integer({ minimum: 0 }),
  /** The caller's rank after those proxy bids. */
  rank: Type.Integer({ minimum: 1 }),
  /** The end after this bid (moved when the bid came inside the anti-sniping window). */
  endAt: EpochMs,
  extended: Type.Boolean(),
  /** Bids the server placed for proxy ceilings right after this one, in order (masked). */
  proxyBids: Type.Array(AuctionBid),
});
export type BidAccepted = Static<typeof BidAccepted>;

/** A bid refused because the price moved past it (stale): nothing was applied; the new price to bid from. */
export const BidStale = Type.Object({
  outcome: Type.Literal('stale'),
  auctionId: Id,
  currentPrice: Money,
  nextMinBid: Money,
  bidCount: Type.Integer({ minimum: 0 }),
  endAt: EpochMs,
});
export type BidStale = Static<typeof BidStale>;

/** What both bid operations answer: accepted, or stale with the new price. Every other refusal is a business
 * failure (BID_BLOCK_MESSAGES, e.g. B004 'Margin Under Review!') or a 400 naming the field. */
export const BidAnswer = Type.Union([BidAccepted, BidStale]);
export type BidAnswer = Static<typeof BidAnswer>;

/** Client-chosen key: the same key twice places one bid (retries after a timeout are safe). */
export const IdempotencyKey = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

/** How bids are applied, said once for both bid operations. */
export const BID_RULES_DESCRIPTION =
  'Bids of a lot are applied one at a time, each in one transaction, in arrival order; the server clock decides ' +
  '(a bid at or after the end is refused with `ended`, whatever the client believes). Only a logged-in bidder ' +
  'with an approved deposit of a lot in progress may bid; the seller may not (refusals: BID_BLOCK_MESSAGES in ' +
  "the caller's language, B004 'Margin Under Review!' while the deposit is pending). The first bid is at least " +
  'the starting price, later ones at least the current price + the increment, always the starting price plus ' +
  'whole increments (else 400 naming the field). `idempotencyKey` is unique per bidder: the same key again ' +
  'applies nothing and answers the stored answer (another lot or amount with a used key: 400 `idempotencyKey`). ' +
  'A bid below the next minimum is answered `stale` with the new price. A bid with at most the window left ' +
  'moves the end (anti-sniping). After an accepted bid the proxies of other bidders answer at once (same ' +
  'serial order). After commit: `auction:bid`, `auction:extended` (when moved), `auction:ranking` on ' +
  '`auction:<id>` (once per burst of bids handled together, right after them, as it stands after the last), ' +
  '`auction:card` on `floor`, `user:auctionOutbid` to the bidder who lost the lead.';

export const IncreasePriceBody = Type.Object({
  auctionId: Id,
  /** Bid the current price plus this many increments (the first bid: the starting price plus times - 1). */
  times: Type.Integer({ minimum: 1, maximum: 100 }),
  /** The current price the client saw: when the price has moved since, the bid is answered `stale` instead of
   * being raised from a price the bidder never saw (a double click bids once). Optional. */
  seenPrice: Type.Optional(Money),
  idempotencyKey: IdempotencyKey,
});
export type IncreasePriceBody = Static<typeof IncreasePriceBody>;

export const increasePrice = defineOperation({
  id: 'auction/increasePrice',
  method: 'POST',
  path: `${API.portal}/auction/increasePrice`,
  summary: 'Quick bid: the current price plus whole increments (needs an approved deposit and a running auction)',
  description:
    'Decision: of the two increasePrice operations this one is the quick bid of the detail page (the `+1 / +2 / ' +
    '+5 increments` buttons): the amount is computed by the server from the price at the moment the bid is ' +
    'applied (with `seenPrice`, only when that price is still current). auctionSign/increasePrice bids an exact ' +
    'amount typed by the bidder. Same rules and answer for both. ' +
    BID_RULES_DESCRIPTION,
  access: 'user',
  body: IncreasePriceBody,
  content: BidAnswer,
});

export const otherAuction = defineOperation({
  id: 'auction/otherAuction',
  method: 'GET',
  path: `${API.pass}/auction/otherAuction`,
  summary:
    'Other auctions to show beside one: same special session or category first, running and upcoming before ended',
  access: 'public',
  query: Type.Object({ id: Id, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 6 })) }),
  content: Type.Array(AuctionCard),
});

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;

export const ReviewMarginBody = Type.Object({
  auctionId: Id,
  userId: Id,
  decision: Type.Enum([...REVIEW_DECISIONS]),
  /** Required to reject: told to the bidder. */
  reason: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type ReviewMarginBody = Static<typeof ReviewMarginBody>;

export const ReviewMarginResult = Type.Object({ auctionId: Id, userId: Id, depositStatus: DepositStatus });
export type ReviewMarginResult = Static<typeof ReviewMarginResult>;

export const reviewMargin = defineOperation({
  id: 'auction/reviewMargin',
  method: 'POST',
  path: `${API.portal}/auction/reviewMargin`,
  summary: "The platform operator's review of a deposit: approve it, or reject it with a reason",
  description:
    'Operator only. Only a deposit pending review is decided (else 400 naming `decision`); a rejection needs ' +
    '`reason` (400 naming `reason`). Beside the automatic approval after AUCTION_MARGIN_REVIEW_MS. The bidder ' +
    'is told on `user:<id>` (`user:auctionDeposit`).',
  access: 'operator',
  body: ReviewMarginBody,
  content: ReviewMarginResult,
});

/** A deposit as the operator reviews it. */
export const MarginReviewItem = Type.Object({
  auctionId: Id,
  auctionCode: Type.String(),
  auctionTitle: Type.String(),
  userId: Id,
  account: Type.String(),
  contactName: Type.String(),
  contactPhone: Type.String(),
  marginAmount: Money,
  amount: Type.Union([Money, Type.Null()]),
  paymentTime: Type.Union([EpochMs, Type.Null()]),
  attachments: Type.Array(AttachmentRef),
  depositStatus: DepositStatus,
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  /** When it was last sent or decided. */
  updatedAt: EpochMs,
  /** When it will be approved automatically (pending review only; null when automatic approval is off). */
  autoApproveAt: Type.Union([EpochMs, Type.Null()]),
});
export type MarginReviewItem = Static<typeof MarginReviewItem>;

export const pageMargins = defineOperation({
  id: 'auction/pageMargins',
  method: 'GET',
  path: `${API.portal}/auction/pageMargins`,
  summary: 'Deposits for the operator to review: pending first, oldest first',
  access: 'operator',
  query: Type.Object({
    ...PageQuery.properties,
    depositStatus: Type.Optional(DepositStatus),
    auctionId: Type.Optional(Id),
  }),
  content: Page(MarginReviewItem),
});
