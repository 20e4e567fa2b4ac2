// The user-room stream: ONE subscription to the logged-in user's room `user:<id>` for the whole tab, with one
// seq tracking (the room's seq counts all its events, so every one of them is followed here; an event one
// feature ignores is never a gap for another). Each event is put once, in seq order, as `userEventReceived`
// (features react with `useUserEvent` or `isUserEvent`), its RTK Query tags are invalidated (user-event-tags.ts)
// and the header counters it carries are stored. The room's snapshot is the header counters' calls: loaded at
// the first join, after a gap, a new epoch or a re-join that missed events (then `userRoomResynced` is put and
// every mapped tag invalidated), and polled while the socket is down. The room is left at logout and the new
// user's joined at the next login.
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Task } from 'redux-saga';
import { cancel, fork, select, take } from 'redux-saga/effects';
import { from, type Observable } from 'rxjs';
import type { RoomName, ServerEventName, ServerEventPayloads } from '@portal/contracts/events/common';
import { SERVER_EVENT_ROOM_KINDS } from '@portal/contracts/events/schemas';
import { api } from '../api/api.ts';
import { chatUnreadChanged } from '../session/chat-unread.ts';
import {
  cartCountChanged,
  loggedIn,
  loggedOut,
  selectToken,
  selectUserInfo,
  tokenSynced,
  userInfoLoaded,
} from '../session/session-slice.ts';
import type { BackoffOptions, RealtimeMode } from './operators.ts';
import { roomSaga } from './room-saga.ts';
import { roomStream, type RoomStreamUpdate } from './room-stream.ts';
import type { SocketLike } from './socket-like.ts';
import { allUserEventTags, tagsForUserEvent, USER_EVENT_TAGS, type UserEventTagMap } from './user-event-tags.ts';
import { userEventReceived, userRoomResynced, type UserEventMessage, type UserRoomEvent } from './user-events.ts';

/** Every event name the server sends on `user:<id>`, from the contract's table of event rooms: a user event
 * added to the contract is followed without a change here. */
export const USER_ROOM_EVENTS = (Object.keys(SERVER_EVENT_ROOM_KINDS) as ServerEventName[]).filter(
  (event) => SERVER_EVENT_ROOM_KINDS[event] === 'user',
) as UserRoomEvent[];

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

export interface UserRoomDeps {
  socket: SocketLike;
  mode$?: Observable<RealtimeMode>;
  counters: readonly UserRoomCounter[];
  /** Which tags each event makes stale (default: the app's USER_EVENT_TAGS). */
  tags?: UserEventTagMap;
  /** How often to poll while the socket is down (default 15 s). */
  pollMs?: number;
  retry?: BackoffOptions | false;
}

/** Each counter's value from its call; null where the call failed (that counter keeps what it shows, the
 * others still load, and the next re-sync or poll tries again). */
export type Counts = (number | null)[];
export type UserRoomUpdate = RoomStreamUpdate<ServerEventPayloads[UserRoomEvent], Counts>;

async function loadCounts(counters: readonly UserRoomCounter[]): Promise<Counts> {
  return Promise.all(counters.map((counter) => counter.fetch().catch(() => null)));
}

/** The user room's updates: in-order events, counter snapshots (first, re-sync, poll), refusals, the mode. */
export function userRoomUpdates(deps: UserRoomDeps, userId: number): Observable<UserRoomUpdate> {
  return roomStream({
    socket: deps.socket,
    room: `user:${userId}` satisfies RoomName,
    events: USER_ROOM_EVENTS,
    // The calls return no seq: the room's last known seq is assumed (syncRoom).
    snapshot: () => from(loadCounts(deps.counters).then((counts) => ({ state: counts }))),
    ...(deps.mode$ ? { mode$: deps.mode$ } : {}),
    ...(deps.pollMs !== undefined ? { pollMs: deps.pollMs } : {}),
    ...(deps.retry !== undefined ? { retry: deps.retry } : {}),
  });
}

/** The actions of one update: the event itself, its stale tags and the counters it carries; after a
 * snapshot every loaded counter, and after a re-sync the notice and every mapped tag. */
export function userRoomActions(counters: readonly UserRoomCounter[], tags: UserEventTagMap = USER_EVENT_TAGS) {
  const everyTag = allUserEventTags(tags);
  return (update: UserRoomUpdate): UnknownAction[] => {
    if (update.type === 'snapshot') {
      const loaded = counters.flatMap((counter, i) => {
        const count = update.state[i];
        return count === null || count === undefined ? [] : [counter.changed(count)];
      });
      if (update.cause !== 'resync') return loaded;
      return [
        ...loaded,
        ...(everyTag.length > 0 ? [api.util.invalidateTags(everyTag) as UnknownAction] : []),
        userRoomResynced(),
      ];
    }
    if (update.type === 'message') {
      const { message } = update;
      const event = update.event as UserRoomEvent;
      const received: UserEventMessage = {
        event,
        data: message.data,
        seq: message.seq,
        epoch: message.epoch,
        at: message.at,
      } as UserEventMessage;
      const stale = tagsForUserEvent(tags, event, message.data as never);
      return [
        ...counters
          .filter((counter) => counter.event === event)
          .map((counter) => counter.changed(counter.pick(message.data as never))),
        ...(stale.length > 0 ? [api.util.invalidateTags(stale) as UnknownAction] : []),
        userEventReceived(received),
      ];
    }
    return [];
  };
}

function* followUser(deps: UserRoomDeps, userId: number) {
  yield* roomSaga<UserRoomUpdate>({
    updates: () => userRoomUpdates(deps, userId),
    toAction: userRoomActions(deps.counters, deps.tags),
  });
}

/** Follows the room of whoever is logged in; switches rooms when the user changes, stops at logout. */
export function* userRoomSaga(deps: UserRoomDeps) {
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
