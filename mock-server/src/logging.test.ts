// The server's log at the level server.ts starts it with (warn, no request lines): what goes wrong without a
// caller to tell (a 500, a failed event listener, a failed timer) is written; a routine request is not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { health } from '@portal/contracts/http/health';
import { buildApp } from './app.ts';
import { guarded } from './lib/guarded.ts';
import { logSettings } from './lib/server-env.ts';

let app: FastifyInstance;
const lines: Array<{ level: number; msg: string; err?: { message: string } }> = [];

beforeAll(async () => {
  const stream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  app = await buildApp({ dbFile: ':memory:', logger: { ...logSettings({}), stream } });
  app.get('/api/test/boom', () => {
    throw new Error('the disk is on fire');
  });
});
afterAll(() => app.close());

describe('the server log at its default level', () => {
  it('writes nothing for a routine request', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: health.path })).statusCode).toBe(200);
    expect(lines).toEqual([]);
  });

  it('writes a 500 with its error', async () => {
    lines.length = 0;
    expect((await app.inject({ method: 'GET', url: '/api/test/boom' })).statusCode).toBe(500);
    expect(lines.some((line) => line.level >= 50 && line.err?.message === 'the disk is on fire')).toBe(true);
  });

  it('writes a failed domain event listener, and the other listeners still hear the event', () => {
    lines.length = 0;
    let heard = false;
    const stopFailing = app.domainEvents.on('inquiry.opened', () => {
      throw new Error('listener broke');
    });
    const stopHearing = app.domainEvents.on('inquiry.opened', () => {
      heard = true;
    });
    app.domainEvents.emit('inquiry.opened', { inquiryId: 1, buyerId: 1, categoryId: null, at: 0 });
    stopFailing();
    stopHearing();
    expect(heard).toBe(true);
    expect(
      lines.some((line) => line.msg === 'domain event listener failed' && line.err?.message === 'listener broke'),
    ).toBe(true);
  });

  it('writes a failed timer turn and lets the timer go on', () => {
    lines.length = 0;
    let turns = 0;
    const turn = guarded(app.log, 'the test sweep', () => {
      turns += 1;
      if (turns === 1) throw new Error('sweep broke');
    });
    turn();
    turn();
    expect(turns).toBe(2);
    expect(lines.map((line) => line.msg)).toEqual(['the test sweep failed']);
  });
});
