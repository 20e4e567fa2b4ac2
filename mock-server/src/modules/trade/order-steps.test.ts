// An order to its end on the server: a limited-time discount bought at its price while its window runs (and
// refused with the spec's wording once it ended), cash on delivery skipping payment, the mock payment step
// (success, failure with its reason, a financing order drawing on credit), the payment deadline on the server
// clock, the seller's confirm / ship / cancel, the buyer's receipt and one review per line (shown on the goods
// page, moving the shop's rating), each told to both parties; every refusal in zh and en.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import * as order from '@portal/contracts/http/order';
import * as evaluate from '@portal/contracts/http/evaluate';
import {
  ORDER_PAYMENT_WINDOW_MS,
  type CreatedOrders,
  type OrderDetail,
  type OrderSummary,
} from '@portal/contracts/entities/order';
import type { EvaluateItem } from '@portal/contracts/http/evaluate';
import type { PageOf } from '@portal/contracts/operation';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import { companyIdOf, get, tokenOf, userIdOf } from '../../test/helpers.ts';

const START = Date.UTC(2026, 10, 22, 4, 0, 0);
let clock = START;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  for (const account of ['buyer', 'buyer2', 'buyer3', 'seller', 'factory']) tokens[account] = tokenOf(app, account);
});
afterAll(async () => {
  await app.close();
});

interface Reply<T> {
  status: number;
  resultCode: string;
  message: string;
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
  const json = res.json() as Omit<Reply<T>, 'status' | 'message'>;
  // A refusal's message is its content.
  return { status: res.statusCode, ...json, message: typeof json.content === 'string' ? json.content : '' };
}

const header = {
  type: 'general' as const,
  deliveryMethod: 'delivery' as const,
  deliveryTime: '2026-12-01',
  paymentMethod: 'online' as const,
  consignee: {
    consigneeName: '张三',
    mobile: '13800000001',
    provinceCode: '33',
    cityCode: '3307',
    countyCode: '330782',
    detailAddress: '福田街道 国际商贸城 1 号',
  },
};

interface Goods {
  id: number;
  company_id: number;
  price_fen: number;
  stock: string;
  min_order: string;
}

/** Goods of the demo seller anyone else may buy, with room for several minimum orders. */
function sellersGoods(skip: number): Goods {
  const row = all<Goods>(
    app.db,
    `SELECT id, company_id, price_fen, stock, min_order FROM products
      WHERE company_id = ? AND off_shelf = 0 AND price_valid = 0 AND price_needs_apply = 0
        AND CAST(stock AS REAL) >= 10 * CAST(min_order AS REAL) AND CAST(min_order AS REAL) >= 1
      ORDER BY id LIMIT 1 OFFSET ?`,
    companyIdOf(app, 'seller'),
    skip,
  )[0];
  if (!row) throw new Error('no goods');
  return row;
}

const stockOf = (id: number) =>
  Number(one<{ stock: string }>(app.db, 'SELECT stock FROM products WHERE id = ?', id)?.stock);

/** A limited-time discount of the goods from `from` to `to` (server time) at `priceFen`. */
function discount(goods: Goods, priceFen: number, from: number, to: number) {
  run(app.db, 'UPDATE products SET discount = 1 WHERE id = ?', goods.id);
  run(
    app.db,
    `INSERT INTO catalogue_discounts (product_id, price_fen, starts_at, ends_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (product_id) DO UPDATE SET price_fen = excluded.price_fen, starts_at = excluded.starts_at,
       ends_at = excluded.ends_at`,
    goods.id,
    priceFen,
    from,
    to,
  );
}

async function buyNow(goods: Goods, account = 'buyer', extra: Record<string, unknown> = {}, line = {}) {
  return post<CreatedOrders>(
    order.portalCreateOrder.path,
    { ...header, ...extra, lines: [{ productId: goods.id, quantity: goods.min_order, ...line }] },
    account,
  );
}

const detailOf = async (id: number, account = 'buyer', lang = 'en') =>
  (await get<OrderDetail>(app, order.orderDetail, { query: { id }, token: tokens[account], lang })).content;

describe('limited-time discounts', () => {
  it('buys a discount item at the discount price while its window runs on the server clock', async () => {
    const goods = sellersGoods(0);
    discount(goods, goods.price_fen - 100, clock - 1000, clock + 60_000);
    const placed = await buyNow(goods, 'buyer', {}, { expectedPrice: ((goods.price_fen - 100) / 100).toFixed(2) });
    expect(placed.resultCode).toBe('000');
    const detail = await detailOf(placed.content.orders[0]!.id);
    expect(detail.lines[0]?.price).toBe(((goods.price_fen - 100) / 100).toFixed(2));
    expect(detail).toMatchObject({ source: 'buyNow', status: 'pendingPayment', depositApplied: '0.00' });
    expect(detail.payDeadline).toBe(clock + ORDER_PAYMENT_WINDOW_MS);
  });

  it("refuses with the spec's wording when the window ended between the goods page and the submit", async () => {
    const goods = sellersGoods(1);
    discount(goods, goods.price_fen - 100, clock - 60_000, clock - 1);
    const before = stockOf(goods.id);
    const shown = ((goods.price_fen - 100) / 100).toFixed(2);
    const en = await buyNow(goods, 'buyer', {}, { expectedPrice: shown });
    expect([en.resultCode, en.message]).toEqual(['B005', 'The price has expired. Please select another price.']);
    const zh = await post<CreatedOrders>(
      order.portalCreateOrder.path,
      { ...header, lines: [{ productId: goods.id, quantity: goods.min_order, expectedPrice: shown }] },
      'buyer',
      'zh',
    );
    expect(zh.message).toBe('价格已失效，请选择其他价格');
    expect(stockOf(goods.id)).toBe(before);
    run(app.db, 'UPDATE products SET discount = 0 WHERE id = ?', goods.id);
  });
});

describe('an order to its end', () => {
  it('pays, confirms, ships, receives and reviews, each told to both parties, with a timeline', async () => {
    const goods = sellersGoods(2);
    const placed = await buyNow(goods);
    const id = placed.content.orders[0]!.id;

    // A failed payment keeps the order awaiting payment and says why, in the reader's language.
    const failed = await post<OrderDetail>(
      order.orderPay.path,
      { id, outcome: 'failure', failureReason: 'cardDeclined' },
      'buyer',
    );
    expect(failed.content.status).toBe('pendingPayment');
    expect(failed.content.timeline.at(-1)).toMatchObject({ action: 'paymentFailed', note: 'The card was declined' });
    expect((await detailOf(id, 'buyer', 'zh')).timeline.at(-1)?.note).toBe('银行卡被拒绝');

    // Shipping before confirming, or by the buyer, is refused.
    const early = await post(order.orderConfirm.path, { id }, 'seller');
    expect([early.status, early.field, early.message]).toEqual([
      400,
      'id',
      'The order is awaiting payment: it cannot be confirmed.',
    ]);
    expect((await post(order.orderConfirm.path, { id }, 'buyer')).resultCode).toBe('B017');

    const publish = vi.spyOn(app.realtime, 'publish');
    const paid = await post<OrderDetail>(order.orderPay.path, { id, outcome: 'success' }, 'buyer');
    expect(paid.content).toMatchObject({ status: 'pendingShipment', paidAt: clock, payDeadline: null });
    expect(publish).toHaveBeenCalledWith(
      `user:${userIdOf(app, 'buyer')}`,
      'user:orderChanged',
      expect.objectContaining({ orderId: id, status: 'pendingShipment', action: 'paid', side: 'buyer' }),
    );
    expect(publish).toHaveBeenCalledWith(
      `user:${userIdOf(app, 'seller')}`,
      'user:orderChanged',
      expect.objectContaining({ orderId: id, side: 'seller' }),
    );
    publish.mockRestore();

    const unconfirmed = await post(
      order.orderShip.path,
      { id, carrier: 'SF Express', trackingNo: 'SF1234567890' },
      'seller',
      'zh',
    );
    expect([unconfirmed.field, unconfirmed.message]).toEqual(['id', '请先确认订单再发货']);
    expect((await post(order.orderConfirm.path, { id }, 'seller')).content).toMatchObject({ confirmedAt: clock });
    const badNo = await post(order.orderShip.path, { id, carrier: 'SF Express', trackingNo: 'SF 1' }, 'seller');
    expect([badNo.field, badNo.message]).toEqual([
      'trackingNo',
      'The tracking number is 6 to 30 letters, digits or dashes.',
    ]);
    const noCarrier = await post(
      order.orderShip.path,
      { id, carrier: ' ', trackingNo: 'SF1234567890' },
      'seller',
      'zh',
    );
    expect([noCarrier.field, noCarrier.message]).toEqual(['carrier', '请填写承运商（2-30 个字符）']);
    const shipped = await post<OrderDetail>(
      order.orderShip.path,
      { id, carrier: 'SF Express', trackingNo: 'SF1234567890' },
      'seller',
    );
    expect(shipped.content).toMatchObject({ status: 'shipped', carrier: 'SF Express', trackingNo: 'SF1234567890' });
    const cancelShipped = await post(order.orderSellerCancel.path, { id, reason: 'Out of stock' }, 'seller');
    expect([cancelShipped.field, cancelShipped.message]).toEqual([
      'id',
      'The order is shipped: it cannot be cancelled.',
    ]);

    const reviewEarly = await post(
      order.orderReview.path,
      { id, lineId: shipped.content.lines[0]!.id, stars: 5, content: 'ok' },
      'buyer',
    );
    expect(reviewEarly.field).toBe('id');
    expect((await post(order.orderReceive.path, { id }, 'seller')).resultCode).toBe('B017');
    const received = await post<OrderDetail>(order.orderReceive.path, { id }, 'buyer');
    expect(received.content).toMatchObject({ status: 'completed', completedAt: clock });

    const lineId = received.content.lines[0]!.id;
    const noStars = await post(order.orderReview.path, { id, lineId, stars: 0, content: 'Nice' }, 'buyer', 'zh');
    expect([noStars.field, noStars.message]).toEqual(['stars', '请选择 1 到 5 颗星']);
    const blank = await post(order.orderReview.path, { id, lineId, stars: 4, content: '  ' }, 'buyer');
    expect([blank.field, blank.message]).toEqual(['content', 'Please write your review.']);
    const ratingBefore = one<{ rating: number }>(
      app.db,
      'SELECT rating FROM companies WHERE id = ?',
      goods.company_id,
    )!.rating;
    const reviewed = await post<OrderDetail>(
      order.orderReview.path,
      { id, lineId, stars: 1, content: 'Arrived broken' },
      'buyer',
    );
    expect(reviewed.content.lines[0]?.review).toMatchObject({ stars: 1, content: 'Arrived broken' });
    const twice = await post(order.orderReview.path, { id, lineId, stars: 5, content: 'Again' }, 'buyer', 'zh');
    expect([twice.field, twice.message]).toEqual(['lineId', '该商品已评价']);
    // On the goods page's Reviews tab, and in the shop's rating (1 star pulls it down).
    const reviews = await get<PageOf<EvaluateItem>>(app, evaluate.pageEvaluate, {
      query: { targetType: 'product', targetId: goods.id },
    });
    expect(reviews.content.records.map((r) => [r.score, r.content])).toContainEqual([1, 'Arrived broken']);
    const ratingAfter = one<{ rating: number }>(
      app.db,
      'SELECT rating FROM companies WHERE id = ?',
      goods.company_id,
    )!.rating;
    expect(ratingAfter).toBe(Math.round((ratingBefore * 10 + 20) / 11));

    const timeline = (await detailOf(id, 'seller')).timeline;
    expect(timeline.map((e) => [e.action, e.actorSide])).toEqual([
      ['placed', 'buyer'],
      ['paymentFailed', 'buyer'],
      ['paid', 'buyer'],
      ['confirmed', 'seller'],
      ['shipped', 'seller'],
      ['received', 'buyer'],
      ['reviewed', 'buyer'],
    ]);
    expect(timeline[3]?.actorName).toBe(shipped.content.sellerName);
  });

  it('skips payment for cash on delivery; the seller cancels before shipment with a reason, stock back', async () => {
    const goods = sellersGoods(3);
    const before = stockOf(goods.id);
    const placed = await buyNow(goods, 'buyer3', { paymentMethod: 'cashOnDelivery' });
    const id = placed.content.orders[0]!.id;
    expect(await detailOf(id, 'buyer3')).toMatchObject({ status: 'pendingShipment', payDeadline: null });
    const pay = await post(order.orderPay.path, { id, outcome: 'success' }, 'buyer3');
    expect([pay.field, pay.message]).toEqual(['id', 'The order is awaiting shipment: it cannot be paid.']);
    const noReason = await post(order.orderSellerCancel.path, { id, reason: ' x ' }, 'seller');
    expect([noReason.field, noReason.message]).toEqual(['reason', 'Please give the reason (2 to 200 characters).']);
    expect((await post(order.orderSellerCancel.path, { id, reason: 'Out of stock' }, 'buyer3')).resultCode).toBe(
      'B017',
    );
    const cancelled = await post<OrderDetail>(order.orderSellerCancel.path, { id, reason: '缺货' }, 'seller');
    expect(cancelled.content).toMatchObject({ status: 'cancelled', cancelledBy: 'seller', cancelReason: '缺货' });
    expect(stockOf(goods.id)).toBe(before);
  });

  it('draws the financed part of a financing order on the credit limit, and gives it back on cancel', async () => {
    const goods = sellersGoods(4);
    const company = companyIdOf(app, 'buyer2');
    const limit = () =>
      one<{ available_limit_fen: number; ratio: number }>(
        app.db,
        'SELECT available_limit_fen, ratio FROM customer_credit_facilities WHERE company_id = ?',
        company,
      )!;
    const before = limit();
    const placed = await buyNow(goods, 'buyer2', { type: 'financing' });
    const id = placed.content.orders[0]!.id;
    const due = Math.round(Number(placed.content.orders[0]!.totalAmount) * 100);
    const paid = await post<OrderDetail>(order.orderPay.path, { id, outcome: 'success' }, 'buyer2');
    expect(paid.content.status).toBe('pendingShipment');
    const financed = due - Math.round((due * before.ratio) / 100);
    expect(limit().available_limit_fen).toBe(before.available_limit_fen - financed);
    await post(order.orderCancel.path, { id }, 'buyer2');
    expect(limit().available_limit_fen).toBe(before.available_limit_fen);
    // A limit too small is refused, nothing paid.
    run(app.db, 'UPDATE customer_credit_facilities SET available_limit_fen = 0 WHERE company_id = ?', company);
    const again = await buyNow(goods, 'buyer2', { type: 'financing' });
    const refused = await post(
      order.orderPay.path,
      { id: again.content.orders[0]!.id, outcome: 'success' },
      'buyer2',
      'zh',
    );
    expect([refused.field, refused.message.startsWith('可用授信额度不足')]).toEqual(['id', true]);
    expect((await detailOf(again.content.orders[0]!.id, 'buyer2')).status).toBe('pendingPayment');
    run(
      app.db,
      'UPDATE customer_credit_facilities SET available_limit_fen = ? WHERE company_id = ?',
      before.available_limit_fen,
      company,
    );
  });

  it('cancels an order not paid by its deadline on the server clock: stock back, told to both, pay refused', async () => {
    const goods = sellersGoods(5);
    const before = stockOf(goods.id);
    const placed = await buyNow(goods, 'buyer3');
    const id = placed.content.orders[0]!.id;
    expect(stockOf(goods.id)).not.toBe(before);
    clock += ORDER_PAYMENT_WINDOW_MS - 1;
    const list = await get<PageOf<OrderSummary>>(app, order.orderPage, { token: tokens.buyer3 });
    expect(list.content.records.find((o) => o.id === id)?.status).toBe('pendingPayment');
    const publish = vi.spyOn(app.realtime, 'publish');
    clock += 1;
    const late = await post(order.orderPay.path, { id, outcome: 'success' }, 'buyer3');
    expect([late.field, late.message]).toEqual([
      'id',
      'The payment deadline has passed: the order was cancelled by the system.',
    ]);
    expect(publish).toHaveBeenCalledWith(
      `user:${userIdOf(app, 'seller')}`,
      'user:orderChanged',
      expect.objectContaining({ orderId: id, status: 'cancelled', action: 'expired' }),
    );
    publish.mockRestore();
    expect(stockOf(goods.id)).toBe(before);
    const detail = await detailOf(id, 'buyer3', 'zh');
    expect(detail).toMatchObject({ status: 'cancelled', cancelledBy: 'system' });
    expect(detail.cancelReason).toBe('超过付款期限未付款，系统已取消订单');
    expect(detail.timeline.at(-1)).toMatchObject({ action: 'expired', actorSide: 'system' });
  });
});
