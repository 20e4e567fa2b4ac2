// The build's index.html: Vite's entry and preload tags become the list the first-screen script starts.
import { describe, expect, it } from 'vitest';
import { deferEntry, pageRoutesFile } from './boot-entry.ts';

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

  it('refuses a page without an entry or without the script that starts it', () => {
    expect(() => deferEntry(BUILT.replace(/<script type="module"[^\n]*\n/, ''))).toThrow(/no module entry/);
    expect(() => deferEntry(BUILT.replace('id="first-screen-script"', ''))).toThrow(/no first-screen script/);
  });
});
