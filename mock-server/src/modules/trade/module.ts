// Trade: cart reads, the buyer / seller centre orders, freight templates with their calculation, favourites.
// The cart, order and favourite writes belong to a later issue (answered 501 until then).
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import type { FastifyRequest } from 'fastify';
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

/** The caller of an operation bound with access 'user' (requireLogin has run). */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new Error('login required before the handler');
  return request.auth;
}

export const module: DomainModule = {
  name: 'trade',
  order: 30,
  migrations: tradeMigrations,
  seed: seedTrade,
  routes(app) {
    bind(app, cart.getCartNum, ({ request }) => cartCount(app.db, caller(request).id));
    bind(app, cart.getCartList, ({ request }) => cartList(app.db, caller(request).id, app.now()));
    bind(app, cart.cartFindByIds, ({ request, query }) =>
      cartFindByIds(app.db, caller(request).id, app.now(), query.ids),
    );
    bind(app, order.orderPage, ({ request, query }) => orderPage(app.db, caller(request), query));
    bind(app, order.orderDetail, ({ request, query }) => orderDetail(app.db, caller(request), query.id));
    bind(app, freight.freightTemPage, ({ query }) => freightTemplatePage(app.db, query));
    bind(app, freight.freightTemCalculate, ({ params, query, request }) =>
      freightQuote(app.db, params.id, query, request.lang),
    );
    bind(app, favourite.favouritePage, ({ request, query }) => favouritePage(app.db, caller(request).id, query));
  },
};
