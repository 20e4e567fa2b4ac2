// What the auction pages need of the realtime core, in one place a test can replace: the tab's socket and
// its mode, the server clock, and the snapshot call. The pages also ask the root saga for the socket when
// they mount (publicRoomsWanted), so an anonymous watcher sees live prices too.
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { BehaviorSubject } from 'rxjs';
import { getTabConnection } from '@/shared/realtime/connection.ts';
import type { RealtimeMode } from '@/shared/realtime/operators.ts';
import { publicRoomsWanted } from '@/shared/realtime/public-room.ts';
import type { SocketLike } from '@/shared/realtime/socket-like.ts';
import { useAppDispatch, useAppStore } from '@/shared/store/hooks.ts';
import { auctionApi } from './auction-api.ts';
import type { AuctionRoomDeps } from './auction-room-saga.ts';
import { tabServerClock, type ServerClock } from '@/shared/realtime/server-clock.ts';

export interface AuctionRealtime extends AuctionRoomDeps {
  socket: SocketLike;
  mode$: BehaviorSubject<RealtimeMode>;
  clock: ServerClock;
}

const AuctionRealtimeContext = createContext<AuctionRealtime | null>(null);

export function AuctionRealtimeProvider({ value, children }: { value: AuctionRealtime; children: ReactNode }) {
  return <AuctionRealtimeContext.Provider value={value}>{children}</AuctionRealtimeContext.Provider>;
}

type Store = ReturnType<typeof useAppStore>;
type Dispatch = ReturnType<typeof useAppDispatch>;
const tabRealtime = new WeakMap<Store, AuctionRealtime>();

/** The tab's realtime for the auction pages (the tab's one server clock), made on first use. */
function realtimeOf(store: Store, dispatch: Dispatch): AuctionRealtime {
  let made = tabRealtime.get(store);
  if (!made) {
    const connection = getTabConnection();
    // Held subscribed while in flight: a cache entry nobody watches may be dropped (and its request aborted)
    // while a forced refetch of the same lot is still on its way.
    const fetchSnapshot: AuctionRoomDeps['fetchSnapshot'] = async (auctionId) => {
      const request = dispatch(auctionApi.endpoints.auctionSnapshot.initiate({ auctionId }, { forceRefetch: true }));
      try {
        return await request.unwrap();
      } finally {
        request.unsubscribe();
      }
    };
    made = { socket: connection.socket, mode$: connection.mode$, clock: tabServerClock(store), fetchSnapshot };
    tabRealtime.set(store, made);
  }
  return made;
}

/** The realtime of the auction pages (the provider's in tests); asks for the tab's socket on mount. */
export function useAuctionRealtime(): AuctionRealtime {
  const given = useContext(AuctionRealtimeContext);
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const realtime = useMemo(() => given ?? realtimeOf(store, dispatch), [given, store, dispatch]);
  useEffect(() => {
    dispatch(publicRoomsWanted());
  }, [dispatch]);
  return realtime;
}
