// The group buys' calls and those of the pickers every trade-request list and form uses (categories, regions),
// straight from the contracts. Apart from trade-api.ts: the group-buy list is a live page whose first screen loads
// these eight endpoints and not the other twenty (RTK Query makes each endpoint's thunks and hooks when its module
// is evaluated: ~0.45 ms each on this machine, four times that on a phone).
import {
  centralizedListByKeyword,
  centralizedRegisterMine,
  centralizedRegisterSave,
  getCentralizedProduct,
} from '@portal/contracts/http/centralized';
import { collectiveCategoryCache } from '@portal/contracts/http/collective';
import { categoryManagementList } from '@portal/contracts/http/category-management';
import { regionTree } from '@portal/contracts/http/region';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const groupBuyApi = injectOps({
  groupBuys: opQuery(centralizedListByKeyword, { tags: 'GroupBuy' }),
  groupBuy: opQuery(getCentralizedProduct, { tags: 'GroupBuy' }),
  // A room's snapshot (group-buy-rooms.ts), read in the background as the auction's is: a page of 15 cards joins
  // 15 rooms at once, and 15 reads raising the loading overlay were 30 store changes the page drew for nothing.
  groupBuyProgress: opQuery(getCentralizedProduct, { background: true, keepUnusedDataFor: 0 }),
  groupBuyCategories: opQuery(collectiveCategoryCache, { tags: 'GroupBuy', keepUnusedDataFor: 600 }),
  registerGroupBuy: opMutation(centralizedRegisterSave, { tags: 'GroupBuy' }),
  myGroupBuys: opQuery(centralizedRegisterMine, { tags: 'GroupBuy' }),
  categories: opQuery(categoryManagementList, { keepUnusedDataFor: 600 }),
  regions: opQuery(regionTree, { keepUnusedDataFor: 600 }),
});

export const {
  useGroupBuysQuery,
  useGroupBuyQuery,
  useGroupBuyCategoriesQuery,
  useRegisterGroupBuyMutation,
  useMyGroupBuysQuery,
  useCategoriesQuery,
  useRegionsQuery,
} = groupBuyApi;
