// The header's counters of the user's own room `user:<id>` (cart count, chat unread, and any later one): ONE
// subscription to the room with one seq tracking, so an event of one counter is never a gap for another.
// Loaded with each counter's call when a user is known (session start, login, another tab), then taken from
// the room's events in every tab, re-synced after a real gap (every counter reloaded) and polled while the
// socket is down. A new header counter is one entry of `headerCounters`.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { cancel, fork, select, take } from 'redux-saga/effects';
import { from, type Observable } from 'rxjs';
import type { RoomName, ServerEventPayloads } from '@portal/contracts/events/common';
import type { UserEventPayloads } from '@portal/contracts/events/user';
import type { RealtimeMode } from '../realtime/operators.ts';
import { roomStream, type RoomStreamUpdate } from '../realtime/room-stream.ts';
import { roomSaga } from '../realtime/room-saga.ts';
import type { SocketLike } from '../realtime/socket-like.ts';
import { chatUnreadChanged } from './chat-unread.ts';
import {
  cartCountChanged,
  loggedIn,
  loggedOut,
  selectToken,
  selectUserInfo,
  tokenSynced,
  userInfoLoaded,
} from './session-slice.ts';

/** Every event the server sends on `user:<id>`: the room's seq counts them all, so all are listened to (an
 * event no counter reads still moves the seq and must not look like a gap). Keyed by name so that a user event
 * added to the contract without being listed here fails the type check. */
const USER_ROOM_EVENT_SET = {
  'user:cartCount': true,
  'user:notification': true,
  'user:auctionOutbid': true,
  'user:auctionDeposit': true,
  'user:orderChanged': true,
  'chat:inbox': true,
} as const satisfies Record<keyof UserEventPayloads | 'chat:inbox', true>;

export type UserRoomEvent = keyof typeof USER_ROOM_EVENT_SET;
export const USER_ROOM_EVENTS = Object.keys(USER_ROOM_EVENT_SET) as UserRoomEvent[];

/** One header counter: the room event that carries it, its snapshot call, where it is in the event, and the
 * action that stores it. */
export interface UserRoomCounter<E extends UserRoomEvent = UserRoomEvent> {
  /** For logs and tests. */
  name: string;
  event: E;
  fetch(): Promise<number>;
  pick(data: ServerEventPayloads[E]): number;
  changed(count: number): UnknownAction;
}

/** A counter with its event's payload type checked (the list of counters holds them untyped). */
export function userRoomCounter<E extends UserRoomEvent>(counter: UserRoomCounter<E>): UserRoomCounter {
  return counter as unknown as UserRoomCounter;
}

export interface HeaderCounterCalls {
  /** cart/getCartNum for the logged-in user. */
  fetchCartCount(): Promise<number>;
  /** chat/unread for the logged-in user (absent: the header shows no chat count). */
  fetchChatUnread?(): Promise<number>;
}

/** The header's counters: the cart count and (when its call is given) the chat unread total. */
export function headerCounters(calls: HeaderCounterCalls): UserRoomCounter[] {
  return [
    userRoomCounter({
      name: 'cartCount',
      event: 'user:cartCount',
      fetch: calls.fetchCartCount,
      pick: (data) => data.count,
      changed: cartCountChanged,
    }),
    ...(calls.fetchChatUnread
      ? [
          userRoomCounter({
            name: 'chatUnread',
            event: 'chat:inbox',
            fetch: calls.fetchChatUnread,
            pick: (data) => data.total,
            changed: chatUnreadChanged,
          }),
        ]
      : []),
  ];
}

export interface UserRoomCountersDeps {
  socket: SocketLike;
  mode$?: Observable<RealtimeMode>;
  counters: readonly UserRoomCounter[];
  /** How often to poll while the socket is down (default 15 s). */
  pollMs?: number;
}

/** Each counter's value from its call; null where the call failed (that counter keeps what it shows, the
 * others still load, and the next re-sync or poll tries again). */
type Counts = (number | null)[];
type CountersUpdate = RoomStreamUpdate<ServerEventPayloads[UserRoomEvent], Counts>;

async function loadCounts(counters: readonly UserRoomCounter[]): Promise<Counts> {
  return Promise.all(counters.map((counter) => counter.fetch().catch(() => null)));
}

export function userRoomUpdates(deps: UserRoomCountersDeps, userId: number): Observable<CountersUpdate> {
  return roomStream({
    socket: deps.socket,
    room: `user:${userId}` satisfies RoomName,
    events: USER_ROOM_EVENTS,
    // The calls return no seq: the room's last known seq is assumed (syncRoom).
    snapshot: () => from(loadCounts(deps.counters).then((counts) => ({ state: counts }))),
    ...(deps.mode$ ? { mode$: deps.mode$ } : {}),
    ...(deps.pollMs !== undefined ? { pollMs: deps.pollMs } : {}),
  });
}

/** The actions of one update: every loaded counter after a snapshot, the counters an event carries. */
export function userRoomActions(counters: readonly UserRoomCounter[]) {
  return (update: CountersUpdate): UnknownAction[] => {
    if (update.type === 'snapshot') {
      return counters.flatMap((counter, i) => {
        const count = update.state[i];
        return count === null || count === undefined ? [] : [counter.changed(count)];
      });
    }
    if (update.type === 'message') {
      return counters
        .filter((counter) => counter.event === update.event)
        .map((counter) => counter.changed(counter.pick(update.message.data as never)));
    }
    return [];
  };
}

function* followUser(deps: UserRoomCountersDeps, userId: number) {
  yield* roomSaga<CountersUpdate>({
    updates: () => userRoomUpdates(deps, userId),
    toAction: userRoomActions(deps.counters),
  });
}

/** Follows the counters of whoever is logged in; switches rooms when the user changes, stops at logout. */
export function* userRoomCountersSaga(deps: UserRoomCountersDeps) {
  let following: number | null = null;
  let task: Task | null = null;
  while (true) {
    const token: string | null = yield select(selectToken);
    const user: { id: number } | null = yield select(selectUserInfo);
    const userId = token && user ? user.id : null;
    if (userId !== following) {
      if (task) yield cancel(task);
      following = userId;
      task = userId === null ? null : ((yield fork(followUser, deps, userId)) as Task);
    }
    yield take([loggedIn.type, loggedOut.type, userInfoLoaded.type, tokenSynced.type]);
  }
}
