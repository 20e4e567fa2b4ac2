// Collective purchasing: group-buy categories and filters, the group-buy list and detail (centralized
// purchasing products) with the caller's deposit, joining with a deposit, the platform's deposit review (by
// hand or after the review delay), the outcome at the deadline, the live room `groupbuy:<id>`; agent
// purchasing goods and requests.
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as collective from '@portal/contracts/http/collective';
import * as centralized from '@portal/contracts/http/centralized';
import * as agent from '@portal/contracts/http/agent-purchasing';
import { one } from '../../db/database.ts';
import { collectiveMigrations } from './schema.ts';
import { seedCollective } from './seed.ts';
import { agentProductPage, groupBuyCategories, groupBuyCriteria, groupBuyDetail, groupBuyPage } from './service.ts';
import { registerGroupBuy, registrationsOf, reviewRegistration, settleDue } from './registration.ts';
import { agentRecordsOf, agentWorkPage, moveAgentRecord, saveAgentPurchase } from './agent.ts';

export const module: DomainModule = {
  name: 'collective',
  dependsOn: ['catalogue', 'trade'],
  uses: ['inquiry', 'region'],
  migrations: collectiveMigrations,
  seed: seedCollective,
  routes(app) {
    const db = app.db;
    // Due reviews and deadlines follow the server clock: settled every second and before each read. The timer
    // catches and logs a failure (the next tick tries again); a read lets it answer as a failed request.
    const settle = () => settleDue(app);
    const timer = setInterval(() => {
      try {
        settle();
      } catch (error) {
        app.log.error({ err: error }, 'group-buy settlement failed');
      }
    }, 1000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    bind(app, collective.collectiveSearchCriteria, () => groupBuyCriteria(db, app.now()));
    bind(app, collective.collectiveCategoryCache, () => groupBuyCategories(db));
    bind(app, centralized.centralizedListByKeyword, ({ query, request }) => {
      settle();
      return groupBuyPage(db, app.now(), query, request.lang);
    });
    bind(app, centralized.getCentralizedProduct, ({ caller, params, request }) => {
      settle();
      return groupBuyDetail(db, app.now(), params.id, caller, request.lang);
    });
    bind(app, centralized.centralizedRegisterSave, ({ caller, body, request }) =>
      registerGroupBuy(app, caller, body, request.lang),
    );
    bind(app, centralized.centralizedRegisterMine, ({ caller, query, request }) => {
      settle();
      return registrationsOf(app, caller.id, query, undefined, request.lang);
    });
    bind(app, centralized.centralizedRegisterReview, ({ body, request }) =>
      reviewRegistration(app, body.registrationId, body.approve, body.reason, request.lang),
    );
    bind(app, agent.agentPurchasingListByKeyword, ({ query, request }) => agentProductPage(db, query, request.lang));
    bind(app, agent.agentPurchaseRecordSave, ({ caller, body, request }) =>
      saveAgentPurchase(app, caller, body, request.lang),
    );
    bind(app, agent.agentPurchaseRecordPage, ({ caller, query, request }) =>
      agentRecordsOf(app, caller, query, request.lang),
    );
    bind(app, agent.agentPurchaseRecordWorkPage, ({ caller, query, request }) =>
      agentWorkPage(app, caller, query, request.lang),
    );
    bind(app, agent.agentPurchaseRecordMove, ({ caller, body, request }) =>
      moveAgentRecord(app, caller, body, request.lang),
    );
  },
  realtime(app) {
    // Anyone may watch a group buy that exists.
    app.realtime.guardRoom('groupbuy', (_user, room) =>
      room.kind === 'groupbuy' && one(app.db, 'SELECT 1 AS ok FROM collective_purchases WHERE id = ?', room.id)
        ? null
        : 'notFound',
    );
  },
};
