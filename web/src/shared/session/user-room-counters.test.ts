// The header counters of the user's room run as one saga with runSaga, a fake socket and the real session and
// chat-unread reducers: loaded from their calls, followed on user:<id> with ONE seq (a cart event between two
// inbox events is no gap, nor is an event no counter reads), re-synced after a real gap, polled while the socket
// is down, a failed call not stopping the others, left at logout and joined again for the next user.
import { describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { BehaviorSubject } from 'rxjs';
import type { UserInfo } from '@portal/contracts/entities/user';
import { FakeSocket } from '../realtime/fake-socket.ts';
import type { RealtimeMode } from '../realtime/operators.ts';
import { chatUnreadSlice } from './chat-unread.ts';
import { initialSessionState, loggedIn, loggedOut, sessionSlice, type SessionState } from './session-slice.ts';
import { headerCounters, userRoomCountersSaga, type HeaderCounterCalls } from './user-room-counters.ts';

const user = { id: 7, account: 'buyer', nickname: '义乌采购商' } as UserInfo;

interface Options {
  calls?: Partial<HeaderCounterCalls>;
  mode$?: BehaviorSubject<RealtimeMode>;
  pollMs?: number;
}

function harness(session: Partial<SessionState>, options: Options = {}) {
  let state = {
    session: { ...initialSessionState, ...session },
    chatUnread: chatUnreadSlice.getInitialState(),
  };
  const socket = new FakeSocket((event, args) => {
    const room = (args[0] as { room: string } | undefined)?.room;
    if (event === 'room:join' || event === 'room:leave') return { ok: true, room, seq: 0, epoch: 'e1' };
    return undefined;
  });
  socket.connect();
  const io = stdChannel();
  const dispatch = (action: UnknownAction) => {
    state = {
      session: sessionSlice.reducer(state.session, action),
      chatUnread: chatUnreadSlice.reducer(state.chatUnread, action),
    };
    io.put(action);
  };
  const calls = {
    fetchCartCount: vi.fn(async () => 2),
    fetchChatUnread: vi.fn(async () => 3),
    ...options.calls,
  };
  const task = runSaga({ channel: io, dispatch, getState: () => state }, userRoomCountersSaga, {
    socket,
    counters: headerCounters(calls),
    ...(options.mode$ ? { mode$: options.mode$ } : {}),
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
  });
  return {
    socket,
    dispatch,
    task,
    calls,
    cart: () => state.session.cartCount,
    unread: () => state.chatUnread.total,
  };
}

const event = (seq: number, data: object, room = 'user:7') => ({ room, seq, epoch: 'e1', at: 0, data });
const cart = (seq: number, count: number, room?: string) => event(seq, { count }, room);
const inbox = (seq: number, total: number) => event(seq, { conversationId: 5, unread: 1, total });

describe('userRoomCountersSaga', () => {
  it('does nothing while nobody is logged in', () => {
    const h = harness({});
    expect(h.socket.emitted).toEqual([]);
    expect(h.calls.fetchCartCount).not.toHaveBeenCalled();
    h.task.cancel();
  });

  it('joins the room once, loads every counter, then follows each one on the shared seq', async () => {
    const h = harness({ token: 'tok', userInfo: user });
    expect(h.socket.emittedNames()).toEqual(['room:join']);
    expect(h.socket.emitted[0]).toEqual({ event: 'room:join', args: [{ room: 'user:7' }] });
    await vi.waitFor(() => expect([h.cart(), h.unread()]).toEqual([2, 3]));
    // The two counters' events interleave in one sequence: neither is a gap for the other.
    h.socket.serverSends('user:cartCount', cart(1, 5));
    h.socket.serverSends('chat:inbox', inbox(2, 4));
    // An event no counter reads moves the seq too.
    h.socket.serverSends('user:notification', event(3, { id: 1, kind: 'offer', title: 'x', at: 0 }));
    h.socket.serverSends('chat:inbox', inbox(4, 6));
    h.socket.serverSends('user:cartCount', cart(5, 1));
    expect([h.cart(), h.unread()]).toEqual([1, 6]);
    expect(h.calls.fetchCartCount).toHaveBeenCalledTimes(1);
    expect(h.calls.fetchChatUnread).toHaveBeenCalledTimes(1);
    // The same event name for another room the socket is in: not this room's.
    h.socket.serverSends('user:cartCount', cart(6, 99, 'user:8'));
    expect(h.cart()).toBe(1);
    h.task.cancel();
  });

  it('reloads every counter once after a real gap of the room', async () => {
    const fetchCartCount = vi.fn(async () => 11).mockResolvedValueOnce(2);
    const fetchChatUnread = vi.fn(async () => 9).mockResolvedValueOnce(3);
    const h = harness({ token: 'tok', userInfo: user }, { calls: { fetchCartCount, fetchChatUnread } });
    await vi.waitFor(() => expect([h.cart(), h.unread()]).toEqual([2, 3]));
    h.socket.serverSends('chat:inbox', inbox(3, 4)); // 1 and 2 were lost
    // The calls answer after the event that revealed the gap: their figures include it.
    await vi.waitFor(() => expect([h.cart(), h.unread()]).toEqual([11, 9]));
    expect(fetchCartCount).toHaveBeenCalledTimes(2);
    expect(fetchChatUnread).toHaveBeenCalledTimes(2);
    h.task.cancel();
  });

  it('loads the counters whose call answers when another fails, and keeps following', async () => {
    const fetchChatUnread = vi.fn(async (): Promise<number> => {
      throw new Error('network');
    });
    const h = harness({ token: 'tok', userInfo: user }, { calls: { fetchChatUnread } });
    await vi.waitFor(() => expect(h.cart()).toBe(2));
    expect(h.unread()).toBe(0);
    h.socket.serverSends('chat:inbox', inbox(1, 4));
    expect(h.unread()).toBe(4);
    h.task.cancel();
  });

  it('polls while the socket is down and stops when it is back', async () => {
    vi.useFakeTimers();
    try {
      const mode$ = new BehaviorSubject<RealtimeMode>('live');
      let count = 1;
      const fetchCartCount = vi.fn(async () => count);
      const h = harness({ token: 'tok', userInfo: user }, { calls: { fetchCartCount }, mode$, pollMs: 1000 });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchCartCount).toHaveBeenCalledTimes(1);
      mode$.next('polling');
      count = 4;
      await vi.advanceTimersByTimeAsync(2500);
      expect(fetchCartCount).toHaveBeenCalledTimes(4);
      expect(h.calls.fetchChatUnread).toHaveBeenCalledTimes(4);
      expect(h.cart()).toBe(4);
      mode$.next('live');
      await vi.advanceTimersByTimeAsync(5000);
      expect(fetchCartCount).toHaveBeenCalledTimes(4);
      h.task.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the room at logout (the unread total cleared) and joins the new user room at the next login', async () => {
    const h = harness({ token: 'tok', userInfo: user });
    await vi.waitFor(() => expect(h.unread()).toBe(3));
    h.dispatch(loggedOut());
    expect(h.unread()).toBe(0);
    expect(h.socket.emittedNames()).toEqual(['room:join', 'room:leave']);
    expect(h.socket.listenerCount('user:cartCount')).toBe(0);
    expect(h.socket.listenerCount('chat:inbox')).toBe(0);
    h.dispatch(loggedIn({ token: 'tok2', userInfo: { ...user, id: 8 } }));
    expect(h.socket.emitted.at(-1)).toEqual({ event: 'room:join', args: [{ room: 'user:8' }] });
    h.task.cancel();
    expect(h.socket.emitted.at(-1)).toEqual({ event: 'room:leave', args: [{ room: 'user:8' }] });
  });

  it('follows the cart count alone when no chat call is given', async () => {
    const h = harness({ token: 'tok', userInfo: user }, { calls: { fetchChatUnread: undefined as never } });
    await vi.waitFor(() => expect(h.cart()).toBe(2));
    h.socket.serverSends('chat:inbox', inbox(1, 4));
    expect(h.unread()).toBe(0);
    h.task.cancel();
  });
});
