// The catalogue seed, run by the catalogue module (modules/catalogue/module.ts) right after the core seed: the category tree, the market halls,
// banners, ~44 more companies (shops, factories, providers, buyers) each with a user, brands and ~400
// products. Deterministic: only ctx.faker / ctx.pick / ctx.int / ctx.now.
import type { Db } from '../db/database.ts';
import { one, run } from '../db/database.ts';
import { hashPassword } from '../lib/password.ts';
import { brandImage, categoryImage, goodsImage } from '../lib/assets.ts';
import { DAY, HOUR } from '../lib/china-time.ts';
import { bigUnitsToQuantity } from '../lib/money.ts';
import { regionName } from '../modules/region/public.ts';
import type { SeedContext } from './context.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { insertCompany, regionText } from './companies.ts';
import {
  BANNERS,
  BRANDS,
  COMPANY_PLANS,
  DEMO_PRODUCT_PLANS,
  HALLS,
  INDUSTRIES,
  MAIN_MARKETS,
  NAME_WORDS,
  industryByKey,
  type CompanyPlan,
  type Industry,
  type Unit,
} from './catalogue-data.ts';

interface Leaf {
  id: number;
  name: string;
  nameEn: string;
  parentName: string;
}
interface SeededIndustry {
  id: number;
  industry: Industry;
  leaves: Leaf[];
}
interface SeededCompany {
  id: number;
  kind: 'shop' | 'factory' | 'provider' | 'buyer' | 'platform';
  name: string;
  industries: string[];
  countyCode: string;
  booth: string;
  products: number;
  brandId: number | null;
}

export interface CatalogueSeedSummary {
  categories: number;
  companies: number;
  brands: number;
  products: number;
}

export function seedCatalogue(db: Db, ctx: SeedContext): CatalogueSeedSummary {
  const industries = seedCategories(db);
  const hallIds = seedHalls(db, industries);
  seedBanners(db);
  const companies = [...demoCompanies(db, ctx, industries), ...seedCompanies(db, ctx, industries)];
  seedProfiles(db, ctx, companies, hallIds);
  const brands = seedBrands(db, ctx, companies, industries);
  const products = seedProducts(db, ctx, companies, brands, industries);
  return {
    categories: industries.reduce((sum, i) => sum + 1 + i.industry.children.length + i.leaves.length, 0),
    companies: companies.length,
    brands: brands.length,
    products,
  };
}

function seedCategories(db: Db): SeededIndustry[] {
  const insert = (parentId: number | null, level: number, name: string, nameEn: string, sort: number) => {
    const id = run(
      db,
      'INSERT INTO categories (parent_id, level, name, name_en, sort) VALUES (?, ?, ?, ?, ?)',
      parentId,
      level,
      name,
      nameEn,
      sort,
    ).lastId;
    run(db, 'UPDATE categories SET icon = ? WHERE id = ?', categoryImage(id), id);
    return id;
  };
  return INDUSTRIES.map((industry, i) => {
    const id = insert(null, 1, industry.name, industry.nameEn, i + 1);
    const leaves: Leaf[] = [];
    industry.children.forEach((mid, j) => {
      const midId = insert(id, 2, mid.name, mid.nameEn, j + 1);
      mid.children.forEach(([name, nameEn], k) => {
        leaves.push({ id: insert(midId, 3, name, nameEn, k + 1), name, nameEn, parentName: mid.name });
      });
    });
    return { id, industry, leaves };
  });
}

function seedHalls(db: Db, industries: SeededIndustry[]): number[] {
  return HALLS.map((hall, i) => {
    const ids = hall.industries.map((key) => industries.find((s) => s.industry.key === key)?.id).filter(Boolean);
    const names = hall.industries.map((key) => industryByKey(key).name).join('、');
    return run(
      db,
      'INSERT INTO catalogue_halls (name, name_en, floors, booths, intro, industries, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
      hall.name,
      hall.nameEn,
      hall.floors,
      hall.booths,
      `${hall.name}共${hall.floors}层，设商位约${hall.booths}个，主营${names}等行业，汇聚源头工厂与品牌商户，常年展销。`,
      ids.join(','),
      i + 1,
    ).lastId;
  });
}

function seedBanners(db: Db): void {
  BANNERS.forEach((banner, i) => {
    run(
      db,
      `INSERT INTO catalogue_banners (key, placement, title, title_en, subtitle, subtitle_en, link, sort)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      banner.key,
      banner.placement,
      banner.title,
      banner.titleEn,
      banner.subtitle,
      banner.subtitleEn,
      banner.link,
      i + 1,
    );
  });
}

function industryIds(industries: SeededIndustry[], keys: readonly string[]): number[] {
  return keys.map((key) => industries.find((s) => s.industry.key === key)?.id ?? 0).filter((id) => id > 0);
}

function mainProductsOf(ctx: SeedContext, industries: SeededIndustry[], keys: readonly string[]): string {
  const leaves = industries.filter((s) => keys.includes(s.industry.key)).flatMap((s) => s.leaves);
  if (leaves.length === 0) return '';
  const picked = new Set<string>();
  for (let i = 0; i < 4; i += 1) picked.add(ctx.pick(leaves).name);
  return [...picked].join('、');
}

/** The demo companies of the core seed get industries, intro and products. */
function demoCompanies(db: Db, ctx: SeedContext, industries: SeededIndustry[]): SeededCompany[] {
  const companyOf = (account: string) =>
    one<{ id: number; name: string; county_code: string }>(
      db,
      'SELECT c.id, c.name, c.county_code FROM users u JOIN companies c ON c.id = u.company_id WHERE u.account = ?',
      account,
    );
  const result: SeededCompany[] = [];
  const plans: { account: string; kind: SeededCompany['kind']; industries: readonly string[]; products: number }[] = [
    { account: 'seller', kind: 'shop', ...DEMO_PRODUCT_PLANS.seller },
    { account: 'factory', kind: 'factory', ...DEMO_PRODUCT_PLANS.factory },
    { account: 'operator', kind: 'platform', ...DEMO_PRODUCT_PLANS.platform },
    { account: 'provider', kind: 'provider', industries: [], products: 0 },
    { account: 'buyer', kind: 'buyer', industries: ['toys', 'daily'], products: 0 },
    { account: 'buyer2', kind: 'buyer', industries: ['jewellery', 'crafts'], products: 0 },
    { account: 'buyer3', kind: 'buyer', industries: ['hardware', 'electronics'], products: 0 },
  ];
  for (const plan of plans) {
    const company = companyOf(plan.account);
    if (!company) continue;
    const main =
      plan.kind === 'provider' ? '国际货运代理、海运拼箱、仓储配送' : mainProductsOf(ctx, industries, plan.industries);
    const intro =
      plan.kind === 'platform'
        ? '义乌小商品城平台运营中心负责平台自营商品的选品、质检与履约，精选市场优质货源，统一品控、统一发货。'
        : companyIntro(
            ctx,
            { name: company.name, county: company.county_code, year: establishedYear(db, company.id) },
            main,
            plan.kind,
          );
    run(
      db,
      `UPDATE companies SET industries = ?, main_products = ?, intro = ?, rating = ?, high_quality = ?, shop_type = ?,
         shop_name = COALESCE(shop_name, ?) WHERE id = ?`,
      industryIds(industries, plan.industries).slice(0, 5).join(','),
      main,
      intro,
      ctx.int(85, 98),
      plan.kind === 'factory' ? 1 : 0,
      plan.kind === 'shop' ? 'speciality' : plan.kind === 'factory' ? 'factory-direct' : null,
      plan.kind === 'platform' ? '商城自营' : plan.kind === 'provider' ? '通达物流' : null,
      company.id,
    );
    result.push({
      id: company.id,
      kind: plan.kind,
      name: company.name,
      industries: [...plan.industries],
      countyCode: company.county_code,
      booth: '',
      products: plan.products,
      brandId: null,
    });
  }
  return result;
}

function establishedYear(db: Db, companyId: number): number {
  const row = one<{ established_on: string }>(db, 'SELECT established_on FROM companies WHERE id = ?', companyId);
  return Number(row?.established_on.slice(0, 4) ?? 2010);
}

function companyIntro(
  ctx: SeedContext,
  company: { name: string; county: string; year: number },
  main: string,
  kind: string,
): string {
  const { name, year } = company;
  const region = regionText(company.county);
  const opening = `${name}成立于${year}年，位于${region}`;
  switch (kind) {
    case 'factory':
      return `${opening}，是一家集研发、生产、销售于一体的源头工厂，主营${main}等产品。工厂拥有现代化生产线${ctx.int(3, 20)}条，支持OEM/ODM定制，产品远销${ctx.pick(MAIN_MARKETS)}等地区。`;
    case 'shop':
      return `${opening}，常年在义乌国际商贸城经营${main}等商品，款式齐全、现货充足，支持混批与一件代发，诚信经营，欢迎新老客户洽谈合作。`;
    case 'provider':
      return `${opening}，为市场经营户和采购商提供专业服务，团队经验丰富，响应迅速，已服务客户超过${ctx.int(3, 50)}00家。`;
    default:
      return `${opening}，长期从义乌市场采购${main || '各类小商品'}，销往${ctx.pick(MAIN_MARKETS)}，年采购额稳定增长。`;
  }
}

function namePrefix(county: string): string {
  const countyName = regionName(county) ?? '';
  if (countyName.endsWith('区')) return `${regionName(county.slice(0, 4)) ?? ''}${countyName}`;
  return countyName;
}

function seedCompanies(db: Db, ctx: SeedContext, industries: SeededIndustry[]): SeededCompany[] {
  const words = ctx.faker.helpers.shuffle([...NAME_WORDS]);
  const passwordHash = hashPassword(DEMO_PASSWORD, 'catalogue-seed-salt');
  const counters: Record<string, number> = {};
  return COMPANY_PLANS.map((plan, index) => {
    const word = words[index % words.length] ?? '宏达';
    const trade = plan.trade ?? industryByKey(plan.industries[0] ?? 'daily').trade;
    const prefix = namePrefix(plan.county);
    const { name, shopName } = companyNames(ctx, plan, prefix, word, trade);
    const main =
      plan.kind === 'provider' ? providerMain(plan.trade ?? '') : mainProductsOf(ctx, industries, plan.industries);
    const id = insertCompany(db, ctx, {
      name,
      kind: plan.kind,
      platform: { shop: 'dealer', factory: 'supplier', provider: 'institution', buyer: 'org' }[plan.kind],
      shopName,
      code: `C${String(100 + index).padStart(6, '0')}`,
      countyCode: plan.county,
      shopType:
        plan.kind === 'shop'
          ? ctx.pick(['flagship', 'speciality', 'speciality', 'franchise'])
          : plan.kind === 'factory'
            ? 'factory-direct'
            : null,
      mainProducts: main,
      industries: industryIds(industries, plan.industries),
      rating: ctx.int(68, 99),
      highQuality: plan.kind === 'factory' && ctx.int(1, 10) <= 6,
    });
    const intro = companyIntro(ctx, { name, county: plan.county, year: establishedYear(db, id) }, main, plan.kind);
    run(db, 'UPDATE companies SET intro = ? WHERE id = ?', intro, id);
    counters[plan.kind] = (counters[plan.kind] ?? 0) + 1;
    run(
      db,
      `INSERT INTO users (account, mobile, password_hash, nickname, role, company_id, authenticated, email, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      `${plan.kind}${String(counters[plan.kind]).padStart(2, '0')}`,
      `139${String(10000000 + index + 1)}`,
      passwordHash,
      ctx.faker.person.fullName(),
      plan.kind,
      id,
      `${plan.kind}${String(counters[plan.kind]).padStart(2, '0')}@example.com`,
      ctx.now - ctx.int(30, 900) * DAY,
    );
    return {
      id,
      kind: plan.kind,
      name,
      industries: [...plan.industries],
      countyCode: plan.county,
      booth: '',
      products: plan.products,
      brandId: null,
    };
  });
}

function companyNames(
  ctx: SeedContext,
  plan: CompanyPlan,
  prefix: string,
  word: string,
  trade: string,
): { name: string; shopName: string | null } {
  switch (plan.kind) {
    case 'shop':
      return {
        name: `${prefix}${word}${trade}${ctx.pick(['商行', '经营部', '贸易有限公司'])}`,
        shopName: `${word}${trade}`,
      };
    case 'factory':
      return {
        name: `${prefix}${word}${trade}${ctx.pick(['制品有限公司', '厂', '实业有限公司'])}`,
        shopName: `${word}${trade}工厂`,
      };
    case 'provider':
      return { name: `${prefix}${word}${trade}有限公司`, shopName: `${word}${trade}` };
    default:
      return { name: `${prefix}${word}${trade}有限公司`, shopName: null };
  }
}

function providerMain(trade: string): string {
  const map: Record<string, string> = {
    国际货运代理: '海运拼箱、空运快递、中欧班列',
    供应链管理: '采购代理、仓储分拣、供应链金融',
    报关: '报关报检、出口退税、1039市场采购申报',
    检测技术: '产品检测、验厂审核、认证咨询',
    品牌设计: '品牌策划、包装设计、产品摄影',
  };
  return map[trade] ?? trade;
}

function seedProfiles(db: Db, ctx: SeedContext, companies: SeededCompany[], hallIds: number[]): void {
  for (const company of companies) {
    const first = company.industries[0];
    const hallIndex = first === undefined ? -1 : HALLS.findIndex((hall) => hall.industries.includes(first));
    const inHall = hallIndex >= 0 && (company.kind === 'shop' || (company.kind === 'factory' && ctx.int(1, 10) <= 5));
    const floor = ctx.int(1, HALLS[hallIndex]?.floors ?? 4);
    company.booth = inHall
      ? `${HALLS[hallIndex]?.name ?? ''} ${floor}楼 ${ctx.int(1, 40)}街 ${hallIndex + 1}${floor}${String(ctx.int(1, 999)).padStart(3, '0')}号`
      : '';
    const factory = company.kind === 'factory';
    const industry = first === undefined ? undefined : industryByKey(first);
    const certs =
      industry && factory ? ctx.faker.helpers.arrayElements([...industry.certifications], { min: 1, max: 3 }) : [];
    run(
      db,
      `INSERT INTO catalogue_company_profiles (company_id, hall_id, booth, employees, plant_area, annual_output_fen,
         founded_year, certifications, main_market, followers, views, recommend)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      company.id,
      inHall ? (hallIds[hallIndex] ?? null) : null,
      company.booth,
      factory ? ctx.int(60, 1200) : ctx.int(3, 60),
      factory ? ctx.int(20, 600) * 100 : 0,
      (factory ? ctx.int(2000, 50000) : ctx.int(80, 3000)) * 10000 * 100,
      establishedYear(db, company.id),
      JSON.stringify(certs),
      ctx.faker.helpers.arrayElements(MAIN_MARKETS, { min: 1, max: 3 }).join('、'),
      ctx.int(20, 5000),
      ctx.int(500, 60000),
      company.kind === 'platform' || company.kind === 'buyer' ? 0 : ctx.int(1, 3) === 1 ? 1 : 0,
    );
  }
  // The demo seller and factory are always on the home page.
  for (const company of companies.slice(0, 2)) {
    run(db, 'UPDATE catalogue_company_profiles SET recommend = 1 WHERE company_id = ?', company.id);
  }
}

interface SeededBrand {
  id: number;
  industry: string;
  companyId: number | null;
}

function seedBrands(db: Db, ctx: SeedContext, companies: SeededCompany[], industries: SeededIndustry[]): SeededBrand[] {
  const sellers = companies.filter((c) => c.kind === 'shop' || c.kind === 'factory');
  return BRANDS.map((brand, index) => {
    // The first brand of an industry goes to the demo company of that industry when there is one.
    const owner =
      sellers.find((c) => c.brandId === null && c.industries[0] === brand.industry && companies.indexOf(c) < 2) ??
      sellers.find((c) => c.brandId === null && c.industries.includes(brand.industry)) ??
      null;
    const industry = industries.find((s) => s.industry.key === brand.industry);
    const leaf = industry ? ctx.pick(industry.leaves) : undefined;
    const id = run(
      db,
      `INSERT INTO brands (name, name_en, company_id, category_id, intro, recommend, followers)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      brand.name,
      brand.nameEn,
      owner?.id ?? null,
      industry?.id ?? null,
      `${brand.name}（${brand.nameEn}）专注${industry?.industry.name ?? ''}领域${ctx.int(5, 20)}年，以${leaf?.name ?? '精品'}为代表产品，坚持原创设计与严格品控，${owner ? `由${owner.name}运营，` : ''}产品畅销国内外市场。`,
      index % 3 === 0 ? 1 : 0,
      ctx.int(100, 20000),
    ).lastId;
    run(db, 'UPDATE brands SET logo = ? WHERE id = ?', brandImage(id), id);
    if (owner) owner.brandId = id;
    return { id, industry: brand.industry, companyId: owner?.id ?? null };
  });
}

function seedProducts(
  db: Db,
  ctx: SeedContext,
  companies: SeededCompany[],
  brands: SeededBrand[],
  industries: SeededIndustry[],
): number {
  let seq = 0;
  for (const company of companies) {
    for (let n = 0; n < company.products; n += 1) {
      seq += 1;
      const key = ctx.pick(company.industries);
      const seeded = industries.find((s) => s.industry.key === key);
      if (!seeded) continue;
      insertProduct(db, ctx, seq, company, seeded, brandFor(ctx, company, key, brands));
    }
  }
  return seq;
}

function brandFor(ctx: SeedContext, company: SeededCompany, industry: string, brands: SeededBrand[]): number | null {
  if (company.kind === 'platform') {
    const options = brands.filter((b) => b.industry === industry);
    return options.length > 0 && ctx.int(1, 2) === 1 ? ctx.pick(options).id : null;
  }
  const own = brands.find((b) => b.companyId === company.id && b.industry === industry);
  return own && ctx.int(1, 100) <= 85 ? own.id : null;
}

const UNIT_FACTOR: Record<Unit, number> = { piece: 1, item: 1, set: 4, ton: 1500, vehicle: 6000 };

function insertProduct(
  db: Db,
  ctx: SeedContext,
  seq: number,
  company: SeededCompany,
  seeded: SeededIndustry,
  brandId: number | null,
): void {
  const { industry } = seeded;
  const leaf = ctx.pick(seeded.leaves);
  const style = ctx.pick(industry.styles);
  const material = ctx.pick(industry.materials);
  const suffix = ctx.pick(industry.suffixes);
  const title = `${style}${material}${leaf.name} ${suffix}`;
  const unit = ctx.pick(industry.units);
  const base = ctx.int(industry.priceFen[0], industry.priceFen[1]);
  const priceFen = Math.round((base * UNIT_FACTOR[unit]) / 10) * 10;
  const marketFen = Math.round((priceFen * ctx.int(110, 160)) / 1000) * 10;
  const bulk = unit === 'ton' || unit === 'vehicle';
  const minOrder = bulk ? ctx.pick([5000, 10000, 20000]) : ctx.pick([10, 50, 100, 200, 500, 1000]) * 10000;
  // About 2% hold less stock than their minimum order (the cart's 'Inventory is less...' case).
  const stock =
    ctx.int(1, 100) <= 2 ? Math.floor(minOrder / 2) : bulk ? ctx.int(50, 5000) * 1000 : ctx.int(5, 2000) * 100 * 10000;
  const specs = [
    { name: '材质', nameEn: 'Material', value: material },
    ...industry.specs.map((spec) => ({ name: spec.name, nameEn: spec.nameEn, value: ctx.pick(spec.values) })),
    { name: '产地', nameEn: 'Origin', value: regionText(company.countyCode, ' ') },
  ];
  const roll = ctx.int(1, 100);
  const sales = ctx.int(0, 20000);
  const createdAt = ctx.now - ctx.int(1, 365) * DAY - ctx.int(0, DAY - 1);
  const id = run(
    db,
    `INSERT INTO products (code, title, category_id, brand_id, company_id, source, unit, price_fen, market_price_fen,
       price_valid, price_needs_apply, stock, min_order, off_shelf, discount, image, specs, description,
       origin_province_code, origin_city_code, origin_county_code, sales, views, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?, ?, ?, ?, ?, ?)`,
    `MC${String(10000000 + seq)}`,
    title,
    leaf.id,
    brandId,
    company.id,
    company.kind === 'platform' ? 'self' : company.kind === 'factory' ? 'supplier' : 'sale',
    unit,
    priceFen,
    marketFen,
    roll <= 5 ? 1 : 0,
    roll > 5 && roll <= 13 ? 1 : 0,
    bigUnitsToQuantity(BigInt(stock)),
    bigUnitsToQuantity(BigInt(minOrder)),
    roll > 13 && roll <= 18 ? 1 : 0,
    roll > 18 && roll <= 25 ? 1 : 0,
    JSON.stringify(specs),
    productDescription(ctx, title, company, material, industry).join('\n'),
    company.countyCode.slice(0, 2),
    company.countyCode.slice(0, 4),
    company.countyCode,
    sales,
    sales * ctx.int(3, 20) + ctx.int(10, 500),
    createdAt,
  ).lastId;
  run(db, 'UPDATE products SET image = ? WHERE id = ?', goodsImage(id), id);
  if (roll > 18 && roll <= 25) {
    // Limited-time discounts: most running now, one in seven already over.
    const over = roll === 25;
    const startsAt = ctx.now - ctx.int(1, 72) * HOUR;
    const endsAt = over ? ctx.now - ctx.int(1, 48) * HOUR : ctx.now + ctx.int(2, 240) * HOUR;
    run(
      db,
      'INSERT INTO catalogue_discounts (product_id, price_fen, starts_at, ends_at) VALUES (?, ?, ?, ?)',
      id,
      Math.max(10, Math.round((priceFen * ctx.int(60, 90)) / 1000) * 10),
      Math.min(startsAt, endsAt - HOUR),
      endsAt,
    );
  }
}

function productDescription(
  ctx: SeedContext,
  title: string,
  company: SeededCompany,
  material: string,
  industry: Industry,
): string[] {
  return [
    `本款${title.split(' ')[0]}由${company.name}${company.kind === 'factory' ? '自有工厂生产' : '精选供应'}，采用${material}材质，做工精细，品质稳定，适合${ctx.pick(['超市卖场', '跨境电商', '礼品促销', '批发零售', '外贸出口'])}等渠道销售。`,
    `支持${ctx.pick(['混批', '小批量起订', '来样定制', 'OEM/ODM贴牌'])}，常规款现货充足，${ctx.pick(['48小时内发货', '下单后3天内发货', '大货15天交期'])}；可提供${ctx.pick(industry.certifications)}等检测报告。`,
    `欢迎各地客商来电洽谈${company.booth ? `，或到${company.booth}实地看样` : '，或预约到厂参观'}。`,
  ];
}
