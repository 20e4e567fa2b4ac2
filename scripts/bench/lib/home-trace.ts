// Where the main thread of `/` goes on a first visit: loads the built web (vite preview + mock server) in
// Chromium at 4x CPU throttling with the CDP sampling profiler on, then prints the long tasks (>= 12 ms observed,
// which Lighthouse's 4x simulation turns into blocking time) and, per phase, the components and libraries the
// samples fell in. Run `vite build web --minify false` first to see the components' names.
// Usage: BENCH_API_PORT=.. BENCH_WEB_PORT=.. node scripts/bench/lib/home-trace.ts [route] [--phone]
// TRACE_PROFILE=file.cpuprofile also keeps the CPU profile (DevTools opens it) to read one task at a time.
// TRACE_CPU_RATE=1 loads the page unthrottled, as Lighthouse does before it simulates a phone: what arrives
// together then (answers, socket events) can make tasks that a throttled load spreads out.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMockServer, startWeb } from '../../lib/stack.ts';
import { launchBrowser } from '../../../tests/support/browser.ts';

const API_PORT = Number(process.env.BENCH_API_PORT ?? 3292);
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 5392);
const route = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/';
const phone = process.argv.includes('--phone');
/** Observed task length that Lighthouse's 4x simulation counts as blocking (50 ms / 4). */
const LONG_TASK_MS = 12;
const CPU_RATE = Number(process.env.TRACE_CPU_RATE ?? 4);

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Run in the page before its scripts: long tasks and LCP candidates as the page sees them (ms since start). */
const OBSERVERS = `
  window.__tasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__tasks.push({ start: entry.startTime, ms: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  window.__paints = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const what = entry.element ? entry.element.tagName + ' ' + (entry.element.getAttribute('src') || '') : '';
      window.__paints.push({ at: entry.startTime, what });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** Chunks holding libraries (vite.config.ts groups) and Chakra's per-component chunks. */
const LIBRARY_CHUNKS = new Set(['react', 'router', 'state', 'i18n', 'chakra-system', 'typebox', 'rolldown-runtime']);

/** What a stack of frames is doing, from its leaf up: the first component (capitalised name in app code) it
 * renders, else the library it is in. */
function bucket(stack: CallFrame[]): string {
  for (const frame of stack) {
    const name = frame.functionName;
    const file = frame.url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
    if (/^[A-Z][A-Za-z0-9]+$/.test(name) && !/^(Object|Promise|Array|Map|Set|JSON|Function)$/.test(name))
      return `component ${name} (${file})`;
  }
  const leaf = stack[0];
  if (!leaf) return '(idle)';
  if (leaf.url === '') return `(native ${leaf.functionName || 'program'})`;
  const file = leaf.url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
  return `${file}: ${leaf.functionName || '(anonymous)'}`;
}

/** The innermost frame of the app's own code (not a library chunk) in a stack, named with its chunk. */
function appOwner(stack: CallFrame[]): string {
  for (const frame of stack) {
    const file = frame.url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
    if (!frame.url.includes('/assets/') || LIBRARY_CHUNKS.has(file)) continue;
    if (/^[A-Z]/.test(frame.functionName)) return `${frame.functionName} (${file})`;
  }
  const lib = stack.find((frame) => frame.url.includes('/assets/'));
  return lib ? `library ${lib.url.replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '')}` : '(browser)';
}

const tmp = mkdtempSync(join(tmpdir(), 'home-trace-'));
const api = await startMockServer({ port: API_PORT, dbFile: join(tmp, 'trace.db'), quiet: true });
const web = await startWeb({ port: WEB_PORT, apiUrl: api.url, mode: 'preview', quiet: true });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({
    viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const started = Date.now();
  await page.goto(`${web.url}${route}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3000); // a trace window after the network settles: what the page keeps doing
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  if (process.env.TRACE_PROFILE) writeFileSync(process.env.TRACE_PROFILE, JSON.stringify(profile));
  const elapsed = Date.now() - started;
  const tasks = (await page.evaluate('window.__tasks')) as { start: number; ms: number }[];
  const paints = (await page.evaluate('window.__paints')) as { at: number; what: string }[];

  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stackOf = (id: number): CallFrame[] => {
    const frames: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node) frames.push(node.callFrame);
    }
    return frames;
  };
  const totals = new Map<string, number>();
  const owners = new Map<string, number>();
  /** Runs of busy samples between idle ones: the tasks as the profiler saw them, with what they spent on. */
  const runs: { at: number; ms: number; parts: Map<string, number> }[] = [];
  let busy = 0;
  let clock = 0;
  let run: (typeof runs)[number] | null = null;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    clock += (profile.timeDeltas[i] ?? 0) / 1000;
    const stack = stackOf(id);
    const key = bucket(stack);
    if (key === '(native (idle))' || key === '(native (program))') {
      run = null;
      return;
    }
    busy += ms;
    totals.set(key, (totals.get(key) ?? 0) + ms);
    const owner = appOwner(stack);
    owners.set(owner, (owners.get(owner) ?? 0) + ms);
    if (!run) {
      run = { at: clock, ms: 0, parts: new Map() };
      runs.push(run);
    }
    run.ms += ms;
    run.parts.set(owner, (run.parts.get(owner) ?? 0) + ms);
  });

  const long = tasks.filter((task) => task.ms >= LONG_TASK_MS * 4);
  const blocking = long.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
  console.log(
    `${route}${phone ? ' (phone)' : ''}: ${elapsed} ms traced at ${CPU_RATE}x CPU, ${busy.toFixed(0)} ms busy`,
  );
  console.log(`long tasks (>= 50 ms at 4x): ${long.length}, blocking ${blocking.toFixed(0)} ms`);
  for (const task of long) console.log(`  at ${task.start.toFixed(0)} ms: ${task.ms.toFixed(0)} ms`);
  console.log('busy runs >= 50 ms (profiler clock), by the app component or module they ran under:');
  for (const item of runs.filter((r) => r.ms >= 50)) {
    const parts = [...item.parts].sort((a, b) => b[1] - a[1]).slice(0, 6);
    console.log(
      `  at ${item.at.toFixed(0)} ms: ${item.ms.toFixed(0)} ms: ${parts.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`,
    );
  }
  console.log('busy time by innermost app component (inclusive of the library code it calls, ms at 4x):');
  for (const [key, ms] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${ms.toFixed(0).padStart(6)}  ${key}`);
  console.log('LCP candidates:');
  for (const paint of paints) console.log(`  at ${paint.at.toFixed(0)} ms: ${paint.what}`);
  console.log('busy time by component / library (ms at 4x):');
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${ms.toFixed(0).padStart(6)}  ${key}`);
} finally {
  await browser.close();
  await Promise.all([web.stop(), api.stop()]);
  rmSync(tmp, { recursive: true, force: true });
}
