// The answer caches' freshness: the stamp moves with this connection's writes and with other connections'
// commits (seen through the WAL index), and an answer cache that keeps only answers asked for again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, run, type Db } from '../../db/database.ts';
import { AnswerCache, dataStamp } from './read-cache.ts';

/** The tables an answer's freshness reads besides the test's own: the discount boundaries. */
function tables(db: Db): Db {
  db.exec('CREATE TABLE t (v INTEGER NOT NULL)');
  db.exec('CREATE TABLE catalogue_discounts (starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL)');
  return db;
}

/** The next synchronous run: a stamp holds within one. */
const nextRun = () => new Promise<void>((resolve) => setImmediate(resolve));

function withFileDb(test: (db: Db, other: Db) => Promise<void>): () => Promise<void> {
  return async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-stamp-'));
    const db = openDatabase(join(dir, 'test.db'));
    const other = openDatabase(join(dir, 'test.db'));
    try {
      tables(db);
      await test(db, other);
    } finally {
      other.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  };
}

describe('dataStamp', () => {
  it(
    "moves with this connection's writes and another connection's commits, and only with them",
    withFileDb(async (db, other) => {
      const first = dataStamp(db);
      await nextRun();
      expect(dataStamp(db)).toBe(first);
      run(db, 'INSERT INTO t (v) VALUES (1)');
      const afterOwn = dataStamp(db); // at once, in the same run
      expect(afterOwn).not.toBe(first);
      await nextRun();
      expect(dataStamp(db)).toBe(afterOwn);
      run(other, 'INSERT INTO t (v) VALUES (2)');
      await nextRun();
      const afterOther = dataStamp(db);
      expect(afterOther).not.toBe(afterOwn);
      await nextRun();
      expect(dataStamp(db)).toBe(afterOther);
    }),
  );

  it(
    'gives a cached answer up when another connection commits',
    withFileDb(async (db, other) => {
      const cache = new AnswerCache<number>(8);
      const sum = () => cache.get(db, 'sum', 0, () => Number(db.prepare('SELECT total(v) AS s FROM t').get()?.s)).data;
      run(db, 'INSERT INTO t (v) VALUES (1)');
      await nextRun();
      expect(sum()).toBe(1);
      await nextRun();
      run(other, 'INSERT INTO t (v) VALUES (2)');
      await nextRun();
      expect(sum()).toBe(3);
    }),
  );

  it('stays for a database in memory until it is written', async () => {
    const db = tables(openDatabase(':memory:'));
    const first = dataStamp(db);
    await nextRun();
    expect(dataStamp(db)).toBe(first);
    run(db, 'INSERT INTO t (v) VALUES (1)');
    expect(dataStamp(db)).not.toBe(first);
    db.close();
  });
});

describe('AnswerCache keepOnSecondAsk', () => {
  it('keeps an answer only once its key is asked for again', () => {
    const db = tables(openDatabase(':memory:'));
    const made: string[] = [];
    const cache = new AnswerCache<string>(16, { keepOnSecondAsk: true });
    const ask = (key: string) =>
      cache.get(db, key, 0, () => {
        made.push(key);
        return key.toUpperCase();
      }).data;
    expect(ask('a')).toBe('A'); // first ask: answered, not kept
    expect(ask('b')).toBe('B');
    expect(ask('a')).toBe('A'); // second ask: made again, now kept
    expect(ask('a')).toBe('A'); // kept
    expect(ask('a')).toBe('A');
    expect(made).toEqual(['a', 'b', 'a']);
    db.close();
  });

  it('keeps every answer without the option', () => {
    const db = tables(openDatabase(':memory:'));
    let made = 0;
    const cache = new AnswerCache<number>(16);
    for (let i = 0; i < 3; i += 1) cache.get(db, 'k', 0, () => (made += 1));
    expect(made).toBe(1);
    db.close();
  });
});
