// Logistics: carriers and routes, warehouses, the caller's YunCang requests, truck and train
// recommendations. The YunCang and logistics-demand writes are bound by the service zone (service-portal), which
// makes each a service request.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as ops from '@portal/contracts/http/logistics';
import { logisticsMigrations } from './schema.ts';
import { seedLogistics } from './seed.ts';
import { logisticsPage, recommendCars, recommendTrains, warehousePage, yunCangList } from './service.ts';

export const module: DomainModule = {
  name: 'logistics',
  dependsOn: ['region', 'customer', 'trade'],
  migrations: logisticsMigrations,
  seed: seedLogistics,
  routes(app) {
    bind(app, ops.pageSearchLogistics, ({ query, request }) => logisticsPage(app.db, query, request.lang));
    bind(app, ops.pageSearchWarehouse, ({ query, request }) => warehousePage(app.db, query, request.lang));
    bind(app, ops.logisticsYunCangList, ({ caller, query }) => yunCangList(app.db, caller.id, query.status));
    bind(app, ops.recommendCar, ({ query }) => recommendCars(app.db, query));
    bind(app, ops.recommendTrain, ({ query }) => recommendTrains(app.db, query, app.now()));
  },
};
