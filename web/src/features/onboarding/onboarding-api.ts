// The applicant's calls of merchant onboarding, straight from the contract (the operator decides in the console), and the level-1 categories the industries are
// chosen from. Tagged User: an approval changes the user (role, company).
import { categoryManagementList } from '@portal/contracts/http/category-management';
import { merchantEntryGet, merchantEntrySave, merchantEntrySubmit } from '@portal/contracts/http/merchant-entry';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const onboardingApi = injectOps({
  myMerchantEntry: opQuery(merchantEntryGet, { tags: 'User' }),
  saveMerchantEntry: opMutation(merchantEntrySave, { tags: 'User' }),
  submitMerchantEntry: opMutation(merchantEntrySubmit, { tags: 'User' }),
  industryCategories: opQuery(categoryManagementList, { tags: 'Home' }),
});

export const {
  useMyMerchantEntryQuery,
  useSaveMerchantEntryMutation,
  useSubmitMerchantEntryMutation,
  useIndustryCategoriesQuery,
} = onboardingApi;
