// Page objects of the seller's workbench (seller centre for shops, factory centre for factories): the goods
// list, the goods editor and the price applications. Selectors come from the web's seller test ids.
import { expect, type Locator, type Page } from '@playwright/test';
import { sellerTestIds } from '../../web/src/features/seller/test-ids.ts';
import { labelOf, named } from '../support/texts.ts';

const ids = sellerTestIds;

/** A real 16x16 PNG (a gradient: it is drawn on the goods page and in screenshots). */
export const GOODS_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAABvklEQVR4nBXPoQ5FUAAAUJ8jy7J8o0mCIJl4okmCIJl4o0mCIJnos97e+YOTpL7Um7pTZ2pPxdSWWlJTakhJ9ak2VafKVEgyX+bN3Jkzs2diZsssmSkzZGT6TJupM2UmJLkv9+bu3JnbczG35ZbclBtycn2uzdW5MheSwld4C3fhLOyFWNgKS2EqDAWFvtAW6kJZCEnwBW9wB2ewBzHYgiWYgiEQ9EEb1EEZhKTyVd7KXTkreyVWtspSmSpDRaWvtJW6UlZC0vgab+NunI29ERtbY2lMjaGh0TfaRt0oGyHpfJ23c3fOzt6Jna2zdKbO0NHpO22n7pSdkPDxcnOyE9lYmBj89bTUlIRk9I3e0T06R/sojrbRMppGw8ioH7WjelSOQjL7Zu/snp2zfRZn22yZTbNhZtbP2lk9K2chWX2rd3WvztW+iqtttaym1bCy6lftql6Vq5BEX/RGd3RGexSjLVqiKRri/9RHbVRHZRSSw3d4D/fhPOyHeNgOy2E6DAeH/tAe6kN5CMnlu7yX+3Je9ku8bJflMl2Gi0t/aS/1pbyE5PE93sf9OB/7Iz62x/KYHsPDo3+0j/pRPsIPkul3EGmoe6EAAAAASUVORK5CYII=',
  'base64',
);

export class SellerGoodsPage {
  readonly page: Page;
  readonly root: Locator;
  readonly editor: Locator;
  /** The list's 'new goods' button. */
  readonly create: Locator;
  /** The editor's 'save and put on sale' button. */
  readonly saveOnSale: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(ids.goods.root);
    this.editor = page.getByTestId(ids.editor.root);
    this.create = page.getByRole('button', { name: named('seller:goods.create') });
    this.saveOnSale = this.editor.getByRole('button', { name: named('seller:editor.saveOnSale') });
  }

  /** An editor's text box by its label (`seller:editor.<key>`); `nth` among the specs' rows. */
  field(key: string, nth = 0): Locator {
    return this.editor.getByRole('textbox', { name: named(`seller:editor.${key}`) }).nth(nth);
  }

  async open(centre: 'sellerCenter' | 'factoryCenter' = 'sellerCenter'): Promise<void> {
    await this.page.goto(`/${centre}/goods`);
    await expect(this.root).toBeVisible({ timeout: 90_000 });
  }

  row(title: string): Locator {
    return this.root.locator(`article[data-testid^="seller-goods-row-"]`).filter({ hasText: title });
  }

  tab(status: 'onSale' | 'offShelf' | 'draft'): Locator {
    return this.page.getByRole('tab', { name: named(`seller:status.${status}`) });
  }

  /** Picks the first option of each category level in turn (level 3 is a leaf). */
  async pickFirstCategory(): Promise<void> {
    for (const level of [1, 2, 3]) {
      const select = this.editor.getByRole('combobox', { name: named(`seller:editor.categoryLevel${level}`) });
      await expect(select.locator('option')).not.toHaveCount(1);
      const value = await select.locator('option').nth(1).getAttribute('value');
      await select.selectOption(value ?? '');
    }
  }

  async fillGoods(goods: {
    title: string;
    titleEn: string;
    price: string;
    stock: string;
    minOrder: string;
    discountPrice?: string;
    specs?: { name: string; nameEn: string; value: string }[];
    pictures: number;
  }): Promise<void> {
    const e = ids.editor;
    await this.field('title').fill(goods.title);
    await this.field('titleEn').fill(goods.titleEn);
    await this.pickFirstCategory();
    await this.field('minOrder').fill(goods.minOrder);
    await this.field('stock').fill(goods.stock);
    await this.field('price').fill(goods.price);
    if (goods.discountPrice) {
      await labelOf(this.editor.getByRole('checkbox', { name: named('seller:editor.discountOn') })).click();
      await this.field('discountPrice').fill(goods.discountPrice);
    }
    for (const [i, spec] of (goods.specs ?? []).entries()) {
      await this.editor.getByRole('button', { name: named('seller:editor.specAdd') }).click();
      await this.field('specName', i).fill(spec.name);
      await this.field('specNameEn', i).fill(spec.nameEn);
      await this.field('specValue', i).fill(spec.value);
    }
    await this.page.getByTestId(e.pictureInput).setInputFiles(
      Array.from({ length: goods.pictures }, (_, i) => ({
        name: `goods-${i + 1}.png`,
        mimeType: 'image/png',
        buffer: GOODS_PNG,
      })),
    );
    await expect(this.page.getByTestId(e.picture(goods.pictures - 1))).toBeVisible();
  }
}

export class PriceApplicationsPage {
  readonly page: Page;
  readonly root: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(ids.applications.root);
  }

  async open(centre: 'sellerCenter' | 'factoryCenter' = 'sellerCenter'): Promise<void> {
    await this.page.goto(`/${centre}/priceApplications`);
    await expect(this.root).toBeVisible({ timeout: 90_000 });
  }

  row(text: string): Locator {
    return this.root.locator('article').filter({ hasText: text });
  }

  async grant(text: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: named('seller:applications.grant') })
      .click();
  }

  async refuse(text: string, reason: string): Promise<void> {
    await this.row(text)
      .getByRole('button', { name: named('seller:applications.refuse') })
      .click();
    const dialog = this.page.getByRole('dialog', { name: named('seller:applications.refuseTitle') });
    await dialog.getByRole('textbox', { name: named('seller:applications.refuseReason') }).fill(reason);
    await dialog.getByRole('button', { name: named('seller:applications.refuse') }).click();
  }
}
