// Test helpers of the auction module: a lot of known rules created on the server clock, many approved bidders
// with tokens, and POSTs of contract operations. Tests only (imported by *.test.ts).
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import type { OperationDef } from '@portal/contracts/operation';
import { one, run } from '../../db/database.ts';
import { MINUTE } from '../../lib/china-time.ts';

export interface Posted<T> {
  status: number;
  resultCode: string;
  content: T;
  field?: string;
}

export async function post<T>(
  app: FastifyInstance,
  op: OperationDef,
  body: unknown,
  token?: string,
  lang: 'zh' | 'en' = 'zh',
): Promise<Posted<T>> {
  const res = await app.inject({
    method: 'POST',
    url: op.path,
    payload: body as Record<string, unknown>,
    headers: { [HEADER_LANG]: lang, ...(token ? { [HEADER_TOKEN]: token } : {}) },
  });
  const parsed = res.json() as { resultCode: string; content: T; field?: string };
  return { status: res.statusCode, ...parsed };
}

export interface LotOptions {
  startAt?: number;
  endAt?: number;
  startPriceFen?: number;
  incrementFen?: number;
  windowMs?: number;
  extendMs?: number;
  capMs?: number;
  sellerAccount?: string;
}

let lots = 0;

/** A lot in progress (by default: started an hour ago, ending in an hour, 1,000.00 + 10.00 steps, 5-minute
 * anti-sniping window extending by 5 minutes up to 30 minutes). */
export function createLot(app: FastifyInstance, options: LotOptions = {}): number {
  const now = app.now();
  const seller = one<{ company_id: number }>(
    app.db,
    'SELECT company_id FROM users WHERE account = ?',
    options.sellerAccount ?? 'factory',
  );
  // The lot sells goods of the seller (a settlement's order line names them).
  const goods = one<{ id: number; category_id: number }>(
    app.db,
    'SELECT id, category_id FROM products WHERE company_id = ? ORDER BY id LIMIT 1',
    seller?.company_id ?? 1,
  );
  lots += 1;
  const endAt = options.endAt ?? now + 60 * MINUTE;
  return run(
    app.db,
    `INSERT INTO auctions (code, title, title_en, product_id, category_id, company_id, image, unit, quantity, start_price_fen, increment_fen,
       margin_fen, start_at, scheduled_end_at, end_at, extend_window_ms, extend_ms, extend_cap_ms, description,
       location, delivery_terms, created_at, phase)
     VALUES (?, ?, ?, ?, ?, ?, '/img.png', 'piece', '100', ?, ?, 50000, ?, ?, ?, ?, ?, ?, '[]', '义乌', '自提', ?, ?)`,
    `TEST${now}${lots}`,
    `测试拍品 ${lots}`,
    `Test lot ${lots}`,
    goods?.id ?? null,
    goods?.category_id ?? null,
    seller?.company_id ?? 1,
    options.startPriceFen ?? 100_000,
    options.incrementFen ?? 1_000,
    options.startAt ?? now - 60 * MINUTE,
    endAt,
    endAt,
    options.windowMs ?? 5 * MINUTE,
    options.extendMs ?? 5 * MINUTE,
    options.capMs ?? 30 * MINUTE,
    now,
    // Created as the server would have left it: a lot already running has had its start published.
    (options.startAt ?? now - 60 * MINUTE) <= now ? 'inProgress' : 'notStarted',
  ).lastId;
}

let bidders = 0;

/** `count` new buyers with an approved deposit on the lot, each with a token. */
export function approvedBidders(
  app: FastifyInstance,
  auctionId: number,
  count: number,
): { id: number; token: string }[] {
  const now = app.now();
  return Array.from({ length: count }, () => {
    bidders += 1;
    const account = `bidder${String(bidders).padStart(4, '0')}`;
    const id = run(
      app.db,
      `INSERT INTO users (account, mobile, password_hash, nickname, role, created_at)
       VALUES (?, ?, 'x:y', ?, 'buyer', ?)`,
      account,
      `1${String(Date.now() % 1000).padStart(3, '0')}7${String(bidders).padStart(6, '0')}`,
      account,
      now,
    ).lastId;
    approve(app, auctionId, id);
    return { id, token: app.issueToken(id) };
  });
}

/** An approved deposit of this user on the lot. */
export function approve(app: FastifyInstance, auctionId: number, userId: number): void {
  const now = app.now();
  run(
    app.db,
    `INSERT INTO auction_margins (auction_id, user_id, status, contact_name, contact_phone, amount_fen, payment_time,
       created_at, updated_at)
     VALUES (?, ?, 'approved', 'Test', '13900000000', 50000, ?, ?, ?)
     ON CONFLICT (auction_id, user_id) DO UPDATE SET status = 'approved'`,
    auctionId,
    userId,
    now,
    now,
    now,
  );
}

/** A fresh idempotency key. */
export function key(): string {
  return `k${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
}
