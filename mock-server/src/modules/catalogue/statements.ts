// Prepared statements kept per connection for the catalogue's hot reads: at market scale preparing a joined
// SELECT costs more than running it by an indexed key, and the same few texts serve every request.
import type { StatementSync } from 'node:sqlite';
import type { Db, SqlValue } from '../../db/database.ts';

/** Texts are fixed per caller kind and language (ids travel as arguments), so the cache stays small. */
const STATEMENTS_MAX = 1000;
const caches = new WeakMap<Db, Map<string, StatementSync>>();

/** The prepared statement of `sql` on this connection (made once). Pass values as arguments, never in text. */
export function statement(db: Db, sql: string): StatementSync {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let prepared = cache.get(sql);
  if (!prepared) {
    // A bounded cache: should texts ever vary, the oldest go first rather than memory growing.
    if (cache.size >= STATEMENTS_MAX) cache.delete(cache.keys().next().value ?? '');
    prepared = db.prepare(sql);
    cache.set(sql, prepared);
  }
  return prepared;
}

export function cachedOne<T>(db: Db, sql: string, ...args: SqlValue[]): T | undefined {
  return statement(db, sql).get(...args) as T | undefined;
}

export function cachedAll<T>(db: Db, sql: string, ...args: SqlValue[]): T[] {
  return statement(db, sql).all(...args) as T[];
}

/** Drops this connection's prepared statements (a test then sees every statement a call prepares). */
export function forgetStatements(db: Db): void {
  caches.delete(db);
}
