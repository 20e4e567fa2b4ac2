// Response headers of a server others can reach, and a last guard on numbers: helmet's policy sets
// `X-Content-Type-Options: nosniff`, frame and content-security headers on every response (the Swagger UI
// page included); personal data is never cached (`Cache-Control: no-store`); a non-finite number that got
// past a schema is a 400, never a 500; so is text holding a control character or a lone surrogate half, in
// any field of any operation (contracts/src/text-input.ts).
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyReply, onSendHookHandler } from 'fastify';
import { HEADER_LANG, pickLang, type Lang } from '@portal/contracts/envelope';
import { TEXT_NOT_ACCEPTED, findUnacceptableText } from '@portal/contracts/text-input';
import { FieldError } from '../lib/errors.ts';
import { tokenFrom } from './auth.ts';

/** Operations that are public but answer personal data: the user behind a token. */
const PERSONAL_PUBLIC_OPERATIONS = new Set(['jwt/user']);

const NOT_FINITE: Record<Lang, string> = { zh: '必须是有限的数字', en: 'must be a finite number' };

/** Whether every answer of a route may hold personal data: a non-public operation, or a public one that reads
 * the user of a token. Decided once per route (onRoute), not per request. */
export function isPersonalRoute(config: { access?: string; operationId?: string } | undefined): boolean {
  if (config?.access !== undefined && config.access !== 'public') return true;
  return config?.operationId !== undefined && PERSONAL_PUBLIC_OPERATIONS.has(config.operationId);
}

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
  reply.header('pragma', 'no-cache');
}

/** The dotted path of the first non-finite number in a parsed query, params or body, if any. */
export function findNonFinite(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (depth > 32 || typeof value !== 'object' || value === null) return undefined;
  for (const [key, child] of Object.entries(value)) {
    const found = findNonFinite(child, `${path}.${key}`, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Whether a parsed input holds a non-finite number: the per-request check, allocating nothing (the path is
 * only built, by findNonFinite, for the rare input that has one). */
function hasNonFinite(value: unknown, depth: number): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (const child of value) if (hasNonFinite(child, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (hasNonFinite((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/** Whether a parsed input holds a text with a control character or a lone surrogate half (allocating nothing). */
function hasUnacceptableText(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return findUnacceptableText(value, '') !== undefined;
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (const child of value) if (hasUnacceptableText(child, depth + 1)) return true;
    return false;
  }
  for (const key in value) {
    if (hasUnacceptableText((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/** The policy: helmet's defaults with the exceptions below. */
export const HELMET_POLICY: HelmetOptions = {
  // The goods pictures and the public documents are fetched by the portal from another port (another
  // origin); the protected files are guarded by login and ownership, and X-Token is never sent by a
  // cross-origin <img>, so there is nothing for a same-origin resource policy to protect.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // Plain http on a developer's machine: HSTS would only get in the way of a later http://localhost.
  strictTransportSecurity: false,
  // Helmet's default CSP, but for `upgrade-insecure-requests`: over plain http to another machine's address
  // it would fetch the Swagger UI assets over https, which this server does not speak.
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
};

/**
 * The headers helmet's middleware sets for a policy, computed once: none of them depends on the request (no
 * CSP nonces, no directive functions), so every answer gets the same values without building the middleware
 * (which @fastify/helmet did on every request) or running it.
 */
export function helmetHeaders(policy: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {}, // X-Powered-By: Fastify never sets it
  };
  helmet(policy)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return headers;
}

export const securityPlugin = fp(
  async (app) => {
    const headers = helmetHeaders(HELMET_POLICY);
    // Callback hooks, not async ones: no promise per request on the path every call takes.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });

    // Personal routes are known when they are added: they get an onSend hook of their own, so the hook every
    // answer runs only looks for a token (reading `request.routeOptions` builds a new object on each call).
    const personalRouteHook: onSendHookHandler = (_request, reply, payload, done) => {
      noStore(reply);
      done(null, payload);
    };
    app.addHook('onRoute', (route) => {
      if (!isPersonalRoute(route.config as Parameters<typeof isPersonalRoute>[0])) return;
      const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...own, personalRouteHook] as typeof route.onSend;
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (tokenFrom(request) !== undefined && request.url.startsWith('/api/')) noStore(reply);
      done(null, payload);
    });

    // The contracts bound every number (contracts/src/bounds.ts), so ajv turns `Infinity` away; this is the
    // guard for a schema that slips through, answering 400 naming the field instead of storing `Infinity`.
    app.addHook('preHandler', (request, _reply, done) => {
      if (!hasNonFinite(request.query, 0) && !hasNonFinite(request.params, 0) && !hasNonFinite(request.body, 0)) {
        done();
        return;
      }
      for (const [part, value] of [
        ['query', request.query],
        ['params', request.params],
        ['body', request.body],
      ] as const) {
        const field = findNonFinite(value, part);
        if (field !== undefined) {
          const lang = request.lang ?? pickLang(request.headers[HEADER_LANG] as string | undefined);
          const name = field.replace(/^\w+\./, '');
          done(new FieldError(name, `${name} ${NOT_FINITE[lang]}`));
          return;
        }
      }
      done();
    });

    // Text with a control character or a lone surrogate half, in any field of any operation: a 400 naming the
    // field (a NUL in a keyword used to reach the full-text search as a syntax error, a 500).
    app.addHook('preHandler', (request, _reply, done) => {
      const { query, params, body } = request;
      if (!hasUnacceptableText(query, 0) && !hasUnacceptableText(params, 0) && !hasUnacceptableText(body, 0)) {
        done();
        return;
      }
      for (const [part, value] of [
        ['query', query],
        ['params', params],
        ['body', body],
      ] as const) {
        const field = findUnacceptableText(value, '');
        if (field !== undefined) {
          const lang = request.lang ?? pickLang(request.headers[HEADER_LANG] as string | undefined);
          const name = field || part;
          done(new FieldError(name, `${name} ${TEXT_NOT_ACCEPTED[lang]}`));
          return;
        }
      }
      done();
    });
  },
  { name: 'security' },
);
