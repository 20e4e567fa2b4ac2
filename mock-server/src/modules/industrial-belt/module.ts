// The industrial-belt map and its statistics.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as ops from '@portal/contracts/http/industrial-belt';
import { beltMigrations } from './schema.ts';
import { seedBelts } from './seed.ts';
import { beltMap, beltStatistics } from './service.ts';

export const module: DomainModule = {
  name: 'industrial-belt',
  dependsOn: ['region', 'catalogue'],
  migrations: beltMigrations,
  seed: seedBelts,
  routes(app) {
    bind(app, ops.industrialBeltStatistics, () => beltStatistics(app.db));
    bind(app, ops.industrialBeltMap, ({ query }) => beltMap(app.db, query));
  },
};
