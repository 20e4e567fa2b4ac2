// The bidding room: signing up for an auction, bidding an amount, the private proxy ceiling, and the snapshot a
// client re-syncs from.
import { Type, type Static } from 'typebox';
import { API, Id, Money, defineOperation } from '../operation.ts';
import { AuctionSnapshot, DepositStatus } from '../entities/auction.ts';
import { Mobile } from '../entities/order.ts';
import { BID_RULES_DESCRIPTION, BidAccepted, BidAnswer, IdempotencyKey } from './auction.ts';

export const SaveAuctionSignBody = Type.Object({
  auctionId: Id,
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactPhone: Mobile,
  /** The bidding agreement is ticked (required). */
  agree: Type.Literal(true),
});
export type SaveAuctionSignBody = Static<typeof SaveAuctionSignBody>;

export const AuctionSignResult = Type.Object({ auctionId: Id, depositStatus: DepositStatus });
export type AuctionSignResult = Static<typeof AuctionSignResult>;

export const saveAuctionSign = defineOperation({
  id: 'auctionSign/saveAuctionSign',
  method: 'POST',
  path: `${API.portal}/auctionSign/saveAuctionSign`,
  summary:
    'Sign up for an auction with a contact: the deposit goes from unregistered to unpaid (individual users must authenticate first)',
  description:
    'Decision: saveAuctionSign is the sign-up (registration with a contact, writes the deposit row: `unpaid`); ' +
    'auctionPortal/participate writes nothing and is the gate to the bidding room. Allowed before the end; the ' +
    "seller's users are refused (ownLot), personal accounts get B007. Signing up again keeps the status and " +
    'updates the contact. Published as `user:auctionDeposit`.',
  access: 'user',
  body: SaveAuctionSignBody,
  content: AuctionSignResult,
});

export const SignIncreasePriceBody = Type.Object({
  auctionId: Id,
  /** The bid: at least the current price plus the increment (the first at least the starting price), in whole
   * increments above the starting price. */
  amount: Money,
  idempotencyKey: IdempotencyKey,
});
export type SignIncreasePriceBody = Static<typeof SignIncreasePriceBody>;

export const signIncreasePrice = defineOperation({
  id: 'auctionSign/increasePrice',
  method: 'POST',
  path: `${API.portal}/auctionSign/increasePrice`,
  summary: 'Bid an amount in the bidding room; applied serially, broadcast to the room after it commits',
  description:
    'Decision: of the two increasePrice operations this one bids the exact amount the bidder typed or picked ' +
    '(auction/increasePrice is the quick bid in increments). ' +
    BID_RULES_DESCRIPTION,
  access: 'user',
  body: SignIncreasePriceBody,
  content: BidAnswer,
});

export const SaveProxyBidBody = Type.Object({
  auctionId: Id,
  /** The most the server may bid for the caller; null removes the ceiling. On the increment grid, at least the
   * next minimum bid. */
  ceiling: Type.Union([Money, Type.Null()]),
});
export type SaveProxyBidBody = Static<typeof SaveProxyBidBody>;

export const ProxyBidResult = Type.Object({
  auctionId: Id,
  ceiling: Type.Union([Money, Type.Null()]),
  /** The bid placed at once when the caller was not leading (null when leading already or removed). */
  bid: Type.Union([BidAccepted, Type.Null()]),
  currentPrice: Money,
});
export type ProxyBidResult = Static<typeof ProxyBidResult>;

export const saveProxyBid = defineOperation({
  id: 'auctionSign/saveProxyBid',
  method: 'POST',
  path: `${API.portal}/auctionSign/saveProxyBid`,
  summary:
    'Set (or remove) a private proxy ceiling: the server bids the smallest valid step for the caller when outbid',
  description:
    'Beyond the product rules, as on the best auction sites. Same eligibility as a bid (approved deposit, lot in ' +
    'progress, not the seller). The ceiling is private (only the owner sees it, in `me.proxyCeiling`). Whenever ' +
    'another bid takes the lead, the server bids for the owner the next minimum bid, in the same serial order ' +
    'as every bid, never above the ceiling and never against the owner. Two proxies resolve as on eBay: the ' +
    'higher ceiling leads at the lower ceiling + one increment (capped at its own ceiling; on equal ceilings the ' +
    'one already leading holds). When a ceiling is passed the owner gets `user:auctionOutbid` (reason `ceilingPassed`) ' +
    'and the ceiling is cleared. Setting a ceiling while not leading bids at once (answer `bid`).',
  access: 'user',
  body: SaveProxyBidBody,
  content: ProxyBidResult,
});

export const roundRobin = defineOperation({
  id: 'auctionSign/roundRobin',
  method: 'GET',
  path: `${API.pass}/auctionSign/roundRobin`,
  summary:
    'The bidding snapshot (current price, bids, ranking, status, end, room seq): what a client re-syncs from and polls when the socket is down',
  description:
    "Public (the caller's `me` when logged in). Also settles a lot whose end has passed on the server clock, so a " +
    'poll never shows a finished lot as running. `seq`/`epoch` are those of the `auction:<id>` room at the ' +
    'moment of the read: apply events of the same epoch with a higher seq; a different epoch means re-sync.',
  access: 'public',
  query: Type.Object({ auctionId: Id }),
  content: AuctionSnapshot,
});
