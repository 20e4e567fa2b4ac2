// Page objects of buying: the cart (`/Shopping`), the order confirmation (`/settle`) with its address manager,
// the result (`/placeOrder`) and the order lists of the buyer and seller centres.
import type { Locator, Page } from '@playwright/test';
import { cartTestIds } from '../../web/src/features/cart/test-ids.ts';
import { checkoutTestIds } from '../../web/src/features/checkout/test-ids.ts';
import { ordersTestIds } from '../../web/src/features/orders/test-ids.ts';
import { labelOf, named } from '../support/texts.ts';

export class CartPage {
  readonly total: Locator;
  readonly settleButton: Locator;
  readonly settleError: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.total = page.getByTestId(cartTestIds.total);
    this.settleButton = page.getByRole('button', { name: named('cart:settle') });
    this.settleError = page.getByTestId(cartTestIds.settleError);
  }

  async open(): Promise<void> {
    await this.page.goto('/Shopping');
  }

  line(id: number): Locator {
    return this.page.getByTestId(cartTestIds.line(id));
  }

  lineAmount(id: number): Locator {
    return this.page.getByTestId(cartTestIds.lineAmount(id));
  }

  unavailable(id: number): Locator {
    return this.page.getByTestId(cartTestIds.lineUnavailable(id));
  }

  /** The line's checkbox input (Chakra hides the native input behind its control). */
  checkbox(id: number): Locator {
    return this.line(id).getByRole('checkbox', { name: named('cart:checkLine') });
  }

  async check(id: number): Promise<void> {
    await labelOf(this.checkbox(id)).click();
  }

  /** Types a quantity and leaves the field, which saves it. */
  async setQuantity(id: number, quantity: string): Promise<void> {
    const input = this.line(id).getByRole('textbox', { name: named('cart:quantity.label') });
    await input.fill(quantity);
    await input.press('Enter');
  }
}

export class SettlePage {
  readonly root: Locator;
  readonly addAddress: Locator;
  readonly deliveryTime: Locator;
  readonly submit: Locator;
  readonly refusal: Locator;
  readonly payable: Locator;
  readonly orderNumbers: Locator;
  readonly toOrders: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(checkoutTestIds.root);
    this.addAddress = page.getByTestId(checkoutTestIds.address.add);
    this.deliveryTime = page.getByTestId(checkoutTestIds.deliveryTime);
    this.submit = page.getByRole('button', { name: named('checkout:submit') });
    this.refusal = page.getByTestId(checkoutTestIds.refusal);
    this.payable = page.getByTestId(checkoutTestIds.payable);
    this.orderNumbers = page.getByTestId('order-result-no');
    this.toOrders = page.getByRole('link', { name: named('checkout:result.toOrders') });
  }

  line(productId: number): Locator {
    return this.page.getByTestId(checkoutTestIds.line(productId));
  }

  unavailable(productId: number): Locator {
    return this.page.getByTestId(checkoutTestIds.lineUnavailable(productId));
  }

  /** The address cards; the chosen one is `aria-checked="true"`. */
  addressCards(): Locator {
    return this.page.getByTestId(checkoutTestIds.address.list).getByRole('radio');
  }

  /** Adds an address through the manager's dialog, the first province, city and county of the lists. */
  async addAddressWith(values: { name: string; mobile: string; detail: string }): Promise<void> {
    const ids = checkoutTestIds.address;
    await this.addAddress.click();
    const dialog = this.page.getByTestId(ids.dialog);
    await dialog.getByRole('textbox', { name: named('address:consignee') }).fill(values.name);
    await dialog.getByRole('textbox', { name: named('address:mobile') }).fill(values.mobile);
    for (const level of ['province', 'city', 'county']) {
      const select = dialog.getByRole('combobox', { name: named(`address:${level}`) });
      // The list of a level loads once the level above is chosen.
      await select.locator('option:nth-child(2)').waitFor({ state: 'attached' });
      const value = await select.locator('option:nth-child(2)').getAttribute('value');
      await select.selectOption(value!);
    }
    await dialog.getByRole('textbox', { name: named('address:detail') }).fill(values.detail);
    await dialog.getByRole('button', { name: named('address:save') }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async chooseDeliveryDate(date: string): Promise<void> {
    await this.deliveryTime.fill(date);
  }
}

export class OrdersPage {
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  order(orderNo: string): Locator {
    return this.page.getByTestId(ordersTestIds.order(orderNo));
  }

  status(orderNo: string): Locator {
    return this.page.getByTestId(ordersTestIds.orderStatus(orderNo));
  }

  async cancel(orderNo: string): Promise<void> {
    await this.order(orderNo)
      .getByRole('button', { name: named('orders:cancel.open') })
      .click();
    await this.page
      .getByRole('alertdialog', { name: named('orders:cancel.title') })
      .getByRole('button', { name: named('orders:cancel.confirm') })
      .click();
  }
}
