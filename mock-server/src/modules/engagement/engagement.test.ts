import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ResultCode } from '@portal/contracts/envelope';
import * as auth from '@portal/contracts/http/auth';
import * as evaluate from '@portal/contracts/http/evaluate';
import * as messageBoard from '@portal/contracts/http/message-board';
import * as footprint from '@portal/contracts/http/user-footprint';
import * as visitorStay from '@portal/contracts/http/visitor-stay';
import { buildApp } from '../../app.ts';
import { all, one } from '../../db/database.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { maskNickname } from '../../lib/mask.ts';
import { fenToMoney } from '../../lib/money.ts';

let clock = Date.UTC(2026, 10, 22, 2, 0, 0);
let app: FastifyInstance;
const tokens: Record<string, string> = {};
let factoryCompanyId: number;
let shopCompanyId: number;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  for (const account of ['buyer', 'buyer2', 'factory', 'seller']) {
    const res = await app.inject({
      method: 'POST',
      url: auth.loginByAccount.path,
      payload: { account, password: DEMO_PASSWORD },
    });
    tokens[account] = res.json().content.token;
  }
  factoryCompanyId = one<{ company_id: number }>(
    app.db,
    "SELECT company_id FROM users WHERE account = 'factory'",
  )!.company_id;
  shopCompanyId = one<{ company_id: number }>(
    app.db,
    "SELECT company_id FROM users WHERE account = 'seller'",
  )!.company_id;
});
afterAll(() => app.close());

async function call(
  method: 'GET' | 'POST',
  url: string,
  opts: { as?: string; payload?: object; lang?: 'zh' | 'en' } = {},
) {
  const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'en' };
  if (opts.as) headers['x-token'] = tokens[opts.as]!;
  const res = await app.inject({ method, url, headers, ...(opts.payload ? { payload: opts.payload } : {}) });
  return { status: res.statusCode, body: res.json() };
}

const CONTENT = '您好，我们想采购一批毛绒玩具，月需求约两千件，请问出厂价和起订量是多少？';

describe('visitorStay/save', () => {
  it('records anonymous and logged-in stays', async () => {
    const anonymous = await call('POST', visitorStay.saveVisitorStay.path, {
      payload: { page: '/home', stayMs: 4200 },
    });
    expect(anonymous.body.resultCode).toBe('000');
    const logged = await call('POST', visitorStay.saveVisitorStay.path, {
      as: 'buyer',
      payload: { page: '/details?id=3', stayMs: 61_000 },
    });
    const rows = all<{ id: number; user_id: number | null; page: string; stay_ms: number; platform_code: string }>(
      app.db,
      'SELECT id, user_id, page, stay_ms, platform_code FROM visitor_stays WHERE id IN (?, ?) ORDER BY id',
      anonymous.body.content.id,
      logged.body.content.id,
    );
    expect(rows.map((r) => ({ ...r }))).toEqual([
      { id: anonymous.body.content.id, user_id: null, page: '/home', stay_ms: 4200, platform_code: 'P00001' },
      expect.objectContaining({ page: '/details?id=3', stay_ms: 61_000, user_id: expect.any(Number) }),
    ]);
  });

  it('refuses a negative stay', async () => {
    const res = await call('POST', visitorStay.saveVisitorStay.path, { payload: { page: '/home', stayMs: -1 } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('stayMs');
  });
});

describe('messageBoard', () => {
  let messageId: number;

  it('a buyer leaves a message to a factory; it shows in the sent box and the factory received box', async () => {
    const saved = await call('POST', messageBoard.saveMessage.path, {
      as: 'buyer',
      payload: { companyId: factoryCompanyId, contactName: '王明', email: 'wang@hengda-trade.cn', content: CONTENT },
    });
    expect(saved.body.resultCode).toBe('000');
    messageId = saved.body.content.id;

    const sent = await call('GET', `${messageBoard.pageMessages.path}?pageNum=1&pageSize=5`, { as: 'buyer' });
    expect(sent.body.content.records[0]).toMatchObject({
      id: messageId,
      companyId: factoryCompanyId,
      companyName: '义乌市华美玩具制造有限公司',
      senderNickname: '采购商王明',
      contactName: '王明',
      email: 'wang@hengda-trade.cn',
      mobile: null,
      content: CONTENT,
      createdAt: clock,
    });
    expect(sent.body.content).toMatchObject({ pageNum: 1, pageSize: 5 });

    const received = await call('GET', messageBoard.pageMessages.path, { as: 'factory' });
    expect(received.body.content.records[0].id).toBe(messageId);
    expect(received.body.content.pageSize).toBe(15);
    const total = one<{ n: number }>(
      app.db,
      'SELECT COUNT(*) AS n FROM message_boards WHERE company_id = ?',
      factoryCompanyId,
    );
    expect(received.body.content.total).toBe(total?.n);
    for (const record of received.body.content.records) expect(record.companyId).toBe(factoryCompanyId);

    // another buyer sees only its own
    const other = await call('GET', `${messageBoard.pageMessages.path}?box=sent`, { as: 'buyer2' });
    expect(other.body.content.records.some((r: { id: number }) => r.id === messageId)).toBe(false);
  });

  it('checks content length (20-4000) and the e-mail, naming the field', async () => {
    const base = { companyId: factoryCompanyId, contactName: '王明', email: 'wang@hengda-trade.cn', content: CONTENT };
    const short = await call('POST', messageBoard.saveMessage.path, {
      as: 'buyer',
      payload: { ...base, content: '请报价' },
    });
    expect(short).toEqual({
      status: 400,
      body: { resultCode: '400', field: 'content', content: 'The message must be 20 to 4000 characters.' },
    });
    const long = await call('POST', messageBoard.saveMessage.path, {
      as: 'buyer',
      payload: { ...base, content: '好'.repeat(4001) },
    });
    expect(long.body.field).toBe('content');
    const email = await call('POST', messageBoard.saveMessage.path, {
      as: 'buyer',
      lang: 'zh',
      payload: { ...base, email: 'wang@' },
    });
    expect(email.body).toEqual({ resultCode: '400', field: 'email', content: '请输入正确的邮箱地址' });
    const mobile = await call('POST', messageBoard.saveMessage.path, {
      as: 'buyer',
      payload: { ...base, mobile: '12345' },
    });
    expect(mobile.body.field).toBe('mobile');
  });

  it('only factories receive messages; a login is needed', async () => {
    const toShop = await call('POST', messageBoard.saveMessage.path, {
      as: 'buyer',
      payload: { companyId: shopCompanyId, contactName: '王明', email: 'wang@hengda-trade.cn', content: CONTENT },
    });
    expect(toShop.body.resultCode).toBe(ResultCode.notFound);
    const anonymous = await call('GET', messageBoard.pageMessages.path);
    expect(anonymous.body.resultCode).toBe('G001');
  });

  it('the sender or the factory that received it deletes a message, nobody else', async () => {
    const byOther = await call('POST', messageBoard.deleteMessage.path, { as: 'buyer2', payload: { id: messageId } });
    expect(byOther.body.resultCode).toBe(ResultCode.notFound);
    const bySeller = await call('POST', messageBoard.deleteMessage.path, { as: 'seller', payload: { id: messageId } });
    expect(bySeller.body.resultCode).toBe(ResultCode.notFound);
    const own = await call('POST', messageBoard.deleteMessage.path, { as: 'buyer', payload: { id: messageId } });
    expect(own.body).toEqual({ resultCode: '000', content: { ok: true } });
    expect(one(app.db, 'SELECT id FROM message_boards WHERE id = ?', messageId)).toBeUndefined();

    const again = await call('POST', messageBoard.saveMessage.path, {
      as: 'buyer',
      payload: { companyId: factoryCompanyId, contactName: '王明', email: 'wang@hengda-trade.cn', content: CONTENT },
    });
    const received = again.body.content.id as number;
    const byFactory = await call('POST', messageBoard.deleteMessage.path, { as: 'factory', payload: { id: received } });
    expect(byFactory.body).toEqual({ resultCode: '000', content: { ok: true } });
    expect(one(app.db, 'SELECT id FROM message_boards WHERE id = ?', received)).toBeUndefined();
  });
});

describe('evaluate', () => {
  const productId = 5;

  it('saves scores on a product and pages them newest first, one per user', async () => {
    const before = await call('GET', `${evaluate.pageEvaluate.path}?targetType=product&targetId=${productId}`);
    const seeded = before.body.content.total as number;
    // The seed may already hold an evaluation by one of the two users: saving again replaces it.
    const prior = one<{ n: number }>(
      app.db,
      `SELECT COUNT(*) AS n FROM evaluations e JOIN users u ON u.id = e.user_id
        WHERE e.target_type = 'product' AND e.target_id = ? AND u.account IN ('buyer', 'buyer2')`,
      productId,
    )!.n;
    clock += 1000;
    const first = await call('POST', evaluate.saveEvaluate.path, {
      as: 'buyer',
      payload: { targetType: 'product', targetId: productId, score: 4, content: '做工不错，发货及时。' },
    });
    expect(first.body.resultCode).toBe('000');
    clock += 1000;
    await call('POST', evaluate.saveEvaluate.path, {
      as: 'buyer2',
      payload: { targetType: 'product', targetId: productId, score: 5, content: '质量很好，已回购。' },
    });
    clock += 1000;
    const again = await call('POST', evaluate.saveEvaluate.path, {
      as: 'buyer',
      payload: { targetType: 'product', targetId: productId, score: 2, content: '第二批有色差。' },
    });
    expect(again.body.content.id).toBe(first.body.content.id);

    const page = await call('GET', `${evaluate.pageEvaluate.path}?targetType=product&targetId=${productId}`, {
      as: 'buyer',
    });
    expect(page.body.content.total).toBe(seeded + 2 - prior);
    const [newest, second] = page.body.content.records;
    expect(newest).toMatchObject({
      score: 2,
      content: '第二批有色差。',
      nickname: '采**',
      mine: true,
      createdAt: clock,
    });
    expect(second).toMatchObject({ score: 5, mine: false, createdAt: clock - 1000 });
    const times = page.body.content.records.map((r: { createdAt: number }) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('evaluates a company; checks score 1-5, text and target', async () => {
    const ok = await call('POST', evaluate.saveEvaluate.path, {
      as: 'buyer',
      payload: { targetType: 'company', targetId: factoryCompanyId, score: 5, content: '交期准时，值得合作。' },
    });
    expect(ok.body.resultCode).toBe('000');
    const page = await call('GET', `${evaluate.pageEvaluate.path}?targetType=company&targetId=${factoryCompanyId}`);
    expect(page.body.content.records[0]).toMatchObject({ content: '交期准时，值得合作。', mine: false });

    const score = await call('POST', evaluate.saveEvaluate.path, {
      as: 'buyer',
      payload: { targetType: 'company', targetId: factoryCompanyId, score: 6, content: 'x' },
    });
    expect(score.body).toEqual({
      resultCode: '400',
      field: 'score',
      content: 'The score must be a whole number from 1 to 5.',
    });
    const text = await call('POST', evaluate.saveEvaluate.path, {
      as: 'buyer',
      payload: { targetType: 'company', targetId: factoryCompanyId, score: 3, content: '  ' },
    });
    expect(text.body).toEqual({ resultCode: '400', field: 'content', content: 'Evaluation is required' });
    const missing = await call('POST', evaluate.saveEvaluate.path, {
      as: 'buyer',
      payload: { targetType: 'product', targetId: 999_999, score: 3, content: '好' },
    });
    expect(missing.body.resultCode).toBe(ResultCode.notFound);
  });
});

describe('userFootprint', () => {
  it('records product views, one row per product, newest first', async () => {
    const before = (await call('GET', footprint.pageFootprints.path, { as: 'buyer2' })).body.content.total as number;
    const alreadySeen = one<{ n: number }>(
      app.db,
      "SELECT COUNT(*) AS n FROM user_footprints f JOIN users u ON u.id = f.user_id WHERE u.account = 'buyer2' AND f.product_id IN (1, 2)",
    )!.n;
    for (const productId of [1, 2, 1]) {
      clock += 1000;
      const saved = await call('POST', footprint.saveFootprint.path, { as: 'buyer2', payload: { productId } });
      expect(saved.body.resultCode).toBe('000');
    }
    const page = await call('GET', `${footprint.pageFootprints.path}?pageSize=2`, { as: 'buyer2' });
    expect(page.body.content.total).toBe(before + 2 - alreadySeen);
    expect(page.body.content.records).toHaveLength(2);
    const [latest, previous] = page.body.content.records;
    const product = one<{ title_en: string; price_fen: number; unit: string; image: string }>(
      app.db,
      'SELECT title_en, price_fen, unit, image FROM products WHERE id = 1',
    )!;
    expect(latest).toMatchObject({
      productId: 1,
      // The page asked in English (the helper's default): the title is the goods' English one.
      title: product.title_en,
      unit: product.unit,
      image: product.image,
      viewedAt: clock,
    });
    expect(previous).toMatchObject({ productId: 2, viewedAt: clock - 1000 });
    const rows = one<{ n: number }>(
      app.db,
      "SELECT COUNT(*) AS n FROM user_footprints f JOIN users u ON u.id = f.user_id WHERE u.account = 'buyer2' AND f.product_id = 1",
    );
    expect(rows?.n).toBe(1);
  });

  it('hides a price that needs permission, except to its seller', async () => {
    const guarded = one<{ id: number; company_id: number; price_fen: number }>(
      app.db,
      'SELECT id, company_id, price_fen FROM products WHERE price_needs_apply = 1 ORDER BY id LIMIT 1',
    );
    expect(guarded).toBeDefined();
    clock += 1000;
    await call('POST', footprint.saveFootprint.path, { as: 'buyer', payload: { productId: guarded!.id } });
    const page = await call('GET', footprint.pageFootprints.path, { as: 'buyer' });
    expect(page.body.content.records[0]).toMatchObject({ productId: guarded!.id, price: null });
    const free = one<{ id: number; price_fen: number }>(
      app.db,
      'SELECT id, price_fen FROM products WHERE price_needs_apply = 0 ORDER BY id LIMIT 1',
    )!;
    clock += 1000;
    await call('POST', footprint.saveFootprint.path, { as: 'buyer', payload: { productId: free.id } });
    const again = await call('GET', footprint.pageFootprints.path, { as: 'buyer' });
    expect(again.body.content.records[0]).toMatchObject({ productId: free.id, price: fenToMoney(free.price_fen) });
  });

  it('refuses an unknown product and anonymous callers', async () => {
    const unknown = await call('POST', footprint.saveFootprint.path, { as: 'buyer', payload: { productId: 999_999 } });
    expect(unknown.body.resultCode).toBe(ResultCode.notFound);
    const anonymous = await call('POST', footprint.saveFootprint.path, { payload: { productId: 1 } });
    expect(anonymous.body.resultCode).toBe('G001');
  });
});

describe('helpers and seed', () => {
  it('formats fen and masks nicknames', () => {
    expect(fenToMoney(1250)).toBe('12.50');
    expect(fenToMoney(5)).toBe('0.05');
    expect(fenToMoney(-199)).toBe('-1.99');
    expect(maskNickname('采购商王明')).toBe('采**');
    expect(maskNickname('A')).toBe('A*');
  });

  it('seeds messages to the demo factory, evaluations and footprints', () => {
    const messages = all<{ content: string }>(app.db, 'SELECT content FROM message_boards');
    expect(messages.length).toBeGreaterThanOrEqual(6);
    for (const m of messages) expect([...m.content].length).toBeGreaterThanOrEqual(20);
    expect(one<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM evaluations')!.n).toBeGreaterThan(20);
    expect(one<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM user_footprints')!.n).toBeGreaterThan(10);
  });
});
