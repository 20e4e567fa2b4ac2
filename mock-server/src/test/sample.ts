// A value that passes a contract schema, built from the schema alone: the base of the tests that sweep every
// operation and change one field at a time (money, text), so the one field changed is what the server judges.
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';

type Schema = Record<string, unknown>;

/** Strings tried, in order, against a pattern the sampler does not know. */
const PATTERN_CANDIDATES = [
  '1',
  '33',
  '3301',
  '330100',
  '1.00',
  '2026-01-01',
  '13800138000',
  'a',
  'A1',
  'abc123',
  'abc',
  'P00001',
  '91330100MA27XXXX0X',
  'zh',
  'image/png',
  '10:00',
  '0123456789abcdef0123456789abcdef',
  'a@example.com',
];

function sampleString(schema: Schema): string {
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const pad = (text: string) => (text.length >= min ? text : text.padEnd(min, 'a'));
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const found = PATTERN_CANDIDATES.map(pad).find((text) => pattern.test(text));
    if (found !== undefined) return found;
  }
  if (schema.format === 'email') return 'a@example.com';
  return pad('a');
}

function sampleNumber(schema: Schema): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : undefined;
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const max = typeof schema.maximum === 'number' ? schema.maximum : undefined;
  const value = Math.max(1, min ?? 1, exclusive ?? 1);
  return max !== undefined ? Math.min(value, max) : value;
}

/**
 * A plausible value of `schema` (every optional property filled in, unless `requiredOnly`); undefined when none
 * can be built.
 */
export function sample(schema: unknown, requiredOnly = false): unknown {
  if (typeof schema !== 'object' || schema === null) return undefined;
  const s = schema as Schema;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = s[key];
    if (Array.isArray(options)) {
      const notNull = options.filter((o) => (o as Schema).type !== 'null');
      return sample(notNull[0] ?? options[0], requiredOnly);
    }
  }
  if (Array.isArray(s.allOf)) return Object.assign({}, ...s.allOf.map((part) => sample(part, requiredOnly) as object));
  switch (s.type) {
    case 'string':
      return sampleString(s);
    case 'integer':
    case 'number':
      return sampleNumber(s);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      const count = Math.max(1, typeof s.minItems === 'number' ? s.minItems : 1);
      return Array.from({ length: count }, () => sample(s.items, requiredOnly));
    }
    case 'object': {
      const properties = (s.properties ?? {}) as Record<string, unknown>;
      const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
      return Object.fromEntries(
        Object.entries(properties)
          .filter(([key]) => !requiredOnly || required.has(key))
          .map(([key, value]) => [key, sample(value, requiredOnly)]),
      );
    }
    default:
      return undefined;
  }
}

/** A sample that passes `schema` (checked), or undefined. */
export function validSample(schema: TSchema, requiredOnly = false): unknown {
  const value = sample(schema, requiredOnly);
  return value !== undefined && Value.Check(schema, value) ? value : undefined;
}

/** The paths (`items.0.price`) of the values in `value` whose schema satisfies `match`, walking `schema` beside it. */
export function pathsWhere(schema: unknown, value: unknown, match: (s: Schema) => boolean, path = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as Schema;
  if (match(s)) return [path];
  const found: string[] = [];
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = s[key];
    if (Array.isArray(options)) {
      for (const option of options) {
        if (Value.Check(option as TSchema, value)) found.push(...pathsWhere(option, value, match, path));
      }
      return [...new Set(found)];
    }
  }
  if (s.type === 'array' && Array.isArray(value) && value.length > 0) {
    return pathsWhere(s.items, value[0], match, path ? `${path}.0` : '0');
  }
  if (s.type === 'object' && typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) {
      if (key in value) {
        found.push(...pathsWhere(child, (value as Record<string, unknown>)[key], match, path ? `${path}.${key}` : key));
      }
    }
  }
  return found;
}

/** `value` with the value at `path` (`items.0.price`) replaced by `replacement` (a deep copy). */
export function withValueAt(value: unknown, path: string, replacement: unknown): unknown {
  const copy = structuredClone(value) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) as string] = replacement;
  return copy;
}
