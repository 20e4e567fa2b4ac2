// Helpers the business modules share (auction, collective, inquiry, inspection, coupon): in-memory search,
// category subtrees, company references, attachments and the caller. Money, quantities, paging, China time
// and masking are in lib/.
import type { FastifyRequest } from 'fastify';
import type { CompanyRef } from '@portal/contracts/entities/trade-request';
import { fileUrl } from '@portal/contracts/http/file';
import type { Db } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { regionPath } from '../region/service.ts';

// ---------------------------------------------------------------------------------------------------------
// Text search and categories.

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

/** Attachments stored as a JSON array of file rowids, resolved against the files table to their public ids
 * (unknown ids dropped). A write turns the caller's public ids into rowids with file/access.ts ownFileIds. */
export function attachmentRefs(db: Db, json: string): { fileId: string; name: string; url: string }[] {
  const ids = (JSON.parse(json) as unknown[]).filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return [];
  const rows = all<{ id: number; public_id: string; name: string }>(
    db,
    `SELECT id, public_id, name FROM files WHERE id IN (${ids.map(() => '?').join(',')})`,
    ...ids,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [{ fileId: row.public_id, name: row.name, url: fileUrl(row.public_id) }];
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
