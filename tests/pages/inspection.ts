// Page objects of factory inspection: the application form of /inspection, the detail's step timeline and the
// buyer centre's list of my inspections.
import type { Locator, Page } from '@playwright/test';
import { inspectionTestIds as ids } from '../../web/src/features/inspection/test-ids.ts';
import { named } from '../support/texts.ts';

export interface InspectionInput {
  expectedDate: string;
  contactName: string;
  contactPhone: string;
}

export class InspectionApplyPage {
  readonly page: Page;
  readonly form: Locator;

  constructor(page: Page) {
    this.page = page;
    this.form = page.getByTestId(ids.form.root);
  }

  /** Opens the form with a factory and a type chosen, and waits for the factory to be selected. */
  async open(factoryId: number, type: string): Promise<void> {
    await this.page.goto(`/inspection?factoryId=${factoryId}&type=${type}`);
    await this.form
      .getByTestId(ids.form.factory)
      .locator(`option[value="${factoryId}"]`)
      .waitFor({ state: 'attached' });
  }

  field(name: string): Locator {
    return this.form.locator(`[name="${name}"]`).first();
  }

  async fill(input: InspectionInput): Promise<void> {
    await this.field('expectedDate').fill(input.expectedDate);
    await this.field('contactName').fill(input.contactName);
    await this.field('contactPhone').fill(input.contactPhone);
  }

  async submit(): Promise<void> {
    await this.form.getByRole('button', { name: named('inspection:form.submit') }).click();
  }
}

export class InspectionDetailPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  /** The id of the inspection shown (from the URL). */
  id(): number {
    return Number(new URL(this.page.url()).searchParams.get('id'));
  }

  /** The step marked as current. */
  current(): Locator {
    return this.page.getByTestId(ids.steps).locator('[aria-current="step"]');
  }

  step(step: string): Locator {
    return this.page.getByTestId(ids.detail.step(step));
  }
}

export class MyInspectionsSection {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    await this.page.goto('/buyerCenter/myInspections');
  }

  row(text: string): Locator {
    return this.page.getByTestId(ids.section.inspectionRow).filter({ hasText: text });
  }

  /** The visits tab. */
  async openVisits(label: string): Promise<void> {
    await this.open();
    await this.page.getByRole('tab', { name: label }).click();
  }

  /** A visit of the buyer, by its code. */
  visit(code: string): Locator {
    return this.page.getByTestId(ids.section.visitRow).filter({ hasText: code });
  }
}

/** The factory centre's visits and inspections asked of the factory (`/factoryCenter/factoryRequests`). */
export class FactoryRequestsSection {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    await this.page.goto('/factoryCenter/factoryRequests');
  }

  visit(id: number): Locator {
    return this.page.getByTestId(ids.factory.visitRow(id));
  }

  inspection(id: number): Locator {
    return this.page.getByTestId(ids.factory.inspectionRow(id));
  }

  /** The dialog around an answer's form (its buttons are in the dialog's footer, outside the form). */
  answerDialog(form: Locator): Locator {
    return this.page.getByRole('dialog').filter({ has: form });
  }

  /** Accepts a request with the reception time: the row's accept button, the time, the dialog's accept. */
  async accept(row: Locator, time: string, labels: { accept: string; time: string }): Promise<void> {
    await row.getByRole('button', { name: new RegExp(`^${labels.accept} `) }).click();
    const form = this.page.getByTestId(ids.factory.answerForm);
    await form.getByLabel(labels.time).fill(time);
    await this.answerDialog(form)
      .getByRole('button', { name: named('inspection:factory.accept') })
      .click();
    await form.waitFor({ state: 'detached' });
  }

  /** Declines a request with the reason. */
  async decline(row: Locator, reason: string, labels: { decline: string }): Promise<void> {
    await row.getByRole('button', { name: new RegExp(`^${labels.decline} `) }).click();
    const form = this.page.getByTestId(ids.factory.answerForm);
    await form.getByRole('textbox', { name: named('inspection:factory.reason') }).fill(reason);
    await this.answerDialog(form)
      .getByRole('button', { name: named('inspection:factory.decline') })
      .click();
    await form.waitFor({ state: 'detached' });
  }
}
