// Page object of the notification centre: the header's bell with its unread count, the bell's list (newest
// first, unread marked, each a link) and the buyer centre's page (`/buyerCenter/notifications`).
import type { Locator, Page } from '@playwright/test';
import { notificationTestIds as ids } from '../../web/src/features/notifications/test-ids.ts';
import { testIds } from '../../web/src/shared/test-ids.ts';

export class NotificationBell {
  readonly page: Page;
  readonly bell: Locator;
  /** The unread count on the bell (absent at 0). */
  readonly count: Locator;
  readonly popover: Locator;
  readonly rows: Locator;
  readonly viewAll: Locator;

  constructor(page: Page) {
    this.page = page;
    this.bell = page.getByTestId(testIds.header.notifications);
    this.count = page.getByTestId(testIds.header.notificationCount);
    this.popover = page.getByTestId(ids.popover);
    this.rows = this.popover.getByTestId(ids.row);
    this.viewAll = page.getByTestId(ids.viewAll);
  }

  async open(): Promise<void> {
    await this.bell.click();
    await this.popover.waitFor();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.popover.waitFor({ state: 'hidden' });
  }
}

export class NotificationsSection {
  readonly page: Page;
  readonly rows: Locator;
  readonly markAll: Locator;

  constructor(page: Page) {
    this.page = page;
    this.rows = page.getByTestId(ids.list).getByTestId(ids.row);
    this.markAll = page.getByTestId(ids.markAll);
  }

  async open(): Promise<void> {
    await this.page.goto('/buyerCenter/notifications');
    await this.page.getByTestId(ids.list).or(this.page.getByTestId('query-state-empty')).waitFor();
  }
}
