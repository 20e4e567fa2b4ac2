// The cart and order writes against the seeded market: every rule of docs/requirements.md section 5 on the server, another
// user's ids refused without data, a refused submit that changes nothing, the cart count published after
// commit, and the last unit bought by two buyers at once.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import * as cart from '@portal/contracts/http/cart';
import * as order from '@portal/contracts/http/order';
import * as favourite from '@portal/contracts/http/favourite';
import type { CartList } from '@portal/contracts/http/cart';
import type { CreatedOrders, OrderDetail, OrderSummary } from '@portal/contracts/entities/order';
import type { PageOf } from '@portal/contracts/operation';
import type { DomainEvents } from '../../plugins/domain-events.ts';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import { companyIdOf, get, tokenOf, userIdOf } from '../../test/helpers.ts';
import { addCartLine } from './public.ts';

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
let app: FastifyInstance;
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-trade-writes-'));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW, uploadDir });
  for (const account of ['buyer', 'buyer2', 'buyer3', 'seller', 'factory', 'personal']) {
    tokens[account] = tokenOf(app, account);
  }
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

interface Reply<T> {
  status: number;
  resultCode: string;
  content: T;
  field?: string;
}

async function post<T>(path: string, body: unknown, account: string, lang = 'en'): Promise<Reply<T>> {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: body as Record<string, unknown>,
    headers: { [HEADER_TOKEN]: tokens[account] ?? '', [HEADER_LANG]: lang },
  });
  const json = res.json() as { resultCode: string; content: T; field?: string };
  return { status: res.statusCode, ...json };
}

interface Goods {
  id: number;
  company_id: number;
  price_fen: number;
  stock: string;
  min_order: string;
}

/** Goods anyone may buy (not the demo buyers' or the seller's own), with room for several minimum orders. */
function buyable(skip = 0): Goods {
  const row = all<Goods>(
    app.db,
    `SELECT id, company_id, price_fen, stock, min_order FROM products
      WHERE off_shelf = 0 AND price_valid = 0 AND price_needs_apply = 0 AND discount = 0
        AND CAST(stock AS REAL) >= 10 * CAST(min_order AS REAL) AND CAST(min_order AS REAL) >= 1
        AND company_id NOT IN (SELECT company_id FROM users WHERE company_id IS NOT NULL AND account IN ('buyer', 'buyer2', 'buyer3'))
      ORDER BY id LIMIT 1 OFFSET ?`,
    skip,
  )[0];
  if (!row) throw new Error('no buyable goods');
  return row;
}

const consignee = {
  consigneeName: '张三',
  mobile: '13800000001',
  provinceCode: '33',
  cityCode: '3307',
  countyCode: '330782',
  detailAddress: '福田街道 国际商贸城 1 号',
};
const header = {
  type: 'general' as const,
  deliveryMethod: 'delivery' as const,
  deliveryTime: '2026-12-01',
  paymentMethod: 'online' as const,
  consignee,
};

const count = (userId: number) =>
  one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM trade_carts WHERE user_id = ?', userId)?.n ?? 0;
const orders = () => one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM trade_orders')?.n ?? 0;
const stockOf = (id: number) => one<{ stock: string }>(app.db, 'SELECT stock FROM products WHERE id = ?', id)?.stock;

function clearCart(account: string) {
  run(app.db, 'DELETE FROM trade_carts WHERE user_id = ?', userIdOf(app, account));
}

describe('cart writes', () => {
  beforeEach(() => clearCart('buyer3'));

  it('adds goods, sums the same goods, and publishes the count on user:<id> after the commit', async () => {
    const goods = buyable();
    const publish = vi.spyOn(app.realtime, 'publish');
    const first = await post<{ id: number; count: number }>(
      cart.addCart.path,
      { productId: goods.id, quantity: goods.min_order },
      'buyer3',
    );
    expect(first.resultCode).toBe('000');
    expect(first.content.count).toBe(1);
    const again = await post<{ id: number; count: number }>(
      cart.addCart.path,
      { productId: goods.id, quantity: goods.min_order },
      'buyer3',
    );
    expect(again.content).toEqual({ id: first.content.id, count: 1 });
    const line = one<{ quantity: string }>(app.db, 'SELECT quantity FROM trade_carts WHERE id = ?', first.content.id);
    expect(Number(line?.quantity)).toBe(2 * Number(goods.min_order));
    const buyerId = userIdOf(app, 'buyer3');
    expect(publish).toHaveBeenCalledWith(`user:${buyerId}`, 'user:cartCount', { count: 1 });
    publish.mockRestore();
  });

  it('refuses own goods, discount goods, goods taken off, expired prices and hidden prices', async () => {
    const own = one<{ id: number }>(
      app.db,
      'SELECT id FROM products WHERE company_id = ? AND off_shelf = 0 LIMIT 1',
      companyIdOf(app, 'seller'),
    );
    const code = async (where: string, account = 'buyer3') => {
      const row = one<{ id: number; min_order: string }>(
        app.db,
        `SELECT id, min_order FROM products p WHERE ${where} AND company_id != ? LIMIT 1`,
        companyIdOf(app, account),
      );
      if (!row) throw new Error(where);
      return (await post(cart.addCart.path, { productId: row.id, quantity: row.min_order }, account)).resultCode;
    };
    expect((await post(cart.addCart.path, { productId: own?.id, quantity: '1' }, 'seller')).content).toBe(
      'You cannot buy your own products.',
    );
    expect(
      await code(
        `discount = 1 AND off_shelf = 0 AND EXISTS (SELECT 1 FROM catalogue_discounts d WHERE d.product_id = p.id
          AND d.starts_at <= ${NOW} AND d.ends_at > ${NOW})`,
      ),
    ).toBe('B024');
    expect(await code('off_shelf = 1')).toBe('B006');
    expect(await code('off_shelf = 0 AND discount = 0 AND price_valid != 0 AND price_needs_apply = 0')).toBe('B005');
    expect(
      await code(
        `off_shelf = 0 AND discount = 0 AND price_needs_apply = 1 AND NOT EXISTS (SELECT 1 FROM price_applications a
          WHERE a.user_id = ${userIdOf(app, 'buyer3')} AND a.status = 'approved')`,
      ),
    ).toBe('B021');
    expect(count(userIdOf(app, 'buyer3'))).toBe(0);
  });

  it('keeps quantities within minimum and stock, four decimals at most', async () => {
    const goods = buyable();
    const below = await post(cart.addCart.path, { productId: goods.id, quantity: '0.5' }, 'buyer3');
    expect([below.resultCode, below.content]).toEqual(['B010', 'Please enter the correct quantity.']);
    const above = await post(
      cart.addCart.path,
      { productId: goods.id, quantity: `${Number(goods.stock) + 1}` },
      'buyer3',
    );
    expect(above.resultCode).toBe('B010');
    const decimals = await post(cart.addCart.path, { productId: goods.id, quantity: '1.23456' }, 'buyer3');
    expect([decimals.status, decimals.field]).toEqual([400, 'quantity']);
    // Stock under the minimum order: the product's inventory message.
    const scarce = buyable(1);
    run(app.db, 'UPDATE products SET stock = ? WHERE id = ?', '0.5', scarce.id);
    const short = await post(cart.addCart.path, { productId: scarce.id, quantity: scarce.min_order }, 'buyer3');
    expect([short.resultCode, short.content]).toEqual([
      'B009',
      'Inventory is less than the minimum purchase quantity.',
    ]);
    run(app.db, 'UPDATE products SET stock = ? WHERE id = ?', scarce.stock, scarce.id);
  });

  it("changes and deletes only the caller's lines; another user's id is refused and nothing moves", async () => {
    const goods = buyable();
    const added = await post<{ id: number }>(
      cart.addCart.path,
      { productId: goods.id, quantity: goods.min_order },
      'buyer3',
    );
    const id = added.content.id;
    const quantity = `${Number(goods.min_order) * 3}.25`;
    const changed = await post<{ quantity: string; amount: string }>(
      cart.updateCartQuantity.path,
      { id, quantity },
      'buyer3',
    );
    expect(changed.resultCode).toBe('000');
    expect(changed.content.quantity).toBe(quantity);
    expect((await post(cart.updateCartQuantity.path, { id, quantity: '2' }, 'buyer2')).resultCode).toBe('B017');
    expect((await post(cart.deleteCartById.path, { id }, 'buyer2')).resultCode).toBe('B017');
    const mine = await post(cart.deleteByIds.path, { ids: [id, 999_999] }, 'buyer3');
    expect(mine.resultCode).toBe('B017');
    expect(count(userIdOf(app, 'buyer3'))).toBe(1);
    expect((await post<{ count: number }>(cart.deleteCartById.path, { id }, 'buyer3')).content).toEqual({ count: 0 });
  });

  it('takes an accepted offer at its agreed price through the trade seam', async () => {
    const goods = buyable(2);
    const line = addCartLine(app, userIdOf(app, 'buyer3'), {
      productId: goods.id,
      quantity: goods.min_order,
      price: '1.23',
      source: 'offer:1',
    });
    const list = await get<CartList>(app, cart.getCartList, { token: tokens.buyer3 });
    const found = list.content.groups.flatMap((g) => g.lines).find((l) => l.id === line.id);
    expect(found?.price).toBe('1.23');
  });

  it('never reprices a line: goods in the cart at one price refuse units at another, either way', async () => {
    clearCart('buyer3');
    const [listed, agreed] = [buyable(3), buyable(4)];
    const buyer = userIdOf(app, 'buyer3');
    expect(
      (await post(cart.addCart.path, { productId: listed.id, quantity: listed.min_order }, 'buyer3')).resultCode,
    ).toBe('000');
    expect(() => addCartLine(app, buyer, { productId: listed.id, quantity: listed.min_order, price: '1.23' })).toThrow(
      expect.objectContaining({ code: 'cartPriceConflict' }),
    );
    addCartLine(app, buyer, { productId: agreed.id, quantity: agreed.min_order, price: '2.34' });
    const more = await post(cart.addCart.path, { productId: agreed.id, quantity: agreed.min_order }, 'buyer3');
    expect(more.resultCode).toBe('B043');
    expect(more.content).toBe(
      'This product is already in your cart at another price. Settle or remove that line first.',
    );
    const lines = (await get<CartList>(app, cart.getCartList, { token: tokens.buyer3 })).content.groups.flatMap(
      (g) => g.lines,
    );
    expect(lines.find((l) => l.productId === listed.id)?.price).not.toBe('1.23');
    expect(lines.find((l) => l.productId === agreed.id)?.price).toBe('2.34');
    expect(Number(lines.find((l) => l.productId === agreed.id)?.quantity)).toBe(Number(agreed.min_order));
  });
});

describe('placing orders', () => {
  beforeEach(() => clearCart('buyer2'));

  async function fill(account: string, goods: Goods[]): Promise<number[]> {
    const ids: number[] = [];
    for (const g of goods) {
      const res = await post<{ id: number }>(cart.addCart.path, { productId: g.id, quantity: g.min_order }, account);
      expect(res.resultCode).toBe('000');
      ids.push(res.content.id);
    }
    return ids;
  }

  it('needs type, delivery time, payment method and consignee; financing only for credit users', async () => {
    clearCart('buyer3');
    const goods = buyable();
    const cartIds = await fill('buyer3', [goods]);
    const without = async (field: string) => {
      const body: Record<string, unknown> = { ...header, cartIds };
      delete body[field];
      return post(cart.generateOrder.path, body, 'buyer3');
    };
    for (const field of ['type', 'deliveryTime', 'paymentMethod', 'consignee']) {
      const res = await without(field);
      expect([res.status, res.field]).toEqual([400, field]);
    }
    const noRegion = await post(
      cart.generateOrder.path,
      { ...header, consignee: { ...consignee, countyCode: '110101' }, cartIds },
      'buyer3',
    );
    expect([noRegion.status, noRegion.field, noRegion.content]).toEqual([
      400,
      'countyCode',
      'Please select province/city/region.',
    ]);
    const blank = await post(
      cart.generateOrder.path,
      { ...header, consignee: { ...consignee, detailAddress: '   ' }, cartIds },
      'buyer3',
    );
    expect([blank.field, blank.content]).toEqual(['detailAddress', 'Please enter the detailed address.']);
    const financing = await post(cart.generateOrder.path, { ...header, type: 'financing', cartIds }, 'buyer3');
    expect([financing.status, financing.field]).toEqual([400, 'type']);
    expect(count(userIdOf(app, 'buyer3'))).toBe(1);
    clearCart('buyer3');
  });

  it('places one order per seller with totals, takes the stock, empties the lines and tells after commit', async () => {
    const a = buyable(0);
    const b = all<Goods>(
      app.db,
      `SELECT id, company_id, price_fen, stock, min_order FROM products WHERE company_id != ? AND off_shelf = 0
        AND price_valid = 0 AND price_needs_apply = 0 AND discount = 0 AND CAST(min_order AS REAL) >= 1
        AND CAST(stock AS REAL) >= 10 * CAST(min_order AS REAL)
        AND company_id NOT IN (SELECT company_id FROM users WHERE company_id IS NOT NULL AND account LIKE 'buyer%')
        ORDER BY id LIMIT 1`,
      a.company_id,
    )[0] as Goods;
    const cartIds = await fill('buyer2', [a, b]);
    const placed: DomainEvents['order.placed'][] = [];
    const stop = app.domainEvents.on('order.placed', (event) => placed.push(event));
    const publish = vi.spyOn(app.realtime, 'publish');
    const res = await post<CreatedOrders>(cart.generateOrder.path, { ...header, type: 'financing', cartIds }, 'buyer2');
    stop();
    expect(res.resultCode).toBe('000');
    expect(res.content.orders).toHaveLength(2);
    expect(placed.map((p) => p.orderNo).sort()).toEqual(res.content.orders.map((o) => o.orderNo).sort());
    expect(publish).toHaveBeenCalledWith(`user:${userIdOf(app, 'buyer2')}`, 'user:cartCount', { count: 0 });
    publish.mockRestore();
    expect(count(userIdOf(app, 'buyer2'))).toBe(0);
    expect(Number(stockOf(a.id))).toBe(Number(a.stock) - Number(a.min_order));

    const first = res.content.orders[0];
    const detail = await get<OrderDetail>(app, order.orderDetail, {
      query: { id: first?.id ?? 0 },
      token: tokens.buyer2,
    });
    expect(detail.content.status).toBe('pendingPayment');
    expect(detail.content.type).toBe('financing');
    const d = detail.content;
    const cents = (m: string) => Math.round(Number(m) * 100);
    expect(cents(d.totalAmount)).toBe(cents(d.goodsAmount) + cents(d.freight) + cents(d.tax) - cents(d.couponDiscount));
    // Another buyer never sees it; the seller of its goods does.
    expect((await get(app, order.orderDetail, { query: { id: d.id }, token: tokens.buyer3 })).resultCode).toBe('B017');
    const sellerToken = app.issueToken(
      one<{ id: number }>(app.db, 'SELECT id FROM users WHERE company_id = ? LIMIT 1', d.sellerCompanyId)?.id ?? 0,
    );
    const received = await get<PageOf<OrderSummary>>(app, order.orderPage, {
      query: { side: 'seller', pageSize: 5 },
      token: sellerToken,
    });
    expect(received.content.records[0]?.orderNo).toBe(d.orderNo);
  });

  it('refuses the whole submit when a price expired or goods went off between cart and submit; nothing changes', async () => {
    const a = buyable(3);
    const b = buyable(4);
    const cartIds = await fill('buyer2', [a, b]);
    const before = { orders: orders(), stockA: stockOf(a.id), lines: count(userIdOf(app, 'buyer2')) };
    run(app.db, 'UPDATE products SET price_valid = 1 WHERE id = ?', b.id);
    const expired = await post(cart.generateOrder.path, { ...header, cartIds }, 'buyer2');
    expect([expired.resultCode, expired.content]).toEqual([
      'B005',
      'The price has expired. Please select another price.',
    ]);
    run(app.db, 'UPDATE products SET price_valid = 0, off_shelf = 1 WHERE id = ?', b.id);
    const off = await post(cart.generateOrder.path, { ...header, cartIds }, 'buyer2', 'zh');
    expect([off.resultCode, off.content]).toEqual(['B006', '该商品已下架']);
    run(app.db, 'UPDATE products SET off_shelf = 0 WHERE id = ?', b.id);
    expect({ orders: orders(), stockA: stockOf(a.id), lines: count(userIdOf(app, 'buyer2')) }).toEqual(before);
    // Someone else's cart lines are not found.
    expect((await post(cart.generateOrder.path, { ...header, cartIds }, 'buyer3')).resultCode).toBe('B017');
  });

  it('sells the last unit once when two buyers submit at the same moment; stock never goes negative', async () => {
    const goods = buyable(5);
    run(app.db, "UPDATE products SET stock = '1', min_order = '1' WHERE id = ?", goods.id);
    const body = { ...header, lines: [{ productId: goods.id, quantity: '1' }] };
    const results = await Promise.all([
      post<CreatedOrders>(order.portalCreateOrder.path, body, 'buyer2'),
      post<CreatedOrders>(order.portalCreateOrder.path, body, 'buyer3'),
    ]);
    const codes = results.map((r) => r.resultCode).sort();
    expect(codes[0]).toBe('000');
    expect(['B009', 'B010']).toContain(codes[1]);
    expect(stockOf(goods.id)).toBe('0');
  });

  it('lets the buyer cancel before shipment: stock back, once; another user cannot', async () => {
    const goods = buyable(6);
    const res = await post<CreatedOrders>(
      order.portalCreateOrder.path,
      { ...header, lines: [{ productId: goods.id, quantity: goods.min_order }] },
      'buyer2',
    );
    const id = res.content.orders[0]?.id ?? 0;
    expect((await post(order.orderCancel.path, { id }, 'buyer3')).resultCode).toBe('B017');
    expect((await post(order.orderCancel.path, { id, reason: 'changed my mind' }, 'buyer2')).resultCode).toBe('000');
    expect(Number(stockOf(goods.id))).toBe(Number(goods.stock));
    const again = await post(order.orderCancel.path, { id }, 'buyer2');
    expect([again.status, again.field]).toEqual([400, 'id']);
  });

  it('applies a held coupon to the order it fits and gives it back on cancel', async () => {
    const coupon = one<{ id: number; amount_fen: number; threshold_fen: number }>(
      app.db,
      `SELECT id, amount_fen, threshold_fen FROM coupons WHERE company_id IS NULL AND category_id IS NULL
         AND valid_from <= ? AND valid_to > ? AND threshold_fen <= 50000 ORDER BY threshold_fen DESC LIMIT 1`,
      NOW,
      NOW,
    );
    if (!coupon) throw new Error('no coupon');
    run(app.db, 'DELETE FROM user_coupons WHERE user_id = ? AND coupon_id = ?', userIdOf(app, 'buyer2'), coupon.id);
    expect((await post(`/api/portal/coupon/receive`, { couponId: coupon.id }, 'buyer2')).resultCode).toBe('000');
    const goods = buyable(7);
    const units = Math.max(1, Math.ceil((coupon.threshold_fen + 100) / goods.price_fen));
    const quantity = `${Math.max(units, Number(goods.min_order))}`;
    const res = await post<CreatedOrders>(
      order.portalCreateOrder.path,
      { ...header, couponId: coupon.id, lines: [{ productId: goods.id, quantity }] },
      'buyer2',
    );
    expect(res.resultCode).toBe('000');
    const id = res.content.orders[0]?.id ?? 0;
    const detail = await get<OrderDetail>(app, order.orderDetail, { query: { id }, token: tokens.buyer2 });
    expect(detail.content.coupon?.id).toBe(coupon.id);
    expect(Math.round(Number(detail.content.couponDiscount) * 100)).toBe(coupon.amount_fen);
    // Used: a second order cannot take it again.
    const twice = await post(
      order.portalCreateOrder.path,
      { ...header, couponId: coupon.id, lines: [{ productId: goods.id, quantity }] },
      'buyer2',
    );
    expect(twice.resultCode).toBe('B017');
    await post(order.orderCancel.path, { id }, 'buyer2');
    const held = one<{ used_at: number | null }>(
      app.db,
      'SELECT used_at FROM user_coupons WHERE user_id = ? AND coupon_id = ?',
      userIdOf(app, 'buyer2'),
      coupon.id,
    );
    expect(held?.used_at).toBeNull();
  });
});

describe('favourites', () => {
  it('keeps goods once and removes only the caller’s own', async () => {
    const goods = buyable(8);
    const first = await post<{ id: number }>(
      favourite.favouriteAdd.path,
      { type: 'product', targetId: goods.id },
      'buyer3',
    );
    const again = await post<{ id: number }>(
      favourite.favouriteAdd.path,
      { type: 'product', targetId: goods.id },
      'buyer3',
    );
    expect(again.content.id).toBe(first.content.id);
    expect(
      (await post(favourite.favouriteAdd.path, { type: 'product', targetId: 9_999_999 }, 'buyer3')).resultCode,
    ).toBe('B017');
    expect((await post(favourite.favouriteRemove.path, { ids: [first.content.id] }, 'buyer2')).resultCode).toBe('B017');
    expect((await post(favourite.favouriteRemove.path, { ids: [first.content.id] }, 'buyer3')).resultCode).toBe('000');
  });
});
