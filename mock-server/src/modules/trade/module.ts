// Trade: the cart (reads and writes, the count published on `user:<id>`), placing and cancelling orders, the
// buyer and seller centre orders, freight templates with their calculation, favourites.
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
import { addCartLine, deleteCartLines, updateCartQuantity } from './cart-writes.ts';
import { cancelOrder, createOrders, ordersFromCart } from './place-order.ts';
import { addFavourite, removeFavourites } from './favourite-writes.ts';

export const module: DomainModule = {
  name: 'trade',
  dependsOn: ['region', 'catalogue', 'customer'],
  // Placing an order applies, uses and gives back coupons (only while answering).
  uses: ['coupon'],
  migrations: tradeMigrations,
  seed: seedTrade,
  routes(app) {
    const db = app.db;
    bind(app, cart.getCartNum, ({ caller }) => cartCount(db, caller.id));
    bind(app, cart.getCartList, ({ caller, request }) => cartList(db, caller.id, app.now(), request.lang));
    bind(app, cart.cartFindByIds, ({ caller, query, request }) =>
      cartFindByIds(db, caller.id, app.now(), query.ids, request.lang),
    );
    bind(app, cart.addCart, ({ caller, body }) => addCartLine(app, caller.id, body));
    bind(app, cart.updateCartQuantity, ({ caller, body }) =>
      updateCartQuantity(app, caller.id, body.id, body.quantity),
    );
    bind(app, cart.deleteCartById, ({ caller, body }) => deleteCartLines(app, caller.id, [body.id]));
    bind(app, cart.deleteByIds, ({ caller, body }) => deleteCartLines(app, caller.id, body.ids));
    bind(app, cart.generateOrder, ({ caller, body, request }) => ordersFromCart(app, caller, body, request.lang));

    bind(app, order.orderPage, ({ caller, query, request }) => orderPage(db, caller, query, request.lang));
    bind(app, order.orderDetail, ({ caller, query, request }) => orderDetail(db, caller, query.id, request.lang));
    bind(app, order.orderCancel, ({ caller, body, request }) =>
      cancelOrder(app, caller, body.id, body.reason, request.lang),
    );
    bind(app, order.portalCreateOrder, ({ caller, body, request }) =>
      createOrders(app, caller, body, undefined, request.lang),
    );
    bind(app, order.selfOrderSave, ({ caller, body, request }) =>
      createOrders(app, caller, body, 'self', request.lang),
    );
    bind(app, order.saveFactoryOrder, ({ caller, body, request }) =>
      createOrders(app, caller, body, 'factory', request.lang),
    );
    bind(app, order.saveSupplierOrder, ({ caller, body, request }) =>
      createOrders(app, caller, body, 'supplier', request.lang),
    );

    bind(app, freight.freightTemPage, ({ query, request }) => freightTemplatePage(db, query, request.lang));
    bind(app, freight.freightTemCalculate, ({ params, query, request }) =>
      freightQuote(db, params.id, query, request.lang),
    );
    bind(app, favourite.favouritePage, ({ caller, query, request }) =>
      favouritePage(db, caller.id, query, request.lang),
    );
    bind(app, favourite.favouriteAdd, ({ caller, body }) =>
      addFavourite(db, caller.id, body.type, body.targetId, app.now()),
    );
    bind(app, favourite.favouriteRemove, ({ caller, body }) => removeFavourites(db, caller.id, body.ids));
  },
};
