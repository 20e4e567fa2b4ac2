import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { all, one } from '../../db/database.ts';
import type { PageOf } from '@portal/contracts/operation';
import type { Inspection, InspectionApplyable, InspectionPublic } from '@portal/contracts/http/factory-inspection';
import type { FactoryVisit, FactoryVisitPublic } from '@portal/contracts/http/factory-visit';
import type { CreditReport } from '@portal/contracts/http/factory-credit';
import * as inspection from '@portal/contracts/http/factory-inspection';
import * as visit from '@portal/contracts/http/factory-visit';
import * as credit from '@portal/contracts/http/factory-credit';
import { INSPECTION_STEPS } from '@portal/contracts/http/factory-inspection';
import { chinaDayStart } from '../../lib/china-time.ts';
import { get as getAnswer, tokenOf, tokensOf, unfinishedBuyerToken, userOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;
const tokens: Record<string, string> = {};

const user = (account: string) => userOf(app, account);
const demoFactory = () => user('factory').company_id ?? 0;

/** The envelope of a GET (compared whole in places). */
async function get<T>(path: string, query: Record<string, string | number> = {}, account?: string, lang = 'zh') {
  const token = account ? tokens[account] : undefined;
  const { resultCode, content } = await getAnswer<T>(app, path, { query, token, lang });
  return { resultCode, content };
}

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  Object.assign(tokens, tokensOf(app, ['buyer', 'buyer2', 'seller', 'factory', 'provider', 'personal']));
  tokens.newbuyer = unfinishedBuyerToken(app, '13900000098', T0);
});
afterAll(() => app.close());
beforeEach(() => {
  clock = T0;
});

describe('factoryInspection/applyable', () => {
  const applyable = (factoryId: number, account?: string, lang?: string) =>
    get<InspectionApplyable>(inspection.factoryInspectionApplyable.path, { factoryId }, account, lang);

  it('needs a login', async () => {
    expect((await applyable(demoFactory())).resultCode).toBe('G001');
  });

  it('refuses a second application while one is under way, naming it', async () => {
    const open = one<{ id: number }>(
      app.db,
      "SELECT id FROM inspection_applications WHERE applicant_user_id = ? AND factory_company_id = ? AND status = 'inProgress'",
      user('buyer').id,
      demoFactory(),
    );
    const res = (await applyable(demoFactory(), 'buyer', 'en')).content;
    expect(res).toMatchObject({ applyable: false, reason: 'alreadyApplied', openId: open?.id });
    expect(res.message).toMatch(/already/);
    expect(res.types).toEqual(['selfFactory', 'selfGoods', 'platform']);
  });

  it('lets buyers inspect other factories every way, and a factory ask for a platform inspection of itself', async () => {
    const free = one<{ id: number }>(
      app.db,
      `SELECT id FROM companies WHERE kind = 'factory' AND id NOT IN
         (SELECT factory_company_id FROM inspection_applications WHERE applicant_user_id = ? AND status = 'inProgress')
       ORDER BY id LIMIT 1`,
      user('buyer').id,
    );
    if (!free) throw new Error('no factory');
    expect((await applyable(free.id, 'buyer')).content).toMatchObject({ applyable: true, reason: null, openId: null });
    expect((await applyable(demoFactory(), 'factory')).content).toMatchObject({ applyable: true, types: ['platform'] });
    const other = (await applyable(free.id, 'factory')).content;
    expect(other).toMatchObject({ applyable: false, reason: 'forbiddenRole', types: [] });
    expect(other.message).toBe('当前角色无权操作');
  });

  it('asks individuals to authenticate and buyers to complete their company; providers may not apply', async () => {
    expect((await applyable(demoFactory(), 'personal')).content.reason).toBe('individualCannotApply');
    expect((await applyable(demoFactory(), 'newbuyer')).content.reason).toBe('improveEnterprise');
    expect((await applyable(demoFactory(), 'provider')).content.reason).toBe('forbiddenRole');
  });

  it('answers not found for a company that is not a factory', async () => {
    expect((await applyable(user('seller').company_id ?? 0, 'buyer')).resultCode).toBe('B017');
  });
});

describe('factoryInspection/portalPage', () => {
  const page = (account: string, query: Record<string, string | number> = {}) =>
    get<PageOf<Inspection>>(inspection.factoryInspectionPortalPage.path, { pageSize: 100, ...query }, account);

  it("lists the buyer's applications with every step in order, done up to the current one", async () => {
    const { content } = await page('buyer');
    const count = one<{ n: number }>(
      app.db,
      'SELECT COUNT(*) AS n FROM inspection_applications WHERE applicant_user_id = ?',
      user('buyer').id,
    );
    expect(content.total).toBe(count?.n);
    expect(new Set(content.records.map((i) => i.status))).toEqual(new Set(['inProgress', 'completed', 'rejected']));
    for (const item of content.records) {
      expect(item.steps.map((s) => s.step)).toEqual([...INSPECTION_STEPS]);
      const current = INSPECTION_STEPS.indexOf(item.currentStep);
      item.steps.forEach((s, index) => expect(s.doneAt === null).toBe(index > current));
      const times = item.steps.flatMap((s) => (s.doneAt === null ? [] : [s.doneAt]));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(item.report === null).toBe(item.status !== 'completed');
    }
    const rejected = content.records.find((i) => i.status === 'rejected');
    expect(rejected?.currentStep).toBe('auditConfirm');
    expect(rejected?.steps[1]?.note).not.toBe('');
    const goods = content.records.find((i) => i.type === 'selfGoods');
    expect(goods?.products.length).toBeGreaterThan(0);
  });

  it('filters by status and type', async () => {
    const running = (await page('buyer', { status: 'inProgress' })).content;
    expect(running.records.length).toBeGreaterThan(0);
    expect(running.records.every((i) => i.status === 'inProgress')).toBe(true);
    const platform = (await page('buyer', { type: 'platform' })).content;
    expect(platform.records.every((i) => i.type === 'platform')).toBe(true);
  });

  it("shows a factory the inspections of its own factory, the buyer's among them", async () => {
    const { content } = await page('factory');
    expect(content.records.every((i) => i.factory.id === demoFactory())).toBe(true);
    expect(content.records.some((i) => i.applicantName === '金华市恒达贸易有限公司')).toBe(true);
    expect((await get(inspection.factoryInspectionPortalPage.path)).resultCode).toBe('G001');
  });
});

describe('factoryInspection/publicList', () => {
  it('lists finished inspections with their report, newest first, by keyword and type', async () => {
    const { content } = await get<PageOf<InspectionPublic>>(inspection.factoryInspectionPublicList.path, {
      pageSize: 100,
    });
    const finished = one<{ n: number }>(
      app.db,
      "SELECT COUNT(*) AS n FROM inspection_applications a JOIN inspection_reports r ON r.inspection_id = a.id WHERE a.status = 'completed'",
    );
    expect(content.total).toBe(finished?.n);
    const times = content.records.map((i) => i.report.reportedAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const sample = content.records[0];
    if (!sample) throw new Error('no finished inspection');
    const byName = (
      await get<PageOf<InspectionPublic>>(inspection.factoryInspectionPublicList.path, {
        keyword: sample.factory.shopName,
      })
    ).content;
    expect(byName.records.length).toBeGreaterThan(0);
    expect(byName.records.every((i) => i.factory.shopName.includes(sample.factory.shopName))).toBe(true);
    const goods = (
      await get<PageOf<InspectionPublic>>(inspection.factoryInspectionPublicList.path, {
        type: 'selfGoods',
        pageSize: 100,
      })
    ).content;
    expect(goods.records.every((i) => i.type === 'selfGoods')).toBe(true);
  });
});

describe('factory visits', () => {
  const applyable = (factoryId: number, account: string) =>
    get<{ applyable: boolean; reason: string | null; openId: number | null }>(
      visit.factoryVisitApplyable.path,
      { factoryId },
      account,
    ).then((r) => r.content);
  const visits = (account: string, query: Record<string, string | number> = {}) =>
    get<PageOf<FactoryVisit>>(visit.factoryVisitPortalPage.path, { pageSize: 100, ...query }, account).then(
      (r) => r.content,
    );

  /** Moves the clock to the day after a visit; the buyer logs in again, as a session may not last that long. */
  const passVisitDay = (visitDate: string) => {
    clock = chinaDayStart(visitDate) + 24 * 3600_000;
    tokens.buyer = tokenOf(app, 'buyer');
  };

  it("lists the buyer's visits in every status, completed once the date has passed", async () => {
    const mine = await visits('buyer');
    expect(new Set(mine.records.map((v) => v.status))).toEqual(
      new Set(['pendingReview', 'confirmed', 'completed', 'rejected']),
    );
    const dates = mine.records.map((v) => v.visitDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const confirmed = mine.records.find((v) => v.status === 'confirmed');
    if (!confirmed) throw new Error('no confirmed visit');
    passVisitDay(confirmed.visitDate);
    const later = await visits('buyer', { status: 'completed' });
    expect(later.records.some((v) => v.id === confirmed.id)).toBe(true);
  });

  it('refuses a second booking while one is open, and frees the factory once the visit is done', async () => {
    const mine = await visits('buyer');
    const pending = mine.records.find((v) => v.status === 'pendingReview');
    const done = mine.records.find((v) => v.status === 'completed');
    const confirmed = mine.records.find((v) => v.status === 'confirmed');
    if (!pending || !done || !confirmed) throw new Error('visits missing');
    expect(await applyable(pending.factory.id, 'buyer')).toMatchObject({
      applyable: false,
      reason: 'alreadyApplied',
      openId: pending.id,
    });
    expect(await applyable(done.factory.id, 'buyer')).toMatchObject({ applyable: true, reason: null });
    expect((await applyable(confirmed.factory.id, 'buyer')).applyable).toBe(false);
    passVisitDay(confirmed.visitDate);
    expect((await applyable(confirmed.factory.id, 'buyer')).applyable).toBe(true);
  });

  it('refuses the own factory and unauthenticated individuals', async () => {
    expect((await applyable(demoFactory(), 'factory')).reason).toBe('forbiddenRole');
    expect((await applyable(demoFactory(), 'personal')).reason).toBe('individualCannotApply');
  });

  it('shows a factory the visits to it', async () => {
    const toFactory = await visits('factory');
    const expected = one<{ n: number }>(
      app.db,
      'SELECT COUNT(*) AS n FROM factory_visits WHERE factory_company_id = ?',
      demoFactory(),
    );
    expect(toFactory.total).toBe(expected?.n);
    expect(toFactory.records.every((v) => v.factory.id === demoFactory())).toBe(true);
  });

  it('lists confirmed and completed visits publicly, visitors masked, by factory', async () => {
    const { content } = await get<PageOf<FactoryVisitPublic>>(visit.factoryVisitPublicList.path, { pageSize: 100 });
    expect(content.total).toBeGreaterThan(0);
    expect(content.records.every((v) => v.status === 'confirmed' || v.status === 'completed')).toBe(true);
    expect(content.records.every((v) => v.enterpriseName.includes('**'))).toBe(true);
    const sample = content.records[0];
    if (!sample) throw new Error('no visit');
    const ofFactory = (
      await get<PageOf<FactoryVisitPublic>>(visit.factoryVisitPublicList.path, {
        factoryId: sample.factory.id,
        pageSize: 100,
      })
    ).content;
    expect(ofFactory.records.every((v) => v.factory.id === sample.factory.id)).toBe(true);
    expect(ofFactory.records.some((v) => v.id === sample.id)).toBe(true);
  });
});

describe('factoryCredit/detail', () => {
  it('serves the deep verification report of a factory, to anyone', async () => {
    const { resultCode, content } = await get<CreditReport>(credit.factoryCreditDetail.path, {
      factoryId: demoFactory(),
    });
    expect(resultCode).toBe('000');
    expect(content.factory.id).toBe(demoFactory());
    expect(content.enterprise.name).toBe('义乌市华美玩具制造有限公司');
    expect(content.grade).toBe(content.score >= 90 ? 'A' : content.score >= 80 ? 'B' : content.score >= 70 ? 'C' : 'D');
    const s = content.staff;
    expect(s.production + s.rnd + s.qualityControl + s.management + s.sales).toBe(s.total);
    expect(content.equipment.length).toBeGreaterThanOrEqual(3);
    expect(content.licences.map((l) => l.name)).toContain('营业执照');
    expect(content.checks.some((c) => c.result === 'F')).toBe(content.score < 90);
    // The report came out of the factory's finished platform inspection.
    const platform = all<{ score: number }>(
      app.db,
      `SELECT r.score FROM inspection_applications a JOIN inspection_reports r ON r.inspection_id = a.id
        WHERE a.factory_company_id = ? AND a.type = 'platform' AND a.status = 'completed'`,
      demoFactory(),
    );
    expect(platform.map((p) => p.score)).toContain(content.score);
  });

  it("answers 'No Factory Inspection Report' for a factory without one, not found for other companies", async () => {
    const without = one<{ id: number }>(
      app.db,
      "SELECT id FROM companies WHERE kind = 'factory' AND id NOT IN (SELECT factory_company_id FROM factory_credit_reports) LIMIT 1",
    );
    if (!without) throw new Error('every factory has a report');
    const res = await get<string>(credit.factoryCreditDetail.path, { factoryId: without.id }, undefined, 'en');
    expect(res).toEqual({ resultCode: 'B011', content: 'No Factory Inspection Report' });
    expect((await get(credit.factoryCreditDetail.path, { factoryId: user('seller').company_id ?? 0 })).resultCode).toBe(
      'B017',
    );
  });
});

describe('English answers', () => {
  // Issue 5 section 7: every name a list or detail shows (factories, applicants, contacts, visitors and their
  // companies, goods) reads in English; each list page, the detail and a factory's view are checked whole.
  const CJK = /[\u4e00-\u9fff]/;
  const han = (value: unknown) => JSON.stringify(value).match(new RegExp(`"[^"]*${CJK.source}[^"]*"`, 'g')) ?? [];

  it('has no Chinese in the inspection lists, the detail and the visit lists', async () => {
    const pages = [
      await get<PageOf<Inspection>>(inspection.factoryInspectionPortalPage.path, { pageSize: 50 }, 'buyer', 'en'),
      await get<PageOf<Inspection>>(inspection.factoryInspectionPortalPage.path, { pageSize: 50 }, 'factory', 'en'),
      await get<PageOf<InspectionPublic>>(
        inspection.factoryInspectionPublicList.path,
        { pageSize: 50 },
        undefined,
        'en',
      ),
      await get<PageOf<FactoryVisit>>(visit.factoryVisitPortalPage.path, { pageSize: 50 }, 'buyer', 'en'),
      await get<PageOf<FactoryVisit>>(visit.factoryVisitPortalPage.path, { pageSize: 50 }, 'factory', 'en'),
      await get<PageOf<FactoryVisitPublic>>(visit.factoryVisitPublicList.path, { pageSize: 50 }, undefined, 'en'),
    ];
    for (const page of pages) {
      expect(page.content.records.length).toBeGreaterThan(0);
      expect(han(page.content)).toEqual([]);
    }
    const mine = pages[0]?.content.records as Inspection[];
    for (const row of mine) {
      const detail = await get<Inspection>(inspection.factoryInspectionDetail.path, { id: row.id }, 'buyer', 'en');
      expect(han(detail.content)).toEqual([]);
    }
    // The Chinese reader keeps the Chinese names.
    const zh = await get<PageOf<Inspection>>(inspection.factoryInspectionPortalPage.path, {}, 'buyer', 'zh');
    expect(zh.content.records.map((r) => r.factory.name).join('')).toMatch(CJK);
  });
});

describe('factoryCredit/detail in English', () => {
  it('writes the whole deep verification report in English, and keeps it Chinese in Chinese', async () => {
    const factories = all<{ f: number }>(app.db, 'SELECT factory_company_id AS f FROM factory_credit_reports');
    expect(factories.length).toBeGreaterThan(1);
    const CJK = /[\u4e00-\u9fff]/;
    for (const { f } of factories) {
      const en = await get<CreditReport>(credit.factoryCreditDetail.path, { factoryId: f }, undefined, 'en');
      expect(JSON.stringify(en.content).match(/"[^"]*[\u4e00-\u9fff][^"]*"/g) ?? []).toEqual([]);
    }
    const zh = await get<CreditReport>(credit.factoryCreditDetail.path, { factoryId: factories[0]?.f ?? 0 });
    expect(zh.content.agency).toMatch(CJK);
    expect(zh.content.checks.map((c) => c.item).join('')).toMatch(CJK);
  });
});
