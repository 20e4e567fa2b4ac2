import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, openDatabase, run, type Db } from '../db/database.ts';
import { likeTerm } from './like.ts';

describe('likeTerm', () => {
  it('wraps the trimmed keyword in % and escapes the wildcards and the escape character', () => {
    expect(likeTerm('耳环')).toBe('%耳环%');
    expect(likeTerm('  耳环 ')).toBe('%耳环%');
    expect(likeTerm('50%_off')).toBe('%50\\%\\_off%');
    expect(likeTerm('a\\b')).toBe('%a\\\\b%');
  });

  describe('in SQLite', () => {
    let db: Db;
    beforeAll(() => {
      db = openDatabase(':memory:');
      db.exec('CREATE TABLE t (name TEXT NOT NULL)');
      for (const name of ['50% off', '500 off', '5_0', '550', 'a\\b', 'ab']) run(db, 'INSERT INTO t VALUES (?)', name);
    });
    afterAll(() => db.close());

    const find = (keyword: string) =>
      all<{ name: string }>(
        db,
        "SELECT name FROM t WHERE name LIKE ? ESCAPE '\\' ORDER BY name",
        likeTerm(keyword),
      ).map((row) => row.name);

    it('matches the keyword literally', () => {
      expect(find('0%')).toEqual(['50% off']);
      expect(find('5_')).toEqual(['5_0']);
      expect(find('\\')).toEqual(['a\\b']);
      expect(find(' off ')).toEqual(['50% off', '500 off']);
    });
  });
});
