// A `vite preview` plugin (web/vite.config.ts) that gzips the proxied API's JSON answers, as a production edge
// would; preview-gzip.test.ts runs it over a plain node server.
import type { Plugin } from 'vite';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGzip, type Gzip } from 'node:zlib';

/**
 * `vite preview` (the e2e and bench stacks, a stand-in for production): the proxied API's JSON answers leave
 * gzipped when the browser accepts it, as any production edge sends them. home/homeData is 53 KB plain and
 * 11.9 KB gzipped, and the first banner (the LCP element of `/`) waits for it while the JS shares the line.
 */
export function gzipApiAnswers(): Plugin {
  return {
    name: 'portal:gzip-api-answers',
    configurePreviewServer(server) {
      server.middlewares.use(gzipApiMiddleware);
    },
  };
}

/** The middleware: for /api/ requests of a client that accepts gzip (not HEAD), see gzipWhenJson. */
export function gzipApiMiddleware(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (req.url?.startsWith('/api/') && accepts && req.method !== 'HEAD') gzipWhenJson(res);
  next();
}

/** Wraps `res` so that a 200 JSON body (decided at its first byte, once the proxy set the headers) is gzipped. */
function gzipWhenJson(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: unknown) => boolean;
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  let gzip: Gzip | null | undefined;
  const decide = (): Gzip | null => {
    if (gzip !== undefined) return gzip;
    const json = String(res.getHeader('content-type') ?? '').includes('json');
    if (res.statusCode !== 200 || !json || res.getHeader('content-encoding') || res.headersSent) return (gzip = null);
    res.removeHeader('content-length');
    res.setHeader('content-encoding', 'gzip');
    const vary = res.getHeader('vary');
    res.setHeader('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    gzip = createGzip();
    gzip.on('data', (chunk: Buffer) => write(chunk));
    gzip.on('end', () => end());
    // The proxy pipes the answer into `res` and waits for `res`'s 'drain' whenever a write returns false: the
    // gzip stream's own backpressure must reach it, or a large answer (region/regionTree) stalls for good.
    gzip.on('drain', () => res.emit('drain'));
    return gzip;
  };
  const body = (chunk: unknown) => chunk !== undefined && chunk !== null && typeof chunk !== 'function';
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const zip = decide();
    return zip ? zip.write(chunk as Buffer) : (write as (...args: unknown[]) => boolean)(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const zip = body(chunk) || gzip ? decide() : null;
    if (!zip) return (end as (...args: unknown[]) => ServerResponse)(chunk, ...rest);
    if (body(chunk)) zip.end(chunk as Buffer);
    else zip.end();
    return res;
  }) as ServerResponse['end'];
}
