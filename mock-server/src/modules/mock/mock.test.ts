import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OperationDef } from '@portal/contracts/operation';
import type { Lang } from '@portal/contracts/envelope';
import { clearFaults, listFaults, setFault, type FaultRule } from '@portal/contracts/http/mock';
import { listCityByName, listProvince, regionTree } from '@portal/contracts/http/region';
import { buildApp } from '../../app.ts';
import { tokenOf } from '../../test/helpers.ts';

let app: FastifyInstance;
let operator: string;
let buyer: string;
const NOW = 1_780_000_000_000;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW });
  operator = tokenOf(app, 'operator');
  buyer = tokenOf(app, 'buyer');
});
afterAll(() => app.close());
beforeEach(() => {
  app.faults.clear();
});

function send(op: OperationDef, payload?: object, opts: { token?: string; lang?: Lang } = {}) {
  return app.inject({
    method: op.method,
    url: op.path,
    headers: { 'accept-language': opts.lang ?? 'en', ...(opts.token ? { 'x-token': opts.token } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });
}

async function addRule(body: object): Promise<FaultRule> {
  const res = await send(setFault, body, { token: operator });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().resultCode).toBe('000');
  return res.json().content as FaultRule;
}

const provinces = () => app.inject({ method: 'GET', url: listProvince.path, headers: { 'accept-language': 'en' } });

describe('fault rules (operator routes)', () => {
  it('are for operators only', async () => {
    const anonymous = await send(setFault, { pattern: '/api/**', status: 503 });
    expect(anonymous.json().resultCode).toBe('G001');
    const asBuyer = await send(listFaults, undefined, { token: buyer });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json()).toEqual({ resultCode: '403', content: 'The server refused the request' });
    expect((await send(listFaults, undefined, { token: operator })).json()).toEqual({ resultCode: '000', content: [] });
  });

  it('fault a path glob a given number of times, then drop the rule', async () => {
    const rule = await addRule({ pattern: '/api/admin/region/*', status: 503, times: 2 });
    expect(rule).toEqual({
      id: rule.id,
      pattern: '/api/admin/region/*',
      target: 'path',
      status: 503,
      remaining: 2,
      hits: 0,
      createdAt: NOW,
    });
    for (let i = 0; i < 2; i++) {
      const res = await provinces();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ resultCode: '503', content: 'Service unavailable' });
      expect(res.headers['x-mock-fault-applied']).toBe(`rule ${rule.id}`);
    }
    const third = await provinces();
    expect(third.statusCode).toBe(200);
    expect(third.json().resultCode).toBe('000');
    expect((await send(listFaults, undefined, { token: operator })).json().content).toEqual([]);
  });

  it('fault one operation by id, leaving the others alone, until cleared', async () => {
    const rule = await addRule({ pattern: listCityByName.id, resultCode: 'B004' });
    expect(rule).toMatchObject({ target: 'operation', resultCode: 'B004', remaining: null });
    const city = await app.inject({
      method: 'GET',
      url: `${listCityByName.path}?name=33`,
      headers: { 'accept-language': 'zh' },
    });
    expect(city.statusCode).toBe(200);
    expect(city.json()).toEqual({ resultCode: 'B004', content: '保证金审核中！' });
    expect((await provinces()).json().resultCode).toBe('000');

    const listed = (await send(listFaults, undefined, { token: operator })).json().content as FaultRule[];
    expect(listed).toEqual([{ ...rule, hits: 1 }]);

    const cleared = await send(clearFaults, { id: rule.id }, { token: operator });
    expect(cleared.json()).toEqual({ resultCode: '000', content: { cleared: 1 } });
    const after = await app.inject({ method: 'GET', url: `${listCityByName.path}?name=33` });
    expect(after.json().resultCode).toBe('000');
  });

  it('match operation-id globs, newest rule first, and the header wins over rules', async () => {
    await addRule({ pattern: 'region/*', status: 502 });
    const newest = await addRule({ pattern: regionTree.id, status: 504 });
    const tree = await app.inject({ method: 'GET', url: regionTree.path, headers: { 'accept-language': 'en' } });
    expect(tree.statusCode).toBe(504);
    expect(tree.headers['x-mock-fault-applied']).toBe(`rule ${newest.id}`);
    expect((await provinces()).statusCode).toBe(502);
    const header = await app.inject({
      method: 'GET',
      url: listProvince.path,
      headers: { 'accept-language': 'en', 'x-mock-fault': 'resultCode=B001', 'x-token': operator },
    });
    expect(header.json()).toEqual({
      resultCode: 'B001',
      content: 'Operation is too frequent. Please try again later!',
    });
    const all = await send(clearFaults, {}, { token: operator });
    expect(all.json().content).toEqual({ cleared: 2 });
    expect((await provinces()).statusCode).toBe(200);
  });

  it('delay matching calls', async () => {
    await addRule({ pattern: '/api/admin/region/listProvince', delayMs: 150, times: 1 });
    const started = Date.now();
    const res = await provinces();
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(res.json().resultCode).toBe('000');
  });

  it('never fault the mock routes, even under a catch-all rule', async () => {
    await addRule({ pattern: '/**', status: 500 });
    expect((await provinces()).statusCode).toBe(500);
    const listed = await send(listFaults, undefined, { token: operator });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().content).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
  });

  it('answer 400 naming the field for rules that cannot apply', async () => {
    const cases: [object, string, string][] = [
      [
        { pattern: 'nope/none', status: 503 },
        'pattern',
        'no operation id matches this pattern (a path pattern starts with /)',
      ],
      [{ pattern: '/api/mock/*', status: 503 }, 'pattern', '/api/mock and /api/docs are never faulted'],
      [{ pattern: '/api/docs', delayMs: 10 }, 'pattern', '/api/mock and /api/docs are never faulted'],
      [{ pattern: '/api/**' }, 'status', 'give at least one of status, resultCode or delayMs'],
      [{ pattern: '/api/**', status: 503, resultCode: 'G001' }, 'resultCode', 'give status or resultCode, not both'],
      [{ pattern: '/api/**', status: 200 }, 'status', 'status is invalid'],
      [{ pattern: '/api/**', resultCode: '000' }, 'resultCode', 'resultCode is invalid'],
      [{ pattern: '/api/**', delayMs: 999_999 }, 'delayMs', 'delayMs is invalid'],
      [{ pattern: '/api/**', status: 503, times: 0 }, 'times', 'times is invalid'],
      [{ status: 503 }, 'pattern', 'pattern is required'],
    ];
    for (const [body, field, content] of cases) {
      const res = await send(setFault, body, { token: operator });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toEqual({ resultCode: '400', content, field });
    }
    const zh = await send(setFault, { pattern: '/api/**' }, { token: operator, lang: 'zh' });
    expect(zh.json()).toMatchObject({ field: 'status', content: '请至少指定 status、resultCode 或 delayMs 之一' });
    expect((await send(listFaults, undefined, { token: operator })).json().content).toEqual([]);
  });
});
