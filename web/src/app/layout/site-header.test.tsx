// The site header with a real store: language switch without reload, login state, the user menu, logout,
// search, cart count.
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, Route, Routes, useLocation } from 'react-router-dom';
import type { UserInfo } from '@portal/contracts/entities/user';
import { cartCountChanged, initialSessionState } from '@/shared/session/session-slice.ts';
import { SESSION_KEYS } from '@/shared/session/session-persistence.ts';
import { LANGUAGE_STORAGE_KEY, initialUiState } from '@/shared/ui/ui-slice.ts';
import { testIds } from '@/shared/test-ids.ts';
import { renderWithApp } from '../test-utils.tsx';
import { makeStore } from '../store.ts';
import { ROUTE_PATTERNS, paths } from '@/shared/paths.ts';
import { SiteHeader, USER_MENU_ITEMS, userMenuItems, userMenuTestId } from './site-header.tsx';

const user: UserInfo = {
  id: 1,
  account: 'buyer',
  nickname: '义乌采购商',
  mobile: '138****0001',
  role: 'buyer',
  platform: 'org',
  authenticated: true,
  company: null,
  avatar: null,
  email: null,
};

function Where() {
  const location = useLocation();
  return <div data-testid="where">{location.pathname + location.search}</div>;
}

function page() {
  return (
    <>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>
  );
}

describe('SiteHeader', () => {
  it('switches between Chinese and English without a reload and remembers the choice', async () => {
    const { store } = renderWithApp(page());
    expect(screen.getByTestId(testIds.header.logo).textContent).toContain('商城');
    expect(screen.getByTestId(testIds.header.loginLink).textContent).toContain('请登录');
    const marker = screen.getByTestId('where');

    await userEvent.click(screen.getByTestId(testIds.header.languageSwitch));
    expect(await screen.findByText('Market City')).toBeTruthy();
    expect(screen.getByTestId(testIds.header.loginLink).textContent).toContain('Log in');
    expect(screen.getByRole('link', { name: 'Help Centre' })).toBeTruthy();
    // Nothing Chinese left on the English page but the other language's own name, marked as Chinese.
    expect(screen.getByTestId(testIds.header.logo).textContent).not.toMatch(/\p{Script=Han}/u);
    const toChinese = screen.getByRole('button', { name: '中文 Switch to Chinese' });
    expect(toChinese.querySelector('[lang="zh-CN"]')?.textContent).toBe('中文');
    expect(store.getState().ui.language).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    // Same DOM node: the page was not reloaded.
    expect(screen.getByTestId('where')).toBe(marker);

    await userEvent.click(screen.getByTestId(testIds.header.languageSwitch));
    expect(await screen.findByText('商城')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'EN 切换为英文' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
  });

  it('shows login and register links when logged out', () => {
    renderWithApp(page(), {
      preloadedState: { session: { ...initialSessionState, cartCount: 0 }, ui: initialUiState },
    });
    expect(screen.getByTestId(testIds.header.registerLink).getAttribute('href')).toBe('/register');
    expect(screen.getByTestId(testIds.header.loginLink).getAttribute('href')).toBe('/login');
  });

  it('sends the user back to the page they were on after logging in', () => {
    renderWithApp(page(), { route: '/newsDetail?id=3' });
    expect(screen.getByTestId(testIds.header.loginLink).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/newsDetail?id=3')}`,
    );
  });

  it('shows the cart count of the session, 99+ beyond 99', () => {
    const { store } = renderWithApp(page(), {
      preloadedState: { session: { ...initialSessionState, cartCount: 0 }, ui: initialUiState },
    });
    expect(screen.getByTestId(testIds.header.cartCount).textContent).toBe('0');
    act(() => {
      store.dispatch(cartCountChanged(120));
    });
    expect(screen.getByTestId(testIds.header.cartCount).textContent).toBe('99+');
    expect(screen.getByTestId(testIds.header.cart).getAttribute('href')).toBe('/Shopping');
  });

  it("shows the user's nickname and cart count, and logs out from the menu", async () => {
    const logout = vi.fn(async () => ({ ok: true }));
    const store = makeStore(
      { session: { ...initialSessionState, token: 'tok', userInfo: user, cartCount: 4 }, ui: initialUiState },
      { sessionDeps: { logout, fetchUser: async () => ({ user }) }, connection: null },
    );
    renderWithApp(page(), { store });
    expect(screen.getByTestId(testIds.header.userMenu).textContent).toContain('义乌采购商');
    expect(screen.getByTestId(testIds.header.cartCount).textContent).toBe('4');
    expect(screen.queryByTestId(testIds.header.loginLink)).toBeNull();

    await userEvent.click(screen.getByTestId(testIds.header.userMenu));
    await userEvent.click(await screen.findByTestId(testIds.header.logout));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(logout).toHaveBeenCalledOnce();
    expect(screen.getByTestId(testIds.header.cartCount).textContent).toBe('0');
    expect(screen.getByTestId(testIds.header.loginLink)).toBeTruthy();
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('searches: stores the text and goes to /market?keyword=', async () => {
    const { store } = renderWithApp(page(), { route: '/help' });
    await userEvent.type(screen.getByTestId(testIds.header.searchInput), '水晶 摆件');
    await userEvent.click(screen.getByTestId(testIds.header.searchButton));
    expect(screen.getByTestId('where').textContent).toContain(paths.market({ keyword: '水晶 摆件' }));
    expect(store.getState().session.searchText).toBe('水晶 摆件');
  });

  it('leads from the user menu to the personal pages, in English too', async () => {
    const store = makeStore(
      { session: { ...initialSessionState, token: 'tok', userInfo: user }, ui: { ...initialUiState, language: 'en' } },
      { sagas: false },
    );
    renderWithApp(page(), { store });
    await userEvent.click(screen.getByTestId(testIds.header.userMenu));
    expect((await screen.findByTestId(userMenuTestId('favourites'))).textContent).toBe('My favourites');
    expect(screen.getByText('Buyer account')).toBeTruthy();
    for (const item of userMenuItems('buyer')) {
      expect(screen.getByTestId(userMenuTestId(item.key)).textContent, item.key).not.toMatch(
        /header\.|[\u4e00-\u9fff]/,
      );
    }
    await userEvent.click(screen.getByTestId(userMenuTestId('coupons')));
    expect(screen.getByTestId('where').textContent).toBe('/coupon');
  });

  it('lists only routes of the route table, and hides the trade pages from operators', () => {
    // Built pages and frames alike: every pattern of the route table.
    const table = [{ path: '/', children: Object.values(ROUTE_PATTERNS).map((path) => ({ path })) }];
    for (const item of USER_MENU_ITEMS) {
      expect(matchRoutes(table, new URL(item.to, 'http://portal.test').pathname), item.to).not.toBeNull();
    }
    expect(userMenuItems('operator').map((item) => item.key)).not.toContain('inquiries');
    expect(userMenuItems('buyer').map((item) => item.key)).toContain('inquiries');
    // Orders received are the sellers'.
    expect(userMenuItems('buyer').map((item) => item.key)).not.toContain('ordersReceived');
    expect(userMenuItems('shop').map((item) => item.key)).toEqual(expect.arrayContaining(['orders', 'ordersReceived']));
  });
});
