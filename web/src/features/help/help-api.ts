// The help centre calls: a page of questions (category, keyword) and one question with its answer.
import { helpGetById, helpList } from '@portal/contracts/http/help';
import type { ContentOf, QueryOf } from '@portal/contracts/operation';
import { api } from '@/shared/api/api.ts';
import { opArgs } from '@/shared/api/operation.ts';

export const helpApi = api.injectEndpoints({
  endpoints: (build) => ({
    helpList: build.query<ContentOf<typeof helpList>, QueryOf<typeof helpList>>({
      query: (query) => opArgs(helpList, { query }),
      providesTags: ['Help'],
    }),
    helpQuestion: build.query<ContentOf<typeof helpGetById>, number>({
      query: (id) => opArgs(helpGetById, { query: { id } }),
      providesTags: (_result, _error, id) => [{ type: 'Help', id }],
    }),
  }),
});

export const { useHelpListQuery, useHelpQuestionQuery } = helpApi;
