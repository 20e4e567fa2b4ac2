// The clips answer as WebM with byte ranges (206), so the video centre's player can seek.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { clipSource } from '../../lib/assets.ts';
import { parseRange } from './clips.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
});
afterAll(() => app.close());

describe('clips', () => {
  it('parses byte ranges', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
  });

  it('serves a whole clip as video/webm and a range as 206 with the right bytes', async () => {
    const whole = await app.inject({ method: 'GET', url: clipSource('market') });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/webm');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])); // EBML magic
    const size = whole.rawPayload.length;
    const part = await app.inject({ method: 'GET', url: clipSource('market'), headers: { range: 'bytes=1000-1999' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(1000, 2000));
    const past = await app.inject({ method: 'GET', url: clipSource('market'), headers: { range: `bytes=${size}-` } });
    expect(past.statusCode).toBe(416);
    expect((await app.inject({ method: 'GET', url: '/assets-mock/clips/nope.webm' })).statusCode).toBe(404);
  });
});
