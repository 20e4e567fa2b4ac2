// Where the stacks of the end-to-end run listen, and the browser (CHROMIUM_PATH). Read by playwright.config.ts and
// by the fixtures alike. Each Playwright worker has a stack of its own (a database, a mock server, a web server:
// fault rules and the clock are a stack's, so two workers never meet), on E2E_API_PORT / E2E_WEB_PORT plus the
// worker's slot (Playwright's TEST_PARALLEL_INDEX: 0 .. E2E_WORKERS-1). Each helper or CI job picks its own base
// ports and leaves room for E2E_WORKERS of them.
export const API_PORT_BASE = Number(process.env.E2E_API_PORT ?? 3210);
export const WEB_PORT_BASE = Number(process.env.E2E_WEB_PORT ?? 5273);
/** How many workers, and so stacks, a run has: two by default (one per core of the machines CI runs on). */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The ports and addresses of stack `slot`. */
export function stackAt(slot: number): { apiPort: number; webPort: number; apiUrl: string; baseUrl: string } {
  const apiPort = API_PORT_BASE + slot;
  const webPort = WEB_PORT_BASE + slot;
  return { apiPort, webPort, apiUrl: `http://127.0.0.1:${apiPort}`, baseUrl: `http://127.0.0.1:${webPort}` };
}

/** This worker's stack (slot 0 outside a worker). */
const own = stackAt(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const API_PORT = own.apiPort;
export const WEB_PORT = own.webPort;
export const API_URL = own.apiUrl;
export const BASE_URL = own.baseUrl;

/** The system Chromium: Playwright's own browsers cannot be downloaded on the machines this runs on. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

/** A phone as the matrix's phone projects emulate it (playwright.config.ts), for one browser of a journey. */
export const PHONE = { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } as const;

/** The tag of tests whose result depends on the language or the screen: they run in all four projects
 * (zh/en x desktop/phone); untagged tests are journeys and run once (project `journeys`). */
export const MATRIX = '@matrix';
/** The tag of tests whose result depends on the language and the screen but not on their pairing: they run
 * in two projects, zh-desktop and en-phone (each language once, each screen once). The English phone is
 * where longer labels overflow; the Chinese desktop is the default (tests/README.md). */
export const PAIR = '@pair';
