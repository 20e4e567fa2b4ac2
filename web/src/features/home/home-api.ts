// The home page's one call: home/homeData (banners, categories, recommendations, news, the tour targets).
import { homeData } from '@portal/contracts/http/home';
import { injectOps, opQuery } from '@/shared/api/endpoints.ts';

export const homeApi = injectOps({
  homeData: opQuery(homeData, { tags: ['Home', 'News'] }),
});

export const { useHomeDataQuery } = homeApi;
