// Page objects of the points mall: the shelf (`/integralProduct`) with its balance and filters, the exchange
// dialog with the address manager, and 'My points' in the buyer centre.
import type { Locator, Page } from '@playwright/test';
import { addressTestIds } from '../../web/src/shared/address/test-ids.ts';
import { pointsTestIds as ids } from '../../web/src/features/points/test-ids.ts';
import { named } from '../support/texts.ts';

export class PointsMallPage {
  readonly page: Page;
  readonly balance: Locator;
  readonly affordable: Locator;
  readonly cards: Locator;
  readonly dialog: ExchangeDialog;

  constructor(page: Page) {
    this.page = page;
    this.balance = page.getByTestId(ids.balance);
    this.affordable = page.getByTestId(ids.affordable);
    this.cards = page.getByTestId(ids.card);
    this.dialog = new ExchangeDialog(page);
  }

  async open(): Promise<void> {
    await this.page.goto('/integralProduct');
  }

  /** The card of the goods with this title (titles are unique on the shelf). */
  card(title: string): Locator {
    return this.cards.filter({ has: this.page.getByTestId(ids.cardTitle).getByText(title, { exact: true }) });
  }

  async exchange(title: string): Promise<void> {
    await this.card(title)
      .getByRole('button', { name: named('points:exchange') })
      .click();
    await this.dialog.root.waitFor();
  }
}

export class ExchangeDialog {
  readonly root: Locator;
  readonly total: Locator;
  readonly short: Locator;
  readonly confirm: Locator;
  readonly done: Locator;
  /** The address cards; the chosen one is `aria-checked="true"`. */
  readonly addresses: Locator;

  constructor(page: Page) {
    this.root = page.getByTestId(ids.dialog.root);
    this.total = this.root.getByTestId(ids.dialog.total);
    this.short = this.root.getByTestId(ids.dialog.short);
    this.confirm = this.root.getByRole('button', { name: named('points:dialog.confirm') });
    this.done = this.root.getByTestId(ids.done);
    this.addresses = this.root.getByTestId(addressTestIds.list).getByRole('radio');
  }

  /** Chooses the address card showing `text`, by its top corner (its middle may be one of its buttons). */
  async chooseAddress(text: string): Promise<void> {
    await this.addresses.filter({ hasText: text }).click({ position: { x: 8, y: 8 } });
  }

  /** Cancel before the exchange, Done after it. */
  async close(): Promise<void> {
    await this.root.getByRole('button', { name: named(['points:dialog.cancel', 'points:dialog.close']) }).click();
    await this.root.waitFor({ state: 'detached' });
  }
}

export class MyPointsSection {
  readonly page: Page;
  readonly balance: Locator;
  readonly rows: Locator;

  constructor(page: Page) {
    this.page = page;
    this.balance = page.getByTestId(ids.balance);
    this.rows = page.getByTestId(ids.exchangeRow);
  }

  row(exchangeNo: string): Locator {
    return this.rows.filter({ hasText: exchangeNo });
  }

  delivery(row: Locator): Locator {
    return row.getByTestId(ids.exchangeDelivery);
  }
}
