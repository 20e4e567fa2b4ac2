// A middleware that hands every action to a listener attached later: the root saga's channel, whose code
// (redux-saga and the session flows) loads after first paint. Actions before that wait here, so a logout
// clicked before the sagas run is still seen.
import type { Middleware, UnknownAction } from '@reduxjs/toolkit';

/** Actions kept until the listener comes (boot lasts a second or two; a failed load must not grow forever). */
export const RELAY_BUFFER_MAX = 500;

export interface ActionRelay {
  middleware: Middleware;
  /** From now on every action (after the reducers ran) goes to `listener`; the waiting ones first, in order. */
  attach(listener: (action: UnknownAction) => void): void;
}

export function actionRelay(): ActionRelay {
  let listener: ((action: UnknownAction) => void) | null = null;
  const waiting: UnknownAction[] = [];
  return {
    middleware: () => (next) => (action) => {
      const result = next(action);
      if (listener) listener(action as UnknownAction);
      else if (waiting.length < RELAY_BUFFER_MAX) waiting.push(action as UnknownAction);
      return result;
    },
    attach(next) {
      listener = next;
      for (const action of waiting.splice(0)) next(action);
    },
  };
}
