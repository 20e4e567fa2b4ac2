// Verification: a buyer's enterprise information and an individual's authentication (buyer centre), each
// submitted whole and decided by the operator in the review queue (review module, through public.ts).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as verification from '@portal/contracts/http/verification';
import { verificationMigrations } from './schema.ts';
import { myEnterprise, myPersonal, submitEnterprise, submitPersonal } from './service.ts';

export const module: DomainModule = {
  name: 'verification',
  dependsOn: ['account', 'file'],
  migrations: verificationMigrations,
  routes(app) {
    const db = app.db;
    bind(app, verification.enterpriseInfoGet, ({ caller, request }) => myEnterprise(db, caller, request.lang));
    bind(app, verification.enterpriseInfoSubmit, ({ caller, body, request }) =>
      submitEnterprise(db, app.now(), caller, body, request.lang),
    );
    bind(app, verification.personalAuthGet, ({ caller, request }) => myPersonal(db, caller, request.lang));
    bind(app, verification.personalAuthSubmit, ({ caller, body, request }) =>
      submitPersonal(db, app.now(), caller, body, request.lang),
    );
  },
};
