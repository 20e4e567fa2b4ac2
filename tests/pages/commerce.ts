// Page objects of buying: the cart (`/Shopping`), the order confirmation (`/settle`) with its address manager,
// the result (`/placeOrder`) and the order lists of the buyer and seller centres.
import type { Locator, Page } from '@playwright/test';
import { cartTestIds } from '../../web/src/features/cart/test-ids.ts';
import { checkoutTestIds } from '../../web/src/features/checkout/test-ids.ts';
import { ordersTestIds } from '../../web/src/features/orders/test-ids.ts';

export class CartPage {
  readonly total: Locator;
  readonly settleButton: Locator;
  readonly settleError: Locator;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.total = page.getByTestId(cartTestIds.total);
    this.settleButton = page.getByTestId(cartTestIds.settle);
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
    return this.page.getByTestId(cartTestIds.lineCheck(id)).locator('input');
  }

  async check(id: number): Promise<void> {
    await this.page.getByTestId(cartTestIds.lineCheck(id)).click();
  }

  /** Types a quantity and leaves the field, which saves it. */
  async setQuantity(id: number, quantity: string): Promise<void> {
    const input = this.page.getByTestId(cartTestIds.lineQuantity(id));
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
    this.submit = page.getByTestId(checkoutTestIds.submit);
    this.refusal = page.getByTestId(checkoutTestIds.refusal);
    this.payable = page.getByTestId(checkoutTestIds.payable);
    this.orderNumbers = page.getByTestId('order-result-no');
    this.toOrders = page.getByTestId(checkoutTestIds.result.toOrders);
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
    await dialog.getByTestId(ids.name).fill(values.name);
    await dialog.getByTestId(ids.mobile).fill(values.mobile);
    for (const level of [ids.province, ids.city, ids.county]) {
      const select = dialog.getByTestId(level);
      // The list of a level loads once the level above is chosen.
      await select.locator('option:nth-child(2)').waitFor({ state: 'attached' });
      const value = await select.locator('option:nth-child(2)').getAttribute('value');
      await select.selectOption(value!);
    }
    await dialog.getByTestId(ids.detail).fill(values.detail);
    await dialog.getByTestId(ids.save).click();
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
    await this.page.getByTestId(ordersTestIds.cancel(orderNo)).click();
    await this.page.getByTestId(ordersTestIds.cancelConfirm).click();
  }
}
