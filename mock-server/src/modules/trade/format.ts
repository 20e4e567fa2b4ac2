// Text helpers shared by the trade, customer, logistics and exhibition modules: region names, WHERE clauses,
// JSON columns, product specs. Money, quantities, paging, China time and masking are in lib/.
import type { SqlValue } from '../../db/database.ts';
import { regionName } from '../region/public.ts';

/** A city's name; for the municipalities (whose city level is "市辖区") the province's. */
export function cityName(cityCode: string): string {
  const name = regionName(cityCode);
  return !name || name === '市辖区' || name === '县' ? (regionName(cityCode.slice(0, 2)) ?? '') : name;
}

/** "浙江省 金华市 义乌市" for any province / city / county code; the municipalities' "市辖区" is left out. */
export function regionText(code: string, separator = ' '): string {
  const codes = [code.slice(0, 2), code.slice(0, 4), code.slice(0, 6)].filter((c, i) => c.length === (i + 1) * 2);
  return codes
    .map((c) => regionName(c) ?? '')
    .filter((name) => name !== '' && name !== '市辖区' && name !== '县')
    .join(separator);
}

/** Whether a region code covers another (a province covers its cities, a city its counties), either way. */
export function regionMatches(stored: string, asked: string): boolean {
  return stored.startsWith(asked) || asked.startsWith(stored);
}

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

/** "材质: S925银; 颜色: 混色" from the products.specs JSON. */
export function specText(specs: string | null | undefined, lang: 'zh' | 'en' = 'zh'): string {
  const list = parseJson<{ name?: string; nameEn?: string; value?: string }[]>(specs, []);
  return list
    .filter((s) => s.name && s.value && s.name !== '产地')
    .slice(0, 3)
    .map((s) => `${lang === 'en' ? (s.nameEn ?? s.name) : s.name}: ${s.value}`)
    .join('; ');
}
