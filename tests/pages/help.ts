// Page object of the help centre (`/help`), its search results (`/searchQuestion`) and a question (`/question`).
import type { Locator, Page } from '@playwright/test';
import { helpTestIds as ids } from '../../web/src/features/help/test-ids.ts';
import { pagerTestIds } from '../../web/src/shared/ui/pager-test-ids.ts';

export class HelpPage {
  readonly items: Locator;
  readonly total: Locator;
  readonly searchInput: Locator;
  readonly searchButton: Locator;
  readonly results: Locator;
  readonly highlights: Locator;
  readonly resultLinks: Locator;
  readonly questionTitle: Locator;
  readonly answer: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.items = page.getByTestId(ids.centre.item);
    this.total = page.getByTestId(pagerTestIds.total);
    this.searchInput = page.getByTestId(ids.search.input);
    this.searchButton = page.getByTestId(ids.search.button);
    this.results = page.getByTestId(ids.results.root);
    this.highlights = this.results.locator('mark');
    this.resultLinks = this.results.locator('a[href*="question"]');
    this.questionTitle = page.getByTestId(ids.question.title);
    this.answer = page.getByTestId(ids.question.answer);
  }

  async open(): Promise<void> {
    await this.page.goto('/help');
    await this.items.first().waitFor();
  }

  async search(keyword: string): Promise<void> {
    await this.searchInput.fill(keyword);
    await this.searchButton.click();
  }
}
