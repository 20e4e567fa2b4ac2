// Money a caller sends is never negative: every operation of the contracts whose params, query or body hold an
// amount (a price, a deposit, a budget, a bid) refuses "-0.01" with a 400 naming the field, through the real
// app. The request is otherwise valid by its schema, so the amount is what is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from 'typebox';
import { allOperations } from '@portal/contracts/http/all';
import { buildPath, type OperationDef } from '@portal/contracts/operation';
import { buildApp } from './app.ts';
import { tokenOf } from './test/helpers.ts';
import { pathsWhere, validSample, withValueAt } from './test/sample.ts';

/** A money schema: a yuan amount as a decimal string. */
const isMoney = (schema: Record<string, unknown>) =>
  schema.type === 'string' && typeof schema.description === 'string' && schema.description.startsWith('yuan');

const PARTS = ['params', 'query', 'body'] as const;
type Part = (typeof PARTS)[number];

interface MoneyInput {
  op: OperationDef;
  part: Part;
  path: string;
  samples: Partial<Record<Part, Record<string, unknown>>>;
}

function moneyInputs(): { inputs: MoneyInput[]; unsampled: string[] } {
  const inputs: MoneyInput[] = [];
  const unsampled: string[] = [];
  for (const op of allOperations) {
    if (op.kind === 'multipart') continue;
    const samples: MoneyInput['samples'] = {};
    const found: { part: Part; path: string }[] = [];
    for (const part of PARTS) {
      const schema = op[part];
      if (!schema) continue;
      const value = validSample(schema as TSchema) as Record<string, unknown> | undefined;
      if (value === undefined) {
        unsampled.push(`${op.id} ${part}`);
        continue;
      }
      samples[part] = value;
      for (const path of pathsWhere(schema, value, isMoney)) found.push({ part, path });
    }
    for (const { part, path } of found) inputs.push({ op, part, path, samples });
  }
  return { inputs, unsampled };
}

function urlOf(
  op: OperationDef,
  params: Record<string, unknown> | undefined,
  query: Record<string, unknown> | undefined,
) {
  const path = buildPath(
    op.path,
    Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)])) as Record<string, string>,
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else if (value !== undefined) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

let app: FastifyInstance;
let tokens: Record<'user' | 'operator', string>;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
  tokens = { user: tokenOf(app, 'buyer'), operator: tokenOf(app, 'operator') };
});
afterAll(async () => {
  await app.close();
});

describe('money inputs', () => {
  const { inputs, unsampled } = moneyInputs();

  it('finds the money of every operation that takes some (a valid request of each can be built)', () => {
    expect(unsampled).toEqual([]);
    const ids = new Set(inputs.map((input) => input.op.id));
    for (const id of [
      'inquiry/saveInquiryPortal',
      'offer/save',
      'auction/saveMargin',
      'centralizedPurchasingRegister/save',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it(
    'refuses "-0.01" in every one of them with a 400 naming the field, in zh and en',
    { timeout: 90_000 },
    async () => {
      const wrong: string[] = [];
      for (const [index, { op, part, path, samples }] of inputs.entries()) {
        const sent = { ...samples, [part]: withValueAt(samples[part], path, '-0.01') };
        const lang = index % 2 === 0 ? 'zh' : 'en';
        const res = await app.inject({
          method: op.method,
          url: urlOf(op, sent.params, sent.query),
          headers: {
            'accept-language': lang,
            ...(op.access === 'public' ? {} : { 'x-token': tokens[op.access] }),
            ...(sent.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(sent.body ? { payload: JSON.stringify(sent.body) } : {}),
        });
        const answer = res.json() as { field?: string; content: unknown };
        const named = answer.field === path && typeof answer.content === 'string' && answer.content.includes(path);
        if (res.statusCode !== 400 || !named)
          wrong.push(`${op.id} ${part}.${path} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});
