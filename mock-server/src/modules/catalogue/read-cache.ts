// What the catalogue's answer caches (home page, searches) key their freshness on: a stamp that moves with
// every change of the database, and the discount boundaries around the clock (the only time dependence).
import { one, type Db } from '../../db/database.ts';

/**
 * `total_changes()` of this connection grows with every insert, update or delete (rolled back ones too, which
 * only makes an entry stale early) and `data_version` with every commit of another connection. No writer has
 * to remember to invalidate a cache keyed on it, so none can serve data that a commit has changed.
 */
export function dataStamp(db: Db): string {
  const row = one<{ changes: number; version: number }>(
    db,
    'SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version',
  );
  return `${row?.changes ?? 0}:${row?.version ?? 0}`;
}

/** The discount boundaries around `now`: an answer is the same for every time in [from, until). */
export function discountWindow(db: Db, now: number): { from: number; until: number } {
  const row = one<{ from: number | null; until: number | null }>(
    db,
    `SELECT max(CASE WHEN t <= ?1 THEN t END) AS "from", min(CASE WHEN t > ?1 THEN t END) AS "until"
       FROM (SELECT starts_at AS t FROM catalogue_discounts UNION ALL SELECT ends_at FROM catalogue_discounts)`,
    now,
  );
  return { from: row?.from ?? Number.NEGATIVE_INFINITY, until: row?.until ?? Number.POSITIVE_INFINITY };
}
