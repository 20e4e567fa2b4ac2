// Keeps the tab's socket logged in as the store is: reconnects when the token or the language changes
// (login, logout, another tab), and logs out when the server ends the socket's login (revoked or expired).
import type { EventChannel } from 'redux-saga';
import { call, fork, put, select, take } from 'redux-saga/effects';
import type { Lang } from '@portal/contracts/envelope';
import { loggedOut, selectToken } from '../session/session-slice.ts';
import { selectLanguage } from '../ui/ui-slice.ts';
import type { RealtimeConnection, SessionEndedNotice } from './connection.ts';
import { observableChannel } from './room-saga.ts';

export interface SocketSagaDeps {
  connection: Pick<RealtimeConnection, 'setAuth' | 'sessionEnded$'>;
}

function* followLogin(deps: SocketSagaDeps) {
  let last: string | null | undefined;
  let lastLang: Lang | undefined;
  while (true) {
    const token: string | null = yield select(selectToken);
    const lang: Lang = yield select(selectLanguage);
    if (token !== last || lang !== lastLang) {
      last = token;
      lastLang = lang;
      yield call([deps.connection, deps.connection.setAuth], { token, lang });
    }
    // Any action may have changed them; comparing two strings is all it costs.
    yield take('*');
  }
}

function* followSessionEnd(deps: SocketSagaDeps) {
  const channel: EventChannel<SessionEndedNotice> = yield call(
    observableChannel<SessionEndedNotice>,
    deps.connection.sessionEnded$,
  );
  try {
    while (true) {
      const notice: SessionEndedNotice = yield take(channel);
      const current: string | null = yield select(selectToken);
      // Only the login the socket had: a newer one (logged in again meanwhile) stays.
      if (current !== null && current === notice.token) yield put(loggedOut());
    }
  } finally {
    channel.close();
  }
}

export function* socketSaga(deps: SocketSagaDeps) {
  yield fork(followLogin, deps);
  yield fork(followSessionEnd, deps);
}
