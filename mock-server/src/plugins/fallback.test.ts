import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { API, Quantity, Saved, defineOperation, type OperationDef } from '@portal/contracts/operation';
import { allOperations } from '@portal/contracts/http/all';
import { listProvince } from '@portal/contracts/http/region';
import { buildApp } from '../app.ts';
import { tokenOf } from '../test/helpers.ts';
import { fastifyPath } from '../lib/route.ts';
import { PLANNED_DESCRIPTION, registerFallbacks } from './fallback.ts';

// Operations no module serves (paths of their own), plus one a module does serve.
const plannedRead = defineOperation({
  id: 'fallbackDemo/pageData',
  method: 'GET',
  path: `${API.pass}/fallbackDemo/pageData`,
  summary: 'demo read',
  access: 'public',
  query: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 5 })) }),
  content: Type.Array(Type.String()),
});
const plannedWrite = defineOperation({
  id: 'fallbackDemo/save',
  method: 'POST',
  path: `${API.portal}/fallbackDemo/save`,
  summary: 'demo write',
  access: 'user',
  body: Type.Object({ quantity: Quantity }),
  content: Saved,
});
const plannedDetail = defineOperation({
  id: 'fallbackDemo/detail/{id}',
  method: 'GET',
  path: `${API.pass}/fallbackDemo/detail/{id}`,
  summary: 'demo detail',
  access: 'public',
  params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  content: Saved,
});

let app: FastifyInstance;
let planned: OperationDef[];
let token: string;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
  planned = registerFallbacks(app, [plannedRead, plannedWrite, plannedDetail, listProvince]);
  token = tokenOf(app, 'buyer');
});
afterAll(() => app.close());

describe('501 fallback', () => {
  it('registers only the operations without a route', () => {
    expect(planned.map((op) => op.id)).toEqual([plannedRead.id, plannedWrite.id, plannedDetail.id]);
  });

  it('answers 501 with the R8.3 message in the caller language', async () => {
    const en = await app.inject({ method: 'GET', url: plannedRead.path, headers: { 'accept-language': 'en' } });
    expect(en.statusCode).toBe(501);
    expect(en.json()).toEqual({ resultCode: '501', content: 'Not recognised' });
    const zh = await app.inject({ method: 'GET', url: plannedRead.path });
    expect(zh.json()).toEqual({ resultCode: '501', content: '服务未实现' });
    const detail = await app.inject({ method: 'GET', url: plannedRead.path.replace('pageData', 'detail/7') });
    expect(detail.statusCode).toBe(501);
  });

  it('keeps the operation schema: bad input is a 400 naming the field', async () => {
    const query = await app.inject({
      method: 'GET',
      url: `${plannedRead.path}?keyword=toolongword`,
      headers: { 'accept-language': 'en' },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ field: 'keyword' });
    const params = await app.inject({ method: 'GET', url: `${API.pass}/fallbackDemo/detail/abc` });
    expect(params.statusCode).toBe(400);
    const body = await app.inject({
      method: 'POST',
      url: plannedWrite.path,
      headers: { 'x-token': token, 'accept-language': 'en' },
      payload: { quantity: '1.23456' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toMatchObject({ resultCode: '400', field: 'quantity' });
  });

  it('keeps the login an operation needs', async () => {
    const anonymous = await app.inject({ method: 'POST', url: plannedWrite.path, payload: { quantity: '2' } });
    expect(anonymous.json().resultCode).toBe('G001');
    const loggedIn = await app.inject({
      method: 'POST',
      url: plannedWrite.path,
      headers: { 'x-token': token },
      payload: { quantity: '2.5' },
    });
    expect(loggedIn.statusCode).toBe(501);
    expect(loggedIn.json()).toEqual({ resultCode: '501', content: '服务未实现' });
  });

  it('leaves the bound operations to their modules', async () => {
    const res = await app.inject({ method: 'GET', url: listProvince.path });
    expect(res.statusCode).toBe(200);
    expect(res.json().resultCode).toBe('000');
  });

  it('gives every contract operation a route in buildApp', () => {
    const missing = allOperations.filter((op) => !app.hasRoute({ method: op.method, url: fastifyPath(op.path) }));
    expect(missing.map((op) => op.id)).toEqual([]);
    expect(PLANNED_DESCRIPTION).toMatch(/^Not implemented yet/);
  });
});
