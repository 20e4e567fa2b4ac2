// Chat through the real routes and a real socket: who may open, read, send and join; message order and
// backward paging; unread counts and receipts; the rate limit; pictures readable by the parties only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import * as chat from '@portal/contracts/http/chat';
import * as file from '@portal/contracts/http/file';
import {
  SOCKET_PATH,
  type ClientToServerEvents,
  type JoinAck,
  type ServerToClientEvents,
} from '@portal/contracts/events/common';
import type { OperationDef } from '@portal/contracts/operation';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { companyIdOf, get, tokenOf, userIdOf, type Answer } from '../../test/helpers.ts';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let clock = 1_780_000_000_000;
let app: FastifyInstance;
let url: string;
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-chat-test-'));
const tokens: Record<string, string> = {};
const sockets: ClientSocket[] = [];
/** The start of a PNG file: what the upload's content check looks for. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR'),
  Buffer.alloc(64),
]);

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock, uploadDir });
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  for (const account of ['buyer', 'buyer2', 'buyer3', 'seller', 'factory', 'provider']) {
    tokens[account] = tokenOf(app, account);
  }
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function post<T>(op: OperationDef, who: string, body: unknown, lang = 'en'): Promise<Answer<T>> {
  const res = await app.inject({
    method: 'POST',
    url: op.path,
    payload: body as object,
    headers: { 'x-token': tokens[who]!, 'accept-language': lang },
  });
  const json = res.json() as { resultCode: string; content: T; field?: string };
  return { status: res.statusCode, ...json };
}
const getAs = <T>(op: OperationDef, who: string, query: Record<string, string | number> = {}) =>
  get<T>(app, op, { token: tokens[who], lang: 'en', query });

type Conversation = chat.ChatConversation;
type History = { conversation: Conversation; messages: chat.ChatMessage[]; hasMore: boolean; seq: number };

const openWith = async (who: string, seller: string) =>
  (await post<Conversation>(chat.open, who, { companyId: companyIdOf(app, seller) })).content;
/** Moves the server clock past the send rate limit's windows. */
const rest = () => (clock += 61_000);
const say = (who: string, conversationId: number, text: string) =>
  post<chat.ChatMessage>(chat.send, who, { conversationId, kind: 'text', text });

async function open(token: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token, lang: 'en' },
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
const joinRoom = (socket: ClientSocket, room: string) =>
  socket.timeout(2000).emitWithAck('room:join', { room: room as never }) as Promise<JoinAck>;
function collect<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) {
  const seen: Parameters<ServerToClientEvents[E]>[0][] = [];
  (socket.on as (event: string, listener: (message: never) => void) => void)(event, (message) => seen.push(message));
  return seen;
}
const until = async (check: () => boolean, ms = 3000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('opening a conversation', () => {
  it("opens the caller's conversation with a seller's company once, and refuses non-sellers and oneself", async () => {
    const first = await openWith('buyer3', 'seller');
    expect(first).toMatchObject({ side: 'buyer', companyId: companyIdOf(app, 'seller'), unread: 0, lastMessage: null });
    expect(first.peerName).not.toBe('');
    expect((await openWith('buyer3', 'seller')).id).toBe(first.id);
    // the seller's side sees the same conversation as the seller
    const list = await getAs<{ records: Conversation[] }>(chat.conversations, 'seller');
    expect(list.content.records.find((c) => c.id === first.id)).toMatchObject({
      side: 'seller',
      buyerId: userIdOf(app, 'buyer3'),
    });

    const own = await post(chat.open, 'seller', { companyId: companyIdOf(app, 'seller') });
    expect(own).toMatchObject({ resultCode: 'B018', content: 'You cannot chat with your own company.' });
    const buyerCompany = await post(chat.open, 'buyer3', { companyId: companyIdOf(app, 'buyer2') });
    expect(buyerCompany.resultCode).toBe('B017');
    const anonymous = await app.inject({ method: 'POST', url: chat.open.path, payload: { companyId: 1 } });
    expect(anonymous.json()).toMatchObject({ resultCode: 'G001' });
  });

  it('reads the seeded conversations in the caller language, with unread counts', async () => {
    const en = await getAs<{ records: Conversation[]; totalUnread: number }>(chat.conversations, 'buyer');
    const zh = await get<{ records: Conversation[] }>(app, chat.conversations, { token: tokens.buyer, lang: 'zh' });
    expect(en.content.records.length).toBeGreaterThanOrEqual(3);
    const withShop = en.content.records.find((c) => c.companyId === companyIdOf(app, 'seller'))!;
    expect(withShop.unread).toBe(1);
    expect(en.content.totalUnread).toBeGreaterThanOrEqual(1);
    expect(withShop.lastMessage?.text).toMatch(/tax-inclusive/);
    expect(zh.content.records.find((c) => c.id === withShop.id)?.lastMessage?.text).toMatch(/含税/);
    expect(JSON.stringify(en.content.records.map((c) => [c.peerName, c.lastMessage?.text]))).not.toMatch(
      /[\u4e00-\u9fff]/,
    );
  });
});

describe('access', () => {
  it('lets only the two parties read, send or join the room', async () => {
    const conversation = await openWith('buyer2', 'factory');
    for (const outsider of ['buyer', 'seller']) {
      const history = await getAs(chat.history, outsider, { conversationId: conversation.id });
      expect(history.resultCode, outsider).toBe('B017');
      expect((await say(outsider, conversation.id, 'hello')).resultCode).toBe('B017');
      expect((await post(chat.read, outsider, { conversationId: conversation.id })).resultCode).toBe('B017');
    }
    expect((await getAs(chat.history, 'factory', { conversationId: conversation.id })).resultCode).toBe('000');

    const outsider = await open(tokens.buyer!);
    const member = await open(tokens.factory!);
    expect(await joinRoom(outsider, `chat:${conversation.id}`)).toMatchObject({ ok: false, resultCode: '403' });
    expect(await joinRoom(member, `chat:${conversation.id}`)).toMatchObject({ ok: true });
  });
});

describe('messages', () => {
  it('keeps the order, pages backwards by cursor and keeps text as typed', async () => {
    const conversation = await openWith('buyer3', 'factory');
    const sent: number[] = [];
    for (let i = 1; i <= 25; i += 1) {
      if (i % 5 === 0) rest();
      const who = i % 3 === 0 ? 'factory' : 'buyer3';
      const answer = await say(who, conversation.id, i === 25 ? '<b>bold</b> & <script>x</script>' : `message ${i}`);
      expect(answer.resultCode, `message ${i}`).toBe('000');
      sent.push(answer.content.id);
    }
    const latest = (await getAs<History>(chat.history, 'buyer3', { conversationId: conversation.id })).content;
    expect(latest.messages.map((m) => m.id)).toEqual(sent.slice(5));
    expect(latest.hasMore).toBe(true);
    expect(latest.messages.at(-1)?.text).toBe('<b>bold</b> & <script>x</script>');
    expect(latest.messages.find((m) => m.text === 'message 6')?.side).toBe('seller');
    const older = (
      await getAs<History>(chat.history, 'buyer3', { conversationId: conversation.id, before: latest.messages[0]!.id })
    ).content;
    expect(older.messages.map((m) => m.text)).toEqual([
      'message 1',
      'message 2',
      'message 3',
      'message 4',
      'message 5',
    ]);
    expect(older.hasMore).toBe(false);
  });

  it('answers a missing text, a foreign picture or unknown goods with a 400 naming the field', async () => {
    rest();
    const conversation = await openWith('buyer3', 'provider');
    const blank = await post(chat.send, 'buyer3', { conversationId: conversation.id, kind: 'text', text: '   ' });
    expect(blank).toMatchObject({ status: 400, field: 'text', content: 'Please enter a message.' });
    const picture = await post(chat.send, 'buyer3', {
      conversationId: conversation.id,
      kind: 'picture',
      fileId: '0'.repeat(32),
    });
    expect(picture).toMatchObject({ status: 400, field: 'fileId' });
    const goods = await post(chat.send, 'buyer3', { conversationId: conversation.id, kind: 'goods', goodsId: 999_999 });
    expect(goods).toMatchObject({ status: 400, field: 'goodsId' });
    const tooLong = await post(chat.send, 'buyer3', {
      conversationId: conversation.id,
      kind: 'text',
      text: 'x'.repeat(chat.CHAT_TEXT_MAX + 1),
    });
    expect(tooLong.status).toBe(400);
  });

  it('stores a resent message once (same client key) and sends goods cards with both titles', async () => {
    rest();
    const conversation = await openWith('buyer3', 'provider');
    const body = { conversationId: conversation.id, kind: 'text', text: 'once', clientKey: 'k-1' };
    const first = await post<chat.ChatMessage>(chat.send, 'buyer3', body);
    const again = await post<chat.ChatMessage>(chat.send, 'buyer3', body);
    expect(again.content.id).toBe(first.content.id);
    const goodsId = one<{ id: number }>(app.db, 'SELECT id FROM products WHERE off_shelf = 0 LIMIT 1')!.id;
    const card = await post<chat.ChatMessage>(chat.send, 'buyer3', {
      conversationId: conversation.id,
      kind: 'goods',
      goodsId,
    });
    expect(card.content.goods).toMatchObject({ id: goodsId });
    expect(card.content.goods?.titleEn).not.toMatch(/[\u4e00-\u9fff]/);
    const texts = (await getAs<History>(chat.history, 'provider', { conversationId: conversation.id })).content
      .messages;
    expect(texts.filter((m) => m.text === 'once')).toHaveLength(1);
  });

  it('limits sending: the sixth message in a second is too frequent, in the caller language', async () => {
    rest();
    const conversation = await openWith('buyer2', 'provider');
    for (let i = 0; i < 5; i += 1) expect((await say('buyer2', conversation.id, `quick ${i}`)).resultCode).toBe('000');
    expect(await say('buyer2', conversation.id, 'one too many')).toMatchObject({
      status: 200,
      resultCode: 'B001',
      content: 'Operation is too frequent. Please try again later!',
    });
    const zh = await post(chat.send, 'buyer2', { conversationId: conversation.id, kind: 'text', text: 'x' }, 'zh');
    expect(zh.content).toBe('操作太频繁，请稍后再试！');
    clock += 1_001;
    expect((await say('buyer2', conversation.id, 'after a second')).resultCode).toBe('000');
    const stored = (await getAs<History>(chat.history, 'buyer2', { conversationId: conversation.id })).content.messages;
    expect(stored.map((m) => m.text)).not.toContain('one too many');
  });
});

describe('unread counts, receipts and live delivery', () => {
  it('delivers in order to the other party, counts unread in every tab and clears them on read', async () => {
    rest();
    const conversation = await openWith('buyer3', 'seller');
    const sellerId = userIdOf(app, 'seller');
    const sellerTab = await open(tokens.seller!);
    const sellerOtherTab = await open(tokens.seller!);
    const buyerTab = await open(tokens.buyer3!);
    const inbox = collect(sellerOtherTab, 'chat:inbox');
    const messages = collect(sellerTab, 'chat:message');
    const receipts = collect(buyerTab, 'chat:receipt');
    expect(await joinRoom(sellerTab, `chat:${conversation.id}`)).toMatchObject({ ok: true });
    expect(await joinRoom(buyerTab, `chat:${conversation.id}`)).toMatchObject({ ok: true });
    const before = (await getAs<{ total: number }>(chat.unread, 'seller')).content.total;

    const ids: number[] = [];
    for (const text of ['one', 'two', 'three']) ids.push((await say('buyer3', conversation.id, text)).content.id);
    await until(() => messages.length === 3 && inbox.length === 3);
    expect(messages.map((m) => [m.data.text, m.room])).toEqual([
      ['one', `chat:${conversation.id}`],
      ['two', `chat:${conversation.id}`],
      ['three', `chat:${conversation.id}`],
    ]);
    expect(messages.map((m) => m.seq)).toEqual([...messages.map((m) => m.seq)].sort((a, b) => a - b));
    expect(inbox.at(-1)).toMatchObject({
      room: `user:${sellerId}`,
      data: { conversationId: conversation.id, unread: 3, total: before + 3 },
    });
    // the seller was online: delivered, not read
    await until(() => receipts.some((r) => r.data.sellerDeliveredId === ids[2]));
    expect(receipts.at(-1)?.data.sellerReadId).toBe(0);

    const read = await post<{ unread: number; totalUnread: number }>(chat.read, 'seller', {
      conversationId: conversation.id,
    });
    expect(read.content).toEqual({ unread: 0, totalUnread: before });
    await until(() => inbox.at(-1)?.data.unread === 0);
    expect(inbox.at(-1)?.data.total).toBe(before);
    await until(() => receipts.at(-1)?.data.sellerReadId === ids[2]);
    const buyerView = (await getAs<History>(chat.history, 'buyer3', { conversationId: conversation.id })).content;
    expect(buyerView.conversation.receipts.sellerReadId).toBe(ids[2]);
    expect(buyerView.seq).toBeGreaterThanOrEqual(3);
  });

  it('keeps messages for an offline party, delivered when it loads them', async () => {
    rest();
    // nobody of the provider is online (no socket of theirs in this file)
    const conversation = await openWith('buyer2', 'provider');
    const sent = (await say('buyer2', conversation.id, 'are you there?')).content;
    const history = (await getAs<History>(chat.history, 'buyer2', { conversationId: conversation.id })).content;
    expect(history.conversation.receipts.sellerDeliveredId).toBeLessThan(sent.id);
    const list = await getAs<{ records: Conversation[] }>(chat.conversations, 'provider');
    const row = list.content.records.find((c) => c.id === conversation.id)!;
    expect(row.unread).toBeGreaterThanOrEqual(1);
    expect(row.receipts.sellerDeliveredId).toBe(sent.id);
  });
});

describe('pictures', () => {
  it('sends a chat picture that the two parties may download and nobody else', async () => {
    rest();
    const conversation = await openWith('buyer3', 'provider');
    const boundary = '----chat-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sample.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: `${file.upload.path}?purpose=chat`,
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-token': tokens.buyer3! },
    });
    const fileId = (uploaded.json() as { content: file.UploadedFile }).content.fileId;
    // another user cannot send it
    const stolen = await post(chat.send, 'provider', { conversationId: conversation.id, kind: 'picture', fileId });
    expect(stolen).toMatchObject({ status: 400, field: 'fileId' });
    const sent = await post<chat.ChatMessage>(chat.send, 'buyer3', {
      conversationId: conversation.id,
      kind: 'picture',
      fileId,
    });
    expect(sent.content.picture).toMatchObject({ fileId, name: 'sample.png' });
    const download = (who: string) =>
      app.inject({ method: 'GET', url: sent.content.picture!.url, headers: { 'x-token': tokens[who]! } });
    expect((await download('provider')).statusCode).toBe(200);
    expect((await download('buyer3')).statusCode).toBe(200);
    expect((await download('buyer')).statusCode).toBe(403);
  });
});
