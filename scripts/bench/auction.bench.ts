// Live-auction benchmark (`pnpm bench:auction [--watchers N] [--seconds S]`): the mock server on 127.0.0.1 with
// a fresh database, then in one run
//  1. fan-out: W socket watchers (default 1000) on one lot, one bidder bidding; latency to each watcher's
//     receipt, beside the floor: the same sockets receiving the same payload sent by the server's plain room
//     emit (the operator's publish aid: no bid transaction around it). Both are timed from the moment the HTTP
//     call is sent: the event is published after the commit and before the HTTP answer is written, so it
//     reaches a watcher before the bidder reads the answer (timed from the answer, every latency is 0);
//  2. throughput: 50 bidders bidding as fast as the rules allow for S seconds (default 10), 10 watchers;
//     accepted and stale bids per second; lost, duplicated and reordered bids checked against the database
//     and every watcher's event sequence;
// and the server's peak RSS. Prints a table, then one JSON line. Figures, not a test: nothing here fails a build.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { randomBytes, scryptSync } from 'node:crypto';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import type { Sequenced } from '../../contracts/src/events/common.ts';
import { startMockServer } from '../lib/stack.ts';

const { values: args } = parseArgs({
  options: { watchers: { type: 'string' }, seconds: { type: 'string' }, bids: { type: 'string' } },
});
const WATCHERS = Number(args.watchers ?? 1000);
const THROUGHPUT_MS = Number(args.seconds ?? 10) * 1000;
const FANOUT_BIDS = Number(args.bids ?? 60);
const BIDDERS = 50;
const PORT = Number(process.env.BENCH_PORT ?? 3361);
const PASSWORD = 'bench1234';

interface BidEvent {
  auctionId: number;
  bidId: number;
  amount: string;
  bidCount: number;
}
type BidAnswer =
  { outcome: 'accepted'; bidId: number; amount: string; nextMinBid: string } | { outcome: 'stale'; nextMinBid: string };

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const tmp = mkdtempSync(join(tmpdir(), 'auction-bench-'));
const dbFile = join(tmp, 'bench.db');
// A first start migrates and seeds the fresh database and stops; the measured server opens it seeded, so its RSS
// is that of serving, not of having generated the seed.
await (await startMockServer({ port: PORT, dbFile, quiet: true })).stop();
const server = await startMockServer({ port: PORT, dbFile, quiet: true });
const sockets: Socket[] = [];

// Peak RSS of the server process, sampled through the run.
let peakRssKb = 0;
const sampleRss = () => {
  try {
    const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peakRssKb = Math.max(peakRssKb, kb);
  } catch {
    /* not Linux, or gone */
  }
};
sampleRss();
const idleRssKb = peakRssKb;
const rssTimer = setInterval(sampleRss, 250);

async function call<T>(path: string, body: unknown, token?: string): Promise<{ resultCode: string; content: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { resultCode: string; content: T };
}

/** Lots and bidders written straight into the server's database (WAL: the server reads them at once). */
function prepare(db: DatabaseSync, count: number, lotTag: string): { lotId: number; accounts: string[] } {
  const now = Date.now();
  const seller = db.prepare("SELECT company_id FROM users WHERE account = 'factory'").get() as { company_id: number };
  const lotId = Number(
    db
      .prepare(
        `INSERT INTO auctions (code, title, title_en, company_id, image, unit, quantity, start_price_fen, increment_fen,
           margin_fen, start_at, scheduled_end_at, end_at, extend_window_ms, extend_ms, extend_cap_ms, description,
           location, delivery_terms, created_at, phase)
         VALUES (?, ?, ?, ?, '/img.png', 'piece', '100', 100000, 100, 50000, ?, ?, ?, 0, 0, 0, '[]', '义乌', '自提', ?,
           'inProgress')`,
      )
      .run(
        `BENCH-${lotTag}`,
        `压测拍品 ${lotTag}`,
        `Bench lot ${lotTag}`,
        seller.company_id,
        now - 60_000,
        now + 3_600_000,
        now + 3_600_000,
        now,
      ).lastInsertRowid,
  );
  const salt = randomBytes(16).toString('hex');
  const hash = `${salt}:${scryptSync(PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 }).toString('hex')}`;
  const accounts: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const account = `bench${lotTag}${String(i).padStart(3, '0')}`;
    const userId = Number(
      db
        .prepare(
          "INSERT INTO users (account, mobile, password_hash, nickname, role, created_at) VALUES (?, ?, ?, ?, 'buyer', ?)",
        )
        .run(account, `1${lotTag === 'fan' ? 58 : 59}${String(i).padStart(8, '0')}`, hash, account, now)
        .lastInsertRowid,
    );
    db.prepare(
      `INSERT INTO auction_margins (auction_id, user_id, status, contact_name, contact_phone, amount_fen, payment_time,
         created_at, updated_at) VALUES (?, ?, 'approved', 'Bench', '13900000000', 50000, ?, ?, ?)`,
    ).run(lotId, userId, now, now, now);
    accounts.push(account);
  }
  return { lotId, accounts };
}

async function login(account: string, password = PASSWORD): Promise<string> {
  const answer = await call<{ token: string }>('/api/auth/login/byAccount', { account, password });
  if (answer.resultCode !== '000') throw new Error(`login ${account}: ${JSON.stringify(answer)}`);
  return answer.content.token;
}

async function watcher(room: string): Promise<Socket> {
  const socket = io(server.url, { path: '/socket.io', transports: ['websocket'], forceNew: true, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ack = (await socket.timeout(10_000).emitWithAck('room:join', { room })) as { ok: boolean };
  if (!ack.ok) throw new Error(`join ${room}: ${JSON.stringify(ack)}`);
  return socket;
}

const bid = (token: string, auctionId: number, amount: string) =>
  call<BidAnswer>(
    '/api/portal/auctionSign/increasePrice',
    {
      auctionId,
      amount,
      idempotencyKey: randomBytes(12).toString('hex'),
    },
    token,
  );

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const fen = (money: string) => Math.round(Number(money) * 100);

try {
  const db = new DatabaseSync(dbFile);
  db.exec('PRAGMA busy_timeout = 5000');
  const fan = prepare(db, 1, 'fan');
  const run = prepare(db, BIDDERS, 'run');
  db.close();

  const operator = await login('operator', 'demo1234'); // the seeded demo operator (README)

  // 1. Fan-out.
  const fanRoom = `auction:${fan.lotId}`;
  const received = new Map<number, number[]>(); // bidId -> receipt times
  const fanSockets: Socket[] = [];
  for (let i = 0; i < WATCHERS; i += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, WATCHERS - i) }, () => watcher(fanRoom)));
    fanSockets.push(...batch);
  }
  for (const socket of fanSockets) {
    socket.on('auction:bid', (message: Sequenced<BidEvent>) => {
      const at = performance.now();
      const list = received.get(message.data.bidId);
      if (list) list.push(at);
      else received.set(message.data.bidId, [at]);
    });
  }
  const bidderToken = await login(fan.accounts[0] ?? '');
  const bidLatency: number[] = [];
  const floorLatency: number[] = [];
  let price = 100_000;
  let floorId = 1_000_000_000;
  const waitAll = async (id: number) => {
    const deadline = performance.now() + 10_000;
    while ((received.get(id)?.length ?? 0) < WATCHERS && performance.now() < deadline) await sleep(2);
  };
  for (let i = 0; i < FANOUT_BIDS; i += 1) {
    // A real bid: committed, then published to the room.
    const answeredAt = performance.now(); // sent
    const answer = await bid(bidderToken, fan.lotId, yuan(price));
    if (answer.resultCode !== '000' || answer.content.outcome !== 'accepted') throw new Error(JSON.stringify(answer));
    price += 100;
    await waitAll(answer.content.bidId);
    for (const at of received.get(answer.content.bidId) ?? []) bidLatency.push(Math.max(0, at - answeredAt));
    // The floor: the same payload through the server's plain room emit.
    floorId += 1;
    const floorAt = performance.now(); // sent
    const published = await call(
      '/api/mock/realtime/publish',
      {
        room: fanRoom,
        event: 'auction:bid',
        data: {
          auctionId: fan.lotId,
          bidId: floorId,
          userAlias: 'b***01',
          amount: yuan(price),
          bidAt: Date.now(),
          bidCount: i + 1,
          currentPrice: yuan(price),
        },
      },
      operator,
    );
    if (published.resultCode !== '000') throw new Error(JSON.stringify(published));
    await waitAll(floorId);
    for (const at of received.get(floorId) ?? []) floorLatency.push(Math.max(0, at - floorAt));
  }
  for (const socket of fanSockets) socket.disconnect();
  bidLatency.sort((a, b) => a - b);
  floorLatency.sort((a, b) => a - b);
  const expectedReceipts = FANOUT_BIDS * WATCHERS;

  // 2. Throughput.
  const runRoom = `auction:${run.lotId}`;
  const watchLogs: Sequenced<BidEvent>[][] = [];
  const runSockets = await Promise.all(Array.from({ length: 10 }, () => watcher(runRoom)));
  for (const socket of runSockets) {
    const log: Sequenced<BidEvent>[] = [];
    watchLogs.push(log);
    socket.on('auction:bid', (message: Sequenced<BidEvent>) => log.push(message));
  }
  const tokens = await Promise.all(run.accounts.map((account) => login(account)));
  const accepted: { bidId: number; amount: number }[] = [];
  let stale = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + THROUGHPUT_MS;
  // The bidders watch the price as the room does: each bids one increment above the highest amount any of them
  // has sent or been told (a shared counter), so bids sent at the same moment mostly arrive in order and are
  // accepted; those overtaken on the way come back stale with the new price.
  let highest = 100_000 - 100;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < deadline) {
        highest += 100;
        const amount = highest;
        const answer = await bid(token, run.lotId, yuan(amount));
        if (answer.resultCode !== '000') {
          errors += 1;
          continue;
        }
        if (answer.content.outcome === 'accepted') accepted.push({ bidId: answer.content.bidId, amount });
        else stale += 1;
        highest = Math.max(highest, fen(answer.content.nextMinBid) - 100);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  await sleep(1000); // the last events in flight
  for (const socket of runSockets) socket.disconnect();

  const check = new DatabaseSync(dbFile, { readOnly: true });
  const stored = check
    .prepare('SELECT id, amount_fen FROM auction_bids WHERE auction_id = ? ORDER BY id')
    .all(run.lotId) as { id: number; amount_fen: number }[];
  check.close();
  const storedIds = new Set(stored.map((row) => row.id));
  const answeredIds = new Set(accepted.map((a) => a.bidId));
  let lost =
    accepted.filter((a) => !storedIds.has(a.bidId)).length + stored.filter((row) => !answeredIds.has(row.id)).length;
  let duplicated = accepted.length - answeredIds.size;
  let reordered = 0;
  // Stored order: each accepted bid beats the one before.
  for (let i = 1; i < stored.length; i += 1)
    if ((stored[i]?.amount_fen ?? 0) <= (stored[i - 1]?.amount_fen ?? 0)) reordered += 1;
  for (const log of watchLogs) {
    const ids = log.map((m) => m.data.bidId);
    duplicated += ids.length - new Set(ids).size;
    lost += stored.filter((row) => !ids.includes(row.id)).length;
    for (let i = 1; i < log.length; i += 1) {
      const a = log[i - 1];
      const b = log[i];
      if (!a || !b) continue;
      if (b.seq <= a.seq || b.data.bidId <= a.data.bidId || fen(b.data.amount) <= fen(a.data.amount)) reordered += 1;
    }
  }
  sampleRss();

  const result = {
    watchers: WATCHERS,
    p50_ms: Number(percentile(bidLatency, 50).toFixed(1)),
    p99_ms: Number(percentile(bidLatency, 99).toFixed(1)),
    floor_p50_ms: Number(percentile(floorLatency, 50).toFixed(1)),
    floor_p99_ms: Number(percentile(floorLatency, 99).toFixed(1)),
    receipts: `${bidLatency.length}/${expectedReceipts}`,
    bids_per_s: Number((accepted.length / elapsed).toFixed(0)),
    stale_per_s: Number((stale / elapsed).toFixed(0)),
    errors,
    lost,
    duplicated,
    reordered,
    rss_mb: Number((peakRssKb / 1024).toFixed(0)),
  };
  const rows: [string, string, string][] = [
    ['fan-out', 'watchers', String(WATCHERS)],
    ['fan-out', 'bids sent / receipts', `${FANOUT_BIDS} / ${result.receipts}`],
    ['fan-out', 'bid -> watcher p50 / p99 ms', `${result.p50_ms} / ${result.p99_ms}`],
    ['fan-out', 'floor emit -> watcher p50 / p99 ms', `${result.floor_p50_ms} / ${result.floor_p99_ms}`],
    ['fan-out', 'p99 vs floor', `${(result.p99_ms / Math.max(0.1, result.floor_p99_ms)).toFixed(2)} x`],
    ['throughput', `bidders / watchers / seconds`, `${BIDDERS} / 10 / ${elapsed.toFixed(1)}`],
    ['throughput', 'accepted bids/s', String(result.bids_per_s)],
    ['throughput', 'stale bids/s', String(result.stale_per_s)],
    ['throughput', 'errors', String(errors)],
    ['checks', 'lost / duplicated / reordered', `${lost} / ${duplicated} / ${reordered}`],
    ['server', 'RSS MB idle after start / peak', `${(idleRssKb / 1024).toFixed(0)} / ${result.rss_mb}`],
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)));
  for (const row of rows)
    console.log(
      row.map((cell, i) => (i === 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  '),
    );
  console.log(
    JSON.stringify({
      watchers: result.watchers,
      p50_ms: result.p50_ms,
      p99_ms: result.p99_ms,
      floor_p99_ms: result.floor_p99_ms,
      bids_per_s: result.bids_per_s,
      lost,
      duplicated,
      reordered,
      rss_mb: result.rss_mb,
    }),
  );
} finally {
  clearInterval(rssTimer);
  for (const socket of sockets) socket.disconnect();
  await server.stop();
  rmSync(tmp, { recursive: true, force: true });
}
