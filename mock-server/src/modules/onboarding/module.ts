// Merchant onboarding: the caller's store application (draft per wizard step, submit), the operator's review
// list and decision; approval opens the store (service.ts). A module of its own rather than part of account:
// it has its own table, seed and operator workflow, and touches users/companies only in the approval.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as entry from '@portal/contracts/http/merchant-entry';
import { onboardingMigrations } from './schema.ts';
import { materializeSeedFiles, seedOnboarding } from './seed.ts';
import { auditEntry, entryPage, myEntry, saveEntry, submitEntry } from './service.ts';

export const module: DomainModule = {
  name: 'onboarding',
  dependsOn: ['account', 'catalogue', 'file'],
  migrations: onboardingMigrations,
  seed: seedOnboarding,
  routes(app) {
    const db = app.db;
    materializeSeedFiles(db, app.settings.uploadDir);
    bind(app, entry.merchantEntryGet, ({ caller, request }) => myEntry(db, caller, request.lang));
    bind(app, entry.merchantEntrySave, ({ caller, body, request }) =>
      saveEntry(db, app.now(), caller, body, request.lang),
    );
    bind(app, entry.merchantEntrySubmit, ({ caller, request }) => submitEntry(db, app.now(), caller, request.lang));
    bind(app, entry.merchantEntryPage, ({ query, request }) => entryPage(db, query, request.lang));
    bind(app, entry.merchantEntryAudit, ({ body, request }) => auditEntry(app, body, request.lang));
  },
};
