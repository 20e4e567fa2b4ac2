// The server's clock for countdowns: the offset of the quickest of a few round trips (a `time:ping` over the
// socket when it is up, else the HTTP auction/getSystemDate), then the server time on each whole server
// second, never running backwards (serverSeconds). A browser whose own clock is minutes wrong shows the same
// countdown. One clock per tab (`tabServerClock`): every countdown reads it (docs/architecture.md, "Clock";
// R10.2), anonymous pages too: without a socket the samples are HTTP ones.
import {
  BehaviorSubject,
  EMPTY,
  Subject,
  Subscription,
  asyncScheduler,
  catchError,
  concatMap,
  filter,
  from,
  map,
  take,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { getSystemDate, type SystemDate } from '@portal/contracts/http/auction';
import { getTabConnection } from './connection.ts';
import { bestClockOffset, serverSeconds, type ClockSample } from './operators.ts';
import { socketClockSample } from './room-stream.ts';
import type { SocketLike } from './socket-like.ts';

/** Round trips measured when the clock starts (the quickest one wins). */
export const CLOCK_SAMPLES = 5;
/** Samples the offset is chosen from (the latest ones: a clock drifts little over a page's life). */
export const KEPT_SAMPLES = 20;

export interface ServerClock {
  /** Server time minus local time once measured (null before the first answer). */
  readonly offset$: BehaviorSubject<number | null>;
  /** Server time on each whole server second, never going backwards (null until the offset is measured). */
  readonly now$: BehaviorSubject<number | null>;
  /** Measures again (e.g. after the socket reconnects). */
  measure(): void;
  /** Stops ticking (tests). */
  stop(): void;
}

export interface ServerClockDeps {
  socket?: SocketLike;
  /** auction/getSystemDate's `now`. */
  fetchServerNow(): Promise<number>;
  scheduler?: SchedulerLike;
  /** The local clock (tests). */
  localNow?: () => number;
  spacingMs?: number;
}

export function httpClockSample(
  fetchServerNow: () => Promise<number>,
  localNow: () => number,
): Observable<ClockSample> {
  const sentAt = localNow();
  return from(fetchServerNow()).pipe(map((serverNow) => ({ sentAt, receivedAt: localNow(), serverNow })));
}

export function createServerClock(deps: ServerClockDeps): ServerClock {
  const localNow = deps.localNow ?? Date.now;
  const scheduler = deps.scheduler ? { scheduler: deps.scheduler } : {};
  const offset$ = new BehaviorSubject<number | null>(null);
  const ping = () =>
    deps.socket?.connected ? socketClockSample(deps.socket, localNow) : httpClockSample(deps.fetchServerNow, localNow);
  // Every sample of every measurement: the quickest round trip of all of them sets the offset (a loaded page's
  // first HTTP samples are slow; the socket's pings, taken once it connects, are usually far quicker).
  const samples = new Subject<ClockSample>();
  const subscriptions = new Subscription();
  subscriptions.add(samples.pipe(bestClockOffset(KEPT_SAMPLES)).subscribe((offset) => offset$.next(offset)));
  const measure = () => {
    subscriptions.add(
      timer(0, deps.spacingMs ?? 500, deps.scheduler ?? asyncScheduler)
        .pipe(
          take(CLOCK_SAMPLES),
          concatMap(() => ping().pipe(catchError(() => EMPTY))),
        )
        .subscribe((sample) => samples.next(sample)),
    );
  };
  // One ticking clock per tab, hot: every countdown reads the same value, so two cards never disagree.
  const now$ = new BehaviorSubject<number | null>(null);
  subscriptions.add(
    serverSeconds(offset$.pipe(filter((offset): offset is number => offset !== null)), scheduler).subscribe(now$),
  );
  deps.socket?.on('connect', measure);
  measure();
  return {
    offset$,
    now$,
    measure,
    stop: () => {
      deps.socket?.off('connect', measure);
      subscriptions.unsubscribe();
    },
  };
}

/** auction/getSystemDate straight through fetch: a clock sample must not wait behind the store's middleware
 * (the time between send and receive bounds the offset's error). No toast: a lost sample is just skipped. */
export async function fetchSystemDateNow(): Promise<number> {
  const response = await fetch(`${globalThis.location?.origin ?? ''}${getSystemDate.path}`);
  const body = (await response.json()) as { resultCode: string; content: SystemDate };
  if (body.resultCode !== '000') throw new Error(`getSystemDate answered ${body.resultCode}`);
  return body.content.now;
}

const tabClocks = new WeakMap<object, ServerClock>();

/** The tab's one clock, made on first use: keyed by the tab's store, so each test's store has its own. It
 * pings over the tab's socket once that connects (a logged-in tab, or a page with public rooms) and asks
 * auction/getSystemDate meanwhile (an anonymous catalogue page never connects). */
export function tabServerClock(store: object): ServerClock {
  let clock = tabClocks.get(store);
  if (!clock) {
    clock = createServerClock({ socket: getTabConnection().socket, fetchServerNow: fetchSystemDateNow });
    tabClocks.set(store, clock);
  }
  return clock;
}

/** The parts of a countdown: days, hours, minutes, seconds left (never negative). */
export function splitRemaining(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
