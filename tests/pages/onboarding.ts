// Page objects of merchant onboarding: the applicant's /certification (wizard and status); the operator
// reviews applications in the console (pages/console.ts).
import type { Locator, Page } from '@playwright/test';
import { onboardingTestIds as ids } from '../../web/src/features/onboarding/test-ids.ts';
import { named } from '../support/texts.ts';

/** A small PNG (signature and header chunk: what the upload's content check reads). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR')]);

export class CertificationPage {
  readonly page: Page;
  readonly wizard: Locator;
  readonly statusBadge: Locator;

  constructor(page: Page) {
    this.page = page;
    this.wizard = page.getByTestId(ids.wizard);
    this.statusBadge = page.getByTestId(ids.statusBadge);
  }

  async open(): Promise<void> {
    await this.page.goto('/certification');
  }

  field(name: string): Locator {
    return this.page.getByTestId(ids.field(name));
  }

  /** Uploads a picture into a single-file field and waits until it shows as uploaded. */
  async upload(name: string, fileName: string): Promise<void> {
    const field = this.page.getByTestId(ids.file(name));
    await field.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
    await field.getByRole('link', { name: new RegExp(fileName.replace('.', '\\.')) }).waitFor();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: named('onboarding:next') }).click();
  }

  async chooseFirstIndustries(count: number): Promise<void> {
    const boxes = this.page.locator(`[data-testid^="onboarding-industry-"]`);
    await boxes.first().waitFor();
    for (let index = 0; index < count; index += 1) await boxes.nth(index).click();
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: named('onboarding:submit') }).click();
  }
}
