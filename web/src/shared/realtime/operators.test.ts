// The realtime operators under TestScheduler marbles: clock offset and a clock that never runs back, gap
// and epoch detection with re-sync from the snapshot, pacing and the per-frame batches (animation frames
// played by `animate`), and the connection mode with polling.
import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { Subscription, concatMap, from, map, toArray, type Observable, type SchedulerLike } from 'rxjs';
import type { Sequenced } from '@portal/contracts/events/common';
import {
  bestClockOffset,
  connectionMode,
  measureClockOffset,
  offsetOf,
  batchToScreen,
  paceToScreen,
  pollWhileDown,
  serverClock,
  serverSeconds,
  syncRoom,
  backoffDelay,
  type ClockSample,
  type RoomInput,
  type RoomSnapshot,
  type RoomUpdate,
} from './operators.ts';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const sample = (sentAt: number, receivedAt: number, serverNow: number): ClockSample => ({
  sentAt,
  receivedAt,
  serverNow,
});

describe('clock offset', () => {
  it('takes the answer as given mid-way through the round trip', () => {
    expect(offsetOf(sample(1000, 1100, 5050))).toBe(4000);
  });

  it('keeps the offset of the quickest round trip among the last N samples', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const samples = cold('a-b-c-d', {
        a: sample(0, 400, 10_200), // rtt 400 -> 10 000
        b: sample(1000, 1040, 11_520), // rtt 40 -> 10 500 (best)
        c: sample(2000, 2300, 12_000), // rtt 300: worse, kept b
        d: sample(3000, 3200, 13_100), // rtt 200: worse; b left the window of 2 -> d (10 000)
      });
      // c changes nothing (b stays best): no value; d is the best of c and d
      expectObservable(samples.pipe(bestClockOffset(2))).toBe('a-b---d', { a: 10_000, b: 10_500, d: 10_000 });
    });
  });

  it('measures N round trips through the ping it is given, spaced out, ignoring a lost one', () => {
    scheduler().run(({ cold, expectObservable }) => {
      let call = 0;
      const answers: Observable<ClockSample>[] = [
        cold('-(a|)', { a: sample(0, 20, 5010) }),
        cold('-#'),
        cold('-(a|)', { a: sample(0, 4, 6002) }),
      ];
      const ping = () => answers[call++]!;
      expectObservable(measureClockOffset(ping, { count: 3, spacingMs: 10 })).toBe('-a 19ms (b|)', {
        a: 5000,
        b: 6000,
      });
    });
  });

  it('drives a server clock that never goes back when a better offset is lower', () => {
    scheduler().run(({ cold, expectObservable }) => {
      // local time is the scheduler's (0 at start): offset 1000, then 400 (the clock holds), then 1200
      const offsets = cold('a--b-c', { a: 1000, b: 400, c: 1200 });
      expectObservable(serverClock(offsets, { tickMs: 2 }), '^------!').toBe('a-b--cd', {
        a: 1000,
        b: 1002,
        c: 1205,
        d: 1206,
      });
    });
  });
});

type Bid = { bidId: number };
const msg = (seq: number, epoch = 'e1'): RoomInput<Bid> => ({
  type: 'message',
  event: 'auction:bid',
  message: { room: 'auction:1', seq, epoch, at: 0, data: { bidId: seq } } satisfies Sequenced<Bid>,
});
const joined = (seq: number, epoch = 'e1'): RoomInput<Bid> => ({ type: 'joined', seq, epoch });
/** What a page sees, short: `s<seq>` for a snapshot, the seq of an event. */
const short = (update: RoomUpdate<Bid, string>) =>
  update.type === 'snapshot' ? `s${update.seq}:${update.state}` : update.message.seq;

describe('serverSeconds', () => {
  it("ticks on the server's whole seconds, re-aligned when the offset changes", () => {
    scheduler().run(({ cold, expectObservable }) => {
      // Offset 250 ms: the server's next whole second is 750 ms away, then one every second; at 2500 the offset
      // becomes -200 (server time 2300): shown at once, then the next whole second 700 ms later.
      const offset$ = cold('a 2499ms b', { a: 250, b: -200 });
      expectObservable(serverSeconds(offset$), '^ 4299ms !').toBe('a 749ms b 999ms c 749ms d 699ms e 999ms f', {
        a: 250,
        b: 1000,
        c: 2000,
        d: 2300,
        e: 3000,
        f: 4000,
      });
    });
  });

  it('never goes back when a better offset is lower', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const offset$ = cold('a 2499ms b', { a: 250, b: -900 });
      // At 2500 the server time would read 1600 (< 2000 shown): nothing until the server passes 3000.
      expectObservable(serverSeconds(offset$), '^ 3999ms !').toBe('a 749ms b 999ms c 2149ms d', {
        a: 250,
        b: 1000,
        c: 2000,
        d: 3000,
      });
    });
  });
});

describe('syncRoom', () => {
  it('loads the snapshot on the first join, then passes events in order and drops duplicates', () => {
    scheduler().run(({ hot, cold, expectObservable }) => {
      const inputs = hot('j-a-b-b-c', { j: joined(3), a: msg(4), b: msg(5), c: msg(6) });
      const snapshot = () => cold('-(s|)', { s: { state: 'at3', seq: 3 } as RoomSnapshot<string> });
      expectObservable(inputs.pipe(syncRoom(snapshot), map(short))).toBe('-sa-b---c', {
        s: 's3:at3',
        a: 4,
        b: 5,
        c: 6,
      } as Record<string, string | number>);
    });
  });

  it('re-syncs on a gap, keeps what arrives meanwhile, and replays only what is newer than the snapshot', () => {
    scheduler().run(({ hot, cold, expectObservable }) => {
      // 6 is lost: 7 shows the gap; 8 arrives while the snapshot (at seq 7) loads
      const inputs = hot('j-a-c-d', { j: joined(4), a: msg(5), c: msg(7), d: msg(8) });
      let calls = 0;
      const snapshot = () => cold('--(s|)', { s: { state: `snap${++calls}`, seq: calls === 1 ? 4 : 7 } });
      expectObservable(inputs.pipe(syncRoom(snapshot), map(short))).toBe('--(sa)(td)', {
        s: 's4:snap1',
        a: 5,
        t: 's7:snap2',
        d: 8,
      } as Record<string, string | number>);
    });
  });

  it('treats another epoch as a new sequence (server restarted), not as a gap to wait for', () => {
    scheduler().run(({ hot, cold, expectObservable }) => {
      const inputs = hot('j-a-b', { j: joined(9, 'e1'), a: msg(10, 'e1'), b: msg(1, 'e2') });
      const snapshots: RoomSnapshot<string>[] = [
        { state: 'old', seq: 9, epoch: 'e1' },
        { state: 'fresh', seq: 1, epoch: 'e2' },
      ];
      let calls = 0;
      const snapshot = () => cold('(s|)', { s: snapshots[calls++]! });
      expectObservable(inputs.pipe(syncRoom(snapshot), map(short))).toBe('s-a-t', {
        s: 's9:old',
        a: 10,
        t: 's1:fresh',
      } as Record<string, string | number>);
    });
  });

  it('re-syncs after a reconnect only when events were missed meanwhile', () => {
    scheduler().run(({ hot, cold, expectObservable }) => {
      const inputs = hot('j-a-k-l', { j: joined(1), a: msg(2), k: joined(2), l: joined(5) });
      let calls = 0;
      const snapshot = () => cold('(s|)', { s: { state: `n${++calls}`, seq: calls === 1 ? 1 : 5 } });
      expectObservable(inputs.pipe(syncRoom(snapshot), map(short))).toBe('s-a---t', {
        s: 's1:n1',
        a: 2,
        t: 's5:n2',
      } as Record<string, string | number>);
    });
  });

  it('assumes the last known sequence when the snapshot call does not return one (cart/getCartNum)', () => {
    scheduler().run(({ hot, cold, expectObservable }) => {
      const inputs = hot('j-a', { j: joined(2), a: msg(3) });
      const snapshot = () => cold('(s|)', { s: { state: 'count' } });
      expectObservable(inputs.pipe(syncRoom(snapshot), map(short))).toBe('s-a', { s: 's2:count', a: 3 } as Record<
        string,
        string | number
      >);
    });
  });
});

describe('snapshot retries', () => {
  it('back off from 1 s doubling to 30 s, each shortened by up to half at random', () => {
    const at = (random: number) => [1, 2, 3, 6, 7].map((n) => backoffDelay(n, { random: () => random }));
    expect(at(0)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(at(0.999)).toEqual([500, 1001, 2002, 15_015, 15_015]);
  });

  it('ask a failed snapshot again after each backoff, and tell a first load from a re-sync', () => {
    scheduler().run(({ hot, cold, expectObservable }) => {
      const inputs = hot('j 3999ms a 99ms c', { j: joined(1), a: msg(2), c: msg(5) });
      let calls = 0;
      // The first two calls fail: asked again 1 s, then 2 s later (random 0: no jitter).
      const snapshot = () =>
        ++calls <= 2
          ? cold<RoomSnapshot<string>>('#', undefined, new Error('down'))
          : cold<RoomSnapshot<string>>('(s|)', { s: { state: `n${calls}`, seq: calls === 3 ? 1 : 5 } });
      const retry = { random: () => 0 };
      expectObservable(
        inputs.pipe(
          syncRoom(snapshot, { retry }),
          map((u) => (u.type === 'snapshot' ? `${u.cause}:${u.state}` : u.message.seq)),
        ),
      ).toBe('3000ms f 999ms a 99ms r', { f: 'first:n3', a: 2, r: 'resync:n4' } as Record<string, string | number>);
    });
  });
});

describe('paceToScreen', () => {
  it('lets the first value through at once and the latest at the end of each window', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const rankings = hot('a-b-c---------d--|');
      expectObservable(rankings.pipe(paceToScreen({ intervalMs: 5 }))).toBe('a----c--------d--|');
    });
  });
});

describe('connection mode and polling', () => {
  it("is 'live' when connected, 'reconnecting' when it drops, 'polling' after the grace time", () => {
    scheduler().run(({ hot, expectObservable }) => {
      const connected = hot('t-f-t-f----------', { t: true, f: false });
      expectObservable(connectionMode(connected, { graceMs: 5 })).toBe('l-r-l-r----p', {
        l: 'live',
        r: 'reconnecting',
        p: 'polling',
      });
    });
  });

  it("is 'connecting' before the first connection (nothing dropped yet), 'polling' if it does not come", () => {
    scheduler().run(({ hot, expectObservable }) => {
      const connected = hot('f--t-f', { t: true, f: false });
      expectObservable(connectionMode(connected, { graceMs: 5 })).toBe('c--l-r----p', {
        c: 'connecting',
        l: 'live',
        r: 'reconnecting',
        p: 'polling',
      });
      const never = hot('f-------', { f: false });
      expectObservable(connectionMode(never, { graceMs: 5 })).toBe('c----p', { c: 'connecting', p: 'polling' });
    });
  });

  it('polls the snapshot every interval while polling, and stops when live again', () => {
    scheduler().run(({ hot, cold, expectObservable }) => {
      const mode = hot('l--p--------l----', { l: 'live', p: 'polling' } as const);
      const poll = () => cold('-(s|)', { s: 'snap' });
      expectObservable(pollWhileDown(mode, poll, { intervalMs: 4 })).toBe('----s---s--------', { s: 'snap' });
    });
  });
});

describe('batchToScreen', () => {
  it('gives what arrived in each window as one batch, in order, none lost', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const ticks = hot('a-b-c---------d--|');
      expectObservable(ticks.pipe(batchToScreen({ intervalMs: 5 }))).toBe('-----x-----------(y|)', {
        x: ['a', 'b', 'c'],
        y: ['d'],
      });
    });
  });

  it('folds a burst of one instant into one batch and emits nothing while quiet', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const ticks = hot('(abc)-----d----|');
      expectObservable(ticks.pipe(batchToScreen({ intervalMs: 1 }))).toBe('-x---------y---|', {
        x: ['a', 'b', 'c'],
        y: ['d'],
      });
    });
  });

  it('gives the batch after maxWaitMs when no frame comes (a hidden tab)', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const ticks = hot('a-b-------c-|');
      // Frames that never come: the timer gives the batch instead.
      const noFrames: SchedulerLike = { now: () => 0, schedule: () => new Subscription() };
      expectObservable(ticks.pipe(batchToScreen({ scheduler: noFrames, maxWaitMs: 4 }))).toBe('----x-------(y|)', {
        x: ['a', 'b'],
        y: ['c'],
      });
    });
  });

  it('gives one batch per animation frame (its default), none lost and in order across frames', () => {
    scheduler().run(({ animate, hot, expectObservable }) => {
      // Frames at 5, 14 and 17: a storm of one instant before the first, a burst before the next, then one.
      animate('-----x--------x--x');
      const storm = hot('(abcde)----kl--m--|');
      expectObservable(storm.pipe(batchToScreen())).toBe('-----x--------y--z|', {
        x: ['a', 'b', 'c', 'd', 'e'],
        y: ['k', 'l'],
        z: ['m'],
      });
    });
  });

  it('flattened again, its batches are the source itself: every value once, in arrival order', () => {
    scheduler().run(({ animate, hot, expectObservable }) => {
      animate('--x--x--x--x--x--x--x');
      const values = 'abcdefghijklmnop'.split('');
      const source = hot('ab-cde-f--gh-ijk-lmnop|');
      expectObservable(
        source.pipe(
          batchToScreen(),
          concatMap((batch) => from(batch)),
          toArray(),
        ),
      ).toBe(`${'-'.repeat(22)}(x|)`, { x: values });
    });
  });

  it('gives the collected values before an error', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const ticks = hot('a-b-#');
      expectObservable(ticks.pipe(batchToScreen({ intervalMs: 10 }))).toBe('----(x#)', { x: ['a', 'b'] });
    });
  });
});
