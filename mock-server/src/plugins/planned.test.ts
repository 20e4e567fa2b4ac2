// The list of planned operations (contracts/src/http/planned.ts) against the real server: the operations
// tagged planned in the OpenAPI document are exactly the listed ones, and each listed one, called with a
// valid input and the login it needs, answers 501 with the R8.3 message. A domain issue that binds an
// operation must delete its line, and a line cannot be deleted while the server still answers 501.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { allOperations } from '@portal/contracts/http/all';
import { PLANNED_ISSUES, PLANNED_OPERATIONS, plannedFor } from '@portal/contracts/http/planned';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import { buildPath, type OperationDef } from '@portal/contracts/operation';
import { buildApp } from '../app.ts';
import { tokenOf } from '../test/helpers.ts';
import { PLANNED_TAG } from './fallback.ts';

/** A JSON Schema as TypeBox emits it (the parts the example builder reads). */
interface Schema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  uniqueItems?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

/** A valid value for each pattern the contracts use (the builder cannot invent one from a regex). */
const PATTERN_EXAMPLES: Record<string, string> = {
  '^(?!0+(\\.0+)?$)\\d+(\\.\\d{1,4})?$': '12.5',
  '^1[3-9]\\d{9}$': '13800000001',
  '^\\d{2}$': '33',
  '^\\d{4}$': '3307',
  '^\\d{6}$': '330782',
  '^\\d{2}(\\d{2}){0,2}$': '3307',
  '^-?\\d+(\\.\\d{1,2})?$': '100.00',
  '^\\d+(\\.\\d{1,2})?$': '100.00',
  '^[A-Za-z0-9_-]+$': 'planned-check-0001',
  // A file's public id (FILE_ID_PATTERN): 128 random bits in hex; a planned call never reads the file.
  '^[0-9a-f]{32}$': '0123456789abcdef0123456789abcdef',
  '^\\d{4}-\\d{2}-\\d{2}$': '2026-12-30',
  '^[0-9A-Z]{15,20}$': '91330782MA2HX1234A',
  '^\\d{8,30}$': '6222020200112233',
  '^[\\d-]{7,20}$': '0579-85550000',
  '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$': 'buyer@example.com',
};

/** Builds a value the schema accepts: required properties only, the smallest allowed sizes. */
function example(schema: Schema, path: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return example(branches.find((branch) => branch.type !== 'null') ?? branches[0]!, path);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = example(schema.properties?.[key] ?? {}, `${path}.${key}`);
      return value;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, (_, index) => {
        const item = example(schema.items ?? {}, `${path}[]`);
        return schema.uniqueItems && typeof item === 'number' ? item + index : item;
      });
    }
    case 'integer':
    case 'number': {
      const low = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.pattern !== undefined) {
        const value = PATTERN_EXAMPLES[schema.pattern];
        if (value === undefined) throw new Error(`${path}: add an example for the pattern ${schema.pattern}`);
        return value;
      }
      return 'x'.repeat(Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 64));
    }
    default:
      return 'x';
  }
}

let app: FastifyInstance;
let plannedInDocument: string[];
/** Every operation id of the OpenAPI document: the planned check reads a real, whole document. */
let documented: string[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
  tokens.user = tokenOf(app, 'buyer');
  tokens.operator = tokenOf(app, 'operator');
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { operationId: string; tags?: string[] }>>;
  };
  const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
  documented = operations.map((operation) => operation.operationId);
  plannedInDocument = operations
    .filter((operation) => operation.tags?.includes(PLANNED_TAG))
    .map((operation) => operation.operationId);
});
afterAll(() => app.close());

async function callValid(op: OperationDef, lang: 'zh' | 'en') {
  const params = op.params ? (example(op.params as Schema, `${op.id} params`) as Record<string, number>) : {};
  const query = op.query ? (example(op.query as Schema, `${op.id} query`) as Record<string, unknown>) : {};
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const token = tokens[op.access];
  const res = await app.inject({
    method: op.method,
    url: `${buildPath(op.path, params)}${search ? `?${search}` : ''}`,
    headers: { [HEADER_LANG]: lang, ...(token ? { [HEADER_TOKEN]: token } : {}) },
    ...(op.body ? { payload: example(op.body as Schema, `${op.id} body`) as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.json() as { resultCode: string; content: unknown } };
}

describe('planned operations', () => {
  it('names only declared operations, each planned for one of the domain issues', () => {
    const declared = new Set(allOperations.map((op) => op.id));
    expect(Object.keys(PLANNED_OPERATIONS).filter((id) => !declared.has(id))).toEqual([]);
    const issues = Object.keys(PLANNED_ISSUES);
    expect(Object.values(PLANNED_OPERATIONS).filter((issue) => !issues.includes(issue))).toEqual([]);
    // Every domain issue's operations have landed: a new operation is declared with its module.
    for (const issue of issues) expect(plannedFor(issue as keyof typeof PLANNED_ISSUES)).toEqual([]);
  });

  it('are exactly the operations the OpenAPI document tags planned', () => {
    // The document lists every declared operation, so an empty planned tag means none is planned.
    expect([...documented].sort()).toEqual(expect.arrayContaining(allOperations.map((op) => op.id)));
    expect([...plannedInDocument].sort()).toEqual(Object.keys(PLANNED_OPERATIONS).sort());
  });

  const planned = allOperations.filter((op) => Object.hasOwn(PLANNED_OPERATIONS, op.id));
  it.each(planned.map((op) => [op.id, op] as const))(
    '%s answers 501 with the R8.3 message to a valid call',
    async (_id, op) => {
      const en = await callValid(op, 'en');
      expect(en, JSON.stringify(en.body)).toMatchObject({
        status: 501,
        body: { resultCode: '501', content: 'Not recognised' },
      });
      const zh = await callValid(op, 'zh');
      expect(zh).toMatchObject({ status: 501, body: { resultCode: '501', content: '服务未实现' } });
    },
  );

  it('checks every planned operation of the list against the server', () => {
    expect(planned.map((op) => op.id).sort()).toEqual(Object.keys(PLANNED_OPERATIONS).sort());
  });
});
