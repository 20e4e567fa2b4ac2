// The sagas of the whole client: the session flows, the tab's socket login and the cart count room;
// features' long-lived flows (rooms) join here.
import { all, call } from 'redux-saga/effects';
import { sessionSaga, type SessionSagaDeps } from '@/shared/session/session-sagas.ts';
import { cartCountSaga, type CartCountSagaDeps } from '@/shared/session/cart-count-saga.ts';
import { socketSaga, type SocketSagaDeps } from '@/shared/realtime/socket-saga.ts';

export interface RootSagaDeps {
  session: SessionSagaDeps;
  /** Absent: no socket (tests of other flows). */
  realtime?: { socket: SocketSagaDeps; cartCount: CartCountSagaDeps };
}

export function* rootSaga(deps: RootSagaDeps) {
  yield all([
    call(sessionSaga, deps.session),
    ...(deps.realtime ? [call(socketSaga, deps.realtime.socket), call(cartCountSaga, deps.realtime.cartCount)] : []),
  ]);
}
