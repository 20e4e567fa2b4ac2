// The JS a route's first screen loads, from the build's manifest (web/dist/.vite/manifest.json): the entry and
// its static imports, plus the route's lazy parts (its page chunk, and on any page but the home page the route
// table and the later Chakra recipes) and their static imports: what the route costs before anything lazy.
// Locale texts are not counted (each page's namespaces load beside its code, on every route alike).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** `/` may load at most this much JS, gzip (issue 5, requirements section 5). */
export const FIRST_SCREEN_JS_LIMIT_KB = 200;
/** A live page (auction hall, lot, group buys) may load at most this much JS, gzip, before first paint (issue 21). */
export const LIVE_FIRST_SCREEN_JS_LIMIT_KB = 250;

/** What every route but the home page loads with its page (app/router.tsx, app/lazy-page.tsx). */
const OTHER_PAGE_PARTS = ['src/app/page-routes.tsx', 'src/app/theme-recipes.ts'] as const;

export interface FirstScreen {
  route: string;
  /** The lazy modules (manifest keys: sources relative to web/) the route loads before its first paint. */
  parts: readonly string[];
  limitKb: number;
  /** No ECharts chunk may be among its files (the charts belong to the trading floor and the belts only). */
  noECharts?: boolean;
}

/** The first screens `pnpm bench:web --size` checks. */
export const FIRST_SCREENS: readonly FirstScreen[] = [
  { route: '/', parts: ['src/features/home/home-page.tsx'], limitKb: FIRST_SCREEN_JS_LIMIT_KB },
  {
    route: '/auction',
    parts: [...OTHER_PAGE_PARTS, 'src/features/auction/hall-page.tsx'],
    limitKb: LIVE_FIRST_SCREEN_JS_LIMIT_KB,
    noECharts: true,
  },
  {
    route: '/details',
    parts: [...OTHER_PAGE_PARTS, 'src/features/auction/detail-page.tsx'],
    limitKb: LIVE_FIRST_SCREEN_JS_LIMIT_KB,
    noECharts: true,
  },
  {
    route: '/collectBidding',
    parts: [...OTHER_PAGE_PARTS, 'src/features/trade-requests/collect-bidding-page.tsx'],
    limitKb: LIVE_FIRST_SCREEN_JS_LIMIT_KB,
    noECharts: true,
  },
];

/** A string of ECharts' core (its instance attribute on the chart's element) that minifying keeps: a chunk
 * holding it holds echarts/core, which every chart needs. */
const ECHARTS_MARK = '_echarts_instance_';

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

export interface FirstScreenFigures {
  route: string;
  /** Gzip KB of all its files. */
  kb: number;
  /** Largest first. */
  chunks: ChunkSize[];
  limitKb: number;
  /** Its files holding ECharts, when the screen may have none. */
  echarts: string[];
  /** Past its limit, or ECharts on it. */
  failed: boolean;
}

function readManifest(dist: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
}

/** The chunks (gzip KB, largest first) of the entry plus `parts` (e.g. 'src/features/home/home-page.tsx') and
 * their static imports. */
export function firstScreenChunks(dist: string, parts: string | readonly string[]): ChunkSize[] {
  const manifest = readManifest(dist);
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
  for (const part of typeof parts === 'string' ? [parts] : parts) {
    if (!manifest[part]) throw new Error(`the build manifest has no chunk for ${part}`);
    visit(part);
  }
  return [...seen]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, kb: gzipSync(readFileSync(join(dist, file))).length / 1024 }))
    .sort((a, b) => b.kb - a.kb);
}

/** One first screen's files, weight and verdict. */
export function measureFirstScreen(dist: string, screen: FirstScreen): FirstScreenFigures {
  const chunks = firstScreenChunks(dist, screen.parts);
  const kb = chunks.reduce((sum, chunk) => sum + chunk.kb, 0);
  const echarts = screen.noECharts
    ? chunks.filter((chunk) => readFileSync(join(dist, chunk.file), 'utf8').includes(ECHARTS_MARK)).map((c) => c.file)
    : [];
  return {
    route: screen.route,
    kb,
    chunks,
    limitKb: screen.limitKb,
    echarts,
    failed: kb > screen.limitKb || echarts.length > 0,
  };
}

/** The line the bench prints for one first screen. */
export function firstScreenLine(figures: FirstScreenFigures): string {
  const verdict = [
    ...(figures.kb > figures.limitKb ? ['OVER THE LIMIT'] : []),
    ...(figures.echarts.length > 0 ? [`ECharts on it (${figures.echarts.join(', ')})`] : []),
  ];
  return (
    `${figures.route} first screen (build manifest): ${figures.kb.toFixed(1)} KB JS gzip in ${figures.chunks.length} ` +
    `files, limit ${figures.limitKb} KB${verdict.length > 0 ? `: ${verdict.join('; ')}` : ''}`
  );
}
