// The JS a route's first screen loads, from the build's manifest (web/dist/.vite/manifest.json): the entry and
// its static imports, plus the page's lazy chunk and its static imports: what `/` costs before anything lazy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** `/` may load at most this much JS, gzip (issue 5, requirements section 5). */
export const FIRST_SCREEN_JS_LIMIT_KB = 200;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

export interface ChunkSize {
  file: string;
  kb: number;
}

/** The chunks (gzip KB, largest first) of the entry plus `pageSrc` (e.g. 'src/features/home/home-page.tsx'). */
export function firstScreenChunks(dist: string, pageSrc: string): ChunkSize[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length === 0) throw new Error('the build manifest names no entry');
  for (const [key] of entries) visit(key);
  if (!manifest[pageSrc]) throw new Error(`the build manifest has no chunk for ${pageSrc}`);
  visit(pageSrc);
  return [...seen]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, kb: gzipSync(readFileSync(join(dist, file))).length / 1024 }))
    .sort((a, b) => b.kb - a.kb);
}
