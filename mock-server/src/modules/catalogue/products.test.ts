import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import type { ProductCard, ProductDetail, SearchCriteria } from '@portal/contracts/entities/catalogue';
import * as home from '@portal/contracts/http/home';
import * as sale from '@portal/contracts/http/sale-product';
import * as spot from '@portal/contracts/http/spot-listing';
import * as platform from '@portal/contracts/http/platform-product';
import * as supplierProduct from '@portal/contracts/http/supplier-product';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import { companyIdOf, get, tokenOf } from '../../test/helpers.ts';
import { moneyToFen } from '../../lib/money.ts';

const NOW = 1_760_000_000_000;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW });
});
afterAll(() => app.close());

type Page = PageOf<ProductCard>;
const page = (op: Parameters<typeof get>[1], query: Record<string, string | number | boolean> = {}, token?: string) =>
  get<Page>(app, op, { query, ...(token ? { token } : {}) }).then((answer) => {
    expect(answer.resultCode).toBe('000');
    return answer.content;
  });

interface GoodsRow {
  id: number;
  category_id: number;
  category_name: string;
  brand_id: number | null;
  brand_name: string | null;
  company_name: string;
  origin_county_code: string | null;
  origin_province_code: string | null;
}
/** The goods rows behind a search list's cards, by id: the list cards (ProductListCard) carry what a result card
 * draws, not the category, brand, seller or region codes the filters match on. */
const rowsOf = (records: readonly { id: number }[]): Map<number, GoodsRow> =>
  new Map(
    all<GoodsRow>(
      app.db,
      `SELECT p.id, p.category_id, c.name AS category_name, p.brand_id, b.name AS brand_name, co.name AS company_name,
              p.origin_county_code, p.origin_province_code
         FROM products p JOIN categories c ON c.id = p.category_id JOIN companies co ON co.id = p.company_id
         LEFT JOIN brands b ON b.id = p.brand_id
        WHERE p.id IN (${records.map((r) => r.id).join(',') || '0'})`,
    ).map((row) => [row.id, row]),
  );
const rowOf = (rows: Map<number, GoodsRow>, id: number): GoodsRow => {
  const row = rows.get(id);
  if (!row) throw new Error(`no goods row ${id}`);
  return row;
};

describe('product lists', () => {
  it('pages on-sale goods 15 at a time with the total of all on-sale goods', async () => {
    const onSale = one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM products WHERE off_shelf = 0')?.n ?? 0;
    expect(onSale).toBeGreaterThan(300);
    const first = await page(home.homePageData);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 15, total: onSale });
    expect(first.records).toHaveLength(15);
    const last = await page(home.homePageData, { pageNum: Math.ceil(onSale / 15) });
    expect(last.records).toHaveLength(onSale % 15 || 15);
    const ids = new Set(
      [...first.records, ...(await page(home.homePageData, { pageNum: 2 })).records].map((p) => p.id),
    );
    expect(ids.size).toBe(30);
    expect(first.records.every((p) => !p.offShelf)).toBe(true);
  });

  it('filters by a level-1 category over its whole subtree', async () => {
    const jewellery = one<{ id: number }>(app.db, "SELECT id FROM categories WHERE level = 1 AND name = '饰品'");
    const expected = one<{ n: number }>(
      app.db,
      `SELECT count(*) AS n FROM products p JOIN categories c3 ON c3.id = p.category_id JOIN categories c2 ON c2.id = c3.parent_id
       WHERE c2.parent_id = ? AND p.off_shelf = 0`,
      jewellery?.id ?? 0,
    );
    const result = await page(home.homePageSearchByMultiCondition, { categoryId: jewellery?.id ?? 0, pageSize: 100 });
    expect(result.total).toBe(expected?.n);
    expect(result.records.length).toBeGreaterThan(0);
    const leafIds = new Set(
      all<{ id: number }>(
        app.db,
        'SELECT c3.id FROM categories c3 JOIN categories c2 ON c2.id = c3.parent_id WHERE c2.parent_id = ?',
        jewellery?.id ?? 0,
      ).map((r) => r.id),
    );
    const rows = rowsOf(result.records);
    expect(result.records.every((p) => leafIds.has(rowOf(rows, p.id).category_id))).toBe(true);
  });

  it('filters by brand, source, unit and origin region', async () => {
    const byBrand = await page(home.homePageSearchByMultiCondition, { brandId: 1, pageSize: 100 });
    expect(byBrand.total).toBeGreaterThan(0);
    const brandRows = rowsOf(byBrand.records);
    expect(
      byBrand.records.every(
        (p) => rowOf(brandRows, p.id).brand_id === 1 && rowOf(brandRows, p.id).brand_name === '星辰',
      ),
    ).toBe(true);

    const tons = await page(home.homePageSearchByMultiCondition, { unit: 'ton', pageSize: 100 });
    expect(tons.total).toBeGreaterThan(0);
    expect(tons.records.every((p) => p.unit === 'ton')).toBe(true);

    const yongkang = await page(home.homePageSearchByMultiCondition, { regionCode: '330784', pageSize: 100 });
    expect(yongkang.total).toBeGreaterThan(0);
    const yongkangRows = rowsOf(yongkang.records);
    expect(
      yongkang.records.every(
        (p) => rowOf(yongkangRows, p.id).origin_county_code === '330784' && p.regionName === '浙江省 金华市 永康市',
      ),
    ).toBe(true);
    const guangdong = await page(home.homePageSearchByMultiCondition, { regionCode: '44', pageSize: 100 });
    expect(guangdong.total).toBeGreaterThan(0);
    const guangdongRows = rowsOf(guangdong.records);
    expect(guangdong.records.every((p) => rowOf(guangdongRows, p.id).origin_province_code === '44')).toBe(true);

    const self = await page(platform.platformSelfPageData, { pageSize: 100 });
    expect(self.total).toBeGreaterThan(0);
    expect(self.records.every((p) => p.source === 'self' && p.companyKind === 'platform')).toBe(true);
    const factoryGoods = await page(supplierProduct.supplierProductSearch, { pageSize: 100 });
    expect(factoryGoods.records.every((p) => p.source === 'supplier' && p.companyKind === 'factory')).toBe(true);
    const platformSupplier = await page(platform.platformSupplierPageData);
    expect(platformSupplier.total).toBe(factoryGoods.total);
    const shopGoods = await page(sale.saleProductPageData, { pageSize: 100 });
    expect(shopGoods.records.every((p) => p.source === 'sale')).toBe(true);
    expect(shopGoods.total + self.total + factoryGoods.total).toBe((await page(home.homePageData)).total);
  });

  it('filters by a price range on visible prices only and sorts by price both ways', async () => {
    const ranged = await page(home.homePageSearchByMultiCondition, { priceMin: '5', priceMax: '20.00', pageSize: 100 });
    expect(ranged.total).toBeGreaterThan(0);
    for (const p of ranged.records) {
      expect(p.priceState).not.toBe('hidden');
      const fen = moneyToFen(p.price ?? '') ?? -1;
      expect(fen).toBeGreaterThanOrEqual(500);
      expect(fen).toBeLessThanOrEqual(2000);
    }
    const asc = await page(home.homePageSearchByMultiCondition, { sort: 'priceAsc', pageSize: 50 });
    const ascFen = asc.records.map((p) => moneyToFen(p.price ?? '') ?? 0);
    expect(ascFen).toEqual([...ascFen].sort((a, b) => a - b));
    const desc = await page(home.homePageSearchByMultiCondition, { sort: 'priceDesc', pageSize: 50 });
    const descFen = desc.records.map((p) => moneyToFen(p.price ?? '') ?? 0);
    expect(descFen).toEqual([...descFen].sort((a, b) => b - a));
    // Hidden prices go last whatever the direction.
    const all = await page(home.homePageSearchByMultiCondition, { sort: 'priceDesc', pageSize: 100, pageNum: 4 });
    const states = all.records.map((p) => p.priceState === 'hidden');
    expect(states).toEqual([...states].sort((a, b) => Number(a) - Number(b)));
  });

  it('sorts by sales and by newest', async () => {
    const sales = (await page(home.homePageData, { sort: 'salesDesc', pageSize: 30 })).records.map((p) => p.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const newest = (await page(home.homePageData, { sort: 'newest', pageSize: 30 })).records.map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('finds goods by keyword across title, brand, category and shop name', async () => {
    const byCategory = await page(home.homePageSearchByKeyword, { keyword: '耳钉', pageSize: 100 });
    expect(byCategory.total).toBeGreaterThan(0);
    const categoryRows = rowsOf(byCategory.records);
    expect(
      byCategory.records.every(
        (p) => p.title.includes('耳钉') || rowOf(categoryRows, p.id).category_name.includes('耳钉'),
      ),
    ).toBe(true);
    const byBrand = await page(home.homePageSearchByKeyword, { keyword: '星辰', pageSize: 100 });
    const keywordBrandRows = rowsOf(byBrand.records);
    expect(byBrand.records.some((p) => rowOf(keywordBrandRows, p.id).brand_name === '星辰')).toBe(true);
    const byShop = await page(home.homePageSearchByKeyword, { keyword: '华美玩具', pageSize: 100 });
    expect(byShop.total).toBeGreaterThan(0);
    const shopRows = rowsOf(byShop.records);
    expect(
      byShop.records.every((p) => {
        const row = rowOf(shopRows, p.id);
        return `${p.shopName}${row.company_name}${row.brand_name ?? ''}${p.title}`.includes('华美');
      }),
    ).toBe(true);
    const byIndustry = await page(home.homePageSearchByKeyword, { keyword: 'Jewellery', pageSize: 5 });
    expect(byIndustry.total).toBeGreaterThan(0);
    expect((await page(home.homePageSearchByKeyword, { keyword: '不存在的商品名称xyz' })).total).toBe(0);
    // LIKE wildcards are searched literally.
    expect((await page(home.homePageSearchByKeyword, { keyword: '%' })).total).toBe(0);
  });

  it('requires the keyword of a keyword search (400 naming the field)', async () => {
    const res = await app.inject({ method: 'GET', url: home.homePageSearchByKeyword.path });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'keyword' });
  });

  it('lists running limited-time discounts only, with their discount price and end', async () => {
    const discounted = await page(home.homePageSearchByMultiCondition, { discount: true, pageSize: 100 });
    const running = one<{ n: number }>(
      app.db,
      `SELECT count(*) AS n FROM products p JOIN catalogue_discounts d ON d.product_id = p.id
       WHERE p.discount = 1 AND p.off_shelf = 0 AND d.starts_at <= ? AND d.ends_at > ?`,
      NOW,
      NOW,
    );
    expect(discounted.total).toBe(running?.n);
    expect(discounted.total).toBeGreaterThan(0);
    for (const p of discounted.records) {
      expect(p.discount).toBe(true);
      expect(p.discountEndsAt).toBeGreaterThan(NOW);
      if (p.priceState !== 'hidden') {
        expect(moneyToFen(p.discountPrice ?? '') ?? 0).toBeLessThan(moneyToFen(p.price ?? '') ?? 0);
      }
    }
    // A discount that is over no longer counts.
    const over = one<{ product_id: number }>(
      app.db,
      'SELECT product_id FROM catalogue_discounts WHERE ends_at <= ?',
      NOW,
    );
    expect(over).toBeDefined();
    const detail = await get<ProductDetail>(app, sale.saleProductSearchById, { query: { id: over?.product_id ?? 0 } });
    expect(detail.content.discount).toBe(false);
    expect(detail.content.discountPrice).toBeNull();
  });

  it('spot listing holds goods whose stock covers the minimum order', async () => {
    const spotPage = await page(spot.spotListingPageData, { pageSize: 100 });
    const short = one<{ n: number }>(
      app.db,
      'SELECT count(*) AS n FROM products WHERE off_shelf = 0 AND CAST(stock AS REAL) < CAST(min_order AS REAL)',
    );
    expect(short?.n).toBeGreaterThan(0);
    expect(spotPage.total).toBe((await page(home.homePageData)).total - (short?.n ?? 0));
    expect(spotPage.records.every((p) => Number(p.stock) >= Number(p.minOrder))).toBe(true);
  });
});

describe('price rules', () => {
  const hasApplications = () =>
    one(app.db, "SELECT 1 AS ok FROM sqlite_master WHERE type = 'table' AND name = 'price_applications'") !== undefined;
  /** Goods that need a permission none of the demo buyers holds (by product or for the whole shop). */
  const needsApply = () =>
    one<{ id: number; company_id: number; price_fen: number }>(
      app.db,
      `SELECT p.id, p.company_id, p.price_fen FROM products p WHERE p.price_needs_apply = 1 AND p.off_shelf = 0
       ${
         hasApplications()
           ? `AND NOT EXISTS (SELECT 1 FROM price_applications pa JOIN users u ON u.id = pa.user_id
               WHERE u.account IN ('buyer', 'buyer2', 'buyer3')
                 AND (pa.product_id = p.id OR (pa.product_id IS NULL AND pa.company_id = p.company_id)))`
           : ''
       }
       ORDER BY p.id LIMIT 1`,
    );

  it('hides the price of goods that need a permission from visitors and other users', async () => {
    const product = needsApply();
    expect(product).toBeDefined();
    const anonymous = await get<ProductDetail>(app, sale.saleProductSearchById, { query: { id: product?.id ?? 0 } });
    expect(anonymous.content).toMatchObject({
      priceState: 'hidden',
      price: null,
      marketPrice: null,
      needPriceApply: true,
    });
    const buyer = await get<ProductDetail>(app, sale.saleProductSearchById, {
      query: { id: product?.id ?? 0 },
      token: tokenOf(app, 'buyer'),
    });
    expect(buyer.content.price).toBeNull();
  });

  it('shows it to the seller itself and to the operator', async () => {
    const product = needsApply();
    const seller = one<{ account: string }>(
      app.db,
      'SELECT account FROM users WHERE company_id = ?',
      product?.company_id ?? 0,
    );
    const own = await get<ProductDetail>(app, sale.saleProductSearchById, {
      query: { id: product?.id ?? 0 },
      token: tokenOf(app, seller?.account ?? ''),
    });
    expect(own.content.own).toBe(true);
    expect(own.content.priceState).not.toBe('hidden');
    expect(moneyToFen(own.content.price ?? '')).toBe(product?.price_fen);
    const operator = await get<ProductDetail>(app, sale.saleProductSearchById, {
      query: { id: product?.id ?? 0 },
      token: tokenOf(app, 'operator'),
    });
    expect(moneyToFen(operator.content.price ?? '')).toBe(product?.price_fen);
  });

  it('shows it to a user with an approved price application (the price-apply table), by product or shop', async () => {
    if (!hasApplications()) {
      // Without the price-apply module, a table of its shape stands in for it.
      app.db
        .exec(`CREATE TABLE price_applications (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, product_id INTEGER,
        company_id INTEGER NOT NULL, status TEXT NOT NULL, contact_name TEXT NOT NULL, contact_phone TEXT NOT NULL,
        reason TEXT NOT NULL, created_at INTEGER NOT NULL)`);
    }
    const product = needsApply();
    const apply = (account: string, productId: number | null, status: string) =>
      run(
        app.db,
        `INSERT INTO price_applications (user_id, product_id, company_id, status, contact_name, contact_phone, reason,
           created_at) VALUES ((SELECT id FROM users WHERE account = ?), ?, ?, ?, '王明', '13800000001', '采购询价', ?)`,
        account,
        productId,
        product?.company_id ?? 0,
        status,
        NOW,
      );
    const priceFor = async (account: string) =>
      (
        await get<ProductDetail>(app, sale.saleProductSearchById, {
          query: { id: product?.id ?? 0 },
          token: tokenOf(app, account),
        })
      ).content.price;
    apply('buyer2', product?.id ?? 0, 'approved');
    apply('buyer3', product?.id ?? 0, 'pending');
    expect(moneyToFen((await priceFor('buyer2')) ?? '')).toBe(product?.price_fen);
    expect(await priceFor('buyer3')).toBeNull();
    // An approved application for the whole shop opens every product of the seller.
    apply('buyer', null, 'approved');
    expect(moneyToFen((await priceFor('buyer')) ?? '')).toBe(product?.price_fen);
  });

  it('marks an invalid price as expired (price validity not 0)', async () => {
    const expired = one<{ id: number; price_fen: number; price_valid: number }>(
      app.db,
      'SELECT id, price_fen, price_valid FROM products WHERE price_valid <> 0 AND price_needs_apply = 0 LIMIT 1',
    );
    const detail = await get<ProductDetail>(app, sale.saleProductSearchById, { query: { id: expired?.id ?? 0 } });
    expect(detail.content.priceState).toBe('expired');
    expect(detail.content.priceValid).toBe(expired?.price_valid);
    expect(moneyToFen(detail.content.price ?? '')).toBe(expired?.price_fen);
  });
});

describe('product detail', () => {
  it('answers a product with specs, description paragraphs, category path and company', async () => {
    const detail = await get<ProductDetail>(app, home.homeSearchEsProductDocumentById, { query: { id: 1 } });
    expect(detail.resultCode).toBe('000');
    const row = one<{ title: string; code: string; company_id: number }>(
      app.db,
      'SELECT title, code, company_id FROM products WHERE id = 1',
    );
    expect(detail.content).toMatchObject({ id: 1, title: row?.title, code: row?.code, qrCode: '/goodsDetail?id=1' });
    expect(detail.content.categoryPath).toHaveLength(3);
    expect(detail.content.categoryPath[2]?.id).toBe(detail.content.categoryId);
    expect(detail.content.specs.find((s) => s.nameEn === 'Material')?.value).toBeTruthy();
    expect(detail.content.description.length).toBeGreaterThanOrEqual(3);
    expect(detail.content.images).toHaveLength(4);
    expect(detail.content.company.id).toBe(row?.company_id);
  });

  it('shows off-shelf goods as off shelf in the detail but never in lists', async () => {
    const off = one<{ id: number; company_id: number }>(
      app.db,
      'SELECT id, company_id FROM products WHERE off_shelf = 1 LIMIT 1',
    );
    const detail = await get<ProductDetail>(app, sale.saleProductSearchById, { query: { id: off?.id ?? 0 } });
    expect(detail.content.offShelf).toBe(true);
    const listed = await page(sale.sellerProductPage, { companyId: off?.company_id ?? 0, pageSize: 100 });
    expect(listed.records.some((p) => p.id === off?.id)).toBe(false);
  });

  it('answers notFound for an unknown product, and for a shop product asked as a platform product', async () => {
    const missing = await get(app, sale.saleProductSearchById, { query: { id: 999999 }, lang: 'en' });
    expect(missing).toMatchObject({ status: 200, resultCode: 'B017', content: 'The record does not exist.' });
    const shopProduct = one<{ id: number }>(app.db, "SELECT id FROM products WHERE source = 'sale' LIMIT 1");
    const asPlatform = await get(app, platform.platformSearchById, { query: { id: shopProduct?.id ?? 0 } });
    expect(asPlatform.resultCode).toBe('B017');
  });
});

describe('seller product page', () => {
  it("lists a seller's on-sale goods; the seller itself also sees its off-shelf goods", async () => {
    const sellerCompany = companyIdOf(app, 'seller');
    const total = one<{ n: number; off: number }>(
      app.db,
      'SELECT count(*) AS n, sum(off_shelf) AS off FROM products WHERE company_id = ?',
      sellerCompany,
    );
    // Make sure the demo seller has one off-shelf product for this test.
    if ((total?.off ?? 0) === 0) {
      run(
        app.db,
        'UPDATE products SET off_shelf = 1 WHERE id = (SELECT min(id) FROM products WHERE company_id = ?)',
        sellerCompany,
      );
    }
    const counts = one<{ n: number; off: number }>(
      app.db,
      'SELECT count(*) AS n, sum(off_shelf) AS off FROM products WHERE company_id = ?',
      sellerCompany,
    );
    const publicView = await page(sale.sellerProductPage, { companyId: sellerCompany, pageSize: 100 });
    expect(publicView.total).toBe((counts?.n ?? 0) - (counts?.off ?? 0));
    expect(publicView.records.every((p) => p.companyId === sellerCompany)).toBe(true);
    const ownView = await page(
      sale.sellerProductPage,
      { companyId: sellerCompany, pageSize: 100 },
      tokenOf(app, 'seller'),
    );
    expect(ownView.total).toBe(counts?.n);
    expect(ownView.records.some((p) => p.offShelf)).toBe(true);
  });
});

describe('search criteria', () => {
  it('counts each facet with the other filters applied', async () => {
    const criteria = await get<SearchCriteria>(app, home.homeSearchCriteria);
    const all = await page(home.homePageData);
    const sum = (list: { count: number }[]) => list.reduce((s, x) => s + x.count, 0);
    expect(sum(criteria.content.categories)).toBe(all.total);
    expect(sum(criteria.content.sources)).toBe(all.total);
    expect(sum(criteria.content.units)).toBe(all.total);
    expect(sum(criteria.content.regions)).toBe(all.total);
    expect(criteria.content.regions.map((r) => r.code)).toContain('33');
    expect(criteria.content.sorts.map((s) => s.value)).toContain('priceAsc');

    const toys = criteria.content.categories.find((c) => c.nameEn === 'Toys');
    const narrowed = await get<SearchCriteria>(app, home.homeSearchCriteria, { query: { categoryId: toys?.id ?? 0 } });
    // The children of the chosen category, summing to its count; other facets narrowed to it.
    expect(narrowed.content.categories.every((c) => c.id !== toys?.id)).toBe(true);
    expect(sum(narrowed.content.categories)).toBe(toys?.count);
    expect(sum(narrowed.content.sources)).toBe(toys?.count);
    const brandCount = narrowed.content.brands.find((b) => b.name === '华美')?.count ?? 0;
    expect(brandCount).toBe(
      (await page(home.homePageSearchByMultiCondition, { categoryId: toys?.id ?? 0, brandId: 4 })).total,
    );

    const leaf = narrowed.content.categories[0];
    const leafLevel = await get<SearchCriteria>(app, home.homeSearchCriteria, { query: { categoryId: leaf?.id ?? 0 } });
    const firstLeaf = leafLevel.content.categories[0];
    const leafOnly = await get<SearchCriteria>(app, home.homeSearchCriteria, {
      query: { categoryId: firstLeaf?.id ?? 0 },
    });
    expect(leafOnly.content.categories).toEqual([firstLeaf]);

    const zhejiang = await get<SearchCriteria>(app, home.homeSearchCriteria, { query: { regionCode: '33' } });
    expect(zhejiang.content.regions.every((r) => r.code.startsWith('33') && r.code.length === 4)).toBe(true);
    const buckets = criteria.content.priceRanges;
    expect(buckets[0]).toMatchObject({ min: null, max: '0.99' });
    const twentyToHundred = buckets.find((b) => b.min === '20.00');
    expect(twentyToHundred?.count).toBe(
      (await page(home.homePageSearchByMultiCondition, { priceMin: '20', priceMax: '99.99' })).total,
    );
  });

  it('scopes spot and platform criteria to their goods', async () => {
    const spotCriteria = await get<SearchCriteria>(app, spot.spotListingSearchCriteria);
    const spotTotal = (await page(spot.spotListingPageData)).total;
    expect(spotCriteria.content.categories.reduce((s, c) => s + c.count, 0)).toBe(spotTotal);
    const platformCriteria = await get<SearchCriteria>(app, platform.platformSearchCriteria);
    expect(platformCriteria.content.sources.map((s) => s.value)).toEqual(['self', 'supplier']);
  });
});
