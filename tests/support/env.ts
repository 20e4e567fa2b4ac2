// Where the stack of the end-to-end run listens: ports from E2E_API_PORT / E2E_WEB_PORT (each helper or CI job
// picks its own), the browser from CHROMIUM_PATH. Read by playwright.config.ts and by the fixtures alike.
export const API_PORT = Number(process.env.E2E_API_PORT ?? 3210);
export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 5273);
export const API_URL = `http://127.0.0.1:${API_PORT}`;
export const BASE_URL = `http://127.0.0.1:${WEB_PORT}`;

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
