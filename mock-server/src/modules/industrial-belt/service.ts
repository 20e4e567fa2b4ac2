// Industrial-belt reads: every belt with the portal's companies, goods and turnover in its county, and
// totals by province and by industry.
import type { Db, SqlValue } from '../../db/database.ts';
import { all } from '../../db/database.ts';
import type { BeltStatistics, IndustrialBelt } from '@portal/contracts/http/industrial-belt';
import { regionName } from '../region/public.ts';
import { fenToMoney } from '../../lib/money.ts';
import { loadCategories } from '../catalogue/public.ts';

interface BeltRow {
  code: string;
  name: string;
  name_en: string;
  industry: string;
  industry_en: string;
  category_id: number | null;
  category_name: string | null;
  category_name_en: string | null;
  lng: number;
  lat: number;
  enterprises: number;
  output_fen: number;
  market_share: number;
  intro: string;
  company_count: number;
  product_count: number;
  turnover_fen: number;
}

const SELECT = `SELECT b.*, c.name AS category_name, c.name_en AS category_name_en,
    (SELECT count(*) FROM companies co WHERE co.county_code = b.code AND co.kind IN ('shop', 'factory', 'provider')
       AND co.audit_status = 'auditPass') AS company_count,
    (SELECT count(*) FROM products p WHERE p.origin_county_code = b.code AND p.off_shelf = 0) AS product_count,
    (SELECT COALESCE(sum(p.sales * p.price_fen), 0) FROM products p WHERE p.origin_county_code = b.code) AS turnover_fen
  FROM industrial_belts b LEFT JOIN categories c ON c.id = b.category_id`;

function rows(db: Db, filter: { provinceCode?: string | undefined; categoryId?: number | undefined } = {}): BeltRow[] {
  const where: string[] = [];
  const args: SqlValue[] = [];
  if (filter.provinceCode) {
    where.push('b.code LIKE ?');
    args.push(`${filter.provinceCode}%`);
  }
  if (filter.categoryId !== undefined) {
    where.push('b.category_id = ?');
    args.push(loadCategories(db).root(filter.categoryId)?.id ?? 0);
  }
  return all<BeltRow>(
    db,
    `${SELECT} ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY b.sort`,
    ...args,
  );
}

function toBelt(row: BeltRow): IndustrialBelt {
  const province = row.code.slice(0, 2);
  const city = row.code.slice(0, 4);
  return {
    code: row.code,
    name: row.name,
    nameEn: row.name_en,
    provinceCode: province,
    provinceName: regionName(province) ?? '',
    cityCode: city,
    cityName: regionName(city) ?? '',
    countyName: regionName(row.code) ?? '',
    industry: row.industry,
    industryEn: row.industry_en,
    category: { id: row.category_id ?? 0, name: row.category_name ?? '', nameEn: row.category_name_en ?? '' },
    lng: row.lng,
    lat: row.lat,
    enterpriseCount: row.enterprises,
    annualOutput: fenToMoney(row.output_fen),
    marketShare: row.market_share,
    companyCount: row.company_count,
    productCount: row.product_count,
    turnover: fenToMoney(row.turnover_fen),
    intro: row.intro,
  };
}

export function beltMap(db: Db, filter: { provinceCode?: string | undefined; categoryId?: number | undefined }) {
  return rows(db, filter).map(toBelt);
}

/** The home page's entry points: the belts in map order. */
export function beltEntries(db: Db, limit: number) {
  return rows(db)
    .slice(0, limit)
    .map((row) => ({
      code: row.code,
      name: row.name,
      nameEn: row.name_en,
      industry: row.industry,
      industryEn: row.industry_en,
      companyCount: row.company_count,
    }));
}

export function beltStatistics(db: Db): BeltStatistics {
  const belts = rows(db);
  const sum = (list: BeltRow[], pick: (row: BeltRow) => number) => list.reduce((total, row) => total + pick(row), 0);
  const group = <K>(key: (row: BeltRow) => K) => {
    const groups = new Map<K, BeltRow[]>();
    for (const row of belts) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
    return [...groups];
  };
  return {
    beltCount: belts.length,
    enterpriseCount: sum(belts, (r) => r.enterprises),
    annualOutput: fenToMoney(sum(belts, (r) => r.output_fen)),
    companyCount: sum(belts, (r) => r.company_count),
    productCount: sum(belts, (r) => r.product_count),
    turnover: fenToMoney(sum(belts, (r) => r.turnover_fen)),
    byProvince: group((row) => row.code.slice(0, 2))
      .map(([code, list]) => ({
        code,
        name: regionName(code) ?? code,
        beltCount: list.length,
        companyCount: sum(list, (r) => r.company_count),
        turnoverFen: sum(list, (r) => r.turnover_fen),
      }))
      .sort((a, b) => b.beltCount - a.beltCount || a.code.localeCompare(b.code))
      .map(({ turnoverFen, ...rest }) => ({ ...rest, turnover: fenToMoney(turnoverFen) })),
    byIndustry: group((row) => row.category_id ?? 0)
      .map(([id, list]) => ({
        id,
        name: list[0]?.category_name ?? '',
        nameEn: list[0]?.category_name_en ?? '',
        beltCount: list.length,
        companyCount: sum(list, (r) => r.company_count),
        turnoverFen: sum(list, (r) => r.turnover_fen),
      }))
      .sort((a, b) => b.turnoverFen - a.turnoverFen || a.id - b.id)
      .map(({ turnoverFen, ...rest }) => ({ ...rest, turnover: fenToMoney(turnoverFen) })),
  };
}
