// Page objects of the factory pages: the factory zone, a factory's page with its message form, the factory
// centre's messages, the credit-code lookup and the report downloads.
import type { Locator, Page } from '@playwright/test';
import { factoriesTestIds as ids } from '../../web/src/features/factories/test-ids.ts';
import { named } from '../support/texts.ts';

export class FactoryZonePage {
  readonly page: Page;
  readonly root: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(ids.zone.root);
  }

  async open(): Promise<void> {
    await this.page.goto('/factoryZone');
    await this.root.waitFor();
  }

  /** The link of a factory's card (the first band that shows it). */
  factoryLink(shopName: string): Locator {
    return this.root.getByTestId(ids.cardLink).filter({ hasText: shopName }).first();
  }
}

export class FactoryPage {
  readonly page: Page;
  readonly form: Locator;

  constructor(page: Page) {
    this.page = page;
    this.form = page.getByTestId(ids.messageForm.root);
  }

  name(): Locator {
    return this.page.getByTestId(ids.page.name);
  }

  field(name: string): Locator {
    return this.form.locator(`[name="${name}"]`).first();
  }

  async leaveMessage(input: { contactName: string; email: string; content: string }): Promise<void> {
    await this.field('contactName').fill(input.contactName);
    await this.field('email').fill(input.email);
    await this.field('content').fill(input.content);
    await this.form.getByRole('button', { name: named('factories:message.send') }).click();
  }

  sent(): Locator {
    return this.form.getByTestId(ids.messageForm.done);
  }
}

export class FactoryMessagesSection {
  readonly page: Page;
  readonly root: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(ids.messages.root);
  }

  async open(): Promise<void> {
    await this.page.goto('/factoryCenter/messages');
    await this.root.waitFor();
  }

  row(text: string): Locator {
    return this.root.getByTestId(ids.messages.row).filter({ hasText: text });
  }
}

export class CreditCodePage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    await this.page.goto('/creditCode');
    await this.input().waitFor();
  }

  input(): Locator {
    return this.page.getByTestId(ids.creditCode.input);
  }

  async lookUp(code: string): Promise<void> {
    await this.input().fill(code);
    await this.page.getByRole('button', { name: named('factories:lookup.submit') }).click();
  }

  error(): Locator {
    return this.page.getByTestId(ids.creditCode.error);
  }

  result(): Locator {
    return this.page.getByTestId(ids.creditCode.result);
  }
}

export class CreditDownloadPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  row(text: string): Locator {
    return this.page.getByTestId(ids.download.row).filter({ hasText: text });
  }
}
