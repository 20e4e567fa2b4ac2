// Orders to the end, buyer and seller each in a browser of their own: the buyer buys a limited-time discount
// with buy-now at the discount price and pays; the seller confirms and ships with carrier and tracking number,
// and the buyer's open order page shows it shipped without a reload; the buyer confirms receipt and reviews the
// line, and the review shows on the goods page's Reviews tab. An order not paid by its deadline is cancelled by
// the server clock and its stock goes back. On a phone the buyer pays and confirms receipt on the order page.
import { ORDER_STATUS_LABELS, type OrderDetail } from '@portal/contracts/entities/order';
import { orderConfirm, orderDetail, orderShip, portalCreateOrder } from '@portal/contracts/http/order';
import { sellerGoodsDetail, type SellerGoodsDetail } from '@portal/contracts/http/seller-goods';
import type { CreatedOrders } from '@portal/contracts/entities/order';
import { formatMoney } from '@portal/contracts/money';
import type { Locator, Page } from '@playwright/test';
import { apiLogin, callOk } from '../support/api.ts';
import { PHONE } from '../support/env.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { expectHealthyPage } from '../support/page-health.ts';
import { createSellerGoods } from '../support/seller-goods.ts';
import { GoodsPage } from '../pages/catalogue.ts';
import { SettlePage } from '../pages/commerce.ts';
import { orderDetailTestIds as ids } from '../../web/src/features/orders/test-ids.ts';
import { catalogueTestIds } from '../../web/src/features/catalogue/test-ids.ts';
import { checkoutTestIds } from '../../web/src/features/checkout/test-ids.ts';
import { named } from '../support/texts.ts';

/** How long a step may take to reach the other party's open page. */
const PUSH_MS = 5000;
/** The payment deadline of an online order (README, "Reviews, payments and settlements"). */
const PAY_WINDOW_MS = 30 * 60 * 1000;

/** A tag no seeded goods title holds. */
const runTag = () => String(Date.now()).slice(-6);

/** A date a month ahead (YYYY-MM-DD): still ahead after the clock moves on. */
function deliveryDate(): string {
  return new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

const CONSIGNEE = {
  consigneeName: 'E2E',
  mobile: '13912345678',
  provinceCode: '33',
  cityCode: '3307',
  countyCode: '330782',
  detailAddress: 'Block 5, Room 1203',
};

/** One order's page in a centre (`/buyerCenter/orders?order=<id>`, `/sellerCenter/ordersReceived?order=<id>`). */
class OrderPage {
  readonly page: Page;
  readonly root: Locator;
  readonly status: Locator;
  readonly tracking: Locator;
  readonly timeline: Locator;

  constructor(page: Page) {
    this.page = page;
    this.root = page.getByTestId(ids.root);
    this.status = page.getByTestId(ids.status);
    this.tracking = page.getByTestId(ids.tracking);
    this.timeline = page.getByTestId(ids.timeline);
  }

  async open(side: 'buyer' | 'seller', id: number): Promise<void> {
    await this.page.goto(
      side === 'buyer' ? `/buyerCenter/orders?order=${id}` : `/sellerCenter/ordersReceived?order=${id}`,
    );
    await expect(this.root).toBeVisible({ timeout: 60_000 });
  }
}

async function stockOf(token: string, id: number): Promise<string> {
  return (await callOk<SellerGoodsDetail>(sellerGoodsDetail, { token, query: { id } })).stock;
}

test.describe('orders to the end', () => {
  test('buy-now at the discount price, pay; the seller confirms and ships live; receive, review on the goods page', async ({
    page,
    loginAs,
    newContext,
    mock,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    const seller = await apiLogin('seller');
    const tag = runTag();
    const now = await mock.now();
    const goods = await createSellerGoods(seller.token, {
      title: `限时琉璃花瓶${tag}`,
      price: '25.00',
      minOrder: '10',
      stock: '500',
      discount: { price: '19.90', startsAt: now - 60_000, endsAt: now + 7 * 24 * 3600 * 1000 },
    });

    // The buyer buys it at once from the goods page, at the discount price.
    await loginAs('buyer2');
    const goodsPage = new GoodsPage(page);
    await page.goto(`/goodsDetail?id=${goods.id}`);
    await expect(goodsPage.title).toHaveText(goods.title, { timeout: 60_000 });
    await expect(goodsPage.price).toContainText('19.90');
    await goodsPage.quantity.fill('10');
    await page.getByRole('button', { name: named('catalogue:goods.buyNow') }).click();
    await expect(page).toHaveURL(new RegExp(`/settle\\?goodsId=${goods.id}&quantity=10`));
    const settle = new SettlePage(page);
    await expect(settle.line(goods.id)).toContainText('19.90');
    await expect(settle.line(goods.id)).not.toContainText('25.00');
    await settle.addAddressWith({ name: `E2E ${tag}`, mobile: '13912345678', detail: 'Block 5, Room 1203' });
    await settle.chooseDeliveryDate(deliveryDate());
    await settle.submit.click();

    // The order-placed page: no error toast, no console error.
    await expect(page).toHaveURL(/\/placeOrder\?ids=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('ids'));
    await expect(settle.orderNumbers.first()).toBeVisible();
    await expectHealthyPage(page, consoleErrors);
    const placed = await callOk<OrderDetail>(orderDetail, {
      token: (await apiLogin('buyer2')).token,
      query: { id: orderId },
    });
    expect(placed.lines.map((line) => [line.price, line.quantity])).toEqual([['19.90', '10']]);
    expect(placed.goodsAmount).toBe('199.00');

    // The buyer pays on the order page (the mock payment step).
    await page
      .getByTestId(checkoutTestIds.result.order(orderId))
      .getByRole('link', { name: named(['checkout:result.pay', 'checkout:result.open']) })
      .click();
    const buyerOrder = new OrderPage(page);
    await expect(buyerOrder.root).toBeVisible();
    await expect(buyerOrder.status).toHaveText(ORDER_STATUS_LABELS.pendingPayment.zh);
    await expect(page.getByTestId(ids.payBox)).toContainText(formatMoney(placed.amountDue));
    await page.getByRole('button', { name: named('orders:pay.submit') }).click();
    await expect(buyerOrder.status).toHaveText(ORDER_STATUS_LABELS.pendingShipment.zh);
    await expect(page.getByTestId(ids.payBox)).toBeHidden();

    // The seller, in a browser of its own, confirms and ships with carrier and tracking number.
    const sellerContext = await newContext();
    await storeSession(sellerContext, seller);
    const sellerPage = await sellerContext.newPage();
    const sellerOrder = new OrderPage(sellerPage);
    await sellerOrder.open('seller', orderId);
    await expect(sellerOrder.status).toHaveText(ORDER_STATUS_LABELS.pendingShipment.zh);
    await sellerPage.getByRole('button', { name: '确认订单' }).click();
    const trackingNo = `SF${tag}0001`;
    await sellerPage.getByLabel('承运商').fill('顺丰速运');
    await sellerPage.getByLabel('运单号').fill(trackingNo);
    await sellerPage.getByRole('button', { name: '发货', exact: true }).click();
    await expect(sellerOrder.status).toHaveText(ORDER_STATUS_LABELS.shipped.zh);

    // The buyer's open page shows it shipped, with the carrier and tracking number, without a reload.
    await expect(buyerOrder.status).toHaveText(ORDER_STATUS_LABELS.shipped.zh, { timeout: PUSH_MS });
    await expect(buyerOrder.tracking).toContainText(`顺丰速运 · ${trackingNo}`);

    // Receipt, then a review of the line: four stars and a text.
    await page.getByRole('button', { name: '确认收货' }).click();
    await expect(buyerOrder.status).toHaveText(ORDER_STATUS_LABELS.completed.zh);
    const lineId = placed.lines[0]!.id;
    const review = `釉色均匀，包装结实 ${tag}`;
    await page.getByRole('radio', { name: '4 星' }).click();
    await page.getByLabel('写下您对商品的评价').fill(review);
    await page
      .getByTestId(ids.reviewForm(lineId))
      .getByRole('button', { name: named('orders:review.submit') })
      .click();
    await expect(page.getByTestId(ids.review(lineId))).toContainText(review);
    await expect(page.getByTestId(ids.review(lineId)).getByLabel('4 星')).toBeVisible();
    // The seller's page followed every step.
    await expect(sellerOrder.status).toHaveText(ORDER_STATUS_LABELS.completed.zh, { timeout: PUSH_MS });

    // The review on the goods page's Reviews tab.
    await page.goto(`/goodsDetail?id=${goods.id}`);
    await expect(goodsPage.title).toHaveText(goods.title, { timeout: 60_000 });
    await page.getByRole('tab', { name: '商品评价' }).click();
    const evaluation = page.getByTestId(catalogueTestIds.goods.evaluation).filter({ hasText: review });
    await expect(evaluation).toBeVisible();
    await expect(evaluation.getByRole('img', { name: '4 星（满分 5 星）' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an order not paid by its deadline is cancelled by the server clock; its stock goes back', async ({
    page,
    loginAs,
    mock,
  }) => {
    test.setTimeout(120_000);
    const seller = await apiLogin('seller');
    const goods = await createSellerGoods(seller.token, { title: `限期付款摆件${runTag()}`, stock: '300' });
    const before = await stockOf(seller.token, goods.id);
    expect(before).toBe('300');

    const buyer = await loginAs('buyer3');
    const created = await callOk<CreatedOrders>(portalCreateOrder, {
      token: buyer.token,
      body: {
        type: 'general',
        deliveryMethod: 'delivery',
        deliveryTime: deliveryDate(),
        paymentMethod: 'online',
        consignee: CONSIGNEE,
        lines: [{ productId: goods.id, quantity: '40' }],
      },
    });
    const orderId = created.orders[0]!.id;
    expect(await stockOf(seller.token, goods.id)).toBe('260');

    // The buyer's page shows the deadline; the clock passes it while the page is open.
    const order = new OrderPage(page);
    await order.open('buyer', orderId);
    await expect(order.status).toHaveText(ORDER_STATUS_LABELS.pendingPayment.zh);
    await expect(page.getByTestId(ids.payBox)).toContainText('付款');
    await mock.advanceClock(PAY_WINDOW_MS + 1000);

    await expect(order.status).toHaveText(ORDER_STATUS_LABELS.cancelled.zh, { timeout: PUSH_MS });
    await expect(page.getByTestId(ids.payBox)).toBeHidden();
    await expect(order.timeline).toContainText('系统');
    const cancelled = await callOk<OrderDetail>(orderDetail, { token: buyer.token, query: { id: orderId } });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelledBy).toBe('system');
    expect(await stockOf(seller.token, goods.id)).toBe(before);
  });
});

test.describe('the order page on a phone', () => {
  test.use({ ...PHONE });

  test('the buyer pays and confirms receipt at 390x844, nothing wider than the screen', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    const seller = await apiLogin('seller');
    const goods = await createSellerGoods(seller.token, { title: `手机付款摆件${runTag()}` });
    const buyer = await loginAs('buyer3');
    const created = await callOk<CreatedOrders>(portalCreateOrder, {
      token: buyer.token,
      body: {
        type: 'general',
        deliveryMethod: 'delivery',
        deliveryTime: deliveryDate(),
        paymentMethod: 'online',
        consignee: CONSIGNEE,
        lines: [{ productId: goods.id, quantity: '10' }],
      },
    });
    const orderId = created.orders[0]!.id;
    const order = new OrderPage(page);
    await order.open('buyer', orderId);
    const noSideways = () =>
      expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBeLessThanOrEqual(0);
    await noSideways();
    await page.getByTestId(ids.pay).tap();
    await expect(order.status).toHaveText(ORDER_STATUS_LABELS.pendingShipment.zh);

    await callOk(orderConfirm, { token: seller.token, body: { id: orderId } });
    await callOk(orderShip, {
      token: seller.token,
      body: { id: orderId, carrier: '中通快递', trackingNo: 'ZT2030000001' },
    });
    await expect(order.status).toHaveText(ORDER_STATUS_LABELS.shipped.zh, { timeout: PUSH_MS });
    await expect(order.tracking).toContainText('ZT2030000001');
    await noSideways();
    await page.getByRole('button', { name: '确认收货' }).tap();
    await expect(order.status).toHaveText(ORDER_STATUS_LABELS.completed.zh);
    await expect(page.getByLabel('写下您对商品的评价')).toBeVisible();
    await noSideways();
  });
});
