// The one way a page follows a room: `useRoomSaga(saga, key, ...args)` runs the room's saga for the page's life
// (again when `key` changes, cancelled on unmount, which leaves the room). The saga dispatches to the app's
// store and can `take` the store's actions, the user room's events among them (`take(isUserEvent(...))`).
// Mounting also asks the root saga for the tab's socket (publicRoomsWanted), so an anonymous watcher is live.
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { runSaga, stdChannel, type Saga } from 'redux-saga';
import { useAppStore } from '../store/hooks.ts';
import { publicRoomsWanted } from './public-room.ts';

/** Runs `saga(...args)` while the component is mounted and `key` is not null; restarted when `key` changes
 * (the args are read then), cancelled on unmount. */
export function useRoomSaga<Args extends unknown[]>(
  saga: Saga<Args>,
  key: string | number | null,
  ...args: Args
): void {
  const store = useAppStore();
  useEffect(() => {
    if (key === null) return undefined;
    store.dispatch(publicRoomsWanted());
    const channel = stdChannel<UnknownAction>();
    // Every action of the store reaches the saga's takes (the store's listener middleware hands them over).
    const detach: unknown = store.dispatch(
      addListener({ predicate: () => true, effect: (action: UnknownAction) => channel.put(action) }),
    );
    const task = runSaga({ channel, dispatch: store.dispatch, getState: store.getState }, saga, ...args);
    return () => {
      task.cancel();
      if (typeof detach === 'function') (detach as () => void)();
    };
    // The saga restarts only when its key changes (the args are read then).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);
}
