// Operator test aid: publishes an event on a socket room (`mock/realtime/publish`), checked like a domain's
// own event (room name, event of that room's kind, payload schema), until the domains publish real ones.
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';
import type { Lang } from '@portal/contracts/envelope';
import { parseRoom } from '@portal/contracts/events/common';
import { SERVER_EVENT_ROOM_KINDS, SERVER_EVENT_SCHEMAS, isServerEventName } from '@portal/contracts/events/schemas';
import * as ops from '@portal/contracts/http/mock';
import { FieldError } from '../../lib/errors.ts';
import { bind } from '../../lib/route.ts';

const MESSAGES = {
  room: {
    zh: "room 格式不正确：应为 'user:<id>'、'auction:<id>'、'groupbuy:<id>'、'chat:<id>' 或 'floor'",
    en: "room is invalid: expected 'user:<id>', 'auction:<id>', 'groupbuy:<id>', 'chat:<id>' or 'floor'",
  },
  event: {
    zh: (kind: string, known: string) => `event 不是 ${kind} 房间的事件；可用：${known}`,
    en: (kind: string, known: string) => `event is not an event of ${kind} rooms; expected one of: ${known}`,
  },
  data: {
    zh: (event: string, where: string, why: string) => `data 不符合 ${event} 的格式（${where}：${why}）`,
    en: (event: string, where: string, why: string) => `data does not fit ${event} (${where}: ${why})`,
  },
} as const;

/** Checks the input and publishes it; the answer says the room's new sequence number and its listeners. */
export function publishForTest(app: FastifyInstance, input: ops.RealtimePublishInput, lang: Lang) {
  const room = parseRoom(input.room);
  if (!room) throw new FieldError('room', MESSAGES.room[lang]);
  const known = Object.entries(SERVER_EVENT_ROOM_KINDS)
    .filter(([, kind]) => kind === room.kind)
    .map(([event]) => event);
  const { event } = input;
  if (!isServerEventName(event) || SERVER_EVENT_ROOM_KINDS[event] !== room.kind) {
    throw new FieldError('event', MESSAGES.event[lang](room.kind, known.join(', ')));
  }
  const [problem] = Value.Errors(SERVER_EVENT_SCHEMAS[event], input.data);
  if (problem) {
    throw new FieldError('data', MESSAGES.data[lang](event, problem.instancePath || '/', problem.message));
  }
  // The payload fits the event's schema (checked just above).
  app.realtime.publish(room.name, event, input.data as never);
  return {
    room: room.name,
    event,
    seq: app.realtime.seq(room.name),
    epoch: app.realtime.epoch,
    listeners: app.realtime.io.sockets.adapter.rooms.get(room.name)?.size ?? 0,
  };
}

export function registerRealtimeAid(app: FastifyInstance): void {
  bind(app, ops.publishRealtime, ({ body, request }) => publishForTest(app, body, request.lang));
}
