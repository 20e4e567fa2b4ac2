// socket.io on Fastify's own HTTP server (path /socket.io): `app.realtime.publish(room, event, payload)`
// stamps each event with its room, a per-room sequence number and the server time, so clients detect gaps
// and re-sync from a snapshot call. Sockets log in with `auth: { token }` at the handshake (anonymous
// watchers allowed on public rooms), join and leave rooms with acks, and ping the server clock.
import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import {
  BusinessMessages,
  ResultCode,
  httpStatusMessage,
  pickLang,
  type Lang,
  type ResultCodeName,
} from '@portal/contracts/envelope';
import {
  SOCKET_PATH,
  parseRoom,
  type ClientToServerEvents,
  type InterServerEvents,
  type JoinAck,
  type ParsedRoom,
  type RoomName,
  type Sequenced,
  type ServerEventName,
  type ServerEventPayloads,
  type ServerToClientEvents,
  type SocketAuth,
  type SocketData,
  type SocketUser,
} from '@portal/contracts/events/common';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Why a socket may not join a room: a business result code, or an HTTP status (403...). */
export type RoomRefusal = Exclude<ResultCodeName, 'ok'> | number;
/** A domain's extra check for its rooms (e.g. chat: only the conversation's members). */
export type RoomGuard = (user: SocketUser | null, room: ParsedRoom) => RoomRefusal | null | Promise<RoomRefusal | null>;

export interface Realtime {
  io: RealtimeServer;
  /** Sends an event to a room, stamped `{ room, seq, at }`; returns what was sent. */
  publish<E extends ServerEventName>(
    room: RoomName,
    event: E,
    payload: ServerEventPayloads[E],
  ): Sequenced<ServerEventPayloads[E]>;
  /** The room's last sequence number (0 before its first event). */
  seq(room: RoomName): number;
  /** Adds a check that runs, after the built-in ones, when a socket joins a room of this kind. */
  guardRoom(kind: ParsedRoom['kind'], guard: RoomGuard): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const BAD_ROOM = {
  zh: "room 格式不正确：应为 { room: 'auction:<id>' | 'groupbuy:<id>' | 'chat:<id>' | 'user:<id>' | 'floor' }",
  en: "room is invalid: expected { room: 'auction:<id>' | 'groupbuy:<id>' | 'chat:<id>' | 'user:<id>' | 'floor' }",
} satisfies Record<Lang, string>;

function refusal(reason: RoomRefusal, lang: Lang): JoinAck {
  if (typeof reason === 'number') {
    return { ok: false, resultCode: String(reason), message: httpStatusMessage(reason, lang) };
  }
  return { ok: false, resultCode: ResultCode[reason], message: BusinessMessages[reason][lang] };
}

/** The last function among the arguments of an event: its ack, if the client asked for one. */
function ackOf<T>(args: unknown[]): ((answer: T) => void) | undefined {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as (answer: T) => void) : undefined;
}

export const realtimePlugin = fp(
  async (app) => {
    const io: RealtimeServer = new Server(app.server, { path: SOCKET_PATH, serveClient: false });
    const sequences = new Map<RoomName, number>();
    const guards = new Map<ParsedRoom['kind'], RoomGuard[]>();

    /** The built-in rules: personal rooms for their user only, chat for logged-in users, the rest public. */
    const builtInRefusal = (data: SocketData, room: ParsedRoom): RoomRefusal | null => {
      if (room.kind !== 'user' && room.kind !== 'chat') return null;
      if (!data.user) return data.tokenRejected ? 'loginInvalid' : 'notLoggedIn';
      if (room.kind === 'user' && room.id !== data.user.id) return 403;
      return null;
    };

    const realtime: Realtime = {
      io,
      publish(room, event, payload) {
        const seq = (sequences.get(room) ?? 0) + 1;
        sequences.set(room, seq);
        const message = { ...payload, room, seq, at: app.now() } as Sequenced<ServerEventPayloads[typeof event]>;
        (io.to(room).emit as (event: string, message: unknown) => boolean)(event, message);
        return message;
      },
      seq(room) {
        return sequences.get(room) ?? 0;
      },
      guardRoom(kind, guard) {
        guards.set(kind, [...(guards.get(kind) ?? []), guard]);
      },
    };
    app.decorate('realtime', realtime);

    io.use((socket, next) => {
      const auth = (socket.handshake.auth ?? {}) as Partial<Record<keyof SocketAuth, unknown>>;
      const token = typeof auth.token === 'string' && auth.token !== '' ? auth.token : undefined;
      const user = app.resolveToken(token);
      socket.data = {
        user: user ? { id: user.id, account: user.account, role: user.role } : null,
        lang: pickLang(typeof auth.lang === 'string' ? auth.lang : socket.handshake.headers['accept-language']),
        tokenRejected: token !== undefined && user === null,
      };
      next();
    });

    io.on('connection', (socket: RealtimeSocket) => {
      if (socket.data.user) void socket.join(`user:${socket.data.user.id}`);

      const roomHandler =
        (action: 'join' | 'leave') =>
        async (...args: unknown[]): Promise<void> => {
          const ack = ackOf<JoinAck>(args);
          const { lang } = socket.data;
          try {
            const request = args[0];
            const room =
              typeof request === 'object' && request !== null ? parseRoom((request as { room?: unknown }).room) : null;
            if (!room) {
              ack?.({ ok: false, resultCode: '400', message: BAD_ROOM[lang] });
              return;
            }
            if (action === 'join') {
              let reason = builtInRefusal(socket.data, room);
              for (const guard of guards.get(room.kind) ?? []) {
                if (reason !== null) break;
                reason = await guard(socket.data.user, room);
              }
              if (reason !== null) {
                ack?.(refusal(reason, lang));
                return;
              }
              await socket.join(room.name);
            } else {
              await socket.leave(room.name);
            }
            ack?.({ ok: true, room: room.name, seq: realtime.seq(room.name) });
          } catch (error) {
            app.log.error(error);
            ack?.({ ok: false, resultCode: '500', message: httpStatusMessage(500, lang) });
          }
        };

      socket.on('room:join', roomHandler('join'));
      socket.on('room:leave', roomHandler('leave'));
      socket.on('time:ping', (...args: unknown[]) => {
        ackOf<{ serverNow: number }>(args)?.({ serverNow: app.now() });
      });
    });

    // Before Fastify closes its server: connected sockets would otherwise keep it open.
    app.addHook('preClose', async () => {
      await io.close();
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
