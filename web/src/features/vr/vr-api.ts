// The calls of /vrList, straight from the contracts: the market halls with their figures and VR tours.
import { homeShowRoomPageData } from '@portal/contracts/http/home';
import { injectOps, opQuery } from '@/shared/api/endpoints.ts';

export const vrApi = injectOps({
  tourHalls: opQuery(homeShowRoomPageData, { tags: 'Home' }),
});

export const { useTourHallsQuery } = vrApi;
