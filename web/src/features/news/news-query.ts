// The list's state lives in the URL (?category=&keyword=&page=), so a page of results can be shared and
// the browser's back button returns to it.
import { NEWS_CATEGORIES, type NewsCategory } from '@portal/contracts/http/news';

export const NEWS_CATEGORY_VALUES: readonly NewsCategory[] = NEWS_CATEGORIES.map((category) => category.value);
/** The longest keyword the server takes. */
export const NEWS_KEYWORD_MAX = 50;

export interface NewsListState {
  category: NewsCategory | undefined;
  keyword: string;
  page: number;
}

export function isNewsCategory(value: string | null): value is NewsCategory {
  return value !== null && (NEWS_CATEGORY_VALUES as readonly string[]).includes(value);
}

/** A whole page number from 1; anything else is page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A positive whole id, or null. */
export function readId(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && Number.isSafeInteger(id) ? id : null;
}

export function readNewsListState(params: URLSearchParams): NewsListState {
  const category = params.get('category');
  return {
    category: isNewsCategory(category) ? category : undefined,
    keyword: (params.get('keyword') ?? '').trim().slice(0, NEWS_KEYWORD_MAX),
    page: readPage(params.get('page')),
  };
}

/** The search string of a list state (only what differs from the defaults). */
export function newsListSearch(state: NewsListState): string {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.page > 1) params.set('page', String(state.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The search terms of a keyword (the server matches every one of them). */
export function keywordTerms(keyword: string): string[] {
  return keyword.trim().split(/\s+/).filter(Boolean);
}
