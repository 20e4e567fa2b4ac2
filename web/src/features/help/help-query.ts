// The help pages' URL state, read by the contract's query schemas (shared/url-query.ts): the centre's
// ?category=&page=, the search's ?keyword=&page= and the question's ?id=; and the dates they show.
import { HELP_CATEGORIES, helpGetById, helpList, type HelpCategory } from '@portal/contracts/http/help';
import { queryLimits, urlQuery } from '@/shared/url-query.ts';
import {} from '@/shared/market-time.ts';

export const HELP_CATEGORY_VALUES: readonly HelpCategory[] = HELP_CATEGORIES.map((category) => category.value);
/** The longest keyword the server takes (the contract's maxLength). */
export const HELP_KEYWORD_MAX = queryLimits(helpList, 'keyword').maxLength;

export const helpCentreQuery = urlQuery(helpList, { fields: ['category', 'pageNum'], rename: { pageNum: 'page' } });
export const helpSearchQuery = urlQuery(helpList, { fields: ['keyword', 'pageNum'], rename: { pageNum: 'page' } });
export const questionQuery = urlQuery(helpGetById, { fields: ['id'] });
