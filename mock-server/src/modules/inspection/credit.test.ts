// factoryCredit: the report in both languages, byCreditCode (rule, masking, unknown codes), the downloadable
// list by reason, and the PDF download read back byte by byte (xref offsets, font, decoded text).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import type { CreditLookup, CreditReport, DownloadableReport } from '@portal/contracts/http/factory-credit';
import * as credit from '@portal/contracts/http/factory-credit';
import { checkCreditCode } from '@portal/contracts/rules/credit-code';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import { CJK } from '../../lib/text.ts';
import { get, tokensOf, userOf } from '../../test/helpers.ts';
import { wrapText } from './pdf.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let app: FastifyInstance;
let tokens: Record<string, string> = {};
const factoryOf = (account: string) => userOf(app, account).company_id ?? 0;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => T0 });
  tokens = tokensOf(app, ['buyer', 'buyer2', 'factory', 'operator', 'seller']);
});
afterAll(() => app.close());

describe('seeded credit codes', () => {
  it('every company holds a distinct valid GB 32100 code, and its report quotes it', () => {
    const rows = all<{ id: number; credit_code: string }>(app.db, 'SELECT id, credit_code FROM companies');
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.filter((row) => checkCreditCode(row.credit_code) !== null)).toEqual([]);
    expect(new Set(rows.map((row) => row.credit_code)).size).toBe(rows.length);
    const report = one<{ factory_company_id: number; sections: string }>(
      app.db,
      'SELECT factory_company_id, sections FROM factory_credit_reports LIMIT 1',
    )!;
    const code = rows.find((row) => row.id === report.factory_company_id)!.credit_code;
    expect(JSON.parse(report.sections).enterprise.creditCode).toBe(code);
  });
});

describe('factoryCredit/detail', () => {
  it('reads the whole report in English without a Chinese character', async () => {
    const ids = all<{ id: number }>(app.db, 'SELECT factory_company_id AS id FROM factory_credit_reports');
    for (const { id } of ids) {
      const en = await get<CreditReport>(app, credit.factoryCreditDetail, { query: { factoryId: id }, lang: 'en' });
      expect(en.resultCode).toBe('000');
      expect(JSON.stringify({ ...en.content, photos: [] })).not.toMatch(CJK);
    }
    const zh = await get<CreditReport>(app, credit.factoryCreditDetail, {
      query: { factoryId: ids[0]!.id },
      lang: 'zh',
    });
    expect(zh.content.agency).toBe('义乌小商品城验厂服务中心');
  });
});

describe('factoryCredit/byCreditCode', () => {
  const lookup = (code: string, token?: string, lang = 'en') =>
    get<CreditLookup | null>(app, credit.factoryCreditByCreditCode, { query: { code }, token, lang });
  const demo = () =>
    one<{ id: number; credit_code: string; legal_person: string; address_en: string }>(
      app.db,
      'SELECT id, credit_code, legal_person, address_en FROM companies WHERE id = ?',
      factoryOf('factory'),
    )!;

  it('finds a company by its code, typed loosely, with its report status, in full for a logged-in user', async () => {
    const company = demo();
    const typed = `${company.credit_code.slice(0, 9).toLowerCase()} ${company.credit_code.slice(9)}`;
    const answer = await lookup(typed, tokens.buyer);
    expect(answer.resultCode).toBe('000');
    expect(answer.content).toMatchObject({
      companyId: company.id,
      creditCode: company.credit_code,
      kind: 'factory',
      masked: false,
      address: company.address_en,
      report: { status: 'valid' },
    });
    expect(answer.content?.report.reportNo).toMatch(/^SD\d{11}$/);
    expect(answer.content?.legalPerson).not.toMatch(CJK);
  });

  it('masks the legal representative, the address and the report number for anonymous callers', async () => {
    const company = demo();
    const answer = await lookup(company.credit_code, undefined, 'zh');
    expect(answer.content).toMatchObject({ masked: true, report: { status: 'valid', reportNo: null } });
    expect(answer.content?.legalPerson).toBe(
      `${[...company.legal_person][0]}${'*'.repeat([...company.legal_person].length - 1)}`,
    );
    expect(answer.content?.address).toBe(answer.content?.regionName);
  });

  it('tells none and expired apart', async () => {
    const seller = one<{ credit_code: string }>(
      app.db,
      'SELECT credit_code FROM companies WHERE id = ?',
      factoryOf('seller'),
    )!;
    expect((await lookup(seller.credit_code)).content?.report).toEqual({
      status: 'none',
      reportNo: null,
      grade: null,
      score: null,
      verifiedAt: null,
      validUntil: null,
    });
    const company = demo();
    const before = one<{ valid_until: string }>(
      app.db,
      'SELECT valid_until FROM factory_credit_reports WHERE factory_company_id = ?',
      company.id,
    )!;
    run(
      app.db,
      "UPDATE factory_credit_reports SET valid_until = '2026-05-31' WHERE factory_company_id = ?",
      company.id,
    );
    expect((await lookup(company.credit_code)).content?.report.status).toBe('expired');
    run(
      app.db,
      'UPDATE factory_credit_reports SET valid_until = ? WHERE factory_company_id = ?',
      before.valid_until,
      company.id,
    );
  });

  it('answers 400 naming code for a malformed code, null for a valid code nobody holds', async () => {
    const bad = await lookup('91330100716105853F');
    expect(bad).toMatchObject({ status: 400, field: 'code' });
    expect(bad.content).toBe('The check character does not match. Please check the code for typing errors.');
    const short = await lookup('9133', undefined, 'zh');
    expect(short.content).toBe('统一社会信用代码为18位（当前4位）');
    const nobody = await lookup('91330100716105852F');
    expect(nobody).toMatchObject({ status: 200, resultCode: '000', content: null });
  });
});

describe('factoryCredit/downloadable', () => {
  const list = (account: string, query: Record<string, string | number> = {}) =>
    get<PageOf<DownloadableReport>>(app, credit.factoryCreditDownloadable, {
      token: tokens[account],
      query,
      lang: 'en',
    });

  it('needs a login', async () => {
    expect((await get(app, credit.factoryCreditDownloadable)).resultCode).toBe('G001');
  });

  it('gives a factory its own report, the operator all, a buyer those it inspected or visited', async () => {
    const own = await list('factory');
    expect(own.content.records.find((r) => r.factory.id === factoryOf('factory'))?.reason).toBe('own');
    const reports = one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM factory_credit_reports')!.n;
    const operator = await list('operator', { pageSize: 100 });
    expect(operator.content.total).toBe(reports);
    expect(new Set(operator.content.records.map((r) => r.reason))).toEqual(new Set(['operator']));

    const buyer = await list('buyer', { pageSize: 100 });
    const buyerId = userOf(app, 'buyer').id;
    for (const record of buyer.content.records) {
      const inspected = one(
        app.db,
        `SELECT 1 FROM inspection_applications a JOIN inspection_reports r ON r.inspection_id = a.id
          WHERE a.applicant_user_id = ? AND a.factory_company_id = ?`,
        buyerId,
        record.factory.id,
      );
      const visited = one(
        app.db,
        "SELECT 1 FROM factory_visits WHERE user_id = ? AND factory_company_id = ? AND status = 'confirmed' AND visit_date <= '2026-06-01'",
        buyerId,
        record.factory.id,
      );
      expect(record.reason).toBe(inspected ? 'inspected' : 'visited');
      expect(inspected ?? visited).toBeDefined();
    }
    // The seed has the demo buyer visit the demo factory (confirmed, in the past), which holds a report.
    expect(buyer.content.records.some((r) => r.factory.id === factoryOf('factory'))).toBe(true);
    expect(buyer.content.total).toBeLessThan(reports);
    const seller = await list('seller');
    expect(seller.content.records.every((r) => r.reason !== 'own')).toBe(true);
  });

  it('filters by keyword in either language', async () => {
    const all = await list('operator', { pageSize: 100 });
    const first = all.content.records[0]!;
    const found = await list('operator', { keyword: first.factory.name.slice(0, 6) });
    expect(found.content.records.map((r) => r.factory.id)).toContain(first.factory.id);
  });
});

/** A PDF read back: its objects by number from the xref table, and the text its pages draw. */
function readPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!;
  expect(Number(first)).toBe(0);
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(count));
  const objects = new Map<number, string>();
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    // Every offset points at the start of its object.
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    objects.set(index + 1, text.slice(offset, text.indexOf('endobj', offset)));
  });
  const pages = [...objects.values()].filter((body) => /\/Type \/Page\b/.test(body));
  const drawn = [...objects.values()]
    .filter((body) => body.includes('stream\n'))
    .map((body) => {
      const length = Number(/\/Length (\d+)/.exec(body)?.[1]);
      const stream = body.slice(body.indexOf('stream\n') + 7);
      expect(stream.slice(length)).toMatch(/^\nendstream/);
      return [...stream.slice(0, length).matchAll(/<([0-9A-F]+)> Tj/g)]
        .map(([, hex]) => String.fromCharCode(...(hex!.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16))))
        .join('\n');
    })
    .join('\n');
  return { objects: [...objects.values()], pages, drawn };
}

describe('factoryCredit/download', () => {
  const download = (factoryId: number, account?: string, lang = 'zh') =>
    app.inject({
      method: 'GET',
      url: `${credit.factoryCreditDownload.path}?factoryId=${factoryId}`,
      headers: { ...(account ? { [HEADER_TOKEN]: tokens[account]! } : {}), [HEADER_LANG]: lang },
    });

  it('answers a PDF of the report in Chinese, drawn with STSong-Light, that reads back', async () => {
    const factoryId = factoryOf('factory');
    const res = await download(factoryId, 'factory', 'zh');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const report = (await get<CreditReport>(app, credit.factoryCreditDetail, { query: { factoryId }, lang: 'zh' }))
      .content;
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${report.reportNo}.pdf"`);
    const pdf = readPdf(res.rawPayload);
    expect(pdf.objects.some((o) => o.includes('/BaseFont /STSong-Light /Encoding /UniGB-UCS2-H'))).toBe(true);
    expect(pdf.objects.some((o) => o.includes('/Registry (Adobe) /Ordering (GB1)'))).toBe(true);
    expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
    const flat = pdf.drawn.replace(/\n/g, '');
    for (const expected of ['工厂深度认证报告', report.reportNo, report.enterprise.creditCode, report.conclusion]) {
      expect(flat).toContain(expected.replace(/\n/g, ''));
    }
    for (const check of report.checks) expect(flat).toContain(check.item);
    expect(pdf.drawn).toContain(`第 1 / ${pdf.pages.length} 页`);
  });

  it('speaks English to an English reader', async () => {
    const res = await download(factoryOf('factory'), 'operator', 'en');
    const pdf = readPdf(res.rawPayload);
    expect(pdf.drawn).toContain('Deep Factory Verification Report');
    expect(pdf.drawn).toContain('7. On-site checks');
    expect(pdf.drawn).not.toMatch(CJK);
  });

  it('refuses a report the caller may not download, a factory without one, and anonymous callers', async () => {
    const withReport = all<{ id: number }>(app.db, 'SELECT factory_company_id AS id FROM factory_credit_reports');
    const mine = new Set(
      (
        await get<PageOf<DownloadableReport>>(app, credit.factoryCreditDownloadable, {
          token: tokens.buyer2,
          query: { pageSize: 100 },
        })
      ).content.records.map((r) => r.factory.id),
    );
    const foreign = withReport.find((row) => !mine.has(row.id))!;
    const refused = await download(foreign.id, 'buyer2', 'en');
    expect(refused.json()).toEqual({ resultCode: 'B018', content: 'The current role may not do this.' });
    const noReport = one<{ id: number }>(
      app.db,
      "SELECT id FROM companies WHERE kind = 'factory' AND id NOT IN (SELECT factory_company_id FROM factory_credit_reports)",
    )!;
    expect((await download(noReport.id, 'operator', 'en')).json()).toEqual({
      resultCode: 'B011',
      content: 'No Factory Inspection Report',
    });
    expect((await download(foreign.id)).json().resultCode).toBe('G001');
  });
});

describe('wrapText', () => {
  it('breaks Latin at spaces and Chinese anywhere, within the width', () => {
    expect(wrapText('alpha beta gamma', 10, 60)).toEqual(['alpha beta', 'gamma']);
    expect(wrapText('工厂深度认证报告', 10, 40)).toEqual(['工厂深度', '认证报告']);
  });
});
