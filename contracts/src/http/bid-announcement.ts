// Bid announcements: notices of upcoming auctions (published ahead of the start) and result announcements of
// ended ones (derived from the bids once the server clock passes the end).
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Money, Page, PageQuery, defineOperation } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';

export const ANNOUNCEMENT_KINDS = ['notice', 'result'] as const;
export type AnnouncementKindValue = (typeof ANNOUNCEMENT_KINDS)[number];
export const AnnouncementKind = Type.Enum([...ANNOUNCEMENT_KINDS]);
export const ANNOUNCEMENT_KIND_LABELS: Record<AnnouncementKindValue, Bilingual> = {
  notice: { zh: '竞价公告', en: 'Auction notice' },
  result: { zh: '结果公告', en: 'Result announcement' },
};

export const BidAnnouncement = Type.Object({
  /** `notice-<id>` or `result-<auctionId>`. */
  key: Type.String(),
  kind: AnnouncementKind,
  auctionId: Id,
  auctionCode: Type.String(),
  title: Type.String(),
  /** Paragraphs. */
  body: Type.Array(Type.String()),
  publishedAt: EpochMs,
  /** Results: the winner's alias and amount; null for notices and auctions nobody bid on. */
  winnerAlias: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Union([Money, Type.Null()]),
});
export type BidAnnouncement = Static<typeof BidAnnouncement>;

export const bidAnnouncementListByKeyword = defineOperation({
  id: 'bidAnnouncement/listByKeyword',
  method: 'GET',
  path: `${API.pass}/bidAnnouncement/listByKeyword`,
  summary: 'Published bid announcements, newest first, by keyword (title, auction code) and kind',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    kind: Type.Optional(AnnouncementKind),
  }),
  content: Page(BidAnnouncement),
});
