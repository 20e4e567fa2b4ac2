// The live parts of the trade-request pages: group-buy progress from the rooms `groupbuy:<id>` (ordered,
// re-synced from the detail call after a gap or a restart, folded per frame: group-buy-room.ts) and its
// settlement (the detail and the caller's registrations read again), and the negotiation refreshed when
// the other party adds a round (the user-room stream's `user:notification` of kind `offer`). Both live as long as
// the page that shows them: leaving the page unsubscribes and leaves the room.
import { useEffect, useState } from 'react';
import { filter, from, map, switchMap } from 'rxjs';
import { useSelector } from 'react-redux';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { getTabConnection } from '@/shared/realtime/connection.ts';
import { socketClockSample } from '@/shared/realtime/room-stream.ts';
import { measureClockOffset } from '@/shared/realtime/operators.ts';
import { selectToken } from '@/shared/session/session-slice.ts';
import { NOTIFICATION_KINDS } from '@/shared/realtime/user-event-tags.ts';
import { useUserEvent } from '@/shared/realtime/user-events.ts';
import { tradeApi } from './trade-api.ts';
import { useLang } from './parts.tsx';
import { groupBuyFrames, groupBuyUpdates, withProgress, type ProgressById } from './group-buy-room.ts';

export type { ProgressById };

/** Connects the tab's socket (anonymously when nobody is logged in) so a watcher needs no login. */
function useTabSocket() {
  const token = useSelector(selectToken);
  const lang = useLang();
  const connection = getTabConnection();
  useEffect(() => {
    if (!connection.socket.active) connection.setAuth({ token: token ?? null, lang });
  }, [connection, token, lang]);
  return connection;
}

/** The latest progress of each group buy shown, from its room; empty until an event or a re-sync comes. The
 * rooms' updates are folded per frame (group-buy-room.ts): one state change per frame at most. */
export function useGroupBuyProgress(ids: readonly number[]): ProgressById {
  const dispatch = useAppDispatch();
  const connection = useTabSocket();
  const [progress, setProgress] = useState<ProgressById>({});
  const key = ids.join(',');
  useEffect(() => {
    const snapshot = (id: number) =>
      from(
        dispatch(tradeApi.endpoints.groupBuy.initiate({ id }, { subscribe: false, forceRefetch: true })).unwrap(),
      ).pipe(
        map((detail) => ({ state: { joinedQuantity: detail.joinedQuantity, participants: detail.participants } })),
      );
    const subscription = groupBuyUpdates({ socket: connection.socket, mode$: connection.mode$, snapshot }, ids)
      .pipe(groupBuyFrames())
      .subscribe((frame) => {
        // Closed and settled: the caller's order or released deposit is read again.
        if (frame.settled) dispatch(tradeApi.util.invalidateTags(['GroupBuy']));
        setProgress((current) => withProgress(current, frame.progress));
      });
    return () => subscription.unsubscribe();
    // `key` stands for the ids.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, connection, dispatch]);
  return progress;
}

/** Refetches the negotiation when the other party adds a round (or accepts): the user-room stream's
 * `user:notification` of kind `offer` (its 'Offer' and 'Inquiry' tags are made stale there too), and after a
 * re-sync of the user room (one may have been missed). */
export function useOfferNotifications(refetch: () => unknown): void {
  const token = useSelector(selectToken);
  useUserEvent(
    'user:notification',
    (message) => {
      if (message.data.kind === NOTIFICATION_KINDS.offer) refetch();
    },
    { onResync: refetch, enabled: token !== null },
  );
}

/** The server clock's offset from this tab's (server - local, ms), measured over the socket once it is up;
 * `initial` (e.g. from a detail call's serverNow) until then. Countdowns run on the server clock. */
export function useClockOffset(initial = 0): number {
  const connection = useTabSocket();
  const [offset, setOffset] = useState(initial);
  useEffect(() => setOffset(initial), [initial]);
  useEffect(() => {
    const subscription = connection.connected$
      .pipe(
        filter(Boolean),
        switchMap(() => measureClockOffset(() => socketClockSample(connection.socket), { count: 3, spacingMs: 500 })),
      )
      .subscribe(setOffset);
    return () => subscription.unsubscribe();
  }, [connection]);
  return offset;
}
