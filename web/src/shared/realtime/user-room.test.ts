// The user-room stream runs as one saga with runSaga, a fake socket and the real session and chat-unread
// reducers. Every event of user:<id> is put once in seq order (duplicates dropped, a gap or a new epoch
// re-synced, a reconnect neither losing nor doubling one), with its mapped tags invalidated; the header
// counters are loaded from their calls and followed on the ONE seq (a cart event between two inbox events is
// no gap, nor is an event no counter reads), polled while the socket is down, a failed call not stopping the
// others; the room is left at logout and joined again for the next user.
import { describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { BehaviorSubject } from 'rxjs';
import type { UserInfo } from '@portal/contracts/entities/user';
import { FakeSocket } from './fake-socket.ts';
import type { RealtimeMode } from './operators.ts';
import { chatUnreadSlice } from '../session/chat-unread.ts';
import { initialSessionState, loggedIn, loggedOut, sessionSlice, type SessionState } from '../session/session-slice.ts';
import type { UserEventTagMap } from './user-event-tags.ts';
import { userEventReceived, userRoomResynced } from './user-events.ts';
import { headerCounters, USER_ROOM_EVENTS, userRoomSaga, type HeaderCounterCalls } from './user-room.ts';

const user = { id: 7, account: 'buyer', nickname: '义乌采购商' } as UserInfo;

interface Options {
  calls?: Partial<HeaderCounterCalls>;
  mode$?: BehaviorSubject<RealtimeMode>;
  pollMs?: number;
  tags?: UserEventTagMap;
  /** The room's seq the server answers a join with (a reconnect's re-join may find it moved). */
  joinSeq?: () => number;
  epoch?: () => string;
}

function harness(session: Partial<SessionState>, options: Options = {}) {
  let state = {
    session: { ...initialSessionState, ...session },
    chatUnread: chatUnreadSlice.getInitialState(),
  };
  const socket = new FakeSocket((event, args) => {
    const room = (args[0] as { room: string } | undefined)?.room;
    if (event === 'room:join' || event === 'room:leave')
      return { ok: true, room, seq: options.joinSeq?.() ?? 0, epoch: options.epoch?.() ?? 'e1' };
    return undefined;
  });
  socket.connect();
  const io = stdChannel();
  const actions: UnknownAction[] = [];
  const dispatch = (action: UnknownAction) => {
    actions.push(action);
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
  const task = runSaga({ channel: io, dispatch, getState: () => state }, userRoomSaga, {
    socket,
    counters: headerCounters(calls),
    tags: options.tags ?? {},
    retry: false,
    ...(options.mode$ ? { mode$: options.mode$ } : {}),
    ...(options.pollMs !== undefined ? { pollMs: options.pollMs } : {}),
  });
  return {
    socket,
    dispatch,
    task,
    calls,
    actions,
    /** The user events put so far, as `event#seq`. */
    received: () => actions.filter(userEventReceived.match).map((a) => `${a.payload.event}#${a.payload.seq}`),
    resyncs: () => actions.filter(userRoomResynced.match).length,
    invalidated: () =>
      actions.filter((a) => a.type === 'api/invalidateTags').map((a) => (a as unknown as { payload: unknown }).payload),
    cart: () => state.session.cartCount,
    unread: () => state.chatUnread.total,
  };
}

const event = (seq: number, data: object, room = 'user:7', epoch = 'e1') => ({ room, seq, epoch, at: 0, data });
const cart = (seq: number, count: number, room?: string) => event(seq, { count }, room);
const inbox = (seq: number, total: number) => event(seq, { conversationId: 5, unread: 1, total });

describe('userRoomSaga', () => {
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

  it('follows every user event of the contract, each put once in seq order', async () => {
    expect([...USER_ROOM_EVENTS].sort()).toEqual(
      [
        'chat:inbox',
        'user:auctionDeposit',
        'user:auctionOutbid',
        'user:cartCount',
        'user:notification',
        'user:notifications',
        'user:orderChanged',
        'user:review',
        'user:priceApplyDecided',
        'user:settlement',
        'user:factoryRequest',
        'user:agentPurchase',
      ].sort(),
    );
    const h = harness({ token: 'tok', userInfo: user });
    await vi.waitFor(() => expect(h.cart()).toBe(2));
    const notice = (seq: number) => event(seq, { id: seq, kind: 'order', title: `n${seq}`, at: 0 });
    h.socket.serverSends('user:notification', notice(1));
    h.socket.serverSends('user:cartCount', cart(2, 4));
    h.socket.serverSends('user:notification', notice(2)); // a duplicate of seq 2: dropped
    h.socket.serverSends('user:notification', notice(1)); // an old one: dropped
    h.socket.serverSends('user:auctionOutbid', event(3, { auctionId: 9 }));
    expect(h.received()).toEqual(['user:notification#1', 'user:cartCount#2', 'user:auctionOutbid#3']);
    const first = h.actions.find(userEventReceived.match);
    expect(first?.payload).toEqual({
      event: 'user:notification',
      seq: 1,
      epoch: 'e1',
      at: 0,
      data: { id: 1, kind: 'order', title: 'n1', at: 0 },
    });
    expect(h.resyncs()).toBe(0);
    h.task.cancel();
  });

  it('re-syncs after a gap: events that came while the snapshot loaded follow it in order, the rest is announced', async () => {
    let counts = 2;
    const fetchCartCount = vi.fn(async () => counts);
    const h = harness(
      { token: 'tok', userInfo: user },
      { calls: { fetchCartCount }, tags: { 'user:cartCount': ['Cart'] } },
    );
    await vi.waitFor(() => expect(h.cart()).toBe(2));
    h.socket.serverSends('user:notification', event(1, { id: 1, kind: 'x', title: '', at: 0 }));
    counts = 7;
    h.socket.serverSends('user:notification', event(4, { id: 4, kind: 'x', title: '', at: 0 })); // 2 and 3 lost
    h.socket.serverSends('user:notification', event(5, { id: 5, kind: 'x', title: '', at: 0 }));
    await vi.waitFor(() => expect(h.resyncs()).toBe(1));
    expect(h.cart()).toBe(7);
    // The snapshot was asked when 4 revealed the gap (it covers 4); 5 came while it loaded and follows it.
    expect(h.received()).toEqual(['user:notification#1', 'user:notification#5']);
    expect(h.invalidated()).toEqual([['Cart']]);
    expect(h.actions.findIndex(userRoomResynced.match)).toBeLessThan(
      h.actions.findIndex((a) => userEventReceived.match(a) && a.payload.seq === 5),
    );
    h.socket.serverSends('user:notification', event(6, { id: 6, kind: 'x', title: '', at: 0 }));
    expect(h.received()).toEqual(['user:notification#1', 'user:notification#5', 'user:notification#6']);
    h.task.cancel();
  });

  it('takes a new epoch (server restart) as a re-sync and follows the new sequence from there', async () => {
    const h = harness({ token: 'tok', userInfo: user });
    await vi.waitFor(() => expect(h.cart()).toBe(2));
    h.socket.serverSends('user:cartCount', cart(1, 3));
    h.socket.serverSends('user:cartCount', event(1, { count: 1 }, 'user:7', 'e2'));
    await vi.waitFor(() => expect(h.resyncs()).toBe(1));
    h.socket.serverSends('user:cartCount', event(2, { count: 5 }, 'user:7', 'e2'));
    expect(h.received()).toEqual(['user:cartCount#1', 'user:cartCount#2']);
    expect(h.actions.filter(userEventReceived.match).map((a) => a.payload.epoch)).toEqual(['e1', 'e2']);
    expect(h.cart()).toBe(5);
    h.task.cancel();
  });

  it('survives a reconnect: nothing doubled when nothing was missed, a re-sync when the room moved meanwhile', async () => {
    let serverSeq = 0;
    const h = harness({ token: 'tok', userInfo: user }, { joinSeq: () => serverSeq });
    await vi.waitFor(() => expect(h.cart()).toBe(2));
    const notice = (seq: number) => event(seq, { id: seq, kind: 'order', title: '', at: 0 });
    serverSeq = 1;
    h.socket.serverSends('user:notification', notice(1));
    h.socket.disconnect();
    h.socket.connect(); // re-joins at seq 1: nothing missed
    expect(h.socket.emittedNames()).toEqual(['room:join', 'room:join']);
    h.socket.serverSends('user:notification', notice(1)); // sent again by a flaky transport: dropped
    serverSeq = 2;
    h.socket.serverSends('user:notification', notice(2));
    expect(h.received()).toEqual(['user:notification#1', 'user:notification#2']);
    expect(h.resyncs()).toBe(0);
    h.socket.disconnect();
    serverSeq = 4; // two notifications while this tab was away
    h.socket.connect();
    await vi.waitFor(() => expect(h.resyncs()).toBe(1));
    h.socket.serverSends('user:notification', notice(4)); // already covered by the re-sync
    h.socket.serverSends('user:notification', notice(5));
    expect(h.received()).toEqual(['user:notification#1', 'user:notification#2', 'user:notification#5']);
    h.task.cancel();
  });

  it("invalidates an event's mapped tags, by the rules on its payload", async () => {
    const h = harness(
      { token: 'tok', userInfo: user },
      {
        tags: {
          'user:notification': [
            { when: (n) => n.kind === 'offer', tags: ['Offer', 'Inquiry'] },
            { when: (n) => n.kind === 'order', tags: [{ type: 'Order', id: 3 }] },
          ],
          'user:auctionDeposit': ['Auction'],
        },
      },
    );
    await vi.waitFor(() => expect(h.cart()).toBe(2));
    h.socket.serverSends('user:notification', event(1, { id: 1, kind: 'offer', title: '', at: 0 }));
    h.socket.serverSends('user:notification', event(2, { id: 2, kind: 'chat', title: '', at: 0 }));
    h.socket.serverSends('user:notification', event(3, { id: 3, kind: 'order', title: '', at: 0 }));
    h.socket.serverSends('user:auctionDeposit', event(4, { auctionId: 1 }));
    expect(h.invalidated()).toEqual([['Offer', 'Inquiry'], [{ type: 'Order', id: 3 }], ['Auction']]);
    // The tags go stale before the event is announced: a handler that refetches gets the new data.
    const types = h.actions.map((a) => a.type);
    expect(types.indexOf('api/invalidateTags')).toBeLessThan(types.indexOf(userEventReceived.type));
    h.socket.serverSends('user:notification', event(9, { id: 9, kind: 'x', title: '', at: 0 }));
    await vi.waitFor(() => expect(h.resyncs()).toBe(1));
    // A re-sync makes every mapped tag stale (whatever was missed).
    expect(h.invalidated().at(-1)).toEqual(['Offer', 'Inquiry', { type: 'Order', id: 3 }, 'Auction']);
    h.task.cancel();
  });
});
