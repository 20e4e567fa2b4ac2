// Transactions per database with an after-commit queue: work runs only once data is committed; the statement
// cache; the memory bounds a file database opens with; seeing other connections' commits.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  PAGE_CACHE_KIB,
  STATEMENT_CACHE_SIZE,
  WAL_SIZE_LIMIT_BYTES,
  afterCommit,
  all,
  inTransaction,
  one,
  openDatabase,
  othersMayHaveCommitted,
  prepared,
  run,
  transaction,
} from './database.ts';

function fresh() {
  const db = openDatabase(':memory:');
  db.exec('CREATE TABLE t (v INTEGER NOT NULL)');
  return db;
}
const values = (db: ReturnType<typeof fresh>) => all<{ v: number }>(db, 'SELECT v FROM t ORDER BY v').map((r) => r.v);

describe('transaction and afterCommit', () => {
  it('runs queued work after the outermost commit, in order, with the data visible', () => {
    const db = fresh();
    const seen: string[] = [];
    transaction(db, () => {
      run(db, 'INSERT INTO t (v) VALUES (1)');
      afterCommit(db, () => seen.push(`a:${values(db).join(',')}:${inTransaction(db)}`));
      transaction(db, () => {
        run(db, 'INSERT INTO t (v) VALUES (2)');
        afterCommit(db, () => seen.push('b'));
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['a:1,2:false', 'b']);
  });

  it('drops the work of a rolled-back transaction', () => {
    const db = fresh();
    const seen: string[] = [];
    expect(() =>
      transaction(db, () => {
        run(db, 'INSERT INTO t (v) VALUES (1)');
        afterCommit(db, () => seen.push('x'));
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(values(db)).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('drops only the work of a nested part that rolled back', () => {
    const db = fresh();
    const seen: string[] = [];
    transaction(db, () => {
      run(db, 'INSERT INTO t (v) VALUES (1)');
      afterCommit(db, () => seen.push('outer'));
      try {
        transaction(db, () => {
          run(db, 'INSERT INTO t (v) VALUES (2)');
          afterCommit(db, () => seen.push('inner'));
          throw new Error('inner fails');
        });
      } catch {
        // the outer part goes on
      }
      run(db, 'INSERT INTO t (v) VALUES (3)');
    });
    expect(values(db)).toEqual([1, 3]);
    expect(seen).toEqual(['outer']);
  });

  it('runs work at once outside a transaction', () => {
    const db = fresh();
    const seen: number[] = [];
    afterCommit(db, () => seen.push(1));
    expect(seen).toEqual([1]);
  });

  it('keeps the transactions of two databases apart', () => {
    const a = fresh();
    const b = fresh();
    const seen: string[] = [];
    transaction(a, () => {
      afterCommit(a, () => seen.push('a'));
      // b has no open transaction: its work runs at once, a's waits for a's commit.
      afterCommit(b, () => seen.push('b'));
      transaction(b, () => run(b, 'INSERT INTO t (v) VALUES (1)'));
      expect(seen).toEqual(['b']);
    });
    expect(seen).toEqual(['b', 'a']);
  });

  it('a failing piece of work neither undoes the commit nor stops the others', () => {
    const db = fresh();
    const seen: string[] = [];
    const errors = console.error;
    console.error = () => undefined;
    try {
      transaction(db, () => {
        run(db, 'INSERT INTO t (v) VALUES (1)');
        afterCommit(db, () => {
          throw new Error('publish failed');
        });
        afterCommit(db, () => seen.push('next'));
      });
    } finally {
      console.error = errors;
    }
    expect(values(db)).toEqual([1]);
    expect(seen).toEqual(['next']);
  });
});

describe('prepared statements', () => {
  it('prepares each SQL text once per database and reuses it, with fresh parameters each call', () => {
    const db = fresh();
    const other = fresh();
    const sql = 'SELECT v FROM t WHERE v = ?';
    expect(prepared(db, sql)).toBe(prepared(db, sql));
    expect(prepared(other, sql)).not.toBe(prepared(db, sql));
    run(db, 'INSERT INTO t (v) VALUES (?)', 1);
    run(db, 'INSERT INTO t (v) VALUES (?)', 2);
    expect(one<{ v: number }>(db, sql, 1)?.v).toBe(1);
    expect(one<{ v: number }>(db, sql, 2)?.v).toBe(2);
    expect(one<{ v: number }>(db, sql, 3)).toBeUndefined();
  });

  it('keeps at most STATEMENT_CACHE_SIZE statements, dropping the least recently used', () => {
    const db = fresh();
    const first = prepared(db, 'SELECT 0');
    const kept = prepared(db, 'SELECT 1');
    for (let i = 2; i <= STATEMENT_CACHE_SIZE; i += 1) {
      prepared(db, `SELECT ${i}`);
      if (i === STATEMENT_CACHE_SIZE / 2) prepared(db, 'SELECT 1'); // used again: not the oldest any more
    }
    expect(prepared(db, 'SELECT 1')).toBe(kept);
    expect(prepared(db, 'SELECT 0')).not.toBe(first);
  });

  it('lets a wrapped db.prepare see every statement (query-plan tests)', () => {
    const db = fresh();
    const sql = 'SELECT v FROM t';
    all(db, sql);
    const seen: string[] = [];
    const native = db.prepare.bind(db);
    db.prepare = ((text: string) => {
      seen.push(text);
      return native(text);
    }) as typeof db.prepare;
    all(db, sql);
    all(db, sql);
    expect(seen).toEqual([sql, sql]);
  });

  it('survives a schema change and a rolled-back transaction', () => {
    const db = fresh();
    run(db, 'INSERT INTO t (v) VALUES (1)');
    expect(all(db, 'SELECT * FROM t')).toEqual([{ v: 1 }]);
    db.exec('ALTER TABLE t ADD COLUMN w INTEGER NOT NULL DEFAULT 7');
    expect(all(db, 'SELECT * FROM t')).toEqual([{ v: 1, w: 7 }]);
    expect(() =>
      transaction(db, () => {
        run(db, 'INSERT INTO t (v) VALUES (2)');
        throw new Error('no');
      }),
    ).toThrow('no');
    transaction(db, () => run(db, 'INSERT INTO t (v) VALUES (3)'));
    expect(values(db)).toEqual([1, 3]);
  });
});

describe('openDatabase', () => {
  it('bounds what SQLite keeps in memory: page cache, no mapped pages, WAL checkpoints and size limit', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-db-'));
    const db = openDatabase(join(dir, 'test.db'));
    try {
      const pragma = (name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() ?? {})[0];
      expect(pragma('journal_mode')).toBe('wal');
      expect(pragma('cache_size')).toBe(-PAGE_CACHE_KIB);
      expect(pragma('mmap_size')).toBe(0);
      expect(pragma('wal_autocheckpoint')).toBe(1000);
      expect(pragma('journal_size_limit')).toBe(WAL_SIZE_LIMIT_BYTES);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('othersMayHaveCommitted', () => {
  it('is never true for a database in memory, which no other connection can open', () => {
    const db = fresh();
    expect(othersMayHaveCommitted(db)).toBe(false);
    run(db, 'INSERT INTO t (v) VALUES (1)');
    expect(othersMayHaveCommitted(db)).toBe(false);
  });

  it('turns true with each commit of another connection, and only then', () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-db-'));
    const file = join(dir, 'test.db');
    const db = openDatabase(file);
    const other = openDatabase(file);
    try {
      db.exec('CREATE TABLE t (v INTEGER NOT NULL)');
      expect(othersMayHaveCommitted(db)).toBe(true); // nothing seen yet
      expect(othersMayHaveCommitted(db)).toBe(false);
      expect(othersMayHaveCommitted(db)).toBe(false);
      for (const v of [1, 2, 3]) {
        run(other, 'INSERT INTO t (v) VALUES (?)', v);
        expect(othersMayHaveCommitted(db), `after commit ${v}`).toBe(true);
        expect(othersMayHaveCommitted(db)).toBe(false);
      }
      // An open transaction of the other connection is no commit; its commit is.
      other.exec('BEGIN IMMEDIATE');
      run(other, 'INSERT INTO t (v) VALUES (4)');
      expect(othersMayHaveCommitted(db)).toBe(false);
      other.exec('COMMIT');
      expect(othersMayHaveCommitted(db)).toBe(true);
      // After a checkpoint that restarts the WAL, a commit is still seen.
      other.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      othersMayHaveCommitted(db);
      run(other, 'INSERT INTO t (v) VALUES (5)');
      expect(othersMayHaveCommitted(db)).toBe(true);
      expect(values(db)).toEqual([1, 2, 3, 4, 5]);
    } finally {
      other.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
