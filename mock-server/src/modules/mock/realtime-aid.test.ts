// The operator's publish aid against a listening server and a real socket.io client: what a two-tab cart
// test does (log in, open a socket, publish `user:cartCount`, see it arrive).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type Sequenced,
  type ServerToClientEvents,
} from '@portal/contracts/events/common';
import type { UserCartCountEvent } from '@portal/contracts/events/user';
import { publishRealtime } from '@portal/contracts/http/mock';
import { buildApp } from '../../app.ts';
import { tokenOf, userIdOf } from '../../test/helpers.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let app: FastifyInstance;
let url: string;
let operator: string;
let buyer: string;
let buyerId: number;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => 1_780_000_000_000 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  operator = tokenOf(app, 'operator');
  buyer = tokenOf(app, 'buyer');
  buyerId = userIdOf(app, 'buyer');
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
});

async function open(token: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
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

function publish(body: unknown, token: string | null = operator, lang = 'en') {
  return app.inject({
    method: 'POST',
    url: publishRealtime.path,
    headers: { 'accept-language': lang, ...(token ? { 'x-token': token } : {}) },
    payload: body as object,
  });
}

describe('mock/realtime/publish', () => {
  it("reaches every socket of the user's room, stamped like any room event", async () => {
    const tabA = await open(buyer);
    const tabB = await open(buyer);
    const seen: Sequenced<UserCartCountEvent>[] = [];
    tabA.on('user:cartCount', (message) => seen.push(message));
    tabB.on('user:cartCount', (message) => seen.push(message));
    // The user's room may have carried events already (an auction deposit reviewed by the lot timer...).
    const seq = app.realtime.seq(`user:${buyerId}`) + 1;
    const res = await publish({ room: `user:${buyerId}`, event: 'user:cartCount', data: { count: 5 } });
    expect(res.json()).toEqual({
      resultCode: '000',
      content: { room: `user:${buyerId}`, event: 'user:cartCount', seq, epoch: app.realtime.epoch, listeners: 2 },
    });
    await expect.poll(() => seen.length).toBe(2);
    expect(seen[0]).toMatchObject({ room: `user:${buyerId}`, seq, data: { count: 5 } });
  });

  it('is for operators only', async () => {
    const anonymous = await publish({ room: 'floor', event: 'floor:tick', data: {} }, null);
    expect(anonymous.json().resultCode, anonymous.body).toBe('G001');
    expect((await publish({ room: 'floor', event: 'floor:tick', data: {} }, buyer)).statusCode).toBe(403);
  });

  it('refuses a bad room, an event of another room kind and a payload that does not fit, in the caller language', async () => {
    const badRoom = await publish({ room: 'user:abc', event: 'user:cartCount', data: { count: 1 } });
    expect(badRoom.statusCode).toBe(400);
    expect(JSON.stringify(badRoom.json())).toMatch(/room is invalid/);
    const wrongKind = await publish({ room: 'floor', event: 'user:cartCount', data: { count: 1 } });
    expect(wrongKind.statusCode).toBe(400);
    expect(JSON.stringify(wrongKind.json())).toContain('floor:tick, belt:update');
    const badData = await publish(
      { room: `user:${buyerId}`, event: 'user:cartCount', data: { count: -1 } },
      operator,
      'zh',
    );
    expect(badData.statusCode).toBe(400);
    expect(JSON.stringify(badData.json())).toMatch(/data 不符合 user:cartCount/);
    expect(app.realtime.seq('floor')).toBe(0);
  });
});
