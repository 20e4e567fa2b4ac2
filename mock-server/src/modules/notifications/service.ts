// The notification centre's rules and SQL: writing a user's notice (once per decision, in the transaction of
// the event it comes from), their page newest first in the reader's language, the unread count, marking read.
import type { Lang } from '@portal/contracts/envelope';
import type { UserNotificationItem } from '@portal/contracts/events/user';
import type { NotificationItem, NotificationKind } from '@portal/contracts/http/notification';
import type { PageOf } from '@portal/contracts/operation';
import { one, run, type Db } from '../../db/database.ts';
import { pageQuery, type PageQueryArgs } from '../../lib/paging.ts';
import { textAs } from '../../lib/text.ts';
import type { ServerEventName, ServerEventPayloads } from '@portal/contracts/events/common';
import { DEDUPE_WINDOW_MS, noticeOf, type Notice } from './derive.ts';

interface Row {
  id: number;
  kind: NotificationKind;
  title: string;
  text: string;
  link: string;
  created_at: number;
  read_at: number | null;
}

export function unreadCount(db: Db, userId: number): number {
  return (
    one<{ n: number }>(db, 'SELECT count(*) AS n FROM notifications WHERE user_id = ? AND read_at IS NULL', userId)
      ?.n ?? 0
  );
}

/**
 * Writes the notice a user-room event tells (derive.ts), as its publish does: what the user's tabs are told, null
 * when the event tells none or the same decision was just written. The seed calls it too, for what it books.
 */
export function writeEventNotice<E extends ServerEventName>(
  db: Db,
  userId: number,
  event: E,
  data: ServerEventPayloads[E],
  now: number,
): UserNotificationItem | null {
  const notice = noticeOf(event, data);
  return notice ? writeNotice(db, userId, notice, now) : null;
}

/**
 * Writes a notice for a user, or nothing when the same decision was written just before (its key within the
 * window): answers what the user's tabs are told, null when nothing was written. A `replace` notice takes the
 * place of the unread one of the same key (a run of outbids on one lot stays one notice, the latest).
 */
export function writeNotice(db: Db, userId: number, notice: Notice, now: number): UserNotificationItem | null {
  let id: number | null = null;
  if (notice.dedupe) {
    const before = one<{ id: number; read_at: number | null }>(
      db,
      `SELECT id, read_at FROM notifications
        WHERE user_id = ? AND dedupe_key = ? AND (created_at >= ? OR (? = 'replace' AND read_at IS NULL))
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      userId,
      notice.dedupe.key,
      now - DEDUPE_WINDOW_MS,
      notice.dedupe.mode,
    );
    if (before && notice.dedupe.mode === 'skip') return null;
    if (before && before.read_at === null) id = before.id;
  }
  const values = [notice.kind, notice.title.zh, notice.title.en, notice.text.zh, notice.text.en, notice.link, now];
  if (id !== null) {
    run(
      db,
      `UPDATE notifications SET kind = ?, title = ?, title_en = ?, text = ?, text_en = ?, link = ?, created_at = ?
        WHERE id = ?`,
      ...values,
      id,
    );
  } else {
    id = run(
      db,
      `INSERT INTO notifications (kind, title, title_en, text, text_en, link, created_at, user_id, dedupe_key)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ...values,
      userId,
      notice.dedupe?.key ?? null,
    ).lastId;
  }
  return {
    id,
    kind: notice.kind,
    title: notice.title.zh,
    titleEn: notice.title.en,
    text: notice.text.zh,
    textEn: notice.text.en,
    link: notice.link,
    createdAt: now,
  };
}

export function notificationPage(db: Db, userId: number, query: PageQueryArgs, lang: Lang): PageOf<NotificationItem> {
  return pageQuery<Row, NotificationItem>(
    db,
    {
      select: `id, kind, ${textAs(lang, 'title', 'title')}, ${textAs(lang, 'text', 'text')}, link, created_at, read_at`,
      from: 'FROM notifications WHERE user_id = ?',
      order: 'created_at DESC, id DESC',
      args: [userId],
    },
    query,
    (row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      text: row.text,
      link: row.link,
      createdAt: row.created_at,
      readAt: row.read_at,
    }),
  );
}

/** Marks the user's own notifications read (the ids given, or all): answers how many changed. Ids of other
 * users' notifications change nothing. */
export function markRead(db: Db, userId: number, target: { ids: readonly number[] } | 'all', now: number): number {
  if (target === 'all') {
    return run(db, 'UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL', now, userId).changes;
  }
  if (target.ids.length === 0) return 0;
  return run(
    db,
    `UPDATE notifications SET read_at = ?
      WHERE user_id = ? AND read_at IS NULL AND id IN (${target.ids.map(() => '?').join(', ')})`,
    now,
    userId,
    ...target.ids,
  ).changes;
}
