// The applicant's page follows the review live: the operator's decision arrives on the user's own room
// (`user:notification` of kind merchantEntry, after commit); the application is refetched and the session's
// user info reloaded, so the header shows the new role and company without a reload.
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { Sequenced } from '@portal/contracts/events/common';
import type { UserNotificationEvent } from '@portal/contracts/events/user';
import { api } from '@/shared/api/api.ts';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { getTabConnection } from '@/shared/realtime/connection.ts';
import { sessionApi } from '@/shared/session/session-api.ts';
import { selectToken, userInfoLoaded } from '@/shared/session/session-slice.ts';

export const MERCHANT_ENTRY_NOTICE = 'merchantEntry';

export function useMerchantEntryLive(): void {
  const dispatch = useAppDispatch();
  const token = useSelector(selectToken);
  useEffect(() => {
    if (!token) return undefined;
    const connection = getTabConnection();
    const listener = (message: Sequenced<UserNotificationEvent>) => {
      if (message.data.kind !== MERCHANT_ENTRY_NOTICE) return;
      dispatch(api.util.invalidateTags(['User']));
      void dispatch(
        sessionApi.endpoints.jwtUser.initiate({ query: { token } }, { subscribe: false, forceRefetch: true }),
      )
        .unwrap()
        .then((user) => dispatch(userInfoLoaded(user)))
        .catch(() => undefined);
    };
    connection.socket.on('user:notification', listener);
    return () => {
      connection.socket.off('user:notification', listener);
    };
  }, [dispatch, token]);
}
