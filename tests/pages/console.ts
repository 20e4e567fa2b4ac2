// Page objects of the operator console (/console: the review queue of every kind) and of the buyer centre's
// enterprise information and individual authentication.
import type { Locator, Page } from '@playwright/test';
import { consoleTestIds as ids } from '../../web/src/features/console/test-ids.ts';
import { verificationTestIds as vids } from '../../web/src/features/verification/test-ids.ts';
import { named } from '../support/texts.ts';

const button = (scope: Page | Locator, nsKey: string) => scope.getByRole('button', { name: named(nsKey) });

/** A small PNG (signature and header chunk: what the upload's content check reads). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR')]);

export class ConsolePage {
  readonly page: Page;
  readonly queue: Locator;

  constructor(page: Page) {
    this.page = page;
    this.queue = page.getByTestId(ids.queue);
  }

  /** The queue of one kind (all kinds when none), pending unless a status is given, page 1 unless given. */
  async open(query: { kind?: string; status?: string; page?: number } = {}): Promise<void> {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    ).toString();
    await this.page.goto(`/console${search ? `?${search}` : ''}`);
    await this.queue.waitFor();
  }

  item(kind: string, id: number): Locator {
    return this.page.getByTestId(ids.item(kind, id));
  }

  async approve(kind: string, id: number): Promise<void> {
    await button(this.item(kind, id), 'console:approve').click();
  }

  /** Rejects with the reason typed (an empty reason: the form's refusal shows). */
  async reject(kind: string, id: number, reason: string): Promise<void> {
    const item = this.item(kind, id);
    await button(item, 'console:reject').click();
    await this.confirmReject(kind, id, reason);
  }

  /** Types the reason in an open rejection form and confirms it. */
  async confirmReject(kind: string, id: number, reason: string): Promise<void> {
    const item = this.item(kind, id);
    await item.getByRole('textbox', { name: named('console:reason') }).fill(reason);
    await button(item, 'console:confirmReject').click();
  }

  reasonError(kind: string, id: number): Locator {
    return this.item(kind, id).getByTestId(ids.reasonError);
  }

  async showStatus(status: 'pending' | 'approved' | 'rejected'): Promise<void> {
    await button(this.page, `console:status.${status}`).click();
  }

  statusOf(kind: string, id: number): Locator {
    return this.item(kind, id).getByTestId(ids.itemStatus);
  }
}

/** The buyer centre's enterprise information or individual authentication section. */
export class VerificationSection {
  readonly page: Page;
  readonly status: Locator;
  readonly reason: Locator;

  constructor(page: Page) {
    this.page = page;
    this.status = page.getByTestId(vids.status);
    this.reason = page.getByTestId(vids.reason);
  }

  async open(section: 'enterprise' | 'authentication'): Promise<void> {
    await this.page.goto(`/buyerCenter/${section}`);
    await this.page.getByTestId(section === 'enterprise' ? vids.enterprise : vids.authentication).waitFor();
  }

  field(name: string): Locator {
    return this.page.getByTestId(vids.field(name));
  }

  async fill(values: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(value);
  }

  async upload(name: string, fileName: string): Promise<void> {
    const field = this.page.getByTestId(vids.file(name));
    await field.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
    await field.getByRole('link', { name: fileName }).waitFor();
  }

  async submit(): Promise<void> {
    await button(this.page, 'verification:submit').click();
  }
}
