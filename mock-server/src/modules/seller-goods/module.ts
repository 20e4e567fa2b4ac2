// The seller's workbench (seller centre for shops, factory centre for factories): the company's own goods,
// their editor and shelf, and the price-permission applications buyers sent it, granted or refused.
import type { FastifyInstance } from 'fastify';
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as sellerGoods from '@portal/contracts/http/seller-goods';
import * as priceApply from '@portal/contracts/http/product-price-apply';
import { saveSellerGoods, sellerGoodsDetail, sellerGoodsList, setShelf } from './goods.ts';
import { decideApplication, sellerApplications } from './price-decisions.ts';

export const module: DomainModule = {
  name: 'seller-goods',
  // The goods tables are the catalogue's, pictures are files, applications the inquiry module's table.
  dependsOn: ['catalogue', 'file', 'inquiry'],
  migrations: [],
  routes(app: FastifyInstance) {
    const db = app.db;
    bind(app, sellerGoods.sellerGoodsPage, ({ caller, query, request }) =>
      sellerGoodsList(db, caller, query, app.now(), request.lang),
    );
    bind(app, sellerGoods.sellerGoodsDetail, ({ caller, query }) => sellerGoodsDetail(db, caller, query.id));
    bind(app, sellerGoods.sellerGoodsSave, ({ caller, body, request }) =>
      saveSellerGoods(db, caller, body, app.now(), request.lang),
    );
    bind(app, sellerGoods.sellerGoodsShelf, ({ caller, body }) =>
      setShelf(db, caller, body.ids, body.onSale, app.now()),
    );
    bind(app, priceApply.sellerPriceApplications, ({ caller, query, request }) =>
      sellerApplications(db, caller, query, request.lang),
    );
    bind(app, priceApply.decidePriceApply, ({ caller, body, request }) =>
      decideApplication(db, caller, body, app.now(), request.lang, (userId, event) =>
        app.realtime.publish(`user:${userId}`, 'user:priceApplyDecided', event),
      ),
    );
  },
};
