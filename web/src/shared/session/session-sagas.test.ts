// The session flows run with runSaga against a real reducer, fake calls and a fake storage channel.
import { describe, expect, it, vi } from 'vitest';
import { runSaga, channel, stdChannel, END, type EventChannel, type Saga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { UserInfo } from '@portal/contracts/entities/user';
import {
  crossTabSaga,
  logoutSaga,
  sessionStartSaga,
  storageEventChannel,
  type SessionSagaDeps,
  type StorageChange,
  type UserLookup,
} from './session-sagas.ts';
import { initialSessionState, logoutRequested, sessionSlice, type SessionState } from './session-slice.ts';
import { SESSION_KEYS } from './session-persistence.ts';

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
const otherUser: UserInfo = { ...user, id: 2, account: 'buyer2', nickname: '第二采购商' };

/** A fake event channel the test pushes storage changes into; it records being closed. */
function fakeStorageChannel() {
  const inner = channel<StorageChange>();
  const close = vi.fn(() => inner.close());
  const fake = { ...inner, close } as unknown as EventChannel<StorageChange>;
  return { fake, put: (change: StorageChange) => inner.put(change), close };
}

function harness(session: Partial<SessionState>, deps: Partial<SessionSagaDeps> = {}) {
  let state = { session: { ...initialSessionState, ...session } };
  const dispatched: UnknownAction[] = [];
  const storage = fakeStorageChannel();
  const fullDeps: SessionSagaDeps = {
    fetchUser: vi.fn(async (): Promise<UserLookup> => ({ user })),
    logout: vi.fn(async () => ({ ok: true })),
    storageChanges: () => storage.fake,
    ...deps,
  };
  // Like a store: reduce, then let the sagas see the action.
  const io = stdChannel();
  const dispatch = (action: UnknownAction) => {
    dispatched.push(action);
    state = { session: sessionSlice.reducer(state.session, action) };
    io.put(action);
  };
  const run = <A extends unknown[]>(saga: Saga<A>, ...args: A) =>
    runSaga({ channel: io, dispatch, getState: () => state }, saga, ...args);
  return { run, dispatch, dispatched, deps: fullDeps, storage, state: () => state.session };
}

describe('sessionStartSaga', () => {
  it('does nothing without a stored token', async () => {
    const h = harness({});
    await h.run(sessionStartSaga, h.deps).toPromise();
    expect(h.deps.fetchUser).not.toHaveBeenCalled();
    expect(h.dispatched).toEqual([]);
  });

  it('checks the stored token and reloads the user info', async () => {
    const h = harness({ token: 'tok', userInfo: null });
    await h.run(sessionStartSaga, h.deps).toPromise();
    expect(h.deps.fetchUser).toHaveBeenCalledWith('tok');
    expect(h.state().userInfo).toEqual(user);
    expect(h.state().token).toBe('tok');
  });

  it('drops the token when the server answers G001', async () => {
    const h = harness(
      { token: 'old', userInfo: user, cartCount: 4 },
      { fetchUser: async () => ({ error: { status: 'BUSINESS', resultCode: 'G001', message: 'expired' } }) },
    );
    await h.run(sessionStartSaga, h.deps).toPromise();
    expect(h.state()).toMatchObject({ token: null, userInfo: null, cartCount: 0 });
  });

  it('keeps the session when the check fails for another reason (server down)', async () => {
    const h = harness(
      { token: 'tok', userInfo: user },
      { fetchUser: async () => ({ error: { status: 503, message: '服务不可用' } }) },
    );
    await h.run(sessionStartSaga, h.deps).toPromise();
    expect(h.state()).toMatchObject({ token: 'tok', userInfo: user });
    expect(h.dispatched).toEqual([]);
  });
});

describe('logoutSaga', () => {
  it('calls logout then clears the session, once for a double click', async () => {
    let finish: (() => void) | undefined;
    const logout = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const h = harness({ token: 'tok', userInfo: user, cartCount: 2, searchText: '玩具' }, { logout });
    const task = h.run(logoutSaga, h.deps);
    h.dispatch(logoutRequested());
    h.dispatch(logoutRequested());
    await vi.waitFor(() => expect(finish).toBeDefined());
    expect(logout).toHaveBeenCalledTimes(1);
    expect(h.state().token).toBe('tok');
    finish!();
    await vi.waitFor(() => expect(h.state().token).toBeNull());
    expect(h.state()).toMatchObject({ userInfo: null, cartCount: 0, searchText: '' });
    task.cancel();
  });

  it('still logs out when the server call fails', async () => {
    const h = harness({ token: 'tok', userInfo: user }, { logout: vi.fn(async () => Promise.reject(new Error('x'))) });
    const task = h.run(logoutSaga, h.deps);
    h.dispatch(logoutRequested());
    await vi.waitFor(() => expect(h.state().token).toBeNull());
    task.cancel();
  });
});

describe('crossTabSaga', () => {
  it('reloads the user when another tab logs in with a new token', async () => {
    const fetchUser = vi.fn(async (): Promise<UserLookup> => ({ user: otherUser }));
    const h = harness({ token: 'mine', userInfo: user }, { fetchUser });
    const task = h.run(crossTabSaga, h.deps);
    h.storage.put({ key: SESSION_KEYS.token, newValue: 'theirs' });
    await vi.waitFor(() => expect(h.state().userInfo).toEqual(otherUser));
    expect(h.state().token).toBe('theirs');
    expect(fetchUser).toHaveBeenCalledWith('theirs');
    task.cancel();
  });

  it('logs out when another tab removes the token or clears the storage', async () => {
    const h = harness({ token: 'mine', userInfo: user, cartCount: 3 });
    const task = h.run(crossTabSaga, h.deps);
    h.storage.put({ key: SESSION_KEYS.token, newValue: null });
    await vi.waitFor(() => expect(h.state().token).toBeNull());
    expect(h.state()).toMatchObject({ userInfo: null, cartCount: 0 });

    const h2 = harness({ token: 'mine', userInfo: user });
    const task2 = h2.run(crossTabSaga, h2.deps);
    h2.storage.put({ key: null, newValue: null });
    await vi.waitFor(() => expect(h2.state().token).toBeNull());
    task.cancel();
    task2.cancel();
  });

  it('ignores its own token, follows the cart count, and ignores unrelated keys', async () => {
    const h = harness({ token: 'mine', userInfo: user });
    const task = h.run(crossTabSaga, h.deps);
    h.storage.put({ key: SESSION_KEYS.token, newValue: 'mine' });
    h.storage.put({ key: 'portal.language', newValue: 'en' });
    h.storage.put({ key: SESSION_KEYS.cartCount, newValue: '7' });
    await vi.waitFor(() => expect(h.state().cartCount).toBe(7));
    expect(h.deps.fetchUser).not.toHaveBeenCalled();
    expect(h.state().token).toBe('mine');
    task.cancel();
  });

  it('closes its channel when cancelled and when the channel ends', async () => {
    const h = harness({});
    const task = h.run(crossTabSaga, h.deps);
    task.cancel();
    expect(h.storage.close).toHaveBeenCalledTimes(1);

    const h2 = harness({});
    const task2 = h2.run(crossTabSaga, h2.deps);
    h2.storage.put(END as unknown as StorageChange);
    await task2.toPromise();
    expect(h2.storage.close).toHaveBeenCalledTimes(1);
  });
});

describe('storageEventChannel', () => {
  it('emits storage events of the window and removes its listener on close', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    const remove = vi.spyOn(target, 'removeEventListener');
    const changes: unknown[] = [];
    const chan = storageEventChannel(target as unknown as Window);
    chan.take((change) => changes.push(change));
    const event = Object.assign(new Event('storage'), { key: SESSION_KEYS.token, newValue: 'abc' });
    target.dispatchEvent(event);
    expect(changes).toEqual([{ key: SESSION_KEYS.token, newValue: 'abc' }]);
    expect(add).toHaveBeenCalledWith('storage', expect.any(Function));
    chan.close();
    expect(remove).toHaveBeenCalledWith('storage', add.mock.calls[0]![1]);
  });
});
