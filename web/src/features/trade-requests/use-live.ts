// The live parts of the trade-request pages: group-buy progress from the rooms `groupbuy:<id>` (ordered,
// re-synced from the detail call after a gap or a restart; roomStream) and its settlement (the detail and the
// caller's registrations read again), and the negotiation refreshed when
// the other party adds a round (the user-room stream's `user:notification` of kind `offer`). Both live as long as
// the page that shows them: leaving the page unsubscribes and leaves the room.
import { useEffect, useState } from 'react';
import { from, map } from 'rxjs';
import { useSelector } from 'react-redux';
import type { GroupBuyProgressEvent } from '@portal/contracts/events/groupbuy';
import type { Sequenced } from '@portal/contracts/events/common';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { getTabConnection } from '@/shared/realtime/connection.ts';
import { roomStream } from '@/shared/realtime/room-stream.ts';
import { selectToken } from '@/shared/session/session-slice.ts';
import { NOTIFICATION_KINDS } from '@/shared/realtime/user-event-tags.ts';
import { useUserEvent } from '@/shared/realtime/user-events.ts';
import { tradeApi } from './trade-api.ts';
import { useLang } from './parts.tsx';

export type ProgressById = Record<number, Omit<GroupBuyProgressEvent, 'groupBuyId'>>;

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

/** The latest progress of each group buy shown, from its room; empty until an event or a re-sync comes. */
export function useGroupBuyProgress(ids: readonly number[]): ProgressById {
  const dispatch = useAppDispatch();
  const connection = useTabSocket();
  const [progress, setProgress] = useState<ProgressById>({});
  const key = ids.join(',');
  useEffect(() => {
    const subscriptions = ids.map((id) =>
      roomStream({
        socket: connection.socket,
        room: `groupbuy:${id}`,
        events: ['groupbuy:progress', 'groupbuy:settled'],
        mode$: connection.mode$,
        snapshot: () =>
          from(
            dispatch(tradeApi.endpoints.groupBuy.initiate({ id }, { subscribe: false, forceRefetch: true })).unwrap(),
          ).pipe(
            map((detail) => ({
              state: { joinedQuantity: detail.joinedQuantity, participants: detail.participants },
            })),
          ),
      }).subscribe((update) => {
        if (update.type === 'snapshot') setProgress((current) => ({ ...current, [id]: update.state }));
        if (update.type === 'message' && update.event === 'groupbuy:settled') {
          // Closed and settled: the caller's order or released deposit is read again.
          dispatch(tradeApi.util.invalidateTags(['GroupBuy']));
          return;
        }
        if (update.type === 'message') {
          const data = (update.message as Sequenced<GroupBuyProgressEvent>).data;
          setProgress((current) => ({
            ...current,
            [id]: { joinedQuantity: data.joinedQuantity, participants: data.participants },
          }));
        }
      }),
    );
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
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
