// The cart count room run as a saga with runSaga, a fake socket and a real session reducer: loaded from
// cart/getCartNum, followed on user:<id>, re-synced after a gap, polled while down, left at logout.
import { describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { BehaviorSubject } from 'rxjs';
import type { UserInfo } from '@portal/contracts/entities/user';
import { FakeSocket } from '../realtime/fake-socket.ts';
import type { RealtimeMode } from '../realtime/operators.ts';
import { cartCountSaga, type CartCountSagaDeps } from './cart-count-saga.ts';
import { initialSessionState, loggedIn, loggedOut, sessionSlice, type SessionState } from './session-slice.ts';

const user = { id: 7, account: 'buyer', nickname: '义乌采购商' } as UserInfo;

function harness(session: Partial<SessionState>, deps: Partial<CartCountSagaDeps> = {}) {
  let state = { session: { ...initialSessionState, ...session } };
  const socket = new FakeSocket((event, args) => {
    const room = (args[0] as { room: string } | undefined)?.room;
    if (event === 'room:join') return { ok: true, room, seq: 0, epoch: 'e1' };
    if (event === 'room:leave') return { ok: true, room, seq: 0, epoch: 'e1' };
    return undefined;
  });
  socket.connect();
  const io = stdChannel();
  const dispatch = (action: UnknownAction) => {
    state = { session: sessionSlice.reducer(state.session, action) };
    io.put(action);
  };
  const fullDeps: CartCountSagaDeps = { socket, fetchCartCount: vi.fn(async () => 2), ...deps };
  const task = runSaga({ channel: io, dispatch, getState: () => state }, cartCountSaga, fullDeps);
  return { socket, dispatch, deps: fullDeps, task, count: () => state.session.cartCount };
}

const cartEvent = (seq: number, count: number, room = 'user:7') => ({ room, seq, epoch: 'e1', at: 0, data: { count } });

describe('cartCountSaga', () => {
  it('does nothing while nobody is logged in', () => {
    const h = harness({});
    expect(h.socket.emitted).toEqual([]);
    expect(h.deps.fetchCartCount).not.toHaveBeenCalled();
    h.task.cancel();
  });

  it('loads the count, then follows user:cartCount of its own room only', async () => {
    const h = harness({ token: 'tok', userInfo: user });
    expect(h.socket.emitted[0]).toEqual({ event: 'room:join', args: [{ room: 'user:7' }] });
    await vi.waitFor(() => expect(h.count()).toBe(2));
    h.socket.serverSends('user:cartCount', cartEvent(1, 5));
    expect(h.count()).toBe(5);
    // the same event name for another room the socket is in: not this room's
    h.socket.serverSends('user:cartCount', cartEvent(2, 99, 'user:8'));
    expect(h.count()).toBe(5);
    h.task.cancel();
  });

  it('re-syncs from cart/getCartNum after a gap', async () => {
    const fetchCartCount = vi
      .fn(async () => 2)
      .mockResolvedValueOnce(2)
      .mockResolvedValueOnce(11);
    const h = harness({ token: 'tok', userInfo: user }, { fetchCartCount });
    await vi.waitFor(() => expect(h.count()).toBe(2));
    h.socket.serverSends('user:cartCount', cartEvent(3, 9)); // 1 and 2 were lost
    await vi.waitFor(() => expect(h.count()).toBe(11));
    expect(fetchCartCount).toHaveBeenCalledTimes(2);
    h.task.cancel();
  });

  it('polls while the socket is down and stops when it is back', async () => {
    vi.useFakeTimers();
    try {
      const mode$ = new BehaviorSubject<RealtimeMode>('live');
      let count = 1;
      const fetchCartCount = vi.fn(async () => count);
      const h = harness({ token: 'tok', userInfo: user }, { fetchCartCount, mode$, pollMs: 1000 });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchCartCount).toHaveBeenCalledTimes(1);
      mode$.next('polling');
      count = 4;
      await vi.advanceTimersByTimeAsync(2500);
      expect(fetchCartCount).toHaveBeenCalledTimes(4);
      expect(h.count()).toBe(4);
      mode$.next('live');
      await vi.advanceTimersByTimeAsync(5000);
      expect(fetchCartCount).toHaveBeenCalledTimes(4);
      h.task.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the room at logout and joins the new user room at the next login', async () => {
    const h = harness({ token: 'tok', userInfo: user });
    await vi.waitFor(() => expect(h.count()).toBe(2));
    h.dispatch(loggedOut());
    expect(h.socket.emittedNames()).toEqual(['room:join', 'room:leave']);
    expect(h.socket.listenerCount('user:cartCount')).toBe(0);
    h.dispatch(loggedIn({ token: 'tok2', userInfo: { ...user, id: 8 } }));
    expect(h.socket.emitted.at(-1)).toEqual({ event: 'room:join', args: [{ room: 'user:8' }] });
    h.task.cancel();
    expect(h.socket.emitted.at(-1)).toEqual({ event: 'room:leave', args: [{ room: 'user:8' }] });
  });
});
