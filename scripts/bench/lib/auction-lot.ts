// A live lot and its bidders written straight into a bench server's database (WAL: the server reads them at
// once): the lot in progress for an hour, no anti-sniping extension, each bidder with an approved deposit.
import { randomBytes, scryptSync } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';

export const BENCH_PASSWORD = 'bench1234';

/** Users of `role` with the bench password; `mobilePrefix` (3 digits) keeps their mobile numbers apart. */
export function addUsers(
  db: DatabaseSync,
  options: { tag: string; count: number; mobilePrefix: string; role?: string },
): { account: string; userId: number }[] {
  const salt = randomBytes(16).toString('hex');
  const hash = `${salt}:${scryptSync(BENCH_PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 }).toString('hex')}`;
  const insert = db.prepare(
    'INSERT INTO users (account, mobile, password_hash, nickname, role, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const users: { account: string; userId: number }[] = [];
  for (let i = 0; i < options.count; i += 1) {
    const account = `bench${options.tag}${String(i).padStart(3, '0')}`;
    const mobile = `${options.mobilePrefix}${String(i).padStart(8, '0')}`;
    const userId = Number(
      insert.run(account, mobile, hash, account, options.role ?? 'buyer', Date.now()).lastInsertRowid,
    );
    users.push({ account, userId });
  }
  return users;
}

/** A lot in progress (start price 1,000.00, increment 1.00, ends in an hour) with `count` bidders holding an
 * approved deposit; its id and the bidders' accounts. */
export function prepareLot(
  db: DatabaseSync,
  options: { tag: string; count: number; mobilePrefix: string },
): { lotId: number; accounts: string[] } {
  const startedMs = Date.now();
  const seller = db.prepare("SELECT company_id FROM users WHERE account = 'factory'").get() as { company_id: number };
  const lotId = Number(
    db
      .prepare(
        `INSERT INTO auctions (code, title, title_en, company_id, image, unit, quantity, start_price_fen, increment_fen,
           margin_fen, start_at, scheduled_end_at, end_at, extend_window_ms, extend_ms, extend_cap_ms, description,
           location, delivery_terms, created_at, phase)
         VALUES (?, ?, ?, ?, '/img.png', 'piece', '100', 100000, 100, 50000, ?, ?, ?, 0, 0, 0, '[]', '义乌', '自提', ?,
           'inProgress')`,
      )
      .run(
        `BENCH-${options.tag}`,
        `压测拍品 ${options.tag}`,
        `Bench lot ${options.tag}`,
        seller.company_id,
        startedMs - 60_000,
        startedMs + 3_600_000,
        startedMs + 3_600_000,
        startedMs,
      ).lastInsertRowid,
  );
  const users = addUsers(db, options);
  const margin = db.prepare(
    `INSERT INTO auction_margins (auction_id, user_id, status, contact_name, contact_phone, amount_fen, payment_time,
       created_at, updated_at) VALUES (?, ?, 'approved', 'Bench', '13900000000', 50000, ?, ?, ?)`,
  );
  for (const user of users) margin.run(lotId, user.userId, startedMs, startedMs, startedMs);
  return { lotId, accounts: users.map((user) => user.account) };
}
