// The user's own room (`user:<id>`) as features see it: every event of that room arrives once, in the room's
// seq order, as the action `userEventReceived` (the user-room stream of user-room.ts puts it). Features react
// to it in a component (`useUserEvent`), a saga or a slice (`isUserEvent(...)` as a matcher), or refetch RTK
// Query tags declaratively (user-event-tags.ts). A gap the stream could not fill (missed while offline, a
// server restart) is announced as `userRoomResynced`: whatever a handler keeps should be reloaded then.
// This module is light (no socket, no RxJS), so any page may import it.
import { addListener, createAction, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import type { ServerEventPayloads } from '@portal/contracts/events/common';
import type { UserEventPayloads } from '@portal/contracts/events/user';
import { useAppDispatch } from '../store/hooks.ts';

/** Every event the server sends on `user:<id>`: the contract's user events and the chat inbox counts. Add a
 * `user:*` event to `UserEventPayloads` (and its room kind to the contract's event table) and it is here. */
export type UserRoomEvent = keyof UserEventPayloads | 'chat:inbox';

/** One event of the user's room, in order: its name, payload, and place in the room's sequence. */
export type UserEventMessage<E extends UserRoomEvent = UserRoomEvent> = {
  [K in E]: { event: K; data: ServerEventPayloads[K]; seq: number; epoch: string; at: number };
}[E];

/** An event of the user's room arrived (once, in seq order). */
export const userEventReceived = createAction<UserEventMessage>('realtime/userEventReceived');

/** The user's room was re-synced after events were missed (offline, a gap, a server restart): what a
 * feature derived from single events should be reloaded. The mapped RTK Query tags already are. */
export const userRoomResynced = createAction('realtime/userRoomResynced');

/** Matches `userEventReceived` of the given events (all when none are given): for `take`, `takeEvery`,
 * `builder.addMatcher` and listeners. */
export function isUserEvent<E extends UserRoomEvent>(
  ...events: E[]
): (action: unknown) => action is PayloadAction<UserEventMessage<E>> {
  return (action: unknown): action is PayloadAction<UserEventMessage<E>> =>
    userEventReceived.match(action) && (events.length === 0 || (events as string[]).includes(action.payload.event));
}

export interface UseUserEventOptions {
  /** Called after a re-sync of the room (events may have been missed): reload what the handler keeps. */
  onResync?: () => void;
  /** False: not listening (e.g. the part of the page that needs it is closed). Default true. */
  enabled?: boolean;
}

/**
 * Calls `handler` with each event of the user's room named in `events`, while the component is mounted. The
 * latest `handler` is called (no need to memoise it).
 */
export function useUserEvent<E extends UserRoomEvent>(
  events: E | readonly E[],
  handler: (message: UserEventMessage<E>) => void,
  options: UseUserEventOptions = {},
): void {
  const dispatch = useAppDispatch();
  const latest = useRef({ handler, onResync: options.onResync });
  useEffect(() => {
    latest.current = { handler, onResync: options.onResync };
  });
  const names = (typeof events === 'string' ? [events] : [...events]) as E[];
  const key = names.join(',');
  const enabled = options.enabled ?? true;
  useEffect(() => {
    if (!enabled) return undefined;
    const matches = isUserEvent(...(key.split(',') as E[]));
    // The store's listener middleware answers addListener with the function that removes it.
    const unsubscribe: unknown = dispatch(
      addListener({
        predicate: (action: UnknownAction) => matches(action) || userRoomResynced.match(action),
        effect: (action: UnknownAction) => {
          if (matches(action)) latest.current.handler(action.payload);
          else latest.current.onResync?.();
        },
      }),
    );
    return typeof unsubscribe === 'function' ? (unsubscribe as () => void) : undefined;
  }, [dispatch, key, enabled]);
}
