// Company references in the caller's language: the catalogue's references carry the Chinese names; an
// English reader gets the companies' English names and the region path in English (lib/text.ts).
import type { Lang } from '@portal/contracts/envelope';
import type { CompanyRef } from '@portal/contracts/entities/trade-request';
import { all, type Db } from '../../db/database.ts';
import { regionPathIn } from '../region/public.ts';

/** The same references, English where the caller reads English (unchanged otherwise). */
export function inLanguage(db: Db, refs: Map<number, CompanyRef>, lang: Lang | undefined): Map<number, CompanyRef> {
  if (lang !== 'en' || refs.size === 0) return refs;
  const ids = [...refs.keys()];
  const rows = all<{ id: number; name_en: string; shop_name_en: string | null; county_code: string }>(
    db,
    `SELECT id, name_en, shop_name_en, county_code FROM companies WHERE id IN (${ids.map(() => '?').join(',')})`,
    ...ids,
  );
  const out = new Map(refs);
  for (const row of rows) {
    const ref = refs.get(row.id);
    if (!ref) continue;
    const name = row.name_en || ref.name;
    out.set(row.id, {
      ...ref,
      name,
      shopName: row.shop_name_en || name,
      regionName: regionPathIn('en', row.county_code) || ref.regionName,
    });
  }
  return out;
}

/** One company's name in the caller's language. */
export function companyNameIn(db: Db, companyId: number | null, zh: string, lang: Lang | undefined): string {
  if (lang !== 'en' || companyId === null) return zh;
  const row = all<{ name_en: string }>(db, 'SELECT name_en FROM companies WHERE id = ?', companyId)[0];
  return row?.name_en || zh;
}
