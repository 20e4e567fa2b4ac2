// The home page's one read (home/homeData): banners, categories, recommended shops, factories, goods and
// brands of the catalogue, the content module's headlines and the industrial belts, in one cached answer. A
// module of its own because it composes those three domains, each through its door, none of which needs it.
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import { one } from '../../db/database.ts';
import type { HomeData, TourTarget } from '@portal/contracts/http/home';
import { headlineNews } from '../content/public.ts';
import { beltEntries } from '../industrial-belt/public.ts';
import {
  AnswerCache,
  banners,
  categoryRef,
  listProducts,
  loadCategories,
  productCounts,
  recommendedBrands,
  recommendedCompanies,
  replyFrom,
  type Answer,
  type ReadContext,
} from '../catalogue/public.ts';

/** The 8 entry points of the first-visit tour (docs/requirements.md section 2), in order. */
export const TOUR_TARGETS: readonly TourTarget[] = [
  {
    step: 1,
    key: 'merchantCenter',
    title: '商家中心',
    titleEn: 'Merchant Center',
    description: '申请入驻、管理店铺与商品',
    descriptionEn: 'Join as a merchant, manage your store and goods',
    link: '/certification',
  },
  {
    step: 2,
    key: 'serviceCenter',
    title: '服务中心',
    titleEn: 'Service Center',
    description: '帮助中心、公告与客服',
    descriptionEn: 'Help centre, announcements and support',
    link: '/help',
  },
  {
    step: 3,
    key: 'industryClassification',
    title: '行业分类',
    titleEn: 'Industry Classification',
    description: '按行业逐级浏览全部商品',
    descriptionEn: 'Browse every product by industry',
    link: '/typeDetail',
  },
  {
    step: 4,
    key: 'professionalMarket',
    title: '专业市场',
    titleEn: 'Professional Market',
    description: '国际商贸城五大区块的商户与商品',
    descriptionEn: 'Shops and goods of the five market districts',
    link: '/market',
  },
  {
    step: 5,
    key: 'industrialBelt',
    title: '浙江产业带',
    titleEn: 'Regional Industrial Belt',
    description: '永康五金、诸暨袜业等特色产业带地图',
    descriptionEn: 'The map of Yongkang hardware, Zhuji socks and more',
    link: '/industrialBelt',
  },
  {
    step: 6,
    key: 'sourceFactories',
    title: '源头工厂',
    titleEn: 'Source Factories',
    description: '实力工厂直供，验厂报告可查',
    descriptionEn: 'Buy direct from verified factories',
    link: '/factoryZone',
  },
  {
    step: 7,
    key: 'serviceZone',
    title: '服务专区',
    titleEn: 'Service Zone',
    description: '物流、金融、报关、检测一站式服务',
    descriptionEn: 'Logistics, finance, customs and testing in one place',
    link: '/serviceSector',
  },
  {
    step: 8,
    key: 'zone1039',
    title: '1039专区',
    titleEn: '1039 Zone',
    description: '市场采购贸易方式便利出口',
    descriptionEn: 'Easy exports under market-procurement trade',
    link: '/serverEntranceDetail',
  },
];

/**
 * home/homeData is the busiest read of the portal and costs ~25 ms of joins and sorts, so its answer is kept
 * per database and per caller (viewer, price grants: the JSON of the read context without the clock). An
 * entry holds while (a) no row of the database has changed: `total_changes()` of this connection grows with
 * every insert, update or delete (rolled back ones too, which only makes the entry stale early) and
 * `data_version` with every commit of another connection; and (b) the clock stays between the same two
 * discount boundaries, the only place the answer depends on the time. No writer has to remember to
 * invalidate it, so it cannot serve data that a commit has changed.
 */
const homeAnswers = new AnswerCache<HomeData>(64);

function homeEntry(db: Db, ctx: ReadContext): Answer<HomeData> {
  return homeAnswers.get(db, JSON.stringify({ ...ctx, now: undefined }), ctx.now, () => computeHomeData(db, ctx));
}

export function homeData(db: Db, ctx: ReadContext): HomeData {
  return homeEntry(db, ctx).data;
}

/** The route's answer, its ~42 KB of JSON written once per entry (read-cache.ts replyFrom). */
export function homeDataReply(db: Db, ctx: ReadContext, reply: FastifyReply): HomeData {
  return replyFrom(reply, homeEntry(db, ctx));
}

function computeHomeData(db: Db, ctx: ReadContext): HomeData {
  const index = loadCategories(db);
  const counts = productCounts(db, index);
  const count = (sql: string) => one<{ n: number }>(db, sql)?.n ?? 0;
  return {
    banners: banners(db, 'home'),
    categoryShortcuts: index.childrenOf(null).map((row) => ({
      ...categoryRef(row),
      icon: row.icon ?? '',
      productCount: counts.get(row.id) ?? 0,
      childList: index.childrenOf(row.id).map(categoryRef),
    })),
    recommendedShops: recommendedCompanies(db, 'shop', { limit: 8, lang: ctx.lang }),
    recommendedFactories: recommendedCompanies(db, 'factory', { limit: 8, lang: ctx.lang }),
    recommendedProducts: listProducts(db, { sort: 'salesDesc' }, ctx, 12),
    discountProducts: listProducts(db, { discount: true, sort: 'salesDesc' }, ctx, 8),
    newProducts: listProducts(db, { sort: 'newest' }, ctx, 8),
    recommendedBrands: recommendedBrands(db, 10, ctx.lang),
    news: headlineNews(db, 8, ctx.lang),
    industrialBelts: beltEntries(db, 8),
    tourTargets: [...TOUR_TARGETS],
    stats: {
      shopCount: count("SELECT count(*) AS n FROM companies WHERE kind = 'shop' AND audit_status = 'auditPass'"),
      factoryCount: count("SELECT count(*) AS n FROM companies WHERE kind = 'factory' AND audit_status = 'auditPass'"),
      providerCount: count(
        "SELECT count(*) AS n FROM companies WHERE kind = 'provider' AND audit_status = 'auditPass'",
      ),
      productCount: count('SELECT count(*) AS n FROM products WHERE off_shelf = 0'),
      brandCount: count('SELECT count(*) AS n FROM brands'),
    },
  };
}
