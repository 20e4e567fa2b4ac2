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
  order: 60,
  migrations: service.engagementMigrations,
  seed: seedEngagement,
  routes(app) {
    const db = app.db;
    bind(app, visitorStay.saveVisitorStay, ({ request, body }) =>
      service.saveVisitorStay(db, request, body, app.now()),
    );
    bind(app, messageBoard.saveMessage, ({ request, body }) => service.saveMessage(db, request, body, app.now()));
    bind(app, messageBoard.pageMessages, ({ request, query }) => service.pageMessages(db, request, query));
    bind(app, messageBoard.deleteMessage, ({ request, body }) => service.deleteMessage(db, request, body.id));
    bind(app, evaluate.saveEvaluate, ({ request, body }) => service.saveEvaluate(db, request, body, app.now()));
    bind(app, evaluate.pageEvaluate, ({ request, query }) => service.pageEvaluate(db, request, query));
    bind(app, footprint.saveFootprint, ({ request, body }) =>
      service.saveFootprint(db, request, body.productId, app.now()),
    );
    bind(app, footprint.pageFootprints, ({ request, query }) => service.pageFootprints(db, request, query));
  },
};
