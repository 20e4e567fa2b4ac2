import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { jwtUser } from '@portal/contracts/http/auth';
import { getOneUserAccount } from '@portal/contracts/http/user-account';
import { listProvince } from '@portal/contracts/http/region';
import { saveVisitorStay } from '@portal/contracts/http/visitor-stay';
import { buildApp } from '../app.ts';
import { tokenOf } from '../test/helpers.ts';
import { DOCS_PREFIX } from './openapi.ts';
import { HELMET_POLICY, findNonFinite, helmetHeaders } from './security.ts';

let app: FastifyInstance;
let buyer: string;
let operator: string;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
  buyer = tokenOf(app, 'buyer');
  operator = tokenOf(app, 'operator');
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('security headers', () => {
  it('nosniff on every answer: success, 404, schema failure, injected fault', async () => {
    const answers = [
      await get(listProvince.path),
      await get('/api/no/such/route'),
      await get(`${jwtUser.path}`),
      await get(listProvince.path, { 'x-mock-fault': 'status=503', 'x-token': operator }),
      await get('/assets-mock/goods/1.svg'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 404, 400, 503, 200]);
    for (const res of answers) expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Every header of helmet's policy, with helmet's value, on every kind of answer.
    const expected = helmetHeaders(HELMET_POLICY);
    expect(Object.keys(expected).sort()).toEqual([
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ]);
    expect(expected['cross-origin-resource-policy']).toBe('cross-origin');
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    expect(expected['content-security-policy']).not.toContain('upgrade-insecure-requests');
    for (const res of answers) {
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], name).toBe(value);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('no-store on personal data: logged-in operations, jwt/user, any call with a token; public lists cacheable', async () => {
    const account = await get(getOneUserAccount.path, { 'x-token': buyer });
    expect(account.json().resultCode).toBe('000');
    expect(account.headers['cache-control']).toBe('no-store');
    const anonymousAccount = await get(getOneUserAccount.path);
    expect(anonymousAccount.headers['cache-control']).toBe('no-store');
    const user = await get(`${jwtUser.path}?token=${encodeURIComponent(buyer)}`);
    expect(user.json().resultCode).toBe('000');
    expect(user.headers['cache-control']).toBe('no-store');
    expect((await get(listProvince.path, { 'x-token': buyer })).headers['cache-control']).toBe('no-store');
    expect((await get(listProvince.path)).headers['cache-control']).toBeUndefined();
  });

  it('serves the docs page with frame and content-security headers, and every asset it loads', async () => {
    const page = await get(DOCS_PREFIX);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    // Every script and stylesheet is same-origin (allowed by script-src 'self') and answers 200.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    for (const asset of assets) {
      expect(asset.startsWith(`${DOCS_PREFIX}/`), asset).toBe(true);
      const res = await get(asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(100);
    }
    const initializer = await get(`${DOCS_PREFIX}/static/swagger-initializer.js`);
    expect(initializer.body).toContain('SwaggerUIBundle');
    expect((await get(`${DOCS_PREFIX}/json`)).json().openapi).toBe('3.0.3');
  });
});

describe('non-finite numbers', () => {
  it('are a 400 naming the field, never stored', async () => {
    for (const stayMs of ['Infinity', '-Infinity', '1e400']) {
      const res = await app.inject({
        method: saveVisitorStay.method,
        url: saveVisitorStay.path,
        headers: { 'content-type': 'application/json', 'accept-language': 'en' },
        payload: `{"page":"/","stayMs":${stayMs === 'Infinity' ? '"Infinity"' : stayMs === '-Infinity' ? '"-Infinity"' : stayMs}}`,
      });
      expect(res.statusCode, stayMs).toBe(400);
      expect(res.json().field, stayMs).toBe('stayMs');
    }
    const page = await get(`/api/portal/pass/news/pageData?pageSize=Infinity&pageNum=99999999999999999999`);
    expect(page.statusCode).toBe(400);
  });

  it('finds a non-finite number anywhere in a parsed input', () => {
    expect(findNonFinite({ a: 1, b: [2, { c: Infinity }] }, 'body')).toBe('body.b.1.c');
    expect(findNonFinite({ a: -Infinity }, 'query')).toBe('query.a');
    expect(findNonFinite({ a: Number.NaN }, 'query')).toBe('query.a');
    expect(findNonFinite({ a: '1', b: 2 }, 'query')).toBeUndefined();
  });
});

describe('the clock aid with a non-finite amount', () => {
  it('refuses Infinity and leaves the clock as it was', async () => {
    const before = (await get('/api/mock/clock')).json().content.offsetMs as number;
    for (const ms of ['"Infinity"', '1e400', '"-Infinity"']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/mock/clock/advance',
        headers: { 'content-type': 'application/json', 'x-token': operator },
        payload: `{"ms":${ms}}`,
      });
      expect(res.statusCode, ms).toBe(400);
    }
    const after = await get('/api/mock/clock');
    expect(after.json().content.offsetMs).toBe(before);
    expect(Number.isFinite(after.json().content.now)).toBe(true);
  });
});
