// The root saga's runner, a chunk of its own (redux-saga and the session flows): makeStore loads it after
// first paint and feeds it the store's actions through the relay (the saga middleware's job, done late).
import { runSaga, stdChannel } from 'redux-saga';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ActionRelay } from './action-relay.ts';
import { storageEventChannel, type SessionSagaDeps } from '@/shared/session/session-sagas.ts';
import { rootSaga, type RootSagaDeps } from './root-saga.ts';

/** The root saga's calls; the session's storage events default to this window's. */
export type BootSagaDeps = Omit<RootSagaDeps, 'session'> & {
  session: Omit<SessionSagaDeps, 'storageChanges'> & Partial<Pick<SessionSagaDeps, 'storageChanges'>>;
};

export function runRootSaga(
  store: { dispatch: Dispatch; getState: () => unknown },
  relay: ActionRelay,
  deps: BootSagaDeps,
) {
  const session: SessionSagaDeps = { storageChanges: () => storageEventChannel(window), ...deps.session };
  const channel = stdChannel<UnknownAction>();
  const task = runSaga({ channel, dispatch: store.dispatch, getState: store.getState }, rootSaga, {
    ...deps,
    session,
  });
  // After run: the sagas are waiting at their first take, so actions dispatched before the chunk came reach them.
  relay.attach((action) => channel.put(action));
  return task;
}
