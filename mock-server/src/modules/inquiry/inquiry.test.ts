import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { all, one } from '../../db/database.ts';
import type { PageOf } from '@portal/contracts/operation';
import type { InquiryCard, InquiryDetail, InquiryOffers } from '@portal/contracts/entities/trade-request';
import type { InquiryProduct } from '@portal/contracts/http/inquiry';
import type { SalePrice } from '@portal/contracts/http/product-price-apply';
import * as inquiry from '@portal/contracts/http/inquiry';
import * as offer from '@portal/contracts/http/offer';
import * as priceApply from '@portal/contracts/http/product-price-apply';
import { chinaDate } from '../../lib/china-time.ts';
import { fenTimes, fenToMoney, moneyToFen } from '../../lib/money.ts';
import { get as getAnswer, tokenOf, tokensOf, unfinishedBuyerToken, userOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

const user = (account: string) => userOf(app, account);

const get = <T>(path: string, query: Record<string, string | number> = {}, account?: string) =>
  getAnswer<T>(app, path, { query, token: account ? tokens[account] : undefined });

const detail = (id: number, account?: string) => get<InquiryDetail>(inquiry.getInquiryDetail.path, { id }, account);
const mine = (query: Record<string, string | number>, account: string) =>
  get<PageOf<InquiryCard>>(inquiry.inquiryPage.path, { pageSize: 100, ...query }, account);

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  Object.assign(tokens, tokensOf(app, ['buyer', 'buyer2', 'seller', 'factory', 'personal']));
  // A buyer who registered but has not completed the enterprise information.
  tokens.newbuyer = unfinishedBuyerToken(app, '13900000099', T0);
});
afterAll(() => app.close());
beforeEach(() => {
  clock = T0;
});

describe('inquiry/getSaleProductByIdForInquiry', () => {
  const otherProduct = (where = '1 = 1') =>
    one<{ id: number; company_id: number; title: string }>(
      app.db,
      `SELECT id, company_id, title FROM products WHERE off_shelf = 0 AND company_id <> ? AND ${where} ORDER BY id LIMIT 1`,
      user('buyer').company_id ?? -1,
    );

  it('prefills the form for a buyer: goods, unit, specs and the supplier', async () => {
    const product = otherProduct('price_needs_apply = 0 AND price_valid = 0');
    if (!product) throw new Error('no goods');
    const res = await get<InquiryProduct>(
      inquiry.getSaleProductByIdForInquiry.path,
      { productId: product.id },
      'buyer',
    );
    expect(res.resultCode).toBe('000');
    expect(res.content).toMatchObject({ productId: product.id, title: product.title, priceState: 'valid' });
    expect(res.content.supplier.id).toBe(product.company_id);
    expect(res.content.specs.length).toBeGreaterThan(0);
    expect(res.content.price).not.toBeNull();
  });

  it('hides the price of goods that need a permission the buyer does not hold', async () => {
    const gated = otherProduct(
      `price_needs_apply = 1 AND id NOT IN (SELECT COALESCE(product_id, -1) FROM price_applications WHERE user_id = ${user('buyer').id})
       AND company_id NOT IN (SELECT company_id FROM price_applications WHERE user_id = ${user('buyer').id} AND product_id IS NULL)`,
    );
    if (!gated) throw new Error('no gated goods');
    const res = await get<InquiryProduct>(inquiry.getSaleProductByIdForInquiry.path, { productId: gated.id }, 'buyer');
    expect(res.content).toMatchObject({ price: null, priceState: 'hidden' });
  });

  it('applies the role rules: login, buyers only, individuals authenticate, company required', async () => {
    const product = otherProduct();
    if (!product) throw new Error('no goods');
    const ask = (account?: string) =>
      get(inquiry.getSaleProductByIdForInquiry.path, { productId: product.id }, account).then((r) => r.resultCode);
    expect(await ask()).toBe('G001');
    expect(await ask('seller')).toBe('B018');
    expect(await ask('personal')).toBe('B007');
    expect(await ask('newbuyer')).toBe('B008');
  });

  it('refuses goods taken off the shelf and unknown goods', async () => {
    const off = one<{ id: number }>(app.db, 'SELECT id FROM products WHERE off_shelf = 1 ORDER BY id LIMIT 1');
    if (!off) throw new Error('no goods off shelf');
    expect((await get(inquiry.getSaleProductByIdForInquiry.path, { productId: off.id }, 'buyer')).resultCode).toBe(
      'B006',
    );
    expect((await get(inquiry.getSaleProductByIdForInquiry.path, { productId: 999_999 }, 'buyer')).resultCode).toBe(
      'B017',
    );
  });
});

describe('inquiry detail (inquiry/getInquiryDetail, inquiry/getInquiryByInquiryNum)', () => {
  const demoInquiries = () =>
    all<{
      id: number;
      inquiry_num: string;
      status: string;
      due_date: string;
      supplier_company_id: number | null;
      created_at: number;
    }>(
      app.db,
      'SELECT id, inquiry_num, status, due_date, supplier_company_id, created_at FROM inquiries WHERE buyer_user_id = ? ORDER BY id',
      user('buyer').id,
    );

  it('masks contact details and the buyer for outsiders, shows them to the buyer', async () => {
    const open = demoInquiries().find((i) => i.status === 'inquiring' && i.due_date >= chinaDate(T0));
    if (!open) throw new Error('no open inquiry');
    const anonymous = (await detail(open.id)).content;
    expect(anonymous.contactPhone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(anonymous.buyerName).toContain('****');
    expect(anonymous.receivingPlace.address).toBe('');
    expect(anonymous).toMatchObject({ mine: false, canQuote: false, status: 'inquiring' });
    const own = (await detail(open.id, 'buyer')).content;
    expect(own.contactPhone).toBe('13800000001');
    expect(own.wechat).toBe('wx_buyer');
    expect(own.buyerName).toBe('金华市恒达贸易有限公司');
    expect(own).toMatchObject({ mine: true, canQuote: false });
    const byNum = await get<InquiryDetail>(
      inquiry.getInquiryByInquiryNum.path,
      { inquiryNum: open.inquiry_num },
      'buyer',
    );
    expect(byNum.content).toEqual(own);
  });

  it('lets the addressed supplier see the contact and quote; another seller may not quote on it', async () => {
    const seller = user('seller').company_id;
    const addressed = demoInquiries().find((i) => i.supplier_company_id === seller && i.status === 'inquiring');
    if (!addressed) throw new Error('no inquiry sent to the demo seller');
    const asSupplier = (await detail(addressed.id, 'seller')).content;
    expect(asSupplier.contactPhone).toBe('13800000001');
    expect(asSupplier.canQuote).toBe(true);
    expect(asSupplier.supplier?.id).toBe(seller);
    expect((await detail(addressed.id, 'factory')).content.canQuote).toBe(false);
  });

  it('lets any shop or factory quote on an open inquiry, never the buyer role', async () => {
    const open = demoInquiries().find(
      (i) => i.status === 'inquiring' && i.supplier_company_id === null && i.due_date >= chinaDate(T0),
    );
    if (!open) throw new Error('no open inquiry');
    expect((await detail(open.id, 'factory')).content.canQuote).toBe(true);
    expect((await detail(open.id, 'buyer2')).content.canQuote).toBe(false);
  });

  it('reads expired past the due date, from the server clock', async () => {
    const expired = demoInquiries().find((i) => i.status === 'inquiring' && i.due_date < chinaDate(T0));
    if (!expired) throw new Error('no expired inquiry');
    expect((await detail(expired.id, 'buyer')).content.status).toBe('expired');
    clock = expired.created_at + 3600_000;
    expect((await detail(expired.id, 'buyer')).content.status).toBe('inquiring');
  });

  it('keeps an inquiry under review to its buyer, and answers not found', async () => {
    const review = demoInquiries().find((i) => i.status === 'underReview');
    if (!review) throw new Error('no inquiry under review');
    expect((await detail(review.id)).resultCode).toBe('B017');
    expect((await detail(review.id, 'seller')).resultCode).toBe('B017');
    expect((await detail(review.id, 'buyer')).content.status).toBe('underReview');
    expect((await detail(999_999)).resultCode).toBe('B017');
    expect((await get(inquiry.getInquiryByInquiryNum.path, { inquiryNum: 'XJ000' })).resultCode).toBe('B017');
  });
});

describe('inquiry lists (inquiry/page, inquiry/hall)', () => {
  it('needs a login for the caller list', async () => {
    expect((await get(inquiry.inquiryPage.path)).resultCode).toBe('G001');
  });

  it("lists the buyer's own inquiries newest first, by status and keyword", async () => {
    const own = (await mine({}, 'buyer')).content;
    const count = one<{ n: number }>(
      app.db,
      'SELECT COUNT(*) AS n FROM inquiries WHERE buyer_user_id = ?',
      user('buyer').id,
    );
    expect(own.total).toBe(count?.n);
    const times = own.records.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(own.records.map((i) => i.status))).toEqual(
      new Set(['inquiring', 'underReview', 'ended', 'expired']),
    );
    const expired = (await mine({ status: 'expired' }, 'buyer')).content;
    expect(expired.total).toBeGreaterThan(0);
    expect(expired.records.every((i) => i.status === 'expired' && i.dueDate < chinaDate(T0))).toBe(true);
    const sample = own.records[0];
    if (!sample) throw new Error('no inquiry');
    expect((await mine({ keyword: sample.inquiryNum }, 'buyer')).content.records.map((i) => i.id)).toEqual([sample.id]);
    const paged = (await get<PageOf<InquiryCard>>(inquiry.inquiryPage.path, { pageSize: 2, pageNum: 2 }, 'buyer'))
      .content;
    expect(paged.records.map((i) => i.id)).toEqual(own.records.slice(2, 4).map((i) => i.id));
  });

  it('lists what a seller received: inquiries sent to it or quoted on by it', async () => {
    const seller = user('seller').company_id ?? -1;
    const received = (await mine({ scope: 'received' }, 'seller')).content;
    const expected = one<{ n: number }>(
      app.db,
      `SELECT COUNT(*) AS n FROM inquiries WHERE status <> 'underReview' AND (supplier_company_id = ?
         OR id IN (SELECT inquiry_id FROM inquiry_threads WHERE seller_company_id = ?))`,
      seller,
      seller,
    );
    expect(received.total).toBe(expected?.n);
    expect(received.total).toBeGreaterThanOrEqual(2);
    expect(received.records.every((i) => !i.buyerName.includes('****'))).toBe(true);
  });

  it('shows the hall: open inquiries not sent to one supplier, buyers masked, by category', async () => {
    const hall = (await get<PageOf<InquiryCard>>(inquiry.inquiryHall.path, { pageSize: 100 })).content;
    expect(hall.total).toBeGreaterThan(3);
    expect(hall.records.every((i) => i.status === 'inquiring' && i.supplier === null)).toBe(true);
    expect(hall.records.every((i) => i.buyerName.includes('**'))).toBe(true);
    const sample = hall.records.find((i) => i.categoryId !== null);
    if (!sample?.categoryId) throw new Error('no category');
    const parent = one<{ parent_id: number }>(
      app.db,
      'SELECT parent_id FROM categories WHERE id = ?',
      sample.categoryId,
    );
    const byParent = (
      await get<PageOf<InquiryCard>>(inquiry.inquiryHall.path, { categoryId: parent?.parent_id ?? 0, pageSize: 100 })
    ).content;
    expect(byParent.records.some((i) => i.id === sample.id)).toBe(true);
    expect(byParent.total).toBeLessThanOrEqual(hall.total);
  });
});

describe('offers (offer/getOfferByInquiryNum)', () => {
  const withThreads = () =>
    one<{ inquiry_num: string; n: number; seller_company_id: number }>(
      app.db,
      `SELECT i.inquiry_num, COUNT(t.id) AS n, MIN(t.seller_company_id) AS seller_company_id FROM inquiries i
         JOIN inquiry_threads t ON t.inquiry_id = i.id WHERE i.buyer_user_id = ? GROUP BY i.id HAVING n > 1 LIMIT 1`,
      user('buyer').id,
    );

  it("shows the buyer every seller's thread: offers and counter-offers in order, amounts exact", async () => {
    const target = withThreads();
    if (!target) throw new Error('no inquiry with offers');
    const { content } = await get<InquiryOffers>(
      offer.getOfferByInquiryNum.path,
      { inquiryNum: target.inquiry_num },
      'buyer',
    );
    expect(content.threads).toHaveLength(target.n);
    for (const thread of content.threads) {
      expect(thread.entries.map((e) => e.round)).toEqual(thread.entries.map((_, i) => i + 1));
      expect(thread.entries.map((e) => e.side)).toEqual(
        thread.entries.map((_, i) => (i % 2 === 0 ? 'seller' : 'buyer')),
      );
      for (const e of thread.entries) {
        expect(e.amount).toBe(fenToMoney(fenTimes(moneyToFen(e.price) ?? 0, e.quantity)));
      }
      expect(thread.latestPrice).toBe(thread.entries[thread.entries.length - 1]?.price);
    }
  });

  it('shows a seller only its own thread, and nothing to others', async () => {
    const target = withThreads();
    if (!target) throw new Error('no inquiry with offers');
    const account = one<{ account: string }>(
      app.db,
      'SELECT account FROM users WHERE company_id = ? ORDER BY id LIMIT 1',
      target.seller_company_id,
    )?.account;
    if (!account) throw new Error('no seller account');
    tokens[account] = tokenOf(app, account);
    const own = (await get<InquiryOffers>(offer.getOfferByInquiryNum.path, { inquiryNum: target.inquiry_num }, account))
      .content;
    expect(own.threads.map((t) => t.seller.id)).toEqual([target.seller_company_id]);
    const stranger = (
      await get<InquiryOffers>(offer.getOfferByInquiryNum.path, { inquiryNum: target.inquiry_num }, 'buyer2')
    ).content;
    expect(stranger.threads).toEqual([]);
  });

  it('closes an ended inquiry with one accepted thread', async () => {
    const ended = one<{ inquiry_num: string }>(
      app.db,
      `SELECT inquiry_num FROM inquiries i WHERE buyer_user_id = ? AND status = 'ended'
         AND EXISTS (SELECT 1 FROM inquiry_threads t WHERE t.inquiry_id = i.id) LIMIT 1`,
      user('buyer').id,
    );
    if (!ended) throw new Error('no ended inquiry');
    const { content } = await get<InquiryOffers>(
      offer.getOfferByInquiryNum.path,
      { inquiryNum: ended.inquiry_num },
      'buyer',
    );
    expect(content.status).toBe('ended');
    expect(content.threads.filter((t) => t.status === 'accepted')).toHaveLength(1);
  });

  it('needs a login and answers not found', async () => {
    expect((await get(offer.getOfferByInquiryNum.path, { inquiryNum: 'XJ1' })).resultCode).toBe('G001');
    expect((await get(offer.getOfferByInquiryNum.path, { inquiryNum: 'XJ1' }, 'buyer')).resultCode).toBe('B017');
  });
});

describe('price permissions (productPriceApply/getSalePrice)', () => {
  const applications = (account: string) =>
    all<{ product_id: number | null; company_id: number; status: string }>(
      app.db,
      'SELECT product_id, company_id, status FROM price_applications WHERE user_id = ? ORDER BY id',
      user(account).id,
    );
  const price = (productId: number, account: string) =>
    get<SalePrice>(priceApply.getSalePrice.path, { productId }, account).then((r) => r.content);

  it('shows the price after approval only: approved, pending and rejected applications', async () => {
    const byStatus = (status: string) => applications('buyer').find((a) => a.status === status)?.product_id;
    const approved = byStatus('approved');
    const pending = byStatus('pending');
    const rejected = byStatus('rejected');
    if (!approved || !pending || !rejected) throw new Error('applications missing');
    expect(await price(approved, 'buyer')).toMatchObject({ needApply: true, applyStatus: 'approved' });
    expect((await price(approved, 'buyer')).price).not.toBeNull();
    expect(await price(pending, 'buyer')).toMatchObject({ applyStatus: 'pending', price: null, priceState: 'hidden' });
    const r = await price(rejected, 'buyer');
    expect(r).toMatchObject({ applyStatus: 'rejected', price: null, priceState: 'hidden' });
    expect(r.rejectReason).not.toBeNull();
  });

  it("honours a whole-shop approval and the seller's own goods", async () => {
    const whole = applications('buyer2').find((a) => a.product_id === null && a.status === 'approved');
    if (!whole) throw new Error('no whole-shop approval');
    const gated = all<{ id: number }>(
      app.db,
      'SELECT id FROM products WHERE company_id = ? AND price_needs_apply = 1',
      whole.company_id,
    );
    for (const p of gated) expect((await price(p.id, 'buyer2')).applyStatus).toBe('approved');
    const own = one<{ id: number }>(
      app.db,
      'SELECT id FROM products WHERE company_id = ? AND price_needs_apply = 1 LIMIT 1',
      user('seller').company_id ?? -1,
    );
    if (own) expect(await price(own.id, 'seller')).toMatchObject({ applyStatus: 'notRequired', priceState: 'valid' });
  });

  it('needs no application for ordinary goods, needs a login, answers not found', async () => {
    const open = one<{ id: number; price_fen: number }>(
      app.db,
      'SELECT id, price_fen FROM products WHERE price_needs_apply = 0 AND price_valid = 0 LIMIT 1',
    );
    if (!open) throw new Error('no goods');
    expect(await price(open.id, 'buyer')).toMatchObject({
      needApply: false,
      applyStatus: 'notRequired',
      priceState: 'valid',
      price: fenToMoney(open.price_fen),
    });
    const expired = one<{ id: number }>(
      app.db,
      'SELECT id FROM products WHERE price_needs_apply = 0 AND price_valid <> 0 LIMIT 1',
    );
    if (expired) expect((await price(expired.id, 'buyer')).priceState).toBe('expired');
    expect((await get(priceApply.getSalePrice.path, { productId: open.id })).resultCode).toBe('G001');
    expect((await get(priceApply.getSalePrice.path, { productId: 999_999 }, 'buyer')).resultCode).toBe('B017');
  });
});
