// Special auctions: themed auction sessions (e.g. a jewellery clearance session) grouping several auctions.
import { Type } from 'typebox';
import { API, Page, PageQuery, defineOperation } from '../operation.ts';
import { AuctionStatus, SpecialAuction } from '../entities/auction.ts';

export const specialAuctionList = defineOperation({
  id: 'specialAuction/list',
  method: 'GET',
  path: `${API.pass}/specialAuction/list`,
  summary: 'Special sessions for the auction hall header: running first, then upcoming, then the latest ended',
  access: 'public',
  query: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })) }),
  content: Type.Array(SpecialAuction),
});

export const specialAuctionPage = defineOperation({
  id: 'specialAuction/page',
  method: 'GET',
  path: `${API.pass}/specialAuction/page`,
  summary: 'Special sessions, paged, by status (from the server clock) and keyword',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    status: Type.Optional(AuctionStatus),
  }),
  content: Page(SpecialAuction),
});
