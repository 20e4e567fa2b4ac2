// Fuzzes every operation of the OpenAPI document through app.inject: wrong types, huge, negative,
// non-finite and unicode values, control characters, lone surrogates and over-long strings in every parameter and body field, anonymous and logged in. No input may
// give a 5xx (a declared but planned operation answers its 501). Deterministic: fixed values, fixed order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { PLANNED_TAG } from './plugins/fallback.ts';
import { tokenOf } from './test/helpers.ts';

interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  schema?: Schema;
}
interface Schema {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
}
interface Operation {
  operationId: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface Case {
  id: string;
  method: string;
  path: string;
  planned: boolean;
  params: Parameter[];
  body: Schema | undefined;
  multipart: boolean;
}

/** Hostile values: wrong types, huge, negative, non-finite, unicode and control characters. */
const HOSTILE: readonly unknown[] = [
  'Infinity',
  '-Infinity',
  'NaN',
  '99999999999999999999999',
  '9223372036854775808',
  '-9223372036854775809',
  -1,
  0,
  1e308,
  -2147483649,
  1.5,
  'abc',
  '',
  ' ',
  '𝔘ñí©ødé 😀 中文 \u202e\u0000',
  "' OR 1=1 --",
  '%00../../etc/passwd',
  // Control characters (a NUL in a word long enough for the keyword index's phrase search), a lone surrogate.
  'abc\u0000',
  '\u0001\u0008\u001b\u007f',
  'ab\udc00cd',
  'x'.repeat(5000),
  // Over-long: past any field's maximum, and past the JSON body limit.
  'y'.repeat(70_000),
  true,
  null,
  [],
  {},
  [1, 'a', null],
  { $gt: '' },
];

/** A plausible value of a schema: the base the hostile values replace one field at a time. */
function plausible(schema: Schema | undefined): unknown {
  if (!schema) return 'a';
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.anyOf && schema.anyOf.length > 0) return plausible(schema.anyOf.find((s) => s.type !== 'null'));
  switch (schema.type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [plausible(schema.items)];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    default:
      return '1';
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** A path segment: a lone surrogate half has no UTF-8 form, so it is sent as the bytes a careless client would
 * send (ED A0 80, which the server reads as U+FFFD). */
function segment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

function url(c: Case, values: Record<string, unknown>): string {
  let path = c.path;
  const query = new URLSearchParams();
  for (const p of c.params) {
    const value = values[p.name];
    if (value === undefined) continue;
    if (p.in === 'path') path = path.replace(`{${p.name}}`, segment(asText(value)));
    else if (p.in === 'query') {
      if (Array.isArray(value)) for (const item of value) query.append(p.name, asText(item));
      else query.append(p.name, asText(value));
    }
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

let app: FastifyInstance;
let cases: Case[] = [];
let tokens: Record<string, string> = {};
const uploadDir = mkdtempSync(join(tmpdir(), 'fuzz-uploads-'));

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', uploadDir });
  // Route schemas compile on a route's first request (lib/lazy-schemas.ts): all of them here, not in the
  // first role's timed run.
  app.compileSchemas();
  tokens = { buyer: tokenOf(app, 'buyer'), seller: tokenOf(app, 'seller'), operator: tokenOf(app, 'operator') };
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const content = op.requestBody?.content ?? {};
      cases.push({
        id: op.operationId,
        method: method.toUpperCase(),
        path,
        planned: (op.tags ?? []).includes(PLANNED_TAG),
        params: (op.parameters ?? []).filter((p) => p.in !== 'header'),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  cases = cases.filter((c) => !c.path.startsWith('/api/mock/clock/advance'));
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

interface Failure {
  id: string;
  who: string;
  request: string;
  status: number;
  body: string;
}

async function probe(
  c: Case,
  who: string,
  values: Record<string, unknown>,
  body: string | undefined,
  failures: Failure[],
  contentType = 'application/json',
) {
  const target = url(c, values);
  const res = await app.inject({
    method: c.method as 'GET',
    url: target,
    headers: {
      'accept-language': who === 'anonymous' ? 'zh' : 'en',
      ...(tokens[who] ? { 'x-token': tokens[who] } : {}),
      ...(body !== undefined ? { 'content-type': contentType } : {}),
    },
    ...(body !== undefined ? { payload: body } : {}),
  });
  const allowed = res.statusCode < 500 || (c.planned && res.statusCode === 501);
  if (!allowed) {
    failures.push({
      id: c.id,
      who,
      request: `${c.method} ${target} ${body?.slice(0, 200) ?? ''}`,
      status: res.statusCode,
      body: res.body.slice(0, 300),
    });
  }
}

/** Every request of one case for one caller: each field hostile in turn, then the body's shape hostile. */
async function fuzzCase(c: Case, who: string, failures: Failure[]) {
  const base = Object.fromEntries(c.params.map((p) => [p.name, plausible(p.schema)]));
  const baseBody = c.body ? (plausible(c.body) as Record<string, unknown>) : undefined;
  const bodyText = (b: unknown) => (c.body || c.method !== 'GET' ? JSON.stringify(b ?? {}) : undefined);
  await probe(c, who, base, bodyText(baseBody), failures);
  for (const param of c.params) {
    for (const value of HOSTILE) await probe(c, who, { ...base, [param.name]: value }, bodyText(baseBody), failures);
  }
  if (c.body && baseBody && typeof baseBody === 'object') {
    for (const field of Object.keys(baseBody)) {
      for (const value of HOSTILE) await probe(c, who, base, JSON.stringify({ ...baseBody, [field]: value }), failures);
    }
    // Every field hostile at once, and bodies of the wrong shape or not JSON at all.
    for (const value of HOSTILE) {
      const all = Object.fromEntries(Object.keys(baseBody).map((k) => [k, value]));
      await probe(c, who, base, JSON.stringify(all), failures);
    }
  }
  if (c.method !== 'GET') {
    for (const raw of ['null', '[]', '"x"', '1e999', '{"a":', '{"__proto__":{"x":1}}', '[[[[[[[[[[]]]]]]]]]]']) {
      await probe(c, who, base, raw, failures);
    }
  }
  if (c.multipart) {
    await probe(
      c,
      who,
      base,
      '--x\r\nContent-Disposition: form-data; name="file"; filename="\u0000.jpg"\r\n\r\nMZ\r\n--x--',
      failures,
      'multipart/form-data; boundary=x',
    );
    await probe(c, who, base, 'garbage', failures, 'multipart/form-data');
  }
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('covers the whole document', () => {
    expect(cases.length).toBeGreaterThan(150);
  });

  for (const who of ['anonymous', 'buyer', 'seller', 'operator'] as const) {
    it(`never answers 5xx to hostile input (${who})`, { timeout: 240_000 }, async () => {
      const failures: Failure[] = [];
      for (const c of cases) await fuzzCase(c, who, failures);
      expect(failures.slice(0, 20)).toEqual([]);
    });
  }
});
