// The trading floor dashboard, computed from the deals at the server time.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as ops from '@portal/contracts/http/trading-floor';
import { tradingMigrations } from './schema.ts';
import { seedTradingFloor } from './seed.ts';
import { tradingFloorData } from './service.ts';

export const module: DomainModule = {
  name: 'trading-floor',
  dependsOn: ['region', 'catalogue'],
  migrations: tradingMigrations,
  seed: seedTradingFloor,
  routes(app) {
    bind(app, ops.tradingFloorData, ({ query }) => tradingFloorData(app.db, app.now(), query.days ?? 14));
  },
};
