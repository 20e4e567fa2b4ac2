// The embedded SQL database (node:sqlite): one file under .data/ or :memory: for tests, WAL, migrations.
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = DatabaseSync;
export type SqlValue = SQLInputValue;

export function openDatabase(file: string): Db {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec('PRAGMA foreign_keys = ON');
  if (file !== ':memory:') {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = NORMAL');
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

/** Runs fn in one transaction (nested calls join the outer one through a savepoint). */
let depth = 0;
export function transaction<T>(db: Db, fn: () => T): T {
  const savepoint = `sp${depth}`;
  db.exec(depth === 0 ? 'BEGIN IMMEDIATE' : `SAVEPOINT ${savepoint}`);
  depth += 1;
  try {
    const result = fn();
    depth -= 1;
    db.exec(depth === 0 ? 'COMMIT' : `RELEASE ${savepoint}`);
    return result;
  } catch (error) {
    depth -= 1;
    db.exec(depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}`);
    throw error;
  }
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

/** Typed helpers: one row, all rows. node:sqlite returns null-prototype objects. */
export function one<T>(db: Db, sql: string, ...args: SqlValue[]): T | undefined {
  return db.prepare(sql).get(...args) as T | undefined;
}
export function all<T>(db: Db, sql: string, ...args: SqlValue[]): T[] {
  return db.prepare(sql).all(...args) as T[];
}
export function run(db: Db, sql: string, ...args: SqlValue[]): { changes: number; lastId: number } {
  const result = db.prepare(sql).run(...args);
  return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) };
}
