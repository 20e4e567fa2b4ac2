// The tab's socket before its client library is loaded: socket.io's client (~21 KB gzip) is not on any page's
// first screen; it loads when the tab first asks its socket to connect (after the page has painted, from an
// effect or a saga). Until it has come, this stand-in keeps what is asked of the socket (listeners, the
// handshake's auth, emits, connects and disconnects) and replays it in the same order on the real socket, so a
// room joined, a listener added or a login set before then behaves as on a socket that is still connecting
// (web/src/shared/realtime/README.md, "The tab's socket").
import type { ManagedSocket } from './connection.ts';
import type { Listener } from './socket-like.ts';

/** Loads the client library and makes the real socket (not yet connected). */
export type SocketLoader = () => Promise<ManagedSocket>;

type Step =
  | { kind: 'on' | 'off'; event: string; listener: Listener }
  | { kind: 'emit'; event: string; args: unknown[] }
  | { kind: 'auth'; auth: ManagedSocket['auth'] }
  | { kind: 'connect' | 'disconnect' };

export class DeferredSocket implements ManagedSocket {
  private real: ManagedSocket | null = null;
  private loading: Promise<void> | null = null;
  private readonly steps: Step[] = [];
  private wantsConnection = false;
  private pendingAuth: ManagedSocket['auth'] = {};

  private readonly load: SocketLoader;
  /** Told when the library could not be loaded (offline, a new deployment); the next connect tries again. */
  private readonly onLoadError: (error: unknown) => void;

  constructor(
    load: SocketLoader,
    onLoadError: (error: unknown) => void = (error) => console.error('the realtime client could not load', error),
  ) {
    this.load = load;
    this.onLoadError = onLoadError;
  }

  /** The real socket once its library has come (tests, diagnostics). */
  get loaded(): ManagedSocket | null {
    return this.real;
  }

  get connected(): boolean {
    return this.real?.connected ?? false;
  }

  /** Connecting or connected: true from `connect()` on, as socket.io's `active` (not only once loaded). */
  get active(): boolean {
    return this.real ? this.real.active : this.wantsConnection;
  }

  get auth(): ManagedSocket['auth'] {
    return this.real ? this.real.auth : this.pendingAuth;
  }

  set auth(auth: ManagedSocket['auth']) {
    if (this.real) this.real.auth = auth;
    else {
      this.pendingAuth = auth;
      this.steps.push({ kind: 'auth', auth });
    }
  }

  on(event: string, listener: Listener): this {
    if (this.real) this.real.on(event, listener);
    else this.steps.push({ kind: 'on', event, listener });
    return this;
  }

  off(event: string, listener: Listener): this {
    if (this.real) this.real.off(event, listener);
    else this.steps.push({ kind: 'off', event, listener });
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    if (this.real) this.real.emit(event, ...args);
    else {
      // socket.io buffers an emit made before the connection and sends it once connected; so will the real one.
      this.steps.push({ kind: 'emit', event, args });
      this.start();
    }
    return this;
  }

  connect(): this {
    if (this.real) this.real.connect();
    else {
      this.wantsConnection = true;
      this.steps.push({ kind: 'connect' });
      this.start();
    }
    return this;
  }

  disconnect(): this {
    if (this.real) this.real.disconnect();
    else {
      this.wantsConnection = false;
      this.steps.push({ kind: 'disconnect' });
    }
    return this;
  }

  /** Loads the library once (again after a failure), then replays what was asked meanwhile. */
  private start(): void {
    this.loading ??= this.load().then(
      (real) => {
        this.real = real;
        for (const step of this.steps.splice(0)) replay(real, step);
      },
      (error: unknown) => {
        this.loading = null;
        this.onLoadError(error);
      },
    );
  }
}

function replay(socket: ManagedSocket, step: Step): void {
  switch (step.kind) {
    case 'on':
      socket.on(step.event, step.listener);
      break;
    case 'off':
      socket.off(step.event, step.listener);
      break;
    case 'emit':
      socket.emit(step.event, ...step.args);
      break;
    case 'auth':
      socket.auth = step.auth;
      break;
    case 'connect':
      socket.connect();
      break;
    case 'disconnect':
      socket.disconnect();
      break;
  }
}
