// Settlement end to end, each party in a browser of its own, the ends decided by the server clock:
// - a lot ends with two approved bidders: the winner's open lot page shows its order (hammer price, deposit
//   applied, left to pay) without a reload, the winner follows it to the order and pays it (mock payment); the
//   other bidder's open page shows its deposit released;
// - a group buy closes at its target: each participant's open page shows its order at the group price with its
//   deposit applied, and the buyer centre lists it.
// Deposits, registrations and bids are set up through the API (their pages have journeys of their own:
// auction.test.ts, console.test.ts, trade.test.ts). Each test takes data no other test uses: the lot ending
// first that neither bidder signed up for (the live-auction tests take the lot ending last), and the group buy
// closing first (buyer and buyer2 are approved on it by the seed; trade.test.ts joins one buyer2 is not on).
// The clock only moves forward and is shared by the run: each test moves it just past the end it needs. The
// lot's step is at most the time left of a lot the run has not ended yet (minutes); the group buy's is up to
// 3 hours (the first seeded deadline), which ends the lots ending within it (the tests that use a lot ask for
// 15 minutes left and take the lot ending last, 12 hours or more out), leaves sessions (7 days) alone, and
// cancels only orders still unpaid after 30 minutes (every test placing one has finished with it).
import { ORDER_STATUS_LABELS } from '@portal/contracts/entities/order';
import { formatMoney, fenToMoney, moneyToFen, fenTimes } from '@portal/contracts/money';
import { apiLogin } from '../support/api.ts';
import { PHONE } from '../support/env.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import {
  advancePast,
  approveDeposits,
  bidNextMinimum,
  groupBuyClosingFirst,
  groupBuyDetail,
  lotSnapshot,
  reachTarget,
  untouchedLotEndingFirst,
} from '../support/settlement.ts';
import { AuctionLotPage } from '../pages/auction.ts';
import { markDocument, MyOrdersPage, OrderDetailPage, SettlementNotice } from '../pages/settlement.ts';
import { GroupBuyDetail as GroupBuyPage } from '../pages/trade.ts';

/** Enough time left on the lot to set it up (API calls) before the clock is moved past its end. */
const SETUP_MS = 2 * 60_000;
/** How soon an open page must show its settlement once the clock has moved (a sweep, the event, a re-read). */
const SETTLED_SHOWN_MS = 15_000;

test.describe('settlement', () => {
  // Two browsers, a payment and the buyer centre on a loaded 2-core machine (up to 1.5 minutes a test seen).
  test.describe.configure({ timeout: 240_000 });

  test('a lot ends by the server clock: the winner sees its order live and pays it; the other bidder sees the deposit released', async ({
    page,
    loginAs,
    newContext,
    mock,
    lang,
  }) => {
    const winner = await loginAs('buyer');
    const loser = await apiLogin('buyer2');
    const lot = await untouchedLotEndingFirst([winner, loser], SETUP_MS);
    await approveDeposits(lot, [loser, winner], mock);
    await bidNextMinimum(lot.id, loser);
    const hammer = await bidNextMinimum(lot.id, winner);

    const winnerView = new AuctionLotPage(page);
    // The other bidder watches on a phone (the lot page's narrow layout).
    const loserContext = await newContext(PHONE);
    await storeSession(loserContext, loser);
    const loserView = new AuctionLotPage(await loserContext.newPage());
    await Promise.all([winnerView.open(lot.id), loserView.open(lot.id)]);
    for (const view of [winnerView, loserView]) {
      await expect(view.realtimeStatus).toHaveAttribute('data-mode', 'live');
      await expect(view.price).toHaveText(formatMoney(hammer));
    }
    const winnerNotice = new SettlementNotice(winnerView.page);
    const loserNotice = new SettlementNotice(loserView.page);
    await expect(winnerNotice.root).toBeHidden();
    const documents = await Promise.all([winnerView.page, loserView.page].map(markDocument));

    // The end, with any anti-sniping extension the bids made, on the server clock.
    const step = await advancePast(mock, (await lotSnapshot(lot.id)).endAt);
    test.info().annotations.push({ type: 'clock', description: `lot ${lot.id}: advanced ${step} ms` });

    const deposit = lot.marginAmount;
    const due = fenToMoney((moneyToFen(hammer) ?? 0) - (moneyToFen(deposit) ?? 0));
    await expect(winnerNotice.root).toHaveAttribute('data-deposit', 'applied', { timeout: SETTLED_SHOWN_MS });
    for (const amount of [hammer, deposit, due]) await expect(winnerNotice.root).toContainText(formatMoney(amount));
    await expect(loserNotice.root).toHaveAttribute('data-deposit', 'released', { timeout: SETTLED_SHOWN_MS });
    await expect(loserNotice.root).toContainText(formatMoney(deposit));
    await expect(loserNotice.toOrder).toHaveCount(0);
    for (const shown of documents) expect(await shown.still()).toBe(true);

    // The winner follows the notice to its order and pays what is left.
    await winnerNotice.toOrder.click();
    const order = new OrderDetailPage(page);
    await expect(order.status).toHaveText(ORDER_STATUS_LABELS.pendingPayment[lang]);
    await expect(order.payBox).toContainText(formatMoney(due));
    await expect(order.root).toContainText(lot.title);
    await order.pay();
    await expect(order.status).toHaveText(ORDER_STATUS_LABELS.pendingShipment[lang]);
    await expect(order.payBox).toBeHidden();
  });

  test('a group buy closes at its target: each participant finds its order at the group price, deposit applied, live and in the buyer centre', async ({
    page,
    loginAs,
    newContext,
    mock,
    lang,
  }) => {
    const first = await loginAs('buyer');
    const second = await apiLogin('buyer2');
    const groupBuy = await groupBuyClosingFirst();
    const before = await reachTarget(groupBuy, [first, second], await apiLogin('buyer3'), mock);

    const firstView = new GroupBuyPage(page);
    // The second participant on a phone (the group-buy page's and the order list's narrow layouts).
    const secondContext = await newContext(PHONE);
    await storeSession(secondContext, second);
    const secondView = new GroupBuyPage(await secondContext.newPage());
    await Promise.all([firstView.open(groupBuy.id), secondView.open(groupBuy.id)]);
    for (const view of [firstView, secondView]) await expect(view.myStatus).toHaveAttribute('data-status', 'approved');
    const views = [firstView, secondView].map((view) => new SettlementNotice(view.page));
    for (const notice of views) await expect(notice.root).toBeHidden();
    const documents = await Promise.all([firstView.page, secondView.page].map(markDocument));

    const step = await advancePast(mock, groupBuy.deadline);
    test.info().annotations.push({ type: 'clock', description: `group buy ${groupBuy.id}: advanced ${step} ms` });

    const orderNos: string[] = [];
    for (const [index, notice] of views.entries()) {
      const me = before[index]?.me;
      const amount = fenToMoney(fenTimes(moneyToFen(groupBuy.price) ?? 0, me?.quantity ?? '0'));
      const deposit = me?.deposit ?? '0.00';
      const due = fenToMoney((moneyToFen(amount) ?? 0) - (moneyToFen(deposit) ?? 0));
      await expect(notice.root).toHaveAttribute('data-deposit', 'applied', { timeout: SETTLED_SHOWN_MS });
      for (const shown of [amount, deposit, due]) await expect(notice.root).toContainText(formatMoney(shown));
      const settled = (await groupBuyDetail(groupBuy.id, [first, second][index]?.token)).me?.settlement?.order;
      expect(settled).toMatchObject({ amount, depositApplied: deposit, due });
      await expect(notice.root).toContainText(settled!.orderNo);
      orderNos.push(settled!.orderNo);
    }
    for (const shown of documents) expect(await shown.still()).toBe(true);

    // The buyer centre lists each participant's order at the group price, waiting for what is left to pay.
    for (const [index, view] of [firstView, secondView].entries()) {
      const orders = new MyOrdersPage(view.page);
      await orders.open();
      const orderNo = orderNos[index]!;
      await expect(orders.status(orderNo)).toHaveText(ORDER_STATUS_LABELS.pendingPayment[lang]);
      await expect(orders.order(orderNo)).toContainText(formatMoney(groupBuy.price));
      const me = before[index]?.me;
      const amount = fenTimes(moneyToFen(groupBuy.price) ?? 0, me?.quantity ?? '0');
      await expect(orders.order(orderNo)).toContainText(formatMoney(fenToMoney(amount)));
      await expect(orders.order(orderNo)).toContainText(
        formatMoney(fenToMoney(amount - (moneyToFen(me?.deposit ?? '0') ?? 0))),
      );
    }
  });
});
