// The store application end to end on the server: the section-5 rules (each a 400 naming the field), who may
// apply, privacy of the application and its files, submit idempotent, the operator-only review, and approval
// opening the store in one transaction with the applicant's room told after commit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as file from '@portal/contracts/http/file';
import * as entry from '@portal/contracts/http/merchant-entry';
import type { MerchantEntry, MerchantEntryRow, MyMerchantEntry } from '@portal/contracts/http/merchant-entry';
import type { OperationDef, PageOf } from '@portal/contracts/operation';
import { buildApp } from '../../app.ts';
import { one, run } from '../../db/database.ts';
import { get, tokensOf } from '../../test/helpers.ts';
import { seedPng } from './seed.ts';

let app: FastifyInstance;
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-onboarding-test-'));
const tokens: Record<string, string> = {};

/** A multipart/form-data body with one file part. */
function multipart(field: string, name: string, mime: string, bytes: Buffer) {
  const boundary = '----onboarding-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${mime}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(account: string, purpose: file.FilePurpose): Promise<string> {
  const body = multipart(file.UPLOAD_FIELD, `${purpose}.png`, 'image/png', seedPng(7));
  const res = await app.inject({
    method: 'POST',
    url: `${file.upload.path}?purpose=${purpose}`,
    payload: body.payload,
    headers: { ...body.headers, 'x-token': tokens[account] },
  });
  const json = res.json() as { content: { fileId: string } };
  if (!json.content.fileId) throw new Error(`upload failed: ${res.body}`);
  return json.content.fileId;
}

async function post<T>(op: OperationDef, account: string, body: unknown = {}, lang = 'en') {
  const res = await app.inject({
    method: 'POST',
    url: op.path,
    payload: body as Record<string, unknown>,
    headers: { 'x-token': tokens[account] ?? '', 'accept-language': lang },
  });
  const json = res.json() as { resultCode: string; content: T; field?: string };
  return { status: res.statusCode, ...json };
}

const mine = async (account: string) =>
  (await get<MyMerchantEntry>(app, entry.merchantEntryGet, { token: tokens[account], lang: 'en' })).content;

const ENTERPRISE = {
  companyName: '义乌新星贸易有限公司',
  legalPerson: '张三',
  contact: '张三',
  phone: '13900001111',
  creditCode: '91330782MA2AB3CD4E',
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

let industries: number[] = [];

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', uploadDir });
  for (const account of ['fresh', 'other']) {
    run(
      app.db,
      `INSERT INTO users (account, mobile, password_hash, nickname, role, company_id, authenticated, created_at)
       VALUES (?, ?, 'x:y', ?, 'buyer', NULL, 0, 0)`,
      account,
      account === 'fresh' ? '13900000777' : '13900000778',
      account,
    );
  }
  Object.assign(tokens, tokensOf(app, ['fresh', 'other', 'operator', 'personal', 'seller', 'buyer', 'entrant1']));
  industries = (
    app.db.prepare('SELECT id FROM categories WHERE level = 1 ORDER BY id LIMIT 6').all() as { id: number }[]
  ).map((r) => r.id);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

describe('merchantEntry', () => {
  it('refuses an individual user who has not authenticated, and the operator', async () => {
    expect((await mine('personal')).applyable).toBe(false);
    expect((await mine('personal')).message).toBe('Individual users cannot apply. Please authenticate!');
    expect((await post(entry.merchantEntrySave, 'personal', { storeType: 'shop' })).resultCode).toBe('B007');
    expect((await post(entry.merchantEntrySave, 'operator', { storeType: 'shop' })).resultCode).toBe('B018');
  });

  it('checks each field by the section-5 rules, naming it, and keeps the rest of the draft', async () => {
    const first = await post<MerchantEntry>(entry.merchantEntrySave, 'fresh', { storeType: 'shop', ...ENTERPRISE });
    expect(first.resultCode).toBe('000');
    expect(first.content).toMatchObject({ status: 'draft', storeType: 'shop', companyName: ENTERPRISE.companyName });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ shopName: '一二三四五六七八九十一' }, 'shopName', /at most 10 Chinese/],
      [{ industryIds: industries.slice(0, 6) }, 'industryIds', /At most 5 industries/],
      [{ industryIds: [999999] }, 'industryIds', /category/],
      [{ creditCode: 'abc' }, 'creditCode', /18 digits/],
      [{ phone: '123' }, 'phone', /mobile/],
      [{ postalCode: '12' }, 'postalCode', /6 digits/],
      [{ licenceFileId: 'f'.repeat(32) }, 'licenceFileId', /not your upload/],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(entry.merchantEntrySave, 'fresh', body);
      expect(res.status, field).toBe(400);
      expect(res.field).toBe(field);
      expect(String(res.content)).toMatch(message);
    }
    const zh = await post(entry.merchantEntrySave, 'fresh', { postalCode: '12' }, 'zh');
    expect(zh.content).toBe('邮政编码为6位数字');
    expect((await mine('fresh')).entry).toMatchObject({ postalCode: '322000', shopName: '' });
  });

  it("takes only the caller's own uploads, each of its purpose", async () => {
    const othersLicence = await upload('other', 'licence');
    expect((await post(entry.merchantEntrySave, 'fresh', { licenceFileId: othersLicence })).field).toBe(
      'licenceFileId',
    );
    const wrongPurpose = await upload('fresh', 'idScan');
    const res = await post(entry.merchantEntrySave, 'fresh', { licenceFileId: wrongPurpose });
    expect(res.field).toBe('licenceFileId');
    expect(String(res.content)).toMatch(/another purpose/);
  });

  it('refuses an incomplete submit naming the first missing field', async () => {
    const res = await post(entry.merchantEntrySubmit, 'fresh');
    expect(res).toMatchObject({ status: 400, field: 'licenceFileId', content: 'Business licence is required' });
  });

  it('submits once, keeps it private, lets the operator alone review it and opens the store on approval', async () => {
    const files = {
      licenceFileId: await upload('fresh', 'licence'),
      idFrontFileId: await upload('fresh', 'idScan'),
      idBackFileId: await upload('fresh', 'idScan'),
      logoWideFileId: await upload('fresh', 'attachment'),
      logoSquareFileId: await upload('fresh', 'attachment'),
      attachmentIds: [await upload('fresh', 'licence')],
    };
    const saved = await post<MerchantEntry>(entry.merchantEntrySave, 'fresh', {
      ...files,
      shopName: '新星饰品',
      industryIds: industries.slice(0, 2),
    });
    expect(saved.resultCode).toBe('000');
    const submitted = await post<MerchantEntry>(entry.merchantEntrySubmit, 'fresh');
    expect(submitted.content.status).toBe('submitted');
    const again = await post<MerchantEntry>(entry.merchantEntrySubmit, 'fresh');
    expect(again.content).toEqual(submitted.content);
    expect((await post(entry.merchantEntrySave, 'fresh', { shopName: '改名' })).field).toBe('status');

    // Private: another user reads only their own (none), and cannot download the licence or the ID scans.
    expect((await mine('other')).entry).toBeNull();
    const licenceUrl = submitted.content.licence?.url ?? '';
    const download = (account?: string) =>
      app.inject({ method: 'GET', url: licenceUrl, headers: account ? { 'x-token': tokens[account] } : {} });
    expect((await download('other')).statusCode).toBe(403);
    expect((await download()).statusCode).toBe(401);
    expect((await download('fresh')).statusCode).toBe(200);
    expect((await download('operator')).statusCode).toBe(200);

    // Only the operator lists and audits.
    expect((await get(app, entry.merchantEntryPage, { token: tokens.buyer })).status).toBe(403);
    expect((await post(entry.merchantEntryAudit, 'buyer', { id: submitted.content.id, pass: true })).status).toBe(403);
    const page = await get<PageOf<MerchantEntryRow>>(app, entry.merchantEntryPage, { token: tokens.operator });
    const row = page.content.records.find((r) => r.id === submitted.content.id);
    expect(row?.applicant.account).toBe('fresh');
    expect(page.content.records.every((r) => r.status === 'submitted')).toBe(true);

    const notices: unknown[] = [];
    const publish = app.realtime.publish.bind(app.realtime);
    app.realtime.publish = ((room: string, event: string, data: unknown) => {
      notices.push({ room, event, data });
      return publish(room as never, event as never, data as never);
    }) as typeof app.realtime.publish;
    const approved = await post<MerchantEntry>(entry.merchantEntryAudit, 'operator', {
      id: submitted.content.id,
      pass: true,
    });
    app.realtime.publish = publish;
    expect(approved.content.status).toBe('approved');
    // The logos are public once the store is online; the licence stays private.
    expect((await app.inject({ method: 'GET', url: approved.content.logoSquare?.url ?? '' })).statusCode).toBe(200);
    expect((await download()).statusCode).toBe(401);
    const userId = one<{ id: number }>(app.db, "SELECT id FROM users WHERE account = 'fresh'")?.id;
    // The decision, then the notification centre's new count (stored from it).
    expect(notices).toEqual([
      expect.objectContaining({ room: `user:${userId}`, event: 'user:notification' }),
      expect.objectContaining({ room: `user:${userId}`, event: 'user:notifications' }),
    ]);
    const user = one<{ role: string; authenticated: number; company_id: number }>(
      app.db,
      "SELECT role, authenticated, company_id FROM users WHERE account = 'fresh'",
    );
    expect(user).toMatchObject({ role: 'shop', authenticated: 1, company_id: approved.content.companyId });
    const company = one<{ kind: string; audit_status: string; shop_name: string; industries: string }>(
      app.db,
      'SELECT kind, audit_status, shop_name, industries FROM companies WHERE id = ?',
      user?.company_id ?? 0,
    );
    expect(company).toEqual({
      kind: 'shop',
      audit_status: 'auditPass',
      shop_name: '新星饰品',
      industries: industries.slice(0, 2).join(','),
    });
    // A second decision on the same application is refused.
    expect((await post(entry.merchantEntryAudit, 'operator', { id: submitted.content.id, pass: false })).field).toBe(
      'id',
    );
  });

  it('rejects with a reason, and a resubmission keeps the data', async () => {
    const id = (await mine('entrant1')).entry?.id ?? 0;
    expect((await post(entry.merchantEntryAudit, 'operator', { id, pass: false })).field).toBe('reason');
    const rejected = await post<MerchantEntry>(entry.merchantEntryAudit, 'operator', {
      id,
      pass: false,
      reason: '营业执照过期',
    });
    expect(rejected.content).toMatchObject({ status: 'rejected', rejectReason: '营业执照过期' });
    expect(one(app.db, "SELECT 1 AS x FROM users WHERE account = 'entrant1' AND company_id IS NULL")).toBeDefined();
    const edited = await post<MerchantEntry>(entry.merchantEntrySave, 'entrant1', { shopName: '晨光百货' });
    expect(edited.content).toMatchObject({ status: 'draft', shopName: '晨光百货' });
    expect(edited.content.licence).not.toBeNull();
    expect((await post<MerchantEntry>(entry.merchantEntrySubmit, 'entrant1')).content.status).toBe('submitted');
  });

  it('seeds applications in every status, in both languages', async () => {
    const counts = app.db.prepare('SELECT status, count(*) AS n FROM merchant_entries GROUP BY status').all() as {
      status: string;
    }[];
    expect(counts.map((c) => c.status).sort()).toEqual(['approved', 'draft', 'rejected', 'submitted']);
    const seller = await mine('seller');
    expect(seller.entry?.status).toBe('approved');
    expect(seller.applyable).toBe(false);
  });
});
