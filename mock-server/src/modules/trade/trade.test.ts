import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Value } from 'typebox/value';
import { buildApp, loadModules } from '../../app.ts';
import { all, migrate, one, openDatabase, run } from '../../db/database.ts';
import { coreMigrations } from '../../db/core-schema.ts';
import { makeSeedContext } from '../../seed/context.ts';
import * as cart from '@portal/contracts/http/cart';
import * as order from '@portal/contracts/http/order';
import * as freight from '@portal/contracts/http/freight-tem';
import * as favourite from '@portal/contracts/http/favourite';
import { buildPath } from '@portal/contracts/operation';
import type { CartGroup, CartList } from '@portal/contracts/http/cart';
import type { OrderDetail, OrderSummary } from '@portal/contracts/entities/order';
import { CreateOrderBody } from '@portal/contracts/entities/order';
import type { FreightTemplate } from '@portal/contracts/http/freight-tem';
import type { FavouriteItem } from '@portal/contracts/http/favourite';
import { calculateFreight, feeFor, type TemplateRules } from './freight.ts';
import { amountFen, fenToMoney, moneyToFen, quantityToUnits, unitsToQuantity } from '../../lib/money.ts';
import { companyIdOf, tokenOf, userIdOf } from '../../test/helpers.ts';

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
let app: FastifyInstance;
// The seeded documents are written to the upload folder when the app starts: a throwaway one.
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-trade-'));
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

async function get<T>(url: string, account?: string, lang = 'zh') {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { ...(account ? { 'x-token': tokens[account] } : {}), 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() as { resultCode: string; content: T; field?: string } };
}

describe('exact numbers', () => {
  it('converts money and quantities without floats', () => {
    expect(fenToMoney(1250)).toBe('12.50');
    expect(fenToMoney(-5)).toBe('-0.05');
    expect(moneyToFen('12.5')).toBe(1250);
    expect(moneyToFen('0.1')).toBe(10);
    expect(moneyToFen('1.234')).toBeUndefined();
    expect(quantityToUnits('2.5')).toBe(25000);
    expect(quantityToUnits('1.23456')).toBeUndefined();
    expect(unitsToQuantity(25000)).toBe('2.5');
    expect(unitsToQuantity(5_000_000)).toBe('500');
    expect(unitsToQuantity(1)).toBe('0.0001');
    // 0.1 yuan x 3 = 0.30 exactly; 0.33 x 0.5 = 0.165 rounds half up to 0.17.
    expect(amountFen(10, 30000)).toBe(30);
    expect(amountFen(33, 5000)).toBe(17);
  });
});

describe('freight calculation (pure)', () => {
  const template: TemplateRules = {
    chargeBy: 'piece',
    defaultRule: { firstUnits: 10 * 10000, firstFeeFen: 1200, additionalUnits: 10 * 10000, additionalFeeFen: 500 },
    rules: [
      {
        regionCodes: ['31', '33'],
        firstUnits: 10 * 10000,
        firstFeeFen: 800,
        additionalUnits: 10 * 10000,
        additionalFeeFen: 300,
      },
      {
        regionCodes: ['65'],
        firstUnits: 10 * 10000,
        firstFeeFen: 2500,
        additionalUnits: 10 * 10000,
        additionalFeeFen: 1200,
      },
    ],
    freeOverFen: 50_000,
  };

  it('charges the first units, then every further step or part of one', () => {
    expect(feeFor(template.defaultRule, 0)).toBe(0);
    expect(feeFor(template.defaultRule, 10 * 10000)).toBe(1200);
    expect(feeFor(template.defaultRule, 11 * 10000)).toBe(1700);
    expect(feeFor(template.defaultRule, 20 * 10000)).toBe(1700);
    expect(feeFor(template.defaultRule, 20 * 10000 + 1)).toBe(2200);
  });

  it('applies the rule of the destination province, else the default', () => {
    expect(calculateFreight(template, { regionCode: '330782', units: 25 * 10000 })).toEqual({
      matched: 'region',
      freightFen: 800 + 2 * 300,
      free: false,
    });
    expect(calculateFreight(template, { regionCode: '6501', units: 5 * 10000 }).freightFen).toBe(2500);
    expect(calculateFreight(template, { regionCode: '44', units: 5 * 10000 })).toEqual({
      matched: 'default',
      freightFen: 1200,
      free: false,
    });
  });

  it('ships free from the threshold amount', () => {
    expect(calculateFreight(template, { regionCode: '65', units: 99 * 10000, goodsFen: 50_000 })).toEqual({
      matched: 'region',
      freightFen: 0,
      free: true,
    });
    expect(calculateFreight(template, { regionCode: '65', units: 10 * 10000, goodsFen: 49_999 }).free).toBe(false);
  });
});

describe('order and cart write bodies (declared for a later issue)', () => {
  const body = {
    type: 'general',
    deliveryMethod: 'delivery',
    deliveryTime: '2026-12-01',
    paymentMethod: 'online',
    consignee: {
      consigneeName: '王明',
      mobile: '13800000001',
      provinceCode: '33',
      cityCode: '3307',
      countyCode: '330782',
      detailAddress: '稠州北路568号',
    },
    lines: [{ productId: 1, quantity: '12.5' }],
  };

  it('accepts a complete order and enforces requirements section 5 in the schema', () => {
    expect(Value.Check(CreateOrderBody, body)).toBe(true);
    expect(Value.Check(CreateOrderBody, { ...body, lines: [{ productId: 1, quantity: '1.23456' }] })).toBe(false);
    expect(Value.Check(CreateOrderBody, { ...body, lines: [{ productId: 1, quantity: '0.0000' }] })).toBe(false);
    expect(Value.Check(CreateOrderBody, { ...body, lines: [] })).toBe(false);
    expect(Value.Check(CreateOrderBody, { ...body, type: 'barter' })).toBe(false);
    expect(Value.Check(CreateOrderBody, { ...body, paymentMethod: 'credit' })).toBe(false);
    const { deliveryTime: _omitted, ...noTime } = body;
    expect(Value.Check(CreateOrderBody, noTime)).toBe(false);
    expect(Value.Check(CreateOrderBody, { ...body, consignee: { ...body.consignee, detailAddress: '' } })).toBe(false);
    expect(Value.Check(CreateOrderBody, { ...body, consignee: { ...body.consignee, mobile: '12345' } })).toBe(false);
  });

  it('declares the writes as POST under the login prefix', () => {
    for (const op of [
      cart.addCart,
      cart.deleteCartById,
      cart.deleteByIds,
      cart.generateOrder,
      order.portalCreateOrder,
    ]) {
      expect(op.method).toBe('POST');
      expect(op.access).toBe('user');
      expect(op.path.startsWith('/api/portal/')).toBe(true);
    }
  });
});

describe('cart reads', () => {
  it('needs a login', async () => {
    const { status, body } = await get(cart.getCartNum.path);
    expect(status).toBe(200);
    expect(body.resultCode).toBe('G001');
    expect((await get(cart.getCartList.path)).body.resultCode).toBe('G001');
  });

  it('counts the lines of the caller only', async () => {
    const count = one<{ n: number }>(
      app.db,
      'SELECT count(*) AS n FROM trade_carts WHERE user_id = ?',
      userIdOf(app, 'buyer'),
    )!.n;
    expect(count).toBeGreaterThan(0);
    expect((await get<number>(cart.getCartNum.path, 'buyer')).body.content).toBe(count);
    expect((await get<number>(cart.getCartNum.path, 'seller')).body.content).toBe(0);
  });

  it('groups the lines by seller and marks what cannot be settled', async () => {
    const { body } = await get<CartList>(cart.getCartList.path, 'buyer');
    expect(body.resultCode).toBe('000');
    const list = body.content;
    const lines = list.groups.flatMap((g) => g.lines);
    expect(list.count).toBe(lines.length);
    expect(list.availableCount).toBe(lines.filter((l) => l.available).length);
    for (const group of list.groups) {
      for (const line of group.lines) {
        const product = one<{ company_id: number }>(
          app.db,
          'SELECT company_id FROM products WHERE id = ?',
          line.productId,
        )!;
        expect(product.company_id).toBe(group.companyId);
        expect(line.amount).toBe(fenToMoney(amountFen(moneyToFen(line.price)!, quantityToUnits(line.quantity)!)));
      }
      const sum = group.lines.filter((l) => l.available).reduce((s, l) => s + moneyToFen(l.amount)!, 0);
      expect(group.availableAmount).toBe(fenToMoney(sum));
    }
    // The seed keeps one goods item that went off shelf and one whose price expired.
    expect(lines.some((l) => l.unavailableReason === 'offShelf' && !l.available)).toBe(true);
    expect(lines.some((l) => l.unavailableReason === 'priceExpired' && l.priceState === 'expired')).toBe(true);
  });

  it('follows the goods: a started limited-time discount and a short stock make a line unavailable', async () => {
    const before = (await get<CartList>(cart.getCartList.path, 'buyer2')).body.content.groups.flatMap((g) => g.lines);
    const [first, second] = before.filter((l) => l.available);
    expect(first && second).toBeTruthy();
    run(app.db, 'UPDATE products SET discount = 1 WHERE id = ?', first!.productId);
    run(
      app.db,
      'INSERT OR REPLACE INTO catalogue_discounts (product_id, price_fen, starts_at, ends_at) VALUES (?, 100, ?, ?)',
      first!.productId,
      NOW - 3600_000,
      NOW + 3600_000,
    );
    run(app.db, "UPDATE products SET stock = '0.5' WHERE id = ?", second!.productId);
    const after = (await get<CartList>(cart.getCartList.path, 'buyer2')).body.content.groups.flatMap((g) => g.lines);
    expect(after.find((l) => l.id === first!.id)).toMatchObject({ available: false, unavailableReason: 'discount' });
    expect(after.find((l) => l.id === second!.id)).toMatchObject({ available: false, unavailableReason: 'stockShort' });
  });

  it('finds the chosen lines of the caller, and nothing of another user', async () => {
    const ids = all<{ id: number }>(
      app.db,
      'SELECT id FROM trade_carts WHERE user_id = ? ORDER BY id LIMIT 2',
      userIdOf(app, 'buyer'),
    );
    const url = `${cart.cartFindByIds.path}?ids=${ids[0]!.id}&ids=${ids[1]!.id}`;
    const { body } = await get<CartGroup[]>(url, 'buyer');
    expect(body.resultCode).toBe('000');
    expect(body.content.flatMap((g) => g.lines.map((l) => l.id)).sort()).toEqual(ids.map((r) => r.id).sort());
    const single = await get<CartGroup[]>(`${cart.cartFindByIds.path}?ids=${ids[0]!.id}`, 'buyer');
    expect(single.body.content.flatMap((g) => g.lines)).toHaveLength(1);
    expect((await get(url, 'buyer3', 'en')).body).toMatchObject({
      resultCode: 'B017',
      content: 'The record does not exist.',
    });
    const missing = await get(cart.cartFindByIds.path, 'buyer');
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('ids');
  });
});

describe('orders', () => {
  it('pages the buyer orders newest first, with their lines', async () => {
    const total = one<{ n: number }>(
      app.db,
      'SELECT count(*) AS n FROM trade_orders WHERE buyer_user_id = ?',
      userIdOf(app, 'buyer'),
    )!.n;
    expect(total).toBeGreaterThan(5);
    const first = (
      await get<{ records: OrderSummary[]; total: number; pageSize: number }>(
        `${order.orderPage.path}?pageSize=5`,
        'buyer',
      )
    ).body.content;
    expect(first.total).toBe(total);
    expect(first.records).toHaveLength(5);
    const second = (await get<{ records: OrderSummary[] }>(`${order.orderPage.path}?pageSize=5&pageNum=2`, 'buyer'))
      .body.content;
    const all = [...first.records, ...second.records];
    expect(new Set(all.map((o) => o.id)).size).toBe(all.length);
    for (let i = 1; i < all.length; i += 1) expect(all[i - 1]!.createdAt).toBeGreaterThanOrEqual(all[i]!.createdAt);
    for (const o of all) {
      expect(o.lines.length).toBe(o.lineCount);
      expect(o.lines.reduce((s, l) => s + moneyToFen(l.amount)!, 0)).toBe(moneyToFen(o.goodsAmount));
      expect(moneyToFen(o.totalAmount)).toBe(
        moneyToFen(o.goodsAmount)! + moneyToFen(o.freight)! + moneyToFen(o.tax)! - moneyToFen(o.couponDiscount)!,
      );
    }
    expect((await get(order.orderPage.path)).body.resultCode).toBe('G001');
  });

  it('seeds every state, both types and both payment methods for the demo buyer', async () => {
    const { records } = (await get<{ records: OrderSummary[] }>(`${order.orderPage.path}?pageSize=100`, 'buyer')).body
      .content;
    expect(new Set(records.map((o) => o.status))).toEqual(
      new Set(['pendingPayment', 'pendingShipment', 'shipped', 'completed', 'cancelled']),
    );
    expect(new Set(records.map((o) => o.type))).toEqual(new Set(['general', 'financing']));
    expect(new Set(records.map((o) => o.paymentMethod))).toEqual(new Set(['online', 'cashOnDelivery']));
  });

  it('filters by status, type, keyword and dates', async () => {
    const shipped = (
      await get<{ records: OrderSummary[]; total: number }>(`${order.orderPage.path}?status=shipped`, 'buyer')
    ).body.content;
    expect(shipped.total).toBeGreaterThan(0);
    expect(shipped.records.every((o) => o.status === 'shipped')).toBe(true);
    const financing = (await get<{ records: OrderSummary[] }>(`${order.orderPage.path}?type=financing`, 'buyer')).body
      .content;
    expect(financing.records.length).toBeGreaterThan(0);
    expect(financing.records.every((o) => o.type === 'financing')).toBe(true);

    const sample = shipped.records[0]!;
    const byNo = (await get<{ records: OrderSummary[] }>(`${order.orderPage.path}?keyword=${sample.orderNo}`, 'buyer'))
      .body.content;
    expect(byNo.records.map((o) => o.id)).toEqual([sample.id]);
    const title = sample.lines[0]!.title;
    const byTitle = (
      await get<{ records: OrderSummary[] }>(`${order.orderPage.path}?keyword=${encodeURIComponent(title)}`, 'buyer')
    ).body.content;
    expect(byTitle.records.some((o) => o.id === sample.id)).toBe(true);
    expect(
      byTitle.records.every((o) => o.lines.some((l) => l.title.includes(title)) || o.orderNo.includes(title)),
    ).toBe(true);

    const day = new Date(sample.createdAt + 8 * 3600_000).toISOString().slice(0, 10);
    const sameDay = (
      await get<{ records: OrderSummary[] }>(`${order.orderPage.path}?createdFrom=${day}&createdTo=${day}`, 'buyer')
    ).body.content;
    expect(sameDay.records.some((o) => o.id === sample.id)).toBe(true);
    const bad = await get(`${order.orderPage.path}?status=lost`, 'buyer');
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('status');
  });

  it('shows the seller company its received orders', async () => {
    const { records, total } = (
      await get<{ records: OrderSummary[]; total: number }>(`${order.orderPage.path}?side=seller&pageSize=50`, 'seller')
    ).body.content;
    expect(total).toBeGreaterThan(0);
    expect(records.every((o) => o.sellerCompanyId === companyIdOf(app, 'seller'))).toBe(true);
    expect((await get<{ total: number }>(`${order.orderPage.path}?side=seller`, 'personal')).body.content.total).toBe(
      0,
    );
  });

  it('details an order to its buyer and its seller only', async () => {
    const row = one<{ id: number; order_no: string }>(
      app.db,
      'SELECT id, order_no FROM trade_orders WHERE seller_company_id = ? AND buyer_user_id = ? LIMIT 1',
      companyIdOf(app, 'seller'),
      userIdOf(app, 'buyer'),
    )!;
    const url = `${order.orderDetail.path}?id=${row.id}`;
    const mine = (await get<OrderDetail>(url, 'buyer')).body;
    expect(mine.resultCode).toBe('000');
    expect(mine.content.orderNo).toBe(row.order_no);
    expect(mine.content.consignee.fullAddress).toContain(mine.content.consignee.detailAddress);
    expect(mine.content.consignee.regionName.length).toBeGreaterThan(0);
    expect((await get<OrderDetail>(url, 'seller')).body.content.id).toBe(row.id);
    expect((await get(url, 'buyer2')).body.resultCode).toBe('B017');
    expect((await get(`${order.orderDetail.path}?id=999999`, 'buyer')).body.resultCode).toBe('B017');
  });

  it('keeps the timeline consistent with the state', async () => {
    const { records } = (await get<{ records: OrderSummary[] }>(`${order.orderPage.path}?pageSize=100`, 'buyer')).body
      .content;
    for (const summary of records) {
      const detail = (await get<OrderDetail>(`${order.orderDetail.path}?id=${summary.id}`, 'buyer')).body.content;
      if (detail.status === 'cancelled') expect(detail.cancelledAt && detail.cancelReason).toBeTruthy();
      if (detail.status === 'completed') expect(detail.completedAt).not.toBeNull();
      if (detail.status === 'shipped' || detail.status === 'completed') expect(detail.shippedAt).not.toBeNull();
      if (detail.status === 'pendingPayment') expect(detail.paidAt).toBeNull();
      if (detail.invoice.invoiceType === 'none') expect(detail.tax).toBe('0.00');
    }
  });
});

describe('freight templates', () => {
  it('pages templates, by seller and charge mode', async () => {
    const page = (
      await get<{ records: FreightTemplate[]; total: number; pageSize: number }>(freight.freightTemPage.path)
    ).body.content;
    expect(page.pageSize).toBe(15);
    expect(page.total).toBeGreaterThan(page.records.length);
    const seller = companyIdOf(app, 'seller');
    const own = (await get<{ records: FreightTemplate[] }>(`${freight.freightTemPage.path}?companyId=${seller}`)).body
      .content;
    expect(own.records.length).toBeGreaterThan(0);
    expect(own.records.every((t) => t.companyId === seller)).toBe(true);
    expect(own.records.filter((t) => t.isDefault)).toHaveLength(1);
    const byWeight = (await get<{ records: FreightTemplate[] }>(`${freight.freightTemPage.path}?chargeBy=weight`)).body
      .content;
    expect(byWeight.records.every((t) => t.chargeBy === 'weight')).toBe(true);
  });

  it('calculates the freight to a region from the template it serves', async () => {
    const template = (await get<{ records: FreightTemplate[] }>(`${freight.freightTemPage.path}?chargeBy=piece`)).body
      .content.records[0]!;
    const xinjiang = template.rules.find((r) => r.regionCodes.includes('65'))!;
    const first = quantityToUnits(xinjiang.first)!;
    const step = quantityToUnits(xinjiang.additional)!;
    const quantity = unitsToQuantity(first + 2 * step + 1); // two full steps and part of a third
    const expected = moneyToFen(xinjiang.firstFee)! + 3 * moneyToFen(xinjiang.additionalFee)!;
    const path = buildPath(freight.freightTemCalculate.path, { id: template.id });
    const quote = (
      await get<{ freight: string; matched: string; regionName: string; free: boolean }>(
        `${path}?regionCode=650102&quantity=${quantity}`,
      )
    ).body.content;
    expect(quote).toMatchObject({ freight: fenToMoney(expected), matched: 'region', free: false });
    expect(quote.regionName).toContain('新疆');

    // A province no rule covers pays the default fees.
    const defaultQuote = (await get<{ freight: string; matched: string }>(`${path}?regionCode=44&quantity=1`)).body
      .content;
    expect(defaultQuote).toEqual(
      expect.objectContaining({ matched: 'default', freight: template.defaultRule.firstFee }),
    );
  });

  it('ships free above the threshold and needs the right measure', async () => {
    const free = one<{ id: number; free_over_fen: number }>(
      app.db,
      "SELECT id, free_over_fen FROM trade_freight_templates WHERE free_over_fen IS NOT NULL AND charge_by = 'piece' LIMIT 1",
    )!;
    const path = buildPath(freight.freightTemCalculate.path, { id: free.id });
    const quote = (
      await get<{ freight: string; free: boolean }>(
        `${path}?regionCode=33&quantity=500&goodsAmount=${fenToMoney(free.free_over_fen)}`,
      )
    ).body.content;
    expect(quote).toMatchObject({ freight: '0.00', free: true });

    const missing = await get(`${path}?regionCode=33&weight=3`, undefined, 'en');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ field: 'quantity', content: 'quantity is required' });
    const weightTemplate = one<{ id: number }>(
      app.db,
      "SELECT id FROM trade_freight_templates WHERE charge_by = 'weight' LIMIT 1",
    )!;
    const byWeight = await get<{ units: string }>(
      `${buildPath(freight.freightTemCalculate.path, { id: weightTemplate.id })}?regionCode=33&weight=2.5`,
    );
    expect(byWeight.body.content.units).toBe('2.5');
    const badRegion = await get(`${path}?regionCode=99&quantity=3`, undefined, 'en');
    expect(badRegion.body).toMatchObject({ field: 'regionCode', content: 'Please select province/city/region.' });
    expect(
      (await get(`${buildPath(freight.freightTemCalculate.path, { id: 99999 })}?regionCode=33&quantity=1`)).body
        .resultCode,
    ).toBe('B017');
  });
});

describe('favourites', () => {
  it('pages the caller favourites by type and keyword', async () => {
    expect((await get(favourite.favouritePage.path)).body.resultCode).toBe('G001');
    const total = one<{ n: number }>(
      app.db,
      'SELECT count(*) AS n FROM trade_favourites WHERE user_id = ?',
      userIdOf(app, 'buyer'),
    )!.n;
    const page = (
      await get<{ records: FavouriteItem[]; total: number }>(`${favourite.favouritePage.path}?pageSize=5`, 'buyer')
    ).body.content;
    expect(page.total).toBe(total);
    expect(page.records).toHaveLength(5);
    const shops = (await get<{ records: FavouriteItem[] }>(`${favourite.favouritePage.path}?type=company`, 'buyer'))
      .body.content;
    expect(shops.records.length).toBeGreaterThan(0);
    expect(shops.records.every((f) => f.type === 'company' && f.price === null && f.companyId === f.targetId)).toBe(
      true,
    );
    const goods = (
      await get<{ records: FavouriteItem[] }>(`${favourite.favouritePage.path}?type=product&pageSize=50`, 'buyer')
    ).body.content;
    expect(goods.records.some((f) => f.offShelf)).toBe(true);
    const title = goods.records[0]!.title;
    const found = (
      await get<{ records: FavouriteItem[] }>(
        `${favourite.favouritePage.path}?keyword=${encodeURIComponent(title)}`,
        'buyer',
      )
    ).body.content;
    expect(found.records.map((f) => f.id)).toContain(goods.records[0]!.id);
    expect((await get<{ total: number }>(favourite.favouritePage.path, 'seller')).body.content.total).toBe(0);
  });
});

describe('seeding', () => {
  it('copes with an empty catalogue (no categories, products or other companies)', async () => {
    const modules = await loadModules();
    const db = openDatabase(':memory:');
    try {
      migrate(db, [...coreMigrations, ...modules.flatMap((m) => m.migrations ?? [])]);
      run(
        db,
        `INSERT INTO users (account, mobile, password_hash, nickname, role, created_at)
         VALUES ('buyer', '13800000001', 'x:y', '采购商王明', 'buyer', ?)`,
        NOW,
      );
      const ctx = makeSeedContext(7, NOW);
      const mine = ['customer', 'trade', 'logistics', 'exhibition'];
      for (const module of modules.filter((m) => mine.includes(m.name))) module.seed?.(db, ctx);
      const count = (table: string) => one<{ n: number }>(db, `SELECT count(*) AS n FROM ${table}`)!.n;
      expect(count('trade_orders')).toBe(0);
      expect(count('trade_carts')).toBe(0);
      expect(count('customer_receive_infos')).toBeGreaterThan(0);
      expect(count('exhibition_show_rooms')).toBeGreaterThan(0);
      expect(count('exhibition_signups')).toBe(0);
      expect(count('logistics_trains')).toBeGreaterThan(0);
    } finally {
      db.close();
    }
  });

  it('is deterministic', async () => {
    const other = await buildApp({ dbFile: ':memory:', now: () => NOW, uploadDir });
    try {
      const dump = (db: typeof app.db) =>
        JSON.stringify([
          all(db, 'SELECT * FROM trade_orders ORDER BY id'),
          all(db, 'SELECT * FROM trade_carts ORDER BY id'),
          all(db, 'SELECT * FROM trade_freight_rules ORDER BY id'),
        ]);
      const fresh = dump(other.db);
      expect(fresh.length).toBeGreaterThan(100);
      // This suite's app changed a few products but no trade rows.
      expect(fresh).toBe(dump(app.db));
    } finally {
      await other.close();
    }
  });
});
