// Test ids of the operator console (unit tests and the e2e page object share them), and its tabs.

/** The console's tabs: the review queue, then what the app composes in (app/console-route.tsx). */
export const CONSOLE_TABS = ['review', 'agentPurchases', 'notifications'] as const;
export type ConsoleTab = (typeof CONSOLE_TABS)[number];

export const consoleTestIds = {
  queue: 'console-queue',
  kindFilter: 'console-kind-filter',
  status: (status: string) => `console-status-${status}`,
  item: (kind: string, id: number) => `console-item-${kind}-${id}`,
  itemStatus: 'console-item-status',
  approve: 'console-approve',
  reject: 'console-reject',
  reason: 'console-reason',
  reasonError: 'console-reason-error',
  confirmReject: 'console-confirm-reject',
  notOperator: 'console-not-operator',
  tab: (tab: string) => `console-tab-${tab}`,
} as const;
