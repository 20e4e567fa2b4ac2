// The long-lived session flows (sagas for long-lived flows: docs/architecture.md): session start (check the stored token), logout, and cross-tab
// sync over the `storage` event. The calls and the event source are passed in, so tests run them with
// runSaga and a fake channel.
import { eventChannel, type EventChannel } from 'redux-saga';
import { all, call, fork, put, select, take, takeLeading } from 'redux-saga/effects';
import type { UserInfo } from '@portal/contracts/entities/user';
import { ResultCode } from '@portal/contracts/envelope';
import type { ApiError } from '../api/base-query.ts';
import {
  cartCountChanged,
  loggedOut,
  logoutRequested,
  selectToken,
  tokenSynced,
  userInfoLoaded,
} from './session-slice.ts';
import { SESSION_KEYS } from './session-persistence.ts';

/** What fetching the user of a token gave: the user, or the baseQuery's error. */
export type UserLookup = { user: UserInfo } | { error: ApiError };

/** A change of localStorage made by another tab; `key` null means the storage was cleared. */
export interface StorageChange {
  key: string | null;
  newValue: string | null;
}

export interface SessionSagaDeps {
  fetchUser(token: string): Promise<UserLookup>;
  logout(): Promise<unknown>;
  /** A new channel of the other tabs' storage changes; the saga closes it when it ends. */
  storageChanges(): EventChannel<StorageChange>;
}

/** The `storage` events of a window as a channel; closing it removes the listener. */
export function storageEventChannel(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  return eventChannel<StorageChange>((emit) => {
    const onStorage = (event: StorageEvent) => emit({ key: event.key, newValue: event.newValue });
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  });
}

function isLoginInvalid(lookup: UserLookup): boolean {
  return 'error' in lookup && lookup.error.status === 'BUSINESS' && lookup.error.resultCode === ResultCode.loginInvalid;
}

/** Loads the user of a token: a known user is stored, an invalid token (G001) logs out, a failure keeps both. */
function* loadUser(deps: SessionSagaDeps, token: string) {
  const lookup: UserLookup = yield call([deps, deps.fetchUser], token);
  // The token may have changed while the call ran (login or logout meanwhile): only answer for the current one.
  const current: string | null = yield select(selectToken);
  if (current !== token) return;
  if ('user' in lookup) yield put(userInfoLoaded(lookup.user));
  else if (isLoginInvalid(lookup)) yield put(loggedOut());
}

export function* sessionStartSaga(deps: SessionSagaDeps) {
  const token: string | null = yield select(selectToken);
  if (token) yield call(loadUser, deps, token);
}

function* logoutFlow(deps: SessionSagaDeps) {
  try {
    yield call([deps, deps.logout]);
  } catch {
    // The server may already have forgotten the token; the user still leaves.
  }
  yield put(loggedOut());
}

export function* logoutSaga(deps: SessionSagaDeps) {
  yield takeLeading(logoutRequested.type, logoutFlow, deps);
}

function* applyStorageChange(deps: SessionSagaDeps, change: StorageChange) {
  const current: string | null = yield select(selectToken);
  if (change.key === null) {
    // Another tab cleared the storage (a 401 there): log out here too.
    if (current !== null) yield put(loggedOut());
    return;
  }
  if (change.key === SESSION_KEYS.token) {
    if (change.newValue === null || change.newValue === '') {
      if (current !== null) yield put(loggedOut());
    } else if (change.newValue !== current) {
      yield put(tokenSynced(change.newValue));
      yield call(loadUser, deps, change.newValue);
    }
  } else if (change.key === SESSION_KEYS.cartCount) {
    yield put(cartCountChanged(Number(change.newValue ?? 0) || 0));
  }
}

export function* crossTabSaga(deps: SessionSagaDeps) {
  const channel: EventChannel<StorageChange> = yield call([deps, deps.storageChanges]);
  try {
    while (true) {
      const change: StorageChange = yield take(channel);
      yield call(applyStorageChange, deps, change);
    }
  } finally {
    channel.close();
  }
}

export function* sessionSaga(deps: SessionSagaDeps) {
  yield all([fork(sessionStartSaga, deps), fork(logoutSaga, deps), fork(crossTabSaga, deps)]);
}
