// A mock server for a benchmark: its own process on 127.0.0.1 with a fresh database in a temporary folder
// (seeded by a first start that then stops, so the measured process serves a seeded database and its RSS is
// that of serving, not of having generated the seed), its RSS read from /proc while the bench runs, and its
// own memory trace (heap and V8 spaces every 100 ms: MEMORY_TRACE_FILE, mock-server/src/lib/memory-trace.ts).
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, waitForHealth } from '../../lib/stack.ts';
import { SERVER_NODE_FLAGS } from '../../lib/server-flags.ts';
import type { MemorySample } from '../../../mock-server/src/lib/memory-trace.ts';

export interface BenchServer {
  url: string;
  /** The server's process id (signals, /proc). */
  pid: number;
  /** The database file; a bench may add its rows to it (WAL: the server reads them at once). */
  dbFile: string;
  /** The server process's resident memory: now, right after start (idle) and the highest sampled. */
  rss: RssMeter;
  /** The server's own memory sample with the highest RSS so far (heap used, V8 spaces), null before one. */
  memoryAtPeak(): MemorySample | null;
  /** The server's CPU time so far (ms). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** The resident set of a process in MB (VmRSS: heap, code, native buffers, SQLite's cache); 0 off Linux. */
export function rssMbOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** CPU time (user + system, ms) a process has used so far, from /proc (10 ms ticks); 0 off Linux. What the server
 * spends per request is steadier than requests per second on a machine shared with other work. */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime: fields 14 and 15 of stat(5)
  } catch {
    return 0;
  }
}

/** The sample of a memory trace with the highest RSS (a line still being written is skipped). */
export function peakSample(traceFile: string): MemorySample | null {
  let peak: MemorySample | null = null;
  let text: string;
  try {
    text = readFileSync(traceFile, 'utf8');
  } catch {
    return null;
  }
  for (const line of text.split('\n')) {
    let sample: MemorySample;
    try {
      sample = JSON.parse(line) as MemorySample;
    } catch {
      continue; // empty, or the line the server is writing now
    }
    if (!peak || sample.rss > peak.rss) peak = sample;
  }
  return peak;
}

export interface RssMeter {
  readonly idleMb: number;
  readonly peakMb: number;
  nowMb(): number;
}

function rssMeter(pid: number, everyMs: number): RssMeter & { stop(): void } {
  const idleMb = rssMbOf(pid);
  let peakMb = idleMb;
  const sample = () => {
    const mb = rssMbOf(pid);
    peakMb = Math.max(peakMb, mb);
    return mb;
  };
  const timer = setInterval(sample, everyMs);
  timer.unref();
  return {
    idleMb,
    get peakMb() {
      sample();
      return peakMb;
    },
    nowMb: sample,
    stop: () => clearInterval(timer),
  };
}

export async function startBenchServer(options: {
  port: number;
  /** A name for the temporary folder. */
  name: string;
  /** A database the bench has built itself (kept on stop); default a fresh one in a temporary folder. */
  dbFile?: string;
  /** Start once to seed, stop, then start the measured server (default true). */
  seedFirst?: boolean;
  /** Runs between the seeding start and the measured one: the bench adds its own rows. */
  beforeStart?: (dbFile: string) => void | Promise<void>;
  /** Extra environment for the server (FLOOR_TICK_MS...). */
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const tmp = options.dbFile ? null : mkdtempSync(join(tmpdir(), `portal-bench-${options.name}-`));
  const dbFile = options.dbFile ?? join(tmp ?? '', 'bench.db');
  try {
    if (options.seedFirst ?? true) await (await launch(options.port, dbFile, options.env)).stop();
    await options.beforeStart?.(dbFile);
  } catch (error) {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  // The measured server traces its memory into a file of its own (unless the caller asked for one elsewhere).
  const traceDir = mkdtempSync(join(tmpdir(), `portal-bench-${options.name}-trace-`));
  const traceFile = process.env.MEMORY_TRACE_FILE ?? join(traceDir, 'memory.jsonl');
  const server = await launch(options.port, dbFile, { ...options.env, MEMORY_TRACE_FILE: traceFile });
  const meter = rssMeter(server.pid, 100);
  return {
    url: `http://127.0.0.1:${options.port}`,
    pid: server.pid,
    dbFile,
    rss: meter,
    memoryAtPeak: () => peakSample(traceFile),
    cpuMs: () => cpuMsOf(server.pid),
    async stop() {
      meter.stop();
      await server.stop();
      if (tmp) rmSync(tmp, { recursive: true, force: true });
      rmSync(traceDir, { recursive: true, force: true });
    },
  };
}

/** Starts `node mock-server/src/server.ts` and waits until it answers HTTP. Ready is asked of an unknown path
 * (a 404), not of the OpenAPI document, which is built on its first request: the idle figure is a server
 * nobody has asked anything yet. */
async function launch(
  port: number,
  dbFile: string,
  env: Record<string, string> = {},
): Promise<{ pid: number; stop(): Promise<void> }> {
  // The server runs with the flags it runs with everywhere (server-flags.ts); BENCH_SERVER_NODE_ARGS adds node
  // flags for the measured server (a later flag wins), e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`;
  // BENCH_SERVER_STDOUT: a file for its standard output (what `--trace-gc` prints), else it is dropped.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');
  const stdoutFile = process.env.BENCH_SERVER_STDOUT;
  const stdout = stdoutFile ? openSync(stdoutFile, 'a') : 'ignore';
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeArgs, join(root, 'mock-server', 'src', 'server.ts')],
    {
      cwd: root,
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DB_FILE: dbFile },
      stdio: ['ignore', stdout, 'inherit'],
    },
  );
  if (typeof stdout === 'number') closeSync(stdout); // the child has its own copy
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForHealth(`http://127.0.0.1:${port}`, child);
  return {
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
