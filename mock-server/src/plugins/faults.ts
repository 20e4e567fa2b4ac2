// Fault injection, off unless asked for: the `X-Mock-Fault` header of one request (`status=503`,
// `resultCode=G001`, `delay=2000`, combinable with `;`) or operator rules per path glob or operation id
// (`app.faults`, routes in modules/mock). Runs first, at onRequest, so a fault applies to every route,
// before login checks and validation; the /api/mock routes and the docs are never faulted.
// Also the switch of every test aid: `MOCK_AIDS=off` turns the /api/mock routes (but the clock reading) and
// the header off for a demo others can reach; while on, the header and the aids answer the operator only.
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  GenericErrorMessage,
  HEADER_FAULT,
  HEADER_LANG,
  ResultCode,
  httpStatusMessage,
  pickLang,
  type Lang,
  type ResultCodeName,
} from '@portal/contracts/envelope';
import { BusinessMessages } from '@portal/contracts/business-messages';
import {
  FAULT_MAX_DELAY_MS,
  FAULT_RESULT_CODE_PATTERN,
  FAULT_STATUS_MAX,
  FAULT_STATUS_MIN,
  type FaultRule,
  type FaultRuleInput,
} from '@portal/contracts/http/mock';
import { API, type OperationDef } from '@portal/contracts/operation';
import { FieldError, HttpError } from '../lib/errors.ts';
import { tokenFrom } from './auth.ts';

/** What a fault does: wait `delayMs`, then answer `status` or `resultCode` (or carry on when neither). */
export interface FaultSpec {
  status?: number;
  resultCode?: string;
  delayMs?: number;
}

export interface FaultStore {
  /** Adds a rule; throws a FieldError (400) naming the field when it cannot apply. */
  add(input: FaultRuleInput, lang: Lang): FaultRule;
  /** The rules in force, newest first. */
  list(): FaultRule[];
  /** Removes the rule with this id, or every rule; returns how many went. */
  clear(id?: number): number;
  /** Whether any rule is in force (the per-request check that lets a call without a fault skip the rest). */
  active(): boolean;
  /** The newest rule matching a call (its path, its operation id when it has one), counted as applied. */
  take(path: string, operationId: string | undefined): FaultRule | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    faults: FaultStore;
    /** Whether the test aids (/api/mock routes, `X-Mock-Fault`, SMS codes in the log) are on. */
    mockAids: boolean;
  }
}

/** The environment variable that switches the test aids off: `MOCK_AIDS=off` (also `0`, `false`, `no`). */
export const MOCK_AIDS_ENV = 'MOCK_AIDS';

/** Whether an environment leaves the test aids on (the default: tests and local demos need them). */
export function aidsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[MOCK_AIDS_ENV]?.trim().toLowerCase();
  return !(value === 'off' || value === '0' || value === 'false' || value === 'no');
}

/** The one /api/mock route that stays when the aids are off: reading the server clock changes nothing. */
const ALWAYS_ON = [`${API.mock}/clock`];

/** Whether a path is a test aid, switched off with the aids. */
export function isAidPath(path: string): boolean {
  return (path === API.mock || path.startsWith(`${API.mock}/`)) && !ALWAYS_ON.includes(path);
}

export interface FaultsOptions {
  /** The contract operations: an operation-id pattern must name at least one of them. */
  operations?: readonly OperationDef[];
  now: () => number;
  /** The test aids on or off; default from the environment (`MOCK_AIDS`). */
  aids?: boolean;
}

type Bilingual = Record<Lang, string>;

const MESSAGES = {
  status: {
    zh: `状态码必须是 ${FAULT_STATUS_MIN} 到 ${FAULT_STATUS_MAX} 之间的 HTTP 状态`,
    en: `status must be an HTTP status from ${FAULT_STATUS_MIN} to ${FAULT_STATUS_MAX}`,
  },
  resultCode: {
    zh: '结果码必须是 1 到 10 位字母或数字，且不能是 000',
    en: 'resultCode must be 1 to 10 letters or digits, and not 000',
  },
  delay: {
    zh: `延迟必须是 0 到 ${FAULT_MAX_DELAY_MS} 之间的整数毫秒`,
    en: `delay must be whole milliseconds from 0 to ${FAULT_MAX_DELAY_MS}`,
  },
  both: { zh: 'status 与 resultCode 只能选一个', en: 'give status or resultCode, not both' },
  nothing: {
    zh: '请至少指定 status、resultCode 或 delayMs 之一',
    en: 'give at least one of status, resultCode or delayMs',
  },
  pair: {
    zh: '应为以分号分隔的 key=value，例如 status=503;delay=2000',
    en: 'expected key=value pairs such as status=503;delay=2000',
  },
  unknownKey: {
    zh: '未知的故障类型，可用 status、resultCode、delay',
    en: 'unknown fault; use status, resultCode or delay',
  },
  exempt: { zh: '/api/mock 与 /api/docs 不会被注入故障', en: '/api/mock and /api/docs are never faulted' },
  noOperation: {
    zh: '没有与之匹配的接口编号（路径模式以 / 开头）',
    en: 'no operation id matches this pattern (a path pattern starts with /)',
  },
} satisfies Record<string, Bilingual>;

const HEADER_LABEL = 'X-Mock-Fault';
const RESULT_CODE = new RegExp(FAULT_RESULT_CODE_PATTERN);
const EXEMPT_PREFIXES = [API.mock, '/api/docs'];

/** Whether a path is never faulted: the mock routes themselves and the API docs. */
export function isExempt(path: string): boolean {
  return EXEMPT_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A glob as an anchored RegExp: `**` spans segments, `*` stays within one; the rest is literal. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
    } else if (char === '*') {
      source += '[^/]*';
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

/** Parses an `X-Mock-Fault` value; throws a FieldError naming the offending key in the caller's language. */
export function parseFaultHeader(value: string, lang: Lang): FaultSpec {
  const fault: FaultSpec = {};
  const fail = (field: string, message: Bilingual): never => {
    throw new FieldError(field, `${HEADER_LABEL}: ${message[lang]}`);
  };
  for (const part of value.split(/[;,]/)) {
    const trimmed = part.trim();
    if (trimmed === '') continue;
    const eq = trimmed.indexOf('=');
    if (eq <= 0) fail(HEADER_LABEL, MESSAGES.pair);
    const key = trimmed.slice(0, eq).trim().toLowerCase();
    const raw = trimmed.slice(eq + 1).trim();
    if (key === 'status') {
      fault.status = wholeNumber(raw, FAULT_STATUS_MIN, FAULT_STATUS_MAX) ?? fail('status', MESSAGES.status);
    } else if (key === 'resultcode') {
      fault.resultCode = RESULT_CODE.test(raw) ? raw : fail('resultCode', MESSAGES.resultCode);
    } else if (key === 'delay') {
      fault.delayMs = wholeNumber(raw, 0, FAULT_MAX_DELAY_MS) ?? fail('delay', MESSAGES.delay);
    } else {
      fail(trimmed.slice(0, eq).trim(), MESSAGES.unknownKey);
    }
  }
  if (fault.status !== undefined && fault.resultCode !== undefined) fail('resultCode', MESSAGES.both);
  return fault;
}

/** The message of a result-code fault: the catalogue's text for a known code (G001 gets G001's), else 'Error'. */
export function resultCodeMessage(code: string, lang: Lang): string {
  const name = (Object.keys(ResultCode) as ResultCodeName[]).find((key) => ResultCode[key] === code);
  return name && name !== 'ok' ? BusinessMessages[name][lang] : GenericErrorMessage[lang];
}

interface StoredRule {
  rule: FaultRule;
  matcher: RegExp;
}

export function createFaultStore(options: FaultsOptions): FaultStore {
  const operationIds = (options.operations ?? []).map((op) => op.id);
  let rules: StoredRule[] = [];
  let nextId = 1;

  return {
    add(input, lang) {
      const fail = (field: string, message: Bilingual): never => {
        throw new FieldError(field, message[lang]);
      };
      const pattern = input.pattern.trim();
      const target = pattern.startsWith('/') ? 'path' : 'operation';
      const matcher = globToRegExp(pattern);
      // A path glob whose literal start is a mock or docs path could only ever match exempt calls.
      const literalStart = pattern.split('*', 1)[0]!.replace(/(.)\/$/, '$1');
      if (target === 'path' && isExempt(literalStart)) fail('pattern', MESSAGES.exempt);
      if (target === 'operation' && operationIds.length > 0 && !operationIds.some((id) => matcher.test(id))) {
        fail('pattern', MESSAGES.noOperation);
      }
      if (input.status === undefined && input.resultCode === undefined && input.delayMs === undefined) {
        fail('status', MESSAGES.nothing);
      }
      if (input.status !== undefined && input.resultCode !== undefined) fail('resultCode', MESSAGES.both);
      const rule: FaultRule = {
        id: nextId++,
        pattern,
        target,
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.resultCode !== undefined ? { resultCode: input.resultCode } : {}),
        ...(input.delayMs !== undefined ? { delayMs: input.delayMs } : {}),
        remaining: input.times ?? null,
        hits: 0,
        createdAt: options.now(),
      };
      rules.unshift({ rule, matcher });
      return { ...rule };
    },
    list() {
      return rules.map(({ rule }) => ({ ...rule }));
    },
    clear(id) {
      const before = rules.length;
      rules = id === undefined ? [] : rules.filter(({ rule }) => rule.id !== id);
      return before - rules.length;
    },
    active() {
      return rules.length > 0;
    },
    take(path, operationId) {
      const found = rules.find(({ rule, matcher }) =>
        rule.target === 'path' ? matcher.test(path) : operationId !== undefined && matcher.test(operationId),
      );
      if (!found) return undefined;
      const { rule } = found;
      rule.hits++;
      if (rule.remaining !== null) {
        rule.remaining--;
        if (rule.remaining <= 0) rules = rules.filter((entry) => entry !== found);
      }
      return { ...rule };
    },
  };
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const faultsPlugin = fp(
  async (app, opts: FaultsOptions) => {
    app.decorate('faults', createFaultStore(opts));
    app.decorate('mockAids', opts.aids ?? aidsEnabled());

    // Every call pays this hook, and almost none carries a fault: a callback hook whose cheap checks (no header,
    // no rule, not a mock path) end it before any parsing; only a call that may be faulted runs applyFault.
    app.addHook('onRequest', (request, reply, done) => {
      const quiet = app.mockAids ? !app.faults.active() : !request.url.startsWith(API.mock);
      if (quiet && request.headers[HEADER_FAULT] === undefined) {
        done();
        return;
      }
      applyFault(request, reply).then(() => done(), done);
    });

    const applyFault = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const path = request.url.split('?', 1)[0] ?? request.url;
      if (!app.mockAids) {
        // As if the aids did not exist: no route, no header, and no rule can have been added.
        if (isAidPath(path)) throw new HttpError(404);
        return;
      }
      if (isExempt(path)) return;
      const lang = pickLang(request.headers[HEADER_LANG] as string | undefined);
      const header = request.headers[HEADER_FAULT];
      const headerValue = Array.isArray(header) ? header.join(';') : header;

      let fault: FaultSpec;
      let source: string;
      if (headerValue !== undefined && headerValue.trim() !== '') {
        // The header is a test aid like the others: the operator's only. Auth runs later (preHandler), so
        // the token is resolved here; resolveToken is decorated by the auth plugin once the app is ready.
        if (app.resolveToken(tokenFrom(request))?.role !== 'operator') {
          request.lang = lang; // the context hook has not run yet: the error is answered in this language
          throw new HttpError(403);
        }
        fault = parseFaultHeader(headerValue, lang);
        source = 'header';
      } else {
        const rule = app.faults.take(path, request.routeOptions.config?.operationId);
        if (!rule) return;
        fault = rule;
        source = `rule ${rule.id}`;
      }

      if (fault.delayMs) await sleep(fault.delayMs);
      reply.header('x-mock-fault-applied', source);
      if (fault.status === undefined && fault.resultCode === undefined) return;
      const body =
        fault.status !== undefined
          ? { resultCode: String(fault.status), content: httpStatusMessage(fault.status, lang) }
          : { resultCode: fault.resultCode!, content: resultCodeMessage(fault.resultCode!, lang) };
      // Past the route's response schema: its 200 describes the success content, not a message. Not returned:
      // a reply is thenable, and the hook above carries on once this has sent.
      reply
        .code(fault.status ?? 200)
        .type('application/json; charset=utf-8')
        .serializer((payload: unknown) => JSON.stringify(payload))
        .send(body);
    };
  },
  { name: 'faults' },
);
