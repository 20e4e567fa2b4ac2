// The points mall (/integralProduct): points goods, the caller's balance, exchanging points for goods and the
// caller's exchanges. Posted goods go to one of the caller's addresses (the customer module's address manager).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as integral from '@portal/contracts/http/integral-product';
import { pointsMigrations } from './schema.ts';
import { seedPoints } from './seed.ts';
import { exchangePoints, myExchanges, pointsAccount, pointsGoodsPage } from './service.ts';

export const module: DomainModule = {
  name: 'points',
  dependsOn: ['customer'],
  migrations: pointsMigrations,
  seed: seedPoints,
  routes(app) {
    bind(app, integral.integralProductPage, ({ caller, query, request }) =>
      pointsGoodsPage(app.db, caller?.id ?? null, query, request.lang),
    );
    bind(app, integral.integralProductAccount, ({ caller }) => pointsAccount(app.db, caller.id));
    bind(app, integral.integralProductExchange, ({ caller, body, request }) =>
      exchangePoints(app.db, caller.id, body, app.now(), request.lang),
    );
    bind(app, integral.integralProductMyExchanges, ({ caller, query, request }) =>
      myExchanges(app.db, caller.id, query, request.lang),
    );
  },
};
