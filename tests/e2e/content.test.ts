// News and the help centre as a reader uses them: lists with paging and search, the detail pages.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { newsTestIds } from '../../web/src/features/news/test-ids.ts';
import { helpTestIds } from '../../web/src/features/help/test-ids.ts';
import { pagerTestIds } from '../../web/src/shared/ui/pager-test-ids.ts';
import { testIds } from '../../web/src/shared/test-ids.ts';
import { launchBrowser, openPage, screenshot } from '../support/browser.ts';

const byId = (id: string) => `[data-testid="${id}"]`;

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
});

describe('news', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`lists news with paging and opens an article (${viewport})`, async () => {
      const { context, page, errors } = await openPage(browser, { viewport });
      await page.goto('/news');
      const items = page.locator(byId(newsTestIds.list.item));
      await items.first().waitFor();
      assert.equal(await items.count(), 15, 'page size 15');
      await screenshot(page, `news-zh-${viewport}`);
      const firstTitle = await items.first().innerText();
      await page.locator(byId(pagerTestIds.next)).click();
      await page.waitForURL(/page=2/);
      await page.waitForFunction(
        ([id, before]) => document.querySelector(`[data-testid="${id}"]`)?.textContent !== before,
        [newsTestIds.list.item, firstTitle] as const,
      );
      await page.locator(byId(newsTestIds.list.itemLink)).first().click();
      await page.locator(byId(newsTestIds.detail.body)).waitFor();
      assert.match(await page.locator(byId(newsTestIds.detail.date)).innerText(), /\d{4}-\d{2}-\d{2}/);
      assert.ok((await page.locator(byId(testIds.pageFrame.title)).innerText()).length > 4);
      assert.deepEqual(errors, []);
      await context.close();
    });
  }

  it('searches by keyword in English and says so when nothing matches', async () => {
    const { context, page } = await openPage(browser, { lang: 'en' });
    await page.goto('/news');
    await page.locator(byId(newsTestIds.list.item)).first().waitFor();
    await page.locator(byId(newsTestIds.list.searchInput)).fill('zzzz-no-such-news');
    await page.locator(byId(newsTestIds.list.searchButton)).click();
    await page.locator(byId(newsTestIds.list.empty)).waitFor();
    await screenshot(page, 'news-empty-en-desktop');
    await context.close();
  });
});

describe('help centre', () => {
  it('lists questions 15 to a page, searches, and opens a question', async () => {
    const { context, page, errors } = await openPage(browser);
    await page.goto('/help');
    const items = page.locator(byId(helpTestIds.centre.item));
    await items.first().waitFor();
    assert.equal(await items.count(), 15);
    assert.match(await page.locator(byId(pagerTestIds.total)).innerText(), /\d+/);
    await screenshot(page, 'help-zh-desktop');
    await page.locator(byId(helpTestIds.search.input)).fill('订单');
    await page.locator(byId(helpTestIds.search.button)).click();
    await page.waitForURL(/searchQuestion/);
    await page.locator(byId(helpTestIds.results.root)).waitFor();
    const hits = page.locator(`${byId(helpTestIds.results.root)} mark`);
    await hits.first().waitFor();
    assert.equal(await hits.first().innerText(), '订单');
    await page
      .locator(`${byId(helpTestIds.results.root)} a[href*="question"]`)
      .first()
      .click();
    await page.locator(byId(helpTestIds.question.answer)).waitFor();
    assert.ok((await page.locator(byId(helpTestIds.question.title)).innerText()).length > 2);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('shows the help centre on a phone in English', async () => {
    const { context, page } = await openPage(browser, { lang: 'en', viewport: 'phone' });
    await page.goto('/help');
    await page.locator(byId(helpTestIds.centre.item)).first().waitFor();
    await screenshot(page, 'help-en-phone');
    await context.close();
  });
});
