// Test ids of the operator console (unit tests and the e2e page object share them).
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
} as const;
