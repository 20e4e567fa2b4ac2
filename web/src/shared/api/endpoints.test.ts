// opQuery / opMutation against a fake fetch and a real store: the URL, method, query and body come from the
// contract, the hook's argument is the one part the operation declares, and tags refetch after a write.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { newsDetail, newsDetailById, newsPageData } from '@portal/contracts/http/news';
import { graphicCode, resetPassword } from '@portal/contracts/http/auth';
import { rootReducer } from '../store/root-reducer.ts';
import { api } from './api.ts';
import { argId, injectOps, opMutation, opQuery, toContractArgs } from './endpoints.ts';

const testApi = injectOps({
  testNewsPage: opQuery(newsPageData, { tags: 'News' }),
  testNewsById: opQuery(newsDetailById),
  testCaptcha: opQuery(graphicCode, { keepUnusedDataFor: 0 }),
  testReset: opMutation(resetPassword, { tags: 'News' }),
  testResetNoTags: opMutation(resetPassword),
});

interface Seen {
  method: string;
  url: URL;
  body: unknown;
}

function fakeFetch(content: (seen: Seen) => unknown = () => ({ ok: true })) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const call = { method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : undefined };
    seen.push(call);
    return new Response(JSON.stringify({ resultCode: '000', content: content(call) }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return seen;
}

function makeTestStore() {
  return configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(api.middleware) });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('opQuery / opMutation', () => {
  it('sends a query-only operation with its argument as the query string, on the contract path', async () => {
    const seen = fakeFetch(() => ({ records: [], total: 0, pageNum: 2, pageSize: 15 }));
    const store = makeTestStore();
    const result = await store.dispatch(
      testApi.endpoints.testNewsPage.initiate({ pageNum: 2, category: 'market', keyword: '发夹' }),
    );
    expect(result.data).toEqual({ records: [], total: 0, pageNum: 2, pageSize: 15 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url.pathname).toBe(newsPageData.path);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({
      pageNum: '2',
      category: 'market',
      keyword: '发夹',
    });
  });

  it('fills path params, and sends an operation without input with no query', async () => {
    const seen = fakeFetch();
    const store = makeTestStore();
    await store.dispatch(testApi.endpoints.testNewsById.initiate({ id: 42 }));
    await store.dispatch(testApi.endpoints.testCaptcha.initiate());
    expect(seen.map((call) => call.url.pathname)).toEqual(['/api/portal/pass/news/detail/42', graphicCode.path]);
    expect(seen[1]!.url.search).toBe('');
  });

  it('posts a body-only mutation with its argument as the JSON body', async () => {
    const seen = fakeFetch(() => ({ ok: true }));
    const store = makeTestStore();
    const body = { mobile: '13800000001', smsCode: '123456', password: 'abc12345', confirmPassword: 'abc12345' };
    const result = await store.dispatch(testApi.endpoints.testResetNoTags.initiate(body));
    expect(result).toEqual({ data: { ok: true } });
    expect(seen[0]).toMatchObject({ method: 'POST', body });
    expect(seen[0]!.url.pathname).toBe(resetPassword.path);
  });

  it('refetches the reads of a domain after a write to it, and only then', async () => {
    const seen = fakeFetch((call) =>
      call.method === 'GET' ? { records: [], total: 0, pageNum: 1, pageSize: 15 } : { ok: true },
    );
    const store = makeTestStore();
    const subscription = store.dispatch(testApi.endpoints.testNewsPage.initiate({ pageNum: 1 }));
    await subscription;
    const body = { mobile: '13800000001', smsCode: '123456', password: 'abc12345', confirmPassword: 'abc12345' };

    await store.dispatch(testApi.endpoints.testResetNoTags.initiate(body));
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.filter((call) => call.method === 'GET')).toHaveLength(1);

    await store.dispatch(testApi.endpoints.testReset.initiate(body));
    await vi.waitFor(() => expect(seen.filter((call) => call.method === 'GET')).toHaveLength(2));
    subscription.unsubscribe();
  });

  it('reads the id an argument names (for the per-item tag)', () => {
    expect(argId({ id: 7 })).toBe(7);
    expect(argId({ params: { id: 8 } })).toBe(8);
    expect(argId({ query: { id: 9 } })).toBe(9);
    expect(argId({ pageNum: 1 })).toBeUndefined();
    expect(argId(undefined)).toBeUndefined();
  });

  it('maps the hook argument to the contract parts the operation declares', () => {
    expect(toContractArgs(newsDetail, { id: 3 })).toEqual({ query: { id: 3 } });
    expect(toContractArgs(newsDetailById, { id: 3 })).toEqual({ params: { id: 3 } });
    expect(toContractArgs(graphicCode, undefined)).toEqual({});
  });
});
