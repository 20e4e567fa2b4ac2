// makeStore: the one Redux store (session, ui, RTK Query cache) with the RTK Query middleware, one that acts on
// state changes (persisting the session, applying the language), the listeners' (addListener),
// and the root saga (session flows, then the tab's socket), whose code loads in a chunk of its own when
// `startSagas` says (main.tsx: after first paint). Without a preloaded state it restores what localStorage
// holds (session and language).
import { configureStore, type Middleware } from '@reduxjs/toolkit';
import { api } from '@/shared/api/api.ts';
import type { ApiError } from '@/shared/api/base-query.ts';
import { otherLanguages } from '@/shared/api/language-refetch.ts';
import { applyLanguage } from '@/shared/i18n/i18n.ts';
import type { RealtimeConnection } from '@/shared/realtime/connection.ts';
import { persistSession, readPersistedSession } from '@/shared/session/session-persistence.ts';
import type { SessionSagaDeps, UserLookup } from '@/shared/session/session-sagas.ts';
import type { BootSagaDeps } from './run-sagas.ts';
import { rootReducer, type AppDispatch, type AppState } from '@/shared/store/root-reducer.ts';
import { withFramedActions } from '@/shared/realtime/framed-actions.ts';
import { initialUiState, LANGUAGE_STORAGE_KEY, readStoredLanguage } from '@/shared/ui/ui-slice.ts';
import { actionListeners } from './action-listeners.ts';
import { actionRelay } from './action-relay.ts';

export type { AppDispatch, AppState };

export interface MakeStoreOptions {
  /** Runs the root saga (default true); tests of reducers and components may leave it out. */
  sagas?: boolean;
  /** Replaces the session flows' calls and event source (tests). */
  sessionDeps?: Partial<SessionSagaDeps>;
  /** The tab's socket connection (default: the one of this tab; null: none, for tests without a server). */
  connection?: RealtimeConnection | null;
  /** When to load and run the root saga (default: at once; main.tsx: after first paint). */
  startSagas?: (start: () => void) => void;
}

/** The state localStorage holds: the session's persisted part and the language. */
export function loadPersistedState(): Partial<AppState> {
  return {
    session: readPersistedSession(),
    ui: { ...initialUiState, language: readStoredLanguage() },
  };
}

/** The session calls' endpoints (and their contracts): only the sagas use them, after first paint. */
const sessionEndpoints = async () => (await import('@/shared/session/session-api.ts')).sessionApi.endpoints;

/** What follows a change of the session or the language, once the action that made it is reduced: the session
 * kept in localStorage, the language stored and applied, and server texts asked again in it
 * (language-refetch.ts). A plain middleware, as the store's listeners (action-listeners.ts). */
const stateChanges: Middleware<object, AppState, AppDispatch> =
  ({ getState, dispatch }) =>
  (next) =>
  (action) => {
    // A thunk's own actions come through here one by one.
    if (typeof action === 'function') return next(action);
    const previous = getState();
    const result = next(action);
    const current = getState();
    if (current.session !== previous.session) persistSession(current.session);
    if (current.ui.language !== previous.ui.language) {
      const { language } = current.ui;
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
      applyLanguage(language);
      dispatch(api.util.invalidateTags(otherLanguages(language)));
    }
    return result;
  };

export function makeStore(preloadedState: Partial<AppState> = loadPersistedState(), options: MakeStoreOptions = {}) {
  const sagaActions = actionRelay();

  const store = configureStore({
    // A room's frame of events dispatched as one action is one store change (shared/realtime/framed-actions.ts).
    reducer: withFramedActions<AppState, Partial<AppState>>(rootReducer),
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(stateChanges, actionListeners()).concat(api.middleware, sagaActions.middleware),
  });
  applyLanguage(store.getState().ui.language);

  if (options.sagas !== false) {
    const session: BootSagaDeps['session'] = {
      async fetchUser(token): Promise<UserLookup> {
        const request = store.dispatch(
          (await sessionEndpoints()).jwtUser.initiate({ query: { token } }, { subscribe: false, forceRefetch: true }),
        );
        const result = await request;
        if (result.data) return { user: result.data };
        return { error: (result.error ?? { status: 'NETWORK', message: '' }) as ApiError };
      },
      logout: async () => store.dispatch((await sessionEndpoints()).logout.initiate()),
      ...options.sessionDeps,
    };
    // The tab's socket is made by the realtime chunk itself (loaded at the first login), unless given.
    const realtime =
      options.connection === null
        ? undefined
        : {
            ...(options.connection ? { connection: options.connection } : {}),
            async fetchCartCount(): Promise<number> {
              const request = store.dispatch(
                (await sessionEndpoints()).cartNum.initiate(undefined, { subscribe: false, forceRefetch: true }),
              );
              return (await request.unwrap()) ?? 0;
            },
            async fetchChatUnread(): Promise<number> {
              const { chatUnreadApi } = await import('@/shared/session/chat-unread-api.ts');
              const request = store.dispatch(
                chatUnreadApi.endpoints.chatUnread.initiate(undefined, { subscribe: false, forceRefetch: true }),
              );
              return (await request.unwrap()).total;
            },
          };
    const start = () => {
      import('./run-sagas.ts').then(
        ({ runRootSaga }) => runRootSaga(store, sagaActions, { session, ...(realtime ? { realtime } : {}) }),
        // Offline or a new deployment: the page works on the stored session; the next load tries again.
        (error: unknown) => console.error('the session flows could not load', error),
      );
    };
    (options.startSagas ?? ((run) => run()))(start);
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
