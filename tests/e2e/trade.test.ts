// Trade requests as two users run them, each in a browser of their own: a buyer publishes an inquiry, the
// factory quotes naming its goods, the buyer counters, the factory accepts, both see the same timeline and the
// buyer puts the agreed offer in its cart (the header count moves); and a group buy's
// progress moving in a watching browser within a second of another user's registration being approved.
import type {
  GroupBuyCard,
  GroupBuyDetail,
  GroupBuyRegistration,
  InquiryDetail,
} from '@portal/contracts/entities/trade-request';
import type { PageOf } from '@portal/contracts/operation';
import {
  centralizedListByKeyword,
  centralizedRegisterMine,
  centralizedRegisterReview,
  getCentralizedProduct,
} from '@portal/contracts/http/centralized';
import { getInquiryDetail, inquiryReview } from '@portal/contracts/http/inquiry';
import { getCartList, type CartList } from '@portal/contracts/http/cart';
import { sellerProductPage } from '@portal/contracts/http/sale-product';
import type { ProductCard } from '@portal/contracts/entities/catalogue';
import { apiLogin, callOk } from '../support/api.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { GroupBuyDetail as GroupBuyDetailPage, GroupBuys, InquiryHall, Negotiation } from '../pages/trade.ts';
import { Shell } from '../pages/shell.ts';

/** How soon a watching browser must show a committed change. */
const PUSH_MS = 1000;

/** A file the server takes as a PNG voucher (it checks the signature, not the picture). */
const VOUCHER = {
  name: 'voucher.png',
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR voucher')]),
};

test.describe('trade requests', () => {
  test('an inquiry negotiated in rounds: publish, quote, counter, accept; both sides see the timeline', async ({
    page,
    loginAs,
    newContext,
    mock,
  }) => {
    // Two browsers and eight page loads on a shared 2-core machine.
    test.setTimeout(120_000);
    const buyer = await loginAs('buyer');
    const hall = new InquiryHall(page);
    await hall.open();
    const title = `E2E 不锈钢保温杯 ${Date.now()}`;
    const id = await hall.publish({
      title,
      quantity: '500',
      price: '12.50',
      address: '工人北路 8 号',
      phone: '13800000001',
    });
    const buyerView = new Negotiation(page);
    await expect(buyerView.status).toHaveAttribute('data-status', 'underReview');

    // The platform approves it (as its review would).
    const inquiry = await callOk<InquiryDetail>(getInquiryDetail, { query: { id }, token: buyer.token });
    await callOk(inquiryReview, {
      body: { inquiryNum: inquiry.inquiryNum, approve: true },
      token: await mock.operatorToken(),
    });

    // The factory, in its own browser, quotes.
    const factoryLogin = await apiLogin('factory');
    const factoryContext = await newContext();
    await storeSession(factoryContext, factoryLogin);
    // Goods of the factory the buyer may cart as 500 and does not hold yet: the quote names them.
    const inCart = new Set(
      (await callOk<CartList>(getCartList, { token: buyer.token })).groups.flatMap((g) =>
        g.lines.map((l) => l.productId),
      ),
    );
    const goods = (
      await callOk<PageOf<ProductCard>>(sellerProductPage, {
        query: { companyId: factoryLogin.user.company?.id ?? 0, pageSize: 50 },
      })
    ).records.find(
      (g) => !g.offShelf && !g.discount && Number(g.stock) >= 500 && Number(g.minOrder) <= 500 && !inCart.has(g.id),
    );
    expect(goods, 'a factory goods the buyer can cart').toBeDefined();
    const factoryView = new Negotiation(await factoryContext.newPage());
    await factoryView.open(id);
    await expect(factoryView.status).toHaveAttribute('data-status', 'inquiring');
    await factoryView.propose('13.20', goods?.id);
    await expect(factoryView.entries).toHaveCount(1);

    // The buyer's page hears of the quote on its user room and counters.
    await page.reload();
    await expect(buyerView.entries).toHaveCount(1);
    await buyerView.propose('12.60');
    await expect(buyerView.entries).toHaveCount(2);

    // The factory's page refreshes on the notification; it accepts the counter-offer.
    await expect(factoryView.entries).toHaveCount(2, { timeout: 5000 });
    await factoryView.accept();
    await expect(factoryView.accepted).toBeVisible();
    await expect(factoryView.status).toHaveAttribute('data-status', 'ended');

    // Both see the same timeline: who, what, when, and the acceptance.
    await page.reload();
    await expect(buyerView.entries).toHaveCount(2);
    await expect(buyerView.accepted).toBeVisible();
    await expect(buyerView.status).toHaveAttribute('data-status', 'ended');
    for (const view of [buyerView, factoryView]) {
      await expect(view.entries.nth(0)).toHaveAttribute('data-side', 'seller');
      await expect(view.entries.nth(0)).toContainText('13.20');
      await expect(view.entries.nth(1)).toHaveAttribute('data-side', 'buyer');
      await expect(view.entries.nth(1)).toContainText('12.60');
    }

    // The buyer puts the agreed offer in its cart at 12.60; the header count follows on its user room.
    const shell = new Shell(page);
    const before = Number((await shell.cartCount.textContent()) ?? '0');
    await buyerView.addToCart();
    await expect(buyerView.inCart).toBeVisible();
    await expect(shell.cartCount).toHaveText(String(before + 1));
    const line = (await callOk<CartList>(getCartList, { token: buyer.token })).groups
      .flatMap((g) => g.lines)
      .find((l) => l.productId === goods?.id);
    expect(line?.price).toBe('12.60');
  });

  test("a group buy's progress moves in a watching browser within a second of an approved registration", async ({
    page,
    newContext,
    mock,
  }) => {
    test.setTimeout(120_000);
    const buyer2 = await apiLogin('buyer2');
    // An open group buy buyer2 has not joined yet.
    const open = await callOk<PageOf<GroupBuyCard>>(centralizedListByKeyword, {
      query: { status: 'inProgress', pageSize: 15 },
    });
    let target: GroupBuyDetail | undefined;
    for (const card of open.records) {
      const detail = await callOk<GroupBuyDetail>(getCentralizedProduct, {
        params: { id: card.id },
        token: buyer2.token,
      });
      if (detail.me?.depositStatus === 'unregistered') {
        target = detail;
        break;
      }
    }
    if (!target) throw new Error('no open group buy for buyer2 to join');

    // The watcher: anyone on the list, no login needed.
    const list = new GroupBuys(page);
    await list.open('?status=inProgress');
    const joined = list.joinedOf(target.id);
    await expect(joined).toHaveAttribute('data-value', target.joinedQuantity);

    // buyer2 registers in its own browser; the deposit waits for review, so the progress does not move yet.
    const buyerContext = await newContext();
    await storeSession(buyerContext, buyer2);
    const detail = new GroupBuyDetailPage(await buyerContext.newPage());
    await detail.open(target.id);
    await detail.register({ name: '李娜', phone: '13800000002' }, VOUCHER);
    await expect(detail.myStatus).toHaveAttribute('data-status', 'pendingReview');
    await expect(joined).toHaveAttribute('data-value', target.joinedQuantity);

    // The platform approves the deposit: the watcher sees the new joined quantity within a second.
    const mine = await callOk<PageOf<GroupBuyRegistration>>(centralizedRegisterMine, {
      query: { pageSize: 50 },
      token: buyer2.token,
    });
    const registration = mine.records.find((r) => r.groupBuy.id === target.id);
    if (!registration) throw new Error('the registration is not listed');
    await callOk(centralizedRegisterReview, {
      body: { registrationId: registration.id, approve: true },
      token: await mock.operatorToken(),
    });
    await expect(joined).not.toHaveAttribute('data-value', target.joinedQuantity, { timeout: PUSH_MS });
    const after = await callOk<GroupBuyDetail>(getCentralizedProduct, { params: { id: target.id } });
    await expect(joined).toHaveAttribute('data-value', after.joinedQuantity);
  });
});
