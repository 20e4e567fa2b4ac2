// The store's answer to RTK's `addListener({ predicate, effect })` (useRoomSaga and useUserEvent hand the store's
// actions to a saga or a handler this way): the listener is called after the reducers ran, for each action its
// predicate accepts, and the dispatch answers the function that removes it. Only these two fields: RTK's listener
// middleware (tasks, forks, conditions, the other ways to match) would put its code in the library chunk every
// first screen loads (docs/benchmarks.md, "bench:web"), and no part of the portal uses them.
import { addListener, type Middleware, type UnknownAction } from '@reduxjs/toolkit';

interface ListenerApi {
  getState(): unknown;
  dispatch(action: UnknownAction): unknown;
}

interface Listener {
  predicate(action: UnknownAction, current: unknown, previous: unknown): boolean;
  effect(action: UnknownAction, api: ListenerApi): unknown;
}

function isListener(payload: object): payload is Listener {
  const { predicate, effect } = payload as Partial<Listener>;
  return typeof predicate === 'function' && typeof effect === 'function';
}

/** A middleware keeping the listeners added with `addListener({ predicate, effect })`. */
export function actionListeners(): Middleware {
  const listeners = new Set<Listener>();
  return (api) => (next) => (action) => {
    if (addListener.match(action)) {
      const payload = action.payload as object;
      if (!isListener(payload)) throw new Error('addListener: the store takes a predicate and an effect only');
      const listener = { predicate: payload.predicate, effect: payload.effect };
      listeners.add(listener);
      return () => listeners.delete(listener);
    }
    // A thunk's own actions come through here one by one.
    if (typeof action === 'function') return next(action);
    const previous: unknown = api.getState();
    const result = next(action);
    const current: unknown = api.getState();
    for (const listener of [...listeners]) {
      try {
        if (listener.predicate(action as UnknownAction, current, previous))
          listener.effect(action as UnknownAction, api as ListenerApi);
      } catch (error) {
        // As RTK's listener middleware: a failing listener is reported and the others still run.
        console.error('a store listener failed', error);
      }
    }
    return result;
  };
}
