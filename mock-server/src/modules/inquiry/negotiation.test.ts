// The inquiry writes through app.inject: who may publish and quote (the product's messages), a three-round
// negotiation ending in acceptance with every round kept, turns, due dates, other sellers kept out, the
// review delay on the server clock, notifications to the other party, an accepted offer becoming a cart line
// at the agreed price (once; never another seller's goods), the quotes a buyer received, supply requests.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import type { InquiryDetail, InquiryOffers, SupplyRequest } from '@portal/contracts/entities/trade-request';
import type { PageOf } from '@portal/contracts/operation';
import * as inquiry from '@portal/contracts/http/inquiry';
import * as offer from '@portal/contracts/http/offer';
import type { AcceptedOffer, OfferInCart, ReceivedQuote } from '@portal/contracts/http/offer';
import * as supply from '@portal/contracts/http/supply-request';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { chinaDate, DAY, MINUTE } from '../../lib/china-time.ts';
import { companyIdOf, get as getAnswer, tokenOf, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

async function post<T>(path: string, body: unknown, account?: string, lang = 'zh') {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    headers: { ...(account ? { [HEADER_TOKEN]: tokens[account] } : {}), [HEADER_LANG]: lang },
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: T; field?: string }) };
}
const get = <T>(path: string, query: Record<string, string | number>, account?: string) =>
  getAnswer<T>(app, path, { query, token: account ? tokens[account] : undefined });

const category = () => one<{ id: number }>(app.db, 'SELECT id FROM categories WHERE level = 3 ORDER BY id LIMIT 1')!.id;

const inquiryBody = (overrides: Record<string, unknown> = {}) => ({
  title: '采购不锈钢保温杯 2000个',
  categoryId: category(),
  quantity: '2000.5',
  price: '12.50',
  unit: 'piece',
  provinceCode: '33',
  cityCode: '3307',
  countyCode: '330782',
  address: '稠城街道工人北路 1 号',
  dueDate: chinaDate(clock + 10 * DAY),
  contactPhone: '13800000001',
  wechat: 'wx_buyer',
  deliveryMethod: 'delivery',
  description: '需要贴牌',
  ...overrides,
});

const round = (inquiryNum: string, price: string, extra: Record<string, unknown> = {}) => ({
  inquiryNum,
  price,
  quantity: '2000',
  deliveryDate: chinaDate(clock + 20 * DAY),
  validUntil: chinaDate(clock + 5 * DAY),
  remark: 'round',
  ...extra,
});

/** Publishes as the demo buyer and lets the platform approve it. */
async function openInquiry(): Promise<string> {
  const saved = await post<{ inquiryNum: string; status: string }>(
    inquiry.saveInquiryPortal.path,
    inquiryBody(),
    'buyer',
  );
  expect(saved.resultCode).toBe('000');
  const reviewed = await post(
    inquiry.inquiryReview.path,
    { inquiryNum: saved.content.inquiryNum, approve: true },
    'operator',
  );
  expect(reviewed.resultCode).toBe('000');
  return saved.content.inquiryNum;
}

beforeAll(async () => {
  // These tests prove the automatic review (AUTO_REVIEW on); off is proven in review/review.test.ts.
  app = await buildApp({ dbFile: ':memory:', now: () => clock, autoReview: true });
  for (const account of ['buyer', 'buyer2', 'seller', 'factory', 'personal', 'provider', 'operator']) {
    tokens[account] = tokenOf(app, account);
  }
});
afterAll(() => app.close());
beforeEach(() => {
  clock = T0;
});

// First, before the tests publish texts of their own (user texts stay in the language they were written in).
describe('English seed', () => {
  it('answers the hall, the group buys and the agent goods in English', async () => {
    const { CJK } = await import('../../lib/text.ts');
    const read = async <T>(path: string) =>
      (await getAnswer<PageOf<T>>(app, path, { query: { pageSize: 50 }, lang: 'en' })).content.records;
    const hall = await read<{ title: string }>(inquiry.inquiryHall.path);
    const groups = await read<{ title: string }>('/api/portal/pass/CentralizedPurchasingProduct/listByKeyword');
    const agents = await read<{ title: string; market: string }>(
      '/api/portal/pass/agentPurchasingProduct/listByKeyword',
    );
    const supplies = await read<{ title: string }>(supply.supplyRequestPage.path);
    for (const list of [hall, groups, agents, supplies]) expect(list.length).toBeGreaterThan(0);
    const texts = [...hall, ...groups, ...agents, ...supplies].map((r) => r.title);
    expect(texts.filter((t) => CJK.test(t))).toEqual([]);
    // The buyer's own inquiries show their receiving address in English too.
    const mine = await getAnswer<PageOf<{ receivingPlace: { address: string } }>>(app, inquiry.inquiryPage.path, {
      query: { pageSize: 50 },
      token: tokens.buyer,
      lang: 'en',
    });
    const addresses = mine.content.records.map((r) => r.receivingPlace.address);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((a) => CJK.test(a))).toEqual([]);
  });
});

describe('inquiry/saveInquiryPortal', () => {
  it('refuses other roles with the product messages', async () => {
    expect((await post(inquiry.saveInquiryPortal.path, inquiryBody(), 'personal', 'en')).content).toBe(
      'Individual users cannot apply. Please authenticate!',
    );
    expect((await post(inquiry.saveInquiryPortal.path, inquiryBody(), 'seller')).resultCode).toBe('B018');
    expect((await post(inquiry.saveInquiryPortal.path, inquiryBody())).resultCode).toBe('G001');
  });

  it('names the field of bad input: five decimals, a region that does not nest, a past due date', async () => {
    expect((await post(inquiry.saveInquiryPortal.path, inquiryBody({ quantity: '1.12345' }), 'buyer')).status).toBe(
      400,
    );
    const region = await post(inquiry.saveInquiryPortal.path, inquiryBody({ cityCode: '3301' }), 'buyer', 'en');
    expect(region).toMatchObject({ status: 400, field: 'countyCode', content: 'Please select province/city/region.' });
    const due = await post(inquiry.saveInquiryPortal.path, inquiryBody({ dueDate: chinaDate(clock - DAY) }), 'buyer');
    expect(due).toMatchObject({ status: 400, field: 'dueDate' });
  });

  it('starts under review, seen by its buyer only, and opens by itself after the review delay', async () => {
    const saved = await post<{ id: number; inquiryNum: string; status: string }>(
      inquiry.saveInquiryPortal.path,
      inquiryBody(),
      'buyer',
    );
    expect(saved.content.status).toBe('underReview');
    expect(
      (await get<InquiryDetail>(inquiry.getInquiryDetail.path, { id: saved.content.id }, 'buyer')).content.status,
    ).toBe('underReview');
    expect((await get(inquiry.getInquiryDetail.path, { id: saved.content.id }, 'factory')).resultCode).toBe('B017');
    clock += 3 * MINUTE;
    const open = await get<InquiryDetail>(inquiry.getInquiryDetail.path, { id: saved.content.id }, 'factory');
    expect(open.content).toMatchObject({ status: 'inquiring', canQuote: true, quantity: '2000.5' });
  });
});

describe('offer/save and offer/accept: the negotiation', () => {
  it('runs three rounds ending in acceptance; every round is kept with who, what and when; both sides are told', async () => {
    const num = await openInquiry();
    const factoryCompany = companyIdOf(app, 'factory');
    const publish = vi.spyOn(app.realtime, 'publish');
    const q1 = await post<{ id: number }>(offer.offerSave.path, round(num, '13.00'), 'factory');
    expect(q1.resultCode).toBe('000');
    clock += MINUTE;
    const c2 = await post(offer.offerSave.path, round(num, '12.20', { sellerCompanyId: factoryCompany }), 'buyer');
    expect(c2.resultCode).toBe('000');
    clock += MINUTE;
    const q3 = await post(offer.offerSave.path, round(num, '12.60'), 'factory');
    expect(q3.resultCode).toBe('000');
    // The buyer was told of rounds 1 and 3, the factory's users of round 2.
    const rooms = publish.mock.calls.filter(([, event]) => event === 'user:notification').map(([room]) => room);
    expect(rooms.filter((r) => r === `user:${userIdOf(app, 'buyer')}`)).toHaveLength(2);
    expect(rooms.filter((r) => r === `user:${userIdOf(app, 'factory')}`)).toHaveLength(1);
    publish.mockRestore();

    // Not the factory's turn now.
    expect((await post(offer.offerSave.path, round(num, '12.50'), 'factory', 'en')).content).toBe(
      'Wait for the other side to answer the last proposal.',
    );
    clock += MINUTE;
    const accepted = await post<{ price: string }>(
      offer.offerAccept.path,
      { inquiryNum: num, sellerCompanyId: factoryCompany },
      'buyer',
    );
    expect(accepted).toMatchObject({ resultCode: '000', content: { price: '12.60', quantity: '2000' } });

    const seen = await get<InquiryOffers>(offer.getOfferByInquiryNum.path, { inquiryNum: num }, 'factory');
    expect(seen.content.status).toBe('ended');
    const thread = seen.content.threads[0];
    expect(thread).toMatchObject({ status: 'accepted', acceptedBy: 'buyer', acceptedAt: clock, turn: null });
    expect(thread?.entries.map((e) => [e.round, e.side, e.price, e.createdAt])).toEqual([
      [1, 'seller', '13.00', T0],
      [2, 'buyer', '12.20', T0 + MINUTE],
      [3, 'seller', '12.60', T0 + 2 * MINUTE],
    ]);
    expect(thread?.entries[1]?.byName).not.toBe('');
    expect(thread?.entries[2]?.amount).toBe('25200.00');
    // Ended by acceptance: no more quotes.
    expect((await post(offer.offerSave.path, round(num, '11.00'), 'seller', 'en')).content).toBe(
      'The inquiry has ended.',
    );
  });

  it('refuses roles that may not quote, and the buyer quoting on its own inquiry', async () => {
    const num = await openInquiry();
    for (const account of ['provider', 'buyer2']) {
      const res = await post(offer.offerSave.path, round(num, '10.00'), account, 'en');
      expect(res.content).toBe('The current role does not support quotation!');
    }
    expect((await post(offer.offerSave.path, round(num, '10.00'), 'personal')).resultCode).toBe('B007');
    expect((await post(offer.offerSave.path, round(num, '10.00'), 'buyer')).field).toBe('sellerCompanyId');
  });

  it('refuses a price of zero in a quote and in a counter-offer, in zh and en (a negative one is a 400)', async () => {
    const num = await openInquiry();
    for (const [lang, text] of [
      ['zh', '报价须大于0元'],
      ['en', 'The quoted price must be above ¥0.'],
    ] as const) {
      for (const price of ['0', '0.00']) {
        expect(await post(offer.offerSave.path, round(num, price), 'factory', lang)).toMatchObject({
          resultCode: 'B025',
          content: text,
        });
      }
    }
    const negative = await post(offer.offerSave.path, round(num, '-5.00'), 'factory', 'en');
    expect(negative).toMatchObject({ status: 400, field: 'price' });
    expect((await post(offer.offerSave.path, round(num, '0.01'), 'factory')).resultCode).toBe('000');
    const counter = round(num, '0', { sellerCompanyId: companyIdOf(app, 'factory') });
    expect((await post(offer.offerSave.path, counter, 'buyer', 'en')).content).toBe(
      'The quoted price must be above ¥0.',
    );
    const stored = one<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM inquiry_offers WHERE price_fen <= 0');
    expect(stored?.n).toBe(0);
  });

  it('keeps other sellers out of a thread not their own', async () => {
    const num = await openInquiry();
    await post(offer.offerSave.path, round(num, '13.00'), 'factory');
    const factoryCompany = companyIdOf(app, 'factory');
    // The shop sees no thread of the factory and cannot answer or accept it.
    const shopView = await get<InquiryOffers>(offer.getOfferByInquiryNum.path, { inquiryNum: num }, 'seller');
    expect(shopView.content.threads).toEqual([]);
    expect(
      (await post(offer.offerSave.path, round(num, '12.00', { sellerCompanyId: factoryCompany }), 'seller')).resultCode,
    ).toBe('B017');
    expect(
      (await post(offer.offerAccept.path, { inquiryNum: num, sellerCompanyId: factoryCompany }, 'seller')).resultCode,
    ).toBe('B017');
    // The buyer sees it.
    const buyerView = await get<InquiryOffers>(offer.getOfferByInquiryNum.path, { inquiryNum: num }, 'buyer');
    expect(buyerView.content.threads.map((t) => t.seller.id)).toEqual([factoryCompany]);
    expect(buyerView.content.threads[0]?.turn).toBe('buyer');
  });

  it('refuses a quote after the due date on the server clock', async () => {
    const num = await openInquiry();
    clock += 11 * DAY;
    // A login lasts less than that: log in again at the new time.
    tokens.factory = tokenOf(app, 'factory');
    const res = await post(
      offer.offerSave.path,
      round(num, '13.00', { deliveryDate: chinaDate(clock + DAY), validUntil: chinaDate(clock + DAY) }),
      'factory',
      'en',
    );
    expect(res.content).toBe('The inquiry is past its due date: no more quotes.');
  });

  it('lets the buyer end the inquiry, declining the open threads', async () => {
    const num = await openInquiry();
    await post(offer.offerSave.path, round(num, '13.00'), 'factory');
    expect((await post(inquiry.inquiryEnd.path, { inquiryNum: num }, 'factory')).resultCode).toBe('B018');
    expect((await post(inquiry.inquiryEnd.path, { inquiryNum: num }, 'buyer')).resultCode).toBe('000');
    const view = await get<InquiryOffers>(offer.getOfferByInquiryNum.path, { inquiryNum: num }, 'buyer');
    expect(view.content.threads[0]?.status).toBe('declined');
  });
});

describe('the commerce seam: an accepted offer becomes a cart line', () => {
  /** Goods of `account`'s company that may go in a cart as 10 units (on the shelf, stock, no discount). */
  const goodsOf = (account: string, notInCartOf = 'buyer') =>
    one<{ id: number }>(
      app.db,
      `SELECT id FROM products WHERE company_id = ? AND off_shelf = 0 AND discount = 0
         AND CAST(stock AS REAL) >= 100 AND CAST(min_order AS REAL) <= 10
         AND id NOT IN (SELECT product_id FROM trade_carts WHERE user_id = ?) ORDER BY id LIMIT 1`,
      companyIdOf(app, account),
      userIdOf(app, notInCartOf),
    )!.id;
  const cartLine = (productId: number) =>
    one<{ quantity: string; agreed_price_fen: number | null; source_ref: string | null }>(
      app.db,
      'SELECT quantity, agreed_price_fen, source_ref FROM trade_carts WHERE user_id = ? AND product_id = ?',
      userIdOf(app, 'buyer'),
      productId,
    );

  it('puts the quoted goods in the cart at the agreed price and quantity, once; the header count follows', async () => {
    const num = await openInquiry();
    const factoryCompany = companyIdOf(app, 'factory');
    const goods = goodsOf('factory');
    expect(
      (await post(offer.offerSave.path, round(num, '13.00', { quantity: '10', productId: goods }), 'factory'))
        .resultCode,
    ).toBe('000');
    await post(offer.offerSave.path, round(num, '12.20', { quantity: '12', sellerCompanyId: factoryCompany }), 'buyer');
    // The factory answers without naming goods again: the thread keeps trading the goods named before.
    await post(offer.offerSave.path, round(num, '12.35', { quantity: '12' }), 'factory');
    const view = await get<InquiryOffers>(offer.getOfferByInquiryNum.path, { inquiryNum: num }, 'buyer');
    expect(view.content.threads[0]).toMatchObject({ goods: { id: goods }, inCart: false });

    const publish = vi.spyOn(app.realtime, 'publish');
    const before = one<{ n: number }>(
      app.db,
      'SELECT count(*) AS n FROM trade_carts WHERE user_id = ?',
      userIdOf(app, 'buyer'),
    )!.n;
    const accepted = await post<AcceptedOffer>(
      offer.offerAccept.path,
      { inquiryNum: num, sellerCompanyId: factoryCompany, addToCart: true },
      'buyer',
    );
    expect(accepted.content).toMatchObject({ price: '12.35', productId: goods, cart: { count: before + 1 } });
    expect(cartLine(goods)).toMatchObject({ agreed_price_fen: 1235, source_ref: expect.stringMatching(/^offer:/) });
    expect(Number(cartLine(goods)?.quantity)).toBe(12);
    expect(publish.mock.calls).toContainEqual([
      `user:${userIdOf(app, 'buyer')}`,
      'user:cartCount',
      { count: before + 1 },
    ]);
    publish.mockRestore();

    // Twice -> once: a second put (a double click, a second tab) adds nothing.
    const again = await post<OfferInCart>(
      offer.offerAddToCart.path,
      { inquiryNum: num, sellerCompanyId: factoryCompany },
      'buyer',
    );
    expect(again.content).toEqual({ lineId: accepted.content.cart?.lineId, count: before + 1, added: false });
    expect(Number(cartLine(goods)?.quantity)).toBe(12);
    // The thread says so; only the buyer may put it in its cart.
    const after = await get<InquiryOffers>(offer.getOfferByInquiryNum.path, { inquiryNum: num }, 'buyer');
    expect(after.content.threads[0]?.inCart).toBe(true);
    expect(
      (await post(offer.offerAddToCart.path, { inquiryNum: num, sellerCompanyId: factoryCompany }, 'factory'))
        .resultCode,
    ).toBe('B017');
  });

  it("refuses another seller's goods in a quote and goods in a counter-offer", async () => {
    const num = await openInquiry();
    const shopGoods = goodsOf('seller');
    const res = await post(offer.offerSave.path, round(num, '13.00', { productId: shopGoods }), 'factory', 'en');
    expect(res).toMatchObject({
      status: 400,
      field: 'productId',
      content: 'The quoted goods must be your own goods on sale.',
    });
    await post(offer.offerSave.path, round(num, '13.00'), 'factory');
    const counter = await post(
      offer.offerSave.path,
      round(num, '12.00', { sellerCompanyId: companyIdOf(app, 'factory'), productId: goodsOf('factory') }),
      'buyer',
    );
    expect(counter).toMatchObject({ status: 400, field: 'productId' });
  });

  it('offers no cart line for a quote naming no goods: the acceptance with addToCart changes nothing', async () => {
    const num = await openInquiry();
    const factoryCompany = companyIdOf(app, 'factory');
    await post(offer.offerSave.path, round(num, '13.00'), 'factory');
    const refused = await post(
      offer.offerAccept.path,
      { inquiryNum: num, sellerCompanyId: factoryCompany, addToCart: true },
      'buyer',
      'en',
    );
    expect(refused.content).toBe('This offer names no goods of the seller: please contact the seller to order.');
    const view = await get<InquiryOffers>(offer.getOfferByInquiryNum.path, { inquiryNum: num }, 'buyer');
    expect(view.content.threads[0]).toMatchObject({ status: 'negotiating', goods: null });
    expect(
      (await post(offer.offerAccept.path, { inquiryNum: num, sellerCompanyId: factoryCompany }, 'buyer')).resultCode,
    ).toBe('000');
    const later = await post(
      offer.offerAddToCart.path,
      { inquiryNum: num, sellerCompanyId: factoryCompany },
      'buyer',
      'en',
    );
    expect(later.content).toBe('This offer names no goods of the seller: please contact the seller to order.');
  });
});

describe('offer/pageReceived: the quotes a buyer received', () => {
  it('pages the threads of its inquiries by where they stand, on the server', async () => {
    const num = await openInquiry();
    const factoryCompany = companyIdOf(app, 'factory');
    await post(offer.offerSave.path, round(num, '13.00'), 'factory');
    await post(offer.offerSave.path, round(num, '13.20'), 'seller');
    await post(offer.offerSave.path, round(num, '12.00', { sellerCompanyId: factoryCompany }), 'buyer');
    const page = (status?: string, extra: Record<string, string> = {}, account = 'buyer') =>
      get<PageOf<ReceivedQuote>>(
        offer.offerPageReceived.path,
        { pageSize: 100, keyword: num, ...(status ? { status } : {}), ...extra },
        account,
      );
    const sellersOf = async (status?: string) => (await page(status)).content.records.map((r) => r.seller.id);
    const shopCompany = companyIdOf(app, 'seller');
    expect((await sellersOf()).sort()).toEqual([factoryCompany, shopCompany].sort());
    // The shop made the last round of its thread: the buyer's turn there; the factory awaits the buyer's counter.
    expect(await sellersOf('awaitingMe')).toEqual([shopCompany]);
    expect((await sellersOf('negotiating')).length).toBe(2);
    await post(offer.offerAccept.path, { inquiryNum: num, sellerCompanyId: shopCompany }, 'buyer');
    expect(await sellersOf('accepted')).toEqual([shopCompany]);
    expect(await sellersOf('declined')).toEqual([factoryCompany]);
    const [row] = (await page('accepted')).content.records;
    expect(row).toMatchObject({ inquiryNum: num, rounds: 1, latestPrice: '13.20', latestSide: 'seller', turn: null });
    expect((await page('bogus')).status).toBe(400);
    // A seller receives no quotes of its own here.
    expect((await page(undefined, {}, 'factory')).content.total).toBe(0);
  });
});

describe('supplyRequest', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    title: '304不锈钢保温杯 工厂直供',
    categoryId: category(),
    capacity: '50000',
    unit: 'piece',
    priceMin: '9.80',
    priceMax: '12.00',
    provinceCode: '33',
    cityCode: '3307',
    countyCode: '330782',
    validUntil: chinaDate(clock + 30 * DAY),
    ...overrides,
  });

  it("lets factories only publish: 'Only factories can publish!'", async () => {
    expect((await post(supply.supplyRequestSave.path, body(), 'seller', 'en')).content).toBe(
      'Only factories can publish!',
    );
    expect((await post(supply.supplyRequestSave.path, body(), 'buyer')).resultCode).toBe('B019');
    expect((await post(supply.supplyRequestSave.path, body({ priceMin: '13.00' }), 'factory')).field).toBe('priceMax');
    const saved = await post<{ id: number }>(supply.supplyRequestSave.path, body(), 'factory');
    expect(saved.resultCode).toBe('000');
    const hall = await get<PageOf<SupplyRequest>>(supply.supplyRequestPage.path, { keyword: '保温杯' });
    expect(hall.content.records.map((r) => r.id)).toContain(saved.content.id);
    const mine = await get<PageOf<SupplyRequest>>(supply.supplyRequestMine.path, { pageSize: 50 }, 'factory');
    expect(mine.content.records[0]).toMatchObject({ id: saved.content.id, priceMin: '9.80', capacity: '50000' });
  });
});
