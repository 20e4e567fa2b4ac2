// The trading floor's fan-out: 500 dashboard watchers on the `floor` room while the floor is driven 10 times a
// second, beside a plain broadcast floor (the same cadence of a ready-made tick of totals only through the
// operator's publish aid, no aggregation, no lists). Each tick of the floor is a real one: a committed domain event (the
// operator's simulate aid) aggregated into floor:tick (FLOOR_TICK_MS=100 lets it tick 10 times a second).
// Delivery is measured from the request that caused the tick to its arrival at each watcher; lost counts the
// ticks a watcher missed, order whether every watcher saw seq ascending. One JSON line per mode.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { startBenchServer } from './lib/server.ts';
import { percentile } from './lib/stats.ts';

interface ClientSocket {
  on(event: string, listener: (message: { seq: number; at: number; data: unknown }) => void): void;
  once(event: string, listener: (error?: unknown) => void): void;
  emit(event: string, data: unknown, ack: (answer: { ok: boolean }) => void): void;
  disconnect(): void;
}
const root = join(import.meta.dirname, '..', '..');
const { io } = createRequire(join(root, 'mock-server', 'package.json'))('socket.io-client') as {
  io(url: string, options: object): ClientSocket;
};

const WATCHERS = Number(process.env.BENCH_WATCHERS ?? 500);
const RATE = Number(process.env.BENCH_TICKS_PER_S ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3367);

async function post(url: string, body: unknown, token?: string): Promise<{ resultCode: string; content: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { resultCode: string; content: unknown };
}

interface Watcher {
  socket: ClientSocket;
  arrivals: { seq: number; at: number }[];
}

async function connectWatchers(url: string): Promise<Watcher[]> {
  const watchers: Watcher[] = [];
  // In batches, as a hall's screens come up, so the handshakes do not time out on a small machine.
  for (let i = 0; i < WATCHERS; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, WATCHERS - i) }, async () => {
        const socket = io(url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        const watcher: Watcher = { socket, arrivals: [] };
        socket.on('floor:tick', (message) => watcher.arrivals.push({ seq: message.seq, at: performance.now() }));
        await new Promise<void>((resolve) => socket.emit('room:join', { room: 'floor' }, () => resolve()));
        return watcher;
      }),
    );
    watchers.push(...batch);
  }
  return watchers;
}

/** Sends `fire` RATE times a second for SECONDS; returns when each request was sent. */
async function drive(fire: () => Promise<unknown>): Promise<number[]> {
  const sent: number[] = [];
  const interval = 1000 / RATE;
  const start = performance.now();
  for (let i = 0; i < RATE * SECONDS; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    sent.push(performance.now());
    void fire();
  }
  await new Promise((resolve) => setTimeout(resolve, 1500)); // the last ticks in flight
  return sent;
}

function measure(mode: string, watchers: Watcher[], sent: number[], firstSeq: number, lastSeq: number) {
  // The room's seq also counts belt:update (an order to a belt's company): the ticks are the seqs any
  // watcher received as floor:tick in the window; a watcher lost those it did not receive.
  const ticks = new Set<number>();
  for (const watcher of watchers) {
    for (const a of watcher.arrivals) if (a.seq > firstSeq && a.seq <= lastSeq) ticks.add(a.seq);
  }
  const expected = ticks.size;
  const latencies: number[] = [];
  let lost = 0;
  let ordered = true;
  for (const watcher of watchers) {
    const mine = watcher.arrivals.filter((a) => a.seq > firstSeq && a.seq <= lastSeq);
    lost += expected - new Set(mine.map((a) => a.seq)).size;
    for (let i = 1; i < mine.length; i += 1) if ((mine[i]?.seq ?? 0) <= (mine[i - 1]?.seq ?? 0)) ordered = false;
    // A tick's cause is the latest request sent before it arrived.
    for (const arrival of mine) {
      let cause = sent[0] ?? arrival.at;
      for (const at of sent) if (at <= arrival.at) cause = at;
      latencies.push(arrival.at - cause);
    }
    watcher.arrivals.length = 0;
  }
  latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  console.log(
    JSON.stringify({
      bench: 'floor',
      mode,
      watchers: watchers.length,
      requested_per_s: RATE,
      ticks: expected,
      ticks_per_s: round(expected / SECONDS),
      deliveries: latencies.length,
      p50_ms: round(percentile(latencies, 50)),
      p99_ms: round(percentile(latencies, 99)),
      max_ms: round(latencies.at(-1) ?? 0),
      lost,
      order_kept: ordered,
    }),
  );
}

const server = await startBenchServer({
  port: PORT,
  name: 'floor',
  env: { FLOOR_TICK_MS: String(Math.round(1000 / RATE)) },
});
const sockets: ClientSocket[] = [];
try {
  const login = await post(`${server.url}/api/auth/login/byAccount`, { account: 'operator', password: 'demo1234' });
  const token = (login.content as { token: string }).token;
  const watchers = await connectWatchers(server.url);
  sockets.push(...watchers.map((w) => w.socket));
  const floorData = async () =>
    (
      (await (await fetch(`${server.url}/api/portal/pass/tradingFloor/tradingFloorData`)).json()) as {
        content: { seq: number; live: Record<string, unknown> };
      }
    ).content;
  const seqNow = async () => (await floorData()).seq;

  // The floor: each request is a committed order that the aggregation turns into a tick.
  let first = await seqNow();
  let sent = await drive(() =>
    post(`${server.url}/api/mock/floor/simulate`, { event: 'order.placed', amount: '100.00' }, token),
  );
  let last = await seqNow();
  measure('trading floor (aggregated ticks)', watchers, sent, first, last);

  // The plain broadcast: a ready-made tick of totals only (no lists, no series) through the publish aid, no
  // aggregation: what a floor of a few counters would cost.
  const { live } = await floorData();
  const plain = { ...live, groupBuys: [], topCategories: [], topShops: [], latestTrades: [], series: [] };
  first = await seqNow();
  sent = await drive(() =>
    post(`${server.url}/api/mock/realtime/publish`, { room: 'floor', event: 'floor:tick', data: plain }, token),
  );
  last = await seqNow();
  measure('plain broadcast', watchers, sent, first, last);
} finally {
  for (const socket of sockets) socket.disconnect();
  await server.stop();
}
