// Lazily compiled route schemas behave as Fastify's own compilers do, and every schema of the app compiles.
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { lazySchemas } from './lazy-schemas.ts';
import { buildApp } from '../app.ts';

function appWith(schemas = lazySchemas()) {
  const app = Fastify({
    schemaController: { compilersFactory: schemas.factories },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  });
  app.post(
    '/items/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] },
        querystring: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } },
        headers: { type: 'object', properties: { 'X-Shop': { type: 'string', minLength: 2 } }, required: ['X-Shop'] },
        body: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
        response: {
          200: {
            type: 'object',
            properties: { id: { type: 'integer' }, tags: { type: 'array' }, name: { type: 'string' } },
          },
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { tags } = request.query as { tags?: string[] };
      return { id, tags, name: (request.body as { name: string }).name, secret: 'never serialized' };
    },
  );
  return app;
}

describe('lazySchemas', () => {
  it('validates, coerces and serializes as the default compilers do, compiling on the first request', async () => {
    const app = appWith();
    const ok = await app.inject({
      method: 'POST',
      url: '/items/7?tags=a',
      headers: { 'x-shop': 'yw' },
      payload: { name: 'cup' },
    });
    expect(ok.statusCode).toBe(200);
    // Coerced params and a one-value array; the extra property stays out of the answer.
    expect(ok.json()).toEqual({ id: 7, tags: ['a'], name: 'cup' });

    const badBody = await app.inject({ method: 'POST', url: '/items/7', headers: { 'x-shop': 'yw' }, payload: {} });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toContain('name');

    const badParam = await app.inject({ method: 'POST', url: '/items/x', headers: { 'x-shop': 'yw' }, payload: {} });
    expect(badParam.statusCode).toBe(400);
    expect(badParam.json().message).toContain('params/id');

    // A header schema written in any case matches Node's lower-cased header names.
    const noHeader = await app.inject({ method: 'POST', url: '/items/7', payload: { name: 'cup' } });
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().message).toContain('x-shop');
    await app.close();
  });

  it('compileAll reports a schema that does not compile', async () => {
    const schemas = lazySchemas();
    const app = Fastify({ schemaController: { compilersFactory: schemas.factories } });
    app.post('/broken', { schema: { body: { type: 'object', properties: { a: { $ref: '#/nowhere' } } } } }, () => ({}));
    await app.ready(); // nothing compiled yet
    expect(() => schemas.compileAll()).toThrow();
    await app.close();
  });

  it("compiles every schema of the app's ~400 operations", async () => {
    const app = await buildApp({ dbFile: ':memory:', seed: false });
    await app.ready();
    expect(() => app.compileSchemas()).not.toThrow();
    await app.close();
  }, 60_000);
});
