// A price the catalogue hides behind "apply to view" stays hidden in every read: every GET operation of the
// contracts is asked, as a visitor and as a buyer without the grant, for the hidden goods (by id, by their
// seller, by their belt's county), and no answer may carry such goods with their price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { allOperations } from '@portal/contracts/http/all';
import { buildPath, type OperationDef } from '@portal/contracts/operation';
import { fenToMoney } from '@portal/contracts/money';
import { all } from './db/database.ts';
import { buildApp } from './app.ts';
import { tokenOf, userIdOf } from './test/helpers.ts';
import { validSample } from './test/sample.ts';

interface Hidden {
  id: number;
  company_id: number;
  origin_county_code: string | null;
  price_fen: number;
}

let app: FastifyInstance;
let hidden: Hidden[] = [];
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
  // Goods whose price needs a permission the buyer does not hold (and that are not the buyer's own).
  hidden = all<Hidden>(
    app.db,
    `SELECT p.id, p.company_id, p.origin_county_code, p.price_fen FROM products p
      WHERE p.price_needs_apply = 1 AND p.off_shelf = 0
        AND p.company_id <> COALESCE((SELECT company_id FROM users WHERE id = ?), -1)
        AND NOT EXISTS (SELECT 1 FROM price_applications pa WHERE pa.user_id = ? AND pa.status = 'approved'
              AND (pa.product_id = p.id OR (pa.product_id IS NULL AND pa.company_id = p.company_id)))
      ORDER BY p.sales DESC, p.id`,
    userIdOf(app, 'buyer'),
    userIdOf(app, 'buyer'),
  );
});
afterAll(() => app.close());

/** Values for the parameters that pick goods: the hidden goods' own id, seller and belt. */
function picks(goods: Hidden): Record<string, string | number> {
  return {
    id: goods.id,
    productId: goods.id,
    goodsId: goods.id,
    productIds: goods.id,
    ids: goods.id,
    companyId: goods.company_id,
    supplierId: goods.company_id,
    shopId: goods.company_id,
    code: goods.origin_county_code ?? '330782',
    pageSize: 100,
  };
}

function request(op: OperationDef, goods: Hidden): string | undefined {
  const overrides = picks(goods);
  const parts: Record<string, Record<string, unknown>> = {};
  for (const part of ['params', 'query'] as const) {
    const schema = op[part];
    if (!schema) continue;
    const value = validSample(schema as TSchema, true) as Record<string, unknown> | undefined;
    if (value === undefined) return undefined;
    const properties = ((schema as { properties?: Record<string, unknown> }).properties ?? {}) as Record<
      string,
      unknown
    >;
    for (const key of Object.keys(properties)) if (key in overrides) value[key] = overrides[key];
    parts[part] = value;
  }
  const path = buildPath(
    op.path,
    Object.fromEntries(Object.entries(parts.params ?? {}).map(([k, v]) => [k, String(v)])) as Record<string, string>,
  );
  const search = new URLSearchParams(
    Object.entries(parts.query ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}

/** Where an answer shows a hidden goods item with its price: `path id price`. */
function leaks(value: unknown, byId: Map<number, string>, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => leaks(item, byId, `${path}[${i}]`));
  const record = value as Record<string, unknown>;
  const found: string[] = [];
  for (const key of ['id', 'productId', 'goodsId']) {
    const id = record[key];
    const price = typeof id === 'number' ? byId.get(id) : undefined;
    if (price === undefined) continue;
    for (const [name, shown] of Object.entries(record)) {
      if (/price/i.test(name) && shown === price) found.push(`${path}.${name} (goods ${String(id)}) = ${price}`);
    }
  }
  for (const [key, child] of Object.entries(record)) found.push(...leaks(child, byId, `${path}.${key}`));
  return found;
}

describe('hidden prices', () => {
  it('has goods to look for', () => {
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.map((g) => g.id)).toContain(62);
  });

  for (const who of ['visitor', 'buyer'] as const) {
    it(`are hidden in every read of the goods from a ${who} without the grant`, { timeout: 120_000 }, async () => {
      const token = who === 'buyer' ? tokenOf(app, 'buyer') : undefined;
      const byId = new Map(hidden.map((g) => [g.id, fenToMoney(g.price_fen)]));
      const reads = allOperations.filter(
        (op) =>
          op.method === 'GET' &&
          op.kind !== 'binary' &&
          (op.access === 'public' || (who === 'buyer' && op.access === 'user')),
      );
      expect(reads.length).toBeGreaterThan(100);
      const found: string[] = [];
      // The goods item of the issue, and two more hidden goods of other sellers.
      const probes = [hidden.find((g) => g.id === 62)!, ...hidden.filter((g) => g.id !== 62).slice(0, 2)];
      for (const goods of probes) {
        for (const op of reads) {
          const url = request(op, goods);
          if (url === undefined) continue;
          const res = await app.inject({ method: 'GET', url, headers: token ? { 'x-token': token } : {} });
          if (res.statusCode !== 200 || !res.headers['content-type']?.toString().includes('json')) continue;
          found.push(...leaks(res.json(), byId).map((where) => `${op.id} ${url} ${where}`));
        }
      }
      expect(found).toEqual([]);
    });
  }
});
