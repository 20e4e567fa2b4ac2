// Applying for an inspection and booking a visit through the real app: who may, the field rules and their
// messages in both languages, idempotent double submits, and the steps walking on the server clock to a report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import * as inspection from '@portal/contracts/http/factory-inspection';
import * as visit from '@portal/contracts/http/factory-visit';
import {
  INSPECTION_STEPS,
  INSPECTION_STEP_DELAYS_MS,
  type Inspection,
} from '@portal/contracts/http/factory-inspection';
import type { FactoryVisit } from '@portal/contracts/http/factory-visit';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { DAY, HOUR, chinaDate } from '../../lib/china-time.ts';
import { CJK } from '../../lib/text.ts';
import { type Answer, companyIdOf, get, tokenOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;
let seq = 0;
const requestId = () => `req-initiate-${(seq += 1)}`;

async function post<T>(op: { path: string }, body: object, account?: string, lang = 'en'): Promise<Answer<T>> {
  const res = await app.inject({
    method: 'POST',
    url: op.path,
    headers: { ...(account ? { [HEADER_TOKEN]: tokenOf(app, account) } : {}), [HEADER_LANG]: lang },
    payload: body,
  });
  const json = res.json() as { resultCode: string; content: T; field?: string };
  return { status: res.statusCode, ...json };
}

/** A factory nobody has applied to inspect, other than the demo factory. */
function freeFactory(): number {
  const row = one<{ id: number }>(
    app.db,
    `SELECT id FROM companies WHERE kind = 'factory' AND id <> ? AND id NOT IN
       (SELECT factory_company_id FROM inspection_applications WHERE status = 'inProgress')
       AND id NOT IN (SELECT factory_company_id FROM factory_visits) ORDER BY id LIMIT 1`,
    companyIdOf(app, 'factory'),
  );
  if (!row) throw new Error('no free factory');
  return row.id;
}

const body = (factoryId: number, extra: Partial<inspection.InitiateInspectionBody> = {}) => ({
  factoryId,
  type: 'platform' as const,
  items: ['licence', '生产规模评估', 'Own check of the dye house'],
  expectedDate: chinaDate(clock + 10 * DAY),
  contactName: 'Wang Ming',
  contactPhone: '13800000001',
  ...extra,
});

const detail = async (id: number, account = 'buyer', lang = 'en') =>
  get<Inspection>(app, inspection.factoryInspectionDetail, { query: { id }, token: tokenOf(app, account), lang });

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
});
afterAll(() => app.close());

describe('factoryInspection/initiate', () => {
  it('refuses anonymous callers, individuals who have not authenticated and roles that may not apply', async () => {
    const factoryId = freeFactory();
    expect((await post(inspection.factoryInspectionInitiate, body(factoryId))).resultCode).toBe('G001');
    const personal = await post<string>(inspection.factoryInspectionInitiate, body(factoryId), 'personal');
    expect(personal).toMatchObject({
      resultCode: 'B007',
      content: 'Individual users cannot apply. Please authenticate!',
    });
    expect((await post(inspection.factoryInspectionInitiate, body(factoryId), 'provider')).resultCode).toBe('B018');
  });

  it('lets a factory ask only for a platform inspection of itself, and nobody self-inspect their own factory', async () => {
    const own = companyIdOf(app, 'factory');
    const self = await post(inspection.factoryInspectionInitiate, body(own, { type: 'selfFactory' }), 'factory', 'zh');
    expect(self).toMatchObject({ status: 400, field: 'type' });
    expect(String(self.content)).toMatch(CJK);
    const other = await post(inspection.factoryInspectionInitiate, body(freeFactory()), 'factory');
    expect(other.resultCode).toBe('B018');
    const platform = await post<{ id: number }>(
      inspection.factoryInspectionInitiate,
      body(own, { requestId: requestId() }),
      'factory',
    );
    expect(platform.resultCode).toBe('000');
  });

  it('names the broken field: a date not ahead, goods missing or of another factory, empty items', async () => {
    const factoryId = freeFactory();
    const today = await post<string>(
      inspection.factoryInspectionInitiate,
      body(factoryId, { expectedDate: chinaDate(clock) }),
      'buyer2',
    );
    expect(today).toMatchObject({ status: 400, field: 'expectedDate' });
    expect(today.content).toContain(chinaDate(clock + DAY));
    const far = await post(
      inspection.factoryInspectionInitiate,
      body(factoryId, { expectedDate: chinaDate(clock + 400 * DAY) }),
      'buyer2',
    );
    expect(far).toMatchObject({ status: 400, field: 'expectedDate' });
    expect(
      await post(inspection.factoryInspectionInitiate, body(factoryId, { type: 'selfGoods' }), 'buyer2'),
    ).toMatchObject({ status: 400, field: 'productIds' });
    const foreign = one<{ id: number }>(app.db, 'SELECT id FROM products WHERE company_id <> ? LIMIT 1', factoryId);
    expect(
      await post(
        inspection.factoryInspectionInitiate,
        body(factoryId, { type: 'selfGoods', productIds: [foreign?.id ?? 0] }),
        'buyer2',
      ),
    ).toMatchObject({ status: 400, field: 'productIds' });
    expect(
      await post(inspection.factoryInspectionInitiate, body(factoryId, { items: ['  '] }), 'buyer2'),
    ).toMatchObject({ status: 400, field: 'items' });
    expect(
      await post(inspection.factoryInspectionInitiate, body(factoryId, { contactPhone: '123' }), 'buyer2'),
    ).toMatchObject({ status: 400, field: 'contactPhone' });
    // Nothing was written by any refusal.
    const count = one<{ n: number }>(
      app.db,
      'SELECT COUNT(*) AS n FROM inspection_applications WHERE factory_company_id = ? AND created_at >= ?',
      factoryId,
      T0,
    );
    expect(count?.n).toBe(0);
  });

  it('answers a double submit with the first application, and refuses a second one under way', async () => {
    const factoryId = freeFactory();
    const key = requestId();
    const [first, again] = await Promise.all([
      post<{ id: number }>(inspection.factoryInspectionInitiate, body(factoryId, { requestId: key }), 'buyer2'),
      post<{ id: number }>(inspection.factoryInspectionInitiate, body(factoryId, { requestId: key }), 'buyer2'),
    ]);
    expect(first.resultCode).toBe('000');
    expect(again.content).toEqual(first.content);
    const second = await post<string>(
      inspection.factoryInspectionInitiate,
      body(factoryId, { requestId: requestId() }),
      'buyer2',
    );
    expect(second).toMatchObject({ status: 400, field: 'factoryId' });
    expect(second.content).toMatch(/already/);
    const reused = await post(inspection.factoryInspectionInitiate, body(freeFactory(), { requestId: key }), 'buyer2');
    expect(reused).toMatchObject({ status: 400, field: 'requestId' });
  });

  it('walks the steps on the server clock to a bilingual report, and shows it to the parties only', async () => {
    const factoryId = freeFactory();
    const start = clock;
    const made = await post<{ id: number }>(
      inspection.factoryInspectionInitiate,
      body(factoryId, { requestId: requestId(), expectedDate: chinaDate(start + 3 * DAY) }),
      'buyer',
    );
    const id = made.content.id;
    let seen = (await detail(id)).content;
    expect(seen).toMatchObject({ currentStep: 'initiate', status: 'inProgress', report: null, confirmedDate: null });
    expect(seen.items).toEqual(['Business licence check', 'Production scale', 'Own check of the dye house']);
    expect(seen.nextStepAt).toBe(start + INSPECTION_STEP_DELAYS_MS.auditConfirm);
    expect(seen.steps.map((s) => s.doneAt)).toEqual([start, null, null, null, null, null, null]);

    clock = start + INSPECTION_STEP_DELAYS_MS.auditConfirm - 1;
    expect((await detail(id)).content.currentStep).toBe('initiate');
    clock += 1;
    seen = (await detail(id)).content;
    expect(seen.currentStep).toBe('auditConfirm');
    expect(seen.steps[1]).toEqual({ step: 'auditConfirm', doneAt: clock, note: expect.stringMatching(/approved/) });

    // Far ahead: every step is done, each at its own time, execute not before the confirmed date.
    clock = start + 20 * DAY;
    seen = (await detail(id)).content;
    expect(seen).toMatchObject({ currentStep: 'teamEnters', status: 'completed', nextStepAt: null });
    expect(seen.confirmedDate).toBe(chinaDate(start + 3 * DAY));
    const times = seen.steps.map((s) => s.doneAt ?? 0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(chinaDate(times[INSPECTION_STEPS.indexOf('execute')] ?? 0) >= (seen.confirmedDate ?? '')).toBe(true);
    expect(seen.team).toHaveLength(2);
    expect(seen.report).toMatchObject({ grade: expect.stringMatching(/^[ABCD]$/) });
    expect(seen.report?.conclusion).not.toMatch(CJK);
    expect(seen.steps.every((s) => !CJK.test(s.note) && !seen.team.some((name) => CJK.test(name)))).toBe(true);
    const zh = (await detail(id, 'buyer', 'zh')).content;
    expect(zh.report?.conclusion).toMatch(CJK);
    expect(zh.items[0]).toBe('营业执照核验');
    expect(zh.report?.score).toBe(seen.report?.score);

    // The inspected factory's users and operators read it; another buyer gets not found.
    const factoryUser = one<{ account: string }>(app.db, 'SELECT account FROM users WHERE company_id = ?', factoryId);
    if (factoryUser) expect((await detail(id, factoryUser.account)).resultCode).toBe('000');
    expect((await detail(id, 'operator')).resultCode).toBe('000');
    expect((await detail(id, 'buyer2')).resultCode).toBe('B017');

    // It is in the public list and the applicant's page.
    const list = await get<PageOf<inspection.InspectionPublic>>(app, inspection.factoryInspectionPublicList, {
      query: { pageSize: 100 },
    });
    expect(list.content.records.some((r) => r.id === id)).toBe(true);
    const mine = await get<PageOf<Inspection>>(app, inspection.factoryInspectionPortalPage, {
      query: { pageSize: 100 },
      token: tokenOf(app, 'buyer'),
    });
    expect(mine.content.records.find((r) => r.id === id)?.status).toBe('completed');
    clock = T0;
  });
});

describe('factoryVisit/initiate', () => {
  const visitBody = (factoryId: number, extra: Partial<visit.InitiateVisitBody> = {}) => ({
    factoryId,
    visitDate: chinaDate(clock + 5 * DAY),
    visitors: 3,
    name: '王明',
    mobile: '13800000001',
    enterpriseName: '金华市恒达贸易有限公司',
    ...extra,
  });

  it('books a visit that waits for the factory, once per double submit, and lists it', async () => {
    const factoryId = freeFactory();
    const key = requestId();
    const first = await post<{ id: number }>(
      visit.factoryVisitInitiate,
      visitBody(factoryId, { requestId: key }),
      'buyer3',
    );
    const again = await post<{ id: number }>(
      visit.factoryVisitInitiate,
      visitBody(factoryId, { requestId: key }),
      'buyer3',
    );
    expect(first.resultCode).toBe('000');
    expect(again.content).toEqual(first.content);
    const mine = await get<PageOf<FactoryVisit>>(app, visit.factoryVisitPortalPage, {
      query: { pageSize: 100 },
      token: tokenOf(app, 'buyer3'),
    });
    expect(mine.content.records.filter((v) => v.factory.id === factoryId)).toEqual([
      expect.objectContaining({ id: first.content.id, status: 'pendingReview', visitors: 3, reply: null }),
    ]);
    const second = await post(visit.factoryVisitInitiate, visitBody(factoryId, { requestId: requestId() }), 'buyer3');
    expect(second).toMatchObject({ status: 400, field: 'factoryId' });
  });

  it('refuses the own factory, past dates, bad numbers and individuals, in the caller language', async () => {
    expect((await post(visit.factoryVisitInitiate, visitBody(companyIdOf(app, 'factory')), 'factory')).resultCode).toBe(
      'B018',
    );
    const past = await post<string>(
      visit.factoryVisitInitiate,
      visitBody(freeFactory(), { visitDate: chinaDate(clock - HOUR) }),
      'buyer3',
      'zh',
    );
    expect(past).toMatchObject({ status: 400, field: 'visitDate' });
    expect(past.content).toMatch(CJK);
    expect(
      await post(visit.factoryVisitInitiate, visitBody(freeFactory(), { mobile: '12345' }), 'buyer3'),
    ).toMatchObject({
      status: 400,
      field: 'mobile',
    });
    expect((await post(visit.factoryVisitInitiate, visitBody(freeFactory()), 'personal')).resultCode).toBe('B007');
  });
});
