// The sagas of the whole client: for now the session flows; features' long-lived flows join here.
import { all, call } from 'redux-saga/effects';
import { sessionSaga, type SessionSagaDeps } from '@/shared/session/session-sagas.ts';

export interface RootSagaDeps {
  session: SessionSagaDeps;
}

export function* rootSaga(deps: RootSagaDeps) {
  yield all([call(sessionSaga, deps.session)]);
}
