// Group-buy registration and deposit review through app.inject: the quantity and deposit rules with the
// the product's messages, review by the operator and automatically after the delay (server clock), re-registering
// after a rejection, live progress published only after a committed approval, the outcome at the deadline,
// 100 concurrent registrations against a small stock, and agent purchasing requests.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import type { AgentPurchaseRecord, GroupBuyRegistration } from '@portal/contracts/entities/trade-request';
import * as centralized from '@portal/contracts/http/centralized';
import * as agent from '@portal/contracts/http/agent-purchasing';
import { buildApp } from '../../app.ts';
import { one, run } from '../../db/database.ts';
import { MINUTE } from '../../lib/china-time.ts';
import { get as getAnswer, tokenOf, userIdOf } from '../../test/helpers.ts';
import { GROUPBUY_REVIEW_DELAY_MS } from './registration.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

async function post<T>(path: string, body: unknown, token?: string, lang = 'zh') {
  const res = await app.inject({
    method: 'POST',
    url: path,
    payload: body as object,
    headers: { ...(token ? { [HEADER_TOKEN]: token } : {}), [HEADER_LANG]: lang },
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: T; field?: string }) };
}

/** A fresh open group buy: price 10.00, margin 20 %, stock 100, minimum 5, target 60. */
function openGroupBuy(stock = '100'): number {
  const template = one<{ category_id: number; company_id: number }>(
    app.db,
    'SELECT category_id, company_id FROM collective_purchases ORDER BY id LIMIT 1',
  )!;
  return run(
    app.db,
    `INSERT INTO collective_purchases (code, title, title_en, category_id, company_id, image, unit, price_fen,
       original_price_fen, margin_ratio, stock, min_quantity, target_quantity, start_at, deadline, description,
       specs, delivery_terms, created_at)
     VALUES (?, '测试团购', 'Test group buy', ?, ?, '', 'piece', 1000, 1200, 20, ?, '5', '60', ?, ?, '[]', '[]', '', ?)`,
    `TG${Math.random().toString(36).slice(2, 10)}`,
    template.category_id,
    template.company_id,
    stock,
    clock - MINUTE,
    clock + 60 * MINUTE,
    clock,
  ).lastId;
}

function voucher(account: string): string {
  const id = run(
    app.db,
    "INSERT INTO files (owner_id, name, mime, size, path, created_at) VALUES (?, 'voucher.png', 'image/png', 1, 'none', 1)",
    userIdOf(app, account),
  ).lastId;
  return one<{ public_id: string }>(app.db, 'SELECT public_id FROM files WHERE id = ?', id)!.public_id;
}

const registerBody = (centralizedId: number, account: string, quantity = '10', deposit = '20.00') => ({
  centralizedId,
  quantity,
  deposit,
  paymentTime: clock,
  attachments: [voucher(account)],
  contactName: '王明',
  contactPhone: '13800000001',
});

const register = (id: number, account: string, quantity?: string, deposit?: string, lang?: string) =>
  post<{ id: number }>(
    centralized.centralizedRegisterSave.path,
    registerBody(id, account, quantity, deposit),
    tokens[account],
    lang,
  );
const review = (registrationId: number, approve: boolean, reason?: string) =>
  post<GroupBuyRegistration>(
    centralized.centralizedRegisterReview.path,
    { registrationId, approve, ...(reason ? { reason } : {}) },
    tokens.operator,
  );
const mine = (account: string) =>
  getAnswer<PageOf<GroupBuyRegistration>>(app, centralized.centralizedRegisterMine.path, {
    query: { pageSize: 50 },
    token: tokens[account],
  });

beforeAll(async () => {
  // These tests prove the automatic review (AUTO_REVIEW on); off is proven in review/review.test.ts.
  app = await buildApp({ dbFile: ':memory:', now: () => clock, autoReview: true });
  for (const account of ['buyer', 'buyer2', 'buyer3', 'personal', 'operator', 'seller']) {
    tokens[account] = tokenOf(app, account);
  }
});
afterAll(() => app.close());
beforeEach(() => {
  clock = T0;
});

describe('centralizedPurchasingRegister/save', () => {
  it('checks quantity and deposit with the product messages, naming the field', async () => {
    const id = openGroupBuy();
    expect(await register(id, 'buyer', '0', '0', 'en')).toMatchObject({ status: 400, field: 'quantity' });
    expect(await register(id, 'buyer', '4', '20.00', 'en')).toMatchObject({
      status: 400,
      field: 'quantity',
      content: 'The quantity cannot be below the minimum of 5.',
    });
    expect(await register(id, 'buyer', '101', '500.00', 'en')).toMatchObject({ status: 400, field: 'quantity' });
    // 10 x 10.00 x 20 % = 20.00
    expect(await register(id, 'buyer', '10', '19.99', 'en')).toMatchObject({
      status: 400,
      field: 'deposit',
      content: 'The deposit cannot be below ¥20.00.',
    });
    expect((await register(id, 'buyer', '10', '-1')).status).toBe(400);
    expect((await register(id, 'personal', '10', '20.00', 'en')).content).toBe(
      'Individual users cannot apply. Please authenticate!',
    );
    const noVoucher = await post(
      centralized.centralizedRegisterSave.path,
      { ...registerBody(id, 'buyer'), attachments: [] },
      tokens.buyer,
    );
    expect(noVoucher).toMatchObject({ status: 400, field: 'attachments' });
  });

  it('says when the stock left is below the minimum', async () => {
    const id = openGroupBuy('12');
    expect((await register(id, 'buyer', '10', '20.00')).resultCode).toBe('000');
    expect((await register(id, 'buyer2', '5', '10.00', 'en')).content).toBe(
      'Inventory is less than the minimum purchase quantity.',
    );
  });
});

describe('deposit review', () => {
  it('moves pending -> approved by the operator and publishes the progress after the commit', async () => {
    const id = openGroupBuy();
    const saved = await register(id, 'buyer', '10', '20.00');
    expect((await mine('buyer')).content.records.find((r) => r.id === saved.content.id)?.depositStatus).toBe(
      'pendingReview',
    );
    expect((await review(saved.content.id, true)).resultCode).toBe('000');
    const publish = vi.spyOn(app.realtime, 'publish');
    const second = await register(id, 'buyer2', '15', '30.00');
    expect(publish).not.toHaveBeenCalledWith(`groupbuy:${id}`, expect.anything(), expect.anything());
    const approved = await review(second.content.id, true);
    expect(approved.content).toMatchObject({ depositStatus: 'approved', quantity: '15' });
    expect(publish).toHaveBeenCalledWith(`groupbuy:${id}`, 'groupbuy:progress', {
      groupBuyId: id,
      joinedQuantity: '25.0000',
      participants: 2,
    });
    expect(publish).toHaveBeenCalledWith(`user:${userIdOf(app, 'buyer2')}`, 'user:notification', expect.anything());
    publish.mockRestore();
    // Reviewed once only; only the operator reviews.
    expect((await review(second.content.id, false)).resultCode).toBe('B025');
    expect(
      (await post(centralized.centralizedRegisterReview.path, { registrationId: 1, approve: true }, tokens.buyer))
        .status,
    ).toBe(403);
  });

  it('moves pending -> rejected with a reason, and lets the buyer register again', async () => {
    const id = openGroupBuy();
    const saved = await register(id, 'buyer3', '10', '20.00');
    expect((await register(id, 'buyer3', '10', '20.00', 'en')).content).toBe(
      'You have already registered for this group buy.',
    );
    const rejected = await review(saved.content.id, false, '凭证不清晰');
    expect(rejected.content).toMatchObject({ depositStatus: 'rejected', rejectReason: '凭证不清晰' });
    const again = await register(id, 'buyer3', '12', '24.00');
    expect(again.content.id).toBe(saved.content.id);
    expect((await mine('buyer3')).content.records.find((r) => r.id === saved.content.id)).toMatchObject({
      depositStatus: 'pendingReview',
      quantity: '12',
      rejectReason: null,
    });
  });

  it('approves automatically once the review delay has passed on the server clock', async () => {
    const id = openGroupBuy();
    const saved = await register(id, 'buyer2', '10', '20.00');
    clock += GROUPBUY_REVIEW_DELAY_MS - 1;
    expect((await mine('buyer2')).content.records.find((r) => r.id === saved.content.id)?.depositStatus).toBe(
      'pendingReview',
    );
    clock += 1;
    expect((await mine('buyer2')).content.records.find((r) => r.id === saved.content.id)?.depositStatus).toBe(
      'approved',
    );
  });

  it('settles the outcome at the deadline and tells the participants', async () => {
    const id = openGroupBuy();
    const saved = await register(id, 'buyer', '10', '20.00');
    await review(saved.content.id, true);
    const publish = vi.spyOn(app.realtime, 'publish');
    clock += 61 * MINUTE;
    tokens.buyer = tokenOf(app, 'buyer');
    await mine('buyer');
    expect(one<{ outcome: string }>(app.db, 'SELECT outcome FROM collective_purchases WHERE id = ?', id)?.outcome).toBe(
      'failed',
    );
    expect(publish).toHaveBeenCalledWith(
      `user:${userIdOf(app, 'buyer')}`,
      'user:settlement',
      expect.objectContaining({ kind: 'groupBuy', id, status: 'released' }),
    );
    publish.mockRestore();
  });
});

describe('100 concurrent registrations', () => {
  it('never push the joined quantity over the stock', async () => {
    const id = openGroupBuy('100');
    const users = Array.from({ length: 100 }, (_, i) => {
      const userId = run(
        app.db,
        `INSERT INTO users (account, mobile, password_hash, nickname, role, company_id, authenticated, created_at)
         VALUES (?, ?, 'x:y', '并发采购商', 'buyer', NULL, 1, ?)`,
        `rush${i}`,
        `1370000${String(i).padStart(4, '0')}`,
        T0,
      ).lastId;
      tokens[`rush${i}`] = app.issueToken(userId);
      return `rush${i}`;
    });
    // Each asks for 7: at most 14 fit in 100.
    const answers = await Promise.all(users.map((account) => register(id, account, '7', '14.00')));
    const saved = answers.filter((a) => a.resultCode === '000');
    expect(saved).toHaveLength(14);
    expect(
      answers.filter((a) => a.resultCode !== '000').every((a) => a.status === 400 || a.resultCode === 'B009'),
    ).toBe(true);
    await Promise.all(saved.map((a) => review(a.content.id, true)));
    const joined = one<{ n: number }>(
      app.db,
      "SELECT SUM(CAST(quantity AS REAL)) AS n FROM collective_registrations WHERE collective_id = ? AND status = 'approved'",
      id,
    );
    expect(joined?.n).toBe(98);
  });
});

describe('agentPurchaseRecord', () => {
  it('saves a request with the minimum and address rules and lists it with exact amounts', async () => {
    const product = one<{ id: number; min_quantity: string }>(
      app.db,
      'SELECT id, min_quantity FROM agent_products ORDER BY id LIMIT 1',
    )!;
    const body = {
      agentProductId: product.id,
      quantity: String(Number(product.min_quantity) + 1),
      deliveryMethod: 'delivery',
      contactName: '王明',
      contactPhone: '13800000001',
    };
    expect(await post(agent.agentPurchaseRecordSave.path, body, tokens.buyer, 'en')).toMatchObject({
      status: 400,
      field: 'countyCode',
      content: 'Please select province/city/region.',
    });
    const saved = await post<{ id: number }>(
      agent.agentPurchaseRecordSave.path,
      { ...body, provinceCode: '33', cityCode: '3307', countyCode: '330782', detailAddress: '工人北路 1 号' },
      tokens.buyer,
    );
    expect(saved.resultCode).toBe('000');
    const low = await post(agent.agentPurchaseRecordSave.path, { ...body, quantity: '0.0001' }, tokens.buyer);
    expect(low).toMatchObject({ status: 400, field: 'quantity' });
    const records = await getAnswer<PageOf<AgentPurchaseRecord>>(app, agent.agentPurchaseRecordPage.path, {
      token: tokens.buyer,
    });
    const record = records.content.records.find((r) => r.id === saved.content.id);
    expect(record?.status).toBe('submitted');
    expect(record?.address).toContain('工人北路');
    expect(record?.goodsAmount).toMatch(/^\d+\.\d{2}$/);
  });
});
