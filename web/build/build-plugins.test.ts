// The build plugins that keep the first screen's JS small: contract operations as routes only, and the
// component anatomies marked pure.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeData } from '@portal/contracts/http/home';
import { routesModuleSource } from './contract-routes.ts';
import { markAnatomiesPure } from './pure-anatomy.ts';

const HOME_CONTRACT = join(import.meta.dirname, '..', '..', 'contracts', 'src', 'http', 'home.ts');

describe('contract routes', () => {
  it('exports each operation of a contract module as its route, without its schemas', async () => {
    const source = await routesModuleSource(HOME_CONTRACT);
    const line = source.split('\n').find((text) => text.startsWith('export const homeData ='));
    expect(line).toBeDefined();
    const route = JSON.parse(/Object\.freeze\((.*)\);$/.exec(line ?? '')?.[1] ?? 'null') as Record<string, unknown>;
    expect(route).toEqual({ id: homeData.id, method: homeData.method, path: homeData.path, access: homeData.access });
    // Pure, so that the routes a page does not use drop from its chunk; nothing but operations is exported.
    expect(line).toContain('/* @__PURE__ */');
    expect(source).not.toContain('TOUR_KEYS');
    expect(source).not.toContain('"content"');
  });
});

describe('pure anatomies', () => {
  it('marks the declarations that build an anatomy as pure calls', () => {
    const chakra = [
      'const accordionAnatomy = accordionAnatomy$1.extendWith("itemBody");',
      'const alertAnatomy = createAnatomy("alert").parts(',
      '  "title",',
      '  "root"',
      ');',
      'var parts = anatomy.build();',
      'export { alertAnatomy };',
    ].join('\n');
    const marked = markAnatomiesPure(chakra);
    expect(marked).toContain(
      'const accordionAnatomy = /* @__PURE__ */ (() => accordionAnatomy$1.extendWith("itemBody"))();',
    );
    expect(marked).toContain(
      'const alertAnatomy = /* @__PURE__ */ (() => createAnatomy("alert").parts(\n  "title",\n  "root"\n))();',
    );
    expect(marked).toContain('var parts = /* @__PURE__ */ (() => anatomy.build())();');
    expect(marked).toContain('export { alertAnatomy };');
  });

  it('leaves anything else as it is', () => {
    const other = 'function createAnatomy(name, parts = []) {\n  return { parts: (...values) => create(values) };\n}';
    expect(markAnatomiesPure(other)).toBe(other);
  });
});
