// Chat delivery under load: 200 buyer-seller pairs, each user on its own socket in its conversation's room,
// exchange messages in turn over chat/send (HTTP) on one mock server on 127.0.0.1. Measures the time from a
// send to the other party's socket receiving `chat:message`, checks that nothing is lost and that both
// parties see every message in the order sent. Prints one JSON line (figures in the README, "Chat").
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { loginByAccount } from '../../contracts/src/http/auth.ts';
import { open as openChat, send as sendChat } from '../../contracts/src/http/chat.ts';
import { root } from '../lib/stack.ts';
import { startBenchServer, type BenchServer } from './lib/server.ts';
import { closeConnections, postJson } from './lib/http.ts';
import { percentile } from './lib/stats.ts';

const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 200);
/** Messages each party sends (the pair exchanges twice as many, in turn). */
const TURNS = Number(process.env.BENCH_CHAT_TURNS ?? 10);
/** A party answers this long after it received the other's message (reading and typing, shortened), and
 * the pairs start at random moments within this time: people do not all press send in the same millisecond. */
const THINK_MS = Number(process.env.BENCH_CHAT_THINK_MS ?? 1000);
const PORT = Number(process.env.BENCH_PORT ?? 3368);
const LOGIN_CONCURRENCY = 8;

// socket.io-client is the mock server's (test) dependency, not the scripts': load it from there.
const requireFromServer = createRequire(join(root, 'mock-server', 'package.json'));
interface ClientSocket {
  on(event: string, listener: (message: { room: string; seq: number; data: { text: string } }) => void): void;
  once(event: string, listener: (error?: Error) => void): void;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<{ ok: boolean }> };
  disconnect(): void;
}
const { io } = requireFromServer('socket.io-client') as {
  io: (url: string, options: Record<string, unknown>) => ClientSocket;
};

/** Adds the bench's users to a seeded database: PAIRS buyers (copies of `buyer`) and PAIRS shops, each with
 * its own company and user (copies of `seller` and its company), all with the demo password. */
function addBenchUsers(dbFile: string): void {
  const db = new DatabaseSync(dbFile);
  db.exec('BEGIN');
  const copy = (table: string, id: number, sets: Record<string, string | number>) => {
    db.exec(`CREATE TEMP TABLE IF NOT EXISTS copy_${table} AS SELECT * FROM ${table} WHERE 0`);
    db.exec(`DELETE FROM copy_${table}`);
    db.prepare(`INSERT INTO copy_${table} SELECT * FROM ${table} WHERE id = ?`).run(id);
    const names = Object.keys(sets);
    db.prepare(`UPDATE copy_${table} SET id = NULL, ${names.map((name) => `${name} = ?`).join(', ')}`).run(
      ...names.map((name) => sets[name]!),
    );
    return Number(db.prepare(`INSERT INTO ${table} SELECT * FROM copy_${table}`).run().lastInsertRowid);
  };
  const idOf = (account: string) =>
    db.prepare('SELECT id, company_id FROM users WHERE account = ?').get(account) as { id: number; company_id: number };
  const buyer = idOf('buyer');
  const seller = idOf('seller');
  for (let i = 1; i <= PAIRS; i += 1) {
    const n = String(i).padStart(4, '0');
    copy('users', buyer.id, { account: `benchbuyer${n}`, mobile: `1370000${n}` });
    const company = copy('companies', seller.company_id, { code: `BENCH${n}`, credit_code: `91BENCH${n}` });
    copy('users', seller.id, { account: `benchshop${n}`, mobile: `1360000${n}`, company_id: company });
  }
  db.exec('COMMIT');
  db.close();
}

/** Kept-alive connections shared by the simulated clients, as a load balancer in front of the server would
 * hold them: 400 clients opening their own connections at once measure the machine's TCP accept queue (SYN
 * retries of 1, 3, 7 s), not the chat. */
/** A contract operation's answer (all of this bench's calls are POSTs) over the shared kept-alive client. */
async function call<T>(url: string, op: { path: string }, body: unknown, token?: string): Promise<T> {
  const envelope = await postJson<T>(url, op.path, body, token);
  if (envelope.resultCode !== '000') throw new Error(`${op.path}: ${JSON.stringify(envelope)}`);
  return envelope.content;
}

async function inBatches<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: BenchServer | null = null;
const sockets: ClientSocket[] = [];
try {
  // Seed, stop, add the bench's users, start again.
  server = await startBenchServer({ port: PORT, name: 'chat', beforeStart: addBenchUsers });
  const { url, dbFile } = server;

  const numbers = Array.from({ length: PAIRS }, (_, i) => String(i + 1).padStart(4, '0'));
  const login = (account: string) =>
    call<{ token: string }>(url, loginByAccount, { account, password: 'demo1234' }).then((r) => r.token);
  const buyers = await inBatches(numbers, LOGIN_CONCURRENCY, (n) => login(`benchbuyer${n}`));
  const shops = await inBatches(numbers, LOGIN_CONCURRENCY, (n) => login(`benchshop${n}`));
  const shopCompany = new DatabaseSync(dbFile, { readOnly: true });
  const companies = numbers.map(
    (n) => (shopCompany.prepare('SELECT id FROM companies WHERE code = ?').get(`BENCH${n}`) as { id: number }).id,
  );
  shopCompany.close();
  const indices = numbers.map((_, index) => index);
  const conversations = await inBatches(indices, 16, (index) =>
    call<{ id: number }>(url, openChat, { companyId: companies[index] }, buyers[index]).then((c) => c.id),
  );

  const connect = async (token: string): Promise<ClientSocket> => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token, lang: 'en' },
      forceNew: true,
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(error ?? new Error('connect_error')));
    });
    return socket;
  };

  interface Party {
    socket: ClientSocket;
    token: string;
    received: number[];
  }
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const sendLatencies: number[] = [];
  let outOfOrder = 0;
  const pairs = await inBatches(indices, 20, async (index) => {
    const conversationId = conversations[index]!;
    const parties: Party[] = [];
    for (const token of [buyers[index]!, shops[index]!]) {
      const socket = await connect(token);
      const joined = await socket.timeout(5000).emitWithAck('room:join', { room: `chat:${conversationId}` });
      if (!joined.ok) throw new Error(`join chat:${conversationId} refused`);
      parties.push({ socket, token, received: [] });
    }
    return { conversationId, parties };
  });

  const started = performance.now();
  await Promise.all(
    pairs.map(async ({ conversationId, parties }, pairIndex) => {
      const turns = TURNS * 2;
      // Each party hears the room: `p<pair>-<turn>` must arrive once each, in turn order.
      const waiters = new Map<string, () => void>();
      parties.forEach((party, partyIndex) => {
        party.socket.on('chat:message', (message) => {
          const turn = Number(message.data.text.split('-')[1]);
          if (party.received.length > 0 && turn <= party.received.at(-1)!) outOfOrder += 1;
          party.received.push(turn);
          // The other party's receipt is the delivery measured.
          if (turn % 2 !== partyIndex) {
            const at = sentAt.get(message.data.text);
            if (at !== undefined) latencies.push(performance.now() - at);
            waiters.get(message.data.text)?.();
          }
        });
      });
      await sleep(Math.random() * THINK_MS);
      for (let turn = 0; turn < turns; turn += 1) {
        const who = turn % 2;
        const text = `p${pairIndex}-${turn}`;
        if (turn > 0) await sleep(THINK_MS);
        const delivered = new Promise<void>((resolve) => {
          waiters.set(text, resolve);
          setTimeout(resolve, 10_000); // a lost message shows in the count, it does not hang the bench
        });
        const at = performance.now();
        sentAt.set(text, at);
        await call(
          url,
          sendChat,
          { conversationId, kind: 'text', text, clientKey: `b${pairIndex}t${turn}` },
          parties[who]!.token,
        );
        sendLatencies.push(performance.now() - at);
        await delivered; // in turn: the other party answers what it received
      }
    }),
  );
  const durationMs = performance.now() - started;
  await sleep(300);

  const expected = PAIRS * TURNS * 2;
  const lost = pairs.reduce(
    (sum, { parties }) => sum + parties.reduce((n, party) => n + Math.max(0, TURNS * 2 - party.received.length), 0),
    0,
  );
  const sorted = latencies.sort((a, b) => a - b);
  const sends = sendLatencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  console.log(
    JSON.stringify({
      bench: 'chat',
      pairs: PAIRS,
      thinkMs: THINK_MS,
      sockets: PAIRS * 2,
      messages: expected,
      deliveriesMeasured: sorted.length,
      lost,
      outOfOrder,
      deliveryP50Ms: round(percentile(sorted, 50)),
      deliveryP95Ms: round(percentile(sorted, 95)),
      deliveryP99Ms: round(percentile(sorted, 99)),
      deliveryMaxMs: round(sorted.at(-1) ?? 0),
      sendP99Ms: round(percentile(sends, 99)),
      messagesPerSecond: Math.round(expected / (durationMs / 1000)),
      durationMs: Math.round(durationMs),
      serverPeakRssMb: Math.round(server.rss.peakMb),
    }),
  );
  if (lost > 0 || outOfOrder > 0) process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.disconnect();
  closeConnections();
  await server?.stop();
}
