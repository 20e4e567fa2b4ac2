// makeStore restores the stored session and language and keeps localStorage in step with the store.
import { describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@portal/contracts/entities/user';
import { i18n } from '@/shared/i18n/i18n.ts';
import { SESSION_KEYS } from '@/shared/session/session-persistence.ts';
import {
  cartCountChanged,
  loggedIn,
  loggedOut,
  logoutRequested,
  searchTextChanged,
} from '@/shared/session/session-slice.ts';
import { LANGUAGE_STORAGE_KEY, languageChanged, requestSettled, requestStarted } from '@/shared/ui/ui-slice.ts';
import { selectIsLoading } from '@/shared/ui/ui-slice.ts';
import { makeStore } from './store.ts';

const user: UserInfo = {
  id: 4,
  account: 'factory',
  nickname: '永康五金厂',
  mobile: '137****0004',
  role: 'factory',
  platform: 'supplier',
  authenticated: true,
  company: null,
  avatar: null,
  email: null,
};

describe('makeStore', () => {
  it('starts logged out in Chinese when nothing is stored', () => {
    const store = makeStore(undefined, { sagas: false });
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().session.platformInfo.code).toBe('P00001');
    expect(store.getState().ui.language).toBe('zh');
    expect(i18n.language).toBe('zh');
  });

  it('restores token, user info, cart count, platform and language from localStorage', () => {
    localStorage.setItem(SESSION_KEYS.token, 'stored-token');
    localStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(user));
    localStorage.setItem(SESSION_KEYS.cartCount, '6');
    localStorage.setItem(SESSION_KEYS.platformInfo, JSON.stringify({ code: 'P00002' }));
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const store = makeStore(undefined, { sagas: false });
    expect(store.getState().session).toEqual({
      token: 'stored-token',
      userInfo: user,
      cartCount: 6,
      platformInfo: { code: 'P00002' },
      searchText: '',
    });
    expect(store.getState().ui.language).toBe('en');
    expect(i18n.language).toBe('en');
  });

  it('persists the session as it changes and clears it on logout', () => {
    const store = makeStore(undefined, { sagas: false });
    store.dispatch(loggedIn({ token: 'tok', userInfo: user }));
    store.dispatch(cartCountChanged(2));
    store.dispatch(searchTextChanged('钥匙扣'));
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.userInfo)!)).toEqual(user);
    expect(localStorage.getItem(SESSION_KEYS.cartCount)).toBe('2');

    const again = makeStore(undefined, { sagas: false });
    expect(again.getState().session).toMatchObject({ token: 'tok', cartCount: 2, searchText: '' });

    store.dispatch(loggedOut());
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.userInfo)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.cartCount)).toBeNull();
  });

  it('persists and applies the language', () => {
    const store = makeStore(undefined, { sagas: false });
    store.dispatch(languageChanged('en'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('layout:header.login')).toBe('Log in');
    store.dispatch(languageChanged('zh'));
    expect(i18n.t('layout:header.login')).toBe('请登录');
  });

  it('is loading while any request is in flight', () => {
    const store = makeStore({}, { sagas: false });
    store.dispatch(requestStarted());
    store.dispatch(requestStarted());
    store.dispatch(requestSettled());
    expect(selectIsLoading(store.getState())).toBe(true);
    store.dispatch(requestSettled());
    expect(selectIsLoading(store.getState())).toBe(false);
  });

  it('runs the session start saga: a stored token that the server rejects is dropped', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'expired');
    localStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(user));
    const store = makeStore(undefined, {
      connection: null,
      sessionDeps: {
        fetchUser: async () => ({ error: { status: 'BUSINESS', resultCode: 'G001', message: 'expired' } }),
      },
    });
    await vi.waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
  });

  it('starts the sagas when told, and they still see a logout asked for before they loaded', async () => {
    localStorage.setItem(SESSION_KEYS.token, 'tok');
    localStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(user));
    let start: (() => void) | undefined;
    const logout = vi.fn(async () => ({ ok: true }));
    const fetchUser = vi.fn(async () => ({ user }));
    const store = makeStore(undefined, {
      connection: null,
      sessionDeps: { logout, fetchUser },
      startSagas: (run) => {
        start = run;
      },
    });
    store.dispatch(logoutRequested());
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Not started: nothing has run, the stored session stands.
    expect(fetchUser).not.toHaveBeenCalled();
    expect(store.getState().session.token).toBe('tok');

    start?.();
    await vi.waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(logout).toHaveBeenCalledOnce();
  });
});
