// Industrial-belt reads: every belt with the portal's companies, goods and turnover in its county (goods'
// sales plus the orders placed with its companies), totals by province and by industry, and one belt's page.
import type { Db, SqlValue } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import type { BeltDetail, BeltStatistics, IndustrialBelt } from '@portal/contracts/http/industrial-belt';
import { BusinessError } from '../../lib/errors.ts';
import { regionEn } from '../region/public.ts';
import { chinaMidnight } from '../../lib/china-time.ts';
import { regionName } from '../region/public.ts';
import { fenToMoney } from '../../lib/money.ts';
import { canSeePriceSql, loadCategories, type ReadContext } from '../catalogue/public.ts';

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
  intro_en: string;
  company_count: number;
  product_count: number;
  turnover_fen: number;
  orders_today: number;
  output_last_year: number | null;
}

const SELECT = `SELECT b.*, c.name AS category_name, c.name_en AS category_name_en,
    (SELECT count(*) FROM companies co WHERE co.county_code = b.code AND co.kind IN ('shop', 'factory', 'provider')
       AND co.audit_status = 'auditPass') AS company_count,
    (SELECT count(*) FROM products p WHERE p.origin_county_code = b.code AND p.off_shelf = 0) AS product_count,
    (SELECT COALESCE(sum(p.sales * p.price_fen), 0) FROM products p WHERE p.origin_county_code = b.code)
      + (SELECT COALESCE(sum(o.amount_fen), 0) FROM belt_orders o WHERE o.code = b.code) AS turnover_fen,
    (SELECT count(*) FROM belt_orders o WHERE o.code = b.code AND o.at >= ? AND o.at <= ?) AS orders_today,
    (SELECT y.output_fen FROM belt_years y WHERE y.code = b.code ORDER BY y.year DESC LIMIT 1 OFFSET 1) AS output_last_year
  FROM industrial_belts b LEFT JOIN categories c ON c.id = b.category_id`;

export interface BeltFilter {
  provinceCode?: string | undefined;
  categoryId?: number | undefined;
  code?: string | undefined;
}

/** Growth in percent with one decimal, from two amounts in fen. */
export function growthPercent(now: number, before: number | null): number {
  if (!before) return 0;
  return Math.round(((now - before) * 1000) / before) / 10;
}

function rows(db: Db, now: number, filter: BeltFilter = {}): BeltRow[] {
  const where: string[] = [];
  const args: SqlValue[] = [chinaMidnight(now), now];
  if (filter.code) {
    where.push('b.code = ?');
    args.push(filter.code);
  }
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
    placeEn: regionEn(row.code),
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
    ordersToday: row.orders_today,
    growth: growthPercent(row.output_fen, row.output_last_year),
    intro: row.intro,
    introEn: row.intro_en || row.intro,
  };
}

export function beltMap(db: Db, now: number, filter: BeltFilter) {
  return rows(db, now, filter).map(toBelt);
}

/** One belt's figures as `belt:update` carries them; null for a county that is no belt. */
export function beltFigures(db: Db, now: number, code: string) {
  const [row] = rows(db, now, { code });
  if (!row) return null;
  return {
    countyCode: row.code,
    turnover: fenToMoney(row.turnover_fen),
    companyCount: row.company_count,
    productCount: row.product_count,
    ordersToday: row.orders_today,
    at: now,
  };
}

export function beltDetail(db: Db, now: number, code: string, reader: ReadContext): BeltDetail {
  const [row] = rows(db, now, { code });
  if (!row) throw new BusinessError('notFound');
  const seePrice = canSeePriceSql(reader);
  const years = all<{ year: number; enterprises: number; output_fen: number }>(
    db,
    'SELECT year, enterprises, output_fen FROM belt_years WHERE code = ? ORDER BY year',
    code,
  );
  const companies = all<{
    id: number;
    name: string;
    name_en: string;
    kind: 'shop' | 'factory' | 'provider';
    n: number;
  }>(
    db,
    `SELECT co.id, co.name, co.name_en, co.kind,
       (SELECT count(*) FROM products p WHERE p.company_id = co.id AND p.off_shelf = 0) AS n
     FROM companies co WHERE co.county_code = ? AND co.kind IN ('shop', 'factory', 'provider')
       AND co.audit_status = 'auditPass'
     ORDER BY n DESC, co.id LIMIT 12`,
    code,
  );
  const goods = all<{
    id: number;
    title: string;
    title_en: string;
    image: string;
    price_fen: number;
    visible: number;
    unit: BeltDetail['goods'][number]['unit'];
    min_order: string;
    sales: number;
  }>(
    db,
    // The reader sees a price only as the catalogue shows it (apply to view: the catalogue's one rule).
    `SELECT p.id, p.title, p.title_en, p.image, p.price_fen, (${seePrice.sql}) AS visible, p.unit, p.min_order, p.sales
       FROM products p WHERE p.origin_county_code = ? AND p.off_shelf = 0 ORDER BY p.sales DESC, p.id LIMIT 12`,
    ...seePrice.args,
    code,
  );
  return {
    belt: toBelt(row),
    years: years.map((y, i) => ({
      year: y.year,
      enterpriseCount: y.enterprises,
      annualOutput: fenToMoney(y.output_fen),
      growth: growthPercent(y.output_fen, years[i - 1]?.output_fen ?? null),
    })),
    companies: companies.map((c) => ({
      id: c.id,
      name: c.name,
      nameEn: c.name_en || c.name,
      kind: c.kind,
      productCount: c.n,
    })),
    goods: goods.map((g) => ({
      id: g.id,
      title: g.title,
      titleEn: g.title_en || g.title,
      image: g.image,
      price: g.visible ? fenToMoney(g.price_fen) : null,
      unit: g.unit,
      minOrder: g.min_order,
      sales: g.sales,
    })),
    asOf: now,
  };
}

/** The belt of a selling company's county, or null. */
export function beltOfCompany(db: Db, companyId: number): string | null {
  return (
    one<{ code: string }>(
      db,
      'SELECT b.code FROM companies co JOIN industrial_belts b ON b.code = co.county_code WHERE co.id = ?',
      companyId,
    )?.code ?? null
  );
}

/** The home page's entry points: the belts in map order. */
export function beltEntries(db: Db, limit: number) {
  // The entries show no figure of today: any instant will do for the unused orders-today column.
  return rows(db, 0)
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

export function beltStatistics(db: Db, now: number): BeltStatistics {
  const belts = rows(db, now);
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
