import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import type { Banner, CategoryItem, CategoryNode } from '@portal/contracts/entities/catalogue';
import type { NewsItem } from '@portal/contracts/http/news';
import * as home from '@portal/contracts/http/home';
import * as attributes from '@portal/contracts/http/product-related-attributes';
import * as categoryManagement from '@portal/contracts/http/category-management';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import { get, userIdOf } from '../../test/helpers.ts';
import { homeData } from './home.ts';
import type { ReadContext } from './viewer.ts';

const NOW = 1_760_000_000_000;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW });
});
afterAll(() => app.close());

describe('home page', () => {
  it('answers everything the home page shows', async () => {
    const { resultCode, content } = await get<home.HomeData>(app, home.homeData);
    expect(resultCode).toBe('000');
    expect(content.banners.length).toBeGreaterThanOrEqual(3);
    expect(content.banners.every((b) => b.placement === 'home' && b.image.startsWith('/assets-mock/banner/'))).toBe(
      true,
    );
    expect(content.categoryShortcuts).toHaveLength(11);
    expect(content.categoryShortcuts[0]).toMatchObject({ name: '饰品', nameEn: 'Jewellery' });
    expect(content.categoryShortcuts[0]?.childList.length).toBeGreaterThanOrEqual(3);
    expect(content.recommendedShops.length).toBeGreaterThan(0);
    const kinds = (ids: number[]) =>
      all<{ kind: string }>(app.db, `SELECT kind FROM companies WHERE id IN (${ids.join(',')})`).map((c) => c.kind);
    expect(kinds(content.recommendedShops.map((s) => s.id))).toEqual(content.recommendedShops.map(() => 'shop'));
    expect(kinds(content.recommendedFactories.map((f) => f.id))).toEqual(
      content.recommendedFactories.map(() => 'factory'),
    );
    expect(content.recommendedProducts).toHaveLength(12);
    expect(content.discountProducts.every((p) => p.discount)).toBe(true);
    expect(content.news.length).toBe(8);
    expect(
      one<{ top: number }>(app.db, 'SELECT top FROM content_news WHERE id = ?', content.news[0]?.id ?? 0)?.top,
    ).toBe(1);
    expect(content.industrialBelts[0]).toMatchObject({ code: '330782', name: '义乌小商品' });
    const recommended = all<{ id: number }>(app.db, 'SELECT id FROM brands WHERE recommend = 1').map((b) => b.id);
    expect(content.recommendedBrands.every((b) => recommended.includes(b.id))).toBe(true);
    expect(content.stats.productCount).toBe(
      one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM products WHERE off_shelf = 0')?.n,
    );
  });

  it('has the 8 tour targets of the spec in order', async () => {
    const { content } = await get<home.HomeData>(app, home.homeData);
    expect(content.tourTargets.map((t) => t.titleEn)).toEqual([
      'Merchant Center',
      'Service Center',
      'Industry Classification',
      'Professional Market',
      'Regional Industrial Belt',
      'Source Factories',
      'Service Zone',
      '1039 Zone',
    ]);
    expect(content.tourTargets.map((t) => t.step)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('categories', () => {
  it('serves the three-level tree with English names', async () => {
    const { content } = await get<CategoryNode[]>(app, home.homeCategoryData);
    expect(content).toHaveLength(11);
    for (const level1 of content) {
      expect(level1.level).toBe(1);
      expect(level1.nameEn).not.toBe('');
      expect(level1.childList.length).toBeGreaterThanOrEqual(3);
      for (const level2 of level1.childList) {
        expect(level2.parentId).toBe(level1.id);
        expect(level2.childList.length).toBeGreaterThanOrEqual(3);
        expect(level2.childList.every((leaf) => leaf.level === 3 && leaf.childList.length === 0)).toBe(true);
      }
    }
  });

  it('lists level-2 categories of one parent or all', async () => {
    const all = await get<CategoryNode[]>(app, home.homeCategoryLevel2);
    expect(all.content.length).toBe(
      one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM categories WHERE level = 2')?.n,
    );
    const toys = await get<CategoryNode[]>(app, home.homeCategoryLevel2, { query: { parentId: 22 } });
    expect(toys.content.map((c) => c.nameEn)).toEqual([
      'Educational Toys',
      'Plush Toys',
      'Electric & RC Toys',
      'Outdoor Toys',
    ]);
  });

  it('lists categories flat with product counts, by parent, level and keyword', async () => {
    const level1 = await get<CategoryItem[]>(app, categoryManagement.categoryManagementList, { query: { level: 1 } });
    expect(level1.content).toHaveLength(11);
    const total = level1.content.reduce((s, c) => s + c.productCount, 0);
    expect(total).toBe(one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM products WHERE off_shelf = 0')?.n);
    const children = await get<CategoryItem[]>(app, categoryManagement.categoryManagementList, {
      query: { parentId: 1 },
    });
    expect(children.content.every((c) => c.parentId === 1 && c.level === 2)).toBe(true);
    const socks = await get<CategoryItem[]>(app, categoryManagement.categoryManagementList, {
      query: { keyword: 'socks' },
    });
    expect(socks.content.map((c) => c.name)).toEqual(expect.arrayContaining(['袜子', '棉袜', '运动袜']));
  });
});

describe('search box, news, brand store', () => {
  it('offers hot keywords from the best-selling categories and brands', async () => {
    const { content } = await get<home.SearchConditions>(app, home.homeGetSearchConditions);
    expect(content.hotKeywords.length).toBe(12);
    const top = one<{ name: string }>(
      app.db,
      `SELECT c.name FROM products p JOIN categories c ON c.id = p.category_id WHERE p.off_shelf = 0
       GROUP BY c.id ORDER BY sum(p.sales) DESC, c.id LIMIT 1`,
    );
    expect(content.hotKeywords[0]).toBe(top?.name);
    expect(content.searchTypes.map((t) => t.value)).toEqual(['product', 'shop', 'factory']);
  });

  it('pages recommended news, pinned first then most read', async () => {
    const { content } = await get<PageOf<NewsItem>>(app, home.homeRecommendNewsPageList, { query: { pageSize: 10 } });
    expect(content.total).toBe(one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM content_news')?.n);
    const unpinned = content.records.filter((n) => !n.top).map((n) => n.views);
    expect(unpinned).toEqual([...unpinned].sort((a, b) => b - a));
    expect(content.records.findIndex((n) => !n.top)).toBeGreaterThan(0);
  });

  it("decorates a brand's store with its goods", async () => {
    const { content, resultCode } = await get<home.StoreDecoration>(app, home.homeGetStoreDecorationForBrand, {
      query: { brandId: 4 },
    });
    expect(resultCode).toBe('000');
    expect(content.brand.name).toBe('华美');
    expect(content.company?.shopName).toBe('华美玩具');
    expect(content.banner.image).toBe('/assets-mock/banner/brand-4.svg');
    const hot = content.sections.find((s) => s.key === 'hot');
    expect(hot?.products.every((p) => p.brandId === 4)).toBe(true);
    expect(content.categories.reduce((s, c) => s + c.productCount, 0)).toBe(content.brand.productCount);
    expect((await get(app, home.homeGetStoreDecorationForBrand, { query: { brandId: 999 } })).resultCode).toBe('B017');
  });
});

describe('exhibition halls and market filters', () => {
  it('serves the show-room banners and the halls with their figures', async () => {
    const banners = await get<Banner[]>(app, home.homeGetShowRoomBanner);
    expect(banners.content.every((b) => b.placement === 'showRoom')).toBe(true);
    expect(banners.content.length).toBeGreaterThan(0);
    const halls = await get<PageOf<home.ShowRoomHall>>(app, home.homeShowRoomPageData);
    expect(halls.content.total).toBe(5);
    expect(halls.content.records[0]).toMatchObject({
      name: '国际商贸城一区',
      image: '/assets-mock/hall/1.svg',
      tour: '/assets-mock/tour/1.svg',
    });
    const inHall1 = one<{ n: number }>(
      app.db,
      'SELECT count(*) AS n FROM catalogue_company_profiles WHERE hall_id = 1',
    );
    expect(halls.content.records[0]?.shopCount).toBe(inHall1?.n);
    const second = await get<PageOf<home.ShowRoomHall>>(app, home.homeShowRoomPageData, {
      query: { pageSize: 2, pageNum: 3 },
    });
    expect(second.content.records.map((h) => h.id)).toEqual([5]);
  });

  it("counts the exhibition module's exhibitions not yet ended per hall", async () => {
    const exists = one(
      app.db,
      "SELECT 1 AS ok FROM sqlite_master WHERE type = 'table' AND name = 'exhibition_show_rooms'",
    );
    // Without the exhibition module, a table of its shape stands in for it.
    if (!exists)
      app.db.exec('CREATE TABLE exhibition_show_rooms (id INTEGER PRIMARY KEY, hall_id INTEGER, end_at INTEGER)');
    const expected = (hallId: number) =>
      one<{ n: number }>(
        app.db,
        'SELECT count(*) AS n FROM exhibition_show_rooms WHERE hall_id = ? AND end_at > ?',
        hallId,
        NOW,
      )?.n ?? 0;
    if (!exists) {
      run(app.db, 'INSERT INTO exhibition_show_rooms (hall_id, end_at) VALUES (2, ?), (2, ?)', NOW + 1000, NOW - 1000);
    }
    const halls = await get<PageOf<home.ShowRoomHall>>(app, home.homeShowRoomPageData);
    for (const hall of halls.content.records) expect(hall.upcomingExhibitions).toBe(expected(hall.id));
    expect(halls.content.records.reduce((s, h) => s + h.upcomingExhibitions, 0)).toBeGreaterThan(0);
  });

  it('offers show-room and market criteria with counts', async () => {
    const showRoom = await get<attributes.ShowRoomCriteria>(app, attributes.searchShowRoomCriteria);
    expect(showRoom.content.halls).toHaveLength(5);
    const onShow = one<{ n: number }>(
      app.db,
      `SELECT count(*) AS n FROM products p JOIN catalogue_company_profiles pr ON pr.company_id = p.company_id
       WHERE pr.hall_id IS NOT NULL AND p.off_shelf = 0`,
    );
    expect(showRoom.content.categories.reduce((s, c) => s + c.count, 0)).toBe(onShow?.n);
    expect(showRoom.content.sources.reduce((s, c) => s + c.count, 0)).toBe(onShow?.n);
    const market = await get<attributes.MarketCriteria>(app, attributes.searchMarketCriteria);
    expect(market.content.categories).toHaveLength(11);
    expect(market.content.regions[0]?.code).toBe('33');
    const shops = market.content.companyKinds.find((k) => k.value === 'shop');
    expect(shops?.count).toBe(one<{ n: number }>(app.db, "SELECT count(*) AS n FROM companies WHERE kind = 'shop'")?.n);
    expect(market.content.shopTypes.reduce((s, t) => s + t.count, 0)).toBe(
      one<{ n: number }>(
        app.db,
        "SELECT count(*) AS n FROM companies WHERE shop_type IS NOT NULL AND kind IN ('shop', 'factory', 'provider')",
      )?.n,
    );
  });
});

describe('home data cache', () => {
  let fresh: FastifyInstance;
  const anonymous = (now: number): ReadContext => ({ viewer: null, now, grants: null });
  beforeAll(async () => {
    fresh = await buildApp({ dbFile: ':memory:', now: () => NOW });
  });
  afterAll(() => fresh.close());

  it('answers from the cache until a row changes', () => {
    const first = homeData(fresh.db, anonymous(NOW));
    expect(homeData(fresh.db, anonymous(NOW))).toBe(first);
    const last = first.recommendedProducts.at(-1);
    if (!last) throw new Error('no recommended products');
    run(fresh.db, 'UPDATE products SET sales = sales + 1000000 WHERE id = ?', last.id);
    const after = homeData(fresh.db, anonymous(NOW));
    expect(after).not.toBe(first);
    expect(after.recommendedProducts[0]?.id).toBe(last.id);
  });

  it('recomputes when the clock passes a discount boundary', () => {
    const running = homeData(fresh.db, anonymous(NOW)).discountProducts[0];
    if (!running?.discountEndsAt) throw new Error('no running discount');
    const before = homeData(fresh.db, anonymous(running.discountEndsAt - 1));
    expect(before.discountProducts.map((p) => p.id)).toContain(running.id);
    const after = homeData(fresh.db, anonymous(running.discountEndsAt));
    expect(after.discountProducts.map((p) => p.id)).not.toContain(running.id);
  });

  it('keeps one answer per caller', () => {
    const operator: ReadContext = {
      viewer: { userId: userIdOf(fresh, 'operator'), companyId: null, role: 'operator' },
      now: NOW,
      grants: null,
    };
    const seen = homeData(fresh.db, operator).recommendedProducts;
    expect(seen.every((p) => p.priceState !== 'hidden')).toBe(true);
    const needApply = new Set(
      all<{ id: number }>(fresh.db, 'SELECT id FROM products WHERE price_needs_apply = 1').map((p) => p.id),
    );
    const hiddenToAnonymous = homeData(fresh.db, anonymous(NOW)).recommendedProducts.filter((p) => needApply.has(p.id));
    expect(hiddenToAnonymous.length).toBeGreaterThan(0);
    expect(hiddenToAnonymous.every((p) => p.priceState === 'hidden')).toBe(true);
  });
});

describe('home data route', () => {
  it('writes the same JSON, with its content type, from the cache as when computed', async () => {
    const first = await app.inject({ method: 'GET', url: home.homeData.path });
    const cached = await app.inject({ method: 'GET', url: home.homeData.path });
    // A write that changes nothing the page shows still makes the next call compute afresh.
    run(app.db, 'UPDATE products SET sales = sales WHERE id = 1');
    const computed = await app.inject({ method: 'GET', url: home.homeData.path });
    for (const answer of [first, cached, computed]) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(cached.body).toBe(first.body);
    expect(computed.body).toBe(first.body);
    expect((JSON.parse(computed.body) as { resultCode: string }).resultCode).toBe('000');
  });
});
