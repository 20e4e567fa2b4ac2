// The catalogue module's seed (module.ts), run right after the core seed: the category tree, the market halls,
// banners, ~44 more companies (shops, factories, providers, buyers) each with a user, brands and ~400
// products. Deterministic: only ctx.faker / ctx.pick / ctx.int / ctx.now.
import type { Db } from '../../db/database.ts';
import { one, run } from '../../db/database.ts';
import { hashPassword } from '../../lib/password.ts';
import { brandImage, categoryImage, goodsImage } from '../../lib/assets.ts';
import { DAY, HOUR } from '../../lib/china-time.ts';
import { bigUnitsToQuantity } from '../../lib/money.ts';
import { regionName } from '../region/public.ts';
import type { SeedContext } from '../../seed/context.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { insertCompany, regionText } from '../../seed/companies.ts';
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
} from '../../seed/catalogue-data.ts';
import { en, lowerEn, pinyinWord, placeEn, regionEn } from '../../seed/english-data.ts';

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
  nameEn: string;
  industries: string[];
  countyCode: string;
  booth: string;
  boothEn: string;
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
    const namesEn = hall.industries.map((key) => lowerEn(industryByKey(key).nameEn)).join(', ');
    return run(
      db,
      `INSERT INTO catalogue_halls (name, name_en, floors, booths, intro, industries, sort, intro_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      hall.name,
      hall.nameEn,
      hall.floors,
      hall.booths,
      `${hall.name}共${hall.floors}层，设商位约${hall.booths}个，主营${names}等行业，汇聚源头工厂与品牌商户，常年展销。`,
      ids.join(','),
      i + 1,
      `${hall.nameEn} has ${hall.floors} floors and about ${hall.booths.toLocaleString('en-US')} booths, mainly for ${namesEn}. Source factories and brand merchants show their goods here all year round.`,
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

interface Bilingual {
  zh: string;
  en: string;
}

function mainProductsOf(ctx: SeedContext, industries: SeededIndustry[], keys: readonly string[]): Bilingual {
  const leaves = industries.filter((s) => keys.includes(s.industry.key)).flatMap((s) => s.leaves);
  if (leaves.length === 0) return { zh: '', en: '' };
  const picked = new Map<string, string>();
  for (let i = 0; i < 4; i += 1) {
    const leaf = ctx.pick(leaves);
    picked.set(leaf.name, lowerEn(leaf.nameEn));
  }
  return { zh: [...picked.keys()].join('、'), en: [...picked.values()].join(', ') };
}

const PROVIDER_MAIN_EN = 'international freight forwarding, LCL sea freight, warehousing and delivery';

/** The demo companies of the core seed get industries, intro and products. */
function demoCompanies(db: Db, ctx: SeedContext, industries: SeededIndustry[]): SeededCompany[] {
  const companyOf = (account: string) =>
    one<{ id: number; name: string; name_en: string; county_code: string }>(
      db,
      'SELECT c.id, c.name, c.name_en, c.county_code FROM users u JOIN companies c ON c.id = u.company_id WHERE u.account = ?',
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
      plan.kind === 'provider'
        ? { zh: '国际货运代理、海运拼箱、仓储配送', en: PROVIDER_MAIN_EN }
        : mainProductsOf(ctx, industries, plan.industries);
    const intro =
      plan.kind === 'platform'
        ? {
            zh: '义乌小商品城平台运营中心负责平台自营商品的选品、质检与履约，精选市场优质货源，统一品控、统一发货。',
            en: 'The Yiwu Commodity City Platform Operations Centre selects, inspects and fulfils the platform’s self-run goods: the best sources of the market, under one quality control and shipped from one place.',
          }
        : companyIntro(
            ctx,
            {
              name: company.name,
              nameEn: company.name_en,
              county: company.county_code,
              year: establishedYear(db, company.id),
            },
            main,
            plan.kind,
          );
    run(
      db,
      `UPDATE companies SET industries = ?, main_products = ?, intro = ?, rating = ?, high_quality = ?, shop_type = ?,
         shop_name = COALESCE(shop_name, ?), main_products_en = ?, intro_en = ?, shop_name_en = COALESCE(shop_name_en, ?)
       WHERE id = ?`,
      industryIds(industries, plan.industries).slice(0, 5).join(','),
      main.zh,
      intro.zh,
      ctx.int(85, 98),
      plan.kind === 'factory' ? 1 : 0,
      plan.kind === 'shop' ? 'speciality' : plan.kind === 'factory' ? 'factory-direct' : null,
      plan.kind === 'platform' ? '商城自营' : plan.kind === 'provider' ? '通达物流' : null,
      main.en,
      intro.en,
      plan.kind === 'platform' ? 'Market City Direct' : plan.kind === 'provider' ? 'Tongda Logistics' : null,
      company.id,
    );
    result.push({
      id: company.id,
      kind: plan.kind,
      name: company.name,
      nameEn: company.name_en,
      industries: [...plan.industries],
      countyCode: company.county_code,
      booth: '',
      boothEn: '',
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

/** The intro in both languages; each random value is drawn once, in the order the Chinese text always drew it. */
function companyIntro(
  ctx: SeedContext,
  company: { name: string; nameEn: string; county: string; year: number },
  main: Bilingual,
  kind: string,
): Bilingual {
  const { name, nameEn, year } = company;
  const region = regionText(company.county);
  const opening = `${name}成立于${year}年，位于${region}`;
  const openingEn = `Founded in ${year} and based in ${regionEn(company.county)}, ${nameEn}`;
  switch (kind) {
    case 'factory': {
      const lines = ctx.int(3, 20);
      const market = ctx.pick(MAIN_MARKETS);
      return {
        zh: `${opening}，是一家集研发、生产、销售于一体的源头工厂，主营${main.zh}等产品。工厂拥有现代化生产线${lines}条，支持OEM/ODM定制，产品远销${market}等地区。`,
        en: `${openingEn} is a source factory that designs, makes and sells ${main.en} and more. It runs ${lines} modern production lines, takes OEM/ODM orders and exports to ${en(market)} and beyond.`,
      };
    }
    case 'shop':
      return {
        zh: `${opening}，常年在义乌国际商贸城经营${main.zh}等商品，款式齐全、现货充足，支持混批与一件代发，诚信经营，欢迎新老客户洽谈合作。`,
        en: `${openingEn} sells ${main.en} and more at Yiwu International Trade City all year round: a full range of styles in stock, mixed wholesale and dropshipping, and honest dealing. New and returning buyers are welcome.`,
      };
    case 'provider': {
      const clients = ctx.int(3, 50);
      return {
        zh: `${opening}，为市场经营户和采购商提供专业服务，团队经验丰富，响应迅速，已服务客户超过${clients}00家。`,
        en: `${openingEn} serves market traders and buyers with an experienced, responsive team and has worked for more than ${clients}00 clients.`,
      };
    }
    default: {
      const market = ctx.pick(MAIN_MARKETS);
      return {
        zh: `${opening}，长期从义乌市场采购${main.zh || '各类小商品'}，销往${market}，年采购额稳定增长。`,
        en: `${openingEn} has long sourced ${main.en || 'small commodities of every kind'} from the Yiwu market for ${en(market)}, with purchases growing steadily every year.`,
      };
    }
  }
}

function namePrefix(county: string): Bilingual {
  const countyName = regionName(county) ?? '';
  if (countyName.endsWith('区')) {
    const cityName = regionName(county.slice(0, 4)) ?? '';
    return { zh: `${cityName}${countyName}`, en: `${placeEn(cityName)} ${pinyinWord(countyName.slice(0, -1))}` };
  }
  return { zh: countyName, en: placeEn(countyName) };
}

function seedCompanies(db: Db, ctx: SeedContext, industries: SeededIndustry[]): SeededCompany[] {
  const words = ctx.faker.helpers.shuffle([...NAME_WORDS]);
  const passwordHash = hashPassword(DEMO_PASSWORD, 'catalogue-seed-salt');
  const counters: Record<string, number> = {};
  return COMPANY_PLANS.map((plan, index) => {
    const word = words[index % words.length] ?? '宏达';
    const trade = plan.trade ?? industryByKey(plan.industries[0] ?? 'daily').trade;
    const prefix = namePrefix(plan.county);
    const { name, nameEn, shopName, shopNameEn } = companyNames(ctx, plan, prefix, word, trade);
    const main =
      plan.kind === 'provider' ? providerMain(plan.trade ?? '') : mainProductsOf(ctx, industries, plan.industries);
    const id = insertCompany(db, ctx, {
      name,
      nameEn,
      shopNameEn,
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
      mainProducts: main.zh,
      industries: industryIds(industries, plan.industries),
      rating: ctx.int(68, 99),
      highQuality: plan.kind === 'factory' && ctx.int(1, 10) <= 6,
    });
    const intro = companyIntro(
      ctx,
      { name, nameEn, county: plan.county, year: establishedYear(db, id) },
      main,
      plan.kind,
    );
    run(
      db,
      'UPDATE companies SET intro = ?, intro_en = ?, main_products_en = ? WHERE id = ?',
      intro.zh,
      intro.en,
      main.en,
      id,
    );
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
      nameEn,
      industries: [...plan.industries],
      countyCode: plan.county,
      booth: '',
      boothEn: '',
      products: plan.products,
      brandId: null,
    };
  });
}

/** Chinese company-form words and their English forms (a pick of the pair draws like a pick of the word). */
const SHOP_FORMS: readonly (readonly [string, string])[] = [
  ['商行', 'Trading Firm'],
  ['经营部', 'Store'],
  ['贸易有限公司', 'Trading Co., Ltd.'],
];
const FACTORY_FORMS: readonly (readonly [string, string])[] = [
  ['制品有限公司', 'Products Co., Ltd.'],
  ['厂', 'Factory'],
  ['实业有限公司', 'Industrial Co., Ltd.'],
];

function companyNames(
  ctx: SeedContext,
  plan: CompanyPlan,
  prefix: Bilingual,
  word: string,
  trade: string,
): { name: string; nameEn: string; shopName: string | null; shopNameEn: string | null } {
  const wordEn = pinyinWord(word);
  const tradeEn = en(trade);
  switch (plan.kind) {
    case 'shop': {
      const [form, formEn] = ctx.pick(SHOP_FORMS);
      return {
        name: `${prefix.zh}${word}${trade}${form}`,
        nameEn: `${prefix.en} ${wordEn} ${tradeEn} ${formEn}`,
        shopName: `${word}${trade}`,
        shopNameEn: `${wordEn} ${tradeEn}`,
      };
    }
    case 'factory': {
      const [form, formEn] = ctx.pick(FACTORY_FORMS);
      return {
        name: `${prefix.zh}${word}${trade}${form}`,
        nameEn: `${prefix.en} ${wordEn} ${tradeEn} ${formEn}`,
        shopName: `${word}${trade}工厂`,
        shopNameEn: `${wordEn} ${tradeEn} Factory`,
      };
    }
    case 'provider':
      return {
        name: `${prefix.zh}${word}${trade}有限公司`,
        nameEn: `${prefix.en} ${wordEn} ${tradeEn} Co., Ltd.`,
        shopName: `${word}${trade}`,
        shopNameEn: `${wordEn} ${tradeEn}`,
      };
    default:
      return {
        name: `${prefix.zh}${word}${trade}有限公司`,
        nameEn: `${prefix.en} ${wordEn} ${tradeEn} Co., Ltd.`,
        shopName: null,
        shopNameEn: null,
      };
  }
}

function providerMain(trade: string): Bilingual {
  const map: Record<string, Bilingual> = {
    国际货运代理: { zh: '海运拼箱、空运快递、中欧班列', en: 'LCL sea freight, air express, China-Europe rail freight' },
    供应链管理: {
      zh: '采购代理、仓储分拣、供应链金融',
      en: 'sourcing agency, warehousing and sorting, supply-chain finance',
    },
    报关: {
      zh: '报关报检、出口退税、1039市场采购申报',
      en: 'customs declaration and inspection, export tax refunds, 1039 market-procurement filings',
    },
    检测技术: { zh: '产品检测、验厂审核、认证咨询', en: 'product testing, factory audits, certification advice' },
    品牌设计: { zh: '品牌策划、包装设计、产品摄影', en: 'brand planning, packaging design, product photography' },
  };
  return map[trade] ?? { zh: trade, en: en(trade) };
}

function seedProfiles(db: Db, ctx: SeedContext, companies: SeededCompany[], hallIds: number[]): void {
  for (const company of companies) {
    const first = company.industries[0];
    const hallIndex = first === undefined ? -1 : HALLS.findIndex((hall) => hall.industries.includes(first));
    const inHall = hallIndex >= 0 && (company.kind === 'shop' || (company.kind === 'factory' && ctx.int(1, 10) <= 5));
    const floor = ctx.int(1, HALLS[hallIndex]?.floors ?? 4);
    if (inHall) {
      const street = ctx.int(1, 40);
      const booth = `${hallIndex + 1}${floor}${String(ctx.int(1, 999)).padStart(3, '0')}`;
      company.booth = `${HALLS[hallIndex]?.name ?? ''} ${floor}楼 ${street}街 ${booth}号`;
      company.boothEn = `${HALLS[hallIndex]?.nameEn ?? ''}, Floor ${floor}, Street ${street}, Booth ${booth}`;
    } else {
      company.booth = '';
      company.boothEn = '';
    }
    const factory = company.kind === 'factory';
    const industry = first === undefined ? undefined : industryByKey(first);
    const certs =
      industry && factory ? ctx.faker.helpers.arrayElements([...industry.certifications], { min: 1, max: 3 }) : [];
    // Drawn in the middle of the INSERT's arguments (where the Chinese always drew it), kept for the English.
    let markets: string[] | undefined;
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
      (markets = ctx.faker.helpers.arrayElements(MAIN_MARKETS, { min: 1, max: 3 })).join('、'),
      ctx.int(20, 5000),
      ctx.int(500, 60000),
      company.kind === 'platform' || company.kind === 'buyer' ? 0 : ctx.int(1, 3) === 1 ? 1 : 0,
    );
    const marketsEn = (markets ?? []).map(en).join(', ');
    run(
      db,
      `UPDATE catalogue_company_profiles SET booth_en = ?, certifications_en = ?, main_market_en = ? WHERE company_id = ?`,
      company.boothEn,
      JSON.stringify(certs.map(en)),
      marketsEn.charAt(0).toUpperCase() + marketsEn.slice(1),
      company.id,
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
    const years = ctx.int(5, 20);
    const introEn = `${brand.nameEn} has specialised in ${lowerEn(industry?.industry.nameEn ?? 'small commodities')} for ${years} years, best known for its ${lowerEn(leaf?.nameEn ?? 'fine goods')}. Original design and strict quality control${owner ? `; run by ${owner.nameEn}` : ''}. Its goods sell well at home and abroad.`;
    const id = run(
      db,
      `INSERT INTO brands (name, name_en, company_id, category_id, intro, recommend, followers, intro_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      brand.name,
      brand.nameEn,
      owner?.id ?? null,
      industry?.id ?? null,
      `${brand.name}（${brand.nameEn}）专注${industry?.industry.name ?? ''}领域${years}年，以${leaf?.name ?? '精品'}为代表产品，坚持原创设计与严格品控，${owner ? `由${owner.name}运营，` : ''}产品畅销国内外市场。`,
      index % 3 === 0 ? 1 : 0,
      ctx.int(100, 20000),
      introEn,
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
  const titleEn = `${en(style)} ${en(material)} ${leaf.nameEn} – ${en(suffix)}`;
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
  const specsEn = specs.map((spec, i) => ({
    ...spec,
    value: i === specs.length - 1 ? regionEn(company.countyCode) : en(spec.value),
  }));
  const roll = ctx.int(1, 100);
  const sales = ctx.int(0, 20000);
  const createdAt = ctx.now - ctx.int(1, 365) * DAY - ctx.int(0, DAY - 1);
  const description = productDescription(
    ctx,
    { zh: title.split(' ')[0] ?? title, en: titleEn.split(' – ')[0] ?? titleEn },
    company,
    material,
    industry,
  );
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
    description.zh.join('\n'),
    company.countyCode.slice(0, 2),
    company.countyCode.slice(0, 4),
    company.countyCode,
    sales,
    sales * ctx.int(3, 20) + ctx.int(10, 500),
    createdAt,
  ).lastId;
  run(
    db,
    'UPDATE products SET image = ?, title_en = ?, description_en = ?, specs_en = ? WHERE id = ?',
    goodsImage(id),
    titleEn,
    description.en.join('\n'),
    JSON.stringify(specsEn),
    id,
  );
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

/** The description in both languages; each choice is drawn once, in the order the Chinese always drew it. */
function productDescription(
  ctx: SeedContext,
  name: Bilingual,
  company: SeededCompany,
  material: string,
  industry: Industry,
): { zh: string[]; en: string[] } {
  const channel = ctx.pick(CHANNELS);
  const terms = ctx.pick(TERMS);
  const shipping = ctx.pick(SHIPPING);
  const cert = ctx.pick(industry.certifications);
  const factory = company.kind === 'factory';
  return {
    zh: [
      `本款${name.zh}由${company.name}${factory ? '自有工厂生产' : '精选供应'}，采用${material}材质，做工精细，品质稳定，适合${channel[0]}等渠道销售。`,
      `支持${terms[0]}，常规款现货充足，${shipping[0]}；可提供${cert}等检测报告。`,
      `欢迎各地客商来电洽谈${company.booth ? `，或到${company.booth}实地看样` : '，或预约到厂参观'}。`,
    ],
    en: [
      `This ${name.en} is ${factory ? 'made in its own factory by' : 'selected and supplied by'} ${company.nameEn}. Made of ${en(material)}, finely finished and of steady quality, it sells well through ${channel[1]}.`,
      `${terms[1]}; regular styles are in stock and ${shipping[1]}. ${en(cert)} test reports are available.`,
      `Buyers from everywhere are welcome to call${company.boothEn ? `, or to see samples at ${company.boothEn}` : ', or to book a factory visit'}.`,
    ],
  };
}

const CHANNELS: readonly (readonly [string, string])[] = [
  ['超市卖场', 'supermarkets'],
  ['跨境电商', 'cross-border e-commerce'],
  ['礼品促销', 'gifts and promotions'],
  ['批发零售', 'wholesale and retail'],
  ['外贸出口', 'export trade'],
];
const TERMS: readonly (readonly [string, string])[] = [
  ['混批', 'Mixed wholesale orders welcome'],
  ['小批量起订', 'Small minimum orders'],
  ['来样定制', 'Made to your sample'],
  ['OEM/ODM贴牌', 'OEM/ODM private label'],
];
const SHIPPING: readonly (readonly [string, string])[] = [
  ['48小时内发货', 'ship within 48 hours'],
  ['下单后3天内发货', 'ship within 3 days of the order'],
  ['大货15天交期', 'bulk orders are delivered in 15 days'],
];
