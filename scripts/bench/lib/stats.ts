// Figures of a benchmark: percentiles of latencies, and the report every bench prints (an aligned table for
// people, then one JSON line last for scripts).

/** The p-th percentile (nearest rank) of ascending values; 0 for none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** p50 / p99 / max of the values (sorted in place), rounded to 0.1 ms. */
export function latencies(values: number[]): { n: number; p50: number; p99: number; max: number } {
  values.sort((a, b) => a - b);
  return {
    n: values.length,
    p50: round(percentile(values, 50)),
    p99: round(percentile(values, 99)),
    max: round(values.at(-1) ?? 0),
  };
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));

/** Prints rows as an aligned table (numbers right-aligned), then `json` as the last line. */
export function printReport(rows: readonly (readonly string[])[], json: Record<string, unknown>): void {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  for (const row of rows) {
    const last = row.length - 1;
    console.log(
      row.map((cell, i) => (i === last ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  '),
    );
  }
  console.log(JSON.stringify(json));
}

/** The machine's load average (1, 5, 15 min) as the report shows it beside the figures. */
export async function loadAverage(): Promise<string> {
  const { loadavg } = await import('node:os');
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
