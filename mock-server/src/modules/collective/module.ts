// Collective purchasing: group-buy categories and filters, the group-buy list and detail (centralized
// purchasing products) with the caller's deposit, and agent purchasing goods. Joining a group buy and asking
// an agent to buy are writes of a later issue (answered 501 until then).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as collective from '@portal/contracts/http/collective';
import * as centralized from '@portal/contracts/http/centralized';
import * as agent from '@portal/contracts/http/agent-purchasing';
import { collectiveMigrations } from './schema.ts';
import { seedCollective } from './seed.ts';
import { agentProductPage, groupBuyCategories, groupBuyCriteria, groupBuyDetail, groupBuyPage } from './service.ts';

export const module: DomainModule = {
  name: 'collective',
  dependsOn: ['catalogue'],
  migrations: collectiveMigrations,
  seed: seedCollective,
  routes(app) {
    const db = app.db;
    bind(app, collective.collectiveSearchCriteria, () => groupBuyCriteria(db, app.now()));
    bind(app, collective.collectiveCategoryCache, () => groupBuyCategories(db));
    bind(app, centralized.centralizedListByKeyword, ({ query }) => groupBuyPage(db, app.now(), query));
    bind(app, centralized.getCentralizedProduct, ({ params, request }) =>
      groupBuyDetail(db, app.now(), params.id, request.auth),
    );
    bind(app, agent.agentPurchasingListByKeyword, ({ query }) => agentProductPage(db, query));
  },
};
