// The review module's own table: every decision taken in the console (who, when, the reason as typed), a log
// the queue reads where the kind's table keeps no decision of its own (an inquiry's rejection reason).
export const reviewMigrations = [
  {
    name: 'review-001',
    sql: `
CREATE TABLE review_decisions (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  item_id INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('approved', 'rejected')),
  reason TEXT,
  operator_id INTEGER NOT NULL REFERENCES users(id),
  decided_at INTEGER NOT NULL
);
CREATE INDEX review_decisions_item ON review_decisions(kind, item_id, decided_at);
`,
  },
] as const;
