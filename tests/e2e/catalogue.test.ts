// The catalogue as a buyer uses it: a search from the header to the market's results and a goods detail, into
// the cart (the header's count moves) and the favourites; the hidden-price application; receiving a coupon.
// buyer3 acts here (the cart journeys of other suites use buyer and buyer2).
import { getCartNum } from '@portal/contracts/http/cart';
import { callOk } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { CouponCentre, MarketPage, favouriteItems } from '../pages/catalogue.ts';
import { Shell } from '../pages/shell.ts';

test.describe('catalogue', () => {
  test('search from the header -> market -> goods detail -> add to cart -> favourite', async ({
    page,
    loginAs,
    consoleErrors,
  }) => {
    const login = await loginAs('buyer3');
    const shell = new Shell(page);
    const market = new MarketPage(page);
    const before = await callOk<number>(getCartNum, { token: login.token });
    await page.goto('/');
    await expect(shell.cartCount).toHaveText(String(before));

    await market.searchFromHeader('圆珠笔');
    await expect(page).toHaveURL(/\/market\?keyword=%E5%9C%86%E7%8F%A0%E7%AC%94/);
    // A first visit loads the market's code and its facets: on the shared CI machine that can take a while.
    await expect(market.total).toHaveText(/共 \d+ 件商品/, { timeout: 30_000 });
    await expect(market.cards.first()).toBeVisible();

    const goods = await market.open('大容量金属圆珠笔 开学季');
    await expect(page).toHaveURL(/\/goodsDetail\?id=\d+/);
    await expect(goods.price).toContainText('¥');
    await expect(goods.qr.locator('svg')).toBeVisible();

    // Five decimals are refused on the page, nothing is sent.
    await goods.quantity.fill('60.12345');
    await goods.addToCart.click();
    await expect(goods.quantityError).toHaveText('数量最多保留4位小数');
    await goods.quantity.fill('60');
    await goods.addToCart.click();
    await expect(shell.toasts.filter({ hasText: '已加入购物车' })).toBeVisible();
    await expect(shell.cartCount).toHaveText(String(before + 1));

    await goods.favourite.click();
    await expect(shell.toasts.filter({ hasText: '已收藏' })).toBeVisible();
    await page.goto('/favorites');
    await expect(favouriteItems(page).filter({ hasText: '大容量金属圆珠笔 开学季' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a hidden price: apply to view it, then the application is under review', async ({ page, loginAs }) => {
    await loginAs('buyer3');
    const market = new MarketPage(page);
    await page.goto('/market?keyword=%E5%8F%91%E5%A4%B9');
    const goods = await market.open('韩版不锈钢发夹 女士百搭');
    await expect(goods.hiddenPrice).toContainText('请先申请查看价格');
    await expect(goods.quantity).toHaveCount(0);

    await goods.sendPriceApplication('13800000003', '每月补货，需要批发价');
    await expect(goods.applyStatus).toHaveText('审核中');
    await expect(goods.applyPrice).toBeDisabled();
    // The server keeps it: after a reload the application is still under review.
    await page.reload();
    await expect(goods.applyStatus).toHaveText('审核中', { timeout: 30_000 });
  });

  test('receives a coupon and finds it among "my coupons"', async ({ page, loginAs }) => {
    await loginAs('buyer3');
    const coupons = new CouponCentre(page);
    await coupons.open();
    const item = coupons.receivable();
    await expect(item).toBeVisible();
    const name = (await coupons.name(item).innerText()).trim();
    await coupons.receiveButton(item).click();
    const same = coupons.items.filter({ hasText: name }).first();
    await expect(coupons.status(same)).toContainText('已领取');

    await coupons.mineTab().click();
    await expect(page).toHaveURL(/mine=true/);
    await expect(coupons.items.filter({ hasText: name })).toBeVisible();
  });
});
