// The help centre calls: a page of questions (category, keyword) and one question with its answer.
import { helpGetById, helpList } from '@portal/contracts/http/help';
import { injectOps, opQuery } from '@/shared/api/endpoints.ts';

export const helpApi = injectOps({
  helpList: opQuery(helpList, { tags: 'Help' }),
  helpQuestion: opQuery(helpGetById, { tags: 'Help' }),
});

export const { useHelpListQuery, useHelpQuestionQuery } = helpApi;
