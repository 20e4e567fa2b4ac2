// Paged lists: the page asked for (pageNum from 1, pageSize 15 unless told) and the contracts' page
// `{ records, total, pageNum, pageSize }`, from an in-memory list or from SQL.
import type { PageOf } from '@portal/contracts/operation';
import { all, one, type Db, type SqlValue } from '../db/database.ts';

/** The contracts' PageQuery default. */
export const DEFAULT_PAGE_SIZE = 15;

export interface PageQueryArgs {
  pageNum?: number | undefined;
  pageSize?: number | undefined;
}

export interface PageArgs {
  pageNum: number;
  pageSize: number;
  /** Rows before the page: (pageNum - 1) x pageSize. */
  offset: number;
}

/** The page asked for; `defaultSize` when the query names no pageSize. */
export function pageArgs(query: PageQueryArgs, defaultSize = DEFAULT_PAGE_SIZE): PageArgs {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? defaultSize;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/** One page of an in-memory list. */
export function pageOf<T>(items: readonly T[], query: PageQueryArgs): PageOf<T> {
  const { pageNum, pageSize, offset } = pageArgs(query);
  return { records: items.slice(offset, offset + pageSize), total: items.length, pageNum, pageSize };
}

/**
 * One page of rows: `from` is everything after SELECT ... (FROM, JOINs, WHERE) without ORDER BY; `select`
 * the column list; `order` the ORDER BY clause. Rows are mapped with `map`. The rows are not read when the
 * page lies past the end.
 */
export function pageQuery<Row, Item>(
  db: Db,
  spec: { select: string; from: string; order: string; args: SqlValue[] },
  query: PageQueryArgs,
  map: (row: Row) => Item,
): PageOf<Item> {
  const { pageNum, pageSize, offset } = pageArgs(query);
  const total = one<{ n: number }>(db, `SELECT count(*) AS n ${spec.from}`, ...spec.args)?.n ?? 0;
  const rows =
    total > offset
      ? all<Row>(
          db,
          `SELECT ${spec.select} ${spec.from} ORDER BY ${spec.order} LIMIT ? OFFSET ?`,
          ...spec.args,
          pageSize,
          offset,
        )
      : [];
  return { records: rows.map(map), total, pageNum, pageSize };
}
