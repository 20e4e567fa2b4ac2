// Socket watchers for a bench, held in 1-2 child processes (watcher-process.ts) rather than in the bench's own
// process: a thousand socket.io clients parsing every broadcast in the process that also times and sends the
// requests made that process, not the server, the limit. Times are on the machine's shared clock (now()).
import { fork, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { FromWatchers, LoggedMessage, WatchOrder } from './watcher-process.ts';

export type { LoggedMessage } from './watcher-process.ts';

/** Milliseconds on the clock every process of the machine shares (the watchers note arrivals on it). */
export const now = () => performance.timeOrigin + performance.now();

export interface Watchers {
  /** Resolves once every watcher has received the event whose `key` field is `value` (rejects on timeout),
   * with that event's room sequence number. */
  allReceived(value: string | number, timeoutMs?: number): Promise<number>;
  /** Resolves once every watcher has received the room's event number `seq` (one without a key). */
  allReceivedSeq(seq: number, timeoutMs?: number): Promise<number>;
  /** Disconnects them all and returns each event's arrival times and (with keepLogs) each socket's messages. */
  collect(): Promise<{ receipts: Map<string | number, number[]>; logs: LoggedMessage[][] }>;
}

export async function startWatchers(
  order: WatchOrder & {
    /** Child processes to spread the watchers over (default: 2 from 200 watchers, else 1). */
    processes?: number;
  },
): Promise<Watchers> {
  const processes = Math.max(1, Math.min(order.count, order.processes ?? (order.count >= 200 ? 2 : 1)));
  const children: ChildProcess[] = [];
  /** How many children have reported an event complete (by key and by room sequence), and its sequence. */
  const complete = new Map<string, { n: number; seq: number }>();
  const waiting = new Map<string, (seq: number) => void>();
  const done = (id: string, seq: number) => {
    const entry = complete.get(id) ?? { n: 0, seq };
    entry.n += 1;
    complete.set(id, entry);
    if (entry.n === processes) waiting.get(id)?.(seq);
  };
  const waitFor = (id: string, what: string, timeoutMs: number) => {
    const entry = complete.get(id);
    if (entry && entry.n === processes) return Promise.resolve(entry.seq);
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`not every watcher received ${what} within ${timeoutMs} ms`));
      }, timeoutMs);
      waiting.set(id, (seq) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(seq);
      });
    });
  };
  const starts: Promise<void>[] = [];
  for (let i = 0; i < processes; i += 1) {
    const count = Math.floor(order.count / processes) + (i < order.count % processes ? 1 : 0);
    const child = fork(join(import.meta.dirname, 'watcher-process.ts'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    children.push(child);
    starts.push(
      new Promise<void>((resolve, reject) => {
        child.on('message', (message: FromWatchers) => {
          if (message.type === 'ready') resolve();
          else if (message.type === 'failed') reject(new Error(message.message));
          else if (message.type === 'all') {
            if (message.key !== undefined) done(`key:${message.key}`, message.seq);
            done(`seq:${message.seq}`, message.seq);
          }
        });
        child.once('exit', (code) => reject(new Error(`watcher process exited with ${code}`)));
      }),
    );
    child.send({ ...order, count } satisfies WatchOrder);
  }
  await Promise.all(starts);

  return {
    allReceived: (value, timeoutMs = 10_000) => waitFor(`key:${value}`, `${order.key} ${value}`, timeoutMs),
    allReceivedSeq: (seq, timeoutMs = 10_000) => waitFor(`seq:${seq}`, `event number ${seq}`, timeoutMs),
    async collect() {
      const results = await Promise.all(
        children.map(
          (child) =>
            new Promise<Extract<FromWatchers, { type: 'result' }>>((resolve) => {
              child.on('message', (message: FromWatchers) => {
                if (message.type === 'result') resolve(message);
              });
              child.send({ type: 'collect' });
            }),
        ),
      );
      for (const child of children) child.kill();
      const receipts = new Map<string | number, number[]>();
      for (const result of results)
        for (const [key, times] of result.receipts) receipts.set(key, [...(receipts.get(key) ?? []), ...times]);
      return { receipts, logs: results.flatMap((result) => result.logs) };
    },
  };
}
