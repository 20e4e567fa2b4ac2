// Seeds the belts of seed/belt-data.ts, linked to the catalogue's level-1 categories.
import type { Db } from '../../db/database.ts';
import { one, run } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { BELTS } from '../../seed/belt-data.ts';
import { industryByKey } from '../../seed/catalogue-data.ts';

export function seedBelts(db: Db, _ctx: SeedContext): void {
  BELTS.forEach((belt, i) => {
    const category = one<{ id: number }>(
      db,
      'SELECT id FROM categories WHERE level = 1 AND name = ?',
      industryByKey(belt.industryKey).name,
    );
    run(
      db,
      `INSERT INTO industrial_belts (code, name, name_en, industry, industry_en, category_id, lng, lat, enterprises,
         output_fen, market_share, intro, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      belt.code,
      belt.name,
      belt.nameEn,
      belt.industry,
      belt.industryEn,
      category?.id ?? null,
      belt.lng,
      belt.lat,
      belt.enterprises,
      belt.outputYi * 100_000_000 * 100,
      belt.marketShare,
      belt.intro,
      i + 1,
    );
  });
}
