// The catalogue's pages around the home page: banners, a brand's store, the search box offers, the exhibition
// halls and the market filters (the home page itself, which composes several modules, is the `home` module's).
import type { Db } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import type { Banner, BrandDetail } from '@portal/contracts/entities/catalogue';
import type { SearchConditions, ShowRoomHall, StoreDecoration } from '@portal/contracts/http/home';
import type { MarketCriteria, ShowRoomCriteria } from '@portal/contracts/http/product-related-attributes';
import type { PageOf } from '@portal/contracts/operation';
import { bannerImage } from '../../lib/assets.ts';
import { regionName } from '../region/public.ts';
import { categoryRef, loadCategories, productCounts } from './categories.ts';
import { brandById, companyCardsByIds, marketHalls } from './companies.ts';
import { listProducts, productFacets, SORT_OPTIONS } from './products.ts';
import { pageArgs } from '../../lib/paging.ts';
import type { ReadContext } from './viewer.ts';
import type { Lang } from '@portal/contracts/envelope';
import { textSql } from '../../lib/text.ts';
import { assetUrl } from '../../lib/assets.ts';

interface BannerRow {
  id: number;
  key: string;
  placement: string;
  title: string;
  title_en: string;
  subtitle: string;
  subtitle_en: string;
  link: string;
}

export function banners(db: Db, placement: string): Banner[] {
  return all<BannerRow>(db, 'SELECT * FROM catalogue_banners WHERE placement = ? ORDER BY sort, id', placement).map(
    (row) => ({
      id: row.id,
      key: row.key,
      placement: row.placement,
      title: row.title,
      titleEn: row.title_en,
      subtitle: row.subtitle,
      subtitleEn: row.subtitle_en,
      image: bannerImage(row.key),
      link: row.link,
    }),
  );
}

export function brandDetail(db: Db, id: number, ctx: ReadContext): BrandDetail {
  const brand = brandById(db, id, ctx.lang);
  return {
    ...brand,
    company: brand.companyId === null ? null : (companyCardsByIds(db, [brand.companyId], ctx.lang)[0] ?? null),
    products: listProducts(db, { brandId: id, sort: 'salesDesc' }, ctx, 12),
  };
}

export function storeDecoration(db: Db, brandId: number, ctx: ReadContext): StoreDecoration {
  const brand = brandById(db, brandId, ctx.lang);
  const index = loadCategories(db);
  const categories = all<{ category_id: number; n: number }>(
    db,
    `SELECT category_id, count(*) AS n FROM products WHERE brand_id = ? AND off_shelf = 0
     GROUP BY category_id ORDER BY n DESC, category_id`,
    brandId,
  ).flatMap(({ category_id, n }) => {
    const row = index.byId.get(category_id);
    return row ? [{ ...categoryRef(row), productCount: n }] : [];
  });
  const company = brand.companyId === null ? null : (companyCardsByIds(db, [brand.companyId], ctx.lang)[0] ?? null);
  const sections: StoreDecoration['sections'] = [
    {
      key: 'hot',
      title: '热销爆款',
      titleEn: 'Best sellers',
      products: listProducts(db, { brandId, sort: 'salesDesc' }, ctx, 8),
    },
    {
      key: 'new',
      title: '新品上架',
      titleEn: 'New arrivals',
      products: listProducts(db, { brandId, sort: 'newest' }, ctx, 8),
    },
    {
      key: 'discount',
      title: '限时折扣',
      titleEn: 'Limited-time discounts',
      products: listProducts(db, { brandId, discount: true }, ctx, 8),
    },
  ];
  const viewer = ctx.viewer;
  const followed =
    viewer !== null &&
    one(db, 'SELECT 1 FROM brand_follows WHERE user_id = ? AND brand_id = ?', viewer.userId, brand.id) !== undefined;
  return {
    brand,
    followed,
    company,
    banner: {
      image: bannerImage(`brand-${brand.id}`),
      title: brand.name,
      titleEn: brand.nameEn,
      subtitle: brand.intro,
    },
    categories,
    sections: sections.filter((section) => section.products.length > 0),
  };
}

export function searchConditions(db: Db, lang?: Lang): SearchConditions {
  // Hot keywords: the best-selling level-3 categories and brands, in the caller's language.
  const categories = all<{ name: string }>(
    db,
    `SELECT ${lang === 'en' ? 'c.name_en' : 'c.name'} AS name FROM products p JOIN categories c ON c.id = p.category_id WHERE p.off_shelf = 0
     GROUP BY c.id ORDER BY sum(p.sales) DESC, c.id LIMIT 8`,
  ).map((row) => row.name);
  const brands = all<{ name: string }>(
    db,
    `SELECT ${textSql(lang, 'b.name')} AS name FROM products p JOIN brands b ON b.id = p.brand_id WHERE p.off_shelf = 0
     GROUP BY b.id ORDER BY sum(p.sales) DESC, b.id LIMIT 4`,
  ).map((row) => row.name);
  const first = categories[0] ?? '';
  return {
    hotKeywords: [...categories, ...brands],
    // The example is a hot category in the caller's language, so it goes in that language's placeholder only.
    placeholder: first && lang !== 'en' ? `搜索商品、店铺，如“${first}”` : '搜索商品、店铺',
    placeholderEn: first && lang === 'en' ? `Search goods or shops, e.g. “${first}”` : 'Search goods or shops',
    searchTypes: [
      { value: 'product', label: '商品', labelEn: 'Goods' },
      { value: 'shop', label: '店铺', labelEn: 'Shops' },
      { value: 'factory', label: '工厂', labelEn: 'Factories' },
    ],
    sorts: SORT_OPTIONS,
  };
}

/**
 * Exhibitions not yet ended per market hall, read from the exhibition module's show rooms
 * (`exhibition_show_rooms.hall_id` points at a catalogue hall).
 */
function upcomingExhibitionsByHall(db: Db, now: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (const row of all<{ hall_id: number; n: number }>(
    db,
    'SELECT hall_id, count(*) AS n FROM exhibition_show_rooms WHERE hall_id IS NOT NULL AND end_at > ? GROUP BY hall_id',
    now,
  )) {
    counts.set(row.hall_id, row.n);
  }
  return counts;
}

export function showRoomPage(
  db: Db,
  query: { pageNum?: number | undefined; pageSize?: number | undefined },
  now: number,
  lang?: Lang,
): PageOf<ShowRoomHall> {
  const halls = marketHalls(db, lang);
  const upcoming = upcomingExhibitionsByHall(db, now);
  const { pageNum, pageSize, offset } = pageArgs(query);
  return {
    records: halls.slice(offset, offset + pageSize).map((hall) => ({
      ...hall,
      upcomingExhibitions: upcoming.get(hall.id) ?? 0,
      tour: assetUrl('tour', hall.id),
    })),
    total: halls.length,
    pageNum,
    pageSize,
  };
}

function hallOptions(db: Db) {
  return marketHalls(db).map((hall) => ({
    id: hall.id,
    name: hall.name,
    nameEn: hall.nameEn,
    industries: hall.industries,
    shopCount: hall.shopCount,
  }));
}

/** Exhibition goods are the goods of companies with a booth in a hall. */
export function showRoomCriteria(db: Db, ctx: ReadContext): ShowRoomCriteria {
  const index = loadCategories(db);
  const rows = all<{ category_id: number; source: string; n: number }>(
    db,
    `SELECT p.category_id, p.source, count(*) AS n FROM products p
       JOIN catalogue_company_profiles pr ON pr.company_id = p.company_id
     WHERE pr.hall_id IS NOT NULL AND p.off_shelf = 0 GROUP BY p.category_id, p.source`,
  );
  const byRoot = new Map<number, number>();
  const bySource = new Map<string, number>();
  for (const row of rows) {
    const root = index.root(row.category_id);
    if (root) byRoot.set(root.id, (byRoot.get(root.id) ?? 0) + row.n);
    bySource.set(row.source, (bySource.get(row.source) ?? 0) + row.n);
  }
  const sources = productFacets(db, {}, ctx).sources.map((option) => ({
    ...option,
    count: bySource.get(option.value) ?? 0,
  }));
  return {
    halls: hallOptions(db),
    categories: index
      .childrenOf(null)
      .map((row) => ({ ...categoryRef(row), count: byRoot.get(row.id) ?? 0 }))
      .filter((row) => row.count > 0),
    sources,
  };
}

const SHOP_TYPE_LABELS: Record<string, [string, string]> = {
  flagship: ['旗舰店', 'Flagship store'],
  speciality: ['专营店', 'Speciality store'],
  franchise: ['加盟店', 'Franchise store'],
  'factory-direct': ['工厂直营店', 'Factory-direct store'],
};
const KIND_LABELS: Record<string, [string, string]> = {
  shop: ['商户', 'Shops'],
  factory: ['工厂', 'Factories'],
  provider: ['服务商', 'Service providers'],
};

export function marketCriteria(db: Db): MarketCriteria {
  const index = loadCategories(db);
  const counts = productCounts(db, index);
  const companies = all<{ kind: string; shop_type: string | null; province_code: string }>(
    db,
    "SELECT kind, shop_type, province_code FROM companies WHERE kind IN ('shop', 'factory', 'provider') AND audit_status = 'auditPass'",
  );
  const tally = <K>(key: (row: (typeof companies)[number]) => K | null) => {
    const map = new Map<K, number>();
    for (const row of companies) {
      const k = key(row);
      if (k !== null) map.set(k, (map.get(k) ?? 0) + 1);
    }
    return map;
  };
  const provinces = tally((row) => row.province_code);
  const shopTypes = tally((row) => row.shop_type);
  const kinds = tally((row) => row.kind);
  return {
    halls: hallOptions(db),
    categories: index.childrenOf(null).map((row) => ({
      ...categoryRef(row),
      count: counts.get(row.id) ?? 0,
      childList: index.childrenOf(row.id).map(categoryRef),
    })),
    regions: [...provinces]
      .map(([code, n]) => ({ code, name: regionName(code) ?? code, count: n }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
    shopTypes: Object.entries(SHOP_TYPE_LABELS).map(([value, [label, labelEn]]) => ({
      value,
      label,
      labelEn,
      count: shopTypes.get(value) ?? 0,
    })),
    companyKinds: Object.entries(KIND_LABELS).map(([value, [label, labelEn]]) => ({
      value,
      label,
      labelEn,
      count: kinds.get(value) ?? 0,
    })),
  };
}
