// The tab's one socket: logs in with the token in the handshake, reconnects with backoff (socket.io's own,
// 1 s doubling up to 30 s, jittered), reconnects with the new token when the login changes, and tells
// whether it is connected, the mode a page shows, and when the server ended its login. The socket.io client
// itself loads when the socket first connects (deferred-socket.ts).
import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { SessionEnded, SocketAuth } from '@portal/contracts/events/common';
import { DeferredSocket } from './deferred-socket.ts';
import { connectionMode, type RealtimeMode } from './operators.ts';
import type { ConnectionAuth, SocketLike } from './socket-like.ts';

/** The socket the connection drives: a socket.io client socket, or a fake in tests. */
export interface ManagedSocket extends SocketLike {
  auth: SocketAuth | ((callback: (data: object) => void) => void) | object;
  /** Whether it is connected or trying to (socket.io's `active`). */
  readonly active: boolean;
  connect(): unknown;
  disconnect(): unknown;
}

/** The tab's socket to this site's socket path, not yet connected: its client library loads on its first
 * connect (deferred-socket.ts, socket-io.ts). */
export function createSocket(): ManagedSocket {
  return new DeferredSocket(async () => (await import('./socket-io.ts')).createIoSocket());
}

/** What `session:ended` said, with the token the socket had then (the tab may have a newer one). */
export interface SessionEndedNotice extends SessionEnded {
  token: string | null;
}

export class RealtimeConnection {
  readonly socket: ManagedSocket;
  private readonly connectedSubject = new BehaviorSubject(false);
  private readonly endedSubject = new Subject<SessionEndedNotice>();
  private auth: ConnectionAuth | null = null;
  /** The tab's mode for pages: 'connecting' until the socket first connects, then 'live', 'reconnecting', or
   * 'polling' after a few seconds down. */
  readonly mode$: BehaviorSubject<RealtimeMode>;

  constructor(socket: ManagedSocket, options: { graceMs?: number } = {}) {
    this.socket = socket;
    socket.on('connect', () => this.connectedSubject.next(true));
    socket.on('disconnect', () => this.connectedSubject.next(false));
    socket.on('session:ended', (info: SessionEnded) =>
      this.endedSubject.next({ ...info, token: this.auth?.token ?? null }),
    );
    this.mode$ = new BehaviorSubject<RealtimeMode>('connecting');
    connectionMode(this.connectedSubject, options.graceMs !== undefined ? { graceMs: options.graceMs } : {}).subscribe(
      this.mode$,
    );
  }

  get connected$(): Observable<boolean> {
    return this.connectedSubject;
  }

  get sessionEnded$(): Observable<SessionEndedNotice> {
    return this.endedSubject;
  }

  /** Connects with this login and language; a change reconnects (the server reads them at the handshake). */
  setAuth(auth: ConnectionAuth): void {
    if (this.auth && this.auth.token === auth.token && this.auth.lang === auth.lang && this.socket.active) return;
    this.auth = auth;
    this.socket.auth = { ...(auth.token ? { token: auth.token } : {}), lang: auth.lang } satisfies SocketAuth;
    if (this.socket.active) this.socket.disconnect();
    this.socket.connect();
  }

  close(): void {
    this.auth = null;
    this.socket.disconnect();
  }
}

let tabConnection: RealtimeConnection | null = null;

/** The tab's connection, made on first use (one socket per tab). */
export function getTabConnection(): RealtimeConnection {
  tabConnection ??= new RealtimeConnection(createSocket());
  return tabConnection;
}
