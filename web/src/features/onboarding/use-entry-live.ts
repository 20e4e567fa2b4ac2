// The applicant's page follows the review live: the operator's decision arrives on the user's own room
// (`user:notification` of kind merchantEntry, after commit) through the user-room stream, which makes the
// 'User' reads stale (shared/realtime/user-event-tags.ts); here the session's user info is reloaded too, so the
// header shows the new role and company without a reload.
import { useSelector } from 'react-redux';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { NOTIFICATION_KINDS } from '@/shared/realtime/user-event-tags.ts';
import { useUserEvent } from '@/shared/realtime/user-events.ts';
import { sessionApi } from '@/shared/session/session-api.ts';
import { selectToken, userInfoLoaded } from '@/shared/session/session-slice.ts';

export const MERCHANT_ENTRY_NOTICE = NOTIFICATION_KINDS.merchantEntry;

export function useMerchantEntryLive(): void {
  const dispatch = useAppDispatch();
  const token = useSelector(selectToken);
  const reloadUser = () => {
    if (!token) return;
    void dispatch(sessionApi.endpoints.jwtUser.initiate({ query: { token } }, { subscribe: false, forceRefetch: true }))
      .unwrap()
      .then((user) => dispatch(userInfoLoaded(user)))
      .catch(() => undefined);
  };
  useUserEvent(
    'user:notification',
    (message) => {
      if (message.data.kind === MERCHANT_ENTRY_NOTICE) reloadUser();
    },
    { onResync: reloadUser, enabled: token !== null },
  );
}
