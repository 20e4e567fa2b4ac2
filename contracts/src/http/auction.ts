// Auction detail, the caller's auctions, the deposit (margin) and the server clock; bids by increments.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Page, PageQuery, Saved, defineOperation } from '../operation.ts';
import { DEPOSIT_MAX_ATTACHMENTS } from '../rules/constants.ts';
import { FileId } from './file.ts';
import { AuctionCard, AuctionDetail, AuctionMe, AuctionStatus, DepositStatus } from '../entities/auction.ts';
import { AttachmentRef } from '../entities/trade-request.ts';

export const MyAuctionCard = Type.Object({ ...AuctionCard.properties, me: AuctionMe });
export type MyAuctionCard = Static<typeof MyAuctionCard>;

export const auctionPortalPage = defineOperation({
  id: 'auction/auctionPortalPage',
  method: 'GET',
  path: `${API.portal}/auction/auctionPortalPage`,
  summary: "The caller's auctions (registered, deposited or bid on) with deposit status, rank and highest bid",
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
  /** The amount transferred: not below 0 (section 5); the server checks it covers the margin. */
  amount: Type.String({ pattern: '^\\d+(\\.\\d{1,2})?$', description: 'yuan, not below 0' }),
  /** When the transfer was made (required). */
  paymentTime: EpochMs,
  /** Payment vouchers: at least one, at most 3 (section 5), each a file/upload id. */
  attachments: Type.Array(FileId, { minItems: 1, maxItems: DEPOSIT_MAX_ATTACHMENTS, uniqueItems: true }),
  remark: Type.Optional(Type.String({ maxLength: 200 })),
});
export type SaveMarginBody = Static<typeof SaveMarginBody>;

export const saveMargin = defineOperation({
  id: 'auction/saveMargin',
  method: 'POST',
  path: `${API.portal}/auction/saveMargin`,
  summary: 'Declare the paid deposit with its vouchers: the deposit goes to pending review',
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

/** What a committed bid answers. */
export const BidResult = Type.Object({
  auctionId: Id,
  bidId: Id,
  amount: Money,
  bidAt: EpochMs,
  currentPrice: Money,
  bidCount: Type.Integer({ minimum: 0 }),
  rank: Type.Integer({ minimum: 1 }),
  /** The end after this bid (moved when the bid came inside the anti-sniping window). */
  endAt: EpochMs,
  extended: Type.Boolean(),
});
export type BidResult = Static<typeof BidResult>;

/** Client-chosen key: the same key twice places one bid (retries after a timeout are safe). */
export const IdempotencyKey = Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' });

export const IncreasePriceBody = Type.Object({
  auctionId: Id,
  /** Bid the current price plus this many increments (the first bid: the starting price plus times - 1). */
  times: Type.Integer({ minimum: 1, maximum: 100 }),
  idempotencyKey: IdempotencyKey,
});
export type IncreasePriceBody = Static<typeof IncreasePriceBody>;

export const increasePrice = defineOperation({
  id: 'auction/increasePrice',
  method: 'POST',
  path: `${API.portal}/auction/increasePrice`,
  summary: 'Quick bid: the current price plus whole increments (needs an approved deposit and a running auction)',
  access: 'user',
  body: IncreasePriceBody,
  content: BidResult,
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
