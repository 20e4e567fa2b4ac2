// Test ids of the notification centre (the bell's list and the buyer centre's page).
export const notificationTestIds = {
  popover: 'notifications-popover',
  list: 'notifications-list',
  row: 'notification-row',
  viewAll: 'notifications-view-all',
  markAll: 'notifications-mark-all',
} as const;
