// The provider list's URL state, read by the contracts' query schemas: ?kind=carrier|warehouse (the view),
// ?keyword=, ?type= (a carrier's service or a warehouse's type) and ?page=.
import { pageSearchLogistics, pageSearchWarehouse } from '@portal/contracts/http/logistics';
import { queryLimits, urlQuery } from '@/shared/url-query.ts';

export const PROVIDER_KINDS = ['carrier', 'warehouse'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

export const carrierListQuery = urlQuery(pageSearchLogistics, {
  fields: ['keyword', 'service', 'pageNum'],
  rename: { pageNum: 'page', service: 'type' },
});
export const warehouseListQuery = urlQuery(pageSearchWarehouse, {
  fields: ['keyword', 'type', 'pageNum'],
  rename: { pageNum: 'page' },
});
export const PROVIDER_KEYWORD_MAX = queryLimits(pageSearchLogistics, 'keyword').maxLength;
