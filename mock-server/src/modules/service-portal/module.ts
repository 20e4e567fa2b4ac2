// The service zone: banners, advantages, service news, cases, trade services and navigation.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as ops from '@portal/contracts/http/service-portal';
import { banners } from '../catalogue/public.ts';
import { serviceMigrations } from './schema.ts';
import { seedServicePortal } from './seed.ts';
import { advantages, navigation, serviceCases, serviceNews, tradeServices } from './service.ts';

export const module: DomainModule = {
  name: 'service-portal',
  dependsOn: ['catalogue'],
  migrations: serviceMigrations,
  seed: seedServicePortal,
  routes(app) {
    bind(app, ops.servicePortalBanner, () => banners(app.db, 'service'));
    bind(app, ops.servicePortalAdvantage, () => advantages(app.db));
    bind(app, ops.servicePortalNews, ({ query }) => serviceNews(app.db, query));
    bind(app, ops.servicePortalCases, ({ query }) => serviceCases(app.db, query.serviceType));
    bind(app, ops.servicePortalTrade, ({ query }) => tradeServices(app.db, query.serviceType));
    bind(app, ops.servicePortalNavigation, () => navigation(app.db));
  },
};
