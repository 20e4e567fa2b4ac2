// The sagas of the whole client: the session flows, and (once a user is logged in) the tab's socket login
// and the cart count room, whose code (socket.io-client, rxjs) is loaded then, not with the first screen.
import { all, call, select, take } from 'redux-saga/effects';
import { sessionSaga, type SessionSagaDeps } from '@/shared/session/session-sagas.ts';
import { selectToken } from '@/shared/session/session-slice.ts';
import { publicRoomsWanted } from '@/shared/realtime/public-room.ts';
import type { RealtimeSagaDeps, realtimeSaga as RealtimeSaga } from './realtime-sagas.ts';

export interface RootSagaDeps {
  session: SessionSagaDeps;
  /** Absent: no socket (tests of other flows). */
  realtime?: RealtimeSagaDeps;
}

/** Waits for a login, or a page with public rooms (an anonymous auction watcher), then loads and runs the
 * realtime flows. */
export function* lazyRealtimeSaga(deps: RealtimeSagaDeps) {
  let token: string | null = yield select(selectToken);
  let wanted = false;
  while (token === null && !wanted) {
    const action: { type: string } = yield take('*');
    wanted = action.type === publicRoomsWanted.type;
    token = yield select(selectToken);
  }
  const { realtimeSaga }: { realtimeSaga: typeof RealtimeSaga } = yield call(() => import('./realtime-sagas.ts'));
  yield call(realtimeSaga, deps);
}

export function* rootSaga(deps: RootSagaDeps) {
  yield all([call(sessionSaga, deps.session), ...(deps.realtime ? [call(lazyRealtimeSaga, deps.realtime)] : [])]);
}
