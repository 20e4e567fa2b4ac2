// What every seeder gets: a deterministic faker (zh_CN), the seed's clock, and helpers.
import { Faker, zh_CN, en, base } from '@faker-js/faker';

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
  const faker = new Faker({ locale: [zh_CN, en, base] });
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
