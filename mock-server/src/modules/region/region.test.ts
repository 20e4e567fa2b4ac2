import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import * as ops from '@portal/contracts/http/region';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
});
afterAll(() => app.close());

describe('region', () => {
  it('lists provinces with national codes', async () => {
    const res = await app.inject({ method: ops.listProvince.method, url: ops.listProvince.path });
    const body = res.json();
    expect(body.resultCode).toBe('000');
    expect(body.content).toContainEqual({ code: '33', name: '浙江省' });
  });

  it('walks Zhejiang -> Jinhua -> Yiwu by name and by code', async () => {
    const cities = await app.inject({
      method: 'GET',
      url: `${ops.listCityByName.path}?name=${encodeURIComponent('浙江省')}`,
    });
    expect(cities.json().content).toContainEqual({ code: '3307', name: '金华市' });
    const counties = await app.inject({ method: 'GET', url: `${ops.listCountyByName.path}?name=3307` });
    expect(counties.json().content).toContainEqual({ code: '330782', name: '义乌市' });
  });

  it('answers 400 naming the field when the name is missing', async () => {
    const res = await app.inject({ method: 'GET', url: ops.listCityByName.path, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ resultCode: '400', field: 'name', content: 'name is required' });
  });

  it('serves the whole tree with three levels', async () => {
    const res = await app.inject({ method: 'GET', url: ops.regionTree.path });
    const zhejiang = res.json().content.find((p: { code: string }) => p.code === '33');
    const jinhua = zhejiang.childList.find((c: { code: string }) => c.code === '3307');
    expect(jinhua.childList.map((c: { name: string }) => c.name)).toContain('义乌市');
  });
});
