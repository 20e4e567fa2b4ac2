// The home page's one call: home/homeData (banners, categories, recommendations, news, the tour targets).
import { homeData } from '@portal/contracts/http/home';
import type { ContentOf } from '@portal/contracts/operation';
import { api } from '@/shared/api/api.ts';
import { opArgs } from '@/shared/api/operation.ts';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    homeData: build.query<ContentOf<typeof homeData>, void>({
      query: () => opArgs(homeData),
    }),
  }),
});

export const { useHomeDataQuery } = homeApi;
