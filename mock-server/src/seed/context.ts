// What every seeder gets: a deterministic faker (zh_CN), the seed's clock, and helpers.
import type { Faker } from '@faker-js/faker';
// The zh_CN entry, not the package root: the root evaluates every one of faker's ~70 locales (~40 MB of the
// server's RSS, kept for its life). Its instance is built on [zh_CN, en, base], the chain the seed wants.
import { faker as zhCnFaker } from '@faker-js/faker/locale/zh_CN';

/** Faker's class, taken from the zh_CN instance (the locale entry exports no class). */
const FakerClass = zhCnFaker.constructor as typeof Faker;

export interface SeedContext {
  /** Deterministic: the same seed gives the same data every run. */
  faker: Faker;
  /** The clock the seed is made against (epoch ms); auctions and deadlines are placed around it. */
  now: number;
  /** Deterministic pick / int helpers on the same stream. */
  pick<T>(items: readonly T[]): T;
  int(min: number, max: number): number;
}

export const DEFAULT_SEED = 20261122;

export function makeSeedContext(seed: number, now: number): SeedContext {
  const faker = new FakerClass({ locale: zhCnFaker.rawDefinitions });
  faker.seed(seed);
  return {
    faker,
    now,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from empty list');
      return items[faker.number.int({ min: 0, max: items.length - 1 })] as T;
    },
    int: (min: number, max: number) => faker.number.int({ min, max }),
  };
}
