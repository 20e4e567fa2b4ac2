// The order of an auction or group-buy settlement (createSettlementOrder of the trade module's door): made in
// the caller's transaction with the deposit applied, told to both parties only after the caller commits,
// gone with the caller's rollback.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { one, transaction } from '../../db/database.ts';
import * as order from '@portal/contracts/http/order';
import type { OrderDetail } from '@portal/contracts/entities/order';
import { companyIdOf, get, tokenOf, userIdOf } from '../../test/helpers.ts';
import { createSettlementOrder } from './public.ts';

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW });
});
afterAll(async () => {
  await app.close();
});

function goodsOf(account: string) {
  const goods = one<{ id: number; title: string; stock: string }>(
    app.db,
    'SELECT id, title, stock FROM products WHERE company_id = ? ORDER BY id LIMIT 1',
    companyIdOf(app, account),
  );
  if (!goods) throw new Error('no goods');
  return goods;
}

describe('settlement orders', () => {
  it('creates the order with the deposit applied, takes no stock, and tells both parties after the commit', async () => {
    const goods = goodsOf('seller');
    const buyerId = userIdOf(app, 'buyer');
    const publish = vi.spyOn(app.realtime, 'publish');
    const created = transaction(app.db, () => {
      const result = createSettlementOrder(app, {
        buyerUserId: buyerId,
        sellerCompanyId: companyIdOf(app, 'seller'),
        line: { productId: goods.id },
        unitPrice: '120.50',
        quantity: '10',
        depositApplied: '200.00',
        source: 'auction',
        sourceRef: 'auction:1',
        now: NOW,
      });
      // Nothing is told before the caller commits.
      expect(publish).not.toHaveBeenCalled();
      return result;
    });
    expect(created).toMatchObject({ totalAmount: '1205.00', amountDue: '1005.00', status: 'pendingPayment' });
    expect(publish).toHaveBeenCalledWith(
      `user:${buyerId}`,
      'user:orderChanged',
      expect.objectContaining({ orderId: created.id, side: 'buyer', action: 'placed' }),
    );
    expect(publish).toHaveBeenCalledWith(
      `user:${userIdOf(app, 'seller')}`,
      'user:orderChanged',
      expect.objectContaining({ orderId: created.id, side: 'seller' }),
    );
    publish.mockRestore();
    expect(one<{ stock: string }>(app.db, 'SELECT stock FROM products WHERE id = ?', goods.id)?.stock).toBe(
      goods.stock,
    );
    const detail = await get<OrderDetail>(app, order.orderDetail, {
      query: { id: created.id },
      token: tokenOf(app, 'buyer'),
      lang: 'en',
    });
    expect(detail.content).toMatchObject({
      source: 'auction',
      depositApplied: '200.00',
      totalAmount: '1205.00',
      amountDue: '1005.00',
      status: 'pendingPayment',
      payDeadline: NOW + 30 * 60 * 1000,
    });
    expect(detail.content.lines[0]).toMatchObject({ productId: goods.id, price: '120.50', quantity: '10' });
    expect(detail.content.timeline.map((e) => e.action)).toEqual(['placed']);
  });

  it('takes a lot that is no catalogue goods with its own snapshot and a whole-lot amount; a covered order is paid', () => {
    const created = transaction(app.db, () =>
      createSettlementOrder(app, {
        buyerUserId: userIdOf(app, 'buyer2'),
        sellerCompanyId: companyIdOf(app, 'factory'),
        line: { productId: null, title: '一批库存围巾', titleEn: 'A lot of scarves', image: '/x.svg', unit: 'set' },
        unitPrice: '3.33',
        quantity: '3',
        lineAmount: '10.00',
        depositApplied: '10.00',
        source: 'groupBuy',
        sourceRef: 'groupBuy:7',
        now: NOW,
      }),
    );
    expect(created).toMatchObject({ totalAmount: '10.00', amountDue: '0.00', status: 'pendingShipment' });
    const row = one<{ product_id: number | null; amount_fen: number }>(
      app.db,
      'SELECT product_id, amount_fen FROM trade_order_lines WHERE order_id = ?',
      created.id,
    );
    expect(row).toEqual({ product_id: null, amount_fen: 1000 });
  });

  it("is rolled back with the caller's transaction, and refuses a deposit above the total", () => {
    const before = one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM trade_orders')?.n;
    const input = {
      buyerUserId: userIdOf(app, 'buyer'),
      sellerCompanyId: companyIdOf(app, 'seller'),
      line: { productId: goodsOf('seller').id },
      unitPrice: '1.00',
      quantity: '1',
      depositApplied: '0.00',
      source: 'auction' as const,
      sourceRef: 'auction:2',
      now: NOW,
    };
    expect(() =>
      transaction(app.db, () => {
        createSettlementOrder(app, input);
        throw new Error('the settlement failed later');
      }),
    ).toThrow('the settlement failed later');
    expect(() => createSettlementOrder(app, { ...input, depositApplied: '1.01' })).toThrow(/deposit/);
    expect(one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM trade_orders')?.n).toBe(before);
  });
});
