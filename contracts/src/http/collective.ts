// Collective purchasing (group buys): the filter options of the group-buy list and its category list.
import { Type, type Static } from 'typebox';
import { API, defineOperation } from '../operation.ts';
import { CountedStatus, GroupBuyCategory, GroupBuySort } from '../entities/trade-request.ts';

export const CollectiveSearchCriteria = Type.Object({
  categories: Type.Array(GroupBuyCategory),
  /** notStarted | inProgress | ended, counted from the server clock. */
  statuses: Type.Array(CountedStatus),
  sorts: Type.Array(Type.Object({ value: GroupBuySort, label: Type.String(), labelEn: Type.String() })),
});
export type CollectiveSearchCriteria = Static<typeof CollectiveSearchCriteria>;

export const collectiveSearchCriteria = defineOperation({
  id: 'collective/searchCriteria',
  method: 'GET',
  path: `${API.pass}/collective/searchCriteria`,
  summary: 'Filter options of the group-buy list: categories, statuses (from the server clock) and sorts, with counts',
  access: 'public',
  content: CollectiveSearchCriteria,
});

export const collectiveCategoryCache = defineOperation({
  id: 'collective/categoryCache',
  method: 'GET',
  path: `${API.pass}/collective/categoryCache`,
  summary: 'The group-buy categories in display order (the client caches them)',
  access: 'public',
  content: Type.Array(GroupBuyCategory),
});
