// The shell as a user meets it: the guided tour, the language switch, the error catalogue under fault
// injection (toast, G001, 401), the loading overlay. Faults are operator rules on the mock server (not a
// header on the browser's requests), removed after each test by the fixture.
import { SESSION_KEYS } from '../../web/src/shared/session/session-persistence.ts';
import { homeData } from '@portal/contracts/http/home';
import { newsPageData } from '@portal/contracts/http/news';
import { helpList } from '@portal/contracts/http/help';
import type { Locator, Page } from '@playwright/test';
import { TOUR_STEPS, tourSelector } from '../../web/src/features/home/tour.ts';
import { API_URL, VIEWPORTS } from '../support/env.ts';
import { expect, test } from '../support/fixtures.ts';
import { Shell } from '../pages/shell.ts';
import { HomePage } from '../pages/home.ts';

/** The spotlight lies 6 px around the section, on the screen (once the smooth scroll has brought it there). */
async function expectRingAround(page: Page, spotlight: Locator, section: Locator) {
  await expect
    .poll(
      async () => {
        const [ring, box] = await Promise.all([spotlight.boundingBox(), section.boundingBox()]);
        if (!ring || !box) return 'not laid out';
        const off = Math.max(
          Math.abs(ring.x - (box.x - 6)),
          Math.abs(ring.y - (box.y - 6)),
          Math.abs(ring.width - (box.width + 12)),
          Math.abs(ring.height - (box.height + 12)),
        );
        const viewport = page.viewportSize();
        const seen = viewport !== null && ring.y >= -6 && ring.y + ring.height <= viewport.height + 6;
        return off <= 1.5 && seen ? 'around' : `off by ${off.toFixed(1)} px, at y ${ring.y.toFixed(0)}`;
      },
      { timeout: 5_000 },
    )
    .toBe('around');
}

test.describe('guided tour', () => {
  test.use({ tour: true });

  test('walks the 8 steps with Next and Previous, is completed, and is not shown again', async ({
    page,
    consoleErrors,
  }) => {
    const { tour } = new Shell(page);
    const home = new HomePage(page);
    await home.open();
    await expect(tour.root).toBeVisible();
    await expect(tour.step).toHaveText(/1.*8/);
    await expect(tour.title).toBeVisible();
    const titles: string[] = [await tour.title.innerText()];
    for (let step = 2; step <= 8; step += 1) {
      await tour.next.click();
      await expect(tour.step).toHaveText(new RegExp(`${step}.*8`));
      // The card shows once the page has scrolled to the step's section.
      await expect(tour.title).toBeVisible();
      titles.push(await tour.title.innerText());
    }
    expect(new Set(titles).size, `8 different steps: ${titles.join(' | ')}`).toBe(8);
    await expect(tour.next).toHaveCount(0);
    await tour.previous.click();
    await expect(tour.title).toHaveText(titles[6]!);
    await tour.next.click();
    await tour.complete.click();
    await expect(tour.root).toHaveCount(0);

    await page.reload();
    await expect(home.products).toBeVisible();
    // The tour would open with the home page's data; once that is on screen it must stay away.
    await expect(tour.root).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("rings the step's section once scrolled to it, and stays on it while the page scrolls", async ({ page }) => {
    const { tour } = new Shell(page);
    await new HomePage(page).open();
    await expect(tour.root).toBeVisible();
    await expectRingAround(page, tour.spotlight, page.locator(tourSelector(TOUR_STEPS[0]!.key)));
    await page.mouse.wheel(0, 240);
    await expectRingAround(page, tour.spotlight, page.locator(tourSelector(TOUR_STEPS[0]!.key)));
    await tour.next.click();
    // The pointer off the page's sections: once the page has scrolled, it could rest on the ringed entry card,
    // which lifts 2 px while hovered (its own hover style, not the ring's place).
    await page.mouse.move(0, 0);
    await expectRingAround(page, tour.spotlight, page.locator(tourSelector(TOUR_STEPS[1]!.key)));
  });

  test.describe('on a phone', () => {
    test.use({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true });
    test('rings the section and keeps its card at the bottom of the screen', async ({ page }) => {
      const { tour } = new Shell(page);
      await new HomePage(page).open();
      await expect(tour.root).toBeVisible();
      await expectRingAround(page, tour.spotlight, page.locator(tourSelector(TOUR_STEPS[0]!.key)));
      const card = await tour.root.boundingBox();
      expect(card && Math.round(card.y + card.height)).toBe(VIEWPORTS.phone.height - 12);
    });
  });

  test.describe('in English', () => {
    test.use({ lang: 'en' });
    test('can be skipped at the first step', async ({ page }) => {
      const shell = new Shell(page);
      await page.goto('/home');
      await shell.tour.skip.click();
      await expect(shell.tour.root).toHaveCount(0);
      expect(await shell.stored('portal.tourDone')).toBe('1');
    });
  });
});

test.describe('language', () => {
  test('switches to English without reload and keeps it across a reload', async ({ page, consoleErrors }) => {
    const shell = new Shell(page);
    await page.goto('/');
    await expect(shell.loginLink).toHaveText(/登录/);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await shell.languageSwitch.click();
    await expect(shell.loginLink).toHaveText(/log in/i);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'no reload').toBe(1);
    await page.reload();
    await expect(shell.loginLink).toHaveText(/log in/i);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(consoleErrors).toEqual([]);
  });

  test('asks the server again for the texts on screen, and back, without a reload', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // What the server says in each language: a goods item's title, a lot's title, the home page's first news.
    const ask = async (path: string, lang: 'zh' | 'en'): Promise<unknown> =>
      (
        (await (await request.get(`${API_URL}/api${path}`, { headers: { 'accept-language': lang } })).json()) as {
          content: unknown;
        }
      ).content;
    const texts = async <T>(path: string, pick: (content: T) => string) => ({
      zh: pick((await ask(path, 'zh')) as T),
      en: pick((await ask(path, 'en')) as T),
    });
    const pages = [
      {
        at: '/',
        ...(await texts('/portal/pass/home/homeData', (c: { news: { title: string }[] }) => c.news[0]!.title)),
      },
      {
        at: '/goodsDetail?id=1',
        ...(await texts('/portal/pass/saleProduct/searchById?id=1', (c: { title: string }) => c.title)),
      },
      {
        at: '/details?id=1',
        ...(await texts('/portal/pass/auction/getPortalAuctionInfo?id=1', (c: { title: string }) => c.title)),
      },
    ];
    const shell = new Shell(page);
    for (const { at, zh, en } of pages) {
      await page.goto(at);
      await expect(page.getByText(zh, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await shell.languageSwitch.click();
      await expect(page.getByText(en, { exact: true }).first()).toBeVisible();
      await expect(page.getByText(zh, { exact: true })).toHaveCount(0);
      await shell.languageSwitch.click();
      await expect(page.getByText(zh, { exact: true }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker), 'no reload').toBe(1);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('error catalogue under fault injection', () => {
  test('shows the R8.3 message in a toast for a 503', async ({ page, mock }) => {
    await mock.fault({ pattern: homeData.id, status: 503 });
    await page.goto('/');
    await expect(new Shell(page).toast(/服务不可用/)).toBeVisible();
  });

  test.describe('in English', () => {
    test.use({ lang: 'en' });
    test('shows the English message for a 503', async ({ page, mock }) => {
      await mock.fault({ pattern: homeData.id, status: 503 });
      await page.goto('/');
      await expect(new Shell(page).toast(/Service unavailable/)).toBeVisible();
    });
  });

  test('logs the user out on G001', async ({ page, mock, loginAs }) => {
    await loginAs('buyer');
    const shell = new Shell(page);
    await page.goto('/news');
    await expect(shell.userMenu).toBeVisible();
    // Every news/pageData answers G001 until the test ends (the fixture clears the rule): a one-time rule was
    // once used up by a refetch of the page before the reload, which the reload then aborted (CI's tab journal).
    await mock.fault({ pattern: newsPageData.id, resultCode: 'G001' });
    await page.reload();
    await expect(shell.loginLink).toBeVisible();
    expect(await shell.stored(SESSION_KEYS.token)).toBeNull();
  });

  test('on 401 logs out, clears local storage and lands on /', async ({ page, mock, loginAs }) => {
    await loginAs('buyer2');
    const shell = new Shell(page);
    await page.goto('/help');
    await expect(shell.userMenu).toBeVisible();
    // Every help/list answers 401 until the test ends (the fixture clears the rule): a request of the page
    // before the reload must not use up a one-time fault.
    await mock.fault({ pattern: helpList.id, status: 401 });
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(shell.loginLink).toBeVisible();
    expect(await shell.stored(SESSION_KEYS.token)).toBeNull();
  });
});

test.describe('loading overlay', () => {
  test('is shown while a delayed call is in flight and goes when it ends', async ({ page, mock }) => {
    // Long enough that a slow machine's start (the app boots while index.html's early homeData call waits) still
    // finds the call in flight: the overlay must show for it, then go when it answers.
    await mock.fault({ pattern: homeData.id, delayMs: 8000, times: 1 });
    const home = new HomePage(page);
    await home.open();
    const { overlay } = new Shell(page);
    await expect(overlay).toBeVisible({ timeout: 7000 });
    await expect(overlay).toHaveCount(0, { timeout: 15_000 });
    await expect(home.products).toBeVisible();
  });
});
