import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import type { AddressInfo } from 'node:net';
import {
  SOCKET_PATH,
  parseRoom,
  type ClientToServerEvents,
  type JoinAck,
  type Sequenced,
  type ServerToClientEvents,
} from '@portal/contracts/events/common';
import type { AuctionBidEvent } from '@portal/contracts/events/auction';
import { buildApp } from '../app.ts';
import { userIdOf } from '../test/helpers.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let clock = 1_780_000_000_000;
let app: FastifyInstance;
let url: string;
let buyerId: number;
let buyerToken: string;
const sockets: ClientSocket[] = [];

async function open(auth: Record<string, string> = {}): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, { path: SOCKET_PATH, transports: ['websocket'], auth, forceNew: true });
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
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  buyerId = userIdOf(app, 'buyer');
  buyerToken = app.issueToken(buyerId);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

describe('realtime rooms', () => {
  it('lets an anonymous watcher join and leave a public room, with the current sequence number', async () => {
    const watcher = await open();
    expect(await join(watcher, { room: 'auction:11' })).toEqual({ ok: true, room: 'auction:11', seq: 0 });
    app.realtime.publish('auction:11', 'auction:bid', bid(11, 1));
    expect(await join(watcher, { room: 'auction:11' })).toEqual({ ok: true, room: 'auction:11', seq: 1 });
    expect(await join(watcher, { room: 'floor' })).toEqual({ ok: true, room: 'floor', seq: 0 });
    expect(await leave(watcher, { room: 'auction:11' })).toEqual({ ok: true, room: 'auction:11', seq: 1 });
  });

  it('stamps events with room, a per-room sequence from 1 and the server time', async () => {
    const watcher = await open();
    const bids = collect(watcher, 'auction:bid');
    const progress = collect(watcher, 'groupbuy:progress');
    await join(watcher, { room: 'auction:21' });
    await join(watcher, { room: 'groupbuy:21' });

    const sent = app.realtime.publish('auction:21', 'auction:bid', bid(21, 1));
    clock += 500;
    app.realtime.publish('auction:21', 'auction:bid', bid(21, 2));
    app.realtime.publish('groupbuy:21', 'groupbuy:progress', {
      groupBuyId: 21,
      joinedQuantity: '12.5',
      participants: 3,
    });
    app.realtime.publish('auction:22', 'auction:bid', bid(22, 1));

    await until(() => bids.length === 2 && progress.length === 1);
    expect(sent).toEqual({ ...bid(21, 1), bidAt: clock - 500, room: 'auction:21', seq: 1, at: clock - 500 });
    expect(bids.map((m: Sequenced<AuctionBidEvent>) => [m.room, m.seq, m.bidId, m.at])).toEqual([
      ['auction:21', 1, 1, clock - 500],
      ['auction:21', 2, 2, clock],
    ]);
    // a sequence of its own per room: not shared with the group buy or the other auction
    expect(progress[0]).toMatchObject({ room: 'groupbuy:21', seq: 1, joinedQuantity: '12.5', participants: 3 });
    expect(app.realtime.seq('auction:21')).toBe(2);
    expect(app.realtime.seq('auction:22')).toBe(1);
    expect(app.realtime.seq('chat:21')).toBe(0);
    await pause(50);
    expect(bids.map((m) => m.room)).not.toContain('auction:22');
  });

  it('stops sending a room after leaving it', async () => {
    const watcher = await open();
    const ticks = collect(watcher, 'floor:tick');
    await join(watcher, { room: 'floor' });
    app.realtime.publish('floor', 'floor:tick', { turnover: '1200.50', orders: 4, activeAuctions: 2, at: clock });
    await until(() => ticks.length === 1);
    await leave(watcher, { room: 'floor' });
    app.realtime.publish('floor', 'floor:tick', { turnover: '1300.00', orders: 5, activeAuctions: 2, at: clock });
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
    app.realtime.publish(`user:${buyerId}`, 'user:cartCount', { count: 3 });
    await until(() => counts.length === 1);
    expect(counts[0]).toMatchObject({ count: 3, room: `user:${buyerId}`, seq: 1 });
    expect(await join(buyer, { room: `user:${buyerId + 1}` })).toEqual({
      ok: false,
      resultCode: '403',
      message: 'The server refused the request',
    });
    expect(await join(buyer, { room: 'chat:9' })).toEqual({ ok: true, room: 'chat:9', seq: 0 });
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
});

describe('realtime without a listening server', () => {
  it('publishes and counts under inject-only apps, and closes cleanly', async () => {
    const local = await buildApp({ dbFile: ':memory:', now: () => 42 });
    await local.ready();
    expect(local.realtime.publish('floor', 'belt:update', { countyCode: '330782', turnover: '88.00', at: 42 })).toEqual(
      {
        countyCode: '330782',
        turnover: '88.00',
        at: 42,
        room: 'floor',
        seq: 1,
      },
    );
    expect(local.realtime.seq('floor')).toBe(1);
    await local.close();
  });

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
