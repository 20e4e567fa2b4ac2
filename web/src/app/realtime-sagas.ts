// The tab's realtime flows (socket login and the user-room stream, which also carries the header counters) with
// the socket they drive: a chunk of its own (socket.io-client, rxjs) that the root saga imports only once a user
// is logged in (or a page with public rooms opens), after first paint.
import { all, call } from 'redux-saga/effects';
import { getTabConnection, type RealtimeConnection } from '@/shared/realtime/connection.ts';
import { headerCounters, userRoomSaga } from '@/shared/realtime/user-room.ts';
import { socketSaga } from '@/shared/realtime/socket-saga.ts';

export interface RealtimeSagaDeps {
  /** The socket connection (default: the tab's one). */
  connection?: RealtimeConnection;
  /** cart/getCartNum for the logged-in user. */
  fetchCartCount(): Promise<number>;
  /** chat/unread for the logged-in user (absent: the header shows no chat count). */
  fetchChatUnread?(): Promise<number>;
}

export function* realtimeSaga(deps: RealtimeSagaDeps) {
  const connection = deps.connection ?? getTabConnection();
  yield all([
    call(socketSaga, { connection }),
    // One subscription to user:<id> for every user event and header counter (one seq: no false gaps).
    call(userRoomSaga, { socket: connection.socket, mode$: connection.mode$, counters: headerCounters(deps) }),
  ]);
}
