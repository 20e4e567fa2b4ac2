// Exact number and text helpers shared by the trade, customer, logistics and exhibition modules: money in
// integer fen, quantities in integer ten-thousandths (never binary floats), China dates, masks, regions, pages.
import type { PageOf } from '@portal/contracts/operation';
import { all, one, type Db, type SqlValue } from '../../db/database.ts';
import { regionName } from '../region/service.ts';

export const DEFAULT_PAGE_SIZE = 15;

/** 1250 -> "12.50". */
export function fenToMoney(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.5" -> 1250; undefined when it is not a yuan amount with at most two decimals. */
export function moneyToFen(money: string): number | undefined {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) return undefined;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -fen : fen;
}

/** "2.5" -> 25000 (ten-thousandths); undefined when it is not a quantity with at most four decimals. */
export function quantityToUnits(quantity: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(quantity.trim());
  if (!match) return undefined;
  return Number(match[1]) * 10000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/** 25000 -> "2.5", 5000000 -> "500": the shortest exact decimal. */
export function unitsToQuantity(units: number): string {
  const whole = Math.floor(units / 10000);
  const fraction = String(units % 10000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** "44800.0000" -> "44800"; unparsable text is returned as "0". */
export function normalizeQuantity(quantity: string): string {
  return unitsToQuantity(quantityToUnits(quantity) ?? 0);
}

/** price (fen) x quantity (ten-thousandths), rounded half up to the fen, exactly. */
export function amountFen(priceFen: number, units: number): number {
  return Number((BigInt(priceFen) * BigInt(units) + 5000n) / 10000n);
}

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The China (UTC+8) calendar date of an instant: "2026-11-22". */
export function chinaDate(epochMs: number): string {
  return new Date(epochMs + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Midnight China time of a "YYYY-MM-DD" date, as epoch ms. */
export function chinaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET_MS;
}

/** 13812345678 -> 138****5678. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 11 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

/** 张伟 -> 张*, 欧阳娜娜 -> 欧***. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length <= 1 ? name : `${chars[0]}${'*'.repeat(chars.length - 1)}`;
}

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

/** SQL LIKE pattern for a keyword, with %, _ and \ escaped (use with ESCAPE '\'). */
export function likePattern(keyword: string): string {
  return `%${keyword.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
  offset: number;
}

export function paging(query: { pageNum?: number; pageSize?: number }): Paging {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/**
 * One page of rows: `from` is everything after SELECT ... (FROM, JOINs, WHERE) without ORDER BY; `select`
 * the column list; `order` the ORDER BY clause. Rows are mapped with `map`.
 */
export function pageQuery<Row, Item>(
  db: Db,
  spec: { select: string; from: string; order: string; args: SqlValue[] },
  query: { pageNum?: number; pageSize?: number },
  map: (row: Row) => Item,
): PageOf<Item> {
  const { pageNum, pageSize, offset } = paging(query);
  const total = one<{ n: number }>(db, `SELECT count(*) AS n ${spec.from}`, ...spec.args)?.n ?? 0;
  const rows =
    total > offset
      ? all<Row>(
          db,
          `SELECT ${spec.select} ${spec.from} ORDER BY ${spec.order} LIMIT ? OFFSET ?`,
          ...spec.args,
          pageSize,
          offset,
        )
      : [];
  return { records: rows.map(map), total, pageNum, pageSize };
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
