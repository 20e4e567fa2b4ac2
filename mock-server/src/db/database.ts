// The embedded SQL database (node:sqlite): one file under .data/ or :memory: for tests, WAL, migrations.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { closeSync, mkdirSync, openSync, readSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = DatabaseSync;
export type SqlValue = SQLInputValue;

/** SQLite's page cache per connection (KiB) and the size the WAL file is cut back to after a checkpoint. */
export const PAGE_CACHE_KIB = 2048;
export const WAL_SIZE_LIMIT_BYTES = 8 * 1024 * 1024;

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA foreign_keys = ON');
  // What SQLite may hold in the server's memory, bounded (the auction bench counts the server's RSS):
  // a 2 MiB page cache (about SQLite's default, said here so it stays bounded) holds the pages a bid touches
  // (the lot, its bidders, the bid indexes); the rest of the file stays warm in the OS page cache, outside RSS.
  db.exec(`PRAGMA cache_size = -${PAGE_CACHE_KIB}`);
  if (file !== ':memory:') {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
    // Pages are read with read(), not mapped: mapped pages of the file would count in the process's RSS.
    // 0 is SQLite's default; said here so a build with another SQLITE_DEFAULT_MMAP_SIZE does not change it.
    db.exec('PRAGMA mmap_size = 0');
    // A checkpoint every 1000 pages (~4 MB of WAL, SQLite's default) keeps the WAL index (-shm, which is
    // mapped and so counted in RSS) to a few pages; after a checkpoint the WAL file is cut back to 8 MiB
    // rather than staying at the size a long reader once let it grow to.
    db.exec('PRAGMA wal_autocheckpoint = 1000');
    db.exec(`PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  }
  db.exec('PRAGMA busy_timeout = 5000');
  db.exec('CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at INTEGER NOT NULL)');
  db.exec('CREATE TABLE IF NOT EXISTS _meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  return db;
}

/** Applies each named migration once, in the order given. */
export function migrate(db: Db, migrations: readonly { name: string; sql: string }[]): void {
  const applied = new Set(
    (db.prepare('SELECT name FROM _migrations').all() as { name: string }[]).map((row) => row.name),
  );
  for (const migration of migrations) {
    if (applied.has(migration.name)) continue;
    transaction(db, () => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO _migrations (name, applied_at) VALUES (?, ?)').run(migration.name, Date.now());
    });
  }
}

interface TxState {
  depth: number;
  /** Work to run once the outermost transaction commits (events, notifications, cache invalidations). */
  afterCommit: (() => void)[];
}
const txStates = new WeakMap<Db, TxState>();
function txState(db: Db): TxState {
  let state = txStates.get(db);
  if (!state) {
    state = { depth: 0, afterCommit: [] };
    txStates.set(db, state);
  }
  return state;
}

/**
 * Runs fn in one transaction of this database (nested calls join the outer one through a savepoint). Work
 * queued with `afterCommit` runs once the outermost transaction has committed, and is dropped on rollback.
 */
export function transaction<T>(db: Db, fn: () => T): T {
  const state = txState(db);
  const savepoint = `sp${state.depth}`;
  const queuedBefore = state.afterCommit.length;
  prepared(db, state.depth === 0 ? 'BEGIN IMMEDIATE' : `SAVEPOINT ${savepoint}`).run();
  state.depth += 1;
  let result: T;
  try {
    result = fn();
  } catch (error) {
    state.depth -= 1;
    prepared(db, state.depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}`).run();
    if (state.depth > 0) prepared(db, `RELEASE ${savepoint}`).run();
    // What the failed part queued never happened.
    state.afterCommit.length = queuedBefore;
    throw error;
  }
  state.depth -= 1;
  if (state.depth > 0) {
    prepared(db, `RELEASE ${savepoint}`).run();
    return result;
  }
  prepared(db, 'COMMIT').run();
  runQueued(state.afterCommit.splice(0));
  return result;
}

/** Runs committed work; one failing piece neither undoes the commit nor stops the others. */
function runQueued(queued: readonly (() => void)[]): void {
  for (const work of queued) {
    try {
      work();
    } catch (error) {
      console.error('after-commit work failed', error);
    }
  }
}

/** Whether a transaction of this database is open. */
export function inTransaction(db: Db): boolean {
  return txState(db).depth > 0;
}

/**
 * Runs `work` after the current transaction of `db` commits (at once when none is open); a rollback drops
 * it. Realtime events, notifications and cache invalidations go through here, so a client never hears of
 * data that was not committed.
 */
export function afterCommit(db: Db, work: () => void): void {
  const state = txState(db);
  if (state.depth === 0) runQueued([work]);
  else state.afterCommit.push(work);
}

export function getMeta(db: Db, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM _meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO _meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}

/**
 * Whether another connection may have committed to `db` since the last call: the WAL index's header (the first
 * 48 bytes of the `-shm` file: its change counter, last frame and salts) changes with every commit of any
 * connection (https://www.sqlite.org/walformat.html, "The WAL-Index Header"), and reading it is one pread
 * without SQLite's file locks (PRAGMA data_version takes them: two fcntl and an fstat on every call, several
 * µs and contended under load). True on the first call and whenever the header cannot be read; false always
 * for a database in memory, which no other connection can open. Call it before reading what depends on the
 * answer (data_version), so that a commit in between is seen the next time.
 */
export function othersMayHaveCommitted(db: Db): boolean {
  let watch = walWatches.get(db);
  if (watch === undefined) {
    watch = openWalWatch(db);
    walWatches.set(db, watch);
  }
  if (watch === 'memory') return false;
  if (watch === 'unwatched') return true;
  const { fd, header, seen } = watch;
  let read: number;
  try {
    read = readSync(fd, header, 0, WAL_INDEX_HEADER_BYTES, 0);
  } catch {
    return true;
  }
  if (read === WAL_INDEX_HEADER_BYTES && watch.valid && header.equals(seen)) return false;
  header.copy(seen);
  watch.valid = read === WAL_INDEX_HEADER_BYTES;
  return true;
}

const WAL_INDEX_HEADER_BYTES = 48;
type WalWatch = 'memory' | 'unwatched' | { fd: number; header: Buffer; seen: Buffer; valid: boolean };
const walWatches = new WeakMap<Db, WalWatch>();
/** Closes a watch's file once its database object is gone (a test's apps come and go). */
const walWatchFiles = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // closed already
  }
});

function openWalWatch(db: Db): WalWatch {
  const file = db.location();
  if (file === null || file === '') return 'memory';
  try {
    // The -shm file exists while a connection in WAL mode has the database open (this one has).
    const fd = openSync(`${file}-shm`, 'r');
    walWatchFiles.register(db, fd);
    return {
      fd,
      header: Buffer.alloc(WAL_INDEX_HEADER_BYTES),
      seen: Buffer.alloc(WAL_INDEX_HEADER_BYTES),
      valid: false,
    };
  } catch {
    return 'unwatched'; // not in WAL mode: every call asks SQLite
  }
}

/** How many prepared statements each database keeps: every fixed query of the app, with room for the
 * generated ones (`IN (?, ?, ...)` of varying length), least recently used dropped first. */
export const STATEMENT_CACHE_SIZE = 1000;
const statementCaches = new WeakMap<Db, Map<string, StatementSync>>();
const nativePrepare = DatabaseSync.prototype.prepare;

/**
 * The prepared statement for `sql` on `db`, prepared once and reused: preparing (parsing and planning the SQL)
 * cost more than running most of the app's queries. Safe because `get`, `all` and `run` finish with the
 * statement before they return (node:sqlite resets it), and the database finalizes its statements on close.
 */
export function prepared(db: Db, sql: string): StatementSync {
  // A test that wraps db.prepare to see the SQL a call runs (the query-plan tests) sees every statement.
  if (db.prepare !== nativePrepare) return db.prepare(sql);
  let cache = statementCaches.get(db);
  if (!cache) {
    cache = new Map();
    statementCaches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (statement) {
    // Most recently used last: a Map iterates in insertion order, so the first key is the one to drop.
    cache.delete(sql);
  } else {
    statement = db.prepare(sql);
    if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  }
  cache.set(sql, statement);
  return statement;
}

/** Typed helpers: one row, all rows. node:sqlite returns null-prototype objects. */
export function one<T>(db: Db, sql: string, ...args: SqlValue[]): T | undefined {
  return prepared(db, sql).get(...args) as T | undefined;
}
export function all<T>(db: Db, sql: string, ...args: SqlValue[]): T[] {
  return prepared(db, sql).all(...args) as T[];
}
export function run(db: Db, sql: string, ...args: SqlValue[]): { changes: number; lastId: number } {
  const result = prepared(db, sql).run(...args);
  return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) };
}
