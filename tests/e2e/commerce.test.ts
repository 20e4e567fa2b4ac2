// Buying, end to end: a search from the header -> the goods detail -> into the cart (a second tab's header
// count follows) -> quantity -> check -> settle -> a new address -> place the order -> the result -> my orders;
// the seller, in a browser of its own, sees the order received. Then a price that expired in the cart: marked,
// not checkable, refused by the server, and a confirmation opened on it refuses the submit with the product's
// message, keeping the form. And the cart and the confirmation draw their goods with the live connection down.
// Each journey owns what it reads: its buyer's cart emptied first (or only the lines it made), goods with stock
// picked from what is there (support/goods.ts), the new order found by its number.
import type { ProductCard, ProductListCard } from '@portal/contracts/entities/catalogue';
import { ORDER_STATUS_LABELS, type OrderDetail } from '@portal/contracts/entities/order';
import { ResultCode } from '@portal/contracts/envelope';
import { BusinessMessages } from '@portal/contracts/business-messages';
import { addCart, generateOrder, getCartList, getCartNum, type CartList } from '@portal/contracts/http/cart';
import { orderDetail } from '@portal/contracts/http/order';
import { homePageSearchByMultiCondition } from '@portal/contracts/http/home';
import { formatMoney, lineAmount, quantityToUnits, unitsToQuantity } from '@portal/contracts/money';
import { apiLogin, call, callOk } from '../support/api.ts';
import { emptyCart, goodsForCart } from '../support/goods.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { Shell } from '../pages/shell.ts';
import { MarketPage } from '../pages/catalogue.ts';
import { CartPage, OrdersPage, SettlePage } from '../pages/commerce.ts';
import { REALTIME_STATUS_TEST_ID } from '../pages/shell.ts';
import { checkoutTestIds } from '../../web/src/features/checkout/test-ids.ts';

/** A date a month ahead (YYYY-MM-DD): still ahead should another test move the server clock on a little. */
function deliveryDate(): string {
  return new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

test.describe('buying', () => {
  test('search -> goods -> cart -> settle -> new address -> order; a second tab follows the count; the seller sees it', async ({
    page,
    context,
    loginAs,
    newContext,
    lang,
    consoleErrors,
  }) => {
    // One journey across three browsers (buyer, its second tab, seller): longer than the default budget.
    test.setTimeout(180_000);
    const buyer = await loginAs('buyer3');
    const seller = await apiLogin('seller');
    const token = buyer.token;
    // The buyer's cart as this journey knows it: empty (other journeys of buyer3 may have left lines).
    await emptyCart(token);
    // Goods the buyer may put in the cart, with stock for one more than the minimum, and found on the first
    // page of a search for its title (what the buyer types in the header).
    const candidates = await goodsForCart(token, { spareUnits: 10000, lang });
    let goods: ProductCard | undefined;
    for (const item of candidates) {
      const found = await callOk<{ records: ProductListCard[] }>(homePageSearchByMultiCondition, {
        query: { keyword: item.title, pageNum: 1, pageSize: 20 },
        lang,
      });
      if (found.records.some((record) => record.id === item.id)) {
        goods = item;
        break;
      }
    }
    expect(goods, 'a buyable goods of the seller that its title finds').toBeDefined();
    const before = await callOk<number>(getCartNum, { token });
    expect(before).toBe(0);

    // A second tab of the buyer watches the header's cart count.
    const otherTab = await context.newPage();
    await otherTab.goto('/news');
    const otherShell = new Shell(otherTab);
    await expect(otherShell.cartCount).toHaveText(String(before));

    // The header's search -> the market -> the goods detail -> into the cart at the minimum quantity.
    await page.goto('/');
    const market = new MarketPage(page);
    await market.searchFromHeader(goods!.title);
    await expect(page).toHaveURL(/\/market\?keyword=/);
    const detail = await market.open(goods!.title);
    await expect(page).toHaveURL(new RegExp(`/goodsDetail\\?id=${goods!.id}`));
    await detail.quantity.fill(goods!.minOrder);
    await detail.addToCart.click();
    await expect(new Shell(page).cartCount).toHaveText(String(before + 1));
    await expect(otherShell.cartCount).toHaveText(String(before + 1));
    const added = (await callOk<CartList>(getCartList, { token })).groups
      .flatMap((group) => group.lines)
      .find((line) => line.productId === goods!.id);
    expect(added, 'the cart line of the goods').toBeDefined();

    const cart = new CartPage(page);
    await cart.open();
    const quantity = unitsToQuantity((quantityToUnits(goods!.minOrder) ?? 0) + 10000);
    await cart.setQuantity(added!.id, quantity);
    const amount = formatMoney(lineAmount(goods!.price!, quantity)!);
    await expect(cart.lineAmount(added!.id)).toHaveText(amount);
    await cart.check(added!.id);
    await expect(cart.total).toHaveText(amount);
    await cart.settleButton.click();

    await expect(page).toHaveURL(new RegExp(`/settle\\?cartIds=${added!.id}$`));
    const settle = new SettlePage(page);
    await expect(settle.line(goods!.id)).toBeVisible();
    const name = `E2E ${Date.now() % 100000}`;
    await settle.addAddressWith({ name, mobile: '13912345678', detail: 'Block 5, Room 1203' });
    await expect(settle.addressCards().filter({ hasText: name })).toHaveAttribute('aria-checked', 'true');
    await settle.chooseDeliveryDate(deliveryDate());
    await settle.submit.click();

    // The new order by its id and number (never the first row of a list others add to).
    await expect(page).toHaveURL(/\/placeOrder\?ids=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('ids'));
    const placed = await callOk<OrderDetail>(orderDetail, { token, query: { id: orderId } });
    expect(placed.lines.map((line) => line.productId)).toEqual([goods!.id]);
    const orderNo = placed.orderNo;
    await expect(page.getByTestId(checkoutTestIds.result.order(orderId))).toContainText(orderNo);
    // The ordered line left the cart, and the other tab shows it.
    await expect(otherShell.cartCount).toHaveText(String(before));

    await settle.toOrders.click();
    await expect(page).toHaveURL(/\/buyerCenter\/orders/);
    const orders = new OrdersPage(page);
    await expect(orders.order(orderNo)).toContainText(goods!.title);

    // The seller, in a browser of its own, sees the order received.
    const sellerContext = await newContext();
    await storeSession(sellerContext, seller);
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto('/sellerCenter/ordersReceived');
    const received = new OrdersPage(sellerPage);
    await expect(received.order(orderNo)).toContainText(goods!.title);

    // The buyer cancels it before it ships.
    await orders.cancel(orderNo);
    await expect(orders.status(orderNo)).toHaveText(ORDER_STATUS_LABELS.cancelled[lang]);
    expect(consoleErrors).toEqual([]);
  });

  test('an expired price in the cart blocks settling and submitting with the product message', async ({
    page,
    loginAs,
    lang,
  }) => {
    const buyer = await loginAs('buyer');
    const message = BusinessMessages.priceExpired[lang];
    // A price expires only in the seed (no call makes one expire): this journey reads that one line, found by
    // its reason (not its place in the list), and changes nothing in the cart.
    const list = await callOk<CartList>(getCartList, { token: buyer.token });
    const expired = list.groups.flatMap((group) => group.lines).find((l) => l.unavailableReason === 'priceExpired');
    expect(expired, "the demo buyer's seeded line whose price expired").toBeDefined();

    const cart = new CartPage(page);
    await cart.open();
    await expect(cart.unavailable(expired!.id)).toHaveText(message);
    await expect(cart.checkbox(expired!.id)).toBeDisabled();

    // The server holds the rule as well: ordering that line is refused with the same words.
    const refused = await call(generateOrder, {
      token: buyer.token,
      lang,
      body: {
        type: 'general',
        deliveryMethod: 'delivery',
        deliveryTime: deliveryDate(),
        paymentMethod: 'online',
        consignee: {
          consigneeName: 'E2E',
          mobile: '13912345678',
          provinceCode: '33',
          cityCode: '3307',
          countyCode: '330782',
          detailAddress: 'Block 5',
        },
        cartIds: [expired!.id],
      },
    });
    expect([refused.resultCode, refused.content]).toEqual([ResultCode.priceExpired, message]);

    // A confirmation opened on the line (checked before its price expired) marks it and refuses the submit,
    // keeping what the user entered.
    await page.goto(`/settle?cartIds=${expired!.id}`);
    const settle = new SettlePage(page);
    await expect(settle.unavailable(expired!.productId)).toHaveText(message);
    const date = deliveryDate();
    await settle.chooseDeliveryDate(date);
    await settle.submit.click();
    await expect(settle.refusal).toHaveText(message);
    await expect(page).toHaveURL(/\/settle\?/);
    await expect(settle.deliveryTime).toHaveValue(date);
  });

  test('with the live connection down, the cart and the confirmation draw their goods from their calls', async ({
    page,
    context,
    loginAs,
  }) => {
    const buyer = await loginAs('buyer2');
    const token = buyer.token;
    await emptyCart(token);
    const [goods] = await goodsForCart(token);
    expect(goods, 'goods of the seller the buyer may put in the cart').toBeDefined();
    const added = await callOk<{ id: number }>(addCart, {
      token,
      body: { productId: goods!.id, quantity: goods!.minOrder },
    });
    // No socket gets through: WebSockets are closed at once and long-polling is refused.
    await context.routeWebSocket(/\/socket\.io\//, (ws) => void ws.close());
    await context.route('**/socket.io/**', (route) => route.abort());
    try {
      const cart = new CartPage(page);
      await cart.open();
      await expect(cart.line(added.id)).toContainText(goods!.title);
      // The header says the live connection is down (polling once the grace is over); the list stays.
      await expect(page.getByTestId(REALTIME_STATUS_TEST_ID).first()).toHaveAttribute('data-mode', 'polling', {
        timeout: 15_000,
      });
      await expect(cart.line(added.id)).toContainText(goods!.title);
      await cart.check(added.id);
      await cart.settleButton.click();
      const settle = new SettlePage(page);
      await expect(settle.line(goods!.id)).toContainText(goods!.title);
      await expect(settle.submit).toBeVisible();
    } finally {
      await emptyCart(token);
    }
  });
});
