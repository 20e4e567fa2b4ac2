import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildPath } from '@portal/contracts/operation';
import { ResultCode } from '@portal/contracts/envelope';
import * as dictionary from '@portal/contracts/http/dictionary';
import * as portalDict from '@portal/contracts/http/portal-dict';
import { UNITS } from '@portal/contracts/rules/constants';
import { buildApp } from '../../app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
});
afterAll(() => app.close());

const dic = async (type: string) =>
  (await app.inject({ method: 'GET', url: `${dictionary.getDicByType.path}?type=${type}` })).json();

describe('dictionary/getDicByType', () => {
  it('serves shop_type with zh and en labels in sort order', async () => {
    const body = await dic('shop_type');
    expect(body.resultCode).toBe('000');
    expect(body.content.map((i: { value: string }) => i.value)).toEqual([
      'flagship',
      'speciality',
      'franchise',
      'factory-direct',
    ]);
    expect(body.content[0]).toEqual({ label: '旗舰店', labelEn: 'Flagship store', value: 'flagship', sort: 10 });
    const sorts = body.content.map((i: { sort: number }) => i.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('serves every seeded type, the units matching the rules constants', async () => {
    for (const type of dictionary.DICT_TYPES) {
      const body = await dic(type);
      expect(body.content.length, type).toBeGreaterThan(1);
      for (const item of body.content) {
        expect(item.label, `${type} ${item.value}`).toBeTruthy();
        expect(item.labelEn, `${type} ${item.value}`).toBeTruthy();
      }
    }
    expect((await dic('unit')).content.map((i: { value: string }) => i.value)).toEqual([...UNITS]);
    expect((await dic('payment_method')).content.map((i: { labelEn: string }) => i.labelEn)).toEqual([
      'Online payment',
      'Cash on delivery',
    ]);
    expect((await dic('delivery_method')).content.map((i: { label: string }) => i.label)).toEqual(['配送', '自提']);
  });

  it('an unknown type is an empty list; a missing type a 400', async () => {
    expect((await dic('no_such_type')).content).toEqual([]);
    const res = await app.inject({ method: 'GET', url: dictionary.getDicByType.path });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('type');
  });
});

describe('portal-dict/getById/{id}', () => {
  it('serves the role agreements by their fixed ids', async () => {
    for (const [role, id] of Object.entries(portalDict.ROLE_AGREEMENT_IDS)) {
      const res = await app.inject({ method: 'GET', url: buildPath(portalDict.getPortalDictById.path, { id }) });
      const body = res.json();
      expect(body.resultCode, role).toBe('000');
      expect(body.content.id).toBe(id);
      expect(body.content.code).toBe(`${role}Agreement`);
      expect(body.content.content).toContain('3至7个工作日');
      expect(body.content.contentEn).toContain('3 to 7 working days');
    }
  });

  it('an unknown id is a business error; a bad id a 400', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: buildPath(portalDict.getPortalDictById.path, { id: 999 }),
      headers: { 'accept-language': 'en' },
    });
    expect(missing.json()).toEqual({ resultCode: ResultCode.notFound, content: 'The record does not exist.' });
    const bad = await app.inject({ method: 'GET', url: buildPath(portalDict.getPortalDictById.path, { id: 'abc' }) });
    expect(bad.statusCode).toBe(400);
  });
});
