// Factory inspection, factory visits and factory credit: whether the caller may apply, the caller's
// applications with their steps, the public lists, and the deep verification report. Initiating an
// inspection or a visit is a write of a later issue (answered 501 until then).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as inspection from '@portal/contracts/http/factory-inspection';
import * as visit from '@portal/contracts/http/factory-visit';
import * as credit from '@portal/contracts/http/factory-credit';
import { inspectionMigrations } from './schema.ts';
import { seedInspections } from './seed.ts';
import {
  creditReport,
  inspectionApplyable,
  myInspections,
  myVisits,
  publicInspections,
  publicVisits,
  visitApplyable,
} from './service.ts';

export const module: DomainModule = {
  name: 'inspection',
  dependsOn: ['region', 'catalogue'],
  migrations: inspectionMigrations,
  seed: seedInspections,
  routes(app) {
    const db = app.db;
    bind(app, inspection.factoryInspectionApplyable, ({ caller, query, request }) =>
      inspectionApplyable(db, caller, query.factoryId, request.lang),
    );
    bind(app, inspection.factoryInspectionPortalPage, ({ caller, query }) => myInspections(db, caller, query));
    bind(app, inspection.factoryInspectionPublicList, ({ query }) => publicInspections(db, query));
    bind(app, visit.factoryVisitApplyable, ({ caller, query, request }) =>
      visitApplyable(db, app.now(), caller, query.factoryId, request.lang),
    );
    bind(app, visit.factoryVisitPortalPage, ({ caller, query }) => myVisits(db, app.now(), caller, query));
    bind(app, visit.factoryVisitPublicList, ({ query }) => publicVisits(db, app.now(), query));
    bind(app, credit.factoryCreditDetail, ({ query }) => creditReport(db, query.factoryId));
  },
};
