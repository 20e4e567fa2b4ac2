// Settlement of group buys at their deadline through app.inject: one that reached its target makes one order
// per approved participant at the group price with the deposit applied and releases the deposits still pending;
// one that failed releases every deposit and makes no order; each group buy is settled once. Shown on the group
// buy's page and in the buyer centre, and told on the rooms.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import type { GroupBuyDetail, GroupBuyRegistration } from '@portal/contracts/entities/trade-request';
import * as centralized from '@portal/contracts/http/centralized';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import { MINUTE } from '../../lib/china-time.ts';
import { get, tokenOf, userIdOf } from '../../test/helpers.ts';
import { HEADER_TOKEN } from '@portal/contracts/envelope';
import { settleGroupBuy } from './settlement.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  for (const account of ['buyer', 'buyer2', 'buyer3', 'operator']) tokens[account] = tokenOf(app, account);
}, 60_000);
afterAll(() => app.close());

/** An open group buy of one goods item: price 10.00, margin 20 %, stock 100, minimum 5, target `target`. */
function openGroupBuy(target: string): number {
  const goods = one<{ id: number; company_id: number }>(
    app.db,
    "SELECT p.id, p.company_id FROM products p JOIN users u ON u.company_id = p.company_id WHERE u.account = 'seller' LIMIT 1",
  );
  const category = one<{ id: number }>(app.db, 'SELECT id FROM collective_categories ORDER BY id LIMIT 1');
  return run(
    app.db,
    `INSERT INTO collective_purchases (code, title, title_en, product_id, category_id, company_id, image, unit, price_fen,
       original_price_fen, margin_ratio, stock, min_quantity, target_quantity, start_at, deadline, description,
       specs, delivery_terms, created_at)
     VALUES (?, '结算团购', 'Settled group buy', ?, ?, ?, '', 'piece', 1000, 1200, 20, '100', '5', ?, ?, ?, '[]', '[]', '', ?)`,
    `TS${Math.random().toString(36).slice(2, 10)}`,
    goods?.id ?? null,
    category?.id ?? 1,
    goods?.company_id ?? 1,
    target,
    clock - MINUTE,
    clock + 60 * MINUTE,
    clock,
  ).lastId;
}

/** A registration of `account` straight in the table: `quantity` at 20 % deposit, in `status`. */
function registration(groupBuyId: number, account: string, quantity: string, status: string): number {
  return run(
    app.db,
    `INSERT INTO collective_registrations (collective_id, user_id, quantity, deposit_fen, payment_time, contact_name,
       contact_phone, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, '王明', '13800000001', ?, ?, ?)`,
    groupBuyId,
    userIdOf(app, account),
    quantity,
    Number(quantity) * 200,
    clock,
    status,
    clock,
    clock,
  ).lastId;
}

const detail = async (id: number, account: string, lang = 'zh') =>
  (
    await get<GroupBuyDetail>(app, centralized.getCentralizedProduct, {
      params: { id },
      token: tokens[account],
      lang,
    })
  ).content;
const mine = async (account: string, id: number) =>
  (
    await get<PageOf<GroupBuyRegistration>>(app, centralized.centralizedRegisterMine, {
      query: { pageSize: 50 },
      token: tokens[account],
    })
  ).content.records.find((r) => r.groupBuy.id === id);
const ordersOf = (account: string, id: number) =>
  all<{ goods_fen: number; status: string }>(
    app.db,
    'SELECT goods_fen, status FROM trade_orders WHERE buyer_user_id = ? AND id IN (SELECT order_id FROM collective_registrations WHERE collective_id = ?)',
    userIdOf(app, account),
    id,
  );

describe('a group buy that closes', () => {
  it('at its target: an order per approved participant at the group price, deposit applied; pending deposits released', async () => {
    const id = openGroupBuy('30');
    registration(id, 'buyer', '20', 'approved');
    registration(id, 'buyer2', '10', 'approved');
    registration(id, 'buyer3', '5', 'pendingReview');
    const publish = vi.spyOn(app.realtime, 'publish');
    clock += 61 * MINUTE;

    const seen = await detail(id, 'buyer');
    expect(seen.outcome).toBe('succeeded');
    // 20 x 10.00 = 200.00, deposit 40.00 applied.
    expect(seen.me?.settlement).toMatchObject({
      deposit: 'applied',
      depositAmount: '40.00',
      order: { amount: '200.00', depositApplied: '40.00', due: '160.00' },
    });
    expect(ordersOf('buyer', id)).toEqual([{ goods_fen: 20_000, status: 'pendingPayment' }]);
    expect((await mine('buyer2', id))?.settlement).toMatchObject({
      deposit: 'applied',
      order: { amount: '100.00', depositApplied: '20.00', due: '80.00' },
    });
    expect(ordersOf('buyer2', id)).toHaveLength(1);
    expect((await mine('buyer3', id))?.settlement).toMatchObject({ deposit: 'released', order: null });
    expect(ordersOf('buyer3', id)).toHaveLength(0);
    expect(publish).toHaveBeenCalledWith(
      `groupbuy:${id}`,
      'groupbuy:settled',
      expect.objectContaining({ outcome: 'succeeded', joinedQuantity: '30.0000', orders: 2, released: 1 }),
    );
    expect(publish).toHaveBeenCalledWith(
      `user:${userIdOf(app, 'buyer2')}`,
      'user:settlement',
      expect.objectContaining({
        kind: 'groupBuy',
        id,
        status: 'applied',
        link: expect.objectContaining({ target: 'order' }),
      }),
    );
    publish.mockRestore();
    clock = T0;
  });

  it('short of its target: every deposit released, no order', async () => {
    const id = openGroupBuy('60');
    registration(id, 'buyer', '20', 'approved');
    registration(id, 'buyer2', '5', 'rejected');
    clock += 61 * MINUTE;
    const seen = await detail(id, 'buyer', 'en');
    expect(seen.outcome).toBe('failed');
    expect(seen.me?.settlement).toMatchObject({ deposit: 'released', depositAmount: '40.00', order: null });
    expect((await mine('buyer2', id))?.settlement).toMatchObject({ deposit: 'released', depositAmount: '10.00' });
    expect(ordersOf('buyer', id)).toHaveLength(0);
    clock = T0;
  });

  it('releases a registration still pending review at the close, which the operator can then no longer approve', async () => {
    const id = openGroupBuy('10');
    registration(id, 'buyer', '10', 'approved');
    const late = registration(id, 'buyer3', '5', 'pendingReview');
    clock += 61 * MINUTE;
    expect((await detail(id, 'buyer')).outcome).toBe('succeeded');
    expect((await mine('buyer3', id))?.settlement).toMatchObject({ deposit: 'released', order: null });
    // The group buy is over and the deposit given back: approving it now would count it in a closed group.
    const decided = await app.inject({
      method: 'POST',
      url: centralized.centralizedRegisterReview.path,
      payload: { registrationId: late, approve: true },
      headers: { [HEADER_TOKEN]: tokens.operator ?? '' },
    });
    expect((decided.json() as { resultCode: string }).resultCode).not.toBe('000');
    expect(
      one<{ status: string; settlement: string }>(
        app.db,
        'SELECT status, settlement FROM collective_registrations WHERE id = ?',
        late,
      ),
    ).toEqual({ status: 'pendingReview', settlement: 'released' });
    expect(ordersOf('buyer3', id)).toHaveLength(0);
    clock = T0;
  });

  it('is settled once, however often it is asked', async () => {
    const id = openGroupBuy('10');
    registration(id, 'buyer', '10', 'approved');
    clock += 61 * MINUTE;
    await detail(id, 'buyer');
    const first = (await mine('buyer', id))?.settlement;
    expect(settleGroupBuy(app, id)).toBe(false);
    await Promise.all([detail(id, 'buyer'), detail(id, 'buyer'), mine('buyer', id)]);
    expect(ordersOf('buyer', id)).toHaveLength(1);
    expect((await mine('buyer', id))?.settlement).toEqual(first);
    clock = T0;
  });
});

describe('the settlement timer', () => {
  it('logs a failed settlement and goes on', async () => {
    const id = openGroupBuy('10');
    registration(id, 'buyer', '10', 'approved');
    app.db.exec(
      `CREATE TEMP TRIGGER refuse_group_order BEFORE INSERT ON trade_orders WHEN EXISTS (SELECT 1 FROM collective_registrations WHERE collective_id = ${id} AND user_id = NEW.buyer_user_id)
         BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
    );
    const logged = vi.spyOn(app.log, 'error');
    clock += 61 * MINUTE;
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith(expect.anything(), 'group-buy settlement failed'), {
      timeout: 5000,
    });
    expect(
      one<{ outcome: string | null }>(app.db, 'SELECT outcome FROM collective_purchases WHERE id = ?', id)?.outcome,
    ).toBeNull();
    app.db.exec('DROP TRIGGER refuse_group_order');
    await vi.waitFor(
      () =>
        expect(
          one<{ outcome: string | null }>(app.db, 'SELECT outcome FROM collective_purchases WHERE id = ?', id)?.outcome,
        ).toBe('succeeded'),
      { timeout: 5000 },
    );
    logged.mockRestore();
    clock = T0;
  });
});
