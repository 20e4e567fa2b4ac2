// The trading floor dashboard: figures computed from the deals at the server time, and the live figures of
// today aggregated from the domains' committed events into throttled `floor:tick`s on the public `floor` room.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import { FLOOR_ROOM } from '@portal/contracts/events/common';
import * as ops from '@portal/contracts/http/trading-floor';
import { tradingMigrations } from './schema.ts';
import { backfillFloorActivity, seedTradingFloor } from './seed.ts';
import { tradingFloorData } from './service.ts';
import { listenToDomains, startFloorTicker } from './aggregator.ts';
import { simulateDomainEvents } from './simulate.ts';

export const module: DomainModule = {
  name: 'trading-floor',
  dependsOn: ['region', 'catalogue'],
  // The live figures count running auctions and group buys; the first start copies the seeded bids,
  // registrations, inquiries and offers of the last two days into the floor's activity (backfillFloorActivity).
  uses: ['auction', 'collective', 'inquiry'],
  migrations: tradingMigrations,
  seed: seedTradingFloor,
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
    backfillFloorActivity(app.db, app.now());
    const ticker = startFloorTicker(app);
    const stopListening = listenToDomains(app, ticker);
    app.addHook('onClose', async () => {
      stopListening();
      ticker.stop();
    });
  },
};
