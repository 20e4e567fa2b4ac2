// Page object of the news list (`/news`) and an article (`/newsDetail?id=`).
import type { Locator, Page } from '@playwright/test';
import { newsTestIds as ids } from '../../web/src/features/news/test-ids.ts';
import { pagerTestIds } from '../../web/src/shared/ui/pager-test-ids.ts';

export class NewsPage {
  readonly items: Locator;
  readonly itemLinks: Locator;
  readonly searchInput: Locator;
  readonly searchButton: Locator;
  readonly empty: Locator;
  readonly nextPage: Locator;
  readonly articleBody: Locator;
  readonly articleDate: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.items = page.getByTestId(ids.list.item);
    this.itemLinks = page.getByTestId(ids.list.itemLink);
    this.searchInput = page.getByTestId(ids.list.searchInput);
    this.searchButton = page.getByTestId(ids.list.searchButton);
    this.empty = page.getByTestId(ids.list.empty);
    this.nextPage = page.getByTestId(pagerTestIds.next);
    this.articleBody = page.getByTestId(ids.detail.body);
    this.articleDate = page.getByTestId(ids.detail.date);
  }

  async open(): Promise<void> {
    await this.page.goto('/news');
    await this.items.first().waitFor();
  }

  async search(keyword: string): Promise<void> {
    await this.searchInput.fill(keyword);
    await this.searchButton.click();
  }
}
