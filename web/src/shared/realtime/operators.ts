// RxJS operators of the realtime core: server-clock offset (best of N round trips) and a server clock that
// never runs backwards, in-order room events with gap/epoch detection and re-sync from a snapshot, pacing to
// the screen, and the connection mode ('live' / 'reconnecting' / 'polling') with polling while the socket is down.
import {
  EMPTY,
  Observable,
  animationFrameScheduler,
  asyncScheduler,
  catchError,
  concatMap,
  combineLatest,
  concat,
  defer,
  distinctUntilChanged,
  exhaustMap,
  interval,
  map,
  of,
  retry,
  scan,
  startWith,
  switchMap,
  take,
  throttleTime,
  timer,
  type MonoTypeOperatorFunction,
  type OperatorFunction,
  type SchedulerAction,
  type SchedulerLike,
  type Subscription,
} from 'rxjs';
import type { Sequenced } from '@portal/contracts/events/common';

// ---- server clock -------------------------------------------------------------------------------------

/** One round trip to the server clock: local send and receive times and the server's time (epoch ms). */
export interface ClockSample {
  sentAt: number;
  receivedAt: number;
  serverNow: number;
}

/** The server's time minus the local time, estimated from one round trip (the answer is taken mid-way). */
export function offsetOf(sample: ClockSample): number {
  return Math.round(sample.serverNow - (sample.sentAt + sample.receivedAt) / 2);
}

/**
 * Clock offsets from samples: after each sample, the offset of the quickest round trip among the last
 * `samples` (a short round trip bounds the error best). Repeated values are not re-emitted.
 */
export function bestClockOffset(samples = 5): OperatorFunction<ClockSample, number> {
  return (source) =>
    source.pipe(
      scan((kept: ClockSample[], sample) => [...kept, sample].slice(-samples), []),
      map((kept) => {
        const best = kept.reduce((a, b) => (b.receivedAt - b.sentAt < a.receivedAt - a.sentAt ? b : a));
        return offsetOf(best);
      }),
      distinctUntilChanged(),
    );
}

/**
 * Takes `count` clock samples, `spacingMs` apart, through `ping` (a `time:ping` over the socket, or the HTTP
 * `auction/getSystemDate`), and emits the best offset so far after each one.
 */
export function measureClockOffset(
  ping: () => Observable<ClockSample>,
  options: { count?: number; spacingMs?: number; scheduler?: SchedulerLike } = {},
): Observable<number> {
  const count = options.count ?? 5;
  return timer(0, options.spacingMs ?? 1000, options.scheduler ?? asyncScheduler).pipe(
    take(count),
    // a lost ping is one sample fewer, not the end of the estimate
    concatMap(() => ping().pipe(catchError(() => EMPTY))),
    bestClockOffset(count),
  );
}

/**
 * The server's time, every `tickMs`: local time plus the latest offset, never lower than a value already
 * given, so a countdown driven by it never jumps backwards when a better offset arrives.
 */
export function serverClock(
  offset$: Observable<number>,
  options: { tickMs?: number; scheduler?: SchedulerLike } = {},
): Observable<number> {
  const scheduler = options.scheduler ?? asyncScheduler;
  return combineLatest([offset$, interval(options.tickMs ?? 1000, scheduler).pipe(startWith(0))]).pipe(
    map(([offset]) => scheduler.now() + offset),
    scan((shown, now) => Math.max(shown, now), Number.NEGATIVE_INFINITY),
    distinctUntilChanged(),
  );
}

/**
 * The server's time on each of the server's whole seconds: the next tick is scheduled for the next whole
 * server second (not a fixed interval), so a late tick under load never makes the following ones late too and
 * a countdown shows each second once. Never lower than a value already given.
 */
export function serverSeconds(
  offset$: Observable<number>,
  options: { scheduler?: SchedulerLike } = {},
): Observable<number> {
  const scheduler = options.scheduler ?? asyncScheduler;
  return offset$.pipe(
    switchMap(
      (offset) =>
        new Observable<number>((subscriber) => {
          let next: Subscription | null = null;
          const tick = () => {
            const now = scheduler.now() + offset;
            subscriber.next(now);
            const intoSecond = ((now % 1000) + 1000) % 1000;
            next = scheduler.schedule(tick, intoSecond === 0 ? 1000 : 1000 - intoSecond);
          };
          tick();
          return () => next?.unsubscribe();
        }),
    ),
    scan((shown, now) => Math.max(shown, now), Number.NEGATIVE_INFINITY),
    distinctUntilChanged(),
  );
}

// ---- room sequence ------------------------------------------------------------------------------------

/** What a room's socket side gives: the join ack (again after each reconnect) and the room's events. */
export type RoomInput<M> =
  { type: 'joined'; seq: number; epoch: string } | { type: 'message'; event: string; message: Sequenced<M> };

/** A room's state from its owner's snapshot call; `seq` (and `epoch`) when the call returns them (the
 * auction snapshot does), else the last sequence number known when the call was made is assumed. */
export interface RoomSnapshot<S> {
  state: S;
  seq?: number;
  epoch?: string;
}

/** Why a snapshot came: the first load of the room, a re-sync (events were missed: a gap, a new epoch, a
 * re-join after a reconnect), or a poll while the socket is down. */
export type SnapshotCause = 'first' | 'resync' | 'poll';

/** What a room gives its page: a snapshot to replace the state with, or the next event in order. */
export type RoomUpdate<M, S> =
  | { type: 'snapshot'; state: S; seq: number; epoch: string | null; cause?: SnapshotCause }
  | { type: 'message'; event: string; message: Sequenced<M> };

/** How failed snapshot calls are tried again: after `baseMs`, doubling up to `maxMs`, each delay shortened
 * by up to `jitter` (a fraction) at random so that many tabs do not ask at the same instant. */
export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
  jitter?: number;
  /** Tries at most (default: for as long as the room is followed). */
  count?: number;
  random?: () => number;
  scheduler?: SchedulerLike;
}

export const SNAPSHOT_BACKOFF = { baseMs: 1000, maxMs: 30_000, jitter: 0.5 } as const;

/** The delay before retry number `attempt` (1, 2, ...). */
export function backoffDelay(attempt: number, options: BackoffOptions = {}): number {
  const base = options.baseMs ?? SNAPSHOT_BACKOFF.baseMs;
  const max = options.maxMs ?? SNAPSHOT_BACKOFF.maxMs;
  const jitter = options.jitter ?? SNAPSHOT_BACKOFF.jitter;
  const full = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(full * (1 - jitter * (options.random ?? Math.random)()));
}

/** Subscribes to `source` again after an error, backing off with jitter. */
export function retryWithBackoff<T>(options: BackoffOptions = {}): MonoTypeOperatorFunction<T> {
  return retry<T>({
    ...(options.count !== undefined ? { count: options.count } : {}),
    delay: (_error, attempt) => timer(backoffDelay(attempt, options), options.scheduler ?? asyncScheduler),
    resetOnSuccess: true,
  });
}

/**
 * Keeps a room's events in order: the first join loads the snapshot; an event of another epoch (server
 * restarted), a gap in `seq`, or a re-join that missed events calls the snapshot again. Events arriving while
 * a snapshot loads are kept and replayed after it if newer; duplicates and older events are dropped.
 */
export function syncRoom<M, S>(
  snapshotCall: () => Observable<RoomSnapshot<S>>,
  options: { retry?: BackoffOptions | false } = {},
): OperatorFunction<RoomInput<M>, RoomUpdate<M, S>> {
  // A failed snapshot is asked again with backoff (never ends the room), unless retry is false.
  const backoff = options.retry;
  const snapshot =
    backoff === false ? snapshotCall : () => defer(snapshotCall).pipe(retryWithBackoff<RoomSnapshot<S>>(backoff ?? {}));
  return (source) =>
    new Observable<RoomUpdate<M, S>>((subscriber) => {
      let synced = false;
      let epoch: string | null = null;
      let seq = 0;
      /** Highest seq seen from the socket (join acks and events) in the current epoch. */
      let seen = 0;
      let loading: Subscription | null = null;
      let pending: Extract<RoomInput<M>, { type: 'message' }>[] = [];

      /** Snapshots in a row that were older than events already received (a lagging snapshot source). */
      let staleSnapshots = 0;

      const resync = () => {
        loading?.unsubscribe();
        const assumedSeq = seen;
        let answered = false;
        const call = snapshot().subscribe({
          next: (snap) => {
            if (answered) return;
            answered = true;
            loading = null;
            if (snap.epoch !== undefined) epoch = snap.epoch;
            seq = snap.seq ?? assumedSeq;
            const cause: SnapshotCause = synced ? 'resync' : 'first';
            synced = true;
            subscriber.next({ type: 'snapshot', state: snap.state, seq, epoch, cause });
            const replay = pending.filter((input) => input.message.epoch === epoch && input.message.seq > seq);
            replay.sort((a, b) => a.message.seq - b.message.seq);
            pending = [];
            const first = replay[0];
            if (first && first.message.seq > seq + 1) {
              // Still a gap after a fresh snapshot: ask again a couple of times, then accept the jump.
              staleSnapshots += 1;
              if (staleSnapshots <= 2) {
                pending = replay;
                resync();
                return;
              }
              seq = first.message.seq - 1;
            }
            staleSnapshots = 0;
            for (const input of replay) onMessage(input);
          },
          error: (error: unknown) => subscriber.error(error),
        });
        // A snapshot that answered at once is done already.
        loading = answered ? null : call;
      };

      const onMessage = (input: Extract<RoomInput<M>, { type: 'message' }>) => {
        const { message } = input;
        if (loading) {
          pending.push(input);
          return;
        }
        if (message.epoch !== epoch) {
          epoch = message.epoch;
          seen = message.seq;
          pending.push(input);
          resync();
          return;
        }
        seen = Math.max(seen, message.seq);
        if (message.seq <= seq) return;
        if (message.seq > seq + 1) {
          pending.push(input);
          resync();
          return;
        }
        seq = message.seq;
        subscriber.next(input);
      };

      const subscription = source.subscribe({
        next: (input) => {
          if (input.type === 'message') {
            onMessage(input);
            return;
          }
          const first = epoch === null && seq === 0 && !loading;
          const changed = input.epoch !== epoch || input.seq !== seq;
          if (input.epoch !== epoch) pending = [];
          epoch = input.epoch;
          seen = input.seq;
          if (first || (changed && !loading)) resync();
        },
        error: (error: unknown) => subscriber.error(error),
        complete: () => subscriber.complete(),
      });
      return () => {
        subscription.unsubscribe();
        loading?.unsubscribe();
      };
    });
}

// ---- pace ---------------------------------------------------------------------------------------------

/**
 * At most one value per frame (or per `intervalMs`): the first at once, the latest at the end of the
 * window, so a burst of ranking updates repaints once per frame and the last one is never lost.
 */
export function paceToScreen<T>(
  options: { intervalMs?: number; scheduler?: SchedulerLike } = {},
): MonoTypeOperatorFunction<T> {
  const scheduler = options.scheduler ?? animationFrameScheduler;
  return throttleTime<T>(options.intervalMs ?? 16, scheduler, { leading: true, trailing: true });
}

/**
 * Collects values and gives them as one batch, in arrival order, at most once per frame (or per `intervalMs`):
 * a room carrying ten events a second is applied to the store once per painted frame at most, every event
 * kept (the caller folds the batch: the latest figures, the count of ticks). Order and gap detection stay
 * upstream (`syncRoom`): pace after it. What is collected when the source ends or fails is given first.
 * A hidden tab gets no animation frames: a timer gives the batch after `maxWaitMs` anyway (default 250 ms),
 * so a background tab's store keeps up and the batch never grows without bound.
 */
export function batchToScreen<T>(
  options: { intervalMs?: number; maxWaitMs?: number; scheduler?: SchedulerLike } = {},
): OperatorFunction<T, T[]> {
  const scheduler = options.scheduler ?? animationFrameScheduler;
  const delay = options.intervalMs ?? 0;
  const maxWait = options.maxWaitMs ?? 250;
  return (source) =>
    new Observable<T[]>((subscriber) => {
      let batch: T[] = [];
      let scheduled: Subscription | null = null;
      let fallback: Subscription | null = null;
      const cancel = () => {
        scheduled?.unsubscribe();
        fallback?.unsubscribe();
        scheduled = null;
        fallback = null;
      };
      const flush = () => {
        cancel();
        if (batch.length === 0) return;
        const out = batch;
        batch = [];
        subscriber.next(out);
      };
      const subscription = source.subscribe({
        next: (value) => {
          batch.push(value);
          if (scheduled) return;
          // animationFrameScheduler with no delay runs the work in the next requestAnimationFrame.
          scheduled = scheduler.schedule(function (this: SchedulerAction<unknown>) {
            flush();
          }, delay);
          if (maxWait > delay) {
            fallback = asyncScheduler.schedule(function (this: SchedulerAction<unknown>) {
              flush();
            }, maxWait);
          }
        },
        error: (error: unknown) => {
          flush();
          subscriber.error(error);
        },
        complete: () => {
          flush();
          subscriber.complete();
        },
      });
      return () => {
        subscription.unsubscribe();
        cancel();
      };
    });
}

// ---- connection mode and polling ---------------------------------------------------------------------

/** What a page shows about its live data: pushed ('live'), waiting for the socket's first connection
 * ('connecting') or for it to come back ('reconnecting'), or polled meanwhile. */
export type RealtimeMode = 'connecting' | 'live' | 'reconnecting' | 'polling';

/** The mode from the socket's connected state: down for longer than `graceMs` means polling; down before it
 * ever connected is 'connecting' (nothing dropped: a page's first load must not say it reconnects). */
export function connectionMode(
  connected$: Observable<boolean>,
  options: { graceMs?: number; scheduler?: SchedulerLike } = {},
): Observable<RealtimeMode> {
  const scheduler = options.scheduler ?? asyncScheduler;
  return connected$.pipe(
    distinctUntilChanged(),
    scan((state, connected) => ({ connected, wasConnected: state.wasConnected || connected }), {
      connected: false,
      wasConnected: false,
    }),
    switchMap(({ connected, wasConnected }): Observable<RealtimeMode> =>
      connected
        ? of('live')
        : concat(
            of(wasConnected ? ('reconnecting' as const) : ('connecting' as const)),
            timer(options.graceMs ?? 5000, scheduler).pipe(map(() => 'polling' as const)),
          ),
    ),
    distinctUntilChanged(),
  );
}

/** Calls `poll` every `intervalMs` (first at once) while the mode is 'polling'; a slow call is not stacked. */
export function pollWhileDown<T>(
  mode$: Observable<RealtimeMode>,
  poll: () => Observable<T>,
  options: { intervalMs?: number; scheduler?: SchedulerLike } = {},
): Observable<T> {
  return mode$.pipe(
    distinctUntilChanged(),
    switchMap((mode) =>
      mode === 'polling'
        ? timer(0, options.intervalMs ?? 15_000, options.scheduler ?? asyncScheduler).pipe(exhaustMap(() => poll()))
        : EMPTY,
    ),
  );
}
