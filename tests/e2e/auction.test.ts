// Live auctions in real browsers against the real stack: two bidders in two contexts and an anonymous watcher
// on one lot (a bid shows everywhere within a second; countdowns agree although one browser's clock is five
// minutes wrong), the deposit flow from sign-up to approval on the server clock, the product's 'Margin Under
// Review!' for a pending deposit, and a cut socket: the polling notice, prices still moving, then live again.
import type { BrowserContext } from '@playwright/test';
import { auctionPortalPage, reviewMargin } from '@portal/contracts/http/auction';
import { pageAuctionPortal } from '@portal/contracts/http/auction-portal';
import { roundRobin, signIncreasePrice } from '@portal/contracts/http/auction-sign';
import type { AuctionCard, AuctionSnapshot } from '@portal/contracts/entities/auction';
import type { MyAuctionCard } from '@portal/contracts/http/auction';
import type { PageOf } from '@portal/contracts/operation';
import { formatMoney } from '@portal/contracts/money';
import { apiLogin, call, callOk } from '../support/api.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { AuctionLotPage } from '../pages/auction.ts';

/** How soon every watcher must show a committed bid. */
const PUSH_MS = 1000;
/** The web's grace before it calls a dead socket 'polling', plus slack for a loaded machine. */
const POLLING_NOTICE_MS = 5000 + 5000;
/** The lot page polls roundRobin every 3 s while down, plus slack. */
const LOT_POLL_MS = 3000 + 4000;
/** A lot the journeys use must not end while they run (nor after the clock is advanced). */
const MIN_TIME_LEFT_MS = 15 * 60_000;

/** A 1x1 PNG: a payment voucher the server accepts by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function myLots(token: string, query: Record<string, string>): Promise<MyAuctionCard[]> {
  const page = await callOk<PageOf<MyAuctionCard>>(auctionPortalPage, {
    token,
    query: { pageNum: 1, pageSize: 100, status: 'inProgress', ...query },
  });
  return page.records;
}

function snapshotOf(id: number, token?: string): Promise<AuctionSnapshot> {
  return callOk<AuctionSnapshot>(roundRobin, { query: { auctionId: id }, token });
}

/** The running lot both demo buyers may bid on with the most time left. */
async function sharedApprovedLot(tokenA: string, tokenB: string): Promise<MyAuctionCard> {
  const [a, b] = await Promise.all([
    myLots(tokenA, { depositStatus: 'approved' }),
    myLots(tokenB, { depositStatus: 'approved' }),
  ]);
  const both = a.filter((lot) => b.some((other) => other.id === lot.id)).sort((x, y) => y.endAt - x.endAt);
  const lot = both[0];
  if (!lot) throw new Error('the seed has no running lot where buyer and buyer2 are both approved');
  return lot;
}

/** A context whose clock runs `shiftMs` off the real one (a browser on a machine set minutes wrong). */
async function skewClock(context: BrowserContext, shiftMs: number): Promise<void> {
  await context.addInitScript((shift) => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + shift;
  }, shiftMs);
}

test.describe('live auctions', () => {
  test('two bidders and a watcher: a bid shows everywhere within a second; countdowns agree on a wrong clock', async ({
    page,
    loginAs,
    newContext,
  }) => {
    // Three browsers on a shared, loaded machine.
    test.setTimeout(120_000);
    const buyer = await loginAs('buyer');
    const buyer2 = await apiLogin('buyer2');
    const lot = await sharedApprovedLot(buyer.token, buyer2.token);
    expect(lot.endAt - (await snapshotOf(lot.id)).serverNow).toBeGreaterThan(MIN_TIME_LEFT_MS);

    const a = new AuctionLotPage(page);
    const contextB = await newContext();
    await storeSession(contextB, buyer2);
    await skewClock(contextB, 5 * 60_000);
    const b = new AuctionLotPage(await contextB.newPage());
    const watcher = new AuctionLotPage(await (await newContext()).newPage());
    await Promise.all([a.open(lot.id), b.open(lot.id), watcher.open(lot.id)]);
    for (const view of [a, b, watcher]) await expect(view.realtimeStatus).toHaveAttribute('data-mode', 'live');

    // A bids the next minimum; B and the watcher see the price and A's row lead the ranking within a second.
    const amountA = await a.bidNextMinimum();
    await expect(a.price).toHaveText(amountA);
    const sentAt = Date.now();
    for (const view of [b, watcher]) {
      await expect(view.price).toHaveText(amountA, { timeout: Math.max(1, PUSH_MS - (Date.now() - sentAt)) });
    }
    await expect(a.myRow).toContainText(amountA);
    await expect(watcher.rankingRows.first()).toContainText(amountA);

    // B outbids; A and the watcher follow, and A's row drops to second.
    const amountB = await b.bidNextMinimum(amountA);
    expect(amountB).not.toBe(amountA);
    const outbidAt = Date.now();
    for (const view of [a, watcher]) {
      await expect(view.price).toHaveText(amountB, { timeout: Math.max(1, PUSH_MS - (Date.now() - outbidAt)) });
    }
    await expect(b.myRow).toContainText(amountB);
    await expect(a.myRow.locator('td').first()).toHaveText('2');
    await expect(watcher.rankingRows.first()).toContainText(amountB);

    // B's machine is 5 minutes ahead; the countdowns run on the server clock and agree within 200 ms.
    await expect(b.countdown).not.toHaveAttribute('data-offset', '');
    await expect(a.countdown).not.toHaveAttribute('data-offset', '');
    const readings = await Promise.all([a, b, watcher].map((view) => view.clockReading()));
    for (const reading of readings) {
      expect(reading.deadline).toBe(readings[0]?.deadline);
      expect(Math.abs(reading.errorMs - (readings[0]?.errorMs ?? 0))).toBeLessThanOrEqual(200);
    }
    // And B knows its own clock runs 5 minutes ahead of A's.
    const offsetA = Number(await a.countdown.getAttribute('data-offset'));
    const offsetB = Number(await b.countdown.getAttribute('data-offset'));
    expect(Math.abs(offsetA - offsetB - 5 * 60_000)).toBeLessThanOrEqual(200);
  });

  test("deposit: sign up, pay with a voucher, 'Margin Under Review!', then approved by the operator", async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const buyer3 = await loginAs('buyer3');
    const running = await callOk<PageOf<AuctionCard>>(pageAuctionPortal, {
      query: { pageNum: 1, pageSize: 50, status: 'inProgress', sort: 'endingSoon' },
    });
    const mine = await myLots(buyer3.token, {});
    const now = (await snapshotOf(running.records[0]!.id)).serverNow;
    const lot = running.records
      .filter((card) => !mine.some((own) => own.id === card.id) && card.endAt - now > MIN_TIME_LEFT_MS)
      .at(-1);
    if (!lot) throw new Error('no running lot buyer3 has not signed up for');

    const view = new AuctionLotPage(page);
    await view.open(lot.id);
    await expect(view.depositStatus).toHaveAttribute('data-status', 'unregistered');
    await expect(view.blocked).toHaveText('请先报名并缴纳保证金');

    await view.signUp('王采购', '13900000003');
    await expect(view.depositStatus).toHaveAttribute('data-status', 'unpaid');
    await view.payDeposit([{ name: 'voucher.png', mimeType: 'image/png', buffer: PNG }]);
    await expect(view.depositStatus).toHaveAttribute('data-status', 'pendingReview');
    // Bidding now is refused with the product's message, on the panel.
    await expect(view.blocked).toHaveText('保证金审核中！');

    // The operator approves it (the stack runs with AUTO_REVIEW off); the page follows live.
    const operator = await apiLogin('operator');
    await callOk(reviewMargin, {
      body: { auctionId: lot.id, userId: buyer3.user.id, decision: 'approve' },
      token: operator.token,
    });
    await expect(view.depositStatus).toHaveAttribute('data-status', 'approved', { timeout: 15_000 });
    await expect(view.blocked).toBeHidden();
    const amount = await view.bidNextMinimum();
    await expect(view.myRow).toContainText(amount);
  });

  test('a pending deposit is refused by the server too, in its words', async ({ page, loginAs }) => {
    const buyer = await loginAs('buyer');
    const pending = (await myLots(buyer.token, { depositStatus: 'pendingReview' }))[0];
    if (!pending) throw new Error('the seed has no running lot with a pending deposit of buyer');
    const view = new AuctionLotPage(page);
    await view.open(pending.id);
    await expect(view.blocked).toHaveText('保证金审核中！');
    const snap = await snapshotOf(pending.id, buyer.token);
    const refused = await call(signIncreasePrice, {
      token: buyer.token,
      body: { auctionId: pending.id, amount: snap.nextMinBid, idempotencyKey: `e2e-pending-${Date.now()}` },
    });
    expect(refused).toMatchObject({ resultCode: 'B004', content: '保证金审核中！' });
  });

  test('socket cut: the page says it polls, prices still move, then it is live again', async ({ page }) => {
    test.setTimeout(120_000);
    const buyer = await apiLogin('buyer');
    const buyer2 = await apiLogin('buyer2');
    const lot = await sharedApprovedLot(buyer.token, buyer2.token);

    let cut = false;
    const sockets: { close(): Promise<void> }[] = [];
    await page.context().routeWebSocket(/\/socket\.io\//, (ws) => {
      if (cut) {
        void ws.close();
        return;
      }
      sockets.push(ws);
      ws.connectToServer();
    });
    await page.context().route('**/socket.io/**', (route) => (cut ? route.abort() : route.continue()));

    const view = new AuctionLotPage(page);
    await view.open(lot.id);
    await expect(view.realtimeStatus).toHaveAttribute('data-mode', 'live');

    cut = true;
    await Promise.all(sockets.map((ws) => ws.close()));
    await expect(view.realtimeStatus).toHaveAttribute('data-mode', 'polling', { timeout: POLLING_NOTICE_MS });
    await expect(view.realtimeStatus).toHaveText('定时刷新中');

    // buyer2 bids while this page has no socket: the poll brings the price.
    const snap = await snapshotOf(lot.id, buyer2.token);
    const bid = await callOk<{ outcome: string; currentPrice: string }>(signIncreasePrice, {
      token: buyer2.token,
      body: { auctionId: lot.id, amount: snap.nextMinBid, idempotencyKey: `e2e-cut-${Date.now()}` },
    });
    expect(bid.outcome).toBe('accepted');
    await expect(view.price).toHaveText(formatMoney(bid.currentPrice), { timeout: LOT_POLL_MS });

    cut = false;
    await expect(view.realtimeStatus).toHaveAttribute('data-mode', 'live', { timeout: 40_000 });
  });
});
