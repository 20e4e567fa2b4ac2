// Keyword search over the search index: one- and two-character Chinese terms, longer terms in either
// language, brands, categories and shops; goods renamed after indexing are found by their new title at once;
// and the plans SQLite chooses read the indexes (EXPLAIN QUERY PLAN), not every goods row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import { all, one, run, type Db } from '../../db/database.ts';
import type { ProductCard } from '@portal/contracts/entities/catalogue';
import { searchProducts, sqlSearch } from './products.ts';
import { chineseGrams } from './search.ts';
import { forgetStatements } from './statements.ts';
import type { ReadContext } from './viewer.ts';

const NOW = Date.UTC(2026, 10, 22, 4);
let app: FastifyInstance;
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-search-'));
const ctx: ReadContext = { viewer: null, now: NOW, grants: null, lang: 'zh' };

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW, uploadDir });
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const search = (keyword: string, extra: Record<string, unknown> = {}) =>
  searchProducts(app.db, { keyword, pageSize: 50, ...extra }, ctx);

/** Every on-shelf goods id whose searchable text contains the term (the same fields, joined by hand). */
function expected(term: string): number[] {
  const like = `%${term.toLowerCase()}%`;
  return all<{ id: number }>(
    app.db,
    `SELECT p.id FROM products p JOIN categories c3 ON c3.id = p.category_id
       LEFT JOIN categories c2 ON c2.id = c3.parent_id LEFT JOIN categories c1 ON c1.id = c2.parent_id
       LEFT JOIN brands b ON b.id = p.brand_id JOIN companies co ON co.id = p.company_id
      WHERE p.off_shelf = 0 AND co.audit_status = 'auditPass' AND (
        lower(p.title) LIKE ?1 OR lower(p.title_en) LIKE ?1 OR lower(p.code) LIKE ?1 OR lower(b.name) LIKE ?1
        OR lower(b.name_en) LIKE ?1 OR c3.name LIKE ?1 OR lower(c3.name_en) LIKE ?1 OR c2.name LIKE ?1
        OR lower(c2.name_en) LIKE ?1 OR c1.name LIKE ?1 OR lower(c1.name_en) LIKE ?1 OR co.name LIKE ?1
        OR lower(co.name_en) LIKE ?1 OR co.shop_name LIKE ?1 OR lower(co.shop_name_en) LIKE ?1)
      ORDER BY p.id`,
    like,
  ).map((r) => r.id);
}

const ids = (cards: { records: ProductCard[]; total: number }) => cards.records.map((c) => c.id).sort((a, b) => a - b);

describe('keyword search', () => {
  it('splits Chinese into unigrams and bigrams', () => {
    expect([...chineseGrams('玩具车 S925银')].sort()).toEqual(['具', '具车', '玩', '玩具', '车', '银'].sort());
  });

  it('answers one- and two-character Chinese terms, longer ones in both languages, exactly as a full scan would', () => {
    const title = one<{ title: string; title_en: string }>(app.db, 'SELECT title, title_en FROM products LIMIT 1');
    if (!title) throw new Error('no goods');
    const chars = [...title.title];
    const brand = one<{ name: string }>(app.db, 'SELECT name FROM brands ORDER BY id LIMIT 1')?.name ?? '';
    const shop = one<{ shop_name: string }>(
      app.db,
      "SELECT shop_name FROM companies WHERE kind = 'shop' AND shop_name IS NOT NULL LIMIT 1",
    )?.shop_name;
    const terms = [
      chars[0] ?? '',
      chars.slice(0, 2).join(''),
      chars.slice(1, 4).join(''),
      title.title_en.split(' ')[0]?.toUpperCase() ?? '',
      brand,
      shop ?? '',
      'zz',
    ];
    for (const term of terms.filter(Boolean)) {
      const want = expected(term);
      const got = search(term, { pageSize: 100 });
      expect(got.total, term).toBe(want.length);
      if (want.length <= 100) expect(ids(got), term).toEqual(want);
    }
  });

  it('finds goods by a new title at once after they are renamed', () => {
    const goods = one<{ id: number }>(app.db, 'SELECT id FROM products WHERE off_shelf = 0 ORDER BY id LIMIT 1');
    if (!goods) throw new Error('no goods');
    expect(search('琥珀蜜蜡摆件').total).toBe(0);
    run(app.db, "UPDATE products SET title = '天然琥珀蜜蜡摆件' WHERE id = ?", goods.id);
    expect(ids(search('琥珀蜜蜡摆件'))).toEqual([goods.id]);
    expect(ids(search('琥'))).toContain(goods.id);
  });
});

/** The SQL statements a call prepares against the goods (listing or products), each with its query plan. */
function plansOf(db: Db, call: () => void): { sql: string; plan: string[] }[] {
  const prepare = db.prepare.bind(db);
  const seen: string[] = [];
  // Statements are kept per connection once prepared: forget them so the call prepares (and shows) each one.
  forgetStatements(db);
  db.prepare = ((sql: string) => {
    if (/FROM (products|catalogue_listing) p\b/.test(sql)) seen.push(sql);
    return prepare(sql);
  }) as Db['prepare'];
  try {
    call();
  } finally {
    db.prepare = prepare;
  }
  return seen.map((sql) => ({
    sql,
    plan: (prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((r) => r.detail),
  }));
}

describe('query plans', () => {
  const fullScan = (plan: string[]) => plan.some((detail) => /^SCAN p$/.test(detail));

  it('reads the keyword indexes, never every goods row', () => {
    for (const keyword of ['饰', '饰品', '不锈钢', 'toy']) {
      // A page size of its own: a query answered before would come from the answer cache, with no SQL.
      const plans = plansOf(app.db, () => search(keyword, { pageSize: 17 }));
      expect(plans.length).toBeGreaterThan(0);
      for (const { plan } of plans) expect(fullScan(plan), `${keyword}: ${plan.join(' / ')}`).toBe(false);
      // The page's ids and the count read the search index; the cards are then fetched by id.
      const indexed = plans.filter(({ plan }) => /catalogue_search/.test(plan.join(' / ')));
      expect(indexed.length, keyword).toBeGreaterThanOrEqual(2);
    }
  });

  // Lists without a keyword walk the goods index (goods-index.ts); inside a transaction they read this SQL.
  it('serves conditions and sorts by indexes on the SQL path', () => {
    const category = one<{ id: number }>(app.db, 'SELECT id FROM categories WHERE level = 3 LIMIT 1')?.id ?? 0;
    const brand = one<{ id: number }>(app.db, 'SELECT brand_id AS id FROM products WHERE brand_id IS NOT NULL')?.id;
    const cases: [Record<string, unknown>, RegExp][] = [
      // The listing is clustered by category: its primary key is the category's index.
      [{ categoryId: category, sort: 'priceAsc' }, /USING PRIMARY KEY \(category_id=\?\)/],
      [{ brandId: brand, priceMin: '1.00', priceMax: '500.00' }, /catalogue_listing_(brand|price)/],
      [{ regionCode: '3307' }, /catalogue_listing_city/],
      [{ sort: 'salesDesc' }, /catalogue_listing_sales/],
      [{}, /catalogue_listing_rank/],
    ];
    for (const [query, index] of cases) {
      const plans = plansOf(app.db, () => sqlSearch(app.db, { pageSize: 19, ...query }, ctx));
      const page = plans.find(({ sql }) => sql.includes('LIMIT'));
      expect(page, JSON.stringify(query)).toBeDefined();
      expect(page?.plan.join(' / '), JSON.stringify(query)).toMatch(index);
      // Every statement but the count of a list without a selective condition (which must count every on-shelf
      // goods item; the answer cache carries it) reads an index.
      for (const { sql, plan } of plans) {
        if (sql.startsWith('SELECT count(*)') && Object.keys(query).every((k) => k === 'sort')) continue;
        expect(fullScan(plan), `${JSON.stringify(query)}: ${plan.join(' / ')}`).toBe(false);
      }
    }
  });
});
