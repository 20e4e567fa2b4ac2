// The first screens' check on a made-up build: the entry's and the route's parts' static imports counted once,
// lazy imports not; a screen past its limit or with ECharts on it fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstScreenLine, measureFirstScreen } from './web-size.ts';

const dist = mkdtempSync(join(tmpdir(), 'web-size-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const files: Record<string, string> = {
  'assets/index.js': 'entry();',
  'assets/shared.js': 'shared();',
  'assets/page.js': 'page();',
  'assets/lazy.js': 'lazy();',
  'assets/chart.js': 'chart._echarts_instance_;',
};
mkdirSync(join(dist, 'assets'), { recursive: true });
mkdirSync(join(dist, '.vite'));
for (const [file, code] of Object.entries(files)) writeFileSync(join(dist, file), code);
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js' },
    'src/page.tsx': { file: 'assets/page.js', imports: ['_shared.js'], dynamicImports: ['src/lazy.tsx'] },
    'src/lazy.tsx': { file: 'assets/lazy.js' },
    'src/charts.tsx': { file: 'assets/page.js', imports: ['_chart.js'] },
    '_chart.js': { file: 'assets/chart.js' },
  }),
);

describe('first screen size', () => {
  it('counts the entry and the parts with their static imports once, not their lazy imports', () => {
    const figures = measureFirstScreen(dist, { route: '/p', parts: ['src/page.tsx'], limitKb: 1, noECharts: true });
    expect(figures.chunks.map((chunk) => chunk.file).sort()).toEqual([
      'assets/index.js',
      'assets/page.js',
      'assets/shared.js',
    ]);
    expect(figures.failed).toBe(false);
    expect(firstScreenLine(figures)).toMatch(
      /^\/p first screen \(build manifest\): 0\.\d KB JS gzip in 3 files, limit 1 KB$/,
    );
  });

  it('fails past the limit', () => {
    const figures = measureFirstScreen(dist, { route: '/p', parts: ['src/page.tsx'], limitKb: 0.01 });
    expect(figures.failed).toBe(true);
    expect(firstScreenLine(figures)).toContain('OVER THE LIMIT');
  });

  it('fails with an ECharts chunk on a screen that may have none', () => {
    const screen = { route: '/c', parts: ['src/charts.tsx'], limitKb: 1 };
    expect(measureFirstScreen(dist, screen).failed).toBe(false);
    const figures = measureFirstScreen(dist, { ...screen, noECharts: true });
    expect(figures.echarts).toEqual(['assets/chart.js']);
    expect(figures.failed).toBe(true);
    expect(firstScreenLine(figures)).toContain('ECharts on it (assets/chart.js)');
  });

  it('names a part the build does not have', () => {
    expect(() => measureFirstScreen(dist, { route: '/x', parts: ['src/missing.tsx'], limitKb: 1 })).toThrow(
      'no chunk for src/missing.tsx',
    );
  });
});
