// The operations declared in contracts that no server module serves yet: each answers HTTP 501 until the
// domain issue named beside it lands. A domain issue that implements an operation deletes its line here;
// mock-server/src/plugins/planned.test.ts checks this list against the running server in both directions.

/** The domain issues that implement the planned operations (issue numbers of the tracker). */
export const PLANNED_ISSUES = {
  auction: 6,
  commerce: 7,
  trade: 8,
  'dashboards-chat': 9,
} as const;

export type PlannedIssue = keyof typeof PLANNED_ISSUES;

/** Operation id -> the issue that will implement it. */
// Empty since the service zone, inspection and exhibition passes: every declared operation is served. An
// operation declared before its module lands is listed here with its issue.
export const PLANNED_OPERATIONS: Readonly<Record<string, PlannedIssue>> = {};

/** The ids of the operations planned for one issue. */
export function plannedFor(issue: PlannedIssue): string[] {
  return Object.entries(PLANNED_OPERATIONS)
    .filter(([, owner]) => owner === issue)
    .map(([id]) => id);
}

/** Whether an operation still answers 501. */
export function isPlanned(id: string): boolean {
  return Object.hasOwn(PLANNED_OPERATIONS, id);
}
