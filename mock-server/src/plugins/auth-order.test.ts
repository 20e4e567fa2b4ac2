// The login check comes before the request is validated, on every operation that needs a login: an anonymous
// caller of a write hears G001 (log in), never a 400 that describes the operation's schema; a logged-in
// caller without the operator role hears 403 before the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { allOperations } from '@portal/contracts/http/all';
import { buildPath, type OperationDef } from '@portal/contracts/operation';
import { ResultCode } from '@portal/contracts/envelope';
import { buildApp } from '../app.ts';
import { tokenOf } from '../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
});
afterAll(async () => {
  await app.close();
});

/** A request the schema refuses wherever it can: path parameters that are not ids, and a body of the wrong shape. */
async function badRequest(op: OperationDef, token?: string) {
  const params = Object.fromEntries([...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name as string, '-x']));
  const url = `${buildPath(op.path, params)}?pageNum=-1&pageSize=0`;
  const hasBody = op.method !== 'GET' && op.kind !== 'multipart';
  return app.inject({
    method: op.method,
    url,
    headers: { ...(token ? { 'x-token': token } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    ...(hasBody ? { payload: '{"__bad": [1]}' } : {}),
  });
}

const needLogin = allOperations.filter((op) => op.access !== 'public');

describe('the login check comes first', () => {
  it('covers the operations that need a login', () => {
    expect(needLogin.length).toBeGreaterThan(100);
    const ids = needLogin.map((op) => op.id);
    expect(ids).toEqual(expect.arrayContaining(['auction/saveMargin', 'centralizedPurchasingRegister/save']));
  });

  it(
    'answers G001 to an anonymous caller of every such operation, whatever it sends',
    { timeout: 90_000 },
    async () => {
      const wrong: string[] = [];
      for (const op of needLogin) {
        const res = await badRequest(op);
        const code = res.statusCode === 200 ? (res.json() as { resultCode: string }).resultCode : res.statusCode;
        if (code !== ResultCode.loginInvalid) wrong.push(`${op.id} -> ${code} ${res.body.slice(0, 80)}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('answers 403 to a buyer on every operator operation, whatever it sends', { timeout: 90_000 }, async () => {
    const token = tokenOf(app, 'buyer');
    const wrong: string[] = [];
    for (const op of needLogin.filter((o) => o.access === 'operator')) {
      const res = await badRequest(op, token);
      if (res.statusCode !== 403) wrong.push(`${op.id} -> ${res.statusCode} ${res.body.slice(0, 80)}`);
    }
    expect(wrong).toEqual([]);
  });
});
