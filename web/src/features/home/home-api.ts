// The home page's one call: home/homeData (banners, categories, recommendations, news, the tour targets). The
// first call takes the answer index.html started with the page (early-home-data.ts); the others, and that
// one when it cannot be used, go through the baseQuery like every operation.
import { homeData } from '@portal/contracts/http/home';
import type { ContentOf } from '@portal/contracts/operation';
import { injectOps } from '@/shared/api/endpoints.ts';
import { answeredIn } from '@/shared/api/language-refetch.ts';
import { opArgs } from '@/shared/api/operation.ts';
import type { SessionState } from '@/shared/session/session-slice.ts';
import type { UiState } from '@/shared/ui/ui-slice.ts';
import { callerHeaders, takeEarlyHomeData } from './early-home-data.ts';

type HomeContent = ContentOf<typeof homeData>;

export const homeApi = injectOps({
  homeData: (build) =>
    build.query<HomeContent, void>({
      async queryFn(_arg, { getState }, _extra, baseQuery) {
        const state = getState() as { session: SessionState; ui: UiState };
        const early = await takeEarlyHomeData(callerHeaders(state));
        if (early) return { data: early, meta: { lang: state.ui.language } };
        const result = await baseQuery(opArgs(homeData));
        return result.error
          ? { error: result.error, meta: result.meta }
          : { data: result.data as HomeContent, meta: result.meta };
      },
      providesTags: (_result, _error, _arg, meta) => ['Home', 'News', ...answeredIn(meta)],
    }),
});

export const { useHomeDataQuery } = homeApi;
