// The build's index.html: Vite's entry and preload tags become the list the first-screen script starts.
import { describe, expect, it } from 'vitest';
import { deferEntry, entryStages, homePageFiles, livePageFiles, pageRoutesFile } from './boot-entry.ts';

const BUILT = `<!doctype html>
<html>
  <head>
    <script id="first-screen-script">(function () {})();</script>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="modulepreload" crossorigin href="/assets/state-C3.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A chunk of Vite's bundle as the plugin reads it. */
const chunk = (fileName: string, imports: string[] = [], facadeModuleId: string | null = null) => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  imports,
});

describe('deferEntry', () => {
  it('takes out the entry and its preloads and lists them before the first-screen script', () => {
    const html = deferEntry(BUILT);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    const list = /<script>window\.__bootEntry = (.*);<\/script>\s*<script id="first-screen-script">/.exec(html)?.[1];
    expect(JSON.parse(list ?? 'null')).toEqual({
      src: '/assets/index-A1.js',
      preload: ['/assets/react-B2.js', '/assets/state-C3.js'],
    });
    expect(html).toContain('<div id="root"></div>');
  });

  it("names the other pages' route table from the bundle", () => {
    const pages = pageRoutesFile({
      'assets/index-A1.js': { type: 'chunk', fileName: 'assets/index-A1.js', facadeModuleId: '/w/web/index.html' },
      'assets/page-routes-D4.js': {
        type: 'chunk',
        fileName: 'assets/page-routes-D4.js',
        facadeModuleId: '/w/web/src/app/page-routes.tsx',
      },
      'assets/x.css': { type: 'asset', fileName: 'assets/x.css' },
    });
    expect(pages).toBe('/assets/page-routes-D4.js');
    expect(pageRoutesFile(undefined)).toBeUndefined();
    const list = /window\.__bootEntry = (.*);<\/script>/.exec(deferEntry(BUILT, pages))?.[1];
    expect(JSON.parse(list ?? 'null')).toMatchObject({ pages: '/assets/page-routes-D4.js' });
  });

  it("lists the home page's chunk and what it imports, then the early modules, that the entry does not", () => {
    const home = homePageFiles({
      a: chunk('assets/index-A1.js', ['assets/react-B2.js'], '/w/web/index.html'),
      b: chunk('assets/react-B2.js'),
      c: chunk(
        'assets/home-page-E5.js',
        ['assets/react-B2.js', 'assets/grid-F6.js'],
        '/w/web/src/features/home/home-page.tsx',
      ),
      d: chunk('assets/grid-F6.js', ['assets/box-G7.js', 'assets/react-B2.js']),
      e: chunk('assets/box-G7.js', ['assets/grid-F6.js']),
      // The session flows, imported once the first screen is painted.
      f: chunk('assets/run-sagas-Q7.js', ['assets/box-G7.js'], '/w/web/src/app/run-sagas.ts'),
    });
    expect(home).toEqual([
      '/assets/home-page-E5.js',
      '/assets/react-B2.js',
      '/assets/grid-F6.js',
      '/assets/box-G7.js',
      '/assets/run-sagas-Q7.js',
    ]);
    expect(homePageFiles({ a: chunk('assets/index-A1.js') })).toBeUndefined();
    const list = /window\.__bootEntry = (.*);<\/script>/.exec(deferEntry(BUILT, undefined, home))?.[1];
    // What the entry preloads already is not listed twice.
    expect(JSON.parse(list ?? 'null')).toMatchObject({
      home: ['/assets/home-page-E5.js', '/assets/grid-F6.js', '/assets/box-G7.js', '/assets/run-sagas-Q7.js'],
    });
  });

  it("lists each live page's chunk and what it imports, then the parts every page loads early, that the entry and the route table do not", () => {
    const live = livePageFiles({
      a: chunk('assets/index-A1.js', ['assets/react-B2.js'], '/w/web/index.html'),
      b: chunk('assets/react-B2.js'),
      c: chunk('assets/page-routes-D4.js', ['assets/contracts-M4.js'], '/w/web/src/app/page-routes.tsx'),
      d: chunk(
        'assets/hall-page-H8.js',
        ['assets/react-B2.js', 'assets/page-routes-D4.js', 'assets/card-I9.js'],
        '/w/web/src/features/auction/hall-page.tsx',
      ),
      e: chunk('assets/card-I9.js'),
      f: chunk('assets/detail-page-J1.js', ['assets/card-I9.js'], '/w/web/src/features/auction/detail-page.tsx'),
      // The lot page's other auctions, imported lazily by the page (its own chunk and one it imports).
      g: chunk(
        'assets/other-lots-K2.js',
        ['assets/card-I9.js', 'assets/list-L3.js'],
        '/w/web/src/features/auction/other-lots.tsx',
      ),
      h: chunk('assets/list-L3.js'),
      // What the route table imports, the later recipes and the socket's client: on every page but the home page.
      i: chunk('assets/contracts-M4.js'),
      j: chunk('assets/theme-recipes-N5.js', [], '/w/web/src/app/theme-recipes.ts'),
      k: chunk('assets/socket-io-P6.js', [], '/w/web/src/shared/realtime/socket-io.ts'),
    });
    const early = ['/assets/contracts-M4.js', '/assets/theme-recipes-N5.js', '/assets/socket-io-P6.js'];
    // The group buys' page is not in this bundle: it is left out.
    expect(live).toEqual({
      // Depth first: the hall imports the route table, which imports the contracts.
      '/auction': [
        '/assets/hall-page-H8.js',
        '/assets/react-B2.js',
        '/assets/page-routes-D4.js',
        '/assets/contracts-M4.js',
        '/assets/card-I9.js',
        '/assets/theme-recipes-N5.js',
        '/assets/socket-io-P6.js',
      ],
      '/details': [
        '/assets/detail-page-J1.js',
        '/assets/card-I9.js',
        '/assets/other-lots-K2.js',
        '/assets/list-L3.js',
        '/assets/page-routes-D4.js',
        ...early,
      ],
    });
    const list = /window\.__bootEntry = (.*);<\/script>/.exec(
      deferEntry(BUILT, '/assets/page-routes-D4.js', undefined, live),
    )?.[1];
    // Neither the entry's preloads nor the route table (`pages`) twice.
    expect(JSON.parse(list ?? 'null')).toMatchObject({
      live: {
        '/auction': [
          '/assets/hall-page-H8.js',
          '/assets/contracts-M4.js',
          '/assets/card-I9.js',
          '/assets/theme-recipes-N5.js',
          '/assets/socket-io-P6.js',
        ],
        '/details': [
          '/assets/detail-page-J1.js',
          '/assets/card-I9.js',
          '/assets/other-lots-K2.js',
          '/assets/list-L3.js',
          ...early,
        ],
      },
    });
  });

  it('lists the chunks the entry imports in an order each can be evaluated in, after what it imports', () => {
    const stages = entryStages({
      a: { ...chunk('assets/index-A1.js', ['assets/state-C3.js', 'assets/react-B2.js']), isEntry: true },
      b: chunk('assets/react-B2.js', ['assets/runtime-R0.js']),
      c: chunk('assets/state-C3.js', ['assets/react-B2.js', 'assets/runtime-R0.js']),
      r: chunk('assets/runtime-R0.js'),
      p: chunk('assets/page-P9.js', ['assets/index-A1.js']),
    });
    expect(stages).toEqual(['/assets/runtime-R0.js', '/assets/react-B2.js', '/assets/state-C3.js']);
    expect(entryStages(undefined)).toBeUndefined();
    // Only what the entry preloads (Vite's list) is evaluated ahead.
    const list = /window\.__bootEntry = (.*);<\/script>/.exec(
      deferEntry(BUILT, undefined, undefined, undefined, [
        '/assets/react-B2.js',
        '/assets/other.js',
        '/assets/state-C3.js',
      ]),
    )?.[1];
    expect(JSON.parse(list ?? 'null')).toMatchObject({ stages: ['/assets/react-B2.js', '/assets/state-C3.js'] });
    expect(
      JSON.parse(/window\.__bootEntry = (.*);<\/script>/.exec(deferEntry(BUILT))?.[1] ?? 'null'),
    ).not.toHaveProperty('stages');
  });

  it('refuses a page without an entry or without the script that starts it', () => {
    expect(() => deferEntry(BUILT.replace(/<script type="module"[^\n]*\n/, ''))).toThrow(/no module entry/);
    expect(() => deferEntry(BUILT.replace('id="first-screen-script"', ''))).toThrow(/no first-screen script/);
  });
});
