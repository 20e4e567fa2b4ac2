// Shop goods (source `sale`): the paged list, a product's detail and the goods of one seller.
import { Type } from 'typebox';
import { API, Id, Page, PageQuery, defineOperation } from '../operation.ts';
import { ProductCard, ProductDetail, ProductQuery, ProductSort } from '../entities/catalogue.ts';

export const saleProductPageData = defineOperation({
  id: 'saleProduct/pageData',
  method: 'GET',
  path: `${API.pass}/saleProduct/pageData`,
  summary: 'A page of shop goods on sale, with every product filter',
  access: 'public',
  query: ProductQuery,
  content: Page(ProductCard),
});

export const saleProductSearchById = defineOperation({
  id: 'saleProduct/searchById',
  method: 'GET',
  path: `${API.pass}/saleProduct/searchById`,
  summary: 'A product detail (any source; off-shelf goods answer with offShelf true)',
  access: 'public',
  query: Type.Object({ id: Id }),
  content: ProductDetail,
});

export const sellerProductPage = defineOperation({
  id: 'saleProduct/sellerProductPage',
  method: 'GET',
  path: `${API.pass}/saleProduct/sellerProductPage`,
  summary: "A seller's goods; the seller itself also sees its off-shelf goods",
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    companyId: Id,
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    categoryId: Type.Optional(Id),
    sort: Type.Optional(ProductSort),
  }),
  content: Page(ProductCard),
});
