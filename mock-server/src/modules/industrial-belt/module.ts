// The industrial-belt map, its statistics and one belt's page; `belt:update` on the `floor` room when an
// order placed with a belt's company changes the belt's figures.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as ops from '@portal/contracts/http/industrial-belt';
import { beltMigrations } from './schema.ts';
import { seedBelts } from './seed.ts';
import { beltDetail, beltMap, beltStatistics } from './service.ts';
import { followBeltOrders } from './live.ts';
import { readContext } from '../catalogue/public.ts';

export const module: DomainModule = {
  name: 'industrial-belt',
  dependsOn: ['region', 'catalogue'],
  migrations: beltMigrations,
  seed: seedBelts,
  routes(app) {
    bind(app, ops.industrialBeltStatistics, () => beltStatistics(app.db, app.now()));
    bind(app, ops.industrialBeltMap, ({ query }) => beltMap(app.db, app.now(), query));
    bind(app, ops.industrialBeltDetail, ({ query, request }) =>
      beltDetail(app.db, app.now(), query.code, readContext(app, request)),
    );
  },
  realtime(app) {
    const stop = followBeltOrders(app);
    app.addHook('onClose', async () => stop());
  },
};
