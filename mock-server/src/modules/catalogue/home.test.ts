import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import type { Banner, CategoryItem, CategoryNode } from '@portal/contracts/entities/catalogue';
import * as home from '@portal/contracts/http/home';
import * as attributes from '@portal/contracts/http/product-related-attributes';
import * as categoryManagement from '@portal/contracts/http/category-management';
import { buildApp } from '../../app.ts';
import { one, run } from '../../db/database.ts';
import { get } from '../../test/helpers.ts';

const NOW = 1_760_000_000_000;
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW });
});
afterAll(() => app.close());

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

  it("decorates a brand's store with its goods", async () => {
    const { content, resultCode } = await get<home.StoreDecoration>(app, home.homeGetStoreDecorationForBrand, {
      query: { brandId: 4 },
    });
    expect(resultCode).toBe('000');
    expect(content.brand.name).toBe('华美');
    expect(content.company?.shopName).toBe('华美玩具');
    expect(content.banner.image).toBe('/assets-mock/banner/brand-4.png');
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
      image: '/assets-mock/hall/1.png',
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
