// Runs the `floor` room's saga while the trading page is open (the one road: useRoomSaga, which also connects
// the tab's socket for an anonymous viewer: the floor is public).
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@/shared/api/api-error.ts';
import { getTabConnection, type RealtimeConnection } from '@/shared/realtime/connection.ts';
import { useRoomSaga } from '@/shared/realtime/use-room-saga.ts';
import { selectToken } from '@/shared/session/session-slice.ts';
import { useAppStore } from '@/shared/store/hooks.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import type { AppState } from '@/shared/store/root-reducer.ts';
import { floorSaga } from './floor-saga.ts';
import { floorFailed, injectedFloorSlice, left } from './floor-slice.ts';
import { tradingApi } from './trading-api.ts';

/** Connects the tab's socket as the session is (anonymous included) unless it is already connected or trying. */
export function connectForPublicRoom(connection: Pick<RealtimeConnection, 'setAuth' | 'socket'>, state: AppState) {
  if (!connection.socket.active) connection.setAuth({ token: selectToken(state), lang: selectLanguage(state) });
}

/** Follows the room while mounted; returns a retry that starts it again (after a failed snapshot). */
export function useFloorRoom(connection: RealtimeConnection | null = null): () => void {
  const store = useAppStore();
  const [attempt, setAttempt] = useState(0);
  const tab = connection ?? getTabConnection();
  useEffect(() => {
    // The slice is part of this chunk: injecting it again is a no-op.
    void injectedFloorSlice;
    connectForPublicRoom(tab, store.getState());
    return () => {
      store.dispatch(left());
    };
  }, [store, tab, attempt]);
  useRoomSaga(floorSaga, attempt, {
    socket: tab.socket,
    mode$: tab.mode$,
    fetchSnapshot: async () => {
      try {
        return await store
          .dispatch(tradingApi.endpoints.tradingFloor.initiate({}, { subscribe: false, forceRefetch: true }))
          .unwrap();
      } catch (error) {
        // The page shows why (the room asks again with backoff, and its retry starts it at once).
        store.dispatch(
          floorFailed(
            isApiError(error) ? { status: error.status, message: error.message } : { status: 'NETWORK', message: '' },
          ),
        );
        throw error;
      }
    },
  });
  return useCallback(() => setAttempt((n) => n + 1), []);
}
