// The notification centre's table: one row per notification of a user, both languages written at once (the
// reader's language picks one), the portal path it links to, the server time it was written and read.
// `dedupe_key` names the decision a row tells of, so the same decision heard twice (its module's own event and
// the review queue's) is written once.
export const notificationsMigrations = [
  {
    name: 'notifications-001',
    sql: `
CREATE TABLE notifications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL,
  kind TEXT NOT NULL,
  title TEXT NOT NULL,
  title_en TEXT NOT NULL,
  text TEXT NOT NULL,
  text_en TEXT NOT NULL,
  link TEXT NOT NULL,
  dedupe_key TEXT,
  created_at INTEGER NOT NULL,
  read_at INTEGER
);
CREATE INDEX notifications_user ON notifications(user_id, created_at DESC, id DESC);
CREATE INDEX notifications_unread ON notifications(user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_dedupe ON notifications(user_id, dedupe_key) WHERE dedupe_key IS NOT NULL;
`,
  },
] as const;
