// Market information (资讯): price trends, foreign-trade news, supply and demand, company news.
import { Type, type Static } from 'typebox';
import { API, DateString, EpochMs, Id, Page, PageQuery, defineOperation } from '../operation.ts';

export const INFORMATION_CATEGORIES = [
  { value: 'price', label: '价格行情', labelEn: 'Price trends' },
  { value: 'trade', label: '外贸资讯', labelEn: 'Foreign trade' },
  { value: 'supply', label: '供求信息', labelEn: 'Supply & demand' },
  { value: 'enterprise', label: '企业动态', labelEn: 'Company news' },
] as const;
export const InformationCategory = Type.Enum(['price', 'trade', 'supply', 'enterprise']);
export type InformationCategory = Static<typeof InformationCategory>;

export const InformationItem = Type.Object({
  id: Id,
  title: Type.String(),
  category: InformationCategory,
  summary: Type.String(),
  cover: Type.String(),
  source: Type.String(),
  tags: Type.Array(Type.String()),
  publishedAt: EpochMs,
  publishDate: DateString,
  views: Type.Integer({ minimum: 0 }),
});
export type InformationItem = Static<typeof InformationItem>;

export const InformationDetail = Type.Object({
  ...InformationItem.properties,
  paragraphs: Type.Array(Type.String()),
  related: Type.Array(InformationItem),
});
export type InformationDetail = Static<typeof InformationDetail>;

export const informationPage = defineOperation({
  id: 'information/page',
  method: 'GET',
  path: `${API.pass}/information/page`,
  summary: 'A page of market information, newest first, by category and keyword',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    category: Type.Optional(InformationCategory),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  content: Page(InformationItem),
});

export const informationGetById = defineOperation({
  id: 'information/getById/{id}',
  method: 'GET',
  path: `${API.pass}/information/getById/{id}`,
  summary: 'An information article with related ones',
  access: 'public',
  params: Type.Object({ id: Id }),
  content: InformationDetail,
});
