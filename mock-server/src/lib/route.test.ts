// bind(): the caller's type follows the operation's access, and request bodies are limited per operation.
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { API, defineOperation, Saved } from '@portal/contracts/operation';
import { saveVisitorStay } from '@portal/contracts/http/visitor-stay';
import { upload as uploadFile } from '@portal/contracts/http/file';
import { buildApp } from '../app.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { tokenOf } from '../test/helpers.ts';
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT, bind, bodyLimitOf, type CallerOf } from './route.ts';

const whoAmI = defineOperation({
  id: 'routeTest/whoAmI',
  method: 'GET',
  path: `${API.portal}/routeTest/whoAmI`,
  summary: 'test',
  access: 'user',
  content: Type.Object({ account: Type.String() }),
});
const whoIsThere = defineOperation({
  ...whoAmI,
  id: 'routeTest/whoIsThere',
  path: `${API.pass}/routeTest/who`,
  access: 'public',
});
const smallBody = defineOperation({
  id: 'routeTest/small',
  method: 'POST',
  path: `${API.pass}/routeTest/small`,
  summary: 'test',
  access: 'public',
  body: Type.Object({ text: Type.String() }),
  content: Saved,
  bodyLimit: 100,
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
  bind(app, whoAmI, ({ caller }) => ({ account: caller.account }));
  bind(app, whoIsThere, ({ caller }) => ({ account: caller?.account ?? '-' }));
  bind(app, smallBody, ({ body }) => ({ id: body.text.length }));
});
afterAll(() => app.close());

describe('caller', () => {
  it('is an AuthUser for logged-in operations and may be null for public ones (types)', () => {
    expectTypeOf<CallerOf<typeof whoAmI>>().toEqualTypeOf<AuthUser>();
    expectTypeOf<CallerOf<typeof whoIsThere>>().toEqualTypeOf<AuthUser | null>();
    expectTypeOf<CallerOf<typeof saveVisitorStay>>().toEqualTypeOf<AuthUser | null>();
  });

  it('hands the logged-in user to the handler, and null to a public one without a token', async () => {
    const headers = { 'x-token': tokenOf(app, 'buyer') };
    expect((await app.inject({ url: whoAmI.path, headers })).json()).toEqual({
      resultCode: '000',
      content: { account: 'buyer' },
    });
    expect((await app.inject({ url: whoIsThere.path, headers })).json().content).toEqual({ account: 'buyer' });
    expect((await app.inject({ url: whoIsThere.path })).json().content).toEqual({ account: '-' });
    // Without a token the logged-in operation never reaches its handler.
    expect((await app.inject({ url: whoAmI.path })).json().resultCode).toBe('G001');
  });
});

describe('body limit', () => {
  it('is small for JSON, 12 MB for uploads, or what the operation says', () => {
    expect(bodyLimitOf(saveVisitorStay)).toBe(JSON_BODY_LIMIT);
    expect(JSON_BODY_LIMIT).toBe(64 * 1024);
    expect(bodyLimitOf(uploadFile)).toBe(UPLOAD_BODY_LIMIT);
    expect(bodyLimitOf(smallBody)).toBe(100);
  });

  it('answers a too-large body with 413 and the R8.3 envelope in the caller language', async () => {
    const big = JSON.stringify({ page: 'x'.repeat(JSON_BODY_LIMIT), stayMs: 1 });
    const en = await app.inject({
      method: 'POST',
      url: saveVisitorStay.path,
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: big,
    });
    expect(en.statusCode).toBe(413);
    expect(en.json()).toEqual({ resultCode: '413', content: 'Request body too large' });
    const zh = await app.inject({
      method: 'POST',
      url: smallBody.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'y'.repeat(200) }),
    });
    expect(zh.statusCode).toBe(413);
    expect(zh.json()).toEqual({ resultCode: '413', content: '请求内容过大' });
    const fits = await app.inject({
      method: 'POST',
      url: smallBody.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'y'.repeat(20) }),
    });
    expect(fits.json()).toEqual({ resultCode: '000', content: { id: 20 } });
  });
});
