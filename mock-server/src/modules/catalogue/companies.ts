// Company reads (shops, factories, providers): cards with their profile and figures, the filtered lists,
// a company's detail page; brands; the market halls.
import type { Db, SqlValue } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import type { PageOf } from '@portal/contracts/operation';
import type {
  Brand,
  CategoryRef,
  CompanyCard,
  CompanyQuery,
  FactoryCard,
  MarketHall,
} from '@portal/contracts/entities/catalogue';
import { BusinessError } from '../../lib/errors.ts';
import { hallImage } from '../../lib/assets.ts';
import { categoryRef, loadCategories, type CategoryIndex } from './categories.ts';
import { fenToMoney } from '../../lib/money.ts';
import { regionPathName } from './query.ts';
import { likeTerm } from '../../lib/like.ts';
import { pageQuery } from '../../lib/paging.ts';
import type { Lang } from '@portal/contracts/envelope';
import { bothLangs, CJK, personEn, textAs, textSql } from '../../lib/text.ts';

interface CompanyRow {
  id: number;
  code: string;
  name: string;
  kind: CompanyCard['kind'];
  platform: CompanyCard['platform'];
  shop_name: string | null;
  shop_type: string | null;
  logo: string | null;
  province_code: string;
  city_code: string;
  county_code: string;
  intro: string;
  main_products: string;
  industries: string;
  rating: number;
  high_quality: number;
  created_at: number;
  hall_id: number | null;
  booth: string | null;
  employees: number | null;
  plant_area: number | null;
  annual_output_fen: number | null;
  founded_year: number | null;
  certifications: string | null;
  main_market: string | null;
  followers: number | null;
  recommend: number | null;
  product_count: number;
  total_sales: number;
}

const companyColumns = (lang: Lang | undefined) => `co.*, ${textAs(lang, 'co.name')}, ${textAs(lang, 'co.shop_name')},
    ${textAs(lang, 'co.intro')}, ${textAs(lang, 'co.main_products')}, ${textAs(lang, 'co.address')},
    ${textAs(lang, 'co.registration_place')}, pr.hall_id, ${textAs(lang, 'pr.booth')}, pr.employees, pr.plant_area,
    pr.annual_output_fen, pr.founded_year, ${textAs(lang, 'pr.certifications')}, ${textAs(lang, 'pr.main_market')},
    pr.followers, pr.recommend,
    (SELECT count(*) FROM products p WHERE p.company_id = co.id AND p.off_shelf = 0) AS product_count,
    (SELECT COALESCE(sum(p.sales), 0) FROM products p WHERE p.company_id = co.id) AS total_sales`;
const COMPANY_FROM = 'FROM companies co LEFT JOIN catalogue_company_profiles pr ON pr.company_id = co.id';
const selectSql = (lang: Lang | undefined) => `SELECT ${companyColumns(lang)} ${COMPANY_FROM}`;

function industriesOf(row: CompanyRow, index: CategoryIndex): CategoryRef[] {
  return row.industries
    .split(',')
    .map((id) => index.byId.get(Number(id)))
    .filter((category) => category !== undefined)
    .slice(0, 5)
    .map(categoryRef);
}

function toCard(row: CompanyRow, index: CategoryIndex, lang?: Lang): FactoryCard {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    shopName: row.shop_name ?? row.name,
    kind: row.kind,
    platform: row.platform,
    logo: row.logo ?? '',
    provinceCode: row.province_code,
    cityCode: row.city_code,
    countyCode: row.county_code,
    regionName: regionPathName(row.county_code, lang),
    intro: row.intro,
    mainProducts: row.main_products,
    industries: industriesOf(row, index),
    rating: row.rating,
    highQuality: row.high_quality !== 0,
    productCount: row.product_count,
    followers: row.followers ?? 0,
    shopType: row.shop_type,
    booth: row.booth ?? '',
    hallId: row.hall_id,
    totalSales: row.total_sales,
    employees: row.employees ?? 0,
    plantArea: row.plant_area ?? 0,
    annualOutput: fenToMoney(row.annual_output_fen ?? 0),
    foundedYear: row.founded_year ?? 0,
    certifications: JSON.parse(row.certifications ?? '[]') as string[],
    mainMarket: row.main_market ?? '',
  };
}

export function companyCardsByIds(db: Db, ids: readonly number[], lang?: Lang): FactoryCard[] {
  if (ids.length === 0) return [];
  const index = loadCategories(db);
  const rows = all<CompanyRow>(db, `${selectSql(lang)} WHERE co.id IN (${ids.map(() => '?').join(', ')})`, ...ids);
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id);
    return row ? [toCard(row, index, lang)] : [];
  });
}

export function searchCompanies(
  db: Db,
  query: CompanyQuery,
  kinds: readonly CompanyCard['kind'][],
  lang?: Lang,
): PageOf<FactoryCard> {
  const index = loadCategories(db);
  const where = [`co.kind IN (${kinds.map(() => '?').join(', ')})`, "co.audit_status = 'auditPass'"];
  const args: SqlValue[] = [...kinds];
  const keyword = query.keyword?.trim();
  if (keyword) {
    for (const term of keyword.split(/\s+/)) {
      const fields = bothLangs('co.name', 'co.shop_name', 'co.main_products');
      where.push(`(${fields.map((field) => `${field} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
      args.push(...fields.map(() => likeTerm(term)));
    }
  }
  if (query.categoryId !== undefined) {
    const root = index.root(query.categoryId);
    where.push("(',' || co.industries || ',') LIKE ?");
    args.push(`%,${root?.id ?? 0},%`);
  }
  if (query.regionCode) {
    where.push('co.county_code LIKE ?');
    args.push(`${query.regionCode}%`);
  }
  if (query.shopType) {
    where.push('co.shop_type = ?');
    args.push(query.shopType);
  }
  if (query.hallId !== undefined) {
    where.push('pr.hall_id = ?');
    args.push(query.hallId);
  }
  if (query.highQuality !== undefined) {
    where.push('co.high_quality = ?');
    args.push(query.highQuality ? 1 : 0);
  }
  const order = {
    default: 'COALESCE(pr.recommend, 0) DESC, co.rating DESC, co.id ASC',
    ratingDesc: 'co.rating DESC, co.id ASC',
    salesDesc: 'total_sales DESC, co.id ASC',
    newest: 'co.created_at DESC, co.id DESC',
  }[query.sort ?? 'default'];
  const whereSql = `WHERE ${where.join(' AND ')}`;
  return pageQuery(
    db,
    { select: companyColumns(lang), from: `${COMPANY_FROM} ${whereSql}`, order, args },
    query,
    (row: CompanyRow) => toCard(row, index, lang),
  );
}

/** Recommended companies of a kind (home page, recommended suppliers), optionally of an industry. */
export function recommendedCompanies(
  db: Db,
  kind: CompanyCard['kind'],
  options: { categoryId?: number | undefined; limit: number; highQualityOnly?: boolean; lang?: Lang | undefined },
): FactoryCard[] {
  const index = loadCategories(db);
  const where = ['co.kind = ?', "co.audit_status = 'auditPass'"];
  const args: SqlValue[] = [kind];
  if (options.categoryId !== undefined) {
    where.push("(',' || co.industries || ',') LIKE ?");
    args.push(`%,${index.root(options.categoryId)?.id ?? 0},%`);
  }
  if (options.highQualityOnly) where.push('co.high_quality = 1');
  const rows = all<CompanyRow>(
    db,
    `${selectSql(options.lang)} WHERE ${where.join(' AND ')}
     ORDER BY COALESCE(pr.recommend, 0) DESC, co.high_quality DESC, co.rating DESC, co.id ASC LIMIT ?`,
    ...args,
    options.limit,
  );
  return rows.map((row) => toCard(row, index, options.lang));
}

interface DetailRow {
  legal_person: string;
  contact: string;
  phone: string;
  credit_code: string;
  registered_capital: string;
  registration_place: string;
  address: string;
  postal_code: string;
  established_on: string;
  customer_class: string;
  audit_status: string;
}

/** The public part of a company: everything but its bank details. Buyers have no public page. */
/** A person's name as the reader's language reads it: a Chinese name in pinyin in English, else as written. */
function personIn(name: string, lang: Lang | undefined): string {
  return lang === 'en' && CJK.test(name) ? personEn(name) : name;
}

export function companyDetailBase(db: Db, id: number, kinds?: readonly CompanyCard['kind'][], lang?: Lang) {
  const card = companyCardsByIds(db, [id], lang)[0];
  if (!card || card.kind === 'buyer' || (kinds && !kinds.includes(card.kind))) throw new BusinessError('notFound');
  const row = one<DetailRow>(
    db,
    `SELECT *, ${textAs(lang, 'address')}, ${textAs(lang, 'registration_place')} FROM companies WHERE id = ?`,
    id,
  );
  if (!row || row.audit_status !== 'auditPass') throw new BusinessError('notFound');
  const brands = all<{ id: number; name: string; name_en: string; logo: string | null }>(
    db,
    'SELECT id, name, name_en, logo FROM brands WHERE company_id = ? ORDER BY id',
    id,
  ).map((b) => ({ id: b.id, name: b.name, nameEn: b.name_en, logo: b.logo ?? '' }));
  const index = loadCategories(db);
  const categories = all<{ category_id: number; n: number }>(
    db,
    'SELECT category_id, count(*) AS n FROM products WHERE company_id = ? AND off_shelf = 0 GROUP BY category_id ORDER BY n DESC, category_id',
    id,
  ).flatMap(({ category_id, n }) => {
    const category = index.byId.get(category_id);
    return category ? [{ ...categoryRef(category), productCount: n }] : [];
  });
  return {
    ...card,
    // A person's name reads in pinyin in English (as on the exhibitions' contacts).
    legalPerson: personIn(row.legal_person, lang),
    contact: personIn(row.contact, lang),
    phone: row.phone,
    creditCode: row.credit_code,
    registeredCapital: row.registered_capital,
    registrationPlace: row.registration_place,
    address: row.address,
    postalCode: row.postal_code,
    establishedOn: row.established_on,
    customerClass: row.customer_class,
    auditStatus: row.audit_status,
    brands,
    categories,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Brands.

interface BrandRow {
  id: number;
  name: string;
  name_en: string;
  logo: string | null;
  intro: string;
  recommend: number;
  followers: number;
  company_id: number | null;
  company_name: string | null;
  category_id: number | null;
  category_name: string | null;
  category_name_en: string | null;
  product_count: number;
}

const brandColumns = (lang: Lang | undefined) => `b.*, ${textAs(lang, 'b.intro')},
    ${textSql(lang, 'co.name')} AS company_name, c.name AS category_name, c.name_en AS category_name_en,
    (SELECT count(*) FROM products p WHERE p.brand_id = b.id AND p.off_shelf = 0) AS product_count`;
const BRAND_FROM =
  'FROM brands b LEFT JOIN companies co ON co.id = b.company_id LEFT JOIN categories c ON c.id = b.category_id';
const brandSelect = (lang: Lang | undefined) => `SELECT ${brandColumns(lang)} ${BRAND_FROM}`;

function toBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    logo: row.logo ?? '',
    intro: row.intro,
    recommend: row.recommend !== 0,
    followers: row.followers,
    companyId: row.company_id,
    companyName: row.company_name ?? '',
    categoryId: row.category_id,
    categoryName: row.category_name ?? '',
    categoryNameEn: row.category_name_en ?? '',
    productCount: row.product_count,
  };
}

export function searchBrands(
  db: Db,
  query: {
    pageNum?: number | undefined;
    pageSize?: number | undefined;
    keyword?: string | undefined;
    categoryId?: number | undefined;
    recommend?: boolean | undefined;
  },
  lang?: Lang,
): PageOf<Brand> {
  const where: string[] = [];
  const args: SqlValue[] = [];
  const keyword = query.keyword?.trim();
  if (keyword) {
    const fields = bothLangs('b.name', 'b.intro');
    where.push(`(${fields.map((field) => `${field} LIKE ? ESCAPE '\\'`).join(' OR ')})`);
    args.push(...fields.map(() => likeTerm(keyword)));
  }
  if (query.categoryId !== undefined) {
    where.push('b.category_id = ?');
    args.push(loadCategories(db).root(query.categoryId)?.id ?? 0);
  }
  if (query.recommend !== undefined) {
    where.push('b.recommend = ?');
    args.push(query.recommend ? 1 : 0);
  }
  const whereSql = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  return pageQuery(
    db,
    {
      select: brandColumns(lang),
      from: `${BRAND_FROM} ${whereSql}`,
      order: 'b.recommend DESC, b.followers DESC, b.id ASC',
      args,
      // The joins add no rows (one company, one category per brand): count the brands alone.
      countFrom: `FROM brands b ${whereSql}`,
    },
    query,
    toBrand,
  );
}

export function recommendedBrands(db: Db, limit: number, lang?: Lang): Brand[] {
  return all<BrandRow>(
    db,
    `${brandSelect(lang)} WHERE b.recommend = 1 ORDER BY b.followers DESC, b.id ASC LIMIT ?`,
    limit,
  ).map(toBrand);
}

export function brandById(db: Db, id: number, lang?: Lang): Brand {
  const row = one<BrandRow>(db, `${brandSelect(lang)} WHERE b.id = ?`, id);
  if (!row) throw new BusinessError('notFound');
  return toBrand(row);
}

// ---------------------------------------------------------------------------------------------------------
// Market halls.

interface HallRow {
  id: number;
  name: string;
  name_en: string;
  floors: number;
  booths: number;
  intro: string;
  industries: string;
  shop_count: number;
  product_count: number;
}

export function marketHalls(db: Db, lang?: Lang): MarketHall[] {
  const index = loadCategories(db);
  return all<HallRow>(
    db,
    `SELECT h.*, ${textAs(lang, 'h.intro')},
       (SELECT count(*) FROM catalogue_company_profiles pr WHERE pr.hall_id = h.id) AS shop_count,
       (SELECT count(*) FROM products p JOIN catalogue_company_profiles pr ON pr.company_id = p.company_id
         WHERE pr.hall_id = h.id AND p.off_shelf = 0) AS product_count
     FROM catalogue_halls h ORDER BY h.sort, h.id`,
  ).map((row) => ({
    id: row.id,
    name: row.name,
    nameEn: row.name_en,
    floors: row.floors,
    booths: row.booths,
    intro: row.intro,
    image: hallImage(row.id),
    industries: row.industries
      .split(',')
      .map((id) => index.byId.get(Number(id)))
      .filter((category) => category !== undefined)
      .map(categoryRef),
    shopCount: row.shop_count,
    productCount: row.product_count,
  }));
}
