// The service zone: banners, advantages, service news, cases, trade services and navigation, and the service
// requests of its forms (service orders, consultations, finance, logistics, YunCang, call-backs).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as ops from '@portal/contracts/http/service-portal';
import * as order from '@portal/contracts/http/order';
import { consultInfoSave } from '@portal/contracts/http/consult-info';
import { financeInfoSave } from '@portal/contracts/http/finance-info';
import { logisticsInfoSave, logisticsYunCangSave } from '@portal/contracts/http/logistics';
import { retentionInfoSave } from '@portal/contracts/http/retention-info';
import { banners } from '../catalogue/public.ts';
import { serviceMigrations } from './schema.ts';
import { seedServicePortal } from './seed.ts';
import { advantages, navigation, serviceCases, serviceNews, tradeServices } from './service.ts';
import {
  saveConsult,
  saveFinance,
  saveLogisticsDemand,
  saveRetention,
  saveServiceOrder,
  saveYunCang,
  providerStep,
  serviceRequestPage,
  type ProviderStep,
} from './requests.ts';
import { transaction } from '../../db/database.ts';

export const module: DomainModule = {
  name: 'service-portal',
  dependsOn: ['catalogue', 'region'],
  // The request forms check carriers and warehouses and store YunCang requests (only while answering).
  uses: ['logistics'],
  migrations: serviceMigrations,
  seed: seedServicePortal,
  routes(app) {
    bind(app, ops.servicePortalBanner, () => banners(app.db, 'service'));
    bind(app, ops.servicePortalAdvantage, ({ request }) => advantages(app.db, request.lang));
    bind(app, ops.servicePortalNews, ({ query, request }) => serviceNews(app.db, query, request.lang));
    bind(app, ops.servicePortalCases, ({ query, request }) => serviceCases(app.db, query.serviceType, request.lang));
    bind(app, ops.servicePortalTrade, ({ query, request }) => tradeServices(app.db, query.serviceType, request.lang));
    bind(app, ops.servicePortalNavigation, () => navigation(app.db));

    // The request forms: each becomes a service request of the caller that the provider addressed sees.
    const db = app.db;
    bind(app, order.saveServiceOrder, ({ caller, body, request }) =>
      saveServiceOrder(db, caller, body, true, app.now(), request.lang),
    );
    bind(app, order.serviceOrderSave, ({ caller, body, request }) =>
      saveServiceOrder(db, caller, body, false, app.now(), request.lang),
    );
    bind(app, order.serviceOrderPage, ({ caller, query, request }) =>
      serviceRequestPage(db, caller, query, request.lang),
    );
    bind(app, consultInfoSave, ({ caller, body, request }) => saveConsult(db, caller, body, app.now(), request.lang));
    bind(app, financeInfoSave, ({ caller, body, request }) => saveFinance(db, caller, body, app.now(), request.lang));
    bind(app, logisticsInfoSave, ({ caller, body, request }) =>
      saveLogisticsDemand(db, caller, body, app.now(), request.lang),
    );
    bind(app, logisticsYunCangSave, ({ caller, body, request }) =>
      saveYunCang(db, caller, body, app.now(), request.lang),
    );
    bind(app, retentionInfoSave, ({ caller, body, request }) =>
      saveRetention(db, caller, body, app.now(), request.lang),
    );
    // The provider's steps; the requester's open pages hear of it on its user room once committed.
    const step = (
      caller: Parameters<typeof providerStep>[1],
      id: number,
      kind: ProviderStep,
      reason: string | undefined,
      lang: Parameters<typeof providerStep>[6],
    ) =>
      transaction(db, () => {
        const done = providerStep(db, caller, id, kind, reason, app.now(), lang);
        if (done.requesterId !== null) {
          app.realtime.publish(`user:${done.requesterId}`, 'user:notification', {
            id: done.request.id,
            kind: 'serviceRequest',
            title: done.request.subject,
            at: app.now(),
          });
        }
        return done.request;
      });
    bind(app, order.serviceOrderAccept, ({ caller, body, request }) =>
      step(caller, body.id, 'accept', undefined, request.lang),
    );
    bind(app, order.serviceOrderDecline, ({ caller, body, request }) =>
      step(caller, body.id, 'decline', body.reason, request.lang),
    );
    bind(app, order.serviceOrderComplete, ({ caller, body, request }) =>
      step(caller, body.id, 'complete', undefined, request.lang),
    );
  },
};
