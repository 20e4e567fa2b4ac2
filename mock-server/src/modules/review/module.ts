// The operator's console: one review queue over every reviewed process and one decision in front of each
// module's own (service.ts). It owns only the log of decisions; the items live in their modules' tables.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as queue from '@portal/contracts/http/review-queue';
import { reviewMigrations } from './schema.ts';
import { decide, queuePage } from './service.ts';

export const module: DomainModule = {
  name: 'review',
  dependsOn: ['account', 'file', 'auction', 'collective', 'inquiry', 'exhibition', 'onboarding', 'verification'],
  migrations: reviewMigrations,
  routes(app) {
    bind(app, queue.reviewQueuePage, ({ query, request }) => queuePage(app, query, request.lang));
    bind(app, queue.reviewQueueDecide, ({ caller, body, request }) => decide(app, caller, body, request.lang));
  },
};
