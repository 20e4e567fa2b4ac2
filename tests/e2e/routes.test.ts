// Every route of the table (spec section 2 + login, register, password reset) answers, in zh and en, with
// its page frame and title and without a console error; the routes later issues build say so honestly.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { testIds } from '../../web/src/shared/test-ids.ts';
import { FRAME_ROUTES } from '../../web/src/features/frame/frame-routes.ts';
import { launchBrowser, openPage } from '../support/browser.ts';

const byId = (id: string) => `[data-testid="${id}"]`;

/** Routes whose pages are built now, with the element that proves their content rendered. */
const BUILT: { path: string; ready: string }[] = [
  { path: '/', ready: byId(testIds.home.root) },
  { path: '/home', ready: byId(testIds.home.root) },
  { path: '/login', ready: byId(testIds.pageFrame.title) },
  { path: '/register', ready: byId(testIds.pageFrame.title) },
  { path: '/resetPassword', ready: byId(testIds.pageFrame.title) },
  { path: '/news', ready: byId(testIds.pageFrame.title) },
  { path: '/newsDetail?id=1', ready: byId(testIds.pageFrame.title) },
  { path: '/help', ready: byId(testIds.pageFrame.title) },
  { path: '/question?id=1', ready: byId(testIds.pageFrame.title) },
  { path: '/searchQuestion?keyword=%E8%AE%A2%E5%8D%95', ready: byId(testIds.pageFrame.title) },
];

const FRAMES = FRAME_ROUTES.map((route) => ({
  path: `/${route.path.replace(':id', '1001')}`,
  ready: byId(testIds.frame.notice),
}));

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

for (const lang of ['zh', 'en'] as const) {
  describe(`every route answers in ${lang}`, () => {
    it(`renders the ${BUILT.length + FRAMES.length} routes without a console error`, async () => {
      assert.equal(FRAMES.length + BUILT.length, 54 + 3, 'the 54 routes of spec section 2 plus login, register, reset');
      const { context, page, errors } = await openPage(browser, { lang });
      const seen: string[] = [];
      for (const route of [...BUILT, ...FRAMES]) {
        errors.length = 0;
        const response = await page.goto(route.path);
        assert.equal(response?.status(), 200, `${route.path} answers 200`);
        await page.locator(route.ready).first().waitFor({ timeout: 15000 });
        await page.locator(byId(testIds.header.root)).waitFor();
        const title = page.locator(byId(testIds.pageFrame.title));
        if ((await title.count()) > 0) {
          const text = (await title.first().innerText()).trim();
          assert.ok(text.length > 0, `${route.path} has a title`);
          // Titles of detail pages are seeded content (Chinese); the others are interface strings.
          const contentTitle = /Detail|question/.test(route.path) && route.ready !== byId(testIds.frame.notice);
          if (lang === 'en' && !contentTitle) {
            assert.doesNotMatch(text, /[\u4e00-\u9fff]/, `${route.path} title is English: ${text}`);
          }
          if (lang === 'zh' && route.ready === byId(testIds.frame.notice)) assert.match(text, /[\u4e00-\u9fff]/);
          seen.push(text);
        }
        assert.equal(await page.evaluate(() => window.scrollY), 0, `${route.path} starts at the top`);
        assert.deepEqual(errors, [], `${route.path} logs no console error`);
      }
      assert.ok(new Set(seen).size > 40, 'routes have their own titles');
      await context.close();
    });
  });
}

describe('unknown paths', () => {
  it('show the not-found page inside the layout', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/no-such-page');
    await page.locator(byId(testIds.notFound)).waitFor();
    await page.locator(byId(testIds.header.root)).waitFor();
    await context.close();
  });
});
