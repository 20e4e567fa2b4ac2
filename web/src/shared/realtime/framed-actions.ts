// One frame of a room's updates as one store change when the room's slice has no action taking a list of its
// events (the chat room): the per-event actions, in order, inside one `framedActions` action, which
// `withFramedActions` around the store's root reducer reduces one after the other. The slices keep their
// per-event actions and never see the wrapper; middleware and sagas see the wrapper only, so nothing may
// `take` an action that a room sends framed (web/src/shared/realtime/README.md, "Operators").
import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';

/** The actions of one frame, to be reduced in order as one store change. */
export const framedActions = createAction<UnknownAction[]>('realtime/framedActions');

/** The reducer with `framedActions` unpacked: each inner action reduced in turn, one new state in the end. */
export function withFramedActions<S, P = S>(reducer: Reducer<S, UnknownAction, P>): Reducer<S, UnknownAction, P> {
  return (state, action) => {
    if (!framedActions.match(action)) return reducer(state, action);
    const [first, ...rest] = action.payload;
    if (!first) return reducer(state, action);
    return rest.reduce((next, each) => reducer(next, each), reducer(state, first));
  };
}

/** The one action for a frame: nothing, its only action as it is, or its actions framed together. */
export function frameAction(actions: readonly UnknownAction[]): UnknownAction | null {
  if (actions.length <= 1) return actions[0] ?? null;
  return framedActions([...actions]);
}
