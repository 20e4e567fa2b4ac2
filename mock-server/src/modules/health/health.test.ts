import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { health } from '@portal/contracts/http/health';
import { buildApp } from '../../app.ts';
import { get } from '../../test/helpers.ts';

const NOW = 1_780_000_000_000;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW });
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it('answers anyone with the database reached, the server clock and the version', async () => {
    const answer = await get(app, health);
    expect(answer.status).toBe(200);
    expect(answer.content).toMatchObject({ status: 'ok', database: 'ok', now: NOW, clockOffsetMs: 0 });
    expect((answer.content as { version: string }).version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 once the database cannot be reached', async () => {
    const broken = await buildApp({ dbFile: ':memory:', now: () => NOW });
    broken.db.close();
    const answer = await get(broken, health);
    expect(answer.status).toBe(503);
    // The server's own close must not fail on the closed database.
    await broken.close().catch(() => undefined);
  });
});
