// The one test harness of the web client (tests only): `renderWithStore` (a component) and `renderPage` (a
// page on its route) put the real store (makeStore), router, i18n and Chakra providers around what they
// render, and `fakeApi` answers contract operations behind `fetch` with envelopes (success, business
// failure, 400 field). It lives in web/src/test, outside features/ and shared/, so every test may use it
// (features may not import app/; this file may).
import type { ReactElement } from 'react';
import { configure, render, type MatcherFunction } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { Lang } from '@portal/contracts/envelope';
import type { OperationDef } from '@portal/contracts/operation';
import { makeStore, type AppState, type AppStore } from '@/app/store.ts';
import { AppProviders } from '@/app/providers.tsx';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { i18n } from '@/shared/i18n/i18n.ts';

// The machine running the tests is shared and slow at times: give the UI up to 5 s to settle.
configure({ asyncUtilTimeout: 5_000 });

export interface FakeRequest {
  op: OperationDef;
  query: Record<string, string>;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeReply;

export const ok = (content: unknown): FakeReply => ({ body: { resultCode: '000', content } });
export const businessFailure = (resultCode: string, content: string): FakeReply => ({ body: { resultCode, content } });
export const fieldRejected = (field: string, content: string): FakeReply => ({
  status: 400,
  body: { resultCode: '400', content, field },
});

/**
 * A list page answered like the server: the items `keep` lets through, cut to the page the request asks for
 * (pageNum, pageSize; `defaultSize` when none), with the total of all matching.
 */
export function pagedReply<T>(
  request: FakeRequest,
  items: readonly T[],
  keep: (item: T) => boolean,
  defaultSize = 15,
): FakeReply {
  const pageNum = Number(request.query.pageNum ?? 1);
  const pageSize = Number(request.query.pageSize ?? defaultSize);
  const matching = items.filter(keep);
  return ok({
    records: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: matching.length,
    pageNum,
    pageSize,
  });
}

function matches(op: OperationDef, method: string, pathname: string): boolean {
  const pattern = new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`);
  return op.method === method && pattern.test(pathname);
}

/** Replaces `fetch` with answers per operation; the calls are recorded in order. */
export function fakeApi(routes: [OperationDef, FakeHandler][]) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const route = routes.find(([op]) => matches(op, request.method, url.pathname));
    if (!route) {
      return new Response(
        JSON.stringify({ resultCode: '404', content: `no fake for ${request.method} ${url.pathname}` }),
        {
          status: 404,
          headers: { 'content-type': 'application/json' },
        },
      );
    }
    const text = await request.text();
    const call: FakeRequest = {
      op: route[0],
      query: Object.fromEntries(url.searchParams),
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    calls.push(call);
    const reply = route[1](call);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to one operation. */
    callsTo: (op: OperationDef) => calls.filter((call) => call.op === op),
  };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="probe-location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderWithStoreOptions {
  /** A store made by the test; else a real one from `preloadedState` (no sagas). */
  store?: AppStore;
  preloadedState?: Partial<AppState>;
  /** The URL of the memory router (default '/'). */
  route?: string;
  /** The language, unless preloadedState sets the ui slice. */
  lang?: Lang;
}

/** The store a test renders with: its own, or a real one from the preloaded state and language. */
export function storeFor(options: RenderWithStoreOptions = {}): AppStore {
  if (options.store) return options.store;
  const preloaded = options.preloadedState ?? {};
  return makeStore(
    { ...preloaded, ui: preloaded.ui ?? { ...initialUiState, language: options.lang ?? 'zh' } },
    { sagas: false },
  );
}

/** Renders a component inside the app's providers and a memory router at `route`. */
export function renderWithStore(ui: ReactElement, options: RenderWithStoreOptions = {}) {
  const store = storeFor(options);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.route ?? '/'] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...view };
}

export interface RenderPageOptions {
  /** The route the page is mounted on, e.g. '/login'. */
  path: string;
  /** The URL first shown (path plus search); `path` by default. */
  url?: string;
  lang?: Lang;
}

/** Renders a page in the real providers and store (no sagas), with every other route a location probe. */
export function renderPage(page: ReactElement, { path, url = path, lang = 'zh' }: RenderPageOptions) {
  const store = storeFor({ lang });
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { store, router, user, ...view };
}

/** The message shown under the field that holds `control` (the Chakra Field's error line), if any. */
export function errorBeside(control: HTMLElement): string | null {
  const root = control.closest('.chakra-field__root');
  return root?.querySelector('.chakra-field__errorText')?.textContent ?? null;
}

/**
 * The texts of one locale namespace in the language the page shows now: the names a user reads on the controls,
 * for `getByRole(role, { name })` and `getByLabelText`, read from the locale files rather than copied into tests.
 * A key the namespace lacks comes back as the key itself, so a query by it finds nothing and fails.
 */
export function textsOf(ns: string) {
  return (key: string, options: Record<string, unknown> = {}): string =>
    i18n.t(key, { ...options, ns, lng: i18n.language });
}

/**
 * For `getByLabelText`: a label reading `name`. Testing Library matches a label's whole text, with the aria-hidden
 * '*' a required field's label ends with (Field.RequiredIndicator), which a user does not hear; this leaves it out.
 * For controls with a role (`getByRole(role, { name })` skips the mark) only password boxes need it.
 */
export function labelled(name: string): MatcherFunction {
  return (content) => content.replace(/\s*\*$/, '') === name;
}
