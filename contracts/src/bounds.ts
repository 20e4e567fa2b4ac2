// Finds numbers a caller may send that have no finite bound: an unbounded integer or number in a query,
// params or body schema lets `Infinity` (or a value beyond SQLite's integer range) through validation.
import type { OperationDef } from './operation.ts';

/** The JSON-schema keys under which a schema holds further schemas. */
const CHILD_LISTS = ['anyOf', 'allOf', 'oneOf', 'prefixItems'] as const;
const CHILD_ONE = ['items', 'additionalProperties', 'not', 'then', 'else', 'if', 'contains'] as const;
const CHILD_MAPS = ['properties', 'patternProperties', '$defs', 'definitions'] as const;

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;
const finite = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function isNumeric(schema: Schema): boolean {
  const type = schema.type;
  return (
    type === 'integer' ||
    type === 'number' ||
    (Array.isArray(type) && type.some((t) => t === 'integer' || t === 'number'))
  );
}

function bounded(schema: Schema): boolean {
  const low = finite(schema.minimum) || finite(schema.exclusiveMinimum);
  const high = finite(schema.maximum) || finite(schema.exclusiveMaximum);
  return low && high;
}

/** JSON-pointer-like paths (`body.items[].price`) of the numbers in a schema without both bounds. */
export function unboundedNumbers(schema: unknown, path = ''): string[] {
  if (!isSchema(schema)) return [];
  const found: string[] = [];
  if (isNumeric(schema) && !bounded(schema)) found.push(path || '(root)');
  if (Array.isArray(schema.enum) || schema.const !== undefined) return found;
  for (const key of CHILD_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((child, i) => found.push(...unboundedNumbers(child, `${path}|${i}`)));
  }
  for (const key of CHILD_ONE) {
    const child = schema[key];
    if (isSchema(child)) found.push(...unboundedNumbers(child, key === 'items' ? `${path}[]` : `${path}.${key}`));
  }
  for (const key of CHILD_MAPS) {
    const map = schema[key];
    if (isSchema(map)) {
      for (const [name, child] of Object.entries(map)) found.push(...unboundedNumbers(child, `${path}.${name}`));
    }
  }
  return found;
}

/** Every unbounded input number of the operations, as `operation-id params|query|body.path`. */
export function unboundedInputs(operations: readonly OperationDef[]): string[] {
  return operations.flatMap((op) =>
    (['params', 'query', 'body'] as const).flatMap((part) =>
      unboundedNumbers(op[part], part).map((path) => `${op.id} ${path}`),
    ),
  );
}
