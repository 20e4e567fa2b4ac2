// The industrial-belt calls, straight from the contracts: the map's belts, the totals and one belt's page.
import {
  industrialBeltDetail,
  industrialBeltMap,
  industrialBeltStatistics,
} from '@portal/contracts/http/industrial-belt';
import { injectOps, opQuery } from '@/shared/api/endpoints.ts';

export const beltApi = injectOps({
  beltMap: opQuery(industrialBeltMap),
  beltStatistics: opQuery(industrialBeltStatistics),
  beltDetail: opQuery(industrialBeltDetail),
});

export const { useBeltMapQuery, useBeltStatisticsQuery, useBeltDetailQuery } = beltApi;
