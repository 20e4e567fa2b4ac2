// What an open list of notices does: remembers which were unread when they arrived (to mark them so while the
// list is open), marks them read on the server at once, and puts the answered count in the header's bell.
import { useEffect, useRef, useState } from 'react';
import type { NotificationItem } from '@portal/contracts/http/notification';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { notificationUnreadChanged } from './unread-slice.ts';
import { useMarkNotificationsReadMutation } from './notifications-api.ts';

export function useMarkShownRead(records: readonly NotificationItem[] | undefined): ReadonlySet<number> {
  const dispatch = useAppDispatch();
  const [markRead] = useMarkNotificationsReadMutation();
  const [unread, setUnread] = useState<ReadonlySet<number>>(() => new Set());
  const asked = useRef(new Set<number>());
  useEffect(() => {
    const fresh = (records ?? []).filter((item) => item.readAt === null && !asked.current.has(item.id));
    if (fresh.length === 0) return;
    for (const item of fresh) asked.current.add(item.id);
    setUnread((before) => new Set([...before, ...fresh.map((item) => item.id)]));
    void markRead({ ids: fresh.map((item) => item.id) })
      .unwrap()
      .then(
        (answer) => dispatch(notificationUnreadChanged(answer.unread)),
        () => undefined, // Still unread on the server: the count stays, the next opening tries again.
      );
  }, [records, markRead, dispatch]);
  return unread;
}
