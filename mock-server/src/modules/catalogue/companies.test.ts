import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import type { Brand, BrandDetail, CompanyDetail, FactoryCard, ShopCard } from '@portal/contracts/entities/catalogue';
import * as home from '@portal/contracts/http/home';
import * as brandOps from '@portal/contracts/http/brand-manage';
import * as supplier from '@portal/contracts/http/supplier-manage';
import * as customer from '@portal/contracts/http/customer';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { companyIdOf, get } from '../../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => 1_760_000_000_000 });
});
afterAll(() => app.close());

describe('shops and factories', () => {
  it('pages shops with their store name, booth and industries', async () => {
    const shops = await get<PageOf<ShopCard>>(app, home.homeSellerPageData);
    const count = one<{ n: number }>(app.db, "SELECT count(*) AS n FROM companies WHERE kind = 'shop'")?.n;
    expect(shops.content).toMatchObject({ total: count, pageNum: 1, pageSize: 15 });
    expect(shops.content.records).toHaveLength(15);
    for (const shop of shops.content.records) {
      expect(shop.kind).toBe('shop');
      expect(shop.booth).toMatch(/^国际商贸城/);
      expect(shop.industries.length).toBeGreaterThan(0);
      expect(shop.industries.length).toBeLessThanOrEqual(5);
      expect(shop.logo).toBe(`/assets-mock/logo/${shop.id}.png`);
    }
    // Recommended first.
    const demoSeller = companyIdOf(app, 'seller');
    expect(shops.content.records.slice(0, 8).map((s) => s.id)).toContain(demoSeller);
  });

  it('filters companies by industry, region, keyword, shop type and hall', async () => {
    const toys = one<{ id: number }>(app.db, "SELECT id FROM categories WHERE level = 1 AND name_en = 'Toys'");
    const toyFactories = await get<PageOf<FactoryCard>>(app, home.homeSupplierPageData, {
      query: { categoryId: toys?.id ?? 0 },
    });
    expect(toyFactories.content.total).toBeGreaterThanOrEqual(3);
    expect(toyFactories.content.records.every((f) => f.industries.some((i) => i.id === toys?.id))).toBe(true);

    const yongkang = await get<PageOf<FactoryCard>>(app, supplier.supplierManagePageData, {
      query: { regionCode: '330784' },
    });
    expect(yongkang.content.total).toBe(2);
    expect(yongkang.content.records.every((f) => f.regionName === '浙江省 金华市 永康市' && f.kind === 'factory')).toBe(
      true,
    );

    const byKeyword = await get<PageOf<ShopCard>>(app, home.homeSellerPageData, { query: { keyword: '星辰' } });
    expect(byKeyword.content.records.map((s) => s.shopName)).toContain('星辰饰品');

    const flagship = await get<PageOf<ShopCard>>(app, home.homeSellerPageData, {
      query: { shopType: 'flagship', pageSize: 50 },
    });
    expect(flagship.content.records.every((s) => s.shopType === 'flagship')).toBe(true);

    const hall1 = await get<PageOf<ShopCard>>(app, home.homeSellerPageData, { query: { hallId: 1, pageSize: 50 } });
    expect(hall1.content.total).toBeGreaterThan(0);
    expect(hall1.content.records.every((s) => s.hallId === 1 && s.booth.startsWith('国际商贸城一区'))).toBe(true);

    const quality = await get<PageOf<FactoryCard>>(app, supplier.supplierManagePageData, {
      query: { highQuality: true, sort: 'ratingDesc', pageSize: 50 },
    });
    expect(quality.content.records.every((f) => f.highQuality)).toBe(true);
    const ratings = quality.content.records.map((f) => f.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('recommends factories and lists the high-quality ones', async () => {
    const recommended = await get<FactoryCard[]>(app, supplier.supplierManageRecomendSupplier, { query: { limit: 5 } });
    expect(recommended.content).toHaveLength(5);
    expect(recommended.content.every((f) => f.kind === 'factory')).toBe(true);
    const quality = await get<FactoryCard[]>(app, customer.highQualityFactory, { query: { limit: 50 } });
    const count = one<{ n: number }>(
      app.db,
      "SELECT count(*) AS n FROM companies WHERE kind = 'factory' AND high_quality = 1",
    )?.n;
    expect(quality.content).toHaveLength(count ?? -1);
    expect(quality.content.every((f) => f.highQuality && f.employees > 0 && f.plantArea > 0)).toBe(true);
  });

  it('answers a company detail page without bank details', async () => {
    const factoryId = companyIdOf(app, 'factory');
    const detail = await get<CompanyDetail>(app, home.homeGetCustomerData, { params: { id: factoryId } });
    expect(detail.resultCode).toBe('000');
    expect(detail.content).toMatchObject({ id: factoryId, name: '义乌市华美玩具制造有限公司', shopName: '华美玩具' });
    expect(detail.content.creditCode).toMatch(/^91330782/);
    expect(detail.content.brands.map((b) => b.name)).toContain('华美');
    expect(detail.content.hotProducts.length).toBeGreaterThan(0);
    expect(detail.content.hotProducts.every((p) => p.companyId === factoryId)).toBe(true);
    expect(detail.content.categories.reduce((s, c) => s + c.productCount, 0)).toBe(detail.content.productCount);
    expect(JSON.stringify(detail.content)).not.toContain('accountNumber');
    expect(Object.keys(detail.content)).not.toContain('bank');
    const viaSupplier = await get<CompanyDetail>(app, supplier.supplierManageDetail, { query: { id: factoryId } });
    expect(viaSupplier.content.id).toBe(factoryId);
  });

  it('answers notFound for unknown companies, buyers, and shops asked as factories', async () => {
    expect((await get(app, home.homeGetCustomerData, { params: { id: 99999 } })).resultCode).toBe('B017');
    expect((await get(app, home.homeGetCustomerData, { params: { id: companyIdOf(app, 'buyer') } })).resultCode).toBe(
      'B017',
    );
    expect(
      (await get(app, supplier.supplierManageDetail, { query: { id: companyIdOf(app, 'seller') } })).resultCode,
    ).toBe('B017');
  });
});

describe('brands', () => {
  it('pages brands, recommended first, filtered by industry and keyword', async () => {
    const brands = await get<PageOf<Brand>>(app, brandOps.brandManagePageData, { query: { pageSize: 30 } });
    expect(brands.content.total).toBe(30);
    const flags = brands.content.records.map((b) => b.recommend);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    const jewellery = one<{ id: number }>(app.db, "SELECT id FROM categories WHERE level = 1 AND name = '饰品'");
    const leaf = one<{ id: number }>(
      app.db,
      'SELECT c3.id FROM categories c3 JOIN categories c2 ON c2.id = c3.parent_id WHERE c2.parent_id = ? LIMIT 1',
      jewellery?.id ?? 0,
    );
    const byLeaf = await get<PageOf<Brand>>(app, home.homeBrandManagePageList, {
      query: { categoryId: leaf?.id ?? 0 },
    });
    expect(byLeaf.content.records.map((b) => b.name).sort()).toEqual(['星辰', '晶彩', '珂兰雅'].sort());
    const byKeyword = await get<PageOf<Brand>>(app, brandOps.brandManagePageData, { query: { keyword: 'huamei' } });
    expect(byKeyword.content.records.map((b) => b.name)).toEqual(['华美']);
  });

  it('lists recommended brands and a brand detail with its goods', async () => {
    const recommended = await get<Brand[]>(app, brandOps.brandManageRecommend, { query: { limit: 3 } });
    expect(recommended.content).toHaveLength(3);
    expect(recommended.content.every((b) => b.recommend)).toBe(true);
    const detail = await get<BrandDetail>(app, brandOps.brandManageDetail, { query: { id: 1 } });
    expect(detail.content).toMatchObject({ id: 1, name: '星辰', companyId: companyIdOf(app, 'seller') });
    expect(detail.content.company?.shopName).toBe('星辰饰品');
    expect(detail.content.products.length).toBeGreaterThan(0);
    expect(detail.content.products.every((p) => p.brandId === 1)).toBe(true);
    expect((await get(app, brandOps.brandManageDetail, { query: { id: 999 } })).resultCode).toBe('B017');
  });
});
