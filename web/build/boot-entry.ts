// A build plugin (web/vite.config.ts): the built index.html does not load the app's JS by itself; it names the
// entry and its preloads in `window.__bootEntry`, and index.html's first-screen script starts them — at once on
// most pages, and on the home page and the live pages once their first picture has been painted
// (boot-entry.test.ts). The home page's and the live pages' own chunks are listed too: fetched with the entry,
// they are on their way when the page's lazy import asks for them (no waterfall, no burst of preload links then).
import type { Plugin } from 'vite';

/** What the first-screen script of index.html reads to start the app. */
export interface BootEntry {
  /** The entry module's URL. */
  src: string;
  /** The modules it imports at once (Vite's modulepreload list), fetched alongside it. */
  preload: string[];
  /** The same modules in an order each can be evaluated in (what it imports before it): index.html's script runs
   * them one a task before the entry, which otherwise evaluates them all in its own task (the libraries' chunks:
   * React, the router, i18next, Chakra's system, Redux; the longest task of every first screen). */
  stages?: string[];
  /** The route table of every page but the home page's (app/page-routes.tsx), fetched with them elsewhere. */
  pages?: string;
  /** The home page's chunk and the modules it imports that the entry does not (fetched with them on the home page,
   * so that the page's lazy import finds them on their way and adds no preload links of its own). */
  home?: string[];
  /** The same for each live page with a first screen, by path. */
  live?: Record<string, string[]>;
}

/**
 * The live pages with a first screen (index.html's script draws them): the page's module, then the parts it
 * imports lazily in its first seconds (the lot's other auctions, drawn a frame after the lot; the group-buy cards,
 * asked for with the list). Listed here, their chunks come with the entry's, a few links a task; left to the lazy
 * import, Vite's preload helper inserts a link for each of their modules not yet fetched in one task (~60 ms on
 * this machine for the group-buy cards, four times that on a phone: docs/benchmarks.md).
 */
export const LIVE_PAGE_MODULES: Readonly<Record<string, readonly string[]>> = {
  '/auction': ['/src/features/auction/hall-page.tsx'],
  '/details': ['/src/features/auction/detail-page.tsx', '/src/features/auction/other-lots.tsx'],
  '/collectBidding': [
    '/src/features/trade-requests/collect-bidding-page.tsx',
    '/src/features/trade-requests/group-buy-grid.tsx',
  ],
};

/** What the app imports lazily once a page's first screen is painted: the session flows, and on the live pages
 * (whose rooms an anonymous visitor follows too) the realtime road and the socket's client. Listed with the home
 * page's and the live pages' own modules, for the same reason: imported on their own they made bursts of 2-7
 * preload links inside the tasks that start the rooms. The home page of an anonymous visitor joins no room. */
export const EARLY_MODULES: readonly string[] = ['/src/app/run-sagas.ts'];
export const LIVE_EARLY_MODULES: readonly string[] = [
  ...EARLY_MODULES,
  '/src/app/realtime-sagas.ts',
  '/src/shared/realtime/socket-io.ts',
];

/** What any page but the home page loads with its own module (app/lazy-page.tsx): the route table (its chunk is
 * `pages`; these bring what it imports), the later Chakra recipes, and the server texts of the page's namespaces
 * (shared/i18n/i18n.ts). Some fifteen links in one task otherwise. */
export const OTHER_PAGE_MODULES: readonly string[] = [
  '/src/app/page-routes.tsx',
  '/src/app/theme-recipes.ts',
  '/src/shared/i18n/contract-resources.ts',
];

/** The part of Vite's bundle this plugin reads: each chunk's file and the module it was made for. */
type Bundle = Record<
  string,
  {
    type: string;
    fileName: string;
    facadeModuleId?: string | null;
    isEntry?: boolean;
    imports?: readonly string[];
  }
>;

const ENTRY_TAG = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const PRELOAD_TAG = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;
/** The script that starts them (it must come after the entry list). */
const FIRST_SCREEN_SCRIPT = '<script id="first-screen-script">';

/** The built page without Vite's entry and preload tags, and with the list the first-screen script starts. */
export function deferEntry(
  html: string,
  pages?: string,
  home?: readonly string[],
  live?: Readonly<Record<string, readonly string[]>>,
  stages?: readonly string[],
): string {
  const entry = ENTRY_TAG.exec(html);
  if (!entry?.[1]) throw new Error('boot-entry: the built index.html has no module entry');
  if (!html.includes(FIRST_SCREEN_SCRIPT)) throw new Error('boot-entry: index.html has no first-screen script');
  const preload = [...html.matchAll(PRELOAD_TAG)].map((match) => match[1] ?? '');
  // What the entry preloads already (or the other pages' table, fetched with it there) is not listed twice.
  const notYet = (files: readonly string[]) =>
    files.filter((file) => file !== entry[1] && file !== pages && !preload.includes(file));
  const own = notYet(home ?? []);
  const livePages = Object.fromEntries(
    Object.entries(live ?? {})
      .map(([path, files]) => [path, notYet(files)] as const)
      .filter(([, files]) => files.length > 0),
  );
  const boot: BootEntry = {
    src: entry[1],
    preload,
    ...(stages && stages.length > 0 ? { stages: stages.filter((file) => preload.includes(file)) } : {}),
    ...(pages ? { pages } : {}),
    ...(own.length > 0 ? { home: own } : {}),
    ...(Object.keys(livePages).length > 0 ? { live: livePages } : {}),
  };
  const stripped = html.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, '');
  // JSON in a script: a `<` could close it early, so it is escaped (URLs have none, but the rule costs nothing).
  const list = JSON.stringify(boot).replace(/</g, '\\u003c');
  return stripped.replace(
    FIRST_SCREEN_SCRIPT,
    `<script>window.__bootEntry = ${list};</script>\n    ${FIRST_SCREEN_SCRIPT}`,
  );
}

function chunkOf(bundle: Bundle | undefined, module: string) {
  return Object.values(bundle ?? {}).find((item) => item.type === 'chunk' && item.facadeModuleId?.endsWith(module));
}

/** The URL of app/page-routes.tsx's chunk in the bundle, if it has one. */
export function pageRoutesFile(bundle: Bundle | undefined): string | undefined {
  const chunk = chunkOf(bundle, '/src/app/page-routes.tsx');
  return chunk ? `/${chunk.fileName}` : undefined;
}

/** The URLs of the home page's chunk and of every chunk it imports, directly or not (what its lazy import loads),
 * then those of the early modules. */
export function homePageFiles(bundle: Bundle | undefined): string[] | undefined {
  return pageFiles(bundle, '/src/features/home/home-page.tsx', ...EARLY_MODULES);
}

/** The same for each live page, by path (those the bundle has). */
export function livePageFiles(bundle: Bundle | undefined): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const [path, modules] of Object.entries(LIVE_PAGE_MODULES)) {
    const [page = '', ...parts] = modules;
    const found = pageFiles(bundle, page, ...parts, ...OTHER_PAGE_MODULES, ...LIVE_EARLY_MODULES);
    if (found) files[path] = found;
  }
  return files;
}

/** The URLs of the chunks the entry imports at once, directly or not, each after those it imports itself. */
export function entryStages(bundle: Bundle | undefined): string[] | undefined {
  const chunks = Object.values(bundle ?? {});
  const entry = chunks.find((item) => item.type === 'chunk' && item.isEntry);
  if (!entry) return undefined;
  const byFile = new Map(chunks.map((item) => [item.fileName, item]));
  const order: string[] = [];
  const seen = new Set<string>([entry.fileName]);
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
    order.push(`/${fileName}`);
  };
  for (const imported of entry.imports ?? []) visit(imported);
  return order;
}

/** The URLs of a page module's chunk and of every chunk it imports, directly or not, then the same for each of
 * `parts` the bundle has (the page's lazy parts); undefined when the bundle has no chunk for the page. */
function pageFiles(bundle: Bundle | undefined, module: string, ...parts: string[]): string[] | undefined {
  const chunk = chunkOf(bundle, module);
  if (!bundle || !chunk) return undefined;
  const byFile = new Map(Object.values(bundle).map((item) => [item.fileName, item]));
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(chunk.fileName);
  for (const part of parts) {
    const partChunk = chunkOf(bundle, part);
    if (partChunk) visit(partChunk.fileName);
  }
  return [...seen].map((fileName) => `/${fileName}`);
}

export function bootEntry(): Plugin {
  return {
    name: 'portal:boot-entry',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has put in the entry and its preloads.
      order: 'post',
      handler: (html, context) => {
        const bundle = context.bundle as Bundle | undefined;
        return deferEntry(
          html,
          pageRoutesFile(bundle),
          homePageFiles(bundle),
          livePageFiles(bundle),
          entryStages(bundle),
        );
      },
    },
  };
}
