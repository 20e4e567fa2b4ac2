// API throughput and latency of the mock server, read calls under concurrent load on 127.0.0.1.
// The baseline is the cheapest call (the province list) measured in the same run, so the figures compare
// against this machine's state at that moment rather than against a number written down elsewhere.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer } from '../lib/stack.ts';

const DURATION_MS = Number(process.env.BENCH_MS ?? 4000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

const targets: { name: string; path: string }[] = [
  { name: 'baseline: region/listProvince', path: '/api/admin/region/listProvince' },
  { name: 'home/homeData', path: '/api/portal/pass/home/homeData' },
  {
    name: 'home/pageSearchByKeyword',
    path: `/api/portal/pass/home/pageSearchByKeyword?keyword=${encodeURIComponent('玩具')}&pageNum=1&pageSize=15`,
  },
  { name: 'news/pageData', path: '/api/portal/pass/news/pageData?pageNum=1&pageSize=15' },
  { name: 'help/list', path: '/api/portal/pass/help/list?pageNum=2&pageSize=15' },
];

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(url: string): Promise<{ count: number; errors: number; latencies: number[] }> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_MS;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const response = await fetch(url);
        const body = (await response.json()) as { resultCode?: string };
        if (!response.ok || body.resultCode !== '000') errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { count: latencies.length, errors, latencies: latencies.sort((a, b) => a - b) };
}

const tmp = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const server = await startMockServer({
  port: Number(process.env.BENCH_PORT ?? 3290),
  dbFile: join(tmp, 'bench.db'),
  quiet: true,
});
try {
  const rows: string[][] = [];
  let baseline = 0;
  for (const target of targets) {
    await load(`${server.url}${target.path}`); // warm-up pass, not counted
    const result = await load(`${server.url}${target.path}`);
    const rps = result.count / (DURATION_MS / 1000);
    if (baseline === 0) baseline = rps;
    rows.push([
      target.name,
      rps.toFixed(0),
      `${((rps / baseline) * 100).toFixed(0)}%`,
      percentile(result.latencies, 50).toFixed(1),
      percentile(result.latencies, 95).toFixed(1),
      percentile(result.latencies, 99).toFixed(1),
      String(result.errors),
    ]);
  }
  const header = ['call', 'req/s', 'vs baseline', 'p50 ms', 'p95 ms', 'p99 ms', 'errors'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  console.log(`API read throughput, ${CONCURRENCY} concurrent clients, ${DURATION_MS} ms per call`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
} finally {
  await server.stop();
  rmSync(tmp, { recursive: true, force: true });
}
