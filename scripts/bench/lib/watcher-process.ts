// A child process holding socket watchers for a bench (lib/watchers.ts forks it): they connect, join one room
// and note when each event arrives, on the clock every process of the machine shares
// (performance.timeOrigin + performance.now()), so the bench's own process does not compete with them.
import { io, type Socket } from 'socket.io-client';

export interface WatchOrder {
  url: string;
  room: string;
  count: number;
  /** The events to note; `key` names the payload field that identifies one (bidId...). Every noted event also
   * counts by its room sequence number, so the bench can wait for events that carry no key (a ranking). */
  events: string[];
  key: string;
  /** Keep every socket's full sequence of messages (for order checks); else only the arrival times. */
  keepLogs: boolean;
}
export interface LoggedMessage {
  event: string;
  seq: number;
  data: Record<string, unknown>;
}
export type FromWatchers =
  | { type: 'ready' }
  | { type: 'all'; key: string | number | undefined; seq: number }
  | { type: 'result'; receipts: [string | number, number[]][]; logs: LoggedMessage[][] }
  | { type: 'failed'; message: string };

const send = (message: FromWatchers) => process.send?.(message);

async function watch(order: WatchOrder): Promise<Socket[]> {
  const sockets: Socket[] = [];
  const receipts = new Map<string | number, number[]>();
  const bySeq = new Map<number, number>();
  const logs: LoggedMessage[][] = [];
  // In batches of 50, as a hall's screens come up, so the handshakes do not time out on a small machine.
  for (let i = 0; i < order.count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, order.count - i) }, async () => {
        const socket = io(order.url, {
          path: '/socket.io',
          transports: ['websocket'],
          forceNew: true,
          reconnection: false,
        });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        const ack = (await socket.timeout(20_000).emitWithAck('room:join', { room: order.room })) as { ok: boolean };
        if (!ack.ok) throw new Error(`join ${order.room}: ${JSON.stringify(ack)}`);
        return socket;
      }),
    );
    sockets.push(...batch);
  }
  for (const socket of sockets) {
    const log: LoggedMessage[] = [];
    if (order.keepLogs) logs.push(log);
    for (const event of order.events) {
      socket.on(event, (message: { seq: number; data: Record<string, unknown> }) => {
        const at = performance.timeOrigin + performance.now();
        const key = message.data[order.key] as string | number | undefined;
        if (key !== undefined) {
          let times = receipts.get(key);
          if (!times) receipts.set(key, (times = []));
          times.push(at);
        }
        const seen = (bySeq.get(message.seq) ?? 0) + 1;
        bySeq.set(message.seq, seen);
        if (seen === order.count) {
          bySeq.delete(message.seq);
          send({ type: 'all', key, seq: message.seq });
        }
        if (order.keepLogs) log.push({ event, seq: message.seq, data: message.data });
      });
    }
  }
  process.on('message', (message: { type: string }) => {
    if (message.type !== 'collect') return;
    for (const socket of sockets) socket.disconnect();
    send({ type: 'result', receipts: [...receipts], logs });
  });
  return sockets;
}

process.once('message', (order: WatchOrder) => {
  watch(order).then(
    () => send({ type: 'ready' }),
    (error: unknown) => send({ type: 'failed', message: String(error) }),
  );
});
