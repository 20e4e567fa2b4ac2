// The end-to-end suite on @playwright/test. Tests tagged @matrix (their result depends on the language or the
// screen: layouts) run in the four projects zh/en x desktop/phone; tests tagged @pair in zh-desktop and en-phone
// (each language and each screen once: most routes' render checks); every other test is a
// journey and runs once, in the `journeys` project (zh, desktop unless it says otherwise). The stack is
// started by `webServer` (tests/support/serve-stack.ts) on E2E_API_PORT / E2E_WEB_PORT.
import { defineConfig, type Project } from '@playwright/test';
import { join } from 'node:path';
import { BASE_URL, CHROMIUM_ARGS, CHROMIUM_PATH, MATRIX, PAIR, PHONE, VIEWPORTS } from './support/env.ts';
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
  // One stack, one database, fault rules that apply to every caller: tests run one at a time.
  workers: 1,
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
  webServer: {
    command: `"${process.execPath}" support/serve-stack.ts`,
    cwd: import.meta.dirname,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
