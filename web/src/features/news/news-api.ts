// The news calls: a page of the list (category, keyword) and one article.
import { newsDetail, newsPageData } from '@portal/contracts/http/news';
import type { ContentOf, QueryOf } from '@portal/contracts/operation';
import { api } from '@/shared/api/api.ts';
import { opArgs } from '@/shared/api/operation.ts';

export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    newsPage: build.query<ContentOf<typeof newsPageData>, QueryOf<typeof newsPageData>>({
      query: (query) => opArgs(newsPageData, { query }),
      providesTags: ['News'],
    }),
    newsArticle: build.query<ContentOf<typeof newsDetail>, number>({
      query: (id) => opArgs(newsDetail, { query: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'News', id }],
    }),
  }),
});

export const { useNewsPageQuery, useNewsArticleQuery } = newsApi;
