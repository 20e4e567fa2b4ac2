// A language switch asks the server again for what is on screen, in the new language, and only that: the
// answers of the old language that nobody shows are dropped (shared/api/language-refetch.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { helpList } from '@portal/contracts/http/help';
import { newsPageData } from '@portal/contracts/http/news';
import { injectOps, opQuery } from '@/shared/api/endpoints.ts';
import { languageChanged } from '@/shared/ui/ui-slice.ts';
import { makeStore } from './store.ts';

const ops = injectOps({
  langTestNews: opQuery(newsPageData, { tags: 'News' }),
  langTestHelp: opQuery(helpList, { tags: 'Help' }),
});

function serve() {
  const asked: { path: string; lang: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo) => {
    const request = input as Request;
    asked.push({ path: new URL(request.url).pathname, lang: request.headers.get('accept-language') });
    return new Response(JSON.stringify({ resultCode: '000', content: { records: [], total: 0 } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('language switch', () => {
  it('refetches the reads on screen in the new language and drops the others', async () => {
    const asked = serve();
    const store = makeStore(undefined, { sagas: false });
    const onScreen = store.dispatch(ops.endpoints.langTestNews.initiate({ pageNum: 1, pageSize: 10 }));
    const gone = store.dispatch(ops.endpoints.langTestHelp.initiate({ pageNum: 1, pageSize: 10 }));
    await Promise.all([onScreen, gone]);
    gone.unsubscribe();
    expect(asked.map((call) => call.lang)).toEqual(['zh', 'zh']);

    store.dispatch(languageChanged('en'));
    await settle();
    expect(asked.slice(2)).toEqual([{ path: expect.stringMatching(/news\/pageData$/), lang: 'en' }]);
    const queries = Object.values(store.getState().api.queries);
    expect(queries.map((query) => query?.endpointName)).toEqual(['langTestNews']);

    // Back to zh: asked again in zh; a switch to the language already shown asks nothing.
    store.dispatch(languageChanged('zh'));
    await settle();
    expect(asked.slice(3).map((call) => call.lang)).toEqual(['zh']);
    store.dispatch(languageChanged('zh'));
    await settle();
    expect(asked).toHaveLength(4);
    onScreen.unsubscribe();
  });

  it('tags an answer with the language it was asked in, even when it arrives after the switch', async () => {
    const asked = serve();
    const store = makeStore(undefined, { sagas: false });
    const request = store.dispatch(ops.endpoints.langTestNews.initiate({ pageNum: 2, pageSize: 10 }));
    store.dispatch(languageChanged('en'));
    await request;
    await settle();
    // The zh answer landed after the switch: it is asked again in English.
    expect(asked.map((call) => call.lang)).toEqual(['zh', 'en']);
    request.unsubscribe();
  });
});
