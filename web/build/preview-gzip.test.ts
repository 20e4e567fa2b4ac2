// The preview's gzip of the API's JSON answers, over a plain node server standing in for the proxied mock server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { gzipApiMiddleware } from './preview-gzip.ts';

const JSON_BODY = JSON.stringify({ resultCode: '000', content: { text: '义乌'.repeat(2000) } });

/** A large answer (about 2 MB, like a whole region tree) in 64 KB pieces. */
const BIG_PIECES = Array.from({ length: 32 }, (_, i) => Buffer.from(String(i % 10).repeat(64 * 1024)));

let server: Server;
let port = 0;

beforeAll(async () => {
  // Answers the way http-proxy does: headers set one by one, then the body written in pieces.
  server = createServer((req, res) => {
    gzipApiMiddleware(req, res, () => {
      if (req.url === '/api/json') {
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('content-length', String(Buffer.byteLength(JSON_BODY)));
        res.setHeader('vary', 'Origin');
        res.write(JSON_BODY.slice(0, 100));
        res.end(JSON_BODY.slice(100));
      } else if (req.url === '/api/big') {
        // Piped in 64 KB pieces as http-proxy pipes the mock server's answer: backpressure comes into play.
        res.setHeader('content-type', 'application/json');
        Readable.from(BIG_PIECES).pipe(res);
      } else if (req.url === '/api/file') {
        res.setHeader('content-type', 'image/png');
        res.end(Buffer.from([137, 80, 78, 71]));
      } else if (req.url === '/api/not-modified') {
        res.statusCode = 304;
        res.end();
      } else {
        res.setHeader('content-type', 'application/json');
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, encoding: string | null) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ port, path, headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('gzipApiMiddleware', () => {
  it('gzips a 200 JSON answer for a client that accepts gzip, keeping the body and the other Vary', async () => {
    const answer = await get('/api/json', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-length']).toBeUndefined();
    expect(answer.headers.vary).toBe('Origin, accept-encoding');
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(JSON_BODY) / 4);
    expect(gunzipSync(answer.body).toString('utf8')).toBe(JSON_BODY);
  });

  it('streams a large piped answer through to its end (the gzip stream passes its backpressure on)', async () => {
    const answer = await get('/api/big', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).equals(Buffer.concat(BIG_PIECES))).toBe(true);
  });

  it('leaves the answer plain for a client without gzip, for files and for bodiless answers', async () => {
    const plain = await get('/api/json', null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(JSON_BODY);
    const file = await get('/api/file', 'gzip');
    expect(file.headers['content-encoding']).toBeUndefined();
    expect([...file.body]).toEqual([137, 80, 78, 71]);
    const notModified = await get('/api/not-modified', 'gzip');
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
  });
});
