// Fault injection of the mock stack (operators only): rules that make matching calls fail, answer a result
// code or wait, for demos and tests of the error catalogue. The same faults can be asked per request with
// the `X-Mock-Fault` header (`faultHeader` builds its value). Not part of the product.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, defineOperation } from '../operation.ts';

/** HTTP statuses a fault may answer (Fastify cannot send 999). */
export const FAULT_STATUS_MIN = 400;
export const FAULT_STATUS_MAX = 599;
/** Longest delay: beyond the 120 s page-part timeout, so that timeout can be shown. */
export const FAULT_MAX_DELAY_MS = 180_000;
/** A result code a fault may answer: letters and digits, never 000 (success). */
export const FAULT_RESULT_CODE_PATTERN = '^(?!000$)[A-Za-z0-9]{1,10}$';

const FaultStatus = Type.Integer({ minimum: FAULT_STATUS_MIN, maximum: FAULT_STATUS_MAX });
const FaultResultCode = Type.String({ pattern: FAULT_RESULT_CODE_PATTERN, description: 'e.g. G001, B004' });
const FaultDelay = Type.Integer({ minimum: 0, maximum: FAULT_MAX_DELAY_MS, description: 'milliseconds' });

export const FaultRuleInput = Type.Object({
  /** A glob over the request path (`/api/portal/pass/news/*`; `*` stays in a segment, `**` spans segments)
   * or an operation id, itself a glob (`news/pageData`, `news/*`). */
  pattern: Type.String({ minLength: 1, maxLength: 200 }),
  status: Type.Optional(FaultStatus),
  resultCode: Type.Optional(FaultResultCode),
  delayMs: Type.Optional(FaultDelay),
  /** Apply to this many matching calls, then drop the rule; absent: until cleared. */
  times: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
});
export type FaultRuleInput = Static<typeof FaultRuleInput>;

export const FaultRule = Type.Object({
  id: Id,
  pattern: Type.String(),
  /** `path` when the pattern starts with `/`, else `operation`. */
  target: Type.Enum(['path', 'operation']),
  status: Type.Optional(FaultStatus),
  resultCode: Type.Optional(FaultResultCode),
  delayMs: Type.Optional(FaultDelay),
  /** Calls it will still apply to; null: until cleared. */
  remaining: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Calls it has applied to. */
  hits: Type.Integer({ minimum: 0 }),
  createdAt: EpochMs,
});
export type FaultRule = Static<typeof FaultRule>;

export const setFault = defineOperation({
  id: 'mock/faults',
  method: 'POST',
  path: `${API.mock}/faults`,
  summary: 'Add a fault rule: matching calls answer an HTTP status, a result code, or wait first',
  access: 'operator',
  body: FaultRuleInput,
  content: FaultRule,
});

export const listFaults = defineOperation({
  id: 'faults/list',
  method: 'GET',
  path: `${API.mock}/faults/list`,
  summary: 'The fault rules in force, newest first',
  access: 'operator',
  content: Type.Array(FaultRule),
});

export const clearFaults = defineOperation({
  id: 'faults/clear',
  method: 'POST',
  path: `${API.mock}/faults/clear`,
  summary: 'Remove one fault rule (by id) or all of them',
  access: 'operator',
  body: Type.Object({ id: Type.Optional(Id) }),
  content: Type.Object({ cleared: Type.Integer({ minimum: 0 }) }),
});

/** What the `X-Mock-Fault` header may ask for. */
export interface HeaderFault {
  status?: number;
  resultCode?: string;
  delay?: number;
}

/** The `X-Mock-Fault` header value for a fault: `status=503;delay=2000`. */
export function faultHeader(fault: HeaderFault): string {
  const parts: string[] = [];
  if (fault.status !== undefined) parts.push(`status=${fault.status}`);
  if (fault.resultCode !== undefined) parts.push(`resultCode=${fault.resultCode}`);
  if (fault.delay !== undefined) parts.push(`delay=${fault.delay}`);
  return parts.join(';');
}

/** The mock server's clock: real time plus an offset an operator can move forward (demos, tests). */
export const ClockState = Type.Object({
  now: EpochMs,
  offsetMs: Type.Integer({ minimum: 0 }),
});
export type ClockState = Static<typeof ClockState>;

export const CLOCK_MAX_ADVANCE_MS = 30 * 24 * 3600 * 1000;

export const getClock = defineOperation({
  id: 'mock/clock',
  method: 'GET',
  path: `${API.mock}/clock`,
  summary: 'Mock stack: the server clock and how far it has been moved forward',
  access: 'public',
  content: ClockState,
});

export const advanceClock = defineOperation({
  id: 'clock/advance',
  method: 'POST',
  path: `${API.mock}/clock/advance`,
  summary: 'Mock stack: moves the server clock forward (never back), e.g. past an SMS interval or an auction end',
  access: 'operator',
  body: Type.Object({ ms: Type.Integer({ minimum: 1, maximum: CLOCK_MAX_ADVANCE_MS }) }),
  content: ClockState,
});

/** Test aid: what the operator sends to a room (the payload is checked against the event's schema). */
export const RealtimePublishInput = Type.Object({
  /** `user:<id>`, `auction:<id>`, `groupbuy:<id>`, `chat:<id>` or `floor`. */
  room: Type.String({ minLength: 1, maxLength: 40 }),
  /** A server->client event of that room's kind, e.g. `user:cartCount` for `user:<id>`. */
  event: Type.String({ minLength: 1, maxLength: 40 }),
  /** The event's payload, e.g. `{ "count": 3 }` for `user:cartCount`. */
  data: Type.Unknown(),
});
export type RealtimePublishInput = Static<typeof RealtimePublishInput>;

export const RealtimePublished = Type.Object({
  room: Type.String(),
  event: Type.String(),
  seq: Type.Integer({ minimum: 1 }),
  epoch: Type.String(),
  /** Sockets in the room when it was sent. */
  listeners: Type.Integer({ minimum: 0 }),
});
export type RealtimePublished = Static<typeof RealtimePublished>;

export const publishRealtime = defineOperation({
  id: 'mock/realtime/publish',
  method: 'POST',
  path: `${API.mock}/realtime/publish`,
  summary: 'Mock stack: sends an event to a socket room, as a domain would after a commit (tests, demos)',
  access: 'operator',
  body: RealtimePublishInput,
  content: RealtimePublished,
});
