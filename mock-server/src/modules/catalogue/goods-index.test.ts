// The goods index (goods-index.ts, goods-json.ts) answers every list and detail exactly as the SQL path does
// (same goods, order, totals and cards, for every kind of caller and both languages), follows every committed
// change at once, and leaves reads inside a transaction to SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductQuery, ProductSort } from '@portal/contracts/entities/catalogue';
import {
  PRODUCT_SORTS,
  PRODUCT_SOURCES,
  PRODUCT_UNITS,
  ProductDetail,
  ProductListCard,
} from '@portal/contracts/entities/catalogue';
import { buildApp } from '../../app.ts';
import { all, one, run, transaction } from '../../db/database.ts';
import { fenToMoney } from '../../lib/money.ts';
import { detailAnswer, searchProducts, sqlDetail, sqlSearch, type ProductScope } from './products.ts';
import { goodsIndex, madeGoodsIndex } from './goods-index.ts';
import { shaped } from './goods-json.ts';
import { priceGrants, type ReadContext } from './viewer.ts';

const NOW = Date.UTC(2026, 10, 22, 4);
let app: FastifyInstance;
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-goods-index-'));

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW, uploadDir });
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** A deterministic stream of numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** The read contexts of a visitor, a buyer granted some prices, a seller of goods with hidden prices and the
 * operator, in both languages. */
function readers(): ReadContext[] {
  const db = app.db;
  const hidden = one<{ id: number; company_id: number }>(
    db,
    'SELECT id, company_id FROM products WHERE price_needs_apply = 1 ORDER BY id LIMIT 1',
  );
  if (!hidden) throw new Error('the seed has no goods with a hidden price');
  const user = (where: string, ...args: (string | number)[]) => {
    const row = one<{ id: number; company_id: number | null; role: 'buyer' }>(
      db,
      `SELECT id, company_id, role FROM users WHERE ${where} ORDER BY id LIMIT 1`,
      ...args,
    );
    if (!row) throw new Error(`no user ${where}`);
    return { userId: row.id, companyId: row.company_id, role: row.role };
  };
  const buyer = user("account = 'buyer2'");
  // One product and one whole shop granted to the buyer (price-apply module's table).
  const grant = (productId: number | null, companyId: number) =>
    run(
      db,
      `INSERT INTO price_applications (user_id, product_id, company_id, status, contact_name, contact_phone, reason,
         created_at) VALUES (?, ?, ?, 'approved', '王明', '13800000001', '采购询价', ?)`,
      buyer.userId,
      productId,
      companyId,
      NOW,
    );
  grant(hidden.id, hidden.company_id);
  const otherShop = one<{ company_id: number }>(
    db,
    'SELECT company_id FROM products WHERE price_needs_apply = 1 AND company_id <> ? LIMIT 1',
    hidden.company_id,
  );
  if (otherShop) grant(null, otherShop.company_id);
  const viewers = [null, buyer, user('company_id = ?', hidden.company_id), user("role = 'operator'")];
  return viewers.flatMap((viewer) =>
    (['zh', 'en'] as const).map((lang) => ({ viewer, now: NOW, grants: priceGrants(viewer), lang })),
  );
}

describe('goods index', () => {
  it('answers every list as the SQL path does: goods, order, totals and cards, for every caller', () => {
    const db = app.db;
    const contexts = readers();
    const next = random(7);
    const pickOne = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
    const categories = all<{ id: number }>(db, 'SELECT id FROM categories').map((r) => r.id);
    const brands = all<{ id: number }>(db, 'SELECT id FROM brands').map((r) => r.id);
    const companies = all<{ id: number }>(db, 'SELECT DISTINCT company_id AS id FROM products').map((r) => r.id);
    const regions = all<{ p: string; c: string; k: string }>(
      db,
      `SELECT DISTINCT origin_province_code AS p, origin_city_code AS c, origin_county_code AS k FROM products
        WHERE origin_county_code IS NOT NULL`,
    ).flatMap((r) => [r.p, r.c, r.k]);
    const prices = all<{ fen: number }>(db, 'SELECT price_fen AS fen FROM products').map((r) => r.fen);
    let compared = 0;
    let nonEmpty = 0;
    for (let round = 0; round < 400; round += 1) {
      const query: ProductQuery = { pageNum: 1 + Math.floor(next() * 3), pageSize: 1 + Math.floor(next() * 30) };
      if (next() < 0.7) query.categoryId = next() < 0.05 ? 999_999 : pickOne(categories);
      if (next() < 0.15) query.brandId = pickOne(brands);
      if (next() < 0.1) query.companyId = pickOne(companies);
      if (next() < 0.1) query.source = pickOne(PRODUCT_SOURCES);
      if (next() < 0.1) query.unit = pickOne(PRODUCT_UNITS);
      if (next() < 0.4) {
        // Bounds at goods' own prices (inclusive edges), open ones and the empty string (no bound).
        const low = pickOne(prices);
        query.priceMin = next() < 0.2 ? '' : fenToMoney(low);
        if (next() < 0.8) query.priceMax = fenToMoney(low + Math.floor(next() * 20_000));
      }
      if (next() < 0.4) query.regionCode = next() < 0.05 ? '9999' : pickOne(regions);
      if (next() < 0.1) query.discount = next() < 0.5;
      if (next() < 0.9) query.sort = pickOne<ProductSort>(PRODUCT_SORTS);
      const scope: ProductScope = {};
      if (next() < 0.15) scope.sources = [pickOne(PRODUCT_SOURCES)];
      if (next() < 0.1) scope.spot = true;
      if (next() < 0.1) scope.includeOffShelf = true;
      const ctx = pickOne(contexts);
      const indexed = searchProducts(db, query, ctx, scope);
      expect(indexed, JSON.stringify({ query, scope, viewer: ctx.viewer, lang: ctx.lang })).toEqual(
        sqlSearch(db, query, ctx, scope),
      );
      compared += 1;
      if (indexed.records.length > 0) nonEmpty += 1;
    }
    expect(compared).toBe(400);
    // Not a comparison of empty pages: a good share of the sets find goods.
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it('answers every detail as the SQL path does, for every caller, hidden, expired and off-shelf goods too', () => {
    const db = app.db;
    const ids = all<{ id: number }>(
      db,
      `SELECT id FROM products WHERE id % 7 = 0 OR price_needs_apply = 1 OR price_valid <> 0 OR off_shelf = 1
         OR discount = 1 ORDER BY id LIMIT 150`,
    ).map((r) => r.id);
    for (const ctx of readers()) {
      for (const id of ids) {
        expect(detailAnswer(db, id, ctx).data, `${id} ${ctx.lang}`).toEqual(
          // As the route's serializer writes it (the seller cut to the detail's schema).
          JSON.parse(JSON.stringify(shaped(ProductDetail, sqlDetail(db, id, ctx, {})))),
        );
      }
    }
    expect(() => detailAnswer(db, 999_999, readers()[0] as ReadContext)).toThrow();
  });

  it('writes the bytes the route serializer writes from the SQL path (lists and details over HTTP)', async () => {
    const db = app.db;
    const item = one<{ id: number; category_id: number }>(
      db,
      'SELECT id, category_id FROM products ORDER BY id LIMIT 1',
    );
    const urls = [
      `/api/portal/pass/home/searchEsProductDocumentById?id=${item?.id ?? 0}`,
      `/api/portal/pass/home/pageSearchByMultiCondition?categoryId=${item?.category_id ?? 0}&sort=priceAsc&pageSize=7`,
      '/api/portal/pass/home/pageSearchByMultiCondition?regionCode=33&priceMin=1.00&pageNum=2',
      '/api/portal/pass/home/pageData?sort=salesDesc&pageSize=5',
    ];
    for (const lang of ['zh', 'en']) {
      for (const url of urls) {
        const indexed = await app.inject({ url, headers: { 'accept-language': lang } });
        // Inside a transaction the same call reads SQL and the route's own serializer writes the answer (a
        // write moves the cache's stamp, so the answer is computed again).
        db.exec('BEGIN');
        try {
          run(db, "INSERT INTO _meta (key, value) VALUES ('goods-index-test', 'x')");
          expect(goodsIndex(db)).toBeUndefined();
          const serialized = await app.inject({ url, headers: { 'accept-language': lang } });
          expect(indexed.json(), url).toEqual(serialized.json());
          expect(indexed.headers['content-type']).toBe(serialized.headers['content-type']);
          // The search lists' cards are list cards, each field of ProductListCard and no other.
          const records = (indexed.json() as { content: { records?: object[] } }).content.records ?? [];
          for (const record of records) expect(Object.keys(record)).toEqual(Object.keys(ProductListCard.properties));
        } finally {
          db.exec('ROLLBACK');
        }
      }
    }
  });

  it('follows every committed change at once: price, stock, status, sales, sellers, brands, discounts, categories', () => {
    const db = app.db;
    const ctx: ReadContext = { viewer: null, now: NOW, grants: null, lang: 'en' };
    const item = one<{ id: number; category_id: number; company_id: number; brand_id: number | null }>(
      db,
      `SELECT p.id, p.category_id, p.company_id, p.brand_id FROM products p JOIN companies c ON c.id = p.company_id
        WHERE p.off_shelf = 0 AND p.price_needs_apply = 0 AND p.brand_id IS NOT NULL
          AND c.audit_status = 'auditPass' ORDER BY p.id LIMIT 1`,
    );
    if (!item) throw new Error('no goods on sale');
    const check = (query: ProductQuery, scope: ProductScope = {}) => {
      const indexed = searchProducts(db, query, ctx, scope);
      expect(indexed, JSON.stringify(query)).toEqual(sqlSearch(db, query, ctx, scope));
      return indexed;
    };
    const inCategory = (sort: ProductSort) => check({ categoryId: item.category_id, sort, pageSize: 100 });
    const card = (sort: ProductSort = 'newest') => inCategory(sort).records.find((c) => c.id === item.id);
    expect(card()).toBeDefined();

    run(db, 'UPDATE products SET price_fen = 1, sales = 999999 WHERE id = ?', item.id);
    expect(card()?.price).toBe('0.01');
    expect(inCategory('priceAsc').records[0]?.id).toBe(item.id);
    expect(inCategory('salesDesc').records[0]?.id).toBe(item.id);
    expect(check({ categoryId: item.category_id, priceMax: '0.01' }).records.map((c) => c.id)).toContain(item.id);

    run(db, "UPDATE products SET stock = '0' WHERE id = ?", item.id);
    expect(card()?.stock).toBe('0');
    expect(
      check({ categoryId: item.category_id, pageSize: 100 }, { spot: true }).records.map((c) => c.id),
    ).not.toContain(item.id);

    const before = inCategory('default').total;
    run(db, 'UPDATE products SET off_shelf = 1 WHERE id = ?', item.id);
    expect(inCategory('default').total).toBe(before - 1);
    expect(card()).toBeUndefined();
    run(db, 'UPDATE products SET off_shelf = 0 WHERE id = ?', item.id);
    expect(card()).toBeDefined();

    run(db, "UPDATE brands SET name_en = 'Renamed brand' WHERE id = ?", item.brand_id);
    expect(card()?.brandName).toBe('Renamed brand');
    run(db, "UPDATE categories SET name_en = 'Renamed category' WHERE id = ?", item.category_id);
    expect(card()?.categoryNameEn).toBe('Renamed category');
    run(db, "UPDATE companies SET name_en = 'Renamed seller' WHERE id = ?", item.company_id);
    expect(card()?.companyName).toBe('Renamed seller');

    run(db, 'UPDATE products SET discount = 1 WHERE id = ?', item.id);
    run(
      db,
      `INSERT INTO catalogue_discounts (product_id, price_fen, starts_at, ends_at) VALUES (?, 1, ?, ?)
       ON CONFLICT (product_id) DO UPDATE SET price_fen = 1, starts_at = excluded.starts_at, ends_at = excluded.ends_at`,
      item.id,
      NOW - 1000,
      NOW + 1000,
    );
    expect(card()?.discountPrice).toBe('0.01');
    expect(check({ discount: true, pageSize: 100 }).records.map((c) => c.id)).toContain(item.id);

    // A seller no longer audited takes its goods off every list.
    run(db, "UPDATE companies SET audit_status = 'notPass' WHERE id = ?", item.company_id);
    expect(card()).toBeUndefined();
    run(db, "UPDATE companies SET audit_status = 'auditPass' WHERE id = ?", item.company_id);

    // New goods and deleted goods.
    run(
      db,
      `INSERT INTO products (code, title, title_en, category_id, brand_id, company_id, source, unit, price_fen,
         market_price_fen, stock, min_order, image, specs, description, origin_county_code, sales, created_at)
       SELECT 'INDEX-1', title, 'Brand new goods', category_id, brand_id, company_id, source, unit, 5, 6, '10', '1',
              image, specs, description, origin_county_code, 0, ? FROM products WHERE id = ?`,
      NOW + 1,
      item.id,
    );
    const added = one<{ id: number }>(db, "SELECT id FROM products WHERE code = 'INDEX-1'")?.id ?? 0;
    expect(inCategory('newest').records[0]?.title).toBe('Brand new goods');
    run(db, 'DELETE FROM products WHERE id = ?', added);
    expect(inCategory('newest').records.map((c) => c.id)).not.toContain(added);

    // Every goods item changed at once: the index moves each in its lists.
    run(db, 'UPDATE products SET views = views + 1');
    check({ sort: 'viewsDesc', pageSize: 50 });
    check({ categoryId: item.category_id, sort: 'default', pageSize: 50 });
  });

  it('is built again when the change log dropped changes it had not read yet', () => {
    const db = app.db;
    const ctx: ReadContext = { viewer: null, now: NOW, grants: null, lang: 'zh' };
    const query: ProductQuery = { sort: 'salesDesc', pageSize: 30 };
    expect(searchProducts(db, query, ctx)).toEqual(sqlSearch(db, query, ctx));
    const first = goodsIndex(db);
    // More changes than the log keeps (4,096) before the next read: its oldest rows are gone.
    const goods = one<{ n: number }>(db, 'SELECT count(*) AS n FROM products')?.n ?? 0;
    for (let round = 0; round * goods <= 4096 + goods; round += 1) {
      run(db, 'UPDATE products SET sales = (sales * 7 + id + ?) % 100000', round);
    }
    expect(one<{ n: number }>(db, 'SELECT min(seq) AS n FROM catalogue_changes')?.n).toBeGreaterThan(1);
    expect(searchProducts(db, query, ctx)).toEqual(sqlSearch(db, query, ctx));
    expect(goodsIndex(db)).not.toBe(first);
  });

  it('leaves reads inside a transaction to SQL, and never keeps what a rollback undid', () => {
    const db = app.db;
    const ctx: ReadContext = { viewer: null, now: NOW, grants: null, lang: 'zh' };
    const item = one<{ id: number; category_id: number }>(
      db,
      `SELECT p.id, p.category_id FROM products p JOIN companies c ON c.id = p.company_id
        WHERE p.off_shelf = 0 AND c.audit_status = 'auditPass' ORDER BY p.id DESC LIMIT 1`,
    );
    if (!item) throw new Error('no goods on sale');
    const query: ProductQuery = { categoryId: item.category_id, sort: 'priceAsc', pageSize: 100 };
    const price = () => searchProducts(db, query, ctx).records.find((c) => c.id === item.id)?.price;
    const original = price();
    expect(() =>
      transaction(db, () => {
        run(db, 'UPDATE products SET price_fen = 3 WHERE id = ?', item.id);
        // The transaction's own write shows inside it.
        expect(price()).toBe('0.03');
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(price()).toBe(original);
    expect(searchProducts(db, query, ctx)).toEqual(sqlSearch(db, query, ctx));
    // The change log holds no row of the rolled-back write, and the next change is applied once.
    run(db, 'UPDATE products SET price_fen = 4 WHERE id = ?', item.id);
    expect(price()).toBe('0.04');
    expect(searchProducts(db, query, ctx)).toEqual(sqlSearch(db, query, ctx));
  });

  it('is made, with its sort orders, once a server listens, before any list asks', async () => {
    const served = await buildApp({ dbFile: ':memory:', now: () => NOW, uploadDir });
    try {
      expect(madeGoodsIndex(served.db)).toBeUndefined();
      await served.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(() => madeGoodsIndex(served.db)?.lists.size ?? 0).toBeGreaterThan(6);
    } finally {
      await served.close();
    }
  });
});
