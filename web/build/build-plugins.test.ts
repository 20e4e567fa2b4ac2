// The build plugins that keep the first screen's JS small: contract operations as routes only, and the
// component anatomies marked pure.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { homeData } from '@portal/contracts/http/home';
import { pageAuctionPortal } from '@portal/contracts/http/auction-portal';
import { AUCTION_STATUS_LABELS, AUCTION_SORTS } from '@portal/contracts/entities/auction';
import { dataModuleSource, routesModuleSource } from './contract-routes.ts';
import { markAnatomiesPure } from './pure-anatomy.ts';

const CONTRACTS = join(import.meta.dirname, '..', '..', 'contracts', 'src');
const HOME_CONTRACT = join(CONTRACTS, 'http', 'home.ts');

/** The value a generated module exports under `name`. */
function exported(source: string, name: string): unknown {
  const line = source.split('\n').find((text) => text.startsWith(`export const ${name} =`));
  return line === undefined ? undefined : (JSON.parse(/Object\.freeze\((.*)\);$/.exec(line)?.[1] ?? 'null') as unknown);
}

describe('contract routes', () => {
  it('exports each operation of a contract module as its route, without its schemas', async () => {
    const source = await routesModuleSource(HOME_CONTRACT);
    const line = source.split('\n').find((text) => text.startsWith('export const homeData ='));
    expect(line).toBeDefined();
    const route = JSON.parse(/Object\.freeze\((.*)\);$/.exec(line ?? '')?.[1] ?? 'null') as Record<string, unknown>;
    // homeData declares no params, query or body: the route is its id, method, path and access.
    expect(route).toEqual({ id: homeData.id, method: homeData.method, path: homeData.path, access: homeData.access });
    // Pure, so that the routes a page does not use drop from its chunk; nothing but operations is exported.
    expect(line).toContain('/* @__PURE__ */');
    expect(source).not.toContain('TOUR_KEYS');
    expect(source).not.toContain('"content"');
  });

  it("adds an operation's query schema as JSON when asked (what urlQuery reads)", async () => {
    const source = await routesModuleSource(join(CONTRACTS, 'http', 'auction-portal.ts'), { query: true });
    const route = exported(source, 'pageAuctionPortal') as { query?: unknown; path?: string };
    expect(route.path).toBe(pageAuctionPortal.path);
    expect(route.query).toEqual(JSON.parse(JSON.stringify(pageAuctionPortal.query)));
    // Without asking, the route says only that the operation takes a query (the calls of /details failed without it).
    const plain = await routesModuleSource(join(CONTRACTS, 'http', 'auction-portal.ts'));
    expect((exported(plain, 'pageAuctionPortal') as { query?: unknown }).query).toEqual({});
    expect(source).not.toContain('"content"');
  });

  it("exports an entity module's plain data (labels, lists), not its schemas", async () => {
    const source = await dataModuleSource(join(CONTRACTS, 'entities', 'auction.ts'));
    expect(exported(source, 'AUCTION_STATUS_LABELS')).toEqual(AUCTION_STATUS_LABELS);
    expect(exported(source, 'AUCTION_SORTS')).toEqual(AUCTION_SORTS);
    // Schemas (TypeBox objects) are left out: importing one through it fails the build.
    expect(source).not.toMatch(/export const AuctionCard\b/);
    expect(source).not.toContain('"type":"object"');
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
