// The memory trace writes parseable samples whose parts add up (heapUsed within heapTotal, spaces named).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memorySample, startMemoryTrace, type MemorySample } from './memory-trace.ts';

describe('memory trace', () => {
  it('samples the resident set and the heap spaces', () => {
    const sample = memorySample(performance.now());
    expect(sample.rss).toBeGreaterThan(sample.heapUsed);
    expect(sample.heapUsed).toBeLessThanOrEqual(sample.heapTotal);
    expect(sample.spaces.new_space?.size).toBeGreaterThan(0);
    expect(sample.spaces.old_space?.used).toBeGreaterThan(0);
  });

  it('writes one JSON line per sample, a fresh file per start, and a last one on stop', () => {
    const dir = mkdtempSync(join(tmpdir(), 'memory-trace-'));
    try {
      const file = join(dir, 'trace.jsonl');
      startMemoryTrace(file, 60_000).stop();
      const trace = startMemoryTrace(file, 60_000);
      trace.stop();
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(2); // the first start's lines were dropped
      const samples = lines.map((line) => JSON.parse(line) as MemorySample);
      expect(samples[1]?.t).toBeGreaterThanOrEqual(samples[0]?.t ?? 0);
      expect(samples[0]?.rss).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
