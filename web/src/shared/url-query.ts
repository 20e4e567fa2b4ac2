// A page's state in its URL (?category=&keyword=&page=, ?id=), read and written by the query schema of the
// contract operation the page calls: an enum keeps only its values, a string its maxLength, an integer its
// minimum/maximum, so the limits are never retyped and what the URL holds is what the server accepts.
import type { OperationDef, QueryOf } from '@portal/contracts/operation';

/** The JSON Schema keywords a URL value is checked against (TypeBox schemas are JSON Schema). */
export interface FieldSchema {
  type?: string;
  enum?: readonly unknown[];
  anyOf?: readonly FieldSchema[];
  const?: unknown;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

type QueryKey<O extends OperationDef> = Extract<keyof QueryOf<O>, string>;

/** The query fields of an operation, by name. */
function fieldsOf(op: OperationDef): Record<string, FieldSchema> {
  const schema = op.query as { properties?: Record<string, FieldSchema> } | undefined;
  return schema?.properties ?? {};
}

/** The limits of one query field of an operation (for an input's maxLength, a select's options...). */
export function queryLimits<O extends OperationDef>(op: O, name: QueryKey<O>): FieldSchema {
  const field = fieldsOf(op)[name];
  if (!field) throw new Error(`${op.id} has no query field ${name}`);
  return field;
}

/** The values an enum field allows (`Type.Enum` or a union of literals), or undefined for other fields. */
export function enumValues(field: FieldSchema): readonly unknown[] | undefined {
  if (field.enum) return field.enum;
  if (field.anyOf?.every((member) => 'const' in member)) return field.anyOf.map((member) => member.const);
  return undefined;
}

/** One URL value as the field's schema accepts it, or undefined when it does not fit. */
export function readField(field: FieldSchema, raw: string | null): unknown {
  if (raw === null) return undefined;
  const allowed = enumValues(field);
  if (allowed) return allowed.includes(raw) ? raw : undefined;
  if (field.type === 'integer' || field.type === 'number') {
    const text = raw.trim();
    const pattern = field.type === 'integer' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
    if (!pattern.test(text)) return undefined;
    const value = Number(text);
    if (!Number.isFinite(value) || (field.type === 'integer' && !Number.isSafeInteger(value))) return undefined;
    if (field.minimum !== undefined && value < field.minimum) return undefined;
    if (field.maximum !== undefined && value > field.maximum) return undefined;
    return value;
  }
  if (field.type === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  // A string: blanks around it are dropped and it is cut at maxLength, as a search box would.
  const text = raw.trim().slice(0, field.maxLength ?? undefined);
  if (text === '' || (field.minLength !== undefined && text.length < field.minLength)) return undefined;
  return text;
}

export interface UrlQueryOptions<O extends OperationDef, K extends QueryKey<O>> {
  /** The query fields kept in the URL (others, such as pageSize, are the page's own choice). */
  fields: readonly K[];
  /** Names in the URL that differ from the contract's: `{ pageNum: 'page' }`. */
  rename?: Partial<Record<K, string>>;
}

export interface UrlQuery<State> {
  /** The state a URL holds: values that do not fit the schema are left out (the schema default applies). */
  read(params: URLSearchParams): State;
  /** `?a=1&b=2` of a state, leaving out empty values and the schema's defaults; '' when nothing is left. */
  write(state: Partial<State>): string;
}

/**
 * The URL state of a page that calls `op`: `urlQuery(newsPageData, { fields: ['category', 'keyword',
 * 'pageNum'], rename: { pageNum: 'page' } })`. `read` gives the schema's default (e.g. pageNum 1) for a
 * missing or bad value, so the result goes straight into the page's query hook.
 */
export function urlQuery<O extends OperationDef, K extends QueryKey<O>>(
  op: O,
  options: UrlQueryOptions<O, K>,
): UrlQuery<Pick<QueryOf<O>, K>> {
  type State = Pick<QueryOf<O>, K>;
  const fields = fieldsOf(op);
  const schemaOf = (name: K): FieldSchema => {
    const field = fields[name];
    if (!field) throw new Error(`${op.id} has no query field ${name}`);
    return field;
  };
  for (const name of options.fields) schemaOf(name);
  const urlName = (name: K): string => options.rename?.[name] ?? name;

  return {
    read(params) {
      const state: Record<string, unknown> = {};
      for (const name of options.fields) {
        const field = schemaOf(name);
        const value = readField(field, params.get(urlName(name))) ?? field.default;
        if (value !== undefined) state[name] = value;
      }
      return state as State;
    },
    write(state) {
      const params = new URLSearchParams();
      for (const name of options.fields) {
        const value = (state as Record<string, unknown>)[name];
        if (value === undefined || value === null || value === '' || value === schemaOf(name).default) continue;
        params.set(urlName(name), String(value));
      }
      const search = params.toString();
      return search ? `?${search}` : '';
    },
  };
}

/** The search terms of a keyword (the server matches every one of them; the page marks them). */
export function keywordTerms(keyword: string | undefined): string[] {
  return (keyword ?? '').trim().split(/\s+/).filter(Boolean);
}
