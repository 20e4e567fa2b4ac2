// Source factories (suppliers): the list, a factory's page and the recommended ones.
import { Type } from 'typebox';
import { API, Id, Page, defineOperation } from '../operation.ts';
import { CompanyDetail, CompanyQuery, FactoryCard } from '../entities/catalogue.ts';

export const supplierManagePageData = defineOperation({
  id: 'supplierManage/pageData',
  method: 'GET',
  path: `${API.pass}/supplierManage/pageData`,
  summary: 'A page of factories by keyword, industry, region and quality mark',
  access: 'public',
  query: CompanyQuery,
  content: Page(FactoryCard),
});

export const supplierManageDetail = defineOperation({
  id: 'supplierManage/detail',
  method: 'GET',
  path: `${API.pass}/supplierManage/detail`,
  summary: "A factory's detail page",
  access: 'public',
  query: Type.Object({ id: Id }),
  content: CompanyDetail,
});

export const supplierManageRecomendSupplier = defineOperation({
  id: 'supplierManage/recomendSupplier',
  method: 'GET',
  path: `${API.pass}/supplierManage/recomendSupplier`,
  summary: 'Recommended factories (of an industry when categoryId is given), best rated first',
  access: 'public',
  query: Type.Object({
    categoryId: Type.Optional(Id),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 8 })),
  }),
  content: Type.Array(FactoryCard),
});
