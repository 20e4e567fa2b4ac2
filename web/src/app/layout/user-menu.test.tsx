// The header's user menu: a menu button by role and keyboard, closed by a click outside or a choice, and an open
// that commits the trigger and the popup only (the list is rendered once).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { UserInfo } from '@portal/contracts/entities/user';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { renderWithApp } from '../test-utils.tsx';
import { makeStore } from '../store.ts';
import { userMenuItems } from './user-menu-items.tsx';
import type * as UserMenuItemsModule from './user-menu-items.tsx';
import { UserMenu } from './user-menu.tsx';

// The list asks for its items each time it renders: a spy on that tells whether an open rendered it again.
vi.mock('./user-menu-items.tsx', async (importOriginal) => {
  const original = await importOriginal<typeof UserMenuItemsModule>();
  return { ...original, userMenuItems: vi.fn(original.userMenuItems) };
});

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
  return <div data-testid="where">{useLocation().pathname}</div>;
}

function renderMenu(lang: 'zh' | 'en' = 'zh') {
  const store = makeStore(
    { session: { ...initialSessionState, token: 'tok', userInfo: user }, ui: { ...initialUiState, language: lang } },
    { sessionDeps: { logout: async () => ({ ok: true }), fetchUser: async () => ({ user }) }, connection: null },
  );
  renderWithApp(
    <>
      <button type="button">elsewhere</button>
      <UserMenu user={user} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { store },
  );
  return store;
}

const trigger = () => screen.getByRole('button', { name: /义乌采购商/ });

describe('the user menu', () => {
  it('opens on a click, lists the personal pages as menu items and goes where one leads', async () => {
    renderMenu('en');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      ...userMenuItems('buyer').map(() => expect.not.stringMatching(/header\.|\p{Script=Han}/u) as unknown),
      'Log out',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'My favourites' }));
    expect(screen.getByTestId('where').textContent).toBe('/favorites');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('works from the keyboard: ArrowDown opens on the first item, arrows wrap, Escape returns to the trigger', async () => {
    renderMenu();
    trigger().focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = screen.getAllByRole('menuitem');
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items.at(-1));
    await userEvent.keyboard('{Home}{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger());
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('menuitem').at(-1)));
    expect(document.activeElement?.textContent).toBe('退出登录');
  });

  it('closes on a click outside it', async () => {
    renderMenu();
    await userEvent.click(trigger());
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('logs out from its last item', async () => {
    const store = renderMenu();
    await userEvent.click(trigger());
    await userEvent.click(screen.getByRole('menuitem', { name: '退出登录' }));
    await waitFor(() => expect(store.getState().session.token).toBeNull());
  });

  it('opens and closes without rendering its list again', async () => {
    const listRenders = vi.mocked(userMenuItems);
    renderMenu();
    const once = listRenders.mock.calls.length;
    expect(once).toBeGreaterThan(0);
    await userEvent.click(trigger());
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.click(trigger());
    await userEvent.click(trigger());
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(listRenders.mock.calls.length).toBe(once);
  });
});
