// The operator's review queue on the server: every kind listed newest first and filtered, the evidence, the
// refusals (operator only, a reason to reject, one decision per item even when two operators click at once:
// zh and en), the applicant told on its room after the commit, AUTO_REVIEW off (everything waits for a person)
// and on; and the buyer's enterprise information and the individual's authentication, whose approval opens
// what they were refused.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import * as auction from '@portal/contracts/http/auction';
import * as sign from '@portal/contracts/http/auction-sign';
import * as inquiry from '@portal/contracts/http/inquiry';
import * as queue from '@portal/contracts/http/review-queue';
import type { ReviewItem } from '@portal/contracts/http/review-queue';
import * as verification from '@portal/contracts/http/verification';
import type { MyEnterpriseInfo, MyPersonalAuth } from '@portal/contracts/http/verification';
import type { OperationDef, PageOf } from '@portal/contracts/operation';
import { buildApp } from '../../app.ts';
import { one, run } from '../../db/database.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { get, tokenOf, unfinishedBuyerToken, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
const MINUTE = 60_000;
let clock = T0;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

async function post<T>(op: OperationDef, body: unknown, account: string, lang: 'zh' | 'en' = 'zh') {
  const res = await app.inject({
    method: 'POST',
    url: op.path,
    payload: body as object,
    headers: { [HEADER_TOKEN]: tokens[account] ?? '', [HEADER_LANG]: lang },
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: T; field?: string }) };
}

const page = async (query: Record<string, string | number> = {}, lang: 'zh' | 'en' = 'en') =>
  (await get<PageOf<ReviewItem>>(app, queue.reviewQueuePage, { query, token: tokens.operator, lang })).content;
const decide = (body: queue.ReviewDecisionBody, lang: 'zh' | 'en' = 'zh', account = 'operator') =>
  post<ReviewItem>(queue.reviewQueueDecide, body, account, lang);

let lots = 0;
/** A lot in progress (an hour left), sold by the demo factory. */
function createLot(target: FastifyInstance): number {
  const now = target.now();
  lots += 1;
  return run(
    target.db,
    `INSERT INTO auctions (code, title, title_en, company_id, image, unit, quantity, start_price_fen, increment_fen,
       margin_fen, start_at, scheduled_end_at, end_at, extend_window_ms, extend_ms, extend_cap_ms, description,
       location, delivery_terms, created_at, phase)
     VALUES (?, ?, ?, (SELECT company_id FROM users WHERE account = 'factory'), '/img.png', 'piece', '100', 100000,
       1000, 50000, ?, ?, ?, 300000, 300000, 1800000, '[]', '义乌', '自提', ?, 'inProgress')`,
    `REVIEW${now}${lots}`,
    `审核拍品 ${lots}`,
    `Review lot ${lots}`,
    now - 60 * MINUTE,
    now + 60 * MINUTE,
    now + 60 * MINUTE,
    now,
  ).lastId;
}

/** A file the user uploaded with this purpose; answers its public id. */
function upload(account: string, purpose: string): string {
  const id = run(
    app.db,
    "INSERT INTO files (owner_id, name, mime, size, path, created_at, purpose) VALUES (?, 'scan.png', 'image/png', 10, 'x.png', ?, ?)",
    userIdOf(app, account),
    clock,
    purpose,
  ).lastId;
  return one<{ public_id: string }>(app.db, 'SELECT public_id FROM files WHERE id = ?', id)!.public_id;
}

/** The account signs up for a new lot and pays its deposit: answers the margin id, pending review. */
async function pendingDeposit(account: string): Promise<{ lot: number; marginId: number }> {
  const lot = createLot(app);
  await post(
    sign.saveAuctionSign,
    { auctionId: lot, contactName: 'Li Lei', contactPhone: '13912345678', agree: true },
    account,
  );
  const paid = await post<{ id: number }>(
    auction.saveMargin,
    { auctionId: lot, amount: '500.00', paymentTime: clock - 1000, attachments: [upload(account, 'voucher')] },
    account,
  );
  expect(paid.resultCode).toBe('000');
  return { lot, marginId: paid.content.id };
}

const ENTERPRISE = {
  companyName: '义乌新星贸易有限公司',
  creditCode: '91330782MA2AB3CD4E',
  legalPerson: '张三',
  contact: '张三',
  phone: '13900001111',
  registeredCapital: '500',
  registrationPlace: '浙江义乌',
  address: '浙江省义乌市稠城街道1号',
  postalCode: '322000',
  establishedOn: '2019-05-20',
  taxNumber: '91330782MA2AB3CD4E',
  bank: '中国银行',
  accountNumber: '6222021234567890',
  accountName: '义乌新星贸易有限公司',
};

const inquiryBody = () => ({
  title: '采购不锈钢保温杯 2000个',
  categoryId: one<{ id: number }>(app.db, 'SELECT id FROM categories WHERE level = 3 ORDER BY id LIMIT 1')!.id,
  quantity: '2000',
  unit: 'piece',
  provinceCode: '33',
  cityCode: '3307',
  countyCode: '330782',
  address: '稠城街道工人北路 1 号',
  dueDate: chinaDate(clock + 10 * 24 * 60 * MINUTE),
  contactPhone: '13800000001',
  deliveryMethod: 'delivery',
});

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  for (const account of ['operator', 'buyer', 'buyer2', 'buyer3', 'personal', 'seller']) {
    tokens[account] = tokenOf(app, account);
  }
  tokens.newbuyer = unfinishedBuyerToken(app, '13700001234', clock);
}, 60_000);
afterAll(() => app.close());

describe('the review queue', () => {
  it('is the operator’s only', async () => {
    const res = await app.inject({
      method: 'GET',
      url: queue.reviewQueuePage.path,
      headers: { [HEADER_TOKEN]: tokens.buyer! },
    });
    expect(res.statusCode).toBe(403);
    expect((await decide({ kind: 'deposit', id: 1, pass: true }, 'zh', 'buyer')).status).toBe(403);
  });

  it('lists every kind pending, newest first, filtered by kind and status, with the evidence', async () => {
    clock += MINUTE;
    const { marginId, lot } = await pendingDeposit('buyer3');
    const all = await page({ pageSize: 50 });
    expect(all.records[0]).toMatchObject({ kind: 'deposit', id: marginId, status: 'pending' });
    const times = all.records.map((r) => r.submittedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The seed leaves a booth application and a merchant entry waiting.
    expect(all.records.some((r) => r.kind === 'booth')).toBe(true);
    const deposits = await page({ kind: 'deposit' });
    expect(deposits.records.every((r) => r.kind === 'deposit' && r.status === 'pending')).toBe(true);
    const mine = deposits.records.find((r) => r.id === marginId)!;
    expect(mine.subject).toMatchObject({ link: `/details?id=${lot}` });
    expect(mine.evidence).toEqual([{ label: 'Payment voucher', file: expect.objectContaining({ name: 'scan.png' }) }]);
    expect(mine.facts.map((f) => f.label)).toContain('Amount paid');
    expect((await page({ kind: 'deposit' }, 'zh')).records.find((r) => r.id === marginId)?.evidence[0]?.label).toBe(
      '付款凭证',
    );
    expect(
      (await page({ kind: 'deposit', status: 'approved', pageSize: 5 })).records.every((r) => r.status === 'approved'),
    ).toBe(true);
  });

  it('rejects with a reason only, tells the bidder after the commit, and the item moves to rejected', async () => {
    clock += MINUTE;
    const { marginId } = await pendingDeposit('buyer2');
    expect(await decide({ kind: 'deposit', id: marginId, pass: false }, 'zh')).toMatchObject({
      status: 400,
      field: 'reason',
      content: '驳回时请填写原因',
    });
    expect(await decide({ kind: 'deposit', id: marginId, pass: false, reason: '  ' }, 'en')).toMatchObject({
      status: 400,
      field: 'reason',
      content: 'A reason is required to reject.',
    });
    const publish = vi.spyOn(app.realtime, 'publish');
    const rejected = await decide({ kind: 'deposit', id: marginId, pass: false, reason: '凭证金额不符' });
    expect(rejected).toMatchObject({ resultCode: '000', content: { status: 'rejected', reason: '凭证金额不符' } });
    const room = `user:${userIdOf(app, 'buyer2')}`;
    expect(publish).toHaveBeenCalledWith(
      room,
      'user:auctionDeposit',
      expect.objectContaining({ depositStatus: 'rejected' }),
    );
    expect(publish).toHaveBeenCalledWith(
      room,
      'user:review',
      expect.objectContaining({ kind: 'deposit', id: marginId, status: 'rejected', reason: '凭证金额不符' }),
    );
    publish.mockRestore();
    expect((await page({ kind: 'deposit', status: 'rejected' })).records[0]).toMatchObject({ id: marginId });
  });

  it('takes one decision per item when two operators click at once: the second is told, in its language', async () => {
    clock += MINUTE;
    const { marginId, lot } = await pendingDeposit('buyer');
    const publish = vi.spyOn(app.realtime, 'publish');
    const [first, second] = await Promise.all([
      decide({ kind: 'deposit', id: marginId, pass: true }, 'zh'),
      decide({ kind: 'deposit', id: marginId, pass: false, reason: '不清晰' }, 'en'),
    ]);
    expect(first).toMatchObject({ resultCode: '000', content: { status: 'approved' } });
    expect(second).toMatchObject({
      resultCode: 'B025',
      content: 'This item has already been decided (approved). Refresh the list.',
    });
    expect(await decide({ kind: 'deposit', id: marginId, pass: true }, 'zh')).toMatchObject({
      resultCode: 'B025',
      content: '该申请已被处理（已通过），请刷新列表',
    });
    expect(publish.mock.calls.filter((c) => c[1] === 'user:review')).toHaveLength(1);
    publish.mockRestore();
    expect(
      one<{ n: number }>(
        app.db,
        "SELECT count(*) AS n FROM review_decisions WHERE kind = 'deposit' AND item_id = ?",
        marginId,
      )?.n,
    ).toBe(1);
    expect(
      one<{ status: string }>(
        app.db,
        'SELECT status FROM auction_margins WHERE auction_id = ? AND user_id = ?',
        lot,
        userIdOf(app, 'buyer'),
      )?.status,
    ).toBe('approved');
    expect((await decide({ kind: 'deposit', id: 999_999, pass: true })).resultCode).toBe('B017');
  });

  it('approves a booth application: the shop gets its booth number', async () => {
    const booth = (await page({ kind: 'booth' }, 'zh')).records[0]!;
    expect(booth).toMatchObject({ kind: 'booth', status: 'pending' });
    const approved = await decide({ kind: 'booth', id: booth.id, pass: true });
    expect(approved.content.status).toBe('approved');
    expect(
      one<{ booth_no: string | null }>(app.db, 'SELECT booth_no FROM exhibition_signups WHERE id = ?', booth.id)
        ?.booth_no,
    ).toMatch(/^[A-Z]-\d{3}$/);
  });
});

describe('AUTO_REVIEW', () => {
  it('off (the default): deposits and inquiries wait for a person however long', async () => {
    expect(app.settings.autoReview).toBe(false);
    const { marginId } = await pendingDeposit('buyer3');
    const published = await post<{ inquiryNum: string }>(inquiry.saveInquiryPortal, inquiryBody(), 'buyer');
    expect(published.resultCode).toBe('000');
    clock += 60 * MINUTE;
    const pending = await page({ pageSize: 50 });
    expect(pending.records.find((r) => r.kind === 'deposit' && r.id === marginId)?.status).toBe('pending');
    const inquiryItem = pending.records.find(
      (r) => r.kind === 'inquiry' && r.facts.some((f) => f.value === published.content.inquiryNum),
    );
    expect(inquiryItem?.status).toBe('pending');
    // And the person decides: the inquiry opens.
    expect((await decide({ kind: 'inquiry', id: inquiryItem!.id, pass: true })).content.status).toBe('approved');
    expect(one<{ status: string }>(app.db, 'SELECT status FROM inquiries WHERE id = ?', inquiryItem!.id)?.status).toBe(
      'inquiring',
    );
  });

  // On, registrations (10 min) and inquiries (2 min): collective/registration.test.ts, inquiry/negotiation.test.ts.
  it('on (AUTO_REVIEW=on): a deposit is approved by itself 30 s after its voucher, on the server clock', async () => {
    let t = T0;
    const auto = await buildApp({ dbFile: ':memory:', now: () => t, env: { AUTO_REVIEW: 'on' } });
    try {
      expect(auto.settings.autoReview).toBe(true);
      const lot = createLot(auto);
      const buyer = tokenOf(auto, 'buyer3');
      const send = (op: OperationDef, body: object) =>
        auto.inject({ method: 'POST', url: op.path, payload: body, headers: { [HEADER_TOKEN]: buyer } });
      await send(sign.saveAuctionSign, {
        auctionId: lot,
        contactName: 'Li Lei',
        contactPhone: '13912345678',
        agree: true,
      });
      const file = run(
        auto.db,
        "INSERT INTO files (owner_id, name, mime, size, path, created_at, purpose) VALUES (?, 'v.png', 'image/png', 1, 'x', ?, 'voucher')",
        userIdOf(auto, 'buyer3'),
        t,
      ).lastId;
      const voucher = one<{ public_id: string }>(auto.db, 'SELECT public_id FROM files WHERE id = ?', file)!.public_id;
      await send(auction.saveMargin, {
        auctionId: lot,
        amount: '500.00',
        paymentTime: t - 1000,
        attachments: [voucher],
      });
      const status = () =>
        one<{ status: string }>(auto.db, 'SELECT status FROM auction_margins WHERE auction_id = ?', lot)?.status;
      expect(status()).toBe('pendingReview');
      t += 30_000;
      await get(auto, auction.getMarginAmount, { query: { auctionId: lot }, token: buyer });
      expect(status()).toBe('approved');
    } finally {
      await auto.close();
    }
  }, 60_000);
});

describe('enterprise information', () => {
  it('lets a buyer without a company complete it; the operator approves; the buyer may then publish an inquiry', async () => {
    expect(await post(inquiry.saveInquiryPortal, inquiryBody(), 'newbuyer', 'en')).toMatchObject({
      resultCode: 'B008',
      content: 'Please improve the enterprise information first.',
    });
    const before = (await get<MyEnterpriseInfo>(app, verification.enterpriseInfoGet, { token: tokens.newbuyer }))
      .content;
    expect(before).toMatchObject({ application: null, applyable: true });
    const licence = upload('newbuyer', 'licence');
    // Each field refused in the caller's language, naming it.
    expect(
      await post(
        verification.enterpriseInfoSubmit,
        { ...ENTERPRISE, creditCode: 'abc', licenceFileId: licence },
        'newbuyer',
        'en',
      ),
    ).toMatchObject({
      status: 400,
      field: 'creditCode',
      content: 'The unified social credit code is 18 digits or capital letters.',
    });
    expect(
      await post(
        verification.enterpriseInfoSubmit,
        { ...ENTERPRISE, companyName: ' ', licenceFileId: licence },
        'newbuyer',
        'zh',
      ),
    ).toMatchObject({
      status: 400,
      field: 'companyName',
    });
    expect(
      await post(verification.enterpriseInfoSubmit, { ...ENTERPRISE, licenceFileId: null }, 'newbuyer', 'en'),
    ).toMatchObject({
      status: 400,
      field: 'licenceFileId',
    });
    expect(
      await post(
        verification.enterpriseInfoSubmit,
        { ...ENTERPRISE, licenceFileId: upload('newbuyer', 'attachment') },
        'newbuyer',
        'en',
      ),
    ).toMatchObject({
      status: 400,
      field: 'licenceFileId',
      content: 'The file was uploaded for another purpose. Please upload it again.',
    });
    expect(
      await post(
        verification.enterpriseInfoSubmit,
        { ...ENTERPRISE, licenceFileId: upload('buyer', 'licence') },
        'newbuyer',
        'zh',
      ),
    ).toMatchObject({
      status: 400,
      field: 'licenceFileId',
      content: '文件不存在或不是您上传的',
    });
    // Who may not: a buyer whose company is approved, an individual.
    expect(
      await post(
        verification.enterpriseInfoSubmit,
        { ...ENTERPRISE, licenceFileId: upload('buyer', 'licence') },
        'buyer',
        'en',
      ),
    ).toMatchObject({ resultCode: 'B018' });
    expect(
      await post(
        verification.enterpriseInfoSubmit,
        { ...ENTERPRISE, licenceFileId: upload('personal', 'licence') },
        'personal',
        'en',
      ),
    ).toMatchObject({
      resultCode: 'B007',
      content: 'Individual users cannot apply. Please authenticate!',
    });

    clock += MINUTE;
    const submitted = await post<{ id: number; status: string }>(
      verification.enterpriseInfoSubmit,
      { ...ENTERPRISE, licenceFileId: licence },
      'newbuyer',
    );
    expect(submitted).toMatchObject({ resultCode: '000', content: { status: 'submitted' } });
    expect(
      await post(verification.enterpriseInfoSubmit, { ...ENTERPRISE, licenceFileId: licence }, 'newbuyer', 'en'),
    ).toMatchObject({
      status: 400,
      field: 'status',
    });
    const item = (await page({ kind: 'enterprise' })).records.find((r) => r.id === submitted.content.id)!;
    expect(item).toMatchObject({
      status: 'pending',
      title: ENTERPRISE.companyName,
      applicant: { account: 'newbuyer' },
    });
    expect(item.evidence[0]).toMatchObject({ label: 'Business licence', file: { fileId: licence } });

    // Rejected with a reason, submitted again, approved.
    await decide({ kind: 'enterprise', id: item.id, pass: false, reason: '营业执照不清晰' });
    const rejected = (await get<MyEnterpriseInfo>(app, verification.enterpriseInfoGet, { token: tokens.newbuyer }))
      .content;
    expect(rejected).toMatchObject({
      applyable: true,
      application: { status: 'rejected', rejectReason: '营业执照不清晰' },
    });
    clock += MINUTE;
    await post(verification.enterpriseInfoSubmit, { ...ENTERPRISE, licenceFileId: licence }, 'newbuyer');
    const publish = vi.spyOn(app.realtime, 'publish');
    expect((await decide({ kind: 'enterprise', id: item.id, pass: true })).content.status).toBe('approved');
    expect(publish).toHaveBeenCalledWith(
      `user:${userIdOf(app, 'newbuyer')}`,
      'user:review',
      expect.objectContaining({ kind: 'enterprise', status: 'approved', link: '/buyerCenter/enterprise' }),
    );
    publish.mockRestore();
    const company = one<{ company_id: number }>(
      app.db,
      "SELECT company_id FROM users WHERE account = 'newbuyer'",
    )!.company_id;
    expect(
      one<{ name: string; kind: string; audit_status: string }>(
        app.db,
        'SELECT name, kind, audit_status FROM companies WHERE id = ?',
        company,
      ),
    ).toEqual({
      name: ENTERPRISE.companyName,
      kind: 'buyer',
      audit_status: 'auditPass',
    });
    expect((await post(inquiry.saveInquiryPortal, inquiryBody(), 'newbuyer')).resultCode).toBe('000');
  });
});

describe('individual authentication', () => {
  const ID = '11010519491231002X';
  it('lets an individual authenticate; approved, it may sign up for an auction', async () => {
    const lot = createLot(app);
    const register = () =>
      post(
        sign.saveAuctionSign,
        { auctionId: lot, contactName: '李雷', contactPhone: '13912345678', agree: true },
        'personal',
        'en',
      );
    expect(await register()).toMatchObject({
      resultCode: 'B007',
      content: 'Individual users cannot apply. Please authenticate!',
    });
    const front = upload('personal', 'idScan');
    const back = upload('personal', 'idScan');
    const body = { realName: '李雷', idNumber: ID, idFrontFileId: front, idBackFileId: back };
    expect(
      await post(verification.personalAuthSubmit, { ...body, idNumber: '110105194912310021' }, 'personal', 'en'),
    ).toMatchObject({
      status: 400,
      field: 'idNumber',
      content: 'The check digit of the ID number is wrong. Please check it.',
    });
    expect(
      await post(verification.personalAuthSubmit, { ...body, idNumber: '110105194902300020' }, 'personal', 'zh'),
    ).toMatchObject({
      status: 400,
      field: 'idNumber',
      content: '身份证号码中的出生日期无效',
    });
    expect(await post(verification.personalAuthSubmit, { ...body, realName: '' }, 'personal', 'zh')).toMatchObject({
      status: 400,
      field: 'realName',
      content: '请填写真实姓名',
    });
    expect(
      await post(verification.personalAuthSubmit, { ...body, idBackFileId: null }, 'personal', 'en'),
    ).toMatchObject({ status: 400, field: 'idBackFileId' });
    expect(
      await post(
        verification.personalAuthSubmit,
        { ...body, idFrontFileId: upload('personal', 'licence') },
        'personal',
        'en',
      ),
    ).toMatchObject({ status: 400, field: 'idFrontFileId' });
    expect(await post(verification.personalAuthSubmit, body, 'buyer', 'en')).toMatchObject({ resultCode: 'B018' });

    clock += MINUTE;
    const submitted = await post<{ id: number; idNumber: string }>(verification.personalAuthSubmit, body, 'personal');
    expect(submitted).toMatchObject({
      resultCode: '000',
      content: { status: 'submitted', idNumber: '110105********002X' },
    });
    const item = (await page({ kind: 'authentication' })).records.find((r) => r.id === submitted.content.id)!;
    expect(item.facts).toContainEqual({ label: 'ID number', value: ID });
    expect(item.evidence.map((e) => e.label)).toEqual(['ID card (front)', 'ID card (back)']);
    await decide({ kind: 'authentication', id: item.id, pass: true });
    expect(
      one<{ authenticated: number }>(app.db, "SELECT authenticated FROM users WHERE account = 'personal'")
        ?.authenticated,
    ).toBe(1);
    const after = (await get<MyPersonalAuth>(app, verification.personalAuthGet, { token: tokens.personal })).content;
    expect(after).toMatchObject({ applyable: false, application: { status: 'approved' } });
    // Authenticated, the individual may sign up for a lot.
    expect(await register()).toMatchObject({ resultCode: '000', content: { depositStatus: 'unpaid' } });
  });
});
