// The baseQuery against a fake fetch and a real store: headers, resultCode handling, G001 and 401 logout,
// 400 field errors, HTTP-status messages, toasts and the in-flight count.
import { describe, expect, it, vi } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { rootReducer } from '../store/root-reducer.ts';
import { initialSessionState } from '../session/session-slice.ts';
import { initialUiState } from '../ui/ui-slice.ts';
import { createBaseQuery, queryString, type BaseQueryOptions } from './base-query.ts';
import { downloadResponseHandler, opArgs } from './operation.ts';
import { listCityByName } from '@portal/contracts/http/region';
import { getPortalDictById } from '@portal/contracts/http/portal-dict';
import { download } from '@portal/contracts/http/file';
import { resetPassword } from '@portal/contracts/http/auth';
import { cartFindByIds } from '@portal/contracts/http/cart';

const userInfo = {
  id: 7,
  account: 'buyer',
  nickname: '义乌采购商',
  mobile: '138****0001',
  role: 'buyer' as const,
  platform: 'org' as const,
  authenticated: true,
  company: null,
  avatar: null,
  email: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(options: {
  token?: string | null;
  lang?: 'zh' | 'en';
  respond: (request: Request) => Response | Promise<Response>;
}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      session: {
        ...initialSessionState,
        token: options.token ?? null,
        userInfo: options.token ? userInfo : null,
        cartCount: 3,
        searchText: '发夹',
      },
      ui: { ...initialUiState, language: options.lang ?? 'zh' },
    },
  });
  const requests: Request[] = [];
  const inFlightSeen: number[] = [];
  const notifyError = vi.fn<(message: string) => void>();
  const storage = { clear: vi.fn() };
  const goHomeAndReload = vi.fn();
  const deps: BaseQueryOptions = {
    baseUrl: 'http://portal.test',
    fetchFn: async (input: RequestInfo) => {
      const request = input as Request;
      requests.push(request);
      inFlightSeen.push(store.getState().ui.inFlight);
      return options.respond(request);
    },
    notifyError,
    storage,
    goHomeAndReload,
  };
  const baseQuery = createBaseQuery(deps);
  const api: BaseQueryApi = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  };
  return { store, requests, inFlightSeen, notifyError, storage, goHomeAndReload, baseQuery, api };
}

describe('baseQuery', () => {
  it('sends X-Token, X-Platform-Code and Accept-Language and unwraps content on 000', async () => {
    const t = setup({
      token: 'tok-1',
      lang: 'en',
      respond: () => json({ resultCode: '000', content: { pong: true } }),
    });
    const result = await t.baseQuery(opArgs(listCityByName, { query: { name: '浙江省' } }), t.api, undefined);
    expect(result).toMatchObject({ data: { pong: true } });
    const request = t.requests[0]!;
    expect(new URL(request.url).pathname).toBe('/api/admin/region/listCityByName');
    expect(new URL(request.url).searchParams.get('name')).toBe('浙江省');
    expect(request.headers.get('x-token')).toBe('tok-1');
    expect(request.headers.get('x-platform-code')).toBe('P00001');
    expect(request.headers.get('accept-language')).toBe('en');
    expect(t.notifyError).not.toHaveBeenCalled();
  });

  it('sends no X-Token without a token and the stored platform code', async () => {
    const t = setup({ respond: () => json({ resultCode: '000', content: null }) });
    t.store.dispatch({ type: 'session/platformCodeChanged', payload: 'P00009' });
    await t.baseQuery('/api/portal/pass/x', t.api, undefined);
    expect(t.requests[0]!.headers.has('x-token')).toBe(false);
    expect(t.requests[0]!.headers.get('x-platform-code')).toBe('P00009');
    expect(t.requests[0]!.headers.get('accept-language')).toBe('zh');
  });

  it('sends a POST body as JSON', async () => {
    const t = setup({ respond: () => json({ resultCode: '000', content: { id: 1 } }) });
    const body = { mobile: '13800000001', smsCode: '123456', password: 'abc12345', confirmPassword: 'abc12345' };
    await t.baseQuery(opArgs(resetPassword, { body }), t.api, undefined);
    expect(t.requests[0]!.method).toBe('POST');
    expect(new URL(t.requests[0]!.url).pathname).toBe('/api/auth/password/reset');
    expect(await t.requests[0]!.json()).toEqual(body);
  });

  it('repeats the key of an array query (ids=1&ids=2) and leaves undefined values out', async () => {
    const t = setup({ respond: () => json({ resultCode: '000', content: [] }) });
    await t.baseQuery(opArgs(cartFindByIds, { query: { ids: [3, 9] } }), t.api, undefined);
    const url = new URL(t.requests[0]!.url);
    expect(url.searchParams.getAll('ids')).toEqual(['3', '9']);
    expect(queryString({ a: 'x', b: undefined, c: [1] })).toBe('a=x&c=1');
  });

  it('fills path parameters from params', async () => {
    const t = setup({ respond: () => json({ resultCode: '000', content: null }) });
    await t.baseQuery(opArgs(getPortalDictById, { params: { id: 12 } }), t.api, undefined);
    expect(new URL(t.requests[0]!.url).pathname).toBe('/api/admin/portal-dict/getById/12');
  });

  it('rejects a business code with the content, toasts it, keeps the session', async () => {
    const t = setup({ token: 'tok', respond: () => json({ resultCode: 'B004', content: '保证金审核中！' }) });
    const result = await t.baseQuery('/api/portal/x', t.api, undefined);
    expect(result.error).toEqual({ status: 'BUSINESS', resultCode: 'B004', message: '保证金审核中！' });
    expect(t.notifyError).toHaveBeenCalledWith('保证金审核中！');
    expect(t.store.getState().session.token).toBe('tok');
  });

  it("toasts 'Error' when a business failure has no content", async () => {
    const t = setup({ lang: 'en', respond: () => json({ resultCode: 'B099', content: '' }) });
    const result = await t.baseQuery('/api/portal/x', t.api, undefined);
    expect(result.error).toMatchObject({ status: 'BUSINESS', message: 'Error' });
    expect(t.notifyError).toHaveBeenCalledWith('Error');
  });

  it('logs out on G001: token, cart, search text and user info cleared', async () => {
    const t = setup({ token: 'tok', respond: () => json({ resultCode: 'G001', content: '登录状态已过期' }) });
    const result = await t.baseQuery('/api/portal/x', t.api, undefined);
    expect(result.error).toMatchObject({ status: 'BUSINESS', resultCode: 'G001' });
    const { session } = t.store.getState();
    expect(session).toMatchObject({ token: null, userInfo: null, cartCount: 0, searchText: '' });
    expect(t.notifyError).toHaveBeenCalledWith('登录状态已过期');
    expect(t.goHomeAndReload).not.toHaveBeenCalled();
  });

  it('on 401 logs out, clears localStorage, goes home and reloads, with the R8.3 message', async () => {
    const t = setup({ token: 'tok', respond: () => json({ resultCode: 'G001', content: 'expired' }, 401) });
    const result = await t.baseQuery('/api/portal/x', t.api, undefined);
    expect(result.error).toMatchObject({ status: 401, message: '登录已过期，请重新登录' });
    expect(t.store.getState().session.token).toBeNull();
    expect(t.storage.clear).toHaveBeenCalledOnce();
    expect(t.goHomeAndReload).toHaveBeenCalledOnce();
    expect(t.notifyError).toHaveBeenCalledWith('登录已过期，请重新登录');
  });

  it('hands a 400 naming a field to the form without a toast', async () => {
    const t = setup({
      respond: () => json({ resultCode: 'B025', content: '请输入正确的手机号码', field: 'mobile' }, 400),
    });
    const result = await t.baseQuery('/api/auth/register', t.api, undefined);
    expect(result.error).toEqual({ status: 400, field: 'mobile', message: '请输入正确的手机号码', resultCode: 'B025' });
    expect(t.notifyError).not.toHaveBeenCalled();
  });

  it.each([
    [400, 'zh', '请求错误'],
    [403, 'zh', '服务器拒绝访问'],
    [404, 'en', 'Page not found'],
    [408, 'zh', '请求超时'],
    [501, 'en', 'Not recognised'],
    [502, 'zh', '网络错误'],
    [503, 'en', 'Service unavailable'],
    [504, 'zh', '网络超时'],
    [505, 'zh', 'HTTP版本不受支持'],
    [500, 'zh', '系统错误，请联系管理员'],
    [418, 'en', 'System error, contact administrator'],
  ] as const)('maps HTTP %i to its message in %s', async (status, lang, message) => {
    const t = setup({ token: 'tok', lang, respond: () => json({ resultCode: String(status), content: 'x' }, status) });
    const result = await t.baseQuery('/api/portal/x', t.api, undefined);
    expect(result.error).toMatchObject({ status, message });
    expect(t.notifyError).toHaveBeenCalledWith(message);
    expect(t.store.getState().session.token).toBe('tok');
  });

  it("uses the error's own message for 999", async () => {
    // Response cannot be constructed with 999; a server can send it, so fake the status of a real Response.
    const respond = () =>
      Object.defineProperty(json({ resultCode: '999', content: '仓库接口维护中' }, 500), 'status', { value: 999 });
    const t = setup({ respond });
    const result = await t.baseQuery('/api/portal/x', t.api, undefined);
    expect(result.error).toMatchObject({ status: 999, message: '仓库接口维护中' });
  });

  it('uses the status message when the error body is not JSON', async () => {
    const t = setup({ respond: () => new Response('<html>Bad Gateway</html>', { status: 502 }) });
    const result = await t.baseQuery('/api/portal/x', t.api, undefined);
    expect(result.error).toMatchObject({ status: 502, message: '网络错误' });
  });

  it('reports a network failure as a system error', async () => {
    const t = setup({ respond: () => Promise.reject(new TypeError('Failed to fetch')) });
    const result = await t.baseQuery('/api/portal/x', t.api, undefined);
    expect(result.error).toMatchObject({ status: 'NETWORK', message: '系统错误，请联系管理员' });
    expect(t.store.getState().ui.inFlight).toBe(0);
  });

  it('passes a download through without the envelope and without a toast when it fails', async () => {
    const ok = setup({
      respond: () => new Response('PDFDATA', { headers: { 'content-type': 'application/pdf' } }),
    });
    const args = opArgs(download, { query: { fileId: '0123456789abcdef0123456789abcdef' } });
    expect(args.responseHandler).toBe(downloadResponseHandler);
    const result = await ok.baseQuery(args, ok.api, undefined);
    expect(result.data).toBeInstanceOf(Blob);
    expect(await (result.data as Blob).text()).toBe('PDFDATA');

    const failed = setup({ respond: () => json({ resultCode: 'B017', content: '数据不存在' }) });
    const failure = await failed.baseQuery(args, failed.api, undefined);
    expect(failure.error).toEqual({ status: 'BUSINESS', resultCode: 'B017', message: '数据不存在' });
    expect(failed.notifyError).not.toHaveBeenCalled();
  });

  it('counts requests in flight while they run, not background ones', async () => {
    let release: (() => void) | undefined;
    const t = setup({
      respond: () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json({ resultCode: '000', content: 1 }));
        }),
    });
    const pending = t.baseQuery('/api/portal/pass/a', t.api, undefined);
    await vi.waitFor(() => expect(release).toBeDefined());
    expect(t.store.getState().ui.inFlight).toBe(1);
    release!();
    await pending;
    expect(t.store.getState().ui.inFlight).toBe(0);

    release = undefined;
    const background = t.baseQuery('/api/portal/pass/a', t.api, { background: true });
    await vi.waitFor(() => expect(release).toBeDefined());
    expect(t.store.getState().ui.inFlight).toBe(0);
    release!();
    await background;
    expect(t.inFlightSeen).toEqual([1, 0]);
  });

  it('rejects a 200 answer that is not an envelope', async () => {
    const t = setup({ respond: () => json({ hello: 'world' }) });
    const result = await t.baseQuery('/api/portal/x', t.api, undefined);
    expect(result.error).toMatchObject({ status: 'INVALID_RESPONSE' });
    expect(t.notifyError).toHaveBeenCalledOnce();
  });
});
