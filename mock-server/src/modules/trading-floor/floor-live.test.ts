// The trading floor's live aggregation over a real socket: committed domain events only, throttled ticks,
// a late joiner's snapshot agreeing with the ticks, the operator's simulate aid, and belt updates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type JoinAck,
  type Sequenced,
  type ServerToClientEvents,
} from '@portal/contracts/events/common';
import type { BeltUpdateEvent, FloorTickEvent } from '@portal/contracts/events/floor';
import * as ops from '@portal/contracts/http/trading-floor';
import * as beltOps from '@portal/contracts/http/industrial-belt';
import { buildApp } from '../../app.ts';
import { one, transaction } from '../../db/database.ts';
import { HEADER_TOKEN } from '@portal/contracts/envelope';
import { get, tokenOf, userIdOf } from '../../test/helpers.ts';
import { moneyToFen } from '../../lib/money.ts';
import { TICK_MS } from './aggregator.ts';
import { backfillFloorActivity } from './seed.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

// 2025-10-09 16:53:20 China time: the seed's clock.
const clock = 1_760_000_000_000;
let app: FastifyInstance;
let url: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

async function watcher() {
  const socket: ClientSocket = connect(url, { path: SOCKET_PATH, transports: ['websocket'], forceNew: true });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const ticks: Sequenced<FloorTickEvent>[] = [];
  const belts: Sequenced<BeltUpdateEvent>[] = [];
  socket.on('floor:tick', (message) => ticks.push(message));
  socket.on('belt:update', (message) => belts.push(message));
  const ack = (await socket.timeout(2000).emitWithAck('room:join', { room: 'floor' })) as JoinAck;
  expect(ack.ok).toBe(true);
  return { socket, ticks, belts };
}

const until = async (check: () => boolean, ms = 3000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const snapshot = () => get<ops.TradingFloorData>(app, ops.tradingFloorData).then((answer) => answer.content);
const seller = () =>
  one<{ id: number; county_code: string }>(
    app.db,
    "SELECT id, county_code FROM companies WHERE county_code = '330782' AND kind IN ('shop', 'factory') ORDER BY id",
  );
const buyerUser = () => userIdOf(app, 'buyer');
const simulate = (body: ops.FloorSimulateInput, account: string) =>
  app.inject({
    method: 'POST',
    url: ops.floorSimulate.path,
    payload: body,
    headers: { [HEADER_TOKEN]: tokenOf(app, account) },
  });

let nextId = 1;
function placeOrder(amount: string, sellerId: number) {
  nextId += 1;
  app.domainEvents.emit('order.placed', {
    orderId: nextId,
    orderNo: `T${nextId}`,
    buyerId: buyerUser(),
    sellerId,
    amount,
    categoryIds: [],
    at: clock,
  });
}

describe('trading floor live', () => {
  it('counts committed events only: a rolled-back order sends nothing and is not counted', async () => {
    const { ticks } = await watcher();
    const before = await snapshot();
    expect(() =>
      transaction(app.db, () => {
        placeOrder('999.00', seller()?.id ?? 1);
        throw new Error('payment failed');
      }),
    ).toThrow('payment failed');
    await pause(TICK_MS * 2);
    expect(ticks).toHaveLength(0);
    expect((await snapshot()).live.ordersToday).toBe(before.live.ordersToday);

    transaction(app.db, () => placeOrder('1000.50', seller()?.id ?? 1));
    await until(() => ticks.length === 1);
    const tick = ticks[0]?.data;
    expect(tick?.ordersToday).toBe(before.live.ordersToday + 1);
    expect(moneyToFen(tick?.turnoverToday ?? '')).toBe((moneyToFen(before.live.turnoverToday) ?? 0) + 100_050);
    expect(tick?.latestTrades[0]).toMatchObject({ kind: 'order', amount: '1000.50', at: clock });
    // The buyer's company name is masked in both languages.
    expect(tick?.latestTrades[0]?.buyer).toContain('**');
    expect(tick?.latestTrades[0]?.buyerEn).toContain('***');
  });

  it('folds a burst of events into at most one tick per window, the last one with everything', async () => {
    const { ticks } = await watcher();
    await pause(TICK_MS + 20);
    const before = (await snapshot()).live;
    const started = Date.now();
    for (let i = 0; i < 40; i += 1) {
      transaction(app.db, () =>
        app.domainEvents.emit('auction.bid', {
          lotId: 1,
          bidId: 10_000 + i,
          userId: buyerUser(),
          amount: '10.00',
          at: clock,
        }),
      );
      await pause(5);
    }
    await pause(TICK_MS + 50);
    const elapsed = Date.now() - started;
    // One tick at once, then at most one per TICK_MS: far fewer than the 40 events.
    expect(ticks.length).toBeGreaterThanOrEqual(1);
    expect(ticks.length).toBeLessThanOrEqual(Math.ceil(elapsed / TICK_MS) + 1);
    expect(ticks.length).toBeLessThan(40);
    const seqs = ticks.map((t) => t.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(ticks.at(-1)?.data.bidsToday).toBe(before.bidsToday + 40);
    expect(ticks.at(-1)?.data.bidsPerMinute).toBe(before.bidsPerMinute + 40);
    const hour = ticks.at(-1)?.data.series[16];
    expect(hour?.bids).toBeGreaterThanOrEqual(40);
  });

  it("gives a late joiner the snapshot with its seq, equal to the last tick's figures", async () => {
    const early = await watcher();
    transaction(app.db, () => {
      app.domainEvents.emit('inquiry.opened', { inquiryId: 77, buyerId: buyerUser(), categoryId: null, at: clock });
      app.domainEvents.emit('offer.made', { inquiryId: 77, offerId: 78, fromUserId: buyerUser(), at: clock });
      app.domainEvents.emit('groupbuy.registered', {
        groupBuyId: 3,
        userId: 424_242,
        quantity: '10',
        status: 'pendingReview',
        at: clock,
      });
    });
    await until(() => early.ticks.length === 1);
    const last = early.ticks.at(-1);
    const late = await snapshot();
    expect(late.seq).toBe(last?.seq);
    expect(late.epoch).toBe(last?.epoch);
    expect(late.live).toEqual(last?.data);
    expect(late.live).toMatchObject({ inquiriesToday: expect.any(Number), quotesToday: expect.any(Number) });
    expect(late.live.inquiriesToday).toBeGreaterThanOrEqual(1);
    expect(late.live.quotesToday).toBeGreaterThanOrEqual(1);

    // A second review of the same registration is not a second registration.
    const registrations = late.live.groupBuyRegistrationsToday;
    transaction(app.db, () =>
      app.domainEvents.emit('groupbuy.registered', {
        groupBuyId: 3,
        userId: 424_242,
        quantity: '10',
        status: 'approved',
        at: clock,
      }),
    );
    await until(() => early.ticks.length === 2);
    expect(early.ticks.at(-1)?.data.groupBuyRegistrationsToday).toBe(registrations);
  });

  it('publishes belt:update with the belt figures when an order goes to a belt company', async () => {
    const { belts } = await watcher();
    const company = seller();
    expect(company?.county_code).toBe('330782');
    const before = (await get<beltOps.BeltDetail>(app, beltOps.industrialBeltDetail, { query: { code: '330782' } }))
      .content.belt;
    transaction(app.db, () => {
      placeOrder('200.00', company?.id ?? 1);
      placeOrder('300.00', company?.id ?? 1);
    });
    await until(() => belts.length >= 1);
    await pause(TICK_MS + 20);
    expect(belts).toHaveLength(1);
    expect(belts[0]?.data).toMatchObject({
      countyCode: '330782',
      ordersToday: before.ordersToday + 2,
      companyCount: before.companyCount,
    });
    expect(moneyToFen(belts[0]?.data.turnover ?? '')).toBe((moneyToFen(before.turnover) ?? 0) + 50_000);
    const after = (await get<beltOps.IndustrialBelt[]>(app, beltOps.industrialBeltMap)).content.find(
      (b) => b.code === '330782',
    );
    expect(after?.turnover).toBe(belts[0]?.data.turnover);
  });

  it("moves the floor through the operator's simulate aid, and refuses anyone else", async () => {
    const { ticks } = await watcher();
    const before = (await snapshot()).live;
    expect((await simulate({ event: 'order.placed' }, 'buyer')).statusCode).toBe(403);
    const answer = await simulate({ event: 'order.placed', count: 3, amount: '10.00' }, 'operator');
    expect(answer.json()).toEqual({ resultCode: '000', content: { emitted: 3 } });
    await until(() => ticks.at(-1)?.data.ordersToday === before.ordersToday + 3);
    expect(moneyToFen(ticks.at(-1)?.data.turnoverToday ?? '')).toBe((moneyToFen(before.turnoverToday) ?? 0) + 3000);
  });
});

describe('first start', () => {
  it("copies the seeded bids of the last two days into the floor's activity, once per database", async () => {
    const since = clock - 2 * 24 * 3_600_000;
    const seededBids = one<{ n: number }>(
      app.db,
      'SELECT count(*) AS n FROM auction_bids WHERE created_at >= ? AND created_at <= ?',
      since,
      clock,
    )?.n;
    const copied = () =>
      one<{ n: number }>(app.db, "SELECT count(*) AS n FROM floor_activity WHERE kind = 'bid' AND ref_id < 10000")?.n;
    expect(seededBids).toBeGreaterThan(0);
    expect(copied()).toBe(seededBids);
    backfillFloorActivity(app.db, clock);
    expect(copied()).toBe(seededBids);
  });
});
