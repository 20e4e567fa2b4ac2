// The shell as a user meets it: the guided tour, the language switch, the error catalogue under fault
// injection (toast, G001, 401), the loading overlay.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { testIds } from '../../web/src/shared/test-ids.ts';
import { launchBrowser, openPage, screenshot } from '../support/browser.ts';
import { apiLogin, useSession } from '../support/session.ts';

const byId = (id: string) => `[data-testid="${id}"]`;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

/** Adds the fault header to the requests whose URL contains `part` (all of them, or only the first `times`). */
async function injectFault(page: Page, part: string, fault: string, times = Infinity): Promise<void> {
  let left = times;
  await page.route(
    (url) => url.pathname.startsWith('/api/') && url.pathname.includes(part),
    async (route) => {
      if (left <= 0) return route.continue();
      left -= 1;
      await route.continue({ headers: { ...route.request().headers(), 'x-mock-fault': fault } });
    },
  );
}

describe('guided tour', () => {
  it('walks the 8 steps with Next and Previous, is completed, and is not shown again', async () => {
    const { context, page, errors } = await openPage(browser, { tour: true });
    await page.goto('/');
    const tour = page.locator(byId(testIds.tour.root));
    await tour.waitFor();
    assert.match(await page.locator(byId(testIds.tour.step)).innerText(), /1.*8/);
    const titles: string[] = [await page.locator(byId(testIds.tour.title)).innerText()];
    for (let step = 2; step <= 8; step += 1) {
      await page.locator(byId(testIds.tour.next)).click();
      titles.push(await page.locator(byId(testIds.tour.title)).innerText());
    }
    assert.equal(new Set(titles).size, 8, `8 different steps: ${titles.join(' | ')}`);
    assert.equal(await page.locator(byId(testIds.tour.next)).count(), 0);
    await page.locator(byId(testIds.tour.previous)).click();
    assert.equal(await page.locator(byId(testIds.tour.title)).innerText(), titles[6]);
    await page.locator(byId(testIds.tour.next)).click();
    await screenshot(page, 'tour-last-step-zh-desktop');
    await page.locator(byId(testIds.tour.complete)).click();
    await tour.waitFor({ state: 'detached' });
    await page.reload();
    await page.locator(byId(testIds.home.root)).waitFor();
    await page.waitForTimeout(500);
    assert.equal(await tour.count(), 0, 'the tour is shown once');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('can be skipped at the first step', async () => {
    const { context, page } = await openPage(browser, { tour: true, lang: 'en' });
    await page.goto('/home');
    await page.locator(byId(testIds.tour.skip)).click();
    await page.locator(byId(testIds.tour.root)).waitFor({ state: 'detached' });
    assert.equal(await page.evaluate(() => localStorage.getItem('portal.tourDone')), '1');
    await context.close();
  });
});

describe('language', () => {
  it('switches to English without reload and keeps it across a reload', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/');
    const login = page.locator(byId(testIds.header.loginLink));
    assert.match(await login.innerText(), /登录/);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator(byId(testIds.header.languageSwitch)).click();
    await page.waitForFunction(
      (id) => /log in/i.test(document.querySelector(`[data-testid="${id}"]`)?.textContent ?? ''),
      testIds.header.loginLink,
    );
    assert.equal(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 1, 'no reload');
    await page.reload();
    await login.waitFor();
    assert.match(await login.innerText(), /log in/i);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.deepEqual(errors, []);
    await context.close();
  });
});

describe('error catalogue under fault injection', () => {
  it('shows the section 8 message in a toast for a 503', async () => {
    const { context, page } = await openPage(browser);
    await injectFault(page, '/home/homeData', 'status=503');
    await page.goto('/');
    const toast = page.locator(byId(testIds.toast)).first();
    await toast.waitFor();
    assert.match(await toast.innerText(), /服务不可用/);
    await screenshot(page, 'toast-503-zh-desktop');
    await context.close();
  });

  it('shows the English message for a 503 in English', async () => {
    const { context, page } = await openPage(browser, { lang: 'en' });
    await injectFault(page, '/home/homeData', 'status=503');
    await page.goto('/');
    const toast = page.locator(byId(testIds.toast)).first();
    await toast.waitFor();
    assert.match(await toast.innerText(), /Service unavailable/);
    await context.close();
  });

  it('logs the user out on G001', async () => {
    const { context, page } = await openPage(browser);
    await useSession(context, await apiLogin('buyer'));
    await page.goto('/news');
    await page.locator(byId(testIds.header.userMenu)).waitFor();
    await injectFault(page, '/news/pageData', 'resultCode=G001', 1);
    await page.reload();
    await page.locator(byId(testIds.header.loginLink)).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('portal.token')), null);
    await context.close();
  });

  it('on 401 logs out, clears local storage and lands on / ', async () => {
    const { context, page } = await openPage(browser);
    await useSession(context, await apiLogin('buyer2'));
    await page.goto('/help');
    await page.locator(byId(testIds.header.userMenu)).waitFor();
    await injectFault(page, '/help/list', 'status=401', 1);
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator(byId(testIds.header.loginLink)).waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('portal.token')), null);
    await context.close();
  });
});

describe('loading overlay', () => {
  it('is shown while a delayed call is in flight and goes when it ends', async () => {
    const { context, page } = await openPage(browser);
    await injectFault(page, '/home/homeData', 'delay=2500', 1);
    await page.goto('/');
    const overlay = page.locator(byId(testIds.overlay));
    await overlay.waitFor({ state: 'visible', timeout: 2000 });
    await screenshot(page, 'overlay-zh-desktop');
    await overlay.waitFor({ state: 'detached', timeout: 10000 });
    await page.locator(byId(testIds.home.products)).waitFor();
    await context.close();
  });
});
