// makeStore: the one Redux store (session, ui, RTK Query cache) with the RTK Query, listener and saga
// middleware, and the tab's socket for the realtime sagas. Without a preloaded state it restores what
// localStorage holds (session and language).
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { api } from '@/shared/api/api.ts';
import type { ApiError } from '@/shared/api/base-query.ts';
import { applyLanguage } from '@/shared/i18n/i18n.ts';
import type { RealtimeConnection } from '@/shared/realtime/connection.ts';
import { sessionApi } from '@/shared/session/session-api.ts';
import { persistSession, readPersistedSession } from '@/shared/session/session-persistence.ts';
import { storageEventChannel, type SessionSagaDeps, type UserLookup } from '@/shared/session/session-sagas.ts';
import { rootReducer, type AppDispatch, type AppState } from '@/shared/store/root-reducer.ts';
import { initialUiState, LANGUAGE_STORAGE_KEY, readStoredLanguage } from '@/shared/ui/ui-slice.ts';
import { rootSaga } from './root-saga.ts';

export type { AppDispatch, AppState };

export interface MakeStoreOptions {
  /** Runs the root saga (default true); tests of reducers and components may leave it out. */
  sagas?: boolean;
  /** Replaces the session flows' calls and event source (tests). */
  sessionDeps?: Partial<SessionSagaDeps>;
  /** The tab's socket connection (default: the one of this tab; null: none, for tests without a server). */
  connection?: RealtimeConnection | null;
}

/** The state localStorage holds: the session's persisted part and the language. */
export function loadPersistedState(): Partial<AppState> {
  return {
    session: readPersistedSession(),
    ui: { ...initialUiState, language: readStoredLanguage() },
  };
}

export function makeStore(preloadedState: Partial<AppState> = loadPersistedState(), options: MakeStoreOptions = {}) {
  const listener = createListenerMiddleware<AppState, AppDispatch>();
  const saga = createSagaMiddleware();

  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(api.middleware, saga),
  });

  listener.startListening({
    predicate: (_action, current, previous) => current.session !== previous.session,
    effect: (_action, { getState }) => persistSession(getState().session),
  });
  listener.startListening({
    predicate: (_action, current, previous) => current.ui.language !== previous.ui.language,
    effect: (_action, { getState }) => {
      const { language } = getState().ui;
      globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
      applyLanguage(language);
    },
  });
  applyLanguage(store.getState().ui.language);

  if (options.sagas !== false) {
    const session: SessionSagaDeps = {
      async fetchUser(token): Promise<UserLookup> {
        const request = store.dispatch(
          sessionApi.endpoints.jwtUser.initiate({ query: { token } }, { subscribe: false, forceRefetch: true }),
        );
        const result = await request;
        if (result.data) return { user: result.data };
        return { error: (result.error ?? { status: 'NETWORK', message: '' }) as ApiError };
      },
      logout: () => store.dispatch(sessionApi.endpoints.logout.initiate()),
      storageChanges: () => storageEventChannel(window),
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
                sessionApi.endpoints.cartNum.initiate(undefined, { subscribe: false, forceRefetch: true }),
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
    saga.run(rootSaga, { session, ...(realtime ? { realtime } : {}) });
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
