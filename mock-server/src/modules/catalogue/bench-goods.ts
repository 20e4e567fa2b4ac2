// A market-scale catalogue for the API benchmark (scripts/bench/api.bench.ts): copies of the seeded goods,
// each with its own code, a shifted price, sales, views and listing date, until the catalogue holds `target`
// goods; then the search index catches up. Deterministic, and never part of the normal seed.
import { one, run, transaction, type Db } from '../../db/database.ts';
import { refreshSearchIndex } from './search.ts';

const COLUMNS = `category_id, brand_id, company_id, source, unit, price_valid, price_needs_apply, stock, min_order,
  off_shelf, discount, image, specs, description, origin_province_code, origin_city_code, origin_county_code,
  title_en, description_en, specs_en`;

export function growCatalogue(db: Db, target: number): number {
  const count = () => one<{ n: number }>(db, 'SELECT count(*) AS n FROM products')?.n ?? 0;
  const base = one<{ n: number }>(db, 'SELECT max(id) AS n FROM products')?.n ?? 0;
  if (base === 0) return 0;
  transaction(db, () => {
    for (let round = 1; count() < target; round += 1) {
      run(
        db,
        `INSERT INTO products (code, title, price_fen, market_price_fen, sales, views, created_at, ${COLUMNS})
         SELECT code || '-' || ?1, title, price_fen + (id * ?1) % 997, market_price_fen + (id * ?1) % 997,
                (sales + id * ?1 * 7) % 5000, (views + id * ?1 * 13) % 50000, created_at - ?1 * 3600000, ${COLUMNS}
           FROM products WHERE id <= ?2 ORDER BY id LIMIT ?3`,
        round,
        base,
        target - count(),
      );
    }
  });
  refreshSearchIndex(db);
  db.exec('ANALYZE');
  return count();
}
