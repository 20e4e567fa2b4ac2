// Brands of the market: a paged list, the recommended ones and a brand's page.
import { Type } from 'typebox';
import { API, Id, Page, PageQuery, defineOperation } from '../operation.ts';
import { Brand, BrandDetail } from '../entities/catalogue.ts';

export const BrandQuery = Type.Object({
  ...PageQuery.properties,
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  /** A category of any level: brands of its level-1 industry. */
  categoryId: Type.Optional(Id),
  recommend: Type.Optional(Type.Boolean()),
});

export const brandManagePageData = defineOperation({
  id: 'brandManage/pageData',
  method: 'GET',
  path: `${API.pass}/brandManage/pageData`,
  summary: 'A page of brands, recommended first, then by followers',
  access: 'public',
  query: BrandQuery,
  content: Page(Brand),
});

export const brandManageRecommend = defineOperation({
  id: 'brandManage/recommend',
  method: 'GET',
  path: `${API.pass}/brandManage/recommend`,
  summary: 'Recommended brands, most followed first',
  access: 'public',
  query: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })) }),
  content: Type.Array(Brand),
});

export const brandManageDetail = defineOperation({
  id: 'brandManage/detail',
  method: 'GET',
  path: `${API.pass}/brandManage/detail`,
  summary: 'A brand with its company and its best-selling goods',
  access: 'public',
  query: Type.Object({ id: Id }),
  content: BrandDetail,
});
