// The route table: every route of docs/requirements.md section 2 exists, frame pages show their title and an honest notice
// in zh and en, the counter-offer detail takes its id, unknown paths say not found, slow parts time out.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, matchRoutes, MemoryRouter, Route, Routes } from 'react-router-dom';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { testIds } from '@/shared/test-ids.ts';
import { ROUTE_PATTERNS, paths, type RouteKey } from '@/shared/paths.ts';
import { AppProviders } from './providers.tsx';
import { makeStore } from './store.ts';
import { AppRoutes, onFirstLinkIntent, routes } from './router.tsx';
import { withTimeout } from './lazy-page.tsx';
import { pageRoutes } from './page-routes.tsx';
import { RouteErrorBoundary } from './layout/route-error.tsx';
import { vrTestIds } from '@/features/vr/test-ids.ts';

const SPEC_ROUTES = [
  '/home',
  '/certification',
  '/qualification',
  '/',
  '/industrialBelt',
  '/videoCenter',
  '/promotionalActivities',
  '/salesActivity',
  '/vrList',
  '/Shopping',
  '/settle',
  '/typeDetail',
  '/auction',
  '/list',
  '/details',
  '/integralProduct',
  '/trading',
  '/inspection',
  '/inspectionDemo',
  '/inspectionDetail',
  '/supplierList',
  '/industryDetail',
  '/news',
  '/newsDetail',
  '/InquiryCounterofferList',
  '/inquiryCounterofferDetail/7',
  '/collectBidding',
  '/collectDetail',
  '/storeDetail',
  '/help',
  '/factory',
  '/exhibitionDisplay',
  '/information',
  '/informationDetails',
  '/exhibitionApply',
  '/exhibitionExhibits',
  '/placeOrder',
  '/favorites',
  '/footprint',
  '/market',
  '/chat',
  '/coupon',
  '/company',
  '/serviceSector',
  '/serverTypeDetail',
  '/creditDownload',
  '/serviceProvider',
  '/serveDetail',
  '/serverEntranceDetail',
  '/question',
  '/creditCode',
  '/searchQuestion',
  '/deepauth',
  '/factoryZone',
  '/login',
  '/register',
  '/resetPassword',
];

function renderAt(path: string, language: 'zh' | 'en' = 'zh') {
  const store = makeStore({ ui: { ...initialUiState, language } }, { sagas: false });
  return render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

/** The route a path lands on: the home page's in the first screen's table, any other in the other pages' table
 * (which the first screen's `*` route renders). */
function matchPage(path: string) {
  const first = matchRoutes(routes, path);
  const last = first?.at(-1)?.route;
  return last?.path === '*' ? matchRoutes(pageRoutes, path) : first;
}

describe('routes', () => {
  it('has every route of docs/requirements.md section 2, none falling to the not-found page', () => {
    for (const path of SPEC_ROUTES) {
      const matched = matchPage(path);
      expect(matched, path).not.toBeNull();
      expect(matched!.at(-1)!.route.path, path).not.toBe('*');
    }
    expect(matchPage('/nowhere')!.at(-1)!.route.path).toBe('*');
    // The first screen's table holds the home page only.
    expect(matchRoutes(routes, '/')!.at(-1)!.route.index).toBe(true);
    expect(matchRoutes(routes, '/news')!.at(-1)!.route.path).toBe('*');
  });

  it('has a builder in shared/paths for every route, each landing on its route', () => {
    for (const key of Object.keys(ROUTE_PATTERNS) as RouteKey[]) {
      const url = (paths[key] as (arg: never) => string)(1 as never);
      const matched = matchPage(new URL(url, 'http://portal.test').pathname);
      expect(matched?.at(-1)?.route.path, url).toBe(ROUTE_PATTERNS[key]);
    }
  });

  it("loads pages without React Router's missing HydrateFallback warning", async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    for (const path of ['/Shopping', '/login', '/inquiryCounterofferDetail/3', '/no-such-page']) {
      const view = renderAt(path, 'en');
      // The layout shows at once, while the page's code loads.
      expect(screen.getByTestId(testIds.header.root)).toBeTruthy();
      await waitFor(
        () =>
          expect(screen.queryByTestId(testIds.pageFrame.root) ?? screen.queryByTestId(testIds.notFound)).toBeTruthy(),
        { timeout: 15_000 },
      );
      view.unmount();
    }
    const logged = [...warn.mock.calls, ...error.mock.calls].map((args) => args.map(String).join(' '));
    expect(logged.filter((line) => line.includes('HydrateFallback'))).toEqual([]);
    warn.mockRestore();
    error.mockRestore();
  }, 60_000);

  it('shows the VR market tour, the last route built, with its title and breadcrumb in either language', async () => {
    renderAt('/vrList');
    expect((await screen.findByTestId(testIds.pageFrame.title)).textContent).toBe('VR 逛市场');
    expect(screen.getByTestId(testIds.pageFrame.breadcrumb).textContent).toContain('首页');
    expect(screen.getByTestId(vrTestIds.root)).toBeTruthy();
    expect(screen.getByTestId(testIds.header.root)).toBeTruthy();
  });

  it('shows the VR market tour in English', async () => {
    renderAt('/vrList', 'en');
    expect((await screen.findByTestId(testIds.pageFrame.title)).textContent).toBe('VR Market Tour');
  });

  it('says not found for an unknown path, inside the layout', async () => {
    renderAt('/no-such-page');
    expect((await screen.findByTestId(testIds.notFound)).textContent).toContain('页面不存在');
    expect(screen.getByTestId(testIds.header.root)).toBeTruthy();
  });

  it('fails a page part that has not loaded in 120 seconds', async () => {
    vi.useFakeTimers();
    const outcome = withTimeout(() => new Promise<never>(() => undefined)).then(
      () => 'loaded',
      (error: Error) => error.message,
    );
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toContain('120000 ms');
    expect(await withTimeout(async () => 'page')).toBe('page');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows the route error in place of a page that throws, and clears it on the next page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken page');
    }
    const store = makeStore({ ui: initialUiState }, { sagas: false });
    render(
      <AppProviders store={store}>
        <MemoryRouter initialEntries={['/broken']}>
          <Link to="/fine">next</Link>
          <RouteErrorBoundary>
            <Routes>
              <Route path="/broken" element={<Broken />} />
              <Route path="/fine" element={<p data-testid="fine">fine</p>} />
            </Routes>
          </RouteErrorBoundary>
        </MemoryRouter>
      </AppProviders>,
    );
    expect((await screen.findByTestId(testIds.routeError)).textContent).toContain('重试');
    await userEvent.click(screen.getByText('next'));
    expect(await screen.findByTestId('fine')).toBeTruthy();
    expect(screen.queryByTestId(testIds.routeError)).toBeNull();
    error.mockRestore();
  });
});

describe('onFirstLinkIntent', () => {
  it('runs once, when the user first points at, touches or tabs to a link of the portal', () => {
    document.body.innerHTML =
      '<p id="text">text</p><a id="out" href="https://example.com/">out</a><a id="news" href="/news"><span id="inner">news</span></a>';
    const task = vi.fn();
    const stop = onFirstLinkIntent(task);
    const fire = (id: string, type: string) =>
      document.getElementById(id)?.dispatchEvent(new Event(type, { bubbles: true }));
    fire('text', 'pointerover');
    fire('out', 'focusin');
    expect(task).not.toHaveBeenCalled();
    fire('inner', 'touchstart');
    expect(task).toHaveBeenCalledTimes(1);
    fire('news', 'pointerover');
    expect(task).toHaveBeenCalledTimes(1);
    stop();
    document.body.innerHTML = '';
  });
});
