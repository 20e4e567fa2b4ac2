// The news calls: a page of the list (category, keyword) and one article, straight from the contract.
import { newsDetail, newsPageData } from '@portal/contracts/http/news';
import { injectOps, opQuery } from '@/shared/api/endpoints.ts';

export const newsApi = injectOps({
  newsPage: opQuery(newsPageData, { tags: 'News' }),
  newsArticle: opQuery(newsDetail, { tags: 'News' }),
});

export const { useNewsPageQuery, useNewsArticleQuery } = newsApi;
