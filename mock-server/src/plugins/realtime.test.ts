import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import {
  SOCKET_PATH,
  parseRoom,
  type ClientRequestShape,
  type ClientToServerEvents,
  type JoinAck,
  type Sequenced,
  type ServerToClientEvents,
  type SessionEnded,
} from '@portal/contracts/events/common';
import type { AuctionBidEvent } from '@portal/contracts/events/auction';
import { buildApp } from '../app.ts';
import { one, transaction } from '../db/database.ts';
import { BusinessError } from '../lib/errors.ts';
import { userIdOf } from '../test/helpers.ts';
import { DENY_BY_DEFAULT, originAllowed } from './realtime.ts';
import type { FloorTickEvent } from '@portal/contracts/events/floor';

/** A trading-floor tick with only its totals set. */
const floorTick = (turnoverToday: string, ordersToday: number, at: number): FloorTickEvent => ({
  at,
  date: '2026-01-01',
  turnoverToday,
  ordersToday,
  liveAuctions: 0,
  bidsToday: 0,
  bidsPerMinute: 0,
  groupBuyRegistrationsToday: 0,
  groupBuys: [],
  inquiriesToday: 0,
  quotesToday: 0,
  topCategories: [],
  topShops: [],
  latestTrades: [],
  series: [],
});

// How a domain declares a socket request: this test's own, to exercise `app.realtime.handle`.
type EchoRequest = ClientRequestShape<{ text: string }, { echoed: string; userId: number | null }>;
declare module '@portal/contracts/events/common' {
  interface ClientRequests {
    'test:echo': EchoRequest;
  }
}

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let clock = 1_780_000_000_000;
let app: FastifyInstance;
let url: string;
let buyerId: number;
let buyerToken: string;
let buyerChat: number;
let otherChat: number;
const sockets: ClientSocket[] = [];

async function open(auth: Record<string, string> = {}, headers: Record<string, string> = {}): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth,
    forceNew: true,
    reconnection: false,
    extraHeaders: headers,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const join = (socket: ClientSocket, room: unknown) =>
  socket.timeout(2000).emitWithAck('room:join', room as { room: never }) as Promise<JoinAck>;
const leave = (socket: ClientSocket, room: unknown) =>
  socket.timeout(2000).emitWithAck('room:leave', room as { room: never }) as Promise<JoinAck>;

/** Collects the events of one name a socket receives. */
function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  (socket.on as (event: string, listener: (message: never) => void) => void)(event, (message) => seen.push(message));
  return seen;
}

const until = async (check: () => boolean, ms = 2000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bid = (auctionId: number, bidId: number): AuctionBidEvent => ({
  auctionId,
  bidId,
  userAlias: '买家***01',
  amount: `${100 + bidId}.00`,
  bidAt: clock,
  bidCount: bidId,
  currentPrice: `${100 + bidId}.00`,
});

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock, webOrigin: 'https://portal.example' });
  app.realtime.handle('test:echo', (request, { user }) => {
    if (request.text === 'fail') throw new BusinessError('notFound');
    return { echoed: request.text, userId: user?.id ?? null };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  buyerId = userIdOf(app, 'buyer');
  buyerToken = app.issueToken(buyerId);
  // Seeded conversations: one of the buyer's, and one of buyer2's that the buyer is no party to.
  const chatOf = (account: string) =>
    one<{ id: number }>(
      app.db,
      'SELECT id FROM chat_conversations WHERE buyer_user_id = ? ORDER BY id LIMIT 1',
      userIdOf(app, account),
    )!.id;
  buyerChat = chatOf('buyer');
  otherChat = chatOf('buyer2');
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

describe('realtime rooms', () => {
  it('lets an anonymous watcher join and leave a public room, with the sequence number and epoch', async () => {
    const watcher = await open();
    const { epoch } = app.realtime;
    expect(epoch).toMatch(/^[0-9a-f-]{36}$/);
    expect(await join(watcher, { room: 'auction:11' })).toEqual({ ok: true, room: 'auction:11', seq: 0, epoch });
    app.realtime.publish('auction:11', 'auction:bid', bid(11, 1));
    expect(await join(watcher, { room: 'auction:11' })).toEqual({ ok: true, room: 'auction:11', seq: 1, epoch });
    expect(await join(watcher, { room: 'floor' })).toEqual({ ok: true, room: 'floor', seq: 0, epoch });
    expect(await leave(watcher, { room: 'auction:11' })).toEqual({ ok: true, room: 'auction:11', seq: 1, epoch });
  });

  it('sends { room, seq, epoch, at, data } with a sequence per room, the payload untouched', async () => {
    const watcher = await open();
    const bids = collect(watcher, 'auction:bid');
    const progress = collect(watcher, 'groupbuy:progress');
    const ticks = collect(watcher, 'floor:tick');
    await join(watcher, { room: 'auction:21' });
    await join(watcher, { room: 'groupbuy:21' });
    await join(watcher, { room: 'floor' });

    const first = bid(21, 1);
    app.realtime.publish('auction:21', 'auction:bid', first);
    clock += 500;
    app.realtime.publish('auction:21', 'auction:bid', bid(21, 2));
    app.realtime.publish('groupbuy:21', 'groupbuy:progress', {
      groupBuyId: 21,
      joinedQuantity: '12.5',
      participants: 3,
    });
    app.realtime.publish('auction:22', 'auction:bid', bid(22, 1));
    // a payload with its own `at` keeps it: the stamp's `at` sits beside it
    app.realtime.publish('floor', 'floor:tick', floorTick('1.00', 1, 7));

    await until(() => bids.length === 2 && progress.length === 1 && ticks.length === 1);
    const { epoch } = app.realtime;
    expect(bids[0]).toEqual({ room: 'auction:21', seq: 1, epoch, at: clock - 500, data: first });
    expect(bids.map((m: Sequenced<AuctionBidEvent>) => [m.room, m.seq, m.data.bidId, m.at])).toEqual([
      ['auction:21', 1, 1, clock - 500],
      ['auction:21', 2, 2, clock],
    ]);
    expect(progress[0]).toMatchObject({
      room: 'groupbuy:21',
      seq: 1,
      data: { joinedQuantity: '12.5', participants: 3 },
    });
    expect(ticks[0]).toMatchObject({ at: clock, data: { at: 7, turnoverToday: '1.00' } });
    expect(app.realtime.seq('auction:21')).toBe(2);
    expect(app.realtime.seq('auction:22')).toBe(1);
    expect(app.realtime.seq('chat:21')).toBe(0);
    await pause(50);
    expect(bids.map((m) => m.room)).not.toContain('auction:22');
  });

  it('publishes inside a transaction only once it commits, and nothing after a rollback', async () => {
    const watcher = await open();
    const bids = collect(watcher, 'auction:bid');
    await join(watcher, { room: 'auction:31' });
    transaction(app.db, () => {
      app.realtime.publish('auction:31', 'auction:bid', bid(31, 1));
      transaction(app.db, () => app.realtime.publish('auction:31', 'auction:bid', bid(31, 2)));
      // not yet: the data is not committed
      expect(app.realtime.seq('auction:31')).toBe(0);
    });
    expect(app.realtime.seq('auction:31')).toBe(2);
    expect(() =>
      transaction(app.db, () => {
        app.realtime.publish('auction:31', 'auction:bid', bid(31, 3));
        throw new Error('bid refused');
      }),
    ).toThrow('bid refused');
    // an inner rollback drops only what the inner part queued
    transaction(app.db, () => {
      app.realtime.publish('auction:31', 'auction:bid', bid(31, 4));
      try {
        transaction(app.db, () => {
          app.realtime.publish('auction:31', 'auction:bid', bid(31, 5));
          throw new Error('inner');
        });
      } catch {
        // the outer transaction goes on
      }
    });
    await until(() => bids.length === 3);
    await pause(50);
    expect(bids.map((m) => [m.seq, m.data.bidId])).toEqual([
      [1, 1],
      [2, 2],
      [3, 4],
    ]);
  });

  it('stops sending a room after leaving it', async () => {
    const watcher = await open();
    const ticks = collect(watcher, 'floor:tick');
    await join(watcher, { room: 'floor' });
    app.realtime.publish('floor', 'floor:tick', floorTick('1200.50', 4, clock));
    await until(() => ticks.length === 1);
    await leave(watcher, { room: 'floor' });
    app.realtime.publish('floor', 'floor:tick', floorTick('1300.00', 5, clock));
    await pause(100);
    expect(ticks).toHaveLength(1);
  });

  it('refuses personal and chat rooms to anonymous sockets, with the message in their language', async () => {
    const zh = await open();
    expect(await join(zh, { room: `user:${buyerId}` })).toEqual({
      ok: false,
      resultCode: 'B002',
      message: '请登录后再操作',
    });
    const en = await open({ lang: 'en' });
    expect(await join(en, { room: 'chat:5' })).toEqual({
      ok: false,
      resultCode: 'B002',
      message: 'Please log in before operating.',
    });
    const stale = await open({ token: 'not-a-token', lang: 'en' });
    expect(await join(stale, { room: `user:${buyerId}` })).toMatchObject({ ok: false, resultCode: 'G001' });
    expect(await join(stale, { room: 'auction:1' })).toMatchObject({ ok: true });
  });

  it('puts a logged-in socket in its own user room and keeps it out of the others', async () => {
    const buyer = await open({ token: buyerToken, lang: 'en' });
    const counts = collect(buyer, 'user:cartCount');
    // The room may have carried events before (a deposit the lot timer reviewed...): the next seq follows them.
    const seq = app.realtime.seq(`user:${buyerId}`) + 1;
    app.realtime.publish(`user:${buyerId}`, 'user:cartCount', { count: 3 });
    await until(() => counts.length === 1);
    expect(counts[0]).toMatchObject({ room: `user:${buyerId}`, seq, data: { count: 3 } });
    expect(await join(buyer, { room: `user:${buyerId + 1}` })).toEqual({
      ok: false,
      resultCode: '403',
      message: 'The server refused the request',
    });
  });

  it("lets only a conversation's parties into its chat room (the chat module's guard)", async () => {
    const buyer = await open({ token: buyerToken, lang: 'en' });
    expect(await join(buyer, { room: `chat:${otherChat}` })).toEqual({
      ok: false,
      resultCode: '403',
      message: 'The server refused the request',
    });
    expect(await join(buyer, { room: 'chat:999999' })).toMatchObject({ ok: false, resultCode: '403' });
    expect(await join(buyer, { room: `chat:${buyerChat}` })).toMatchObject({ ok: true, room: `chat:${buyerChat}` });
    expect(DENY_BY_DEFAULT).toContain('chat');
  });

  it('answers bad payloads with a clear error and keeps the socket alive', async () => {
    const socket = await open({ lang: 'en' });
    for (const payload of ['auction:1', { room: 'auction:abc' }, { room: 'bidding:1' }, { room: 7 }, null, {}]) {
      const answer = await join(socket, payload);
      expect(answer, JSON.stringify(payload)).toMatchObject({ ok: false, resultCode: '400' });
      expect(answer.ok === false && answer.message).toMatch(/^room is invalid/);
    }
    expect(await leave(socket, { room: 'user:x' })).toMatchObject({ ok: false, resultCode: '400' });
    // no ack at all: nothing to answer, nothing breaks
    (socket.emit as (event: string, ...args: unknown[]) => void)('room:join', { room: 'nonsense' });
    (socket.emit as (event: string, ...args: unknown[]) => void)('time:ping', 'not-a-callback');
    const pong = await socket.timeout(2000).emitWithAck('time:ping');
    expect(pong).toEqual({ serverNow: clock });
    expect(socket.connected).toBe(true);
  });

  it('answers time:ping with the server clock', async () => {
    const socket = await open();
    clock += 12_345;
    expect(await socket.timeout(2000).emitWithAck('time:ping')).toEqual({ serverNow: clock });
  });

  it('runs the room guards a domain adds', async () => {
    app.realtime.guardRoom('auction', (_user, room) =>
      room.kind === 'auction' && room.id === 404 ? 'notFound' : null,
    );
    const socket = await open({ lang: 'en' });
    expect(await join(socket, { room: 'auction:404' })).toEqual({
      ok: false,
      resultCode: 'B017',
      message: 'The record does not exist.',
    });
    expect(await join(socket, { room: 'auction:405' })).toMatchObject({ ok: true });
  });

  it("runs a domain's socket handler with the caller, and acks its errors in the socket's language", async () => {
    const buyer = await open({ token: buyerToken, lang: 'en' });
    expect(await buyer.timeout(2000).emitWithAck('test:echo', { text: 'hi' })).toEqual({
      ok: true,
      data: { echoed: 'hi', userId: buyerId },
    });
    expect(await buyer.timeout(2000).emitWithAck('test:echo', { text: 'fail' })).toEqual({
      ok: false,
      resultCode: 'B017',
      message: 'The record does not exist.',
    });
    const zh = await open();
    expect(await zh.timeout(2000).emitWithAck('test:echo', { text: 'fail' })).toEqual({
      ok: false,
      resultCode: 'B017',
      message: expect.not.stringMatching(/[A-Za-z]{4}/) as unknown as string,
    });
    expect(() => app.realtime.handle('test:echo', () => ({ echoed: '', userId: null }))).toThrow(/already/);
  });
});

describe('logins that end', () => {
  it('takes every socket of a logged-out token out of its user and chat rooms at once, and tells it', async () => {
    const token = app.issueToken(buyerId);
    const jti = app.resolveToken(token)!.jti;
    const tabA = await open({ token, lang: 'en' });
    const tabB = await open({ token, lang: 'en' });
    const otherLogin = await open({ token: buyerToken, lang: 'en' });
    const ended = collect(tabA, 'session:ended' as never) as unknown as SessionEnded[];
    const endedB = collect(tabB, 'session:ended' as never) as unknown as SessionEnded[];
    const countsA = collect(tabA, 'user:cartCount');
    const countsB = collect(tabB, 'user:cartCount');
    const countsOther = collect(otherLogin, 'user:cartCount');
    expect(await join(tabA, { room: `chat:${buyerChat}` })).toMatchObject({ ok: true });
    await join(tabA, { room: 'auction:41' });

    app.revokeToken(jti);
    await until(() => ended.length === 1 && endedB.length === 1);
    expect(ended[0]).toEqual({ reason: 'loggedOut' });
    const chatMessages = collect(tabA, 'chat:message');
    const bidsA = collect(tabA, 'auction:bid');
    app.realtime.publish(`user:${buyerId}`, 'user:cartCount', { count: 8 });
    app.realtime.publish(`chat:${buyerChat}`, 'chat:message', {
      id: 1,
      conversationId: buyerChat,
      senderId: buyerId,
      side: 'buyer',
      kind: 'text',
      text: 'hello',
      picture: null,
      goods: null,
      clientKey: null,
      sentAt: clock,
    });
    app.realtime.publish('auction:41', 'auction:bid', bid(41, 1));
    await until(() => countsOther.length === 1 && bidsA.length === 1);
    await pause(50);
    // the other login of the same user still hears its room; the public room stays joined
    expect(countsA).toHaveLength(0);
    expect(countsB).toHaveLength(0);
    expect(chatMessages).toHaveLength(0);
    // and the socket is anonymous now: personal rooms answer G001
    expect(await join(tabA, { room: `user:${buyerId}` })).toMatchObject({ ok: false, resultCode: 'G001' });
  });

  it('drops an expired login from its rooms before the next personal event reaches it', async () => {
    const token = app.issueToken(buyerId);
    const socket = await open({ token, lang: 'en' });
    const ended = collect(socket, 'session:ended' as never) as unknown as SessionEnded[];
    const counts = collect(socket, 'user:cartCount');
    app.realtime.publish(`user:${buyerId}`, 'user:cartCount', { count: 1 });
    await until(() => counts.length === 1);
    clock += 8 * 24 * 3600 * 1000; // beyond the 7-day token lifetime
    app.realtime.publish(`user:${buyerId}`, 'user:cartCount', { count: 2 });
    await until(() => ended.length === 1);
    expect(ended[0]).toEqual({ reason: 'expired' });
    await pause(50);
    expect(counts.map((m) => m.data.count)).toEqual([1]);
  });
});

describe('socket origins', () => {
  it('refuses a browser handshake from a foreign origin and accepts the configured one and node clients', async () => {
    await expect(open({}, { origin: 'https://evil.example' })).rejects.toThrow();
    expect((await open({}, { origin: 'https://portal.example' })).connected).toBe(true);
    expect((await open()).connected).toBe(true);
  });

  it('accepts any local origin when none is configured (dev server, test stack), and only those', () => {
    expect(originAllowed(undefined, undefined)).toBe(true);
    expect(originAllowed('http://localhost:5173', undefined)).toBe(true);
    expect(originAllowed('http://127.0.0.1:5393', undefined)).toBe(true);
    expect(originAllowed('http://[::1]:5173', undefined)).toBe(true);
    expect(originAllowed('http://127.0.0.1.evil.example:80', undefined)).toBe(false);
    expect(originAllowed('https://localhost:5173', undefined)).toBe(false);
    expect(originAllowed('http://evil.example', undefined)).toBe(false);
    expect(originAllowed('http://localhost:5173', 'https://a.example, https://b.example/')).toBe(false);
    expect(originAllowed('https://b.example', 'https://a.example, https://b.example/')).toBe(true);
  });
});

describe('realtime without a listening server', () => {
  it('publishes and counts under inject-only apps, and closes cleanly', async () => {
    const local = await buildApp({ dbFile: ':memory:', now: () => 42 });
    await local.ready();
    local.realtime.publish('floor', 'belt:update', {
      countyCode: '330782',
      turnover: '88.00',
      companyCount: 3,
      productCount: 9,
      ordersToday: 1,
      at: 42,
    });
    expect(local.realtime.seq('floor')).toBe(1);
    // another start, another epoch: its sequences are not a continuation of this one's
    const other = await buildApp({ dbFile: ':memory:', now: () => 42 });
    expect(other.realtime.epoch).not.toBe(local.realtime.epoch);
    await other.close();
    await local.close();
  }, 20_000);

  it('closes a listening app while sockets are connected, disconnecting them', async () => {
    const local = await buildApp({ dbFile: ':memory:' });
    await local.listen({ port: 0, host: '127.0.0.1' });
    const port = (local.server.address() as AddressInfo).port;
    const socket: ClientSocket = connect(`http://127.0.0.1:${port}`, {
      path: SOCKET_PATH,
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const started = Date.now();
    await local.close();
    expect(Date.now() - started).toBeLessThan(3000);
    // a transport close, not a deliberate disconnect: clients reconnect when the server is back
    expect(await disconnected).toBe('transport close');
  });

  it('parses room names strictly', () => {
    expect(parseRoom('auction:12')).toEqual({ kind: 'auction', id: 12, name: 'auction:12' });
    expect(parseRoom('floor')).toEqual({ kind: 'floor', name: 'floor' });
    for (const bad of ['auction:0', 'auction:01', 'auction:1:2', 'AUCTION:1', 'user:', ' floor', 12]) {
      expect(parseRoom(bad), String(bad)).toBeNull();
    }
  });
});
