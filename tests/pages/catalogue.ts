// Page objects of the catalogue: the market search, a goods detail (buying, favouriting, the hidden-price
// application) and the coupon centre. Selectors come from the web's catalogue test ids.
import { expect, type Locator, type Page } from '@playwright/test';
import { catalogueTestIds as ids } from '../../web/src/features/catalogue/test-ids.ts';
import { named } from '../support/texts.ts';

export class MarketPage {
  readonly cards: Locator;
  readonly total: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.cards = page.getByTestId(ids.goodsCard);
    this.total = page.getByTestId(ids.market.total);
  }

  /** Searches from the header's search box (the search text lives in the store). */
  async searchFromHeader(keyword: string): Promise<void> {
    const input = this.page.getByRole('textbox', { name: named('layout:header.searchPlaceholder') });
    // The first screen's placeholder header is replaced when the page's code arrives: type until it holds.
    await expect(async () => {
      await input.fill(keyword);
      await expect(input).toHaveValue(keyword, { timeout: 1_000 });
    }).toPass();
    await this.page.getByRole('button', { name: named('layout:header.search') }).click();
  }

  /** Opens the goods whose card shows `title`. */
  async open(title: string): Promise<GoodsPage> {
    await this.cards.filter({ hasText: title }).getByRole('link', { name: title, exact: true }).click();
    const goods = new GoodsPage(this.page);
    await expect(goods.title).toHaveText(title, { timeout: 30_000 });
    return goods;
  }
}

export class GoodsPage {
  readonly title: Locator;
  readonly price: Locator;
  readonly quantity: Locator;
  readonly quantityError: Locator;
  readonly addToCart: Locator;
  readonly favourite: Locator;
  readonly hiddenPrice: Locator;
  readonly applyPrice: Locator;
  readonly applyStatus: Locator;
  readonly qr: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.title = page.getByTestId(ids.goods.title);
    this.price = page.getByTestId(ids.goods.price);
    this.quantity = page.getByRole('textbox', { name: named('catalogue:goods.quantity') });
    this.quantityError = page.getByTestId(ids.goods.quantityError);
    this.addToCart = page.getByRole('button', { name: named('catalogue:goods.addToCart') });
    this.favourite = page.getByTestId(ids.goods.favourite);
    this.hiddenPrice = page.getByTestId(ids.goods.hiddenPrice);
    this.applyPrice = page.getByRole('button', { name: named(['catalogue:apply.action', 'catalogue:apply.pending']) });
    this.applyStatus = page.getByTestId(ids.goods.applyStatus);
    this.qr = page.getByTestId(ids.goods.qr);
  }

  async sendPriceApplication(phone: string, reason: string): Promise<void> {
    await this.applyPrice.click();
    await this.page.getByRole('textbox', { name: named('catalogue:apply.contactPhone') }).fill(phone);
    await this.page.getByRole('textbox', { name: named('catalogue:apply.reason') }).fill(reason);
    await this.page.getByRole('button', { name: named('catalogue:apply.submit') }).click();
  }
}

export class CouponCentre {
  readonly items: Locator;
  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    this.items = page.getByTestId(ids.coupon.item);
  }

  async open(): Promise<void> {
    await this.page.goto('/coupon');
  }

  /** The first coupon the user may receive now. */
  receivable(): Locator {
    return this.items
      .filter({ has: this.page.getByTestId(ids.coupon.receive).and(this.page.locator(':enabled')) })
      .first();
  }

  name(item: Locator): Locator {
    return item.getByTestId(ids.coupon.name);
  }

  status(item: Locator): Locator {
    return item.getByTestId(ids.coupon.status);
  }

  receiveButton(item: Locator): Locator {
    return item.getByTestId(ids.coupon.receive);
  }

  mineTab(): Locator {
    return this.page.getByTestId(ids.coupon.tab('mine'));
  }
}

export const favouriteItems = (page: Page): Locator => page.getByTestId(ids.favorites.item);
