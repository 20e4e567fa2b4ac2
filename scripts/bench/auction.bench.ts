// Live-auction benchmark (`pnpm bench:auction [--watchers N] [--seconds S]`): the mock server on 127.0.0.1 with
// a fresh database (lib/server.ts), then in one run
//  1. fan-out: W socket watchers (default 1000, in two child processes: lib/watchers.ts) on one lot, one bidder
//     bidding; latency to each watcher's receipt, beside the floor: the same sockets receiving the same payload
//     sent by the server's plain room emit (the operator's publish aid: no bid transaction around it). Both are
//     timed from the moment the HTTP call is sent, on the clock the processes share: the event is published
//     after the commit and before the HTTP answer is written, so it reaches a watcher before the bidder reads
//     the answer (timed from the answer, every latency is 0);
//  2. throughput: 50 bidders bidding as fast as the rules allow for S seconds (default 10), 10 watchers;
//     accepted and stale bids per second; lost, duplicated and reordered bids checked against the database
//     and every watcher's event sequence;
// and the server process's RSS: idle right after start (nothing asked yet), with the watchers connected, and
// the peak sampled every 100 ms through the run (VmRSS: every resident page of the process: the V8 heap as
// committed, young generation included, the node binary's code, malloc's arenas, socket buffers, SQLite's page
// cache), beside the server's own heap figures at its peak sample (heap used, new and old space).
// Prints a table, then one JSON line. Figures, not a test: nothing here fails a build.
import { DatabaseSync } from 'node:sqlite';
import { randomBytes } from 'node:crypto';
import { BENCH_PASSWORD, prepareLot } from './lib/auction-lot.ts';
import { parseArgs } from 'node:util';
import { closeConnections, loginAs, postJson } from './lib/http.ts';
import { startBenchServer } from './lib/server.ts';
import { latencies, loadAverage, printReport, round } from './lib/stats.ts';
import { now, startWatchers } from './lib/watchers.ts';

const { values: args } = parseArgs({
  options: { watchers: { type: 'string' }, seconds: { type: 'string' }, bids: { type: 'string' } },
});
const WATCHERS = Number(args.watchers ?? 1000);
const THROUGHPUT_MS = Number(args.seconds ?? 10) * 1000;
const FANOUT_BIDS = Number(args.bids ?? 60);
const BIDDERS = 50;
const RUN_WATCHERS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 3361);
const PASSWORD = BENCH_PASSWORD;

type BidAnswer =
  { outcome: 'accepted'; bidId: number; amount: string; nextMinBid: string } | { outcome: 'stale'; nextMinBid: string };

const loadBefore = await loadAverage();
const server = await startBenchServer({ port: PORT, name: 'auction' });
const dbFile = server.dbFile;

const login = (account: string, password = PASSWORD) => loginAs(server.url, account, password);

const bid = (token: string, auctionId: number, amount: string) =>
  postJson<BidAnswer>(
    server.url,
    '/api/portal/auctionSign/increasePrice',
    { auctionId, amount, idempotencyKey: randomBytes(12).toString('hex') },
    token,
  );

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
const fen = (money: string) => Math.round(Number(money) * 100);

try {
  const db = new DatabaseSync(dbFile);
  db.exec('PRAGMA busy_timeout = 5000');
  const fan = prepareLot(db, { tag: 'fan', count: 1, mobilePrefix: '158' });
  const run = prepareLot(db, { tag: 'run', count: BIDDERS, mobilePrefix: '159' });
  db.close();

  const operator = await login('operator', 'demo1234'); // the seeded demo operator (README)

  // 1. Fan-out.
  const fanRoom = `auction:${fan.lotId}`;
  const fanWatchers = await startWatchers({
    url: server.url,
    room: fanRoom,
    count: WATCHERS,
    events: ['auction:bid', 'auction:ranking'],
    key: 'bidId',
    keepLogs: false,
  });
  const watchersRssMb = server.rss.nowMb();
  const bidderToken = await login(fan.accounts[0] ?? '');
  const bidSent = new Map<number, number>(); // bidId -> when its HTTP call was sent
  const floorSent = new Map<number, number>();
  let price = 100_000;
  let floorId = 1_000_000_000;
  for (let i = 0; i < FANOUT_BIDS; i += 1) {
    // A real bid: committed, then published to the room.
    const sentAt = now();
    const answer = await bid(bidderToken, fan.lotId, yuan(price));
    if (answer.resultCode !== '000' || answer.content.outcome !== 'accepted') throw new Error(JSON.stringify(answer));
    bidSent.set(answer.content.bidId, sentAt);
    price += 100;
    const bidSeq = await fanWatchers.allReceived(answer.content.bidId);
    // The bid's ranking follows it to the room: the floor is sent once that has arrived too, so it does not
    // queue behind the bid's own traffic.
    await fanWatchers.allReceivedSeq(bidSeq + 1);
    // The floor: the same payload through the server's plain room emit.
    floorId += 1;
    floorSent.set(floorId, now());
    const published = await postJson(
      server.url,
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
    await fanWatchers.allReceived(floorId);
  }
  const { receipts } = await fanWatchers.collect();
  const delays = (sent: Map<number, number>) =>
    [...sent].flatMap(([id, at]) => (receipts.get(id) ?? []).map((arrived) => Math.max(0, arrived - at)));
  const bidLatency = latencies(delays(bidSent));
  const floorLatency = latencies(delays(floorSent));
  const expectedReceipts = FANOUT_BIDS * WATCHERS;

  // 2. Throughput.
  const runRoom = `auction:${run.lotId}`;
  const runWatchers = await startWatchers({
    url: server.url,
    room: runRoom,
    count: RUN_WATCHERS,
    events: ['auction:bid'],
    key: 'bidId',
    keepLogs: true,
  });
  const tokens = await Promise.all(run.accounts.map((account) => login(account)));
  const accepted: { bidId: number; amount: number }[] = [];
  let stale = 0;
  let errors = 0;
  const started = performance.now();
  const cpuBefore = server.cpuMs();
  const benchCpuBefore = process.cpuUsage();
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
  const cpuMs = server.cpuMs() - cpuBefore;
  const benchCpu = process.cpuUsage(benchCpuBefore);
  const benchCpuMs = (benchCpu.user + benchCpu.system) / 1000;
  const lastBid = accepted.reduce((max, a) => Math.max(max, a.bidId), 0);
  await runWatchers.allReceived(lastBid).catch(() => undefined); // the last events in flight; a miss is counted below
  const { logs: watchLogs } = await runWatchers.collect();

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
    const ids = log.map((m) => Number(m.data.bidId));
    const seen = new Set(ids);
    duplicated += ids.length - seen.size;
    lost += stored.filter((row) => !seen.has(row.id)).length;
    for (let i = 1; i < log.length; i += 1) {
      const a = log[i - 1];
      const b = log[i];
      if (!a || !b) continue;
      if (
        b.seq <= a.seq ||
        Number(b.data.bidId) <= Number(a.data.bidId) ||
        fen(String(b.data.amount)) <= fen(String(a.data.amount))
      )
        reordered += 1;
    }
  }
  const peakRssMb = server.rss.peakMb;
  const atPeak = server.memoryAtPeak();

  const receiptsSeen = `${bidLatency.n}/${expectedReceipts}`;
  const bidsPerS = round(accepted.length / elapsed, 0);
  const stalePerS = round(stale / elapsed, 0);
  const loadAfter = await loadAverage();
  const sentBids = Math.max(1, accepted.length + stale + errors);
  const cpuPerBid = round(cpuMs / sentBids, 2);
  const benchCpuPerBid = round(benchCpuMs / sentBids, 2);
  printReport(
    [
      ['fan-out', 'watchers (child processes)', String(WATCHERS)],
      ['fan-out', 'bids sent / receipts', `${FANOUT_BIDS} / ${receiptsSeen}`],
      ['fan-out', 'bid -> watcher p50 / p99 ms', `${bidLatency.p50} / ${bidLatency.p99}`],
      ['fan-out', 'floor emit -> watcher p50 / p99 ms', `${floorLatency.p50} / ${floorLatency.p99}`],
      ['fan-out', 'p99 vs floor', `${(bidLatency.p99 / Math.max(0.1, floorLatency.p99)).toFixed(2)} x`],
      ['throughput', 'bidders / watchers / seconds', `${BIDDERS} / ${RUN_WATCHERS} / ${elapsed.toFixed(1)}`],
      ['throughput', 'accepted bids/s', String(bidsPerS)],
      ['throughput', 'stale bids/s', String(stalePerS)],
      ['throughput', 'errors', String(errors)],
      ['throughput', 'server CPU ms per bid sent / CPU busy', `${cpuPerBid} / ${round(cpuMs / 10 / elapsed, 0)}%`],
      ['throughput', 'bidders (this process) CPU ms per bid sent', String(benchCpuPerBid)],
      ['checks', 'lost / duplicated / reordered', `${lost} / ${duplicated} / ${reordered}`],
      [
        'server',
        `RSS MB idle / ${WATCHERS} watchers / peak`,
        `${server.rss.idleMb.toFixed(0)} / ${watchersRssMb.toFixed(0)} / ${peakRssMb.toFixed(0)}`,
      ],
      [
        'server',
        'at peak MB: heap used / committed (new + old space)',
        atPeak
          ? `${atPeak.heapUsed.toFixed(0)} / ${atPeak.heapTotal.toFixed(0)} (${(atPeak.spaces.new_space?.size ?? 0).toFixed(0)} + ${(atPeak.spaces.old_space?.size ?? 0).toFixed(0)})`
          : '-',
      ],
      ['machine', 'load average before / after', `${loadBefore} / ${loadAfter}`],
    ],
    {
      watchers: WATCHERS,
      p50_ms: bidLatency.p50,
      p99_ms: bidLatency.p99,
      floor_p99_ms: floorLatency.p99,
      bids_per_s: bidsPerS,
      stale_per_s: stalePerS,
      server_cpu_ms_per_bid: cpuPerBid,
      lost,
      duplicated,
      reordered,
      rss_mb: round(peakRssMb, 0),
      idle_rss_mb: round(server.rss.idleMb, 0),
      connected_rss_mb: round(watchersRssMb, 0),
      heap_used_at_peak_mb: atPeak ? round(atPeak.heapUsed, 0) : null,
    },
  );
} finally {
  closeConnections();
  await server.stop();
}
