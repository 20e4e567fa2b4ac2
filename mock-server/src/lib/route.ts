// Binds a contract operation to a handler: the path, the schemas and the envelope come from the contract.
import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import type { Access, OperationDef, ContentOf } from '@portal/contracts/operation';
import { ResultCode } from '@portal/contracts/envelope';
import { Envelope, ErrorEnvelope } from '@portal/contracts/envelope-schema';
import type { AuthUser } from './auth-user.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a route serves (`group/operation`). */
    operationId?: string;
    access?: Access;
  }
}

type StaticOr<S, F> = S extends TSchema ? Static<S> : F;

/**
 * The caller a handler gets: an operation that needs a login ('user', 'operator') runs only after
 * requireLogin, so its caller is never null; a public operation sees the caller when a valid token came.
 */
export type CallerOf<O extends OperationDef> = O['access'] extends 'public' ? AuthUser | null : AuthUser;

export interface OpRequest<O extends OperationDef> {
  caller: CallerOf<O>;
  params: StaticOr<O['params'], Record<string, never>>;
  query: StaticOr<O['query'], Record<string, never>>;
  body: StaticOr<O['body'], undefined>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type OpHandler<O extends OperationDef> = (req: OpRequest<O>) => ContentOf<O> | Promise<ContentOf<O>>;

/** The request body limit of an operation that names none: JSON forms are small. */
export const JSON_BODY_LIMIT = 64 * 1024;
/** The request body limit of a multipart upload that names none (a 10 MB file and its form fields). */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

/** The largest request body `op` takes, in bytes. */
export function bodyLimitOf(op: OperationDef): number {
  return op.bodyLimit ?? (op.kind === 'multipart' ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT);
}

/** Fastify path syntax from the contract's `{id}` syntax. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** A business failure, answered with HTTP 200: any result code but 000, its message in `content`. */
export const BusinessFailure = Type.Object(
  {
    resultCode: Type.String({ pattern: '^(?!000$)', description: 'a business result code, never 000' }),
    content: Type.String({ description: "the failure's message in the caller's language" }),
  },
  { title: 'BusinessFailure' },
);

/**
 * The 200 answer of a JSON operation: its success envelope when resultCode is 000, else a business failure.
 * Written as if/then/else so the serializer checks only resultCode before writing the branch (an anyOf would
 * validate the whole content on every answer); the OpenAPI document shows it as oneOf (plugins/openapi.ts).
 */
export function answerSchema(content: TSchema): TSchema {
  return {
    if: { type: 'object', properties: { resultCode: { const: ResultCode.ok } }, required: ['resultCode'] },
    then: Envelope(content),
    else: BusinessFailure,
  } as unknown as TSchema;
}

/** The 200 answer of a download: the file's bytes, or a business failure as JSON. */
const BINARY_ANSWER = {
  description: 'The file, or a business failure',
  content: {
    'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    'application/json': { schema: BusinessFailure },
  },
};

export function routeSchema(op: OperationDef, extra: { description?: string } = {}) {
  return {
    operationId: op.id,
    summary: op.summary,
    description: extra.description ?? op.description,
    tags: [op.id.split('/')[0] ?? 'api'],
    ...(op.access !== 'public' ? { security: [{ token: [] }] } : {}),
    ...(op.params ? { params: op.params } : {}),
    ...(op.query ? { querystring: op.query } : {}),
    ...(op.body && op.kind !== 'multipart' ? { body: op.body } : {}),
    ...(op.kind === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    response: {
      200: op.kind === 'binary' ? (BINARY_ANSWER as unknown as TSchema) : answerSchema(op.content),
      '4xx': ErrorEnvelope,
      '5xx': ErrorEnvelope,
    },
  };
}

/** The caller of `op`: requireLogin has run for every access but 'public', so a missing user is a wiring bug. */
export function callerOf<O extends OperationDef>(op: O, request: FastifyRequest): CallerOf<O> {
  if (op.access !== 'public' && !request.auth) throw new Error(`${op.id}: no login after requireLogin`);
  return request.auth as CallerOf<O>;
}

/** Registers `op` on `app` with its full schema; the handler returns the content, we wrap the envelope. */
export function bind<O extends OperationDef>(app: FastifyInstance, op: O, handler: OpHandler<O>): void {
  app.route({
    method: op.method,
    url: fastifyPath(op.path),
    schema: routeSchema(op),
    config: { operationId: op.id, access: op.access },
    bodyLimit: bodyLimitOf(op),
    preValidation: op.access === 'public' ? [] : [app.requireLogin(op.access)],
    handler: async (request, reply) => {
      const content = await handler({
        caller: callerOf(op, request),
        params: request.params as OpRequest<O>['params'],
        query: request.query as OpRequest<O>['query'],
        body: request.body as OpRequest<O>['body'],
        request,
        reply,
      });
      if (op.kind === 'binary') return content;
      return { resultCode: ResultCode.ok, content };
    },
  });
}
