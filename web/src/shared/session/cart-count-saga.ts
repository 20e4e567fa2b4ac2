// The header's cart count, the smallest real room: loaded with cart/getCartNum when a user is known (session
// start, login, another tab), then followed on the user's `user:<id>` room (`user:cartCount`) in every tab,
// re-synced from cart/getCartNum after a gap and polled while the socket is down.
import type { Task } from 'redux-saga';
import { cancel, fork, select, take } from 'redux-saga/effects';
import { from, map, type Observable } from 'rxjs';
import type { RoomName } from '@portal/contracts/events/common';
import type { UserCartCountEvent } from '@portal/contracts/events/user';
import type { RealtimeMode } from '../realtime/operators.ts';
import { roomStream, type RoomStreamUpdate } from '../realtime/room-stream.ts';
import { roomSaga } from '../realtime/room-saga.ts';
import type { SocketLike } from '../realtime/socket-like.ts';
import {
  cartCountChanged,
  loggedIn,
  loggedOut,
  selectToken,
  selectUserInfo,
  tokenSynced,
  userInfoLoaded,
} from './session-slice.ts';

export interface CartCountSagaDeps {
  socket: SocketLike;
  mode$?: Observable<RealtimeMode>;
  /** cart/getCartNum for the logged-in user. */
  fetchCartCount(): Promise<number>;
  /** How often to poll while the socket is down (default 15 s). */
  pollMs?: number;
}

type CartUpdate = RoomStreamUpdate<UserCartCountEvent, number>;

export function cartCountAction(update: CartUpdate) {
  if (update.type === 'snapshot') return cartCountChanged(update.state);
  if (update.type === 'message') return cartCountChanged(update.message.data.count);
  return null;
}

export function cartCountUpdates(deps: CartCountSagaDeps, userId: number): Observable<CartUpdate> {
  return roomStream({
    socket: deps.socket,
    room: `user:${userId}` satisfies RoomName,
    events: ['user:cartCount'],
    snapshot: () => from(deps.fetchCartCount()).pipe(map((count) => ({ state: count }))),
    ...(deps.mode$ ? { mode$: deps.mode$ } : {}),
    ...(deps.pollMs !== undefined ? { pollMs: deps.pollMs } : {}),
  });
}

function* followUser(deps: CartCountSagaDeps, userId: number) {
  yield* roomSaga<CartUpdate>({ updates: () => cartCountUpdates(deps, userId), toAction: cartCountAction });
}

/** Follows the cart count of whoever is logged in; switches rooms when the user changes, stops at logout. */
export function* cartCountSaga(deps: CartCountSagaDeps) {
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
