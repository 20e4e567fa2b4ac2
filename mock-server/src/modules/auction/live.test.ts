// The auction floor live, over real sockets (socket.io-client): watchers receive bids, extensions, ranking and
// the end in one sequence; a watcher that missed events re-syncs from roundRobin to the same state; owners are
// told when outbid; a restart keeps every bid and starts a new epoch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type JoinAck,
  type Sequenced,
  type ServerToClientEvents,
} from '@portal/contracts/events/common';
import type { AuctionSnapshot } from '@portal/contracts/entities/auction';
import type { AuctionRankingEntry } from '@portal/contracts/events/auction';
import type { BidAnswer } from '@portal/contracts/http/auction';
import type { BidAnnouncement } from '@portal/contracts/http/bid-announcement';
import * as announcement from '@portal/contracts/http/bid-announcement';
import * as sign from '@portal/contracts/http/auction-sign';
import type { PageOf } from '@portal/contracts/operation';
import { buildApp } from '../../app.ts';
import { MINUTE } from '../../lib/china-time.ts';
import { get, tokenOf, userIdOf } from '../../test/helpers.ts';
import { run } from '../../db/database.ts';
import * as auction from '@portal/contracts/http/auction';
import { approvedBidders, createLot, key, post } from './test-kit.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type Message = Sequenced<unknown> & { event: string };

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;
let url: string;
const sockets: ClientSocket[] = [];

async function open(token?: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: token ? { token } : {},
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** Every room event a socket receives, in order, with its name. */
function record(socket: ClientSocket): Message[] {
  const seen: Message[] = [];
  socket.onAny((event: string, message: Sequenced<unknown>) => seen.push({ ...message, event }));
  return seen;
}

const join = (socket: ClientSocket, room: string) =>
  socket.timeout(2000).emitWithAck('room:join', { room: room as never }) as Promise<JoinAck>;

const until = async (check: () => boolean, ms = 3000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const bid = (token: string, auctionId: number, amount: string) =>
  post<BidAnswer>(app, sign.signIncreasePrice, { auctionId, amount, idempotencyKey: key() }, token);
const snapshot = async (auctionId: number) =>
  (await get<AuctionSnapshot>(app, sign.roundRobin, { query: { auctionId } })).content;

/** What a client builds from the events on top of a snapshot (the web's reducer, in short). */
function applyEvents(base: AuctionSnapshot, events: readonly Message[]) {
  const state = {
    currentPrice: base.currentPrice,
    bidCount: base.bidCount,
    endAt: base.endAt,
    ranking: base.ranking,
    seq: base.seq ?? 0,
  };
  for (const m of events) {
    if (m.seq <= state.seq) continue;
    expect(m.seq, 'no gap').toBe(state.seq + 1);
    state.seq = m.seq;
    const data = m.data as Record<string, unknown>;
    if (m.event === 'auction:bid') Object.assign(state, { currentPrice: data.currentPrice, bidCount: data.bidCount });
    if (m.event === 'auction:extended') state.endAt = data.endAt as number;
    if (m.event === 'auction:ranking') state.ranking = data.ranking as AuctionRankingEntry[];
  }
  return state;
}

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000); // seeding a database takes seconds on a loaded machine
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

describe('watchers of a lot', () => {
  it('all receive a late bid, the extension it causes and the ranking, in one sequence; the floor gets the card', async () => {
    const lot = createLot(app, { endAt: T0 + 2 * MINUTE });
    const [a] = approvedBidders(app, lot, 1);
    if (!a) throw new Error('bidder');
    const watchers = await Promise.all([open(), open(), open(a.token)]);
    const logs = watchers.map(record);
    for (const w of watchers) expect(await join(w, `auction:${lot}`)).toMatchObject({ ok: true, seq: 0 });
    const floor = await open();
    const cards = record(floor);
    await join(floor, 'floor');

    const answer = await bid(a.token, lot, '1000.00');
    expect(answer.content).toMatchObject({ outcome: 'accepted', extended: true, endAt: T0 + 5 * MINUTE });
    await until(() => logs.every((log) => log.length === 3));
    for (const log of logs) {
      expect(log.map((m) => [m.event, m.seq])).toEqual([
        ['auction:bid', 1],
        ['auction:extended', 2],
        ['auction:ranking', 3],
      ]);
      expect(log[1]?.data).toEqual({ auctionId: lot, endAt: T0 + 5 * MINUTE });
      expect(log[0]?.epoch).toBe(app.realtime.epoch);
    }
    await until(() => cards.some((m) => (m.data as { auctionId: number }).auctionId === lot));
    expect(cards.find((m) => (m.data as { auctionId: number }).auctionId === lot)).toMatchObject({
      event: 'auction:card',
      data: { auctionId: lot, currentPrice: '1000.00', bidCount: 1, endAt: T0 + 5 * MINUTE, status: 'inProgress' },
    });
  });

  it('sends every bid of a burst at once and the ranking once after them, as it stands after the last', async () => {
    const lot = createLot(app, { endAt: T0 + 30 * MINUTE, windowMs: 0, extendMs: 0, capMs: 0 });
    const bidders = approvedBidders(app, lot, 3);
    const watcher = await open();
    const log = record(watcher);
    await join(watcher, `auction:${lot}`);
    // Three bids handled in the same turn of the event loop.
    const answers = await Promise.all(bidders.map((b, i) => bid(b.token, lot, `${1000 + 10 * i}.00`)));
    expect(answers.map((a) => a.content.outcome)).toEqual(['accepted', 'accepted', 'accepted']);
    await until(() => log.some((m) => m.event === 'auction:ranking'));
    expect(log.map((m) => [m.event, m.seq])).toEqual([
      ['auction:bid', 1],
      ['auction:bid', 2],
      ['auction:bid', 3],
      ['auction:ranking', 4],
    ]);
    expect((log[3]?.data as { ranking: AuctionRankingEntry[] }).ranking.map((r) => r.amount)).toEqual([
      '1020.00',
      '1010.00',
      '1000.00',
    ]);
  });

  it('lets a watcher that missed events re-sync to the state of one that did not', async () => {
    const lot = createLot(app, { endAt: T0 + 3 * MINUTE });
    const bidders = approvedBidders(app, lot, 3);
    const steady = await open();
    const steadyLog = record(steady);
    const start = await snapshot(lot);
    await join(steady, `auction:${lot}`);
    const flaky = await open();
    await join(flaky, `auction:${lot}`);
    let price = 1000;
    for (const [i, b] of bidders.entries()) {
      await bid(b.token, lot, `${price}.00`);
      price += 10 * (i + 1);
      if (i === 0) flaky.disconnect(); // misses the rest
    }
    // The ranking follows a burst of bids once the event loop has handled the requests in hand (auctionEnv).
    await new Promise((resolve) => setImmediate(resolve));
    const expectedSeq = app.realtime.seq(`auction:${lot}`);
    await until(() => steadyLog.length > 0 && steadyLog[steadyLog.length - 1]?.seq === expectedSeq);
    const live = applyEvents(start, steadyLog);
    // The flaky client comes back: a snapshot, then the events after its seq.
    const resync = await snapshot(lot);
    expect(resync.seq).toBe(live.seq);
    expect({
      currentPrice: resync.currentPrice,
      bidCount: resync.bidCount,
      endAt: resync.endAt,
      ranking: resync.ranking,
    }).toEqual({
      currentPrice: live.currentPrice,
      bidCount: live.bidCount,
      endAt: live.endAt,
      ranking: live.ranking,
    });
  });

  it('ends on the server clock: state and end events with the winner, and a result announcement in zh and en', async () => {
    const lot = createLot(app, { endAt: T0 + 10 * MINUTE, windowMs: 0, extendMs: 0, capMs: 0 });
    const [a, b] = approvedBidders(app, lot, 2);
    if (!a || !b) throw new Error('bidders');
    await bid(a.token, lot, '1000.00');
    await bid(b.token, lot, '1020.00');
    const watcher = await open();
    const log = record(watcher);
    await join(watcher, `auction:${lot}`);
    clock = T0 + 10 * MINUTE; // the timer notices within its interval, with no request at all
    await until(() => log.some((m) => m.event === 'auction:settled'));
    expect(log.map((m) => m.event)).toEqual(['auction:state', 'auction:ended', 'auction:settled']);
    expect(log[2]?.data).toMatchObject({ auctionId: lot, outcome: 'sold', amount: '1020.00', released: 1 });
    expect(log[0]?.data).toMatchObject({ status: 'ended' });
    expect(log[1]?.data).toMatchObject({
      auctionId: lot,
      bidCount: 2,
      winner: { amount: '1020.00' },
      announcementKey: `result-${lot}`,
    });
    const results = (lang: 'zh' | 'en') =>
      get<PageOf<BidAnnouncement>>(app, announcement.bidAnnouncementListByKeyword, {
        query: { keyword: `Test lot`, kind: 'result' },
        lang,
      });
    const en = (await results('en')).content.records.find((r) => r.auctionId === lot);
    expect(en?.title).toMatch(/^\[Result\] Test lot/);
    expect(en?.body.join(' ')).toContain('CNY 1020.00');
    expect(en?.body.join(' ')).not.toMatch(/[\u4e00-\u9fff]/);
    const zh = (await results('zh')).content.records.find((r) => r.auctionId === lot);
    expect(zh?.title).toMatch(/^【结果公告】/);
    clock = T0;
  });
});

describe("a bidder's own room", () => {
  it('tells a proxy owner when the ceiling is passed, and a bidder when outbid', async () => {
    const lot = createLot(app);
    const [owner, rival, third] = approvedBidders(app, lot, 3);
    if (!owner || !rival || !third) throw new Error('bidders');
    const ownerSocket = await open(owner.token);
    const thirdSocket = await open(third.token);
    const ownerLog = record(ownerSocket);
    const thirdLog = record(thirdSocket);
    await post(app, sign.saveProxyBid, { auctionId: lot, ceiling: '1020.00' }, owner.token);
    await bid(rival.token, lot, '1010.00'); // the proxy answers 1020
    await bid(third.token, lot, '1030.00'); // passes the ceiling
    await bid(rival.token, lot, '1040.00'); // outbids the third bidder
    await until(
      () =>
        ownerLog.some((m) => m.event === 'user:auctionOutbid') &&
        thirdLog.some((m) => m.event === 'user:auctionOutbid'),
    );
    expect(ownerLog.find((m) => m.event === 'user:auctionOutbid')?.data).toMatchObject({
      auctionId: lot,
      reason: 'ceilingPassed',
      proxyCeiling: '1020.00',
      yourBid: '1020.00',
      currentPrice: '1030.00',
    });
    expect(thirdLog.find((m) => m.event === 'user:auctionOutbid')?.data).toMatchObject({
      reason: 'outbid',
      yourBid: '1030.00',
      currentPrice: '1040.00',
    });
  });
});

describe('deposit reviews', () => {
  it("tell the bidder's own room each status change", async () => {
    const lot = createLot(app);
    const token = app.issueToken(userIdOf(app, 'buyer3'));
    const socket = await open(token);
    const log = record(socket);
    await post(
      app,
      sign.saveAuctionSign,
      { auctionId: lot, contactName: 'Li', contactPhone: '13912345678', agree: true },
      token,
    );
    run(
      app.db,
      "UPDATE auction_margins SET status = 'pendingReview' WHERE auction_id = ? AND user_id = ?",
      lot,
      userIdOf(app, 'buyer3'),
    );
    await post(
      app,
      auction.reviewMargin,
      { auctionId: lot, userId: userIdOf(app, 'buyer3'), decision: 'reject', reason: 'Unreadable voucher' },
      tokenOf(app, 'operator'),
    );
    await until(() => log.filter((m) => m.event === 'user:auctionDeposit').length === 2);
    expect(log.filter((m) => m.event === 'user:auctionDeposit').map((m) => m.data)).toEqual([
      expect.objectContaining({ auctionId: lot, depositStatus: 'unpaid', rejectReason: null }),
      expect.objectContaining({ auctionId: lot, depositStatus: 'rejected', rejectReason: 'Unreadable voucher' }),
    ]);
  });
});

describe('restart mid-auction', () => {
  it('keeps every bid from the same database, bumps the epoch and goes on from the stored price', async () => {
    const dir = mkdtempSync(joinPath(tmpdir(), 'auction-restart-'));
    const dbFile = joinPath(dir, 'portal.db');
    try {
      const first = await buildApp({ dbFile, now: () => T0 });
      const lot = createLot(first);
      const bidders = approvedBidders(first, lot, 2);
      const tokens = bidders.map((b) => b.token);
      for (const [i, amount] of ['1000.00', '1010.00', '1020.00'].entries()) {
        const res = await first.inject({
          method: 'POST',
          url: sign.signIncreasePrice.path,
          headers: { 'x-token': tokens[i % 2] ?? '' },
          payload: { auctionId: lot, amount, idempotencyKey: key() },
        });
        expect(res.json()).toMatchObject({ resultCode: '000', content: { outcome: 'accepted' } });
      }
      const before = (await get<AuctionSnapshot>(first, sign.roundRobin, { query: { auctionId: lot } })).content;
      await first.close();

      const second = await buildApp({ dbFile, now: () => T0 + 1000 });
      const after = (await get<AuctionSnapshot>(second, sign.roundRobin, { query: { auctionId: lot } })).content;
      expect(after.epoch).not.toBe(before.epoch);
      expect(after.seq).toBe(0);
      expect({ ...after, serverNow: 0, seq: 0, epoch: '' }).toEqual({ ...before, serverNow: 0, seq: 0, epoch: '' });
      const next = await second.inject({
        method: 'POST',
        url: sign.signIncreasePrice.path,
        headers: { 'x-token': tokens[1] ?? '' },
        payload: { auctionId: lot, amount: '1030.00', idempotencyKey: key() },
      });
      expect(next.json()).toMatchObject({ content: { outcome: 'accepted', bidCount: 4, currentPrice: '1030.00' } });
      // The operator moves the restarted server's clock past the end: the lot is settled at once.
      second.clock.advance(2 * 60 * MINUTE);
      const ended = (await get<AuctionSnapshot>(second, sign.roundRobin, { query: { auctionId: lot } })).content;
      expect(ended).toMatchObject({ status: 'ended', winner: { amount: '1030.00' }, nextMinBid: null });
      const settled = second.db
        .prepare(
          "SELECT a.phase, n.kind FROM auctions a JOIN auction_notices n ON n.auction_id = a.id AND n.kind = 'result' WHERE a.id = ?",
        )
        .get(lot);
      expect(settled).toEqual({ phase: 'ended', kind: 'result' });
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000); // two servers seeded and opened on one file
});
