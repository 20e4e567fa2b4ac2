// The points mall through app.inject: the shelf in both languages, the balance, each rule of an exchange
// (enough points, enough stock, on the shelf, per-user limit, idempotent retries, nothing changed on a refusal)
// and two buyers racing for the last unit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN, ResultCode } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import * as integral from '@portal/contracts/http/integral-product';
import type {
  ExchangeResult,
  PointsAccount,
  PointsExchange,
  PointsGoods,
} from '@portal/contracts/http/integral-product';
import { buildApp } from '../../app.ts';
import { one, run } from '../../db/database.ts';
import { get, tokenOf, userIdOf } from '../../test/helpers.ts';
import { SEEDED_BALANCES } from './seed.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let app: FastifyInstance;
const token = (account: string) => tokenOf(app, account);

/** The id of a user's first address; one is saved for a user the seed gave none. */
function addressOf(account: string): number {
  const userId = userIdOf(app, account);
  const found = one<{ id: number }>(
    app.db,
    'SELECT id FROM customer_receive_infos WHERE user_id = ? ORDER BY id',
    userId,
  );
  if (found) return found.id;
  return run(
    app.db,
    `INSERT INTO customer_receive_infos (user_id, consignee_name, mobile, province_code, city_code, county_code,
       detail_address, is_default, created_at, updated_at) VALUES (?, '测试', '13800000000', '33', '3307', '330782', '稠州北路1号', 1, 0, 0)`,
    userId,
  ).lastId;
}

/** Exchanges as `account`; posted goods go to the account's first address unless the body names one (or null). */
async function exchange(account: string, body: Record<string, unknown>, lang = 'en') {
  const payload = 'receiveInfoId' in body ? body : { ...body, receiveInfoId: addressOf(account) };
  if (payload.receiveInfoId === null) delete payload.receiveInfoId;
  const res = await app.inject({
    method: 'POST',
    url: integral.integralProductExchange.path,
    payload,
    headers: { [HEADER_TOKEN]: token(account), [HEADER_LANG]: lang },
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: ExchangeResult; field?: string }) };
}

const account = async (name: string) =>
  (await get<PointsAccount>(app, integral.integralProductAccount, { token: token(name) })).content;

const goodsRow = (title: string) => {
  const row = one<{ id: number; points: number; stock: number; per_user_limit: number }>(
    app.db,
    'SELECT id, points, stock, per_user_limit FROM points_goods WHERE title = ?',
    title,
  );
  if (!row) throw new Error(`no points goods ${title}`);
  return row;
};

/** Sets a user's balance (each test states the money it starts from). */
const setBalance = (name: string, balance: number) =>
  run(app.db, 'UPDATE points_accounts SET balance = ? WHERE user_id = ?', balance, userIdOf(app, name));

let seq = 0;
const requestId = () => `test-request-${(seq += 1)}`;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => T0 });
});
afterAll(() => app.close());

describe('the shelf (integralProduct/page)', () => {
  it('lists goods on the shelf in the reader’s language, in stock first then cheapest, without withdrawn goods', async () => {
    const zh = await get<PageOf<PointsGoods>>(app, integral.integralProductPage, { query: { pageSize: 50 } });
    const en = await get<PageOf<PointsGoods>>(app, integral.integralProductPage, {
      query: { pageSize: 50 },
      lang: 'en',
    });
    expect(zh.resultCode).toBe('000');
    const onShelf = one<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM points_goods WHERE on_shelf = 1')?.n;
    expect(zh.content.total).toBe(onShelf);
    expect(zh.content.records.some((g) => g.title.includes('已下架'))).toBe(false);
    expect(en.content.records.every((g) => !/[\u4e00-\u9fff]/.test(g.title))).toBe(true);
    expect(en.content.records.map((g) => g.id)).toEqual(zh.content.records.map((g) => g.id));
    const keys = zh.content.records.map((g) => [g.stock === 0 ? 1 : 0, g.points] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(zh.content.records.at(-1)?.stock).toBe(0);
  });

  it('filters by category and by what one can afford; anonymous readers have exchanged nothing', async () => {
    const { content } = await get<PageOf<PointsGoods>>(app, integral.integralProductPage, {
      query: { category: 'digital', maxPoints: 1000, pageSize: 50 },
    });
    expect(content.records.length).toBeGreaterThan(0);
    expect(content.records.every((g) => g.category === 'digital' && g.points <= 1000 && g.mine === 0)).toBe(true);
  });

  it('refuses an unknown category with a 400 naming it', async () => {
    const res = await get(app, integral.integralProductPage, { query: { category: 'cars' } });
    expect(res.status).toBe(400);
  });
});

describe('the balance (integralProduct/account)', () => {
  it('answers the caller’s own balance, and needs a login', async () => {
    expect((await account('buyer2')).balance).toBe(SEEDED_BALANCES.buyer2);
    const buyer = await account('buyer');
    expect(buyer.exchanges).toBeGreaterThanOrEqual(2);
    expect(buyer.spent).toBeGreaterThan(0);
    const anonymous = await get(app, integral.integralProductAccount);
    expect(anonymous.resultCode).not.toBe('000');
  });
});

describe('exchanging (integralProduct/exchange)', () => {
  it('takes quantity x points and the stock in one go, lists it in my exchanges, and a retry changes nothing', async () => {
    setBalance('buyer2', 1000);
    const goods = goodsRow('晨光中性笔 12支装');
    const body = { goodsId: goods.id, quantity: 2, requestId: requestId() };
    const first = await exchange('buyer2', body);
    expect(first.resultCode).toBe('000');
    expect(first.content).toMatchObject({ points: goods.points * 2, balance: 1000 - goods.points * 2 });
    expect(first.content.exchangeNo).toMatch(/^JF\d{8}\d{6}$/);
    expect(goodsRow('晨光中性笔 12支装').stock).toBe(goods.stock - 2);

    const again = await exchange('buyer2', body);
    expect(again.content).toEqual(first.content);
    expect(goodsRow('晨光中性笔 12支装').stock).toBe(goods.stock - 2);
    expect((await account('buyer2')).balance).toBe(1000 - goods.points * 2);

    const other = await exchange('buyer2', { ...body, quantity: 1 });
    expect(other).toMatchObject({ status: 400, field: 'requestId' });

    const mine = await get<PageOf<PointsExchange>>(app, integral.integralProductMyExchanges, {
      token: token('buyer2'),
      lang: 'en',
    });
    expect(mine.content.records[0]).toMatchObject({
      exchangeNo: first.content.exchangeNo,
      quantity: 2,
      points: goods.points * 2,
      goods: { id: goods.id, title: 'M&G gel pens, pack of 12' },
    });
    // Another user's exchanges are never in mine.
    const buyerIds = (
      await get<PageOf<PointsExchange>>(app, integral.integralProductMyExchanges, { token: token('buyer') })
    ).content.records.map((e) => e.exchangeNo);
    expect(buyerIds).not.toContain(first.content.exchangeNo);
  });

  it('needs one of the caller’s own addresses for posted goods, keeps a copy of it, and none for vouchers', async () => {
    setBalance('buyer2', 100_000);
    const goods = goodsRow('陶瓷马克杯礼盒');
    /** One unit to the address given (null: none sent). */
    const exchangeOne = (goodsId: number, receiveInfoId: number | null, lang = 'en') =>
      exchange('buyer2', { goodsId, quantity: 1, requestId: requestId(), receiveInfoId }, lang);
    const missing = await exchangeOne(goods.id, null);
    expect(missing).toMatchObject({
      status: 400,
      field: 'receiveInfoId',
      content: 'Please choose a delivery address.',
    });
    const foreign = await exchangeOne(goods.id, addressOf('buyer'), 'zh');
    expect(foreign).toMatchObject({ status: 400, field: 'receiveInfoId', content: '收货地址不存在，请重新选择' });
    expect(goodsRow('陶瓷马克杯礼盒').stock).toBe(goods.stock);
    expect((await account('buyer2')).balance).toBe(100_000);

    const addressId = addressOf('buyer2');
    const address = one<{ consignee_name: string; detail_address: string }>(
      app.db,
      'SELECT consignee_name, detail_address FROM customer_receive_infos WHERE id = ?',
      addressId,
    );
    const done = await exchangeOne(goods.id, addressId);
    expect(done.resultCode).toBe('000');
    // Editing the address afterwards does not move the parcel already promised.
    run(app.db, "UPDATE customer_receive_infos SET detail_address = 'moved' WHERE id = ?", addressId);
    const virtual = await exchangeOne(goodsRow('展会展位抵扣券 500元').id, null);
    expect(virtual.resultCode).toBe('000');
    for (const lang of ['en', 'zh'] as const) {
      const mine = await get<PageOf<PointsExchange>>(app, integral.integralProductMyExchanges, {
        token: token('buyer2'),
        lang,
      });
      const [voucherRow, mugRow] = mine.content.records;
      expect(voucherRow?.delivery).toBeNull();
      // The consignee and street stay as typed in either language; the region follows the reader.
      expect(mugRow?.delivery).toMatchObject({
        consigneeName: address?.consignee_name,
        detailAddress: address?.detail_address,
      });
      expect(/[\u4e00-\u9fff]/.test(mugRow?.delivery?.regionName ?? '')).toBe(lang === 'zh');
      expect(mugRow?.delivery?.fullAddress).toContain(address?.detail_address);
    }
    run(
      app.db,
      'UPDATE customer_receive_infos SET detail_address = ? WHERE id = ?',
      address?.detail_address ?? '',
      addressId,
    );
  });

  it('refuses when the points are short, in the caller’s language, and changes nothing', async () => {
    setBalance('buyer2', 100);
    const goods = goodsRow('无线蓝牙耳机');
    const en = await exchange('buyer2', { goodsId: goods.id, quantity: 1, requestId: requestId() });
    expect(en).toMatchObject({
      resultCode: ResultCode.pointsShort,
      content: 'You do not have enough points for this exchange.',
    });
    const zh = await exchange('buyer2', { goodsId: goods.id, quantity: 1, requestId: requestId() }, 'zh');
    expect(zh.content).toBe('积分不足，无法兑换');
    expect(goodsRow('无线蓝牙耳机').stock).toBe(goods.stock);
    expect((await account('buyer2')).balance).toBe(100);
  });

  it('refuses goods out of stock or more than is left, and goods taken off the shelf', async () => {
    setBalance('buyer2', 100_000);
    const soldOut = goodsRow('折叠购物袋 3只装');
    expect((await exchange('buyer2', { goodsId: soldOut.id, quantity: 1, requestId: requestId() })).resultCode).toBe(
      ResultCode.pointsSoldOut,
    );
    const withdrawn = goodsRow('旧款台历（已下架）');
    expect((await exchange('buyer2', { goodsId: withdrawn.id, quantity: 1, requestId: requestId() })).resultCode).toBe(
      ResultCode.productOff,
    );
    expect((await account('buyer2')).balance).toBe(100_000);
  });

  it('holds each user to the per-user limit, counting earlier exchanges', async () => {
    setBalance('personal', 100_000);
    const goods = goodsRow('陶瓷马克杯礼盒');
    const over = await exchange('personal', {
      goodsId: goods.id,
      quantity: goods.per_user_limit + 1,
      requestId: requestId(),
    });
    expect(over).toMatchObject({ status: 400, field: 'quantity' });
    expect((await exchange('personal', { goodsId: goods.id, quantity: 1, requestId: requestId() })).resultCode).toBe(
      '000',
    );
    const rest = await exchange('personal', {
      goodsId: goods.id,
      quantity: goods.per_user_limit,
      requestId: requestId(),
    });
    expect(rest).toMatchObject({ status: 400, field: 'quantity' });
  });

  it('gives the last unit to one of two buyers racing for it; stock and balances never go below zero', async () => {
    const goods = goodsRow('10000mAh 移动电源');
    run(app.db, 'UPDATE points_goods SET stock = 1 WHERE id = ?', goods.id);
    setBalance('buyer', goods.points);
    setBalance('seller', goods.points);
    const [a, b] = await Promise.all([
      exchange('buyer', { goodsId: goods.id, quantity: 1, requestId: requestId() }),
      exchange('seller', { goodsId: goods.id, quantity: 1, requestId: requestId() }),
    ]);
    const codes = [a.resultCode, b.resultCode].sort();
    expect(codes).toEqual(['000', ResultCode.pointsSoldOut].sort());
    expect(goodsRow('10000mAh 移动电源').stock).toBe(0);
    const balances = [(await account('buyer')).balance, (await account('seller')).balance].sort((x, y) => x - y);
    expect(balances).toEqual([0, goods.points]);
  });

  it('refuses a body out of bounds with a 400 and an anonymous caller', async () => {
    const goods = goodsRow('编织数据线 1.5米');
    const zero = await exchange('buyer2', { goodsId: goods.id, quantity: 0, requestId: requestId() });
    expect(zero.status).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: integral.integralProductExchange.path,
      payload: { goodsId: goods.id, quantity: 1, requestId: requestId() },
    });
    expect((anonymous.json() as { resultCode: string }).resultCode).not.toBe('000');
  });
});
