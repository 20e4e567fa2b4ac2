// Special sessions: themed groups of lots whose window runs from their first lot's start to their last lot's
// end, with their running lots and bids counted from the kept totals; text in the caller's language.
import type { AuctionStatusValue, SpecialAuction } from '@portal/contracts/entities/auction';
import type { PageOf } from '@portal/contracts/operation';
import { all } from '../../db/database.ts';
import { matches } from '../../lib/like.ts';
import { pageOf } from '../../lib/paging.ts';
import { pick } from '../../lib/text.ts';
import type { ReadScope } from './queries.ts';
import { auctionStatus } from './rules.ts';

interface SpecialRow {
  id: number;
  title: string;
  title_en: string;
  theme: string;
  theme_en: string;
  intro: string;
  intro_en: string;
  image: string;
  organizer: string;
  organizer_en: string;
  win_start: number;
  win_end: number;
  n: number;
  running: number;
  bids: number;
}

interface SpecialItem extends SpecialAuction {
  /** Both languages, for the keyword. */
  words: string[];
}

function specials(scope: ReadScope): SpecialItem[] {
  const { db, now, lang } = scope;
  const rows = all<SpecialRow>(
    db,
    `WITH w AS (
       SELECT special_id, MIN(start_at) AS s, MAX(end_at) AS e, COUNT(*) AS n, SUM(bid_count) AS bids,
              SUM(CASE WHEN start_at <= ? AND end_at > ? THEN 1 ELSE 0 END) AS running
         FROM auctions WHERE special_id IS NOT NULL GROUP BY special_id)
     SELECT sp.id, sp.title, sp.title_en, sp.theme, sp.theme_en, sp.intro, sp.intro_en, sp.image, sp.organizer,
            sp.organizer_en, COALESCE(w.s, sp.start_at) AS win_start, COALESCE(w.e, sp.end_at) AS win_end,
            COALESCE(w.n, 0) AS n, COALESCE(w.running, 0) AS running, COALESCE(w.bids, 0) AS bids
       FROM auction_specials sp LEFT JOIN w ON w.special_id = sp.id`,
    now,
    now,
  );
  const rank: Record<AuctionStatusValue, number> = { inProgress: 0, notStarted: 1, ended: 2 };
  return rows
    .map((row) => ({
      id: row.id,
      title: pick(lang, row.title, row.title_en),
      titleEn: row.title_en,
      theme: pick(lang, row.theme, row.theme_en),
      intro: pick(lang, row.intro, row.intro_en),
      image: row.image,
      organizer: pick(lang, row.organizer, row.organizer_en),
      startAt: row.win_start,
      endAt: row.win_end,
      status: auctionStatus(now, row.win_start, row.win_end),
      auctionCount: row.n,
      inProgressCount: row.running,
      bidCount: row.bids,
      words: [row.title, row.title_en, row.theme, row.theme_en],
    }))
    .sort(
      (a, b) =>
        rank[a.status] - rank[b.status] ||
        (a.status === 'ended'
          ? b.endAt - a.endAt
          : a.status === 'notStarted'
            ? a.startAt - b.startAt
            : a.endAt - b.endAt) ||
        a.id - b.id,
    );
}

const strip = ({ words: _words, ...special }: SpecialItem): SpecialAuction => special;

export function specialList(scope: ReadScope, limit: number): SpecialAuction[] {
  return specials(scope).slice(0, limit).map(strip);
}

export function specialPage(
  scope: ReadScope,
  query: { pageNum?: number; pageSize?: number; keyword?: string; status?: AuctionStatusValue },
): PageOf<SpecialAuction> {
  const list = specials(scope).filter(
    (s) => (!query.status || s.status === query.status) && matches(query.keyword, ...s.words),
  );
  return pageOf(list.map(strip), query);
}
