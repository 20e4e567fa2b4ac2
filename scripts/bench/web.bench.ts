// `pnpm bench:web`: builds the web client, serves it (mock server on a temp DB + `vite preview` with its API
// proxy) and runs Lighthouse (mobile defaults, first visit) on each route of web-routes.ts: the JS it loads
// (gzip, as the build reports it) and the performance figures. The last line is one JSON line for `/`; the
// run fails (exit 1) when a first screen of web-size.ts (`/` and the live pages) passes its JS limit or a live
// page's carries ECharts.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { root, runStep, startMockServer, startWeb, waitForHttp, type Service } from '../lib/stack.ts';
import { WEB_BENCH_ROUTES } from './web-routes.ts';
import { FIRST_SCREENS, firstScreenLine, measureFirstScreen } from './web-size.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/support/env.ts';

const API_PORT = Number(process.env.BENCH_API_PORT ?? process.env.E2E_API_PORT ?? 3292);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? process.env.E2E_WEB_PORT ?? 5392);
const CHROME_PORT = Number(process.env.BENCH_CHROME_PORT ?? WEB_PORT + 1000);
const SKIP_BUILD = process.argv.includes('--no-build');
// `--detail`: also list each route's JS files (gzip KB) and the scripts costing the most main-thread time.
const DETAIL = process.argv.includes('--detail');
// `--size`: only the build's first-screen JS of `/` and the live pages against their limits (no servers, no
// Lighthouse).
const SIZE_ONLY = process.argv.includes('--size');
// `--runs N`: measure every route N times, in rounds whose order turns (each route goes first once in N rounds
// of N routes), and report each route's median run; a single Lighthouse run of a route moves by ~0.05 on these
// machines, more than the gaps it is meant to show. Before the first round, one unreported warm-up run (the
// first page a fresh browser loads runs slower, which would count against whichever route comes first).
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const routes = only.length > 0 ? only : WEB_BENCH_ROUTES;
const dist = join(root, 'web', 'dist');

/** Where a route's visitor lands: the lot page `/details` (no id) is measured on the lot ending soonest, the
 * one a shared link most likely names; any other route as given. */
async function landing(apiUrl: string, route: string): Promise<string> {
  if (route !== '/details') return route;
  const response = await fetch(
    `${apiUrl}/api/portal/pass/auctionPortal/pageAuctionPortal?pageNum=1&pageSize=1&status=inProgress&sort=endingSoon`,
  );
  const envelope = (await response.json()) as { content?: { records?: { id: number }[] } };
  const lot = envelope.content?.records?.[0];
  if (!lot) throw new Error('bench:web: no lot is bidding in the seeded data, so /details has nothing to show');
  return `/details?id=${lot.id}`;
}

interface RouteFigures {
  route: string;
  js_gzip_kb: number;
  js_files: number;
  perf: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
  a11y: number;
  failing_a11y: string[];
  files: { name: string; kb: number }[];
  bootup: { name: string; ms: number }[];
  lcp_element: string;
  /** Lighthouse's benchmark index of the machine during this route's run (its CPU speed: ~1,000 a slow
   * phone, ~2,000 a quiet 2-core server); scores of runs compare only at a like index. */
  benchmark_index: number;
  lighthouse: string;
  /** Each run's score, in the order run (the figures above are the median run's). */
  perf_runs: number[];
}

/** The gzip size of a built file, as `vite build` reports it (the preview server sends it uncompressed). */
function gzipKb(url: string): number {
  const path = new URL(url).pathname;
  try {
    return gzipSync(readFileSync(join(dist, path))).length / 1024;
  } catch {
    return 0;
  }
}

interface NetworkItem {
  url: string;
  resourceType?: string;
}

/** `run` numbers the kept report and trace files when a route is measured more than once; `keep: false` for
 * the warm-up run, whose figures and files are dropped. */
async function measure(url: string, route: string, run = 0, keep = true): Promise<RouteFigures> {
  const result = await lighthouse(
    url,
    {
      port: CHROME_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // With a kept trace, its CPU samples too (what ran in each long task).
      ...(process.env.BENCH_TRACE_DIR ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // BENCH_LHR_DIR=<dir>: keep each route's full Lighthouse report (JSON) there for a closer look.
  const fileName = `${route === '/' ? 'root' : route.replace(/\W+/g, '_')}${RUNS > 1 ? `-${run + 1}` : ''}`;
  if (keep && process.env.BENCH_LHR_DIR) {
    mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
    writeFileSync(join(process.env.BENCH_LHR_DIR, `${fileName}.json`), JSON.stringify(lhr));
  }
  // BENCH_TRACE_DIR=<dir>: keep the page's trace too (DevTools' Performance panel opens it).
  const trace = (result.artifacts as { Trace?: unknown }).Trace;
  if (keep && process.env.BENCH_TRACE_DIR && trace) {
    mkdirSync(process.env.BENCH_TRACE_DIR, { recursive: true });
    writeFileSync(join(process.env.BENCH_TRACE_DIR, `${fileName}.trace.json`), JSON.stringify(trace));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id];
  const items = ((audit('network-requests')?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(url.replace(/\/[^/]*$/, '')),
  );
  const js = items.reduce((sum, item) => sum + gzipKb(item.url), 0);
  // Each failing accessibility audit with the first element it names, so the fix can start from it.
  const failing = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a !== undefined && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => {
      const items = (a?.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      const snippet = items[0]?.node?.snippet;
      return snippet ? `${a?.id ?? ''} ${snippet.slice(0, 160)}` : (a?.id ?? '');
    });
  const short = (u: string) => new URL(u).pathname.replace(/^\/assets\//, '');
  const files = items
    .map((item) => ({ name: short(item.url), kb: Math.round(gzipKb(item.url) * 10) / 10 }))
    .sort((a, b) => b.kb - a.kb);
  const bootItems =
    (audit('bootup-time')?.details as { items?: { url: string; total: number; scripting: number }[] } | undefined)
      ?.items ?? [];
  const bootup = bootItems
    .map((item) => ({ name: item.url.startsWith('http') ? short(item.url) : item.url, ms: Math.round(item.total) }))
    .slice(0, 8);
  // Lighthouse 13 names the LCP element in its LCP breakdown insight (a `node` item of the list).
  const lcpItems =
    (audit('lcp-breakdown-insight')?.details as { items?: { type?: string; snippet?: string }[] } | undefined)?.items ??
    [];
  const lcpElement = lcpItems.find((item) => item.type === 'node')?.snippet ?? '';
  return {
    route,
    benchmark_index: Math.round(lhr.environment.benchmarkIndex),
    lighthouse: lhr.lighthouseVersion,
    files,
    bootup,
    lcp_element: lcpElement.slice(0, 200),
    js_gzip_kb: Math.round(js * 10) / 10,
    js_files: items.length,
    perf: lhr.categories.performance?.score ?? 0,
    lcp_ms: Math.round(audit('largest-contentful-paint')?.numericValue ?? 0),
    cls: Math.round((audit('cumulative-layout-shift')?.numericValue ?? 0) * 1000) / 1000,
    tbt_ms: Math.round(audit('total-blocking-time')?.numericValue ?? 0),
    a11y: lhr.categories.accessibility?.score ?? 0,
    failing_a11y: failing,
    perf_runs: [lhr.categories.performance?.score ?? 0],
  };
}

/** A route's median run by score (the lower middle of an even count), carrying every run's score. */
function medianRun(runs: RouteFigures[]): RouteFigures {
  const sorted = [...runs].sort((a, b) => a.perf - b.perf);
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? runs[0];
  if (!median) throw new Error('bench:web: a route has no run');
  return { ...median, perf_runs: runs.map((run) => run.perf) };
}

if (!SKIP_BUILD) {
  const code = await runStep(process.execPath, [
    join(root, 'web', 'node_modules', 'vite', 'bin', 'vite.js'),
    'build',
    'web',
  ]);
  if (code !== 0) process.exit(code);
}

// What `/` and the live pages load before anything lazy, from the build's manifest: fails the run past a limit.
const screens = FIRST_SCREENS.map((screen) => measureFirstScreen(dist, screen));
const sizeLines = screens.map(firstScreenLine);
if (screens.some((screen) => screen.failed)) process.exitCode = 1;
if (SIZE_ONLY || DETAIL) {
  for (const screen of screens) {
    const files = screen.chunks.map((chunk) => `${chunk.file.replace(/^assets\//, '')} ${chunk.kb.toFixed(1)}`);
    console.log(`${screen.route}: ${files.join(', ')}`);
  }
}
if (SIZE_ONLY) {
  for (const line of sizeLines) console.log(line);
  console.log(
    JSON.stringify(
      screens.map(({ route, kb, limitKb, failed }) => ({
        route,
        js_gzip_kb: Math.round(kb * 10) / 10,
        limit_kb: limitKb,
        ok: !failed,
      })),
    ),
  );
  process.exit();
}

const tmp = mkdtempSync(join(tmpdir(), 'portal-webbench-'));
const services: Service[] = [];
const chrome = spawn(
  CHROMIUM_PATH,
  [...CHROMIUM_ARGS, `--remote-debugging-port=${CHROME_PORT}`, `--user-data-dir=${join(tmp, 'chrome')}`, 'about:blank'],
  { stdio: 'ignore' },
);
try {
  const api = await startMockServer({ port: API_PORT, dbFile: join(tmp, 'bench.db'), quiet: true });
  services.push(api);
  const web = await startWeb({ port: WEB_PORT, apiUrl: api.url, mode: 'preview', quiet: true });
  services.push(web);
  await waitForHttp(`http://127.0.0.1:${CHROME_PORT}/json/version`, chrome, 30_000);
  const urls = new Map<string, string>();
  for (const route of routes) urls.set(route, `${web.url}${await landing(api.url, route)}`);
  const urlOf = (route: string) => urls.get(route) ?? `${web.url}${route}`;
  const runs = new Map<string, RouteFigures[]>(routes.map((route) => [route, []]));
  if (RUNS > 1 && routes[0]) await measure(urlOf(routes[0]), routes[0], 0, false);
  for (let run = 0; run < RUNS; run++) {
    const order = routes.map((_, i) => routes[(i + run) % routes.length] ?? '');
    for (const route of order) runs.get(route)?.push(await measure(urlOf(route), route, run));
  }
  const rows = routes.map((route) => medianRun(runs.get(route) ?? []));
  const indexes = [...runs.values()].flat().map((r) => r.benchmark_index);
  console.log(
    `Web first screens: Lighthouse ${rows[0]?.lighthouse ?? ''} mobile defaults, first visit, vite preview build; ` +
      `${RUNS > 1 ? `median of ${RUNS} runs per route (after a warm-up run); ` : ''}` +
      `benchmark index ${Math.min(...indexes)}-${Math.max(...indexes)} (per route: ${rows.map((r) => r.benchmark_index).join(', ')})`,
  );
  const header = ['route', 'JS gzip KB', 'JS files', 'perf', ...(RUNS > 1 ? ['perf runs'] : [])];
  header.push('LCP ms', 'CLS', 'TBT ms', 'a11y');
  const cells = rows.map((r) => [
    r.route,
    r.js_gzip_kb.toFixed(1),
    String(r.js_files),
    r.perf.toFixed(2),
    ...(RUNS > 1 ? [r.perf_runs.map((p) => p.toFixed(2)).join(' ')] : []),
    String(r.lcp_ms),
    r.cls.toFixed(3),
    String(r.tbt_ms),
    r.a11y.toFixed(2),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  for (const row of cells) console.log(line(row));
  for (const r of rows) for (const audit of r.failing_a11y) console.log(`${r.route} accessibility: ${audit}`);
  if (DETAIL) {
    for (const r of rows) {
      console.log(`${r.route} LCP element: ${r.lcp_element}`);
      console.log(`${r.route} JS files (gzip KB): ${r.files.map((f) => `${f.name} ${f.kb.toFixed(1)}`).join(', ')}`);
      console.log(
        `${r.route} main-thread time per script (ms): ${r.bootup.map((b) => `${b.name} ${b.ms}`).join(', ')}`,
      );
    }
  }
  for (const line of sizeLines) console.log(line);
  const home = rows.find((r) => r.route === '/') ?? rows[0];
  if (home) {
    const { route, js_gzip_kb, perf, perf_runs, lcp_ms, tbt_ms, cls, benchmark_index } = home;
    // Each other route beside `/`, measured in the same run (its score compares with `/`'s).
    const others = rows
      .filter((r) => r !== home)
      .map((r) => ({
        route: r.route,
        js_gzip_kb: r.js_gzip_kb,
        perf: r.perf,
        perf_runs: r.perf_runs,
        lcp_ms: r.lcp_ms,
        tbt_ms: r.tbt_ms,
      }));
    const line = { route, js_gzip_kb, perf, perf_runs, lcp_ms, tbt_ms, cls, benchmark_index, runs: RUNS, others };
    console.log(JSON.stringify(line));
  }
} finally {
  chrome.kill('SIGTERM');
  await Promise.all(services.map((service) => service.stop()));
  rmSync(tmp, { recursive: true, force: true });
}
