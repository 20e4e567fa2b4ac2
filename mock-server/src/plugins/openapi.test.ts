import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { API, defineOperation } from '@portal/contracts/operation';
import { allOperations } from '@portal/contracts/http/all';
import { listProvince } from '@portal/contracts/http/region';
import { buildApp } from '../app.ts';
import { PLANNED_DESCRIPTION, PLANNED_TAG, registerFallbacks } from './fallback.ts';

interface OpenApiOperation {
  operationId?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  'x-status'?: string;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

const notYetServed = defineOperation({
  id: 'openapiDemo/page',
  method: 'GET',
  path: `${API.pass}/openapiDemo/page`,
  summary: 'demo',
  access: 'public',
  content: Type.Array(Type.String()),
});

/** `/api/x/{id}` stays as is: OpenAPI path templates use the contracts' own syntax. */
const operationOf = (doc: OpenApiDocument, method: string, path: string) => doc.paths[path]?.[method.toLowerCase()];

let app: FastifyInstance;
let doc: OpenApiDocument;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
  registerFallbacks(app, [notYetServed]);
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json() as OpenApiDocument;
});
afterAll(() => app.close());

describe('OpenAPI document', () => {
  it('is OpenAPI 3 and lists every contract operation with its method and path', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const missing = allOperations.filter((op) => operationOf(doc, op.method, op.path)?.operationId !== op.id);
    expect(missing.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('lists nothing but the contract operations (no docs or asset routes)', () => {
    const documented = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(documented).toHaveLength(allOperations.length + 1);
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('declares the X-Token scheme on calls that need a login and documents X-Platform-Code', () => {
    expect(doc.components.securitySchemes.token).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Token' });
    const loggedIn = allOperations.find((op) => op.access !== 'public')!;
    expect(operationOf(doc, loggedIn.method, loggedIn.path)?.security).toEqual([{ token: [] }]);
    const open = operationOf(doc, listProvince.method, listProvince.path)!;
    expect(open.security).toBeUndefined();
    expect(open.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'X-Platform-Code' }));
    expect(doc.info.description).toContain('X-Platform-Code');
  });

  it('marks the operations answered by the 501 fallback as planned', () => {
    const planned = operationOf(doc, notYetServed.method, notYetServed.path)!;
    expect(planned['x-status']).toBe('planned');
    expect(planned.tags).toContain(PLANNED_TAG);
    expect(planned.description).toBe(PLANNED_DESCRIPTION);
    const served = operationOf(doc, listProvince.method, listProvince.path)!;
    expect(served['x-status']).toBeUndefined();
    expect(served.tags).not.toContain(PLANNED_TAG);
  });
});

describe('OpenAPI answers', () => {
  type Json = Record<string, unknown>;
  const answer = (op: { method: string; path: string }) =>
    (operationOf(doc, op.method, op.path) as unknown as { responses: Record<string, { content: Json }> }).responses;

  it('describes the 200 answer as the success envelope or a business failure (never 000)', () => {
    const schema = answer(listProvince)['200']!.content['application/json'] as { schema: { oneOf: Json[] } };
    const [success, failure] = schema.schema.oneOf as { properties: Record<string, Json>; required: string[] }[];
    expect(Object.keys(success!.properties)).toEqual(['resultCode', 'content']);
    expect(success!.properties.content).toMatchObject({ type: 'array' });
    expect(failure!.properties.resultCode).toMatchObject({ type: 'string', pattern: '^(?!000$)' });
    expect(failure!.properties.content).toMatchObject({ type: 'string' });
    expect(new RegExp(failure!.properties.resultCode!.pattern as string).test('000')).toBe(false);
    expect(new RegExp(failure!.properties.resultCode!.pattern as string).test('G001')).toBe(true);
    expect(answer(listProvince)['4XX'] ?? answer(listProvince)['4xx']).toBeDefined();
  });

  it('describes a download as the file or a JSON business failure', () => {
    const download = allOperations.find((op) => op.kind === 'binary')!;
    const content = answer(download)['200']!.content;
    expect(content['application/octet-stream']).toMatchObject({ schema: { type: 'string', format: 'binary' } });
    expect(content['application/json']).toMatchObject({ schema: { properties: { content: { type: 'string' } } } });
  });

  it('serializes a business failure through the 200 schema, in the caller language', async () => {
    const { orderPage } = await import('@portal/contracts/http/order');
    const res = await app.inject({ method: 'GET', url: orderPage.path, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ resultCode: 'G001', content: expect.any(String) });
    expect(res.json().content).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('OpenAPI page', () => {
  it('serves Swagger UI from its bundled assets, with no external address', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).not.toMatch(/https?:\/\//);
    const scripts = [...page.body.matchAll(/src="([^"]+)"/g)].map((match) => match[1]!);
    expect(scripts).toContain('/api/docs/static/swagger-ui-bundle.js');
    for (const src of scripts) {
      const asset = await app.inject({ method: 'GET', url: src });
      expect(asset.statusCode, src).toBe(200);
    }
    const initializer = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('validatorUrl: null');
  });
});
