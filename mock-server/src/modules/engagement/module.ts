// Engagement: visitor stay time, the message board of factories, evaluations and footprints.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as evaluate from '@portal/contracts/http/evaluate';
import * as messageBoard from '@portal/contracts/http/message-board';
import * as footprint from '@portal/contracts/http/user-footprint';
import * as visitorStay from '@portal/contracts/http/visitor-stay';
import * as service from './service.ts';
import { seedEngagement } from './seed.ts';

export const module: DomainModule = {
  name: 'engagement',
  dependsOn: ['account', 'catalogue'],
  migrations: service.engagementMigrations,
  seed: seedEngagement,
  routes(app) {
    const db = app.db;
    bind(app, visitorStay.saveVisitorStay, ({ request, body }) =>
      service.saveVisitorStay(db, request, body, app.now()),
    );
    bind(app, messageBoard.saveMessage, ({ caller, request, body }) =>
      service.saveMessage(db, caller, request.lang, body, app.now()),
    );
    bind(app, messageBoard.pageMessages, ({ caller, query }) => service.pageMessages(db, caller, query));
    bind(app, messageBoard.deleteMessage, ({ caller, body }) => service.deleteMessage(db, caller, body.id));
    bind(app, evaluate.saveEvaluate, ({ caller, request, body }) =>
      service.saveEvaluate(db, caller, request.lang, body, app.now()),
    );
    bind(app, evaluate.pageEvaluate, ({ caller, query }) => service.pageEvaluate(db, caller?.id ?? null, query));
    bind(app, footprint.saveFootprint, ({ caller, body }) =>
      service.saveFootprint(db, caller, body.productId, app.now()),
    );
    bind(app, footprint.pageFootprints, ({ caller, query, request }) =>
      service.pageFootprints(db, caller, query, request.lang),
    );
  },
};
