// socket.io on Fastify's own HTTP server (path /socket.io): rooms with per-room sequence numbers inside a
// server epoch, events published after their transaction commits, room guards and socket handlers that the
// domain modules register, logins that end (logout or expiry) taking their sockets out of personal rooms,
// and handshakes checked against the web origin. See plugins/README.md, "Realtime".
import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { ResultCode, httpStatusMessage, pickLang, type Lang, type ResultCodeName } from '@portal/contracts/envelope';
import { BusinessMessages } from '@portal/contracts/business-messages';
import {
  SOCKET_PATH,
  parseRoom,
  type AnswerOf,
  type ClientRequestName,
  type ClientToServerEvents,
  type InterServerEvents,
  type JoinAck,
  type ParsedRoom,
  type RequestOf,
  type RoomName,
  type Sequenced,
  type ServerEventName,
  type ServerEventPayloads,
  type ServerToClientEvents,
  type SessionEnded,
  type SocketAnswer,
  type SocketAuth,
  type SocketData,
  type SocketRefusal,
  type SocketUser,
} from '@portal/contracts/events/common';
import { afterCommit } from '../db/database.ts';
import { BusinessError, FieldError, HttpError } from '../lib/errors.ts';
import { guarded } from '../lib/guarded.ts';

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** Why a socket may not join a room: a business result code, or an HTTP status (403...). */
export type RoomRefusal = Exclude<ResultCodeName, 'ok'> | number;
/** A domain's check for its rooms: null lets the socket in, anything else refuses it. */
export type RoomGuard = (user: SocketUser | null, room: ParsedRoom) => RoomRefusal | null | Promise<RoomRefusal | null>;

/** What a domain's socket handler gets: the socket's user (null when anonymous), language and socket. */
export interface SocketContext {
  user: SocketUser | null;
  lang: Lang;
  socket: RealtimeSocket;
}
/** A domain's socket request handler: returns the answer, or throws BusinessError / HttpError / FieldError,
 * which the ack carries as `{ ok: false, resultCode, message }` in the socket's language. */
export type SocketHandler<E extends ClientRequestName> = (
  request: RequestOf<E>,
  context: SocketContext,
) => AnswerOf<E> | Promise<AnswerOf<E>>;

/** What `observe` hears: each publish's room, event and payload. */
export type PublishListener = <E extends ServerEventName>(
  room: RoomName,
  event: E,
  data: ServerEventPayloads[E],
) => void;

/** Room kinds nobody may join until a domain guard says yes (chat: only a conversation's members). */
export const DENY_BY_DEFAULT: readonly ParsedRoom['kind'][] = ['chat'];
/** Room kinds that only logged-in sockets may join, and that a socket leaves when its login ends. */
const PERSONAL_KINDS: readonly ParsedRoom['kind'][] = ['user', 'chat'];

export interface Realtime {
  io: RealtimeServer;
  /** A new value at each start: clients that see another epoch start their sequences afresh. */
  readonly epoch: string;
  /**
   * Sends an event to a room as `{ room, seq, epoch, at, data }`. Inside a transaction it waits for the
   * commit (and a rollback sends nothing); outside one it is sent at once. Rooms without listeners still
   * count their sequence, so a later joiner sees the true number.
   */
  publish<E extends ServerEventName>(room: RoomName, event: E, data: ServerEventPayloads[E]): void;
  /**
   * Calls `listener` with every publish, at the call (inside the caller's transaction when there is one, so
   * what it writes commits or rolls back with the event), once the event is queued: the notification
   * centre writes its rows from the user rooms' events this way (what a listener publishes goes out after the
   * event it heard). Returns the function that stops it.
   */
  observe(listener: PublishListener): () => void;
  /** The room's last sequence number in this epoch (0 before its first event). */
  seq(room: RoomName): number;
  /** Adds a check that runs, after the built-in ones, when a socket joins a room of this kind. For the kinds
   * of DENY_BY_DEFAULT (chat) a join needs at least one guard, and every guard must let it in. */
  guardRoom(kind: ParsedRoom['kind'], guard: RoomGuard): void;
  /** Handles a domain's client->server request (`auction:bid`...) with a typed request and ack. */
  handle<E extends ClientRequestName>(event: E, handler: SocketHandler<E>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

export interface RealtimeOptions {
  /**
   * Origins allowed to open a socket from a browser, comma-separated (env WEB_ORIGIN). Unset: any
   * http://localhost:<port>, http://127.0.0.1:<port> or http://[::1]:<port>, which covers the dev server
   * (5173) and the test stack's web port. Handshakes without an Origin header (node clients) are allowed.
   */
  webOrigin?: string | undefined;
  /** How often (ms) logins are checked for expiry besides on every join and personal publish. */
  expirySweepMs?: number;
}

const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\]):\d{1,5}$/;

/** Whether a handshake's Origin header may open a socket. */
export function originAllowed(origin: string | undefined, webOrigin: string | undefined): boolean {
  if (origin === undefined) return true;
  const configured = (webOrigin ?? '')
    .split(',')
    .map((value) => value.trim().replace(/\/$/, ''))
    .filter((value) => value !== '');
  if (configured.length === 0) return LOCAL_ORIGIN.test(origin);
  return configured.includes(origin);
}

const BAD_ROOM = {
  zh: "room 格式不正确：应为 { room: 'auction:<id>' | 'groupbuy:<id>' | 'chat:<id>' | 'user:<id>' | 'floor' }",
  en: "room is invalid: expected { room: 'auction:<id>' | 'groupbuy:<id>' | 'chat:<id>' | 'user:<id>' | 'floor' }",
} satisfies Record<Lang, string>;

function refusal(reason: RoomRefusal, lang: Lang): SocketRefusal {
  if (typeof reason === 'number') {
    return { ok: false, resultCode: String(reason), message: httpStatusMessage(reason, lang) };
  }
  return { ok: false, resultCode: ResultCode[reason], message: BusinessMessages[reason][lang] };
}

/** What a thrown error becomes in an ack: the same codes and messages as the HTTP envelope. */
function refusalOf(error: unknown, lang: Lang): SocketRefusal | null {
  if (error instanceof BusinessError) {
    return { ok: false, resultCode: ResultCode[error.code], message: error.text ?? BusinessMessages[error.code][lang] };
  }
  if (error instanceof FieldError) return { ok: false, resultCode: '400', message: error.message };
  if (error instanceof HttpError) {
    const custom = error.message !== `HTTP ${error.statusCode}`;
    return {
      ok: false,
      resultCode: String(error.statusCode),
      message: custom ? error.message : httpStatusMessage(error.statusCode, lang),
    };
  }
  return null;
}

/** The last function among the arguments of an event: its ack, if the client asked for one. */
function ackOf<T>(args: unknown[]): ((answer: T) => void) | undefined {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as (answer: T) => void) : undefined;
}

export const realtimePlugin = fp(
  async (app, opts: RealtimeOptions) => {
    const webOrigin = opts.webOrigin ?? process.env.WEB_ORIGIN;
    const io: RealtimeServer = new Server(app.server, {
      path: SOCKET_PATH,
      serveClient: false,
      allowRequest: (request: IncomingMessage, callback) => {
        const ok = originAllowed(request.headers.origin, webOrigin);
        callback(ok ? null : 'origin not allowed', ok);
      },
    });
    const epoch = randomUUID();
    const sequences = new Map<RoomName, number>();
    const guards = new Map<ParsedRoom['kind'], RoomGuard[]>();
    const handlers = new Map<string, SocketHandler<never>>();
    /** The sockets of each login, so a logout reaches every tab and device of that token at once. */
    const socketsBySession = new Map<string, Set<RealtimeSocket>>();

    /** Ends a socket's login: it leaves its personal rooms, hears why, and is anonymous from now on. */
    const endLogin = (socket: RealtimeSocket, reason: SessionEnded['reason']) => {
      const { session } = socket.data;
      if (!session) return;
      socketsBySession.get(session.jti)?.delete(socket);
      if (socketsBySession.get(session.jti)?.size === 0) socketsBySession.delete(session.jti);
      for (const room of [...socket.rooms]) {
        const parsed = parseRoom(room);
        if (parsed && PERSONAL_KINDS.includes(parsed.kind)) void socket.leave(room);
      }
      socket.data = { ...socket.data, user: null, session: null, tokenRejected: true };
      socket.emit('session:ended', { reason });
    };

    /** Ends the logins that have expired by the server clock (the mock clock may jump ahead). */
    const sweepExpired = (sockets: Iterable<RealtimeSocket>) => {
      const now = app.now();
      for (const socket of [...sockets]) {
        const { session } = socket.data;
        if (session && session.expiresAt <= now) endLogin(socket, 'expired');
      }
    };
    const allSessionSockets = () => [...socketsBySession.values()].flatMap((set) => [...set]);
    const membersOf = (room: RoomName): RealtimeSocket[] => {
      const sockets = io.of('/').sockets;
      return [...(io.of('/').adapter.rooms.get(room) ?? [])].flatMap((id) => sockets.get(id) ?? []);
    };

    app.onRevoke((jti) => {
      for (const socket of [...(socketsBySession.get(jti) ?? [])]) endLogin(socket, 'loggedOut');
    });
    const sweepTimer = setInterval(
      guarded(app.log, "the expired logins' socket sweep", () => sweepExpired(allSessionSockets())),
      opts.expirySweepMs ?? 30_000,
    );
    sweepTimer.unref();

    const send = (room: RoomName, event: ServerEventName, data: unknown) => {
      const parsed = parseRoom(room);
      // A personal room never reaches a login that has just expired: its own members are checked (not every
      // socket of the server, which a bid's outbid notice would walk with a thousand watchers connected).
      if (parsed && PERSONAL_KINDS.includes(parsed.kind)) sweepExpired(membersOf(room));
      const seq = (sequences.get(room) ?? 0) + 1;
      sequences.set(room, seq);
      const message: Sequenced<unknown> = { room, seq, epoch, at: app.now(), data };
      (io.to(room).emit as (event: string, message: unknown) => boolean)(event, message);
    };

    const observers = new Set<PublishListener>();
    const realtime: Realtime = {
      io,
      epoch,
      publish(room, event, data) {
        afterCommit(app.db, () => send(room, event, data));
        for (const listener of [...observers]) listener(room, event, data);
      },
      observe(listener) {
        observers.add(listener);
        return () => observers.delete(listener);
      },
      seq(room) {
        return sequences.get(room) ?? 0;
      },
      guardRoom(kind, guard) {
        guards.set(kind, [...(guards.get(kind) ?? []), guard]);
      },
      handle(event, handler) {
        if (handlers.has(event)) throw new Error(`socket event ${event} already has a handler`);
        handlers.set(event, handler as SocketHandler<never>);
      },
    };
    app.decorate('realtime', realtime);

    /** Built-in rules, then the domain's guards: personal rooms for their user only, chat denied by default. */
    const joinRefusal = async (data: SocketData, room: ParsedRoom): Promise<RoomRefusal | null> => {
      if (PERSONAL_KINDS.includes(room.kind)) {
        if (!data.user) return data.tokenRejected ? 'loginInvalid' : 'notLoggedIn';
        if (room.kind === 'user' && room.id !== data.user.id) return 403;
      }
      const roomGuards = guards.get(room.kind) ?? [];
      if (roomGuards.length === 0 && DENY_BY_DEFAULT.includes(room.kind)) return 403;
      for (const guard of roomGuards) {
        const reason = await guard(data.user, room);
        if (reason !== null) return reason;
      }
      return null;
    };

    io.use((socket, next) => {
      const auth = (socket.handshake.auth ?? {}) as Partial<Record<keyof SocketAuth, unknown>>;
      const token = typeof auth.token === 'string' && auth.token !== '' ? auth.token : undefined;
      const user = app.resolveToken(token);
      socket.data = {
        user: user ? { id: user.id, account: user.account, role: user.role } : null,
        lang: pickLang(typeof auth.lang === 'string' ? auth.lang : socket.handshake.headers['accept-language']),
        tokenRejected: token !== undefined && user === null,
        session: user ? { jti: user.jti, expiresAt: user.expiresAt } : null,
      };
      next();
    });

    io.on('connection', (socket: RealtimeSocket) => {
      // The handshake (headers, auth) has been read: the upgrade request it came from need not live as long as
      // the socket (socket.io's own advice, "Memory usage"; a thousand watchers each held theirs).
      (socket.conn as { request: IncomingMessage | null }).request = null;
      const { user, session } = socket.data;
      if (user && session) {
        void socket.join(`user:${user.id}`);
        const sockets = socketsBySession.get(session.jti) ?? new Set<RealtimeSocket>();
        sockets.add(socket);
        socketsBySession.set(session.jti, sockets);
      }
      socket.on('disconnect', () => {
        const jti = socket.data.session?.jti;
        if (!jti) return;
        socketsBySession.get(jti)?.delete(socket);
        if (socketsBySession.get(jti)?.size === 0) socketsBySession.delete(jti);
      });

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
              sweepExpired([socket]);
              const reason = await joinRefusal(socket.data, room);
              if (reason !== null) {
                ack?.(refusal(reason, socket.data.lang));
                return;
              }
              await socket.join(room.name);
            } else {
              await socket.leave(room.name);
            }
            ack?.({ ok: true, room: room.name, seq: realtime.seq(room.name), epoch });
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

      // The domains' requests: registered by then (buildApp calls every module's realtime hook first).
      for (const [event, handler] of handlers) {
        (socket.on as (event: string, listener: (...args: unknown[]) => void) => void)(event, (...args) => {
          const ack = ackOf<SocketAnswer<unknown>>(args);
          const request = args.length > (ack ? 1 : 0) ? args[0] : undefined;
          sweepExpired([socket]);
          const context: SocketContext = { user: socket.data.user, lang: socket.data.lang, socket };
          Promise.resolve()
            .then(() => handler(request as never, context))
            .then(
              (data) => ack?.({ ok: true, data }),
              (error: unknown) => {
                const answer = refusalOf(error, socket.data.lang);
                if (!answer) app.log.error(error);
                ack?.(answer ?? { ok: false, resultCode: '500', message: httpStatusMessage(500, socket.data.lang) });
              },
            );
        });
      }
    });

    // Before Fastify closes its server: connected sockets would otherwise keep it open.
    app.addHook('preClose', async () => {
      clearInterval(sweepTimer);
      await io.close();
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);
