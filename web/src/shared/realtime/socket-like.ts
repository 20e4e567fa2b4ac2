// The part of a socket.io client socket the realtime core uses, so tests drive it with a fake socket.
import type { Lang } from '@portal/contracts/envelope';

// Listener and argument types are loose here on purpose: events are typed where they are read (room-stream).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- socket.io's own listener signature
export type Listener = (...args: any[]) => void;

export interface SocketLike {
  readonly connected: boolean;
  on(event: string, listener: Listener): unknown;
  off(event: string, listener: Listener): unknown;
  /** The last argument may be an ack callback. */
  emit(event: string, ...args: unknown[]): unknown;
}

/** What the tab's socket authenticates with: the login token (none: anonymous) and the language. */
export interface ConnectionAuth {
  token: string | null;
  lang: Lang;
}
