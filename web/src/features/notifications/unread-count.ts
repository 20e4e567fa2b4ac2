// Keeps the header bell's unread count while a user is logged in: loads it at once and again after the user's
// room re-synced (notices may have been missed). A chunk of its own, so the first screen carries none of the
// notification centre's calls; importing it injects the count's slice.
import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch } from '@/shared/store/root-reducer.ts';
import { userRoomResynced } from '@/shared/realtime/user-events.ts';
import { notificationUnreadChanged } from './unread-slice.ts';
import { notificationsApi } from './notifications-api.ts';

export async function loadUnreadCount(dispatch: AppDispatch): Promise<void> {
  const request = dispatch(
    notificationsApi.endpoints.notificationUnread.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  const answer = await request.unwrap();
  dispatch(notificationUnreadChanged(answer.unread));
}

/** Loads the count now and after each re-sync; answers the function that stops following. */
export function followUnreadCount(dispatch: AppDispatch): () => void {
  // Offline: the room's next event or re-sync tells the count.
  const load = () => void loadUnreadCount(dispatch).catch(() => undefined);
  load();
  const stop: unknown = dispatch(
    addListener({ predicate: (action: UnknownAction) => userRoomResynced.match(action), effect: load }),
  );
  return typeof stop === 'function' ? (stop as () => void) : () => undefined;
}
