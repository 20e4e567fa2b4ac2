// The auction hall (/auction, /list): the filtered, sorted list of lots, its filter options with counts, and
// the other lots shown beside one. Reads only: the kept totals of each lot, the status from the server clock.
import type { AuctionCard, AuctionQuery, AuctionStatusValue } from '@portal/contracts/entities/auction';
import {
  AUCTION_SORT_LABELS,
  AUCTION_SORTS,
  AUCTION_STATUS_LABELS,
  AUCTION_STATUSES,
} from '@portal/contracts/entities/auction';
import type { AuctionSearchCondition } from '@portal/contracts/http/auction-portal';
import type { PageOf } from '@portal/contracts/operation';
import { all } from '../../db/database.ts';
import { ORDER_BY, auctionPage, auctionRow, auctionRows, filterWhere, toCard, type ReadScope } from './queries.ts';

export function auctionHall(scope: ReadScope, query: AuctionQuery): PageOf<AuctionCard> {
  const page = auctionPage(scope.db, scope.now, filterWhere(query), ORDER_BY[query.sort ?? 'default'], query);
  return { ...page, records: page.records.map((row) => toCard(row, scope.lang)) };
}

export function searchConditions(scope: ReadScope): AuctionSearchCondition {
  const { db, now } = scope;
  const rows = auctionRows(db, now, { sql: [], args: [] }, 'x.id');
  const statusCount = (status: AuctionStatusValue) => rows.filter((row) => row.status === status).length;
  const byRoot = new Map<number, number>();
  for (const row of rows) {
    if (row.root_category_id !== null) byRoot.set(row.root_category_id, (byRoot.get(row.root_category_id) ?? 0) + 1);
  }
  const roots = byRoot.size
    ? all<{ id: number; name: string; name_en: string }>(
        db,
        `SELECT id, name, name_en FROM categories WHERE id IN (${[...byRoot.keys()].map(() => '?').join(',')}) ORDER BY sort, id`,
        ...byRoot.keys(),
      )
    : [];
  const specials = all<{ id: number; title: string; title_en: string; n: number }>(
    db,
    `SELECT s.id, s.title, s.title_en, COUNT(a.id) AS n FROM auction_specials s LEFT JOIN auctions a ON a.special_id = s.id
      GROUP BY s.id ORDER BY s.sort, s.id`,
  );
  return {
    statuses: AUCTION_STATUSES.map((value) => ({
      value,
      label: AUCTION_STATUS_LABELS[value].zh,
      labelEn: AUCTION_STATUS_LABELS[value].en,
      count: statusCount(value),
    })),
    categories: roots.map((c) => ({ id: c.id, name: c.name, nameEn: c.name_en, count: byRoot.get(c.id) ?? 0 })),
    specials: specials.map((s) => ({ id: s.id, title: s.title, titleEn: s.title_en, count: s.n })),
    sorts: AUCTION_SORTS.map((value) => ({
      value,
      label: AUCTION_SORT_LABELS[value].zh,
      labelEn: AUCTION_SORT_LABELS[value].en,
    })),
  };
}

/** Lots to show beside one: same session, then same industry, running and upcoming before ended. */
export function otherAuctions(scope: ReadScope, id: number, limit: number): AuctionCard[] {
  const { db, now, lang } = scope;
  const row = auctionRow(db, now, id);
  return auctionRows(
    db,
    now,
    { sql: ['x.id <> ?'], args: [id] },
    `CASE WHEN x.special_id IS NOT NULL AND x.special_id = ${row.special_id ?? -1} THEN 0 ELSE 1 END,
     CASE WHEN x.root_category_id IS NOT NULL AND x.root_category_id = ${row.root_category_id ?? -1} THEN 0 ELSE 1 END,
     ${ORDER_BY.default}`,
    limit,
  ).map((r) => toCard(r, lang));
}
