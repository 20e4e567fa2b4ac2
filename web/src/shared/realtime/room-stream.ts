// One room as an Observable: joins it (again after every reconnect), gives its events in order with
// snapshots on the first join and after gaps, polls the snapshot while the socket is down, and leaves the
// room when unsubscribed. Room sagas consume it through an eventChannel (room-saga.ts).
import { EMPTY, Observable, Subject, Subscription, catchError, map, type SchedulerLike } from 'rxjs';
import type {
  JoinAck,
  RoomName,
  ServerEventName,
  ServerEventPayloads,
  SocketRefusal,
  TimePong,
} from '@portal/contracts/events/common';
import {
  pollWhileDown,
  syncRoom,
  type BackoffOptions,
  type ClockSample,
  type RealtimeMode,
  type RoomInput,
  type RoomSnapshot,
  type RoomUpdate,
} from './operators.ts';
import type { SocketLike } from './socket-like.ts';

/** A refused join (not logged in, not a member...), in the user's language, for the page to show. */
export type RoomRefused = { type: 'refused'; refusal: SocketRefusal };
export type RoomStreamUpdate<M, S> = RoomUpdate<M, S> | RoomRefused | { type: 'mode'; mode: RealtimeMode };

/** The join acks and events of one room, straight from the socket; joins on subscribe and on each connect. */
export function roomInputs<E extends ServerEventName>(
  socket: SocketLike,
  room: RoomName,
  events: readonly E[],
): Observable<RoomInput<ServerEventPayloads[E]> | RoomRefused> {
  return new Observable((subscriber) => {
    const join = () => {
      socket.emit('room:join', { room }, (ack: JoinAck) => {
        if (subscriber.closed) return;
        if (ack.ok) subscriber.next({ type: 'joined', seq: ack.seq, epoch: ack.epoch });
        else subscriber.next({ type: 'refused', refusal: ack });
      });
    };
    const listeners = events.map((event) => {
      const listener = (message: { room?: unknown }) => {
        // Personal rooms share their events with every room of the socket: keep this room's only.
        if (message.room === room) subscriber.next({ type: 'message', event, message: message as never });
      };
      socket.on(event, listener);
      return [event, listener] as const;
    });
    socket.on('connect', join);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      for (const [event, listener] of listeners) socket.off(event, listener);
      if (socket.connected) socket.emit('room:leave', { room }, () => undefined);
    };
  });
}

export interface RoomStreamOptions<E extends ServerEventName, S> {
  socket: SocketLike;
  room: RoomName;
  /** The room's events this page follows. */
  events: readonly E[];
  /** The room owner's snapshot call (e.g. the auction's roundRobin, cart/getCartNum). */
  snapshot: () => Observable<RoomSnapshot<S>>;
  /** The tab's connection mode: while 'polling' the snapshot is called every `pollMs`. */
  mode$?: Observable<RealtimeMode>;
  pollMs?: number;
  /** How a failed snapshot call is tried again (default: backoff from 1 s to 30 s with jitter). */
  retry?: BackoffOptions | false;
  scheduler?: SchedulerLike;
}

/** The room's updates for a page: snapshots, in-order events, refusals and the connection mode. */
export function roomStream<E extends ServerEventName, S>(
  options: RoomStreamOptions<E, S>,
): Observable<RoomStreamUpdate<ServerEventPayloads[E], S>> {
  type M = ServerEventPayloads[E];
  return new Observable<RoomStreamUpdate<M, S>>((subscriber) => {
    const forward = {
      next: (update: RoomStreamUpdate<M, S>) => subscriber.next(update),
      error: (error: unknown) => subscriber.error(error),
    };
    const subscriptions = new Subscription();
    const ordered = new Subject<RoomInput<M>>();
    subscriptions.add(
      ordered
        .pipe(syncRoom<M, S>(options.snapshot, options.retry !== undefined ? { retry: options.retry } : {}))
        .subscribe(forward),
    );
    if (options.mode$) {
      const pollOptions = {
        ...(options.pollMs !== undefined ? { intervalMs: options.pollMs } : {}),
        ...(options.scheduler ? { scheduler: options.scheduler } : {}),
      };
      subscriptions.add(options.mode$.pipe(map((mode) => ({ type: 'mode', mode }) as const)).subscribe(forward));
      subscriptions.add(
        // A failed poll is skipped: the next one tries again.
        pollWhileDown(options.mode$, () => options.snapshot().pipe(catchError(() => EMPTY)), pollOptions)
          .pipe(
            map((snap): RoomStreamUpdate<M, S> => ({
              type: 'snapshot',
              state: snap.state,
              seq: snap.seq ?? 0,
              epoch: snap.epoch ?? null,
              cause: 'poll',
            })),
          )
          .subscribe(forward),
      );
    }
    // Last: joining may answer at once, and the parts above must already listen.
    subscriptions.add(
      roomInputs(options.socket, options.room, options.events).subscribe({
        next: (input) => (input.type === 'refused' ? subscriber.next(input) : ordered.next(input)),
        error: (error: unknown) => subscriber.error(error),
      }),
    );
    return subscriptions;
  });
}

/** One `time:ping` round trip over the socket as a clock sample (feed it to `measureClockOffset`); the
 * clock is passed in so tests control it. */
export function socketClockSample(socket: SocketLike, now: () => number = Date.now): Observable<ClockSample> {
  return new Observable<ClockSample>((subscriber) => {
    const sentAt = now();
    socket.emit('time:ping', (pong: TimePong) => {
      subscriber.next({ sentAt, receivedAt: now(), serverNow: pong.serverNow });
      subscriber.complete();
    });
  });
}
