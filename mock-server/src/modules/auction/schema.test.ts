// The bids' idempotency key: unique per user (auction-002), on a new database and on one made before it.
import { describe, expect, it } from 'vitest';
import { all, migrate, one, openDatabase, run, type Db } from '../../db/database.ts';
import { seedDatabase } from '../../seed/index.ts';
import { ORDERED_MODULES } from '../index.ts';
import { coreMigrations } from '../../db/core-schema.ts';
import { auctionMigrations } from './schema.ts';

function insertBid(db: Db, id: number, userId: number, key: string | null): void {
  run(
    db,
    'INSERT INTO auction_bids (id, auction_id, user_id, amount_fen, created_at, idempotency_key) VALUES (?, 1, ?, 100, 0, ?)',
    id,
    userId,
    key,
  );
}

function fresh(migrations: readonly { name: string; sql: string }[]): Db {
  const db = openDatabase(':memory:');
  migrate(db, [...coreMigrations, ...migrations]);
  // Bids only: the auctions and users they point at do not matter here.
  db.exec('PRAGMA foreign_keys = OFF');
  return db;
}

describe('auction_bids idempotency key', () => {
  it('lets two users use the same key, but not one user twice', () => {
    const db = fresh(auctionMigrations);
    insertBid(db, 1, 10, 'k-1');
    insertBid(db, 2, 11, 'k-1');
    expect(() => insertBid(db, 3, 10, 'k-1')).toThrow(/UNIQUE/);
    // Bids without a key are never duplicates of each other.
    insertBid(db, 4, 10, null);
    insertBid(db, 5, 10, null);
    expect(all(db, 'SELECT id FROM auction_bids ORDER BY id').length).toBe(4);
    db.close();
  });

  it('keeps the bids of a seeded database made before the change and relaxes its constraint', () => {
    const db = openDatabase(':memory:');
    const every = [...coreMigrations, ...ORDERED_MODULES.flatMap((m) => m.migrations ?? [])];
    migrate(
      db,
      every.filter((m) => m.name !== 'auction-002-idempotency-per-user'),
    );
    seedDatabase(db, ORDERED_MODULES, { now: Date.UTC(2026, 10, 22) });
    run(db, "UPDATE auction_bids SET idempotency_key = 'k-' || id");
    // The columns auction-002 knows (later migrations add their own; this database only simulates the order).
    const columns =
      'SELECT id, auction_id, user_id, amount_fen, created_at, idempotency_key FROM auction_bids ORDER BY id';
    const before = all(db, columns);
    const [first, second] = before as { id: number; user_id: number; auction_id: number }[];
    expect(before.length).toBeGreaterThan(10);
    // Before: one key across all users.
    expect(() =>
      run(db, "UPDATE auction_bids SET idempotency_key = 'same' WHERE id IN (?, ?)", first!.id, second!.id),
    ).toThrow(/UNIQUE/);
    migrate(db, every);
    expect(all(db, columns)).toEqual(before);
    const other = one<{ id: number }>(db, 'SELECT id FROM auction_bids WHERE user_id <> ? LIMIT 1', first!.user_id)!;
    const same = one<{ id: number }>(
      db,
      'SELECT id FROM auction_bids WHERE user_id = ? AND id <> ? LIMIT 1',
      first!.user_id,
      first!.id,
    )!;
    run(db, "UPDATE auction_bids SET idempotency_key = 'same' WHERE id IN (?, ?)", first!.id, other.id);
    expect(() => run(db, "UPDATE auction_bids SET idempotency_key = 'same' WHERE id = ?", same.id)).toThrow(/UNIQUE/);
    db.close();
  });
});
