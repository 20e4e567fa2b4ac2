// Settlement survives a crash: the real server process is killed (SIGKILL, as a power cut) right after its first
// settlement commits (MOCK_CRASH_AFTER=settlement:1, lib/crash-point.ts) while more lots and a group buy are
// due; started again on the same database file, it settles the rest, and nothing is settled twice nor lost:
// one order per winner and per participant, every other deposit released once.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as sign from '@portal/contracts/http/auction-sign';
import { buildApp } from './app.ts';
import { all, one, openDatabase, run, type Db } from './db/database.ts';
import { MINUTE } from './lib/china-time.ts';
import { approvedBidders, createLot, key, post } from './modules/auction/test-kit.ts';

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));

/** Runs the server on `dbFile` until it exits by itself (resolves with its signal) or `stop` is called. */
function startServer(dbFile: string, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [serverFile], {
    env: { ...process.env, DB_FILE: dbFile, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ?? code)),
  );
  return {
    exited,
    stderr: () => stderr,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Lots and group buys settled by a server started at or after `since` (the seed's history excluded). */
function settledSince(db: Db, since: number): number {
  const lots = one<{ n: number }>(
    db,
    "SELECT COUNT(*) AS n FROM auctions WHERE phase = 'ended' AND settled_at >= ?",
    since,
  );
  const groups = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM collective_purchases WHERE settled_at >= ?', since);
  return (lots?.n ?? 0) + (groups?.n ?? 0);
}

function dueLeft(db: Db): number {
  const now = Date.now();
  const lots = one<{ n: number }>(db, "SELECT COUNT(*) AS n FROM auctions WHERE phase <> 'ended' AND end_at <= ?", now);
  const groups = one<{ n: number }>(
    db,
    'SELECT COUNT(*) AS n FROM collective_purchases WHERE outcome IS NULL AND deadline <= ?',
    now,
  );
  return (lots?.n ?? 0) + (groups?.n ?? 0);
}

describe('a restart in the middle of settlement', () => {
  it('settles the rest once and nothing twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'settlement-restart-'));
    const dbFile = join(dir, 'portal.db');
    try {
      // Two lots with a winner and a loser each, and a group buy that reaches its target, all past their end
      // by the real clock the server runs on.
      const base = Date.now() - 20 * MINUTE;
      const app = await buildApp({ dbFile, now: () => base });
      const lots = [0, 1].map(() => createLot(app, { endAt: base + 5 * MINUTE, windowMs: 0, extendMs: 0, capMs: 0 }));
      const bidders = lots.map((lot) => approvedBidders(app, lot, 2));
      for (const [i, lot] of lots.entries()) {
        for (const [j, amount] of ['1000.00', '1010.00'].entries()) {
          const answer = await post(
            app,
            sign.signIncreasePrice,
            { auctionId: lot, amount, idempotencyKey: key() },
            bidders[i]?.[j]?.token,
          );
          expect(answer.resultCode).toBe('000');
        }
      }
      const template = one<{ id: number; product_id: number; category_id: number; company_id: number }>(
        app.db,
        'SELECT id, product_id, category_id, company_id FROM collective_purchases WHERE product_id IS NOT NULL ORDER BY id LIMIT 1',
      );
      if (!template) throw new Error('no group buy to copy');
      const group = run(
        app.db,
        `INSERT INTO collective_purchases (code, title, title_en, product_id, category_id, company_id, image, unit,
           price_fen, original_price_fen, margin_ratio, stock, min_quantity, target_quantity, start_at, deadline,
           description, specs, delivery_terms, created_at)
         VALUES ('TRESTART', '重启团购', 'Restart group buy', ?, ?, ?, '', 'piece', 1000, 1200, 20, '100', '5', '10', ?, ?,
           '[]', '[]', '', ?)`,
        template.product_id,
        template.category_id,
        template.company_id,
        base - MINUTE,
        base + 5 * MINUTE,
        base,
      ).lastId;
      const participants = bidders.flat().map((b) => b.id);
      for (const userId of participants.slice(0, 2)) {
        run(
          app.db,
          `INSERT INTO collective_registrations (collective_id, user_id, quantity, deposit_fen, payment_time, contact_name,
             contact_phone, status, created_at, updated_at) VALUES (?, ?, '5', 1000, ?, '王明', '13800000001', 'approved', ?, ?)`,
          group,
          userId,
          base,
          base,
          base,
        );
      }
      await app.close();

      const started = Date.now();
      const first = startServer(dbFile, { MOCK_CRASH_AFTER: 'settlement:1' });
      expect(await first.exited).toBe('SIGKILL');
      let db = openDatabase(dbFile);
      // Killed between two settlements: exactly one is done, the rest still due.
      expect(settledSince(db, started)).toBe(1);
      expect(dueLeft(db)).toBeGreaterThan(0);
      db.close();

      const second = startServer(dbFile);
      db = openDatabase(dbFile);
      await until(() => dueLeft(db) === 0, 60_000);
      await second.stop();

      // Each lot: one order for its winner (the 1010.00 bidder), the loser's deposit released; nothing twice.
      for (const [i, lot] of lots.entries()) {
        const [loser, winner] = bidders[i] ?? [];
        const settled = one<{ order_id: number | null; winner_id: number }>(
          db,
          'SELECT order_id, winner_id FROM auctions WHERE id = ?',
          lot,
        );
        expect(settled?.winner_id).toBe(winner?.id);
        expect(settled?.order_id).not.toBeNull();
        const margins = all<{ user_id: number; settlement: string }>(
          db,
          'SELECT user_id, settlement FROM auction_margins WHERE auction_id = ? ORDER BY user_id',
          lot,
        );
        expect(margins).toEqual(
          [
            { user_id: loser?.id, settlement: 'released' },
            { user_id: winner?.id, settlement: 'applied' },
          ].sort((a, b) => (a.user_id ?? 0) - (b.user_id ?? 0)),
        );
      }
      const registrations = all<{ settlement: string; order_id: number | null }>(
        db,
        'SELECT settlement, order_id FROM collective_registrations WHERE collective_id = ?',
        group,
      );
      expect(registrations.map((r) => r.settlement)).toEqual(['applied', 'applied']);
      // Every order written since the restart test began belongs to exactly one settlement: none twice, none lost.
      const orders = all<{ id: number }>(db, 'SELECT id FROM trade_orders WHERE created_at >= ? ORDER BY id', started);
      const referenced = [
        ...all<{ id: number }>(
          db,
          'SELECT order_id AS id FROM auctions WHERE settled_at >= ? AND order_id IS NOT NULL',
          started,
        ),
        ...all<{ id: number }>(
          db,
          'SELECT order_id AS id FROM collective_registrations WHERE settled_at >= ? AND order_id IS NOT NULL',
          started,
        ),
      ]
        .map((r) => r.id)
        .sort((a, b) => a - b);
      expect(orders.map((o) => o.id)).toEqual(referenced);
      expect(new Set(referenced).size).toBe(referenced.length);
      for (const userId of participants) {
        const count = one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM trade_orders WHERE buyer_user_id = ?', userId);
        // The winners of the two lots (1 each) and the two group-buy participants (1 each; one of them also won).
        expect(count?.n).toBe(
          (bidders.some((pair) => pair[1]?.id === userId) ? 1 : 0) +
            (participants.slice(0, 2).includes(userId) ? 1 : 0),
        );
      }
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000); // a database seeded, two server processes started
});
