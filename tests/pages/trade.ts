// Page objects of the trade-request pages: the inquiry hall with its publish form, the negotiation of one
// inquiry, and the group-buy list and detail.
import type { Locator, Page } from '@playwright/test';
import { tradeTestIds as ids } from '../../web/src/features/trade-requests/test-ids.ts';
import { named } from '../support/texts.ts';

export interface InquiryInput {
  title: string;
  quantity: string;
  price: string;
  address: string;
  phone: string;
}

export class InquiryHall {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async open(): Promise<void> {
    await this.page.goto('/InquiryCounterofferList');
    await this.page.getByTestId(ids.inquiryList.root).waitFor();
  }

  /** Fills the publish form (category: the first one; receiving place: Yiwu) and publishes; answers the new id. */
  async publish(input: InquiryInput): Promise<number> {
    await this.page.getByRole('button', { name: named('requests:list.publish') }).click();
    const form = this.page.getByTestId(ids.publish.form);
    await form.locator('input[name=title]').fill(input.title);
    const category = form.locator('select[name=categoryId]');
    await category.locator('option').nth(1).waitFor({ state: 'attached' });
    await category.selectOption({ index: 1 });
    await form.locator('input[name=quantity]').fill(input.quantity);
    await form.locator('input[name=price]').fill(input.price);
    await form.locator('select[name=provinceCode] option[value="33"]').waitFor({ state: 'attached' });
    await form.locator('select[name=provinceCode]').selectOption('33');
    await form.locator('select[name=cityCode]').selectOption('3307');
    await form.locator('select[name=countyCode]').selectOption('330782');
    await form.locator('input[name=address]').fill(input.address);
    await form.locator('input[name=contactPhone]').fill(input.phone);
    await this.page
      .getByRole('dialog', { name: named('requests:publish.title') })
      .getByRole('button', { name: named('requests:publish.submit') })
      .click();
    await this.page.waitForURL(/\/inquiryCounterofferDetail\/\d+$/);
    return Number(/(\d+)$/.exec(this.page.url())?.[1]);
  }
}

export class Negotiation {
  readonly status: Locator;
  readonly entries: Locator;
  readonly accepted: Locator;
  /** The accepted offer is in the buyer's cart. */
  readonly inCart: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.status = page.getByTestId(ids.detail.status);
    this.entries = page.getByTestId(ids.detail.entry);
    this.accepted = page.getByTestId(ids.detail.accepted);
    this.inCart = page.getByTestId(ids.detail.inCart);
  }

  async open(id: number): Promise<void> {
    await this.page.goto(`/inquiryCounterofferDetail/${id}`);
    await this.status.waitFor();
  }

  /** Sends a quote, a counter-offer or a new quote with this unit price (the form of the viewer's turn); a
   * seller's quote may name one of its goods. */
  async propose(price: string, goodsId?: number): Promise<void> {
    const form = this.page.getByTestId(ids.detail.quoteForm);
    await form.getByRole('textbox', { name: named('requests:offer.price') }).fill(price);
    if (goodsId !== undefined)
      await form.getByRole('combobox', { name: named('requests:offer.goods') }).selectOption(String(goodsId));
    await form
      .getByRole('button', {
        name: named(['requests:offer.quote', 'requests:offer.counter', 'requests:offer.requote']),
      })
      .click();
  }

  async accept(): Promise<void> {
    await this.page.getByRole('button', { name: named('requests:offer.accept') }).click();
    await this.page.getByRole('button', { name: named('requests:actions.confirm') }).click();
  }

  /** The buyer puts an accepted offer's goods in its cart at the agreed price. */
  async addToCart(): Promise<void> {
    await this.page.getByRole('button', { name: named('requests:detail.addToCart') }).click();
  }
}

export class GroupBuys {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  card(id: number): Locator {
    return this.page.getByTestId(ids.groupBuys.card(id));
  }

  joinedOf(id: number): Locator {
    return this.card(id).getByTestId(ids.groupBuys.joined);
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/collectBidding${query}`);
    await this.page.getByTestId(ids.groupBuys.root).waitFor();
  }
}

export class GroupBuyDetail {
  readonly myStatus: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.myStatus = page.getByTestId(ids.groupBuy.myStatus);
  }

  async open(id: number): Promise<void> {
    await this.page.goto(`/collectDetail?id=${id}`);
    await this.page.getByTestId(ids.groupBuy.root).waitFor();
  }

  /** Registers with the prefilled minimum quantity and deposit, a contact and one voucher. */
  async register(
    contact: { name: string; phone: string },
    voucher: { name: string; mimeType: string; buffer: Buffer },
  ) {
    const form = this.page.getByTestId(ids.groupBuy.form);
    await form.locator('input[name=contactName]').fill(contact.name);
    await form.locator('input[name=contactPhone]').fill(contact.phone);
    await form.locator('input[type=file]').setInputFiles(voucher);
    await form.getByText(voucher.name).waitFor();
    await form.getByRole('button', { name: named('requests:register.submit') }).click();
  }
}

/** Agent purchase requests: the buyer's list (`/collectBidding?tab=agent`) and the provider's work list
 * (`/sellerCenter/agentPurchases`). */
export class AgentPurchases {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  async openMine(): Promise<void> {
    await this.page.goto('/collectBidding?tab=agent');
  }

  async openWork(): Promise<void> {
    await this.page.goto('/sellerCenter/agentPurchases');
  }

  /** The status badge of one of the buyer's requests (its data-status is the status key). */
  statusOf(id: number): Locator {
    return this.page.getByTestId(ids.agent.status(id));
  }

  record(id: number): Locator {
    return this.page.getByTestId(ids.agent.record(id));
  }

  work(id: number): Locator {
    return this.page.getByTestId(ids.agent.work(id));
  }

  /** Moves a request in the work list by its button's label. */
  async move(id: number, label: string): Promise<void> {
    await this.work(id).getByRole('button', { name: label }).click();
  }

  async reject(id: number, label: string, reason: string): Promise<void> {
    await this.move(id, label);
    const dialog = this.page.getByRole('dialog', { name: named('requests:agentWork.rejectTitle') });
    await dialog.getByRole('textbox', { name: named('requests:agentWork.reason') }).fill(reason);
    await dialog.getByRole('button', { name: named('requests:agentWork.to.rejected') }).click();
    await dialog.waitFor({ state: 'detached' });
  }
}
