// Page objects of a settlement as its parties see it: the notice on the lot and group-buy pages (the caller's
// order with the deposit applied, or the deposit released) and the buyer's order detail with its mock payment.
import type { Locator, Page } from '@playwright/test';
import { orderDetailTestIds, ordersTestIds } from '../../web/src/features/orders/test-ids.ts';
import { testIds } from '../../web/src/shared/test-ids.ts';
import { named } from '../support/texts.ts';

/** Marks the document now shown; `still()` answers whether the same document is shown later (no reload, no
 * navigation in between): what a page shows after it came live, not from a fresh load. */
export async function markDocument(page: Page): Promise<{ still(): Promise<boolean> }> {
  const mark = `e2e-${Math.random().toString(36).slice(2)}`;
  await page.evaluate((value) => {
    (window as unknown as Record<string, string>).__e2eDocument = value;
  }, mark);
  return {
    still: () => page.evaluate((value) => (window as unknown as Record<string, string>).__e2eDocument === value, mark),
  };
}

export class SettlementNotice {
  readonly root: Locator;
  /** The way from an order notice to the order. */
  readonly toOrder: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId(testIds.settlement.notice);
    this.toOrder = this.root.getByTestId(testIds.settlement.toOrder);
  }
}

export class OrderDetailPage {
  readonly page: Page;
  readonly root: Locator;
  readonly status: Locator;
  readonly payBox: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(orderDetailTestIds.root);
    this.status = page.getByTestId(orderDetailTestIds.status);
    this.payBox = page.getByTestId(orderDetailTestIds.payBox);
  }

  /** The mock payment step, answered with success. */
  async pay(): Promise<void> {
    await this.page.getByRole('button', { name: named('orders:pay.submit') }).click();
  }
}

/** The buyer centre's order list (`/buyerCenter/orders`). */
export class MyOrdersPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    await this.page.goto('/buyerCenter/orders');
    await this.page.getByTestId(ordersTestIds.root('buyer')).waitFor();
  }

  order(orderNo: string): Locator {
    return this.page.getByTestId(ordersTestIds.order(orderNo));
  }

  status(orderNo: string): Locator {
    return this.page.getByTestId(ordersTestIds.orderStatus(orderNo));
  }
}
