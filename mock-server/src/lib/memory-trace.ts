// A diagnostic for benchmarks (env MEMORY_TRACE_FILE, see server.ts): the process's memory sampled on an interval,
// one JSON line per sample, so where the resident set goes during a burst (V8's spaces, buffers outside the heap,
// or native memory such as SQLite's) can be read afterwards. Off unless asked for: it costs a write per sample.
import { closeSync, openSync, writeSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

/** One sample, in MB: the resident set and its parts V8 and Node know of (the rest is native: SQLite, code). */
export interface MemorySample {
  /** ms since the trace started. */
  t: number;
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** Each V8 heap space's committed size and used size, MB (new_space, old_space, large_object_space...). */
  spaces: Record<string, { size: number; used: number }>;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

export function memorySample(startedAt: number): MemorySample {
  const usage = process.memoryUsage();
  const spaces: MemorySample['spaces'] = {};
  for (const space of getHeapSpaceStatistics()) {
    spaces[space.space_name] = { size: mb(space.space_size), used: mb(space.space_used_size) };
  }
  return {
    t: Math.round(performance.now() - startedAt),
    rss: mb(usage.rss),
    heapTotal: mb(usage.heapTotal),
    heapUsed: mb(usage.heapUsed),
    external: mb(usage.external),
    arrayBuffers: mb(usage.arrayBuffers),
    spaces,
  };
}

/** Writes a sample to `file` (emptied first) every `everyMs` until stopped (the timer never keeps the process alive). */
export function startMemoryTrace(file: string, everyMs = 100): { stop(): void } {
  const fd = openSync(file, 'w'); // a fresh trace per start: a bench's seeding start is not measured
  const startedAt = performance.now();
  const write = () => writeSync(fd, `${JSON.stringify(memorySample(startedAt))}\n`);
  write();
  const timer = setInterval(write, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      write();
      closeSync(fd);
    },
  };
}
