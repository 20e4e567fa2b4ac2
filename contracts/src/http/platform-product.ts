// Platform goods: the platform's self-run goods and factory (supplier) goods, their filters and detail.
import { Type } from 'typebox';
import { API, Id, Page, defineOperation } from '../operation.ts';
import { ProductCard, ProductDetail, ProductFilters, ProductQuery, SearchCriteria } from '../entities/catalogue.ts';

export const platformSelfPageData = defineOperation({
  id: 'platformProduct/selfPageData',
  method: 'GET',
  path: `${API.pass}/platformProduct/selfPageData`,
  summary: "A page of the platform's self-run goods",
  access: 'public',
  query: ProductQuery,
  content: Page(ProductCard),
});

export const platformSupplierPageData = defineOperation({
  id: 'platformProduct/supplierPageData',
  method: 'GET',
  path: `${API.pass}/platformProduct/supplierPageData`,
  summary: 'A page of factory (supplier) goods',
  access: 'public',
  query: ProductQuery,
  content: Page(ProductCard),
});

export const platformSearchCriteria = defineOperation({
  id: 'platformProduct/searchCriteria',
  method: 'GET',
  path: `${API.pass}/platformProduct/searchCriteria`,
  summary: 'Facets of platform goods (self-run and supplier, or the source given)',
  access: 'public',
  query: ProductFilters,
  content: SearchCriteria,
});

export const platformSearchById = defineOperation({
  id: 'platformProduct/searchById',
  method: 'GET',
  path: `${API.pass}/platformProduct/searchById`,
  summary: 'A platform product detail',
  access: 'public',
  query: Type.Object({ id: Id }),
  content: ProductDetail,
});
