// The listing table (listing.ts) stays a faithful copy of the goods' list columns through inserts, updates
// and deletes, and the lists read from it (and the caches over them) change the moment the goods change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import { all, one, run } from '../../db/database.ts';
import { searchProducts } from './products.ts';
import { loadCategories } from './categories.ts';
import type { ReadContext } from './viewer.ts';

const NOW = Date.UTC(2026, 10, 22, 4);
let app: FastifyInstance;
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-listing-'));
const ctx: ReadContext = { viewer: null, now: NOW, grants: null, lang: 'zh' };

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW, uploadDir });
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

/** The listing's columns computed afresh from products, in the listing's column order. */
const FROM_PRODUCTS = `SELECT category_id, id, brand_id, company_id, source, unit, price_fen, price_needs_apply,
    price_valid, off_shelf, discount, CAST(stock AS REAL) >= CAST(min_order AS REAL) AS spot,
    origin_province_code, origin_city_code, origin_county_code, sales, views, created_at FROM products ORDER BY id`;
const listing = () => all(app.db, 'SELECT * FROM catalogue_listing ORDER BY id');
const fresh = () => all(app.db, FROM_PRODUCTS);

describe('catalogue listing', () => {
  it('holds every goods item as the products table has it, through updates, inserts and deletes', () => {
    expect(listing().length).toBeGreaterThan(100);
    expect(listing()).toEqual(fresh());

    const id = one<{ id: number }>(app.db, 'SELECT id FROM products WHERE off_shelf = 0 ORDER BY id LIMIT 1')?.id ?? 0;
    const other = one<{ id: number }>(app.db, 'SELECT id FROM categories WHERE level = 3 ORDER BY id DESC')?.id ?? 0;
    run(
      app.db,
      "UPDATE products SET category_id = ?, price_fen = 12345, sales = sales + 1, stock = '0', off_shelf = 1 WHERE id = ?",
      other,
      id,
    );
    // Columns the listing does not hold change nothing there (and must not break the trigger).
    run(app.db, "UPDATE products SET description = 'x' WHERE id = ?", id);
    run(
      app.db,
      `INSERT INTO products (code, title, category_id, company_id, source, unit, price_fen, market_price_fen, stock,
         min_order, image, specs, description, origin_county_code, created_at)
       SELECT 'LISTING-1', title, category_id, company_id, source, unit, 99, 120, '5', '10', image, specs,
              description, origin_county_code, ? FROM products WHERE id = ?`,
      NOW,
      id,
    );
    const last = one<{ id: number }>(app.db, 'SELECT max(id) AS id FROM products')?.id ?? 0;
    run(app.db, 'DELETE FROM products WHERE id = ?', last);
    expect(listing()).toEqual(fresh());
  });

  it('answers lists from the listing at once after a goods item changes', () => {
    const item = one<{ id: number; category_id: number }>(
      app.db,
      `SELECT p.id, p.category_id FROM products p JOIN companies c ON c.id = p.company_id
        WHERE p.off_shelf = 0 AND c.audit_status = 'auditPass' ORDER BY p.id LIMIT 1`,
    );
    if (!item) throw new Error('no goods on sale');
    const root = loadCategories(app.db).root(item.category_id)?.id ?? 0;
    const list = () => searchProducts(app.db, { categoryId: root, pageSize: 200 }, ctx);
    const before = list();
    expect(before.records.map((card) => card.id)).toContain(item.id);

    // Another page and sort of the same conditions count the same goods (the count is kept per condition set).
    const page2 = () => searchProducts(app.db, { categoryId: root, pageSize: 5, pageNum: 2, sort: 'newest' }, ctx);
    expect(page2().total).toBe(before.total);

    run(app.db, 'UPDATE products SET off_shelf = 1 WHERE id = ?', item.id);
    const after = list();
    expect(after.total).toBe(before.total - 1);
    expect(page2().total).toBe(before.total - 1);
    expect(after.records.map((card) => card.id)).not.toContain(item.id);

    // Top sales: a goods item that sells most moves to the head of the list.
    run(app.db, 'UPDATE products SET off_shelf = 0, sales = 1000000 WHERE id = ?', item.id);
    const top = searchProducts(app.db, { categoryId: root, sort: 'salesDesc', pageSize: 5 }, ctx);
    expect(top.records[0]?.id).toBe(item.id);
    expect(top.records[0]?.sales).toBe(1000000);
  });

  it('shows a changed goods item on every list at once, in each language (kept rows go with any change)', () => {
    const item = one<{ id: number; category_id: number }>(
      app.db,
      `SELECT p.id, p.category_id FROM products p JOIN companies c ON c.id = p.company_id
        WHERE p.off_shelf = 0 AND c.audit_status = 'auditPass' ORDER BY p.id DESC LIMIT 1`,
    );
    if (!item) throw new Error('no goods on sale');
    const card = (lang: 'zh' | 'en', sort: 'newest' | 'salesDesc') =>
      searchProducts(app.db, { categoryId: item.category_id, pageSize: 200, sort }, { ...ctx, lang }).records.find(
        (c) => c.id === item.id,
      );
    const zh = card('zh', 'newest');
    const en = card('en', 'newest');
    expect(zh?.title).toBeTruthy();
    expect(en?.title).not.toBe(zh?.title);
    expect(card('zh', 'salesDesc')).toEqual(zh);

    run(
      app.db,
      'UPDATE products SET title = ?, title_en = ?, sales = 4321 WHERE id = ?',
      '新标题',
      'New title',
      item.id,
    );
    for (const sort of ['newest', 'salesDesc'] as const) {
      expect(card('zh', sort)).toMatchObject({ title: '新标题', sales: 4321 });
      expect(card('en', sort)).toMatchObject({ title: 'New title', sales: 4321 });
    }
  });

  it('writes each cached answer once, and a new one after the goods change (search and detail over HTTP)', async () => {
    const item = one<{ id: number; category_id: number }>(
      app.db,
      `SELECT p.id, p.category_id FROM products p JOIN companies c ON c.id = p.company_id
        WHERE p.off_shelf = 0 AND p.price_needs_apply = 0 AND c.audit_status = 'auditPass' ORDER BY p.id DESC LIMIT 1`,
    );
    if (!item) throw new Error('no goods on sale');
    const detail = () => app.inject({ url: `/api/portal/pass/home/searchEsProductDocumentById?id=${item.id}` });
    const list = () =>
      app.inject({
        url: `/api/portal/pass/home/pageSearchByMultiCondition?categoryId=${item.category_id}&sort=salesDesc&pageSize=50`,
      });
    const [firstDetail, firstList] = [await detail(), await list()];
    // A hit writes the same bytes, with the content type the default path gives.
    expect((await detail()).body).toBe(firstDetail.body);
    expect((await list()).body).toBe(firstList.body);
    expect(firstDetail.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(firstList.json().content.records.map((r: { id: number }) => r.id)).toContain(item.id);

    run(app.db, "UPDATE products SET title = '新标题 listing', price_fen = 4321 WHERE id = ?", item.id);
    const changed = (await detail()).json().content;
    expect(changed.title).toBe('新标题 listing');
    expect(changed.price).toBe('43.21');
    const card = (await list()).json().content.records.find((r: { id: number }) => r.id === item.id);
    expect(card?.title).toBe('新标题 listing');
  });
});
