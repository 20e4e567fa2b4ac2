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

/** What every server->client event carries besides its payload: its room, the room's sequence number
 * (1, 2, 3... per room, so a client that sees a gap re-syncs from a snapshot call) and the server time. */
export interface SequenceStamp {
  room: RoomName;
  seq: number;
  /** Server time, epoch ms. */
  at: number;
}
export type Sequenced<T> = T & SequenceStamp;

/** Payloads of the server->client events, by event name (`domain:event`). */
export interface ServerEventPayloads
  extends AuctionEventPayloads, GroupBuyEventPayloads, ChatEventPayloads, UserEventPayloads, FloorEventPayloads {}
export type ServerEventName = keyof ServerEventPayloads;

export type ServerToClientEvents = {
  [E in ServerEventName]: (message: Sequenced<ServerEventPayloads[E]>) => void;
};

/** The answer to room:join / room:leave: the room's current sequence number, or why not (in the socket's
 * language, with a result code of the HTTP envelope: G001, B002, 400, 403...). */
export type JoinAck = { ok: true; room: RoomName; seq: number } | { ok: false; resultCode: string; message: string };

export interface RoomRequest {
  room: RoomName;
}

export interface TimePong {
  /** Server time, epoch ms. */
  serverNow: number;
}

export interface ClientToServerEvents {
  'room:join': (request: RoomRequest, ack: (answer: JoinAck) => void) => void;
  'room:leave': (request: RoomRequest, ack: (answer: JoinAck) => void) => void;
  /** Round trip for clock-offset estimation: offset ~ serverNow - (sentAt + receivedAt) / 2. */
  'time:ping': (ack: (answer: TimePong) => void) => void;
}

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
}
