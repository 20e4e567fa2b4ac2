// The auction hall (/auction, /list): the public auction list, its filter options, and joining an auction.
import { Type, type Static } from 'typebox';
import { API, Id, Page, defineOperation } from '../operation.ts';
import { AuctionCard, AuctionQuery, AuctionSort, AuctionStatus, DepositStatus } from '../entities/auction.ts';

const Option = Type.Object({ label: Type.String(), labelEn: Type.String(), count: Type.Integer({ minimum: 0 }) });

export const AuctionSearchCondition = Type.Object({
  statuses: Type.Array(Type.Object({ value: AuctionStatus, ...Option.properties })),
  /** Level-1 catalogue categories that hold auctions. */
  categories: Type.Array(Type.Object({ id: Id, name: Type.String(), nameEn: Type.String(), count: Type.Integer() })),
  specials: Type.Array(Type.Object({ id: Id, title: Type.String(), titleEn: Type.String(), count: Type.Integer() })),
  sorts: Type.Array(Type.Object({ value: AuctionSort, label: Type.String(), labelEn: Type.String() })),
});
export type AuctionSearchCondition = Static<typeof AuctionSearchCondition>;

export const pageAuctionPortal = defineOperation({
  id: 'auctionPortal/pageAuctionPortal',
  method: 'GET',
  path: `${API.pass}/auctionPortal/pageAuctionPortal`,
  summary:
    'The auction hall: auctions with filters (keyword, category, status, special, price) and sorts; status from the server clock',
  access: 'public',
  query: AuctionQuery,
  content: Page(AuctionCard),
});

export const getAuctionSearchCondition = defineOperation({
  id: 'auctionPortal/getAuctionSearchCondition',
  method: 'GET',
  path: `${API.pass}/auctionPortal/getAuctionSearchCondition`,
  summary: 'Filter options of the auction hall with how many auctions each holds',
  access: 'public',
  content: AuctionSearchCondition,
});

export const ParticipateBody = Type.Object({
  auctionId: Id,
  /** The auction rules (deposit, anti-sniping, payment) were read and accepted. */
  agree: Type.Literal(true),
});
export type ParticipateBody = Static<typeof ParticipateBody>;

export const Participation = Type.Object({
  auctionId: Id,
  /** The socket room to join for live bids (`auction:<id>`). */
  room: Type.String(),
  /** How the caller appears in the ranking. */
  alias: Type.String(),
  depositStatus: DepositStatus,
});
export type Participation = Static<typeof Participation>;

export const participate = defineOperation({
  id: 'auctionPortal/participate',
  method: 'POST',
  path: `${API.portal}/auctionPortal/participate`,
  summary:
    "Enter the bidding of an auction: needs an approved deposit ('Margin Under Review!' while pending); answers the room and the caller's alias",
  description:
    'Decision: participate writes nothing; it is the gate of the bid panel (the "bid now" button): it answers ' +
    "the room and the caller's alias when the caller may bid on this lot now or once it starts (approved " +
    'deposit, not the seller, not ended), else the refusal a bid would get (BID_BLOCK_MESSAGES; B004 ' +
    "'Margin Under Review!' while pending). Signing up is auctionSign/saveAuctionSign.",
  access: 'user',
  body: ParticipateBody,
  content: Participation,
});
