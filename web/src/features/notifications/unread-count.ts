// Loads the header bell's unread count (at login and after the user's room re-synced): a chunk of its own so
// the first screen carries none of the notification centre's calls.
import type { AppDispatch } from '@/shared/store/root-reducer.ts';
import { notificationUnreadChanged } from '@/shared/session/notification-unread.ts';
import { notificationsApi } from './notifications-api.ts';

export async function loadUnreadCount(dispatch: AppDispatch): Promise<void> {
  const request = dispatch(
    notificationsApi.endpoints.notificationUnread.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  const answer = await request.unwrap();
  dispatch(notificationUnreadChanged(answer.unread));
}
