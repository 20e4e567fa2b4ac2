// The end-to-end suite on @playwright/test. Tests tagged @matrix (their result depends on the language or the
// screen: layouts) run in the four projects zh/en x desktop/phone; tests tagged @pair in zh-desktop and en-phone
// (each language and each screen once: most routes' render checks); every other test is a
// journey and runs once, in the `journeys` project (zh, desktop unless it says otherwise). Each worker has its own
// stack, started by `webServer` (tests/support/serve-stack.ts) on the ports of its slot (support/env.ts).
import { defineConfig, type Project } from '@playwright/test';
import { join } from 'node:path';
import {
  BASE_URL,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  MATRIX,
  PAIR,
  PHONE,
  stackAt,
  VIEWPORTS,
  WORKERS,
} from './support/env.ts';
import type { Options } from './support/fixtures.ts';

const artifacts = join(import.meta.dirname, '.artifacts');
const matrix = new RegExp(MATRIX);

const phone = PHONE;
const desktop = { viewport: VIEWPORTS.desktop, isMobile: false, hasTouch: false };

const pairOrMatrix = new RegExp(`${MATRIX}|${PAIR}`);
const matrixProjects: Project<Options>[] = [
  { name: 'zh-desktop', grep: pairOrMatrix, use: { lang: 'zh', ...desktop } },
  { name: 'zh-phone', grep: matrix, use: { lang: 'zh', ...phone } },
  { name: 'en-desktop', grep: matrix, use: { lang: 'en', ...desktop } },
  { name: 'en-phone', grep: pairOrMatrix, use: { lang: 'en', ...phone } },
];

export default defineConfig<Options>({
  testDir: './e2e',
  testMatch: '**/*.test.ts',
  outputDir: join(artifacts, 'results'),
  // A stack per worker (webServer below): fault rules and the clock apply to every caller of a stack, so a worker
  // runs its tests one at a time, a file's in order, and no two workers share a stack.
  workers: WORKERS,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // In CI a failed test runs once more: a pass then counts as flaky, and the failed attempt's tabs and page
  // snapshot are still printed (fixtures' page journal, scripts/test.ts), so the flake is seen and can be fixed.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.E2E_REPORT ?? join(artifacts, 'report.json') }],
    ['html', { outputFolder: join(artifacts, 'html'), open: 'never' }],
  ],
  use: {
    baseURL: BASE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // CI keeps only the log (scripts/test.ts prints the page snapshot): recording a trace of every test there
    // costs time and is thrown away.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: 'off',
    ...desktop,
  },
  projects: [...matrixProjects, { name: 'journeys', grepInvert: pairOrMatrix, use: { lang: 'zh', ...desktop } }],
  webServer: Array.from({ length: WORKERS }, (_, slot) => {
    const stack = stackAt(slot);
    return {
      command: `"${process.execPath}" support/serve-stack.ts`,
      cwd: import.meta.dirname,
      env: { E2E_API_PORT: String(stack.apiPort), E2E_WEB_PORT: String(stack.webPort) },
      url: stack.baseUrl,
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
    };
  }),
});
