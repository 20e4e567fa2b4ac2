// The socket.io contract shared by the mock server and the web client: rooms, the sequenced envelope of
// every server->client event, join/leave acks, the clock ping, and the typed event maps.
import type { Lang } from '../envelope.ts';
import type { AuctionEventPayloads } from './auction.ts';
import type { ChatEventPayloads } from './chat.ts';
import type { FloorEventPayloads } from './floor.ts';
import type { GroupBuyEventPayloads } from './groupbuy.ts';
import type { UserEventPayloads } from './user.ts';

/** socket.io path on the API's port (the web dev server proxies it). */
export const SOCKET_PATH = '/socket.io';

/** Rooms with an id: one per auction, group buy, chat conversation and user. */
export const ROOM_KINDS = ['auction', 'groupbuy', 'chat', 'user'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];
/** The public trading-floor room (trading floor and industrial belt). */
export const FLOOR_ROOM = 'floor';

export type RoomName = `${RoomKind}:${number}` | typeof FLOOR_ROOM;

export type ParsedRoom = { kind: RoomKind; id: number; name: RoomName } | { kind: 'floor'; name: 'floor' };

const ROOM_PATTERN = new RegExp(`^(${ROOM_KINDS.join('|')}):([1-9]\\d{0,14})$`);

/** Parses a room name (`auction:12`, `floor`); null for anything else, including non-strings. */
export function parseRoom(value: unknown): ParsedRoom | null {
  if (value === FLOOR_ROOM) return { kind: 'floor', name: FLOOR_ROOM };
  if (typeof value !== 'string') return null;
  const match = ROOM_PATTERN.exec(value);
  if (!match) return null;
  return { kind: match[1] as RoomKind, id: Number(match[2]), name: value as RoomName };
}

export function roomName(kind: RoomKind, id: number): RoomName {
  return `${kind}:${id}`;
}

/** Every server->client room event: its room, the room's sequence number (1, 2, 3... per room and epoch),
 * the server's epoch (a new one after each restart, so a client can tell a new sequence from a gap), the
 * server time, and the payload kept apart in `data` (so a payload's own fields, `at` included, survive). */
export interface Sequenced<T> {
  room: RoomName;
  seq: number;
  /** Changes whenever the server starts: sequences of different epochs are unrelated. */
  epoch: string;
  /** Server time the event was sent, epoch ms. */
  at: number;
  data: T;
}

/** Payloads of the server->client events, by event name (`domain:event`). */
export interface ServerEventPayloads
  extends AuctionEventPayloads, GroupBuyEventPayloads, ChatEventPayloads, UserEventPayloads, FloorEventPayloads {}
export type ServerEventName = keyof ServerEventPayloads;

/** Why a socket's login ended: logged out (in any tab or device of that token) or expired. */
export interface SessionEnded {
  reason: 'loggedOut' | 'expired';
}

export type ServerToClientEvents = {
  [E in ServerEventName]: (message: Sequenced<ServerEventPayloads[E]>) => void;
} & {
  /** Sent to a socket whose token was revoked or expired: it has left its user and chat rooms and is
   * anonymous from now on (reconnect with a new token to log in again). Not a room event: no sequence. */
  'session:ended': (info: SessionEnded) => void;
};

/** A refusal of the server, in the socket's language, with a result code of the HTTP envelope (G001, B002,
 * 400, 403...). */
export interface SocketRefusal {
  ok: false;
  resultCode: string;
  message: string;
}

/** The answer to room:join / room:leave: the room's current sequence number and epoch, or why not. */
export type JoinAck = { ok: true; room: RoomName; seq: number; epoch: string } | SocketRefusal;

/** The answer to a domain's socket request (`auction:bid`...): its result, or why not. */
export type SocketAnswer<T> = { ok: true; data: T } | SocketRefusal;

export interface RoomRequest {
  room: RoomName;
}

export interface TimePong {
  /** Server time, epoch ms. */
  serverNow: number;
}

/**
 * The domains' client->server requests, by event name: `{ request; answer }`. A domain adds its own by
 * extending this interface (e.g. `interface ClientRequests extends AuctionClientRequests {}` once the auction
 * domain has one), and the server handles them with `app.realtime.handle(name, handler)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the domains add theirs
export interface ClientRequests {}
export type ClientRequestName = keyof ClientRequests;

/** The built-in client->server events: rooms and the clock. */
export interface CoreClientEvents {
  'room:join': (request: RoomRequest, ack: (answer: JoinAck) => void) => void;
  'room:leave': (request: RoomRequest, ack: (answer: JoinAck) => void) => void;
  /** Round trip for clock-offset estimation: offset ~ serverNow - (sentAt + receivedAt) / 2. */
  'time:ping': (ack: (answer: TimePong) => void) => void;
}

/** What a domain request carries and what its ack answers (on success). */
export interface ClientRequestShape<Request, Answer> {
  request: Request;
  answer: Answer;
}
export type RequestOf<E extends ClientRequestName> =
  ClientRequests[E] extends ClientRequestShape<infer Q, unknown> ? Q : never;
export type AnswerOf<E extends ClientRequestName> =
  ClientRequests[E] extends ClientRequestShape<unknown, infer A> ? A : never;

export type ClientToServerEvents = CoreClientEvents & {
  [E in ClientRequestName]: (request: RequestOf<E>, ack: (answer: SocketAnswer<AnswerOf<E>>) => void) => void;
};

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- one process, no inter-server events yet
export interface InterServerEvents {}

/** The handshake `auth` a client sends: its login token (none for anonymous watchers) and language. */
export interface SocketAuth {
  token?: string;
  lang?: Lang;
}

/** The user behind a socket, resolved once at the handshake. */
export interface SocketUser {
  id: number;
  account: string;
  role: string;
}

export interface SocketData {
  user: SocketUser | null;
  lang: Lang;
  /** A token came with the handshake but is invalid, expired or logged out (login rooms answer G001). */
  tokenRejected: boolean;
  /** The login's session id and end (epoch ms): the socket loses its user rooms when either is reached. */
  session: { jti: string; expiresAt: number } | null;
}
