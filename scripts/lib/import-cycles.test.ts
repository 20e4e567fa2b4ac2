import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { describeCycles, findCycles, importGraph, staticImports } from './import-cycles.ts';

const dir = mkdtempSync(join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  const base = mkdtempSync(join(dir, 'tree-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(base, path, '..'), { recursive: true });
    writeFileSync(join(base, path), text);
  }
  return base;
}

describe('staticImports', () => {
  it('reads imports and re-exports, not type-only imports, dynamic imports or comments', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      'import {\n  c,\n  d,\n} from "./c";',
      "import './side.ts';",
      "export { e } from './e.ts';",
      "export * from './f.ts';",
      "export type { G } from './g.ts';",
      "const lazy = () => import('./h.ts');",
      "// import { x } from './commented.ts';",
      "/* import { y } from './blocked.ts'; */",
      'export const i = \'import z from "./not-code.ts"\';',
    ].join('\n');
    expect(staticImports(text)).toEqual(['./a.ts', './c', './side.ts', './e.ts', './f.ts']);
  });
});

describe('findCycles', () => {
  it('finds a made-up loop through three files and an alias, and names it in order', () => {
    const base = tree({
      'src/a.ts': "import { b } from './b.ts';\nexport const a = b;",
      'src/b.ts': "import { c } from '@/deep/c';\nexport const b = c;",
      'src/deep/c.ts': "import { a } from '../a.ts';\nexport const c = () => a;",
      'src/free.ts': "import { a } from './a.ts';\nexport const free = a;",
    });
    const cycles = findCycles(importGraph([join(base, 'src')], { '@': join(base, 'src') }));
    expect(cycles).toHaveLength(1);
    expect(describeCycles(cycles, base)).toBe('  src/a.ts\n    -> src/b.ts\n    -> src/deep/c.ts\n    -> src/a.ts');
  });

  it('finds none once one edge is type-only or dynamic', () => {
    const base = tree({
      'src/a.ts': "import { b } from './b.ts';\nexport const a = b;",
      'src/b.ts': "import type { A } from './a.ts';\nexport const b = 1;\nexport const later = () => import('./a.ts');",
    });
    expect(findCycles(importGraph([join(base, 'src')], {}))).toEqual([]);
  });

  it('finds a file importing itself', () => {
    const base = tree({ 'src/self.ts': "import { x } from './self.ts';\nexport const y = x;" });
    expect(findCycles(importGraph([join(base, 'src')], {}))).toHaveLength(1);
  });
});
