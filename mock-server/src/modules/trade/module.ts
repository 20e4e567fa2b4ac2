// Trade: cart reads, the buyer / seller centre orders, freight templates with their calculation, favourites.
// The cart, order and favourite writes belong to a later issue (answered 501 until then).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as cart from '@portal/contracts/http/cart';
import * as order from '@portal/contracts/http/order';
import * as freight from '@portal/contracts/http/freight-tem';
import * as favourite from '@portal/contracts/http/favourite';
import { tradeMigrations } from './schema.ts';
import { seedTrade } from './seed.ts';
import {
  cartCount,
  cartFindByIds,
  cartList,
  favouritePage,
  freightQuote,
  freightTemplatePage,
  orderDetail,
  orderPage,
} from './service.ts';

export const module: DomainModule = {
  name: 'trade',
  dependsOn: ['region', 'catalogue', 'customer'],
  migrations: tradeMigrations,
  seed: seedTrade,
  routes(app) {
    bind(app, cart.getCartNum, ({ caller }) => cartCount(app.db, caller.id));
    bind(app, cart.getCartList, ({ caller }) => cartList(app.db, caller.id, app.now()));
    bind(app, cart.cartFindByIds, ({ caller, query }) => cartFindByIds(app.db, caller.id, app.now(), query.ids));
    bind(app, order.orderPage, ({ caller, query }) => orderPage(app.db, caller, query));
    bind(app, order.orderDetail, ({ caller, query }) => orderDetail(app.db, caller, query.id));
    bind(app, freight.freightTemPage, ({ query }) => freightTemplatePage(app.db, query));
    bind(app, freight.freightTemCalculate, ({ params, query, request }) =>
      freightQuote(app.db, params.id, query, request.lang),
    );
    bind(app, favourite.favouritePage, ({ caller, query }) => favouritePage(app.db, caller.id, query));
  },
};
