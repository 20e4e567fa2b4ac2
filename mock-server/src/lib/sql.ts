// SQL helpers no domain owns: a WHERE clause built from optional conditions, a JSON column read safely.
import type { SqlValue } from '../db/database.ts';

/** Builds a WHERE clause from optional conditions. */
export class Where {
  readonly parts: string[] = [];
  readonly args: SqlValue[] = [];
  add(sql: string, ...args: SqlValue[]): this {
    this.parts.push(sql);
    this.args.push(...args);
    return this;
  }
  toString(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/** Parses a JSON column, falling back when the text is not JSON. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
