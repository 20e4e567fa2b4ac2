// Chromium through playwright-core with the flags this machine needs; one browser per test file.
import { chromium, type Browser, type BrowserContext, type Page, type ConsoleMessage } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:5273';
export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:3210';
export const ARTIFACTS = process.env.ARTIFACTS ?? join(import.meta.dirname, '..', '.artifacts');

export const VIEWPORTS = {
  desktop: { width: 1366, height: 850 },
  phone: { width: 390, height: 844 },
} as const;

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and page errors seen so far. */
  errors: string[];
}

/** A fresh context (empty storage) with the tour already dismissed unless `tour` is true. */
export async function openPage(
  browser: Browser,
  options: { viewport?: keyof typeof VIEWPORTS; lang?: 'zh' | 'en'; tour?: boolean } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: VIEWPORTS[options.viewport ?? 'desktop'], baseURL: BASE_URL });
  const { lang, tour } = options;
  await context.addInitScript(
    ({ lang, tour }) => {
      if (sessionStorage.getItem('__e2e_init')) return;
      sessionStorage.setItem('__e2e_init', '1');
      if (!tour) localStorage.setItem('portal.tourDone', '1');
      if (lang) localStorage.setItem('portal.language', lang);
    },
    { lang, tour },
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}
