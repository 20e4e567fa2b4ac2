// News and announcements: a paged list by category and keyword, and an article (by query or path id).
import { Type, type Static } from 'typebox';
import { API, DateString, EpochMs, Id, Page, PageQuery, defineOperation } from '../operation.ts';

export const NEWS_CATEGORIES = [
  { value: 'announcement', label: '平台公告', labelEn: 'Announcements' },
  { value: 'market', label: '市场动态', labelEn: 'Market news' },
  { value: 'industry', label: '行业资讯', labelEn: 'Industry news' },
  { value: 'policy', label: '政策法规', labelEn: 'Policies' },
  { value: 'exhibition', label: '展会资讯', labelEn: 'Exhibitions' },
] as const;
export const NewsCategory = Type.Enum(['announcement', 'market', 'industry', 'policy', 'exhibition']);
export type NewsCategory = Static<typeof NewsCategory>;

export const NewsItem = Type.Object({
  id: Id,
  title: Type.String(),
  category: NewsCategory,
  summary: Type.String(),
  cover: Type.String(),
  source: Type.String(),
  author: Type.String(),
  publishedAt: EpochMs,
  publishDate: DateString,
  views: Type.Integer({ minimum: 0 }),
  /** Pinned to the top of its list. */
  top: Type.Boolean(),
});
export type NewsItem = Static<typeof NewsItem>;

const NewsLink = Type.Union([Type.Object({ id: Id, title: Type.String() }), Type.Null()]);
export const NewsDetail = Type.Object({
  ...NewsItem.properties,
  /** The body, paragraph by paragraph (plain text). */
  paragraphs: Type.Array(Type.String()),
  /** The neighbours in the list order (newer = prev). */
  prev: NewsLink,
  next: NewsLink,
});
export type NewsDetail = Static<typeof NewsDetail>;

export const NewsQuery = Type.Object({
  ...PageQuery.properties,
  category: Type.Optional(NewsCategory),
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'in the title, summary and body' })),
});

export const newsPageData = defineOperation({
  id: 'news/pageData',
  method: 'GET',
  path: `${API.pass}/news/pageData`,
  summary: 'A page of news, pinned first then newest first',
  access: 'public',
  query: NewsQuery,
  content: Page(NewsItem),
});

export const newsDetail = defineOperation({
  id: 'news/detail',
  method: 'GET',
  path: `${API.pass}/news/detail`,
  summary: 'An article by ?id=',
  access: 'public',
  query: Type.Object({ id: Id }),
  content: NewsDetail,
});

export const newsDetailById = defineOperation({
  id: 'news/detail/{id}',
  method: 'GET',
  path: `${API.pass}/news/detail/{id}`,
  summary: 'An article by path id',
  access: 'public',
  params: Type.Object({ id: Id }),
  content: NewsDetail,
});
