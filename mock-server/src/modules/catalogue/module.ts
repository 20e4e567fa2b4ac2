// Catalogue reads: categories, products, brands, shops and factories, the home page and its searches.
// Seeds its tables (categories, brands, products, profiles, halls, discounts, banners) and the market's
// companies with its seed.ts, right after the core seed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DomainModule } from '../types.ts';
import { bind } from '../../lib/route.ts';
import * as spot from '@portal/contracts/http/spot-listing';
import * as brand from '@portal/contracts/http/brand-manage';
import * as sale from '@portal/contracts/http/sale-product';
import * as home from '@portal/contracts/http/home';
import * as platform from '@portal/contracts/http/platform-product';
import * as supplier from '@portal/contracts/http/supplier-manage';
import * as supplierProduct from '@portal/contracts/http/supplier-product';
import * as attributes from '@portal/contracts/http/product-related-attributes';
import * as categoryManagement from '@portal/contracts/http/category-management';
import * as customer from '@portal/contracts/http/customer';
import * as brandFollow from '@portal/contracts/http/brand-follow';
import * as priceApply from '@portal/contracts/http/product-price-apply';
import type { CompanyDetail } from '@portal/contracts/entities/catalogue';
import type { Db } from '../../db/database.ts';
import { catalogueMigrations } from './schema.ts';
import { seedCatalogue } from './seed.ts';
import { categoryLevel2, categoryList, categoryTree } from './categories.ts';
import {
  companyDetailBase,
  recommendedBrands,
  recommendedCompanies,
  searchBrands,
  searchCompanies,
} from './companies.ts';
import { detailAnswer, listProducts, productDetail, productFacets, searchAnswer, searchProducts } from './products.ts';
import { replyFrom } from './read-cache.ts';
import {
  banners,
  brandDetail,
  marketCriteria,
  searchConditions,
  showRoomCriteria,
  showRoomPage,
  storeDecoration,
} from './home.ts';
import { readContext, type ReadContext } from './viewer.ts';
import { setBrandFollow } from './brand-follow.ts';
import { refreshSearchIndex } from './search.ts';
import { warmGoodsIndex } from './goods-index.ts';
import { applyForPrice, salePrice } from './price-apply.ts';

function companyDetail(db: Db, id: number, ctx: ReadContext, kinds?: CompanyDetail['kind'][]): CompanyDetail {
  const base = companyDetailBase(db, id, kinds, ctx.lang);
  return { ...base, hotProducts: listProducts(db, { companyId: id, sort: 'salesDesc' }, ctx, 8) };
}

/** The portal's search lists answer ProductListCard cards (contracts: the catalogue entities). */
const LIST_CARDS = { listCards: true } as const;

export const module: DomainModule = {
  name: 'catalogue',
  dependsOn: ['region'],
  uses: ['inquiry', 'exhibition'],
  migrations: catalogueMigrations,
  seed(db, ctx) {
    seedCatalogue(db, ctx);
    // Index the seeded goods now, so the first search does not pay for it.
    refreshSearchIndex(db);
  },
  routes(app: FastifyInstance) {
    const db = app.db;
    const ctx = (request: FastifyRequest) => readContext(app, request);
    // A listening server makes its goods index before the first list asks (an app that only injects, as the
    // tests, makes it on its first list).
    app.addHook('onListen', (done) => {
      warmGoodsIndex(db);
      done();
    });

    bind(app, spot.spotListingSearchCriteria, ({ query, request }) =>
      productFacets(db, query, ctx(request), { spot: true }),
    );
    bind(app, spot.spotListingPageData, ({ query, request }) =>
      searchProducts(db, query, ctx(request), { spot: true }),
    );

    bind(app, brand.brandManagePageData, ({ query, request }) => searchBrands(db, query, request.lang));
    bind(app, brand.brandManageRecommend, ({ query, request }) =>
      recommendedBrands(db, query.limit ?? 10, request.lang),
    );
    bind(app, brand.brandManageDetail, ({ query, request }) => brandDetail(db, query.id, ctx(request)));

    bind(app, sale.saleProductPageData, ({ query, request }) =>
      searchProducts(db, query, ctx(request), { sources: ['sale'] }),
    );
    bind(app, sale.saleProductSearchById, ({ query, request }) => productDetail(db, query.id, ctx(request)));
    bind(app, sale.sellerProductPage, ({ query, request }) => {
      const read = ctx(request);
      return searchProducts(db, query, read, { includeOffShelf: read.viewer?.companyId === query.companyId });
    });

    bind(app, home.homeSellerPageData, ({ query, request }) => searchCompanies(db, query, ['shop'], request.lang));
    bind(app, home.homeSupplierPageData, ({ query, request }) => searchCompanies(db, query, ['factory'], request.lang));
    bind(app, home.homeCategoryLevel2, ({ query }) => categoryLevel2(db, query.parentId));
    bind(app, home.homeCategoryData, () => categoryTree(db));
    bind(app, home.homeSearchCriteria, ({ query, request }) => productFacets(db, query, ctx(request)));
    // The busiest lists and the goods detail write their cached answers' JSON (read-cache.ts replyFrom).
    bind(app, home.homePageSearchByMultiCondition, ({ query, request, reply }) =>
      replyFrom(reply, searchAnswer(db, query, ctx(request), LIST_CARDS)),
    );
    bind(app, home.homePageSearchByKeyword, ({ query, request, reply }) =>
      replyFrom(reply, searchAnswer(db, query, ctx(request), LIST_CARDS)),
    );
    bind(app, home.homePageData, ({ query, request, reply }) =>
      replyFrom(reply, searchAnswer(db, query, ctx(request), LIST_CARDS)),
    );
    bind(app, home.homeBrandManagePageList, ({ query, request }) => searchBrands(db, query, request.lang));
    bind(app, home.homeSearchEsProductDocumentById, ({ query, request, reply }) =>
      replyFrom(reply, detailAnswer(db, query.id, ctx(request))),
    );
    bind(app, home.homeGetStoreDecorationForBrand, ({ query, request }) =>
      storeDecoration(db, query.brandId, ctx(request)),
    );
    bind(app, home.homeGetSearchConditions, ({ request }) => searchConditions(db, request.lang));
    bind(app, home.homeGetShowRoomBanner, () => banners(db, 'showRoom'));
    bind(app, home.homeShowRoomPageData, ({ query, request }) => showRoomPage(db, query, app.now(), request.lang));
    bind(app, home.homeGetCustomerData, ({ params, request }) => companyDetail(db, params.id, ctx(request)));

    bind(app, platform.platformSelfPageData, ({ query, request }) =>
      searchProducts(db, query, ctx(request), { sources: ['self'] }),
    );
    bind(app, platform.platformSupplierPageData, ({ query, request }) =>
      searchProducts(db, query, ctx(request), { sources: ['supplier'] }),
    );
    bind(app, platform.platformSearchCriteria, ({ query, request }) =>
      productFacets(db, query, ctx(request), { sources: ['self', 'supplier'] }),
    );
    bind(app, platform.platformSearchById, ({ query, request }) =>
      productDetail(db, query.id, ctx(request), { sources: ['self', 'supplier'] }),
    );

    bind(app, supplier.supplierManagePageData, ({ query, request }) =>
      searchCompanies(db, query, ['factory'], request.lang),
    );
    bind(app, supplier.supplierManageDetail, ({ query, request }) =>
      companyDetail(db, query.id, ctx(request), ['factory']),
    );
    bind(app, supplier.supplierManageRecomendSupplier, ({ query, request }) =>
      recommendedCompanies(db, 'factory', {
        categoryId: query.categoryId,
        limit: query.limit ?? 8,
        lang: request.lang,
      }),
    );

    bind(app, supplierProduct.supplierProductSearch, ({ query, request }) =>
      searchProducts(db, query, ctx(request), { sources: ['supplier'] }),
    );
    bind(app, attributes.searchShowRoomCriteria, ({ request }) => showRoomCriteria(db, ctx(request)));
    bind(app, attributes.searchMarketCriteria, () => marketCriteria(db));
    bind(app, categoryManagement.categoryManagementList, ({ query }) => categoryList(db, query));
    bind(app, brandFollow.brandFollow, ({ caller, body }) =>
      setBrandFollow(db, caller.id, body.brandId, true, app.now()),
    );
    bind(app, brandFollow.brandFollowCancel, ({ caller, body }) =>
      setBrandFollow(db, caller.id, body.brandId, false, app.now()),
    );
    bind(app, priceApply.getSalePrice, ({ caller, query, request }) =>
      salePrice(db, caller, query.productId, request.lang),
    );
    bind(app, priceApply.priceApply, ({ caller, body, request }) =>
      applyForPrice(db, caller, body, app.now(), request.lang),
    );
    bind(app, customer.highQualityFactory, ({ query, request }) =>
      recommendedCompanies(db, 'factory', {
        categoryId: query.categoryId,
        limit: query.limit ?? 10,
        highQualityOnly: true,
        lang: request.lang,
      }),
    );
  },
};
