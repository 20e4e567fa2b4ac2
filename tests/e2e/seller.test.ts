// The seller's workbench, end to end: a shop creates a goods item with pictures and a limited-time discount in
// the editor and puts it on sale, and a buyer finds it by keyword at once; a buyer applies to view a hidden
// price, the seller grants it in another browser and the buyer's open goods page shows the price without a
// reload; another application is refused with a reason the buyer's page shows live.
import { upload, UPLOAD_FIELD } from '@portal/contracts/http/file';
import { homeCategoryData } from '@portal/contracts/http/home';
import { sellerGoodsSave, type SellerGoodsDetail } from '@portal/contracts/http/seller-goods';
import { HEADER_TOKEN } from '@portal/contracts/envelope';
import type { ContentOf } from '@portal/contracts/operation';
import { apiLogin, callOk } from '../support/api.ts';
import { API_URL } from '../support/env.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { GoodsPage, MarketPage } from '../pages/catalogue.ts';
import { GOODS_PNG, PriceApplicationsPage, SellerGoodsPage } from '../pages/seller.ts';
import { catalogueTestIds } from '../../web/src/features/catalogue/test-ids.ts';

/** How long a decision may take to reach the buyer's open page. */
const PUSH_MS = 5000;

/** A tag no seeded goods title holds, so a search finds only this run's goods. */
const runTag = () => String(Date.now()).slice(-6);

async function uploadPicture(token: string): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([GOODS_PNG], { type: 'image/png' }), 'goods.png');
  const response = await fetch(`${API_URL}${upload.path}?purpose=goods`, {
    method: 'POST',
    headers: { [HEADER_TOKEN]: token },
    body: form,
  });
  return ((await response.json()) as { content: { fileId: string } }).content.fileId;
}

test.describe('the seller workbench', () => {
  test('a shop creates goods with pictures and a discount, puts them on sale; a buyer finds them by keyword', async ({
    page,
    loginAs,
    newContext,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    await loginAs('seller');
    const tag = runTag();
    const title = `星河琉璃摆件${tag}`;
    const workbench = new SellerGoodsPage(page);
    await workbench.open();
    await workbench.create.click();
    await expect(workbench.editor).toBeVisible();
    // Saving on sale without a picture is refused on the form, nothing lost.
    await workbench.field('title').fill(title);
    await workbench.saveOnSale.click();
    await expect(page.getByTestId('goods-editor-error-pictures')).toBeVisible();
    await expect(workbench.field('title')).toHaveValue(title);

    await workbench.fillGoods({
      title,
      titleEn: `Galaxy glaze ornament ${tag}`,
      price: '36.00',
      stock: '800',
      minOrder: '12',
      discountPrice: '29.90',
      specs: [{ name: '颜色', nameEn: 'Colour', value: '星空蓝' }],
      pictures: 2,
    });
    await workbench.saveOnSale.click();
    await expect(workbench.editor).toBeHidden();
    await expect(workbench.row(title)).toBeVisible();

    // A buyer, in a browser of its own, finds it by keyword at once, with its pictures and discount.
    const buyerContext = await newContext();
    await storeSession(buyerContext, await apiLogin('buyer'));
    const buyerPage = await buyerContext.newPage();
    await buyerPage.goto('/');
    const market = new MarketPage(buyerPage);
    await market.searchFromHeader(title);
    await expect(market.cards.filter({ hasText: title })).toHaveCount(1, { timeout: 30_000 });
    const goods = await market.open(title);
    await expect(goods.price).toContainText('29.90');
    await expect(goods.price).toContainText('36.00');
    await expect(buyerPage.getByRole('button', { name: '2', exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('price applications: granted, the buyer sees the price live; refused, the buyer reads the reason live', async ({
    page,
    loginAs,
    newContext,
  }) => {
    test.setTimeout(240_000);
    const seller = await apiLogin('seller');
    const tag = runTag();
    const picture = await uploadPicture(seller.token);
    // The goods go in the first level-3 category of the tree.
    const tree = await callOk<ContentOf<typeof homeCategoryData>>(homeCategoryData);
    const leaf = tree[0]?.childList[0]?.childList[0]?.id ?? 0;
    const createIn = (title: string) =>
      callOk<SellerGoodsDetail>(sellerGoodsSave, {
        token: seller.token,
        body: {
          title,
          titleEn: '',
          categoryId: leaf,
          brandId: null,
          unit: 'piece',
          minOrder: '10',
          stock: '1000',
          priceMode: 'apply',
          price: '66.80',
          marketPrice: '',
          discount: null,
          specs: [],
          pictures: [picture],
          description: '',
          descriptionEn: '',
          status: 'onSale',
        },
      });
    const granted = await createIn(`询价琉璃灯${tag}`);
    const refused = await createIn(`询价琉璃杯${tag}`);

    // The buyer applies on the goods page.
    await loginAs('buyer2');
    const goods = new GoodsPage(page);
    await page.goto(`/goodsDetail?id=${granted.id}`);
    await expect(goods.hiddenPrice).toBeVisible({ timeout: 90_000 });
    await goods.sendPriceApplication('13800000002', '年度批量采购');
    await expect(goods.applyStatus).toHaveText('审核中');

    // The seller grants it in another browser; the buyer's page shows the price without a reload.
    const sellerContext = await newContext();
    await storeSession(sellerContext, seller);
    const sellerPage = await sellerContext.newPage();
    const applications = new PriceApplicationsPage(sellerPage);
    await applications.open();
    await applications.grant(granted.title);
    await expect(applications.row(granted.title)).toBeHidden();
    await expect(goods.price).toContainText('66.80', { timeout: PUSH_MS });
    await expect(goods.hiddenPrice).toBeHidden();

    // Another application, refused with a reason the buyer's page shows live.
    await page.goto(`/goodsDetail?id=${refused.id}`);
    await expect(goods.hiddenPrice).toBeVisible({ timeout: 90_000 });
    await goods.sendPriceApplication('13800000002', '样品采购');
    await expect(goods.applyStatus).toHaveText('审核中');
    await sellerPage.reload();
    await applications.refuse(refused.title, '仅对签约经销商开放');
    await expect(page.getByTestId(catalogueTestIds.goods.applyRejectReason)).toContainText('仅对签约经销商开放', {
      timeout: PUSH_MS,
    });
    await expect(goods.applyStatus).toHaveText('未通过');
  });
});
