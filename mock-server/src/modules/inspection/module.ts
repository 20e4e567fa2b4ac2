// Factory inspection, factory visits and factory credit: whether the caller may apply, applying and booking, the
// caller's applications with their steps (walked on the server clock, steps.ts), the public lists, and the deep
// verification report.
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
  inspectionDetail,
  myInspections,
  myVisits,
  publicInspections,
  publicVisits,
  visitApplyable,
} from './service.ts';
import { initiateInspection, initiateVisit } from './initiate.ts';
import { replyVisit } from './visit-reply.ts';
import { replyInspection } from './inspection-reply.ts';
import { catchUpSteps } from './steps.ts';
import { fillCreditCodes } from './credit-codes.ts';
import { lookupByCreditCode } from './credit-lookup.ts';
import { assertMayDownload, downloadableReports } from './credit-download.ts';
import { creditReportPdf, reportFileName } from './credit-pdf.ts';

export const module: DomainModule = {
  name: 'inspection',
  dependsOn: ['region', 'catalogue'],
  // inquiry's inLanguage gives a factory's English name at request time; no seed order needed. The seed writes
  // the notices of its waiting bookings through notifications (its table is migrated before any seed runs).
  uses: ['inquiry', 'notifications'],
  migrations: inspectionMigrations,
  seed(db, ctx) {
    // Valid GB 32100 codes first: the reports written next quote them.
    fillCreditCodes(db);
    seedInspections(db, ctx);
  },
  routes(app) {
    const db = app.db;
    // Every read of inspections first does the steps that have fallen due on the server clock.
    const current = () => catchUpSteps(db, app.now());
    bind(app, inspection.factoryInspectionApplyable, ({ caller, query, request }) => {
      current();
      return inspectionApplyable(db, caller, query.factoryId, request.lang);
    });
    bind(app, inspection.factoryInspectionPortalPage, ({ caller, query, request }) => {
      current();
      return myInspections(db, caller, query, request.lang);
    });
    bind(app, inspection.factoryInspectionDetail, ({ caller, query, request }) => {
      current();
      return inspectionDetail(db, caller, query.id, request.lang);
    });
    bind(app, inspection.factoryInspectionPublicList, ({ query, request }) => {
      current();
      return publicInspections(db, query, request.lang);
    });
    bind(app, inspection.factoryInspectionInitiate, ({ caller, body, request }) => {
      current();
      return initiateInspection(app, caller, body, request.lang);
    });
    bind(app, visit.factoryVisitApplyable, ({ caller, query, request }) =>
      visitApplyable(db, app.now(), caller, query.factoryId, request.lang),
    );
    bind(app, visit.factoryVisitPortalPage, ({ caller, query, request }) =>
      myVisits(db, app.now(), caller, query, request.lang),
    );
    bind(app, visit.factoryVisitPublicList, ({ query, request }) => publicVisits(db, app.now(), query, request.lang));
    bind(app, visit.factoryVisitInitiate, ({ caller, body, request }) =>
      initiateVisit(app, caller, body, request.lang),
    );
    bind(app, inspection.factoryInspectionReply, ({ caller, body, request }) =>
      replyInspection(app, caller, body, request.lang),
    );
    bind(app, visit.factoryVisitReply, ({ caller, body, request }) => replyVisit(app, caller, body, request.lang));
    // The report in the reader's language (the seed writes both).
    const report = (factoryId: number, lang: 'zh' | 'en') => creditReport(db, factoryId, lang);
    bind(app, credit.factoryCreditDetail, ({ query, request }) => report(query.factoryId, request.lang));
    bind(app, credit.factoryCreditByCreditCode, ({ caller, query, request }) =>
      lookupByCreditCode(db, caller, query.code, request.lang, app.now()),
    );
    bind(app, credit.factoryCreditDownloadable, ({ caller, query, request }) => {
      current();
      return downloadableReports(db, caller, query, request.lang, app.now());
    });
    bind(app, credit.factoryCreditDownload, ({ caller, query, request, reply }) => {
      current();
      assertMayDownload(db, caller, query.factoryId, app.now());
      const content = report(query.factoryId, request.lang);
      const bytes = creditReportPdf(content, request.lang, app.now());
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', `attachment; filename="${reportFileName(content)}"`);
      reply.header('content-length', bytes.length);
      reply.header('cache-control', 'no-store');
      return bytes;
    });
  },
};
