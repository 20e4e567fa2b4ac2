// News and the help centre as a reader uses them: lists with paging and search, the detail pages. The lists
// render in each language on each screen (@matrix); searching is a journey and runs once.
import { testIds } from '../../web/src/shared/test-ids.ts';
import { expect, MATRIX, test } from '../support/fixtures.ts';
import { NewsPage } from '../pages/news.ts';
import { HelpPage } from '../pages/help.ts';

test.describe('news', () => {
  test('lists news 15 to a page, pages on, and opens an article', { tag: MATRIX }, async ({ page, consoleErrors }) => {
    const news = new NewsPage(page);
    await news.open();
    await expect(news.items, 'page size 15').toHaveCount(15);
    const firstTitle = await news.items.first().innerText();
    await news.nextPage.click();
    await expect(page).toHaveURL(/page=2/);
    await expect(news.items.first()).not.toHaveText(firstTitle);
    await news.itemLinks.first().click();
    await expect(news.articleBody).toBeVisible();
    await expect(news.articleDate).toHaveText(/\d{4}-\d{2}-\d{2}/);
    await expect(page.getByTestId(testIds.pageFrame.title)).toHaveText(/.{5,}/);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('in English', () => {
    test.use({ lang: 'en' });
    test('searches by keyword and says so when nothing matches', async ({ page }) => {
      const news = new NewsPage(page);
      await news.open();
      await news.search('zzzz-no-such-news');
      await expect(news.empty).toBeVisible();
      await expect(news.items).toHaveCount(0);
    });
  });
});

test.describe('help centre', () => {
  test('lists questions 15 to a page with their total', { tag: MATRIX }, async ({ page, consoleErrors }) => {
    const help = new HelpPage(page);
    await help.open();
    await expect(help.items).toHaveCount(15);
    await expect(help.total).toHaveText(/\d+/);
    expect(consoleErrors).toEqual([]);
  });

  test('searches, highlights the keyword and opens a question', async ({ page, consoleErrors }) => {
    const help = new HelpPage(page);
    await help.open();
    await help.search('订单');
    await expect(page).toHaveURL(/searchQuestion/);
    await expect(help.highlights.first()).toHaveText('订单');
    await help.resultLinks.first().click();
    await expect(help.answer).toBeVisible();
    await expect(help.questionTitle).toHaveText(/.{3,}/);
    expect(consoleErrors).toEqual([]);
  });
});
