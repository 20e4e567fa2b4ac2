// Seeds a new database: core data first (seed/core.ts), then each module in the module list's order
// (modules/index.ts). Deterministic.
import type { Db } from '../db/database.ts';
import { getMeta, setMeta, transaction } from '../db/database.ts';
import type { DomainModule } from '../modules/types.ts';
import { makeSeedContext, DEFAULT_SEED } from './context.ts';
import { seedCore } from './core.ts';

export interface SeedOptions {
  seed?: number;
  now: number;
}

export function isSeeded(db: Db): boolean {
  return getMeta(db, 'seeded_at') !== undefined;
}

/** Seeds core data, then every module of `modules` in the order given (already dependency-ordered). */
export function seedDatabase(db: Db, modules: readonly DomainModule[], options: SeedOptions): void {
  const ctx = makeSeedContext(options.seed ?? DEFAULT_SEED, options.now);
  transaction(db, () => {
    seedCore(db, ctx);
    for (const module of modules) module.seed?.(db, ctx);
    setMeta(db, 'seeded_at', String(options.now));
    setMeta(db, 'seed', String(options.seed ?? DEFAULT_SEED));
  });
}
