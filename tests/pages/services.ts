// Page object of the service zone: the zone (`/serviceSector`), the provider list (`/serviceProvider`), a
// provider's detail page with its request form (`/serveDetail`) and "my service requests" in the buyer centre.
import type { Locator, Page } from '@playwright/test';
import { servicesTestIds as ids } from '../../web/src/features/services/test-ids.ts';
import { named } from '../support/texts.ts';

export class ServicesPage {
  readonly page: Page;
  readonly zone: Locator;
  readonly providers: Locator;
  readonly providerCards: Locator;
  readonly requests: Locator;
  readonly done: Locator;

  constructor(page: Page) {
    this.page = page;
    this.zone = page.getByTestId(ids.sector.root);
    this.providers = page.getByTestId(ids.providers.root);
    this.providerCards = this.providers.locator('[data-testid^="services-provider-"]');
    this.requests = page.getByTestId(ids.requests.root);
    this.done = page.getByTestId(ids.form.done);
  }

  async openZone(): Promise<void> {
    await this.page.goto('/serviceSector');
    await this.zone.waitFor();
  }

  form(kind: string): Locator {
    return this.page.getByTestId(ids.form.root(kind));
  }

  field(kind: string, name: string): Locator {
    return this.form(kind).getByTestId(ids.form.field(name));
  }

  /** The error line under a field of a form (the Chakra field's error text). */
  errorOf(kind: string, name: string): Locator {
    return this.form(kind)
      .locator('.chakra-field__root')
      .filter({ has: this.page.getByTestId(ids.form.field(name)) })
      .locator('.chakra-field__errorText');
  }

  async submit(kind: string): Promise<void> {
    await this.form(kind)
      .getByRole('button', { name: named(`services:forms.${kind}.submit`) })
      .click();
  }

  /** One request of a centre's list, by its number. */
  request(requestNo: string): Locator {
    return this.requests.locator('li').filter({ hasText: requestNo });
  }

  /** A status badge of a request in a centre's list. */
  statusOf(id: number): Locator {
    return this.page.getByTestId(ids.requests.status(id));
  }

  /** The provider's buttons and decline dialog (seller centre, requests received). */
  accept(id: number): Locator {
    return this.page.getByTestId(ids.requests.row(id)).getByRole('button', { name: named('services:requests.accept') });
  }

  complete(id: number): Locator {
    return this.page
      .getByTestId(ids.requests.row(id))
      .getByRole('button', { name: named('services:requests.complete') });
  }

  async decline(id: number, reason: string): Promise<void> {
    await this.page
      .getByTestId(ids.requests.row(id))
      .getByRole('button', { name: named('services:requests.decline') })
      .click();
    const dialog = this.page.getByRole('dialog', { name: named('services:requests.declineTitle') });
    await dialog.getByRole('textbox', { name: named('services:requests.declineReason') }).fill(reason);
    await dialog.getByRole('button', { name: named('services:requests.decline') }).click();
  }

  declineNote(id: number): Locator {
    return this.page.getByTestId(ids.requests.declineNote(id));
  }
}
