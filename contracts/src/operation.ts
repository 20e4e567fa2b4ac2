// The shape every API operation is declared in, once, for the server, the web client and the tests.
import { Type, type Static, type TSchema } from 'typebox';
import { MONEY_PATTERN } from './money.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call an operation: anyone, any logged-in user, or logged-in users of some roles. */
export type Access = 'public' | 'user' | 'operator';

export interface OperationDef {
  /** `group/operation` exactly as in contracts/operations.txt (with `{param}` segments). */
  readonly id: string;
  readonly method: HttpMethod;
  /** Full path under the server root, e.g. `/api/portal/pass/home/homeData`; `{id}` for params. */
  readonly path: string;
  readonly summary: string;
  /** The OpenAPI description: decisions the product's rules leave open (meaning, side effects, who may call it). */
  readonly description?: string;
  readonly access: Access;
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /** The schema of `content` in the `{ resultCode, content }` envelope. */
  readonly content: TSchema;
  /** `multipart` for uploads; `binary` for downloads answered with the raw file, not an envelope. */
  readonly kind?: 'json' | 'multipart' | 'binary';
  /**
   * The largest request body the server takes for this operation, in bytes (larger: 413). Unset: the server's
   * default, small for JSON and 12 MB for multipart uploads.
   */
  readonly bodyLimit?: number;
}

export function defineOperation<const T extends OperationDef>(op: T): T {
  return op;
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type ParamsOf<O extends OperationDef> = StaticOr<O['params'], void>;
export type QueryOf<O extends OperationDef> = StaticOr<O['query'], void>;
export type BodyOf<O extends OperationDef> = StaticOr<O['body'], void>;
export type ContentOf<O extends OperationDef> = Static<O['content']>;

/** Everything a caller passes: params, query and body, whichever the operation declares. */
export type ArgsOf<O extends OperationDef> = (O['params'] extends TSchema ? { params: Static<O['params']> } : object) &
  (O['query'] extends TSchema ? { query: Static<O['query']> } : object) &
  (O['body'] extends TSchema ? { body: Static<O['body']> } : object);

export { API, buildPath } from './path.ts';

// Common building blocks of content schemas. Every number a caller may send is finite and bounded
// (bounds.test.ts walks every operation): ajv coerces the string `Infinity` to a number, and only a
// maximum stops it; a bound also keeps values inside SQLite's integer range.

/** The largest id: SQLite's rowid fits far more, but no table of the mock grows near 2^31. */
export const ID_MAX = 2_147_483_647;
/** The last page a list may be asked for: pageNum x pageSize stays a sane OFFSET. */
export const PAGE_NUM_MAX = 100_000;
/** Epoch milliseconds up to the end of year 9999, the range of a JavaScript Date in a 4-digit year. */
export const EPOCH_MS_MAX = 253_402_300_799_999;
/** A count or an amount of things (quantities in integers, stays, durations): below 2^31. */
export const COUNT_MAX = 2_147_483_647;

export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX });
/**
 * Money as a decimal string in yuan with at most two decimals, e.g. "12.50" (never a binary float), and never
 * negative: every price, deposit, budget, bid or amount a caller sends is refused below zero by this one schema
 * (a 400 naming the field), and every amount the server answers with is one too. A rule that needs more (a quote
 * above zero) is a business rule of its operation.
 */
export const Money = Type.String({ pattern: MONEY_PATTERN, description: 'yuan, decimal string, not below 0' });
/** Quantity as a decimal string with at most four decimals. */
export const Quantity = Type.String({ pattern: '^\\d+(\\.\\d{1,4})?$', description: 'decimal string, 4 decimals max' });
/** Epoch milliseconds from the server clock. */
export const EpochMs = Type.Integer({ minimum: 0, maximum: EPOCH_MS_MAX, description: 'epoch milliseconds' });
/** A calendar date, YYYY-MM-DD. */
export const DateString = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const PageQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_NUM_MAX, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
});
export type PageQuery = Static<typeof PageQuery>;

export function Page<T extends TSchema>(item: T) {
  return Type.Object({
    records: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    pageNum: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
}
export interface PageOf<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The content of a write that only confirms: the id it touched. */
export const Saved = Type.Object({ id: Type.Integer() });
export const Done = Type.Object({ ok: Type.Boolean() });
