// The module list: complete, in dependency order, and every cross-module import goes through a declared
// dependency's public file.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULES, ORDERED_MODULES, orderModules } from './index.ts';
import type { DomainModule, ModuleName } from './types.ts';

const here = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'module.ts')))
  .map((entry) => entry.name)
  .sort();

const fake = (name: ModuleName, dependsOn: ModuleName[] = [], uses: ModuleName[] = []): DomainModule => ({
  name,
  dependsOn,
  uses,
  routes: () => undefined,
});

describe('module list', () => {
  it('lists every module folder once', () => {
    expect(MODULES.map((m) => m.name).sort()).toEqual(folders);
  });

  it('puts every module after the modules it depends on', () => {
    const position = new Map(ORDERED_MODULES.map((m, index) => [m.name, index]));
    for (const module of ORDERED_MODULES) {
      for (const dependency of module.dependsOn) {
        expect(position.get(dependency), `${module.name} after ${dependency}`).toBeLessThan(position.get(module.name)!);
      }
    }
  });

  it('keeps the listed order where the dependencies allow (the seed depends on it)', () => {
    expect(ORDERED_MODULES.map((m) => m.name)).toEqual(MODULES.map((m) => m.name));
  });

  it('orders by dependency, stable otherwise', () => {
    const ordered = orderModules([fake('trade', ['customer']), fake('region'), fake('customer', ['region'])]);
    expect(ordered.map((m) => m.name)).toEqual(['region', 'customer', 'trade']);
  });

  it('refuses a cycle, an unknown dependency and a duplicate', () => {
    expect(() => orderModules([fake('trade', ['customer']), fake('customer', ['trade'])])).toThrow(/cycle/);
    expect(() => orderModules([fake('trade', ['customer'])])).toThrow(/customer, which is not in the list/);
    expect(() => orderModules([fake('trade', [], ['region'])])).toThrow(/region, which is not in the list/);
    expect(() => orderModules([fake('trade'), fake('trade')])).toThrow(/twice/);
  });

  it('imports another module only through its public file, and only a declared dependency or use', () => {
    const problems: string[] = [];
    for (const module of MODULES) {
      const allowed = new Set<string>([...module.dependsOn, ...(module.uses ?? [])]);
      const folder = join(here, module.name);
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts'))) {
        const text = readFileSync(join(folder, file), 'utf8');
        for (const match of text.matchAll(/from '\.\.\/([a-z-]+)\/([^']+)'/g)) {
          const [, other, target] = match;
          if (target !== 'public.ts') problems.push(`${module.name}/${file} imports ${other}/${target}`);
          else if (!allowed.has(other!)) problems.push(`${module.name}/${file} uses ${other} without declaring it`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
