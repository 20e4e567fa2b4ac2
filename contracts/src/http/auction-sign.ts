// The bidding room: signing up for an auction, bidding an amount, and the snapshot a client re-syncs from.
import { Type, type Static } from 'typebox';
import { API, Id, Money, defineOperation } from '../operation.ts';
import { AuctionSnapshot, DepositStatus } from '../entities/auction.ts';
import { Mobile } from '../entities/order.ts';
import { BidResult, IdempotencyKey } from './auction.ts';

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
  access: 'user',
  body: SignIncreasePriceBody,
  content: BidResult,
});

export const roundRobin = defineOperation({
  id: 'auctionSign/roundRobin',
  method: 'GET',
  path: `${API.pass}/auctionSign/roundRobin`,
  summary:
    'The bidding snapshot (current price, bids, ranking, status, end, room seq): what a client re-syncs from and polls when the socket is down',
  access: 'public',
  query: Type.Object({ auctionId: Id }),
  content: AuctionSnapshot,
});
