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

/** What a paged SQL list reads: `SELECT <select> <from> ORDER BY <order> LIMIT ? OFFSET ?` and its count. */
export interface PageSql {
  /** The column list after SELECT. */
  select: string;
  /** Everything after the column list (FROM, JOINs, WHERE) without ORDER BY. */
  from: string;
  /** The ORDER BY clause (without the keywords). */
  order: string;
  /** The arguments of `from`'s placeholders. */
  args: readonly SqlValue[];
  /** The arguments of `order`'s placeholders, when the order has any (a sort by the reader's own price). */
  orderArgs?: readonly SqlValue[];
  /** A cheaper FROM ... WHERE for the count, when the joins of `from` do not change it (default `from`). */
  countFrom?: string;
  /** Its arguments (default `args`). */
  countArgs?: readonly SqlValue[];
  /** The count when the caller already has it (the catalogue keeps its counts per database state): none is read. */
  total?: number;
  /** The page size when the query names none (default DEFAULT_PAGE_SIZE). */
  defaultSize?: number;
}

/**
 * One page of raw rows, for lists whose rows are shaped with something read for the whole page (company
 * references, say). The rows are not read when the page lies past the end.
 */
export function pageRows<Row>(db: Db, spec: PageSql, query: PageQueryArgs): PageOf<Row> {
  const { pageNum, pageSize, offset } = pageArgs(query, spec.defaultSize);
  const total =
    spec.total ??
    one<{ n: number }>(db, `SELECT count(*) AS n ${spec.countFrom ?? spec.from}`, ...(spec.countArgs ?? spec.args))
      ?.n ??
    0;
  const records =
    total > offset
      ? all<Row>(
          db,
          `SELECT ${spec.select} ${spec.from} ORDER BY ${spec.order} LIMIT ? OFFSET ?`,
          ...spec.args,
          ...(spec.orderArgs ?? []),
          pageSize,
          offset,
        )
      : [];
  return { records, total, pageNum, pageSize };
}

/** One page of rows, each mapped with `map`; see pageRows. */
export function pageQuery<Row, Item>(
  db: Db,
  spec: PageSql,
  query: PageQueryArgs,
  map: (row: Row) => Item,
): PageOf<Item> {
  const page = pageRows<Row>(db, spec, query);
  return { ...page, records: page.records.map(map) };
}
