// The live parts of the trade-request pages, both on the one realtime road (web/src/shared/realtime/README.md):
// group-buy progress from the rooms `groupbuy:<id>` (group-buy-rooms.ts, a saga run by useRoomSaga while the
// page shows them: leaving the page leaves the rooms), and the negotiation refreshed when the other party adds
// a round (the user-room stream's `user:notification` of kind `offer`).
import { useSelector } from 'react-redux';
import { getTabConnection } from '@/shared/realtime/connection.ts';
import { NOTIFICATION_KINDS } from '@/shared/realtime/user-event-tags.ts';
import { useUserEvent } from '@/shared/realtime/user-events.ts';
import { useRoomSaga } from '@/shared/realtime/use-room-saga.ts';
import { selectToken } from '@/shared/session/session-slice.ts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { groupBuyRoomsSaga, selectGroupBuyProgress, type ProgressById } from './group-buy-rooms.ts';
import { groupBuyApi } from './group-buy-api.ts';

export type { ProgressById };

/** The latest progress of each group buy shown, from its room; none for one until its room is joined. Mounting
 * connects the tab's socket (anonymously when nobody is logged in): a watcher needs no login. */
export function useGroupBuyProgress(ids: readonly number[]): ProgressById {
  const dispatch = useAppDispatch();
  const connection = getTabConnection();
  const key = ids.join(',');
  useRoomSaga(
    groupBuyRoomsSaga,
    key === '' ? null : key,
    {
      socket: connection.socket,
      mode$: connection.mode$,
      fetchProgress: async (id: number) => {
        const detail = await dispatch(
          groupBuyApi.endpoints.groupBuyProgress.initiate({ id }, { subscribe: false, forceRefetch: true }),
        ).unwrap();
        return { joinedQuantity: detail.joinedQuantity, participants: detail.participants };
      },
    },
    ids,
  );
  return useAppSelector(selectGroupBuyProgress);
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
