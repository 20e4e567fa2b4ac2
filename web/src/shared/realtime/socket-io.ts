// The socket.io client socket of the tab, in a module of its own: loaded by the tab's deferred socket
// (deferred-socket.ts) when it first connects, so no page's first screen carries the client library.
import { io } from 'socket.io-client';
import { SOCKET_PATH } from '@portal/contracts/events/common';
import type { ManagedSocket } from './connection.ts';

/** socket.io's own reconnection: 1 s doubling up to 30 s, jittered. */
export const RECONNECT = { delayMs: 1000, delayMaxMs: 30_000, jitter: 0.5 } as const;

/** A socket.io socket to this site's socket path, not yet connected. */
export function createIoSocket(): ManagedSocket {
  return io({
    path: SOCKET_PATH,
    autoConnect: false,
    reconnectionDelay: RECONNECT.delayMs,
    reconnectionDelayMax: RECONNECT.delayMaxMs,
    randomizationFactor: RECONNECT.jitter,
    transports: ['websocket', 'polling'],
  }) as unknown as ManagedSocket;
}
