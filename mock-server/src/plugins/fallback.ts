// The 501 fallback: every contract operation no module has bound yet still exists, with its full schema
// (so it validates, needs its login, and shows in the OpenAPI document marked as planned), and answers
// HTTP 501 'Not recognised' until the issue that owns it lands.
import type { FastifyInstance } from 'fastify';
import type { OperationDef } from '@portal/contracts/operation';
import { bodyLimitOf, fastifyPath, routeSchema } from '../lib/route.ts';
import { HttpError } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered by the 501 fallback: no module serves this operation yet. */
    planned?: boolean;
  }
}

export const PLANNED_TAG = 'planned';
export const PLANNED_STATUS = 'planned';
export const PLANNED_DESCRIPTION = 'Not implemented yet: answers 501 until its issue lands.';

/** Registers a 501 route for each operation without a route; returns those operations. Call it after the
 * modules (a route registered later for the same method and path would clash with the fallback). */
export function registerFallbacks(app: FastifyInstance, operations: readonly OperationDef[]): OperationDef[] {
  const planned: OperationDef[] = [];
  for (const op of operations) {
    const url = fastifyPath(op.path);
    if (app.hasRoute({ method: op.method, url })) continue;
    const schema = routeSchema(op, { description: PLANNED_DESCRIPTION });
    app.route({
      method: op.method,
      url,
      schema: { ...schema, tags: [...schema.tags, PLANNED_TAG], 'x-status': PLANNED_STATUS },
      config: { operationId: op.id, access: op.access, planned: true },
      bodyLimit: bodyLimitOf(op),
      preValidation: op.access === 'public' ? [] : [app.requireLogin(op.access)],
      handler: async () => {
        throw new HttpError(501);
      },
    });
    planned.push(op);
  }
  return planned;
}
