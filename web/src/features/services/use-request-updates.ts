// The requester's open list of service requests follows the provider's steps without a reload: the server
// tells the requester's user room (`user:notification`, kind `serviceRequest`) after each accept, decline or
// completion, and the list's 'Service' tag is refetched. Listens only while the list is on the page.
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import type { Sequenced } from '@portal/contracts/events/common';
import type { UserNotificationEvent } from '@portal/contracts/events/user';
import { api } from '@/shared/api/api.ts';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { getTabConnection } from '@/shared/realtime/connection.ts';
import { selectToken } from '@/shared/session/session-slice.ts';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';

/** The notification kind the service zone sends on the requester's user room. */
export const SERVICE_REQUEST_NOTIFICATION = 'serviceRequest';

export function useServiceRequestUpdates(enabled: boolean): void {
  const dispatch = useAppDispatch();
  const token = useSelector(selectToken);
  const lang = useAppSelector(selectLanguage);
  useEffect(() => {
    if (!enabled || !token) return undefined;
    const connection = getTabConnection();
    // The header's user-room counters normally connect the tab's socket; connect here if nothing has yet.
    if (!connection.socket.active) connection.setAuth({ token, lang });
    const listener = (message: Sequenced<UserNotificationEvent>) => {
      if (message.data.kind === SERVICE_REQUEST_NOTIFICATION) dispatch(api.util.invalidateTags(['Service']));
    };
    connection.socket.on('user:notification', listener);
    return () => {
      connection.socket.off('user:notification', listener);
    };
  }, [enabled, token, lang, dispatch]);
}
