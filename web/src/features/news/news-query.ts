// The news pages' URL state, read by the contract's query schemas (shared/url-query.ts): the list's
// ?category=&keyword=&page= (so a page of results can be shared and Back returns to it) and the article's ?id=.
import { NEWS_CATEGORIES, newsDetail, newsPageData, type NewsCategory } from '@portal/contracts/http/news';
import { queryLimits, urlQuery } from '@/shared/url-query.ts';

export const NEWS_CATEGORY_VALUES: readonly NewsCategory[] = NEWS_CATEGORIES.map((category) => category.value);
/** The longest keyword the server takes (the contract's maxLength). */
export const NEWS_KEYWORD_MAX = queryLimits(newsPageData, 'keyword').maxLength;

export const newsListQuery = urlQuery(newsPageData, {
  fields: ['category', 'keyword', 'pageNum'],
  rename: { pageNum: 'page' },
});
export const newsArticleQuery = urlQuery(newsDetail, { fields: ['id'] });

export function isNewsCategory(value: string | null): value is NewsCategory {
  return value !== null && (NEWS_CATEGORY_VALUES as readonly string[]).includes(value);
}
