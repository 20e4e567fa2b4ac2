// Page object of the home page (`/` and `/home`).
import { expect, type Locator, type Page } from '@playwright/test';
import { testIds } from '../../web/src/shared/test-ids.ts';

export class HomePage {
  readonly root: Locator;
  readonly products: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(testIds.home.root);
    this.products = page.getByTestId(testIds.home.products);
  }

  /** Opens the page and waits for the app to draw it (index.html's first screen is there before the JS). */
  async open(path: '/' | '/home' = '/'): Promise<void> {
    await this.page.goto(path);
    await expect(this.root).toBeVisible();
  }
}
