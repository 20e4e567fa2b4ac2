// `pnpm bench:api`: the mock server's search and goods detail at market scale, under autocannon on 127.0.0.1
// (100 connections, 10 s per call), each beside a bare Fastify route answering a fixed 1 KB JSON (the floor)
// measured in the same run, so the figures compare against this machine's state at that moment. The database
// is fresh: the normal seed, then copies of its goods up to at least 50,000 (catalogue growCatalogue).
// Also: the same conditions never repeated (the uncached path), and home/homeData beside the mock server's
// cheapest call (region/listProvince, issue 5's baseline).
// Prints a table, then one JSON line: {"search_rps","search_p99_ms","detail_rps","floor_rps", ...}.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../mock-server/src/app.ts';
import { all } from '../../mock-server/src/db/database.ts';
import { growCatalogue } from '../../mock-server/src/modules/catalogue/public.ts';
import { root, waitForHttp } from '../lib/stack.ts';
import { cpuMsOf, startBenchServer } from './lib/server.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const GOODS = Number(process.env.BENCH_GOODS ?? 50_000);
const PORT = Number(process.env.BENCH_PORT ?? 3363);
const FLOOR_PORT = PORT + 1;

/** BENCH_DB: a file that keeps the built database between runs (built there the first time, copied for each
 * run): comparing two versions of the server costs one seeding (~3 min on the loaded machine), not two. */
const KEPT_DB = process.env.BENCH_DB;

const tmp = mkdtempSync(join(tmpdir(), 'portal-bench-api-'));
const dbFile = join(tmp, 'bench.db');

// A fresh database at market scale, built before the server opens it.
let started = performance.now();
if (KEPT_DB && existsSync(KEPT_DB)) copyFileSync(KEPT_DB, dbFile);
const seedApp = await buildApp({ dbFile, uploadDir: join(tmp, 'uploads') });
const goods = growCatalogue(seedApp.db, GOODS);
const categories = all<{ id: number }>(seedApp.db, 'SELECT id FROM categories ORDER BY level, id').map((r) => r.id);
const brands = all<{ name: string }>(seedApp.db, 'SELECT name FROM brands ORDER BY id LIMIT 20').map((r) => r.name);
const maxId = all<{ n: number }>(seedApp.db, 'SELECT max(id) AS n FROM products')[0]?.n ?? 1;
seedApp.db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
await seedApp.close();
if (KEPT_DB && !existsSync(KEPT_DB)) copyFileSync(dbFile, KEPT_DB);
const seedSeconds = (performance.now() - started) / 1000;

/** Keyword terms as buyers type them: one and two Chinese characters, longer words, English, brand names. */
const TERMS = [
  '饰',
  '灯',
  '杯',
  '玩具',
  '耳环',
  '水杯',
  '五金',
  '袜子',
  '不锈钢',
  '毛绒玩具',
  '保温杯',
  '义乌',
  'toy',
  'steel',
  'led lamp',
  '儿童 玩具',
  ...brands,
];
const SORTS = ['default', 'priceAsc', 'salesDesc', 'newest'];
const REGIONS = ['33', '3307', '330782', '44', '4403', ''];

/** A deterministic stream of paths for one call, so every run asks the same things in the same order. */
function rotating(make: (i: number) => string): () => string {
  let i = 0;
  return () => make((i += 1));
}

const keywordPath = rotating(
  (i) =>
    `/api/portal/pass/home/pageSearchByKeyword?keyword=${encodeURIComponent(TERMS[i % TERMS.length] ?? '')}` +
    `&pageNum=${(i % 3) + 1}&pageSize=20`,
);
const multiPath = rotating((i) => {
  const params = new URLSearchParams({ pageNum: String((i % 4) + 1), pageSize: '20', sort: SORTS[i % SORTS.length]! });
  params.set('categoryId', String(categories[(i * 7) % categories.length]));
  if (i % 2 === 0) {
    params.set('priceMin', String((i % 5) * 10));
    params.set('priceMax', String((i % 5) * 10 + 200));
  }
  const region = REGIONS[i % REGIONS.length];
  if (region) params.set('regionCode', region);
  return `/api/portal/pass/home/pageSearchByMultiCondition?${params}`;
});
/**
 * The same condition sets with a price ceiling of their own per request: no answer ever repeats, so this
 * measures the uncached path (listing conditions, count, sort and the page's cards) on every call.
 */
const coldMultiPath = rotating((i) => {
  const params = new URLSearchParams({ pageNum: String((i % 4) + 1), pageSize: '20', sort: SORTS[i % SORTS.length]! });
  params.set('categoryId', String(categories[(i * 7) % categories.length]));
  params.set('priceMin', String(i % 20));
  params.set('priceMax', String(100 + i));
  const region = REGIONS[i % REGIONS.length];
  if (region) params.set('regionCode', region);
  return `/api/portal/pass/home/pageSearchByMultiCondition?${params}`;
});
const detailPath = rotating((i) => `/api/portal/pass/home/searchEsProductDocumentById?id=${((i * 7919) % maxId) + 1}`);

interface Row {
  name: string;
  rps: number;
  /** Server CPU (user + system) per answered request, µs: steadier than req/s on a shared machine, and not
   * capped by the load generator sharing the cores. */
  cpuUs: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, base: string, pid: number, next: () => string): Promise<Row> {
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
    });
  await run(2); // warm-up: compiled serializers, page cache, JIT; not counted
  const cpuBefore = cpuMsOf(pid);
  const result = await run(DURATION_S);
  const cpuMs = cpuMsOf(pid) - cpuBefore;
  return {
    name,
    rps: result.requests.average,
    cpuUs: result.requests.total > 0 ? (cpuMs * 1000) / result.requests.total : 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const floorChild = spawn(process.execPath, [join(root, 'scripts', 'bench', 'floor-server.ts')], {
  env: { ...process.env, PORT: String(FLOOR_PORT) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const server = await startBenchServer({ port: PORT, name: 'api', dbFile, seedFirst: false });
try {
  const floorUrl = `http://127.0.0.1:${FLOOR_PORT}`;
  await waitForHttp(`${floorUrl}/floor`, floorChild);
  started = performance.now();
  const floor = await measure('floor: bare Fastify, 1 KB JSON', floorUrl, floorChild.pid ?? 0, () => '/floor');
  /** BENCH_ONLY=multi,detail: only these calls (the floor always), e.g. while profiling one path. */
  const only = (process.env.BENCH_ONLY ?? '').split(',').filter((key) => key !== '');
  const skipped: Row = { name: '', rps: 0, cpuUs: 0, p50: 0, p99: 0, errors: 0 };
  const call = (key: string, name: string, next: () => string): Promise<Row> =>
    only.length === 0 || only.includes(key)
      ? measure(name, server.url, server.pid, next)
      : Promise.resolve({ ...skipped, name: `${name} (skipped)` });
  const search = await call('keyword', 'keyword search (home/pageSearchByKeyword)', keywordPath);
  const multi = await call('multi', 'multi-condition search (pageSearchByMultiCondition)', multiPath);
  const cold = await call('multi_cold', 'multi-condition, never repeated (uncached)', coldMultiPath);
  const detail = await call('detail', 'goods detail (home/searchEsProductDocumentById)', detailPath);
  // The mock server's cheapest call (issue 5's baseline): what its own request pipeline allows any call.
  const region = await call('region', 'baseline: region/listProvince', () => '/api/admin/region/listProvince');
  // The portal's busiest read (README Figures); issue 5: >= 0.5 x the region baseline.
  const home = await call('home', 'home/homeData', () => '/api/portal/pass/home/homeData');
  const rows = [floor, search, multi, cold, detail, region, home];

  const header = ['call', 'req/s', 'x floor', 'cpu µs/req', 'x floor cpu', 'p50 ms', 'p99 ms', 'errors'];
  const cells = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    (r.rps / floor.rps).toFixed(2),
    r.cpuUs.toFixed(0),
    r.cpuUs > 0 ? (floor.cpuUs / r.cpuUs).toFixed(2) : '-',
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.errors),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(
    `API at market scale: ${goods} goods (seeded in ${seedSeconds.toFixed(0)} s), ${CONNECTIONS} connections, ` +
      `${DURATION_S} s per call, 127.0.0.1`,
  );
  console.log(line(header));
  for (const row of cells) console.log(line(row));
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    'targets: keyword and multi-condition search >= 0.25 x floor with p99 <= 50 ms; goods detail >= 0.5 x floor; ' +
      'homeData >= 0.5 x region baseline. ' +
      `keyword ${met(search.rps / floor.rps >= 0.25 && search.p99 <= 50)}, ` +
      `multi ${met(multi.rps / floor.rps >= 0.25 && multi.p99 <= 50)}, ` +
      `detail ${met(detail.rps / floor.rps >= 0.5)}, ` +
      `homeData ${met(home.rps / region.rps >= 0.5)} (${(home.rps / region.rps).toFixed(2)} x baseline)`,
  );
  console.log(
    JSON.stringify({
      search_rps: Math.round(search.rps),
      search_p99_ms: search.p99,
      detail_rps: Math.round(detail.rps),
      floor_rps: Math.round(floor.rps),
      multi_rps: Math.round(multi.rps),
      multi_p99_ms: multi.p99,
      detail_p99_ms: detail.p99,
      multi_cold_rps: Math.round(cold.rps),
      multi_cold_p99_ms: cold.p99,
      region_rps: Math.round(region.rps),
      cpu_us_per_req: Object.fromEntries(
        ['floor', 'keyword', 'multi', 'multi_cold', 'detail', 'region', 'home'].map((key, i) => [
          key,
          Math.round(rows[i]?.cpuUs ?? 0),
        ]),
      ),
      home_rps: Math.round(home.rps),
      home_vs_region: Number((home.rps / region.rps).toFixed(2)),
      goods,
    }),
  );
} finally {
  await server.stop();
  floorChild.kill();
  rmSync(tmp, { recursive: true, force: true });
}
