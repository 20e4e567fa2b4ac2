// Helpers the business modules share (auction, collective, inquiry, inspection, coupon): money and quantity
// arithmetic without floats, paging, China dates, masking, company references and the caller.
import type { FastifyRequest } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import type { CompanyRef } from '@portal/contracts/entities/trade-request';
import { fileUrl } from '@portal/contracts/http/file';
import type { Db } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { regionPath } from '../region/service.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const DEFAULT_PAGE_SIZE = 15;

// ---------------------------------------------------------------------------------------------------------
// Money (integer fen <-> decimal yuan strings) and quantities (decimal strings with four decimals).

export function fenToMoney(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.5" -> 1250; undefined for anything that is not a yuan amount with at most two decimals. */
export function moneyToFen(money: string): number | undefined {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) return undefined;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -fen : fen;
}

/** A quantity string in ten-thousandths of a unit, exactly. */
export function quantityUnits(quantity: string): bigint {
  const [whole = '0', fraction = ''] = quantity.trim().split('.');
  return BigInt(whole || '0') * 10000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
}

/** Ten-thousandths of a unit -> "12.5000". */
export function unitsToQuantity(units: bigint): string {
  const whole = units / 10000n;
  const fraction = units % 10000n;
  return `${whole}.${String(fraction).padStart(4, '0')}`;
}

/** fen x quantity x percent / 100, rounded half up to a fen. */
export function fenTimes(fen: number, quantityText: string, percent = 100): number {
  const units = quantityUnits(quantityText);
  return Number((BigInt(fen) * units * BigInt(percent) + 500000n) / 1000000n);
}

/** joined / target in whole percent, capped at 100. */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  const value = Number((part * 100n) / whole);
  return Math.min(100, value);
}

// ---------------------------------------------------------------------------------------------------------
// Paging and text search.

export function pageArgs(query: { pageNum?: number | undefined; pageSize?: number | undefined }): {
  pageNum: number;
  pageSize: number;
  offset: number;
} {
  const pageNum = query.pageNum ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { pageNum, pageSize, offset: (pageNum - 1) * pageSize };
}

/** One page of an in-memory list (the business lists are a few dozen rows). */
export function pageOf<T>(
  items: readonly T[],
  query: { pageNum?: number | undefined; pageSize?: number | undefined },
): PageOf<T> {
  const { pageNum, pageSize, offset } = pageArgs(query);
  return { records: items.slice(offset, offset + pageSize), total: items.length, pageNum, pageSize };
}

/** `%term%` with LIKE wildcards escaped (use with ESCAPE '\'). */
export function likeTerm(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Case-insensitive "contains" for in-memory filters. */
export function matches(keyword: string | undefined, ...fields: (string | null | undefined)[]): boolean {
  const term = keyword?.trim().toLowerCase();
  if (!term) return true;
  return fields.some((field) => field?.toLowerCase().includes(term));
}

/** SQL selecting the ids of a catalogue category of any level and everything below it (one `?`, thrice). */
export const CATEGORY_SUBTREE_SQL = `SELECT c3.id FROM categories c3
  LEFT JOIN categories c2 ON c2.id = c3.parent_id
  WHERE c3.id = ? OR c3.parent_id = ? OR c2.parent_id = ?`;

/** The ids of a catalogue category and its descendants. */
export function categorySubtree(db: Db, categoryId: number): Set<number> {
  return new Set(
    all<{ id: number }>(db, CATEGORY_SUBTREE_SQL, categoryId, categoryId, categoryId).map((row) => row.id),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Dates: the market runs on China time (UTC+8).

const CHINA_OFFSET = 8 * HOUR;

/** "2026-06-01" of an instant, in China time. */
export function chinaDate(ms: number): string {
  return new Date(ms + CHINA_OFFSET).toISOString().slice(0, 10);
}

/** "2026-06-01 14:30" of an instant, in China time. */
export function chinaTime(ms: number): string {
  return new Date(ms + CHINA_OFFSET).toISOString().slice(0, 16).replace('T', ' ');
}

/** The instant a China-time date starts. */
export function chinaDayStart(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) - CHINA_OFFSET;
}

// ---------------------------------------------------------------------------------------------------------
// Masking: people see each other's companies and numbers only partly.

/** How a bidder or participant appears to others: b***01 (from the account). */
export function userAlias(account: string): string {
  if (account.length <= 2) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 1)}***${account.slice(-2)}`;
}

/** 138****0001 */
export function maskPhone(phone: string): string {
  return phone.length >= 11 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone.replace(/.(?=.{2})/g, '*');
}

/** 金华市恒达****公司: keeps the first and last characters of a company name. */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}**`;
  const keep = Math.min(5, Math.floor(name.length / 2) - 1);
  return `${name.slice(0, keep)}****${name.slice(-2)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Companies, files and the caller.

export interface CompanyRow {
  id: number;
  name: string;
  shop_name: string | null;
  logo: string | null;
  province_code: string;
  city_code: string;
  county_code: string;
}

export const COMPANY_COLUMNS = 'id, name, shop_name, logo, province_code, city_code, county_code';

export function toCompanyRef(row: CompanyRow): CompanyRef {
  return {
    id: row.id,
    name: row.name,
    shopName: row.shop_name ?? row.name,
    logo: row.logo ?? '',
    regionName: regionPath(row.province_code, row.city_code, row.county_code),
  };
}

/** Company references by id, for the rows of a list. */
export function companyRefs(db: Db, ids: Iterable<number>): Map<number, CompanyRef> {
  const unique = [...new Set(ids)];
  const result = new Map<number, CompanyRef>();
  if (unique.length === 0) return result;
  const rows = all<CompanyRow>(
    db,
    `SELECT ${COMPANY_COLUMNS} FROM companies WHERE id IN (${unique.map(() => '?').join(',')})`,
    ...unique,
  );
  for (const row of rows) result.set(row.id, toCompanyRef(row));
  return result;
}

export function companyRef(db: Db, id: number): CompanyRef | undefined {
  const row = one<CompanyRow>(db, `SELECT ${COMPANY_COLUMNS} FROM companies WHERE id = ?`, id);
  return row ? toCompanyRef(row) : undefined;
}

/** Attachments stored as a JSON array of file ids, resolved against the files table (unknown ids dropped). */
export function attachmentRefs(db: Db, json: string): { fileId: number; name: string; url: string }[] {
  const ids = (JSON.parse(json) as unknown[]).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return [];
  const rows = all<{ id: number; name: string }>(
    db,
    `SELECT id, name FROM files WHERE id IN (${ids.map(() => '?').join(',')})`,
    ...ids,
  );
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return ids.flatMap((id) => {
    const name = byId.get(id);
    return name === undefined ? [] : [{ fileId: id, name, url: fileUrl(id) }];
  });
}

/** The caller of an operation bound with access 'user' (requireLogin has run before the handler). */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new Error('login required before the handler');
  return request.auth;
}

export function hasTable(db: Db, name: string): boolean {
  return one(db, "SELECT 1 AS ok FROM sqlite_master WHERE type = 'table' AND name = ?", name) !== undefined;
}
