// The header's chat unread total, followed like the cart count: loaded with chat/unread when a user is known,
// then taken from `chat:inbox` on the user's `user:<id>` room in every tab, re-synced after a gap (the room
// also carries the cart count: its events count in the same sequence) and polled while the socket is down.
import type { Task } from 'redux-saga';
import { cancel, fork, select, take } from 'redux-saga/effects';
import { from, map, type Observable } from 'rxjs';
import type { RoomName } from '@portal/contracts/events/common';
import type { ChatInboxEvent } from '@portal/contracts/events/chat';
import type { RealtimeMode } from '../realtime/operators.ts';
import { roomStream, type RoomStreamUpdate } from '../realtime/room-stream.ts';
import { roomSaga } from '../realtime/room-saga.ts';
import type { SocketLike } from '../realtime/socket-like.ts';
import { chatUnreadChanged } from './chat-unread.ts';
import { loggedIn, loggedOut, selectToken, selectUserInfo, tokenSynced, userInfoLoaded } from './session-slice.ts';

export interface ChatUnreadSagaDeps {
  socket: SocketLike;
  mode$?: Observable<RealtimeMode>;
  /** chat/unread for the logged-in user. */
  fetchChatUnread(): Promise<number>;
  /** How often to poll while the socket is down (default 15 s). */
  pollMs?: number;
}

type InboxUpdate = RoomStreamUpdate<ChatInboxEvent, number>;

export function chatUnreadAction(update: InboxUpdate) {
  if (update.type === 'snapshot') return chatUnreadChanged(update.state);
  if (update.type === 'message') return chatUnreadChanged(update.message.data.total);
  return null;
}

export function chatUnreadUpdates(deps: ChatUnreadSagaDeps, userId: number): Observable<InboxUpdate> {
  return roomStream({
    socket: deps.socket,
    room: `user:${userId}` satisfies RoomName,
    events: ['chat:inbox'],
    snapshot: () => from(deps.fetchChatUnread()).pipe(map((total) => ({ state: total }))),
    ...(deps.mode$ ? { mode$: deps.mode$ } : {}),
    ...(deps.pollMs !== undefined ? { pollMs: deps.pollMs } : {}),
  });
}

function* followUser(deps: ChatUnreadSagaDeps, userId: number) {
  yield* roomSaga<InboxUpdate>({ updates: () => chatUnreadUpdates(deps, userId), toAction: chatUnreadAction });
}

/** Follows the unread total of whoever is logged in; switches rooms when the user changes, stops at logout. */
export function* chatUnreadSaga(deps: ChatUnreadSagaDeps) {
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
