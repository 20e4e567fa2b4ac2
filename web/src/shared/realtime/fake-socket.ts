// A fake socket for tests of the realtime core: records what is emitted, answers acks with a function the
// test gives, and lets the test play the server (connect, disconnect, events).
import type { ManagedSocket } from './connection.ts';
import type { Listener, SocketLike } from './socket-like.ts';

export type AckResponder = (event: string, args: unknown[]) => unknown;

export class FakeSocket implements SocketLike {
  connected = false;
  readonly emitted: { event: string; args: unknown[] }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly respond: AckResponder;

  /** `respond` gives the ack answer of an emitted event (undefined: the ack is not called). */
  constructor(respond: AckResponder = () => undefined) {
    this.respond = respond;
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  off(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  emit(event: string, ...args: unknown[]): this {
    const ack = typeof args.at(-1) === 'function' ? (args.at(-1) as (answer: unknown) => void) : undefined;
    const payload = ack ? args.slice(0, -1) : args;
    this.emitted.push({ event, args: payload });
    const answer = this.respond(event, payload);
    if (ack && answer !== undefined) ack(answer);
    return this;
  }

  /** The server sends an event (or the client library fires `connect` / `disconnect`). */
  serverSends(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }

  connect(): void {
    this.connected = true;
    this.serverSends('connect');
  }

  disconnect(reason = 'transport close'): void {
    this.connected = false;
    this.serverSends('disconnect', reason);
  }

  listenerCount(event: string): number {
    return this.listeners.get(event)?.size ?? 0;
  }

  emittedNames(): string[] {
    return this.emitted.map((entry) => entry.event);
  }
}

/** A fake of the tab's managed socket: also records the handshake `auth` of every connect. */
export class FakeManagedSocket extends FakeSocket implements ManagedSocket {
  auth: object = {};
  get active() {
    return this.connected;
  }
  readonly handshakes: object[] = [];
  override connect(): void {
    this.handshakes.push(this.auth);
    super.connect();
  }
}
