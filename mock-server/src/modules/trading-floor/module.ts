// The trading floor dashboard: figures computed from the deals at the server time, and the live figures of
// today aggregated from the domains' committed events into throttled `floor:tick`s on the public `floor` room.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import { FLOOR_ROOM } from '@portal/contracts/events/common';
import * as ops from '@portal/contracts/http/trading-floor';
import type { Db } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { tradingMigrations } from './schema.ts';
import { seedFloorActivity, seedTradingFloor } from './seed.ts';
import { tradingFloorData } from './service.ts';
import { listenToDomains, startFloorTicker } from './aggregator.ts';
import { simulateDomainEvents } from './simulate.ts';

export const module: DomainModule = {
  name: 'trading-floor',
  // The seeded auctions, group buys and inquiries give the floor its first activity (seedFloorActivity).
  dependsOn: ['region', 'catalogue', 'auction', 'collective', 'inquiry'],
  migrations: tradingMigrations,
  seed(db: Db, ctx: SeedContext) {
    seedTradingFloor(db, ctx);
    seedFloorActivity(db, ctx);
  },
  routes(app) {
    bind(app, ops.tradingFloorData, ({ query }) => ({
      ...tradingFloorData(app.db, app.now(), query.days ?? 14),
      // Read together with the figures (one synchronous call): the ticks after this seq are newer.
      seq: app.realtime.seq(FLOOR_ROOM),
      epoch: app.realtime.epoch,
    }));
    bind(app, ops.floorSimulate, ({ body }) => simulateDomainEvents(app, body));
  },
  realtime(app) {
    const ticker = startFloorTicker(app);
    const stopListening = listenToDomains(app, ticker);
    app.addHook('onClose', async () => {
      stopListening();
      ticker.stop();
    });
  },
};
