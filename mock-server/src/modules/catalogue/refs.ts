// What other modules read of the catalogue's companies and categories: company references for list rows
// and the ids of a category subtree (exported through public.ts).
import type { CompanyRef } from '@portal/contracts/entities/trade-request';
import { all, one, type Db } from '../../db/database.ts';
import { regionPath } from '../region/public.ts';

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
