// Seeds the belts of seed/belt-data.ts, linked to the catalogue's level-1 categories, with six years of
// figures ending at the seed year's (the data's figures), each year back a few percent smaller.
import type { Db } from '../../db/database.ts';
import { one, run } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { BELTS } from '../../seed/belt-data.ts';
import { industryByKey } from '../../seed/catalogue-data.ts';
import { chinaDate } from '../../lib/china-time.ts';

export const BELT_YEARS = 6;

/** A small deterministic hash (FNV-1a) of a text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

export function seedBelts(db: Db, ctx: SeedContext): void {
  const thisYear = Number(chinaDate(ctx.now).slice(0, 4));
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
    run(db, 'UPDATE industrial_belts SET intro_en = ? WHERE code = ?', belt.introEn, belt.code);
    let output = belt.outputYi * 100_000_000 * 100;
    let enterprises = belt.enterprises;
    for (let year = thisYear; year > thisYear - BELT_YEARS; year -= 1) {
      run(
        db,
        'INSERT INTO belt_years (code, year, enterprises, output_fen) VALUES (?, ?, ?, ?)',
        belt.code,
        year,
        enterprises,
        output,
      );
      // The year before: output 3-14% lower (now and then a dip year), enterprises 1-6% fewer. Drawn from
      // the code and year, not the seed's generator, so the modules seeded later keep their data.
      const draw = hash(`${belt.code}:${year}`);
      const growth = draw % 10 === 0 ? -(1 + (draw % 4)) : 3 + (draw % 12);
      output = Math.round(output / (1 + growth / 100) / 100) * 100;
      enterprises = Math.round(enterprises / (1 + (1 + ((draw >>> 4) % 6)) / 100));
    }
  });
}
