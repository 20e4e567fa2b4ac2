// The notification centre's calls, straight from the contract: the caller's notices newest first, the unread
// count and marking read. Loaded after the first screen (the header's bell imports it lazily).
import { notificationPage, notificationRead, notificationUnreadCount } from '@portal/contracts/http/notification';
import { injectOps, opMutation, opQuery } from '@/shared/api/endpoints.ts';

export const notificationsApi = injectOps({
  notifications: opQuery(notificationPage, { tags: 'Notification' }),
  notificationUnread: opQuery(notificationUnreadCount, { tags: 'Notification' }),
  markNotificationsRead: opMutation(notificationRead, { tags: 'Notification' }),
});

export const { useNotificationsQuery, useMarkNotificationsReadMutation } = notificationsApi;
