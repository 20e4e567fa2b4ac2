// Text a caller sends holds no control character (but tab, line feed, carriage return) and no lone surrogate
// half: each search operation refuses such a keyword with a 400 naming it (a NUL used to answer 500), and so
// does any field of a body, however deep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { allOperations } from '@portal/contracts/http/all';
import { isUnacceptableText } from '@portal/contracts/text-input';
import { loginByAccount } from '@portal/contracts/http/auth';
import { generateOrder } from '@portal/contracts/http/cart';
import { buildApp } from './app.ts';
import { tokenOf } from './test/helpers.ts';
import { pathsWhere, validSample, withValueAt } from './test/sample.ts';

/** The search operations a NUL in the keyword broke. */
const SEARCHES = [
  'home/pageSearchByKeyword',
  'home/pageSearchByMultiCondition',
  'home/pageData',
  'home/searchCriteria',
  'spotListing/searchCriteria',
  'spotListing/pageData',
  'saleProduct/pageData',
  'saleProduct/sellerProductPage',
  'platformProduct/selfPageData',
  'platformProduct/supplierPageData',
  'platformProduct/searchCriteria',
  'supplierProduct/supplierProductSearch',
];

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
});
afterAll(() => app.close());

describe('text inputs', () => {
  it('tells control characters and lone surrogates from text', () => {
    for (const bad of ['\u0000', 'abc\u0000', '\u0001', '\u001b[31m', '\u007f', '\ud800', 'a\udc00b', '\ud83d']) {
      expect(isUnacceptableText(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['', 'abc', '第一行\n第二行', 'a\tb\r\n', '😀 中文', '\u202e', 'é']) {
      expect(isUnacceptableText(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('refuses a keyword holding a NUL on every search operation with a 400 naming it, in zh and en', async () => {
    for (const id of SEARCHES) {
      const op = allOperations.find((o) => o.id === id);
      expect(op, id).toBeDefined();
      for (const [lang, text] of [
        ['zh', 'keyword 含有不允许的控制字符'],
        ['en', 'keyword contains characters that are not allowed'],
      ] as const) {
        for (const keyword of ['abc%00', '%00%00%00', '%1B']) {
          const res = await app.inject({
            method: 'GET',
            url: `${op!.path}?companyId=1&keyword=${keyword}`,
            headers: { 'accept-language': lang },
          });
          expect(res.statusCode, `${id} ${keyword}`).toBe(400);
          expect(res.json()).toMatchObject({ field: 'keyword', content: text });
        }
      }
    }
  });

  it('searches a keyword with ordinary text as before', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/portal/pass/home/pageSearchByKeyword?keyword=abc' });
    expect(res.statusCode).toBe(200);
  });

  it('names the field of a body that holds one, however deep; keeps tabs and line breaks', async () => {
    const login = (payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: loginByAccount.path, headers: { 'accept-language': 'en' }, payload });
    const refused = await login({ account: 'buyer\u0000', password: 'secret1' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'account',
      content: 'account contains characters that are not allowed',
    });
    // Not refused for its text: a wrong password is a business failure.
    const kept = await login({ account: 'buyer', password: 'a\tb\r\nc1' });
    expect(kept.statusCode).toBe(200);
    // A free text inside an object of the order's body (the consignee's): a valid order but for that text.
    const body = validSample(generateOrder.body) as Record<string, unknown>;
    const free = (schema: Record<string, unknown>) => schema.type === 'string' && !schema.pattern && !schema.enum;
    const path = pathsWhere(generateOrder.body, body, free).find((p) => p.includes('.'));
    expect(path).toBeDefined();
    const deep = await app.inject({
      method: 'POST',
      url: generateOrder.path,
      headers: { 'accept-language': 'zh', 'x-token': tokenOf(app, 'buyer') },
      payload: withValueAt(body, path!, 'bad\u0007') as Record<string, unknown>,
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ field: path, content: `${path} 含有不允许的控制字符` });
  });
});
