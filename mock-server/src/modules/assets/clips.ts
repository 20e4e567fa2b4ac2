// Serves the video centre's generated clips (/assets-mock/clips/<category>.webm, made by
// scripts/media/make-clips.ts) with byte-range answers, so a player can seek without loading the whole file.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { ASSET_PREFIX } from '../../lib/assets.ts';
import { HttpError } from '../../lib/errors.ts';

const CLIP_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../assets/clips');
const CLIP_NAMES = ['market', 'factory', 'product', 'live', 'guide'] as const;
const cache = new Map<string, Buffer>();

/** A clip's bytes, read once (five files under 1 MB together). */
function clipBytes(name: string): Buffer {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = readFileSync(join(CLIP_DIR, `${name}.webm`));
    cache.set(name, bytes);
  }
  return bytes;
}

/**
 * The range a `Range: bytes=a-b` header asks of `size` bytes: null for none or a multi-range (the whole file
 * is answered), 'unsatisfiable' when it starts past the end.
 */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Math.min(Number(to), size);
    return suffix === 0 ? 'unsatisfiable' : { start: size - suffix, end: size - 1 };
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  return { start, end: to === '' ? size - 1 : Math.min(Number(to), size - 1) };
}

export function clipRoutes(app: FastifyInstance, cacheControl: string): void {
  app.get<{ Params: { file: string } }>(
    `${ASSET_PREFIX}/clips/:file`,
    { schema: { hide: true } as never },
    async (request, reply) => {
      const name = /^(\w+)\.webm$/.exec(request.params.file)?.[1];
      if (!name || !(CLIP_NAMES as readonly string[]).includes(name)) throw new HttpError(404);
      const bytes = clipBytes(name);
      reply.header('accept-ranges', 'bytes').header('cache-control', cacheControl).type('video/webm');
      const range = parseRange(request.headers.range, bytes.length);
      if (range === 'unsatisfiable') {
        return reply.status(416).header('content-range', `bytes */${bytes.length}`).send();
      }
      if (!range) return reply.send(bytes);
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${bytes.length}`)
        .send(bytes.subarray(range.start, range.end + 1));
    },
  );
}
