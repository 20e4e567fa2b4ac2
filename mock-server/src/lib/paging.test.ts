import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, run, type Db } from '../db/database.ts';
import { DEFAULT_PAGE_SIZE, pageArgs, pageOf, pageQuery, pageRows } from './paging.ts';

describe('pageArgs', () => {
  it('defaults to the first page of 15', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(15);
    expect(pageArgs({})).toEqual({ pageNum: 1, pageSize: 15, offset: 0 });
    expect(pageArgs({ pageNum: undefined, pageSize: undefined })).toEqual({ pageNum: 1, pageSize: 15, offset: 0 });
  });

  it('skips the rows of the pages before', () => {
    expect(pageArgs({ pageNum: 2 })).toEqual({ pageNum: 2, pageSize: 15, offset: 15 });
    expect(pageArgs({ pageNum: 3, pageSize: 10 })).toEqual({ pageNum: 3, pageSize: 10, offset: 20 });
    expect(pageArgs({ pageSize: 7 })).toEqual({ pageNum: 1, pageSize: 7, offset: 0 });
  });

  it('takes another default size when the caller has one', () => {
    expect(pageArgs({}, 20)).toEqual({ pageNum: 1, pageSize: 20, offset: 0 });
    expect(pageArgs({ pageNum: 2, pageSize: 5 }, 20)).toEqual({ pageNum: 2, pageSize: 5, offset: 5 });
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 40 }, (_, i) => i);

  it('cuts one page of a list and counts the whole list', () => {
    expect(pageOf(items, {})).toEqual({ records: items.slice(0, 15), total: 40, pageNum: 1, pageSize: 15 });
    expect(pageOf(items, { pageNum: 3 })).toEqual({ records: items.slice(30), total: 40, pageNum: 3, pageSize: 15 });
    expect(pageOf(items, { pageNum: 2, pageSize: 4 }).records).toEqual([4, 5, 6, 7]);
  });

  it('answers an empty page past the end, still with the total', () => {
    expect(pageOf(items, { pageNum: 9 })).toEqual({ records: [], total: 40, pageNum: 9, pageSize: 15 });
    expect(pageOf([], {})).toEqual({ records: [], total: 0, pageNum: 1, pageSize: 15 });
  });
});

describe('pageQuery', () => {
  let db: Db;
  beforeAll(() => {
    db = openDatabase(':memory:');
    db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, kind TEXT NOT NULL)');
    for (let id = 1; id <= 20; id += 1) run(db, 'INSERT INTO t (id, kind) VALUES (?, ?)', id, id % 2 ? 'odd' : 'even');
  });
  afterAll(() => db.close());

  const spec = (kind: string) => ({ select: 'id', from: 'FROM t WHERE kind = ?', order: 'id DESC', args: [kind] });

  it('counts the matching rows and reads one page in order, mapped', () => {
    const page = pageQuery(db, spec('even'), { pageNum: 2, pageSize: 3 }, (row: { id: number }) => `#${row.id}`);
    expect(page).toEqual({ records: ['#14', '#12', '#10'], total: 10, pageNum: 2, pageSize: 3 });
  });

  it('reads 15 rows by default and the rest on the last page', () => {
    const all = { select: 'id', from: 'FROM t', order: 'id DESC', args: [] };
    const first = pageQuery(db, all, {}, (row: { id: number }) => row.id);
    expect(first.records).toHaveLength(15);
    expect(first.records[0]).toBe(20);
    expect(first.total).toBe(20);
    const last = pageQuery(db, all, { pageNum: 2 }, (row: { id: number }) => row.id);
    expect(last.records).toEqual([5, 4, 3, 2, 1]);
  });

  it('answers an empty page past the end', () => {
    expect(pageQuery(db, spec('odd'), { pageNum: 4, pageSize: 5 }, (row: { id: number }) => row.id)).toEqual({
      records: [],
      total: 10,
      pageNum: 4,
      pageSize: 5,
    });
  });

  it('takes placeholders in the column list, a separate count and another default size', () => {
    // The column list holds a placeholder before the WHERE's: args carry both, the count only the WHERE's.
    const page = pageRows<{ id: number; tag: string }>(
      db,
      {
        select: 'id, ? || kind AS tag',
        from: 'FROM t WHERE kind = ?',
        order: 'id',
        args: ['k:', 'odd'],
        countFrom: 'FROM t WHERE kind = ?',
        countArgs: ['odd'],
        defaultSize: 4,
      },
      { pageNum: 2 },
    );
    expect(page).toEqual({
      records: [9, 11, 13, 15].map((id) => ({ id, tag: 'k:odd' })),
      total: 10,
      pageNum: 2,
      pageSize: 4,
    });
  });

  it('takes placeholders in the order and a count the caller already has', () => {
    // The order puts the rows of one kind first; the count given is trusted (no count is read) and a page
    // past it reads no rows.
    const spec = {
      select: 'id',
      from: 'FROM t WHERE id <= ?',
      order: 'kind = ? DESC, id',
      args: [6],
      orderArgs: ['even'],
    };
    expect(pageRows<{ id: number }>(db, { ...spec, total: 6 }, { pageSize: 4 }).records).toEqual([
      { id: 2 },
      { id: 4 },
      { id: 6 },
      { id: 1 },
    ]);
    expect(pageRows(db, { ...spec, total: 99 }, { pageSize: 4 }).total).toBe(99);
    expect(pageRows(db, { ...spec, total: 2 }, { pageNum: 2, pageSize: 4 }).records).toEqual([]);
  });
});
