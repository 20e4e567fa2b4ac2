// The system Chromium with this machine's flags outside the test runner, for scripts/screenshots.ts: a browser,
// and a fresh context in a language and on a screen with the guided tour dismissed. (The tests get the same
// from playwright.config.ts and fixtures.ts.)
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, VIEWPORTS } from './env.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export async function openPage(
  browser: Browser,
  options: { viewport?: keyof typeof VIEWPORTS; lang?: 'zh' | 'en' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const phone = options.viewport === 'phone';
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    isMobile: phone,
    hasTouch: phone,
  });
  await context.addInitScript((lang) => {
    localStorage.setItem('portal.tourDone', '1');
    if (lang) localStorage.setItem('portal.language', lang);
  }, options.lang);
  return { context, page: await context.newPage() };
}
