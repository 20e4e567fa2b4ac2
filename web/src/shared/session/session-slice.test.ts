// The session slice and its localStorage persistence.
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '@portal/contracts/entities/user';
import {
  cartCountChanged,
  initialSessionState,
  loggedIn,
  loggedOut,
  platformCodeChanged,
  searchTextChanged,
  selectCartCount,
  selectIsLoggedIn,
  selectPlatformCode,
  selectToken,
  selectUserInfo,
  sessionSlice,
  tokenSynced,
  userInfoLoaded,
  type SessionState,
} from './session-slice.ts';
import { SESSION_KEYS, persistSession, readPersistedSession } from './session-persistence.ts';

const user: UserInfo = {
  id: 3,
  account: 'seller',
  nickname: '金华饰品店',
  mobile: '139****0003',
  role: 'shop',
  platform: 'dealer',
  authenticated: true,
  company: {
    id: 12,
    name: '义乌市金华饰品有限公司',
    kind: 'shop',
    platform: 'dealer',
    auditStatus: 'auditPass',
    shopName: '金华饰品',
    logo: null,
  },
  avatar: null,
  email: 'shop@example.com',
};

const reduce = (state: SessionState | undefined, action: Parameters<typeof sessionSlice.reducer>[1]) =>
  sessionSlice.reducer(state, action);
const root = (session: SessionState) => ({ session });

describe('session slice', () => {
  it('starts logged out on platform P00001', () => {
    const state = reduce(undefined, { type: 'init' });
    expect(selectIsLoggedIn(root(state))).toBe(false);
    expect(selectPlatformCode(root(state))).toBe('P00001');
    expect(selectCartCount(root(state))).toBe(0);
  });

  it('logs in with token and user info', () => {
    const state = reduce(undefined, loggedIn({ token: 'tok', userInfo: user }));
    expect(selectToken(root(state))).toBe('tok');
    expect(selectUserInfo(root(state))).toEqual(user);
    expect(selectIsLoggedIn(root(state))).toBe(true);
  });

  it('logout clears token, cart, search text and user info but keeps the platform', () => {
    let state = reduce(undefined, loggedIn({ token: 'tok', userInfo: user }));
    state = reduce(state, cartCountChanged(5));
    state = reduce(state, searchTextChanged('水晶'));
    state = reduce(state, platformCodeChanged('P00002'));
    state = reduce(state, loggedOut());
    expect(state).toEqual({ ...initialSessionState, platformInfo: { code: 'P00002' } });
  });

  it('keeps the cart count a whole non-negative number', () => {
    expect(reduce(undefined, cartCountChanged(-2)).cartCount).toBe(0);
    expect(reduce(undefined, cartCountChanged(4.7)).cartCount).toBe(4);
  });

  it('reloads user info and adopts a token synced from another tab', () => {
    let state = reduce(undefined, tokenSynced('other'));
    expect(state.token).toBe('other');
    state = reduce(state, userInfoLoaded(user));
    expect(state.userInfo).toEqual(user);
  });

  it('falls back to P00001 for an empty platform code', () => {
    expect(selectPlatformCode(root(reduce(undefined, platformCodeChanged(''))))).toBe('P00001');
  });
});

describe('session persistence', () => {
  it('writes token, user info, cart count and platform, never the search text', () => {
    const state: SessionState = {
      token: 'tok',
      userInfo: user,
      cartCount: 2,
      platformInfo: { code: 'P00001' },
      searchText: '袜子',
    };
    persistSession(state, localStorage);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBe('tok');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.userInfo)!)).toEqual(user);
    expect(localStorage.getItem(SESSION_KEYS.cartCount)).toBe('2');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.platformInfo)!)).toEqual({ code: 'P00001' });
    expect(JSON.stringify({ ...localStorage })).not.toContain('袜子');
    expect(readPersistedSession(localStorage)).toEqual({ ...state, searchText: '' });
  });

  it('removes the keys after logout', () => {
    persistSession({ ...initialSessionState, token: 'tok', userInfo: user, cartCount: 1 }, localStorage);
    persistSession(initialSessionState, localStorage);
    expect(localStorage.getItem(SESSION_KEYS.token)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.userInfo)).toBeNull();
    expect(localStorage.getItem(SESSION_KEYS.cartCount)).toBeNull();
  });

  it('reads nothing usable as logged out, and user info without a token as nothing', () => {
    expect(readPersistedSession(localStorage)).toEqual(initialSessionState);
    localStorage.setItem(SESSION_KEYS.userInfo, JSON.stringify(user));
    localStorage.setItem(SESSION_KEYS.platformInfo, '{broken');
    localStorage.setItem(SESSION_KEYS.cartCount, 'abc');
    expect(readPersistedSession(localStorage)).toEqual(initialSessionState);
  });

  it('does not write unchanged values again (other tabs only hear real changes)', () => {
    const writes: string[] = [];
    const storage = {
      data: new Map<string, string>(),
      getItem(key: string) {
        return this.data.get(key) ?? null;
      },
      setItem(key: string, value: string) {
        writes.push(key);
        this.data.set(key, value);
      },
      removeItem(key: string) {
        writes.push(`-${key}`);
        this.data.delete(key);
      },
    };
    const state = { ...initialSessionState, token: 'tok', userInfo: user };
    persistSession(state, storage);
    const first = writes.length;
    persistSession({ ...state, searchText: 'x' }, storage);
    expect(writes.length).toBe(first);
  });
});
