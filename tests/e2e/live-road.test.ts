// The live road end to end (issue 21), each proven with real browsers against the real stack: two bidders and a
// watcher on a phone end a run of alternating bids on the same final state as the server (price, ranking,
// history, bid count); a browser whose clock is 7 minutes ahead shows the server's time left; and the user's
// room survives a cut socket: what happened while it was down shows once it is back, nothing lost or doubled.
import type { BrowserContext, WebSocketRoute } from '@playwright/test';
import { auctionPortalPage, type MyAuctionCard } from '@portal/contracts/http/auction';
import { roundRobin, signIncreasePrice } from '@portal/contracts/http/auction-sign';
import { addCart, deleteByIds, getCartNum } from '@portal/contracts/http/cart';
import type { AuctionSnapshot } from '@portal/contracts/entities/auction';
import type { ProductCard } from '@portal/contracts/entities/catalogue';
import type { PageOf } from '@portal/contracts/operation';
import { formatMoney } from '@portal/contracts/money';
import { apiLogin, callOk } from '../support/api.ts';
import { goodsForCart } from '../support/goods.ts';
import { PHONE } from '../support/env.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { AuctionLotPage } from '../pages/auction.ts';
import { Shell, userRoomLoaded } from '../pages/shell.ts';

/** How soon every watcher must show a committed change (the workplace rule for realtime features). */
const PUSH_MS = 1000;
/** A lot the journeys use must not end while they run. */
const MIN_TIME_LEFT_MS = 15 * 60_000;
/** How far ahead the skewed browser's clock runs. */
const SKEW_MS = 7 * 60_000;
/** A new socket after a cut: the web's reconnect backoff doubles from 1 s while the cut lasts (jittered, up to 30 s). */
const RECONNECT_MS = 40_000;
/** The web's grace before the header says it only polls (connectionMode: 5 s), with slack for a loaded machine. */
const POLLING_NOTICE_MS = 10_000;

function snapshotOf(id: number, token?: string): Promise<AuctionSnapshot> {
  return callOk<AuctionSnapshot>(roundRobin, { query: { auctionId: id }, token });
}

/** The running lot both demo buyers may bid on with the most time left. */
async function sharedApprovedLot(tokenA: string, tokenB: string): Promise<MyAuctionCard> {
  const mine = async (token: string) =>
    (
      await callOk<PageOf<MyAuctionCard>>(auctionPortalPage, {
        token,
        query: { pageNum: 1, pageSize: 100, status: 'inProgress', depositStatus: 'approved' },
      })
    ).records;
  const [a, b] = await Promise.all([mine(tokenA), mine(tokenB)]);
  const lot = a.filter((one) => b.some((other) => other.id === one.id)).sort((x, y) => y.endAt - x.endAt)[0];
  if (!lot) throw new Error('the seed has no running lot where buyer and buyer2 are both approved');
  expect(lot.endAt - (await snapshotOf(lot.id)).serverNow).toBeGreaterThan(MIN_TIME_LEFT_MS);
  return lot;
}

let bids = 0;

/** Bids the lot's next minimum through the API; answers the accepted price. */
async function apiBid(id: number, token: string): Promise<string> {
  const { nextMinBid } = await snapshotOf(id, token);
  const bid = await callOk<{ outcome: string; currentPrice: string }>(signIncreasePrice, {
    token,
    body: { auctionId: id, amount: nextMinBid, idempotencyKey: `e2e-live-road-${Date.now()}-${++bids}` },
  });
  expect(bid.outcome).toBe('accepted');
  return bid.currentPrice;
}

/** What every screen of a lot must show once the server answered `snap`: the same as the page objects read. */
function shownState(snap: AuctionSnapshot) {
  return {
    price: formatMoney(snap.currentPrice),
    bidCount: snap.bidCount,
    ranking: snap.ranking.map((row) => ({
      rank: String(row.rank),
      alias: row.userAlias,
      amount: formatMoney(row.amount),
    })),
    // The page shows the latest ten (detail-page.tsx HISTORY_SHOWN) until "show more".
    history: snap.recentBids.slice(0, 10).map((bid) => ({ alias: bid.userAlias, amount: formatMoney(bid.amount) })),
  };
}

/**
 * A context whose clock runs `shiftMs` ahead, as on a machine set minutes wrong: `Date.now()`, `new Date()` and
 * `performance.timeOrigin` are all moved (performance.now() counts from the page's start and is not).
 */
async function skewClock(context: BrowserContext, shiftMs: number): Promise<void> {
  await context.addInitScript((shift) => {
    const RealDate = Date;
    const realNow = RealDate.now.bind(RealDate);
    function SkewedDate(this: unknown, ...args: unknown[]): unknown {
      if (!new.target) return new RealDate(realNow() + shift).toString();
      return args.length === 0
        ? new RealDate(realNow() + shift)
        : new (RealDate as unknown as new (...a: unknown[]) => Date)(...args);
    }
    SkewedDate.prototype = RealDate.prototype;
    SkewedDate.now = () => realNow() + shift;
    SkewedDate.parse = RealDate.parse;
    SkewedDate.UTC = RealDate.UTC;
    globalThis.Date = SkewedDate as unknown as DateConstructor;
    const origin = performance.timeOrigin + shift;
    Object.defineProperty(performance, 'timeOrigin', { get: () => origin });
  }, shiftMs);
}

/**
 * The socket.io frames the server sent to the page, and a switch that cuts every socket of the context (open ones
 * closed, new WebSockets closed at once, HTTP long-polling refused) until it is turned back. From the cut until a
 * socket is let through again the header counters' call (cart/getCartNum) fails too: the poll the web starts after
 * 5 s down cannot bring what changed, so only the re-join's re-sync can.
 */
async function cuttableSockets(context: BrowserContext) {
  // Each open socket: the page's side and the server's (a route with its own close handlers closes neither
  // side for the other: they are closed together here).
  const state = {
    cut: false,
    countersDown: false,
    open: new Map<WebSocketRoute, WebSocketRoute>(),
    received: [] as string[],
  };
  const closeBoth = async (page: WebSocketRoute, server: WebSocketRoute) => {
    state.open.delete(page);
    await Promise.all([page.close(), server.close()]);
  };
  await context.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (state.cut) {
      void ws.close();
      return;
    }
    state.countersDown = false;
    const server = ws.connectToServer();
    state.open.set(ws, server);
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (typeof message === 'string') state.received.push(message);
      ws.send(message);
    });
    ws.onClose(() => closeBoth(ws, server));
    server.onClose(() => closeBoth(ws, server));
  });
  await context.route('**/socket.io/**', (route) => (state.cut ? route.abort() : route.continue()));
  await context.route('**/cart/getCartNum**', (route) => (state.countersDown ? route.abort() : route.continue()));
  return {
    state,
    async cut() {
      state.cut = true;
      state.countersDown = true;
      await Promise.all([...state.open].map(([page, server]) => closeBoth(page, server)));
    },
    restore() {
      state.cut = false;
    },
    /** Whether the server has acknowledged a join of `room` (a socket.io ack, `43<id>[{"ok":true,"room":...}]`). */
    joined(room: string): boolean {
      return state.received.some((frame) => frame.startsWith('43') && frame.includes(`"room":"${room}"`));
    },
    /** The seqs of `event` in the room `room` among the frames received so far, in arrival order. */
    seqsOf(event: string, room: string): number[] {
      return state.received.flatMap((frame) => {
        // Engine.io message (4) of socket.io event (2): `42["event",{...}]`.
        if (!frame.startsWith('42')) return [];
        const [name, message] = JSON.parse(frame.slice(2)) as [string, { room?: string; seq?: number }];
        return name === event && message?.room === room && typeof message.seq === 'number' ? [message.seq] : [];
      });
    },
  };
}

/** Goods of the demo seller that `token`'s user may put in the cart and does not have there yet. */
async function goodsNotInCart(token: string, count: number): Promise<ProductCard[]> {
  const goods = await goodsForCart(token);
  expect(goods.length, `${count} goods of the seller not in the cart`).toBeGreaterThanOrEqual(count);
  return goods.slice(0, count);
}

test.describe('the live road', () => {
  // Each runs in well under a minute on a quiet machine; on a shared, loaded one a page load alone can take one.
  test.describe.configure({ timeout: 240_000 });

  test('two bidders and a phone watcher: after alternating bids every screen shows the server final state', async ({
    page,
    loginAs,
    newContext,
  }) => {
    const buyer = await loginAs('buyer');
    const buyer2 = await apiLogin('buyer2');
    const lot = await sharedApprovedLot(buyer.token, buyer2.token);

    const a = new AuctionLotPage(page);
    const contextB = await newContext();
    await storeSession(contextB, buyer2);
    const b = new AuctionLotPage(await contextB.newPage());
    const watcher = new AuctionLotPage(await (await newContext(PHONE)).newPage());
    expect(watcher.page.viewportSize()).toEqual(PHONE.viewport);
    await Promise.all([a.open(lot.id), b.open(lot.id), watcher.open(lot.id)]);
    for (const view of [a, b, watcher]) await expect(view.realtimeStatus).toHaveAttribute('data-mode', 'live');

    // Through the panels: A, B, A. Each bidder waits for the other's bid on its screen before bidding over it.
    let last = '';
    for (const [bidder, other] of [
      [a, b],
      [b, a],
      [a, b],
    ] as const) {
      if (last) await expect(bidder.price).toHaveText(last);
      last = await bidder.bidNextMinimum(last || undefined);
      await expect(bidder.price).toHaveText(last);
      await expect(other.price).toHaveText(last);
    }
    // A quick burst through the API: B, A, B, A.
    for (const token of [buyer2.token, buyer.token, buyer2.token, buyer.token]) await apiBid(lot.id, token);
    // The last accepted bid, by B; from its answer every screen has a second to show the price.
    const finalPrice = formatMoney(await apiBid(lot.id, buyer2.token));
    const bidAt = Date.now();
    const views = [a, b, watcher];
    await Promise.all(
      views.map((view) =>
        expect(view.price).toHaveText(finalPrice, { timeout: Math.max(1, PUSH_MS - (Date.now() - bidAt)) }),
      ),
    );

    // The whole state, as the server answers it now, on every screen (the events carry it: no reload).
    const expected = shownState(await snapshotOf(lot.id));
    expect(expected.price).toBe(finalPrice);
    expect(expected.ranking[0]?.amount).toBe(finalPrice);
    expect(expected.history.length).toBeGreaterThanOrEqual(8);
    for (const view of views) await expect.poll(() => view.liveState(), { timeout: 5000 }).toEqual(expected);
    // The bidders see their own places: B leads, A second.
    await expect(b.myRow.locator('td').first()).toHaveText('1');
    await expect(a.myRow.locator('td').first()).toHaveText('2');
  });

  test('a browser whose clock is 7 minutes ahead shows the server time left on a live lot', async ({
    page,
    context,
  }) => {
    const buyer = await apiLogin('buyer');
    const buyer2 = await apiLogin('buyer2');
    const lot = await sharedApprovedLot(buyer.token, buyer2.token);
    await skewClock(context, SKEW_MS);

    const view = new AuctionLotPage(page);
    await view.open(lot.id);
    // The browser's clock is really wrong.
    const pageNow = await page.evaluate(() => [Date.now(), new Date().getTime(), performance.timeOrigin]);
    for (const reading of pageNow.slice(0, 2)) expect(Math.abs(reading! - Date.now() - SKEW_MS)).toBeLessThan(5000);
    await expect(view.countdown).not.toHaveAttribute('data-offset', '');

    // What the countdown shows, against the server's end minus the server's now (whole seconds shown).
    const errorMs = async () => {
      const shown = await view.remainingShownMs();
      const snap = await snapshotOf(lot.id);
      return shown === null ? Number.POSITIVE_INFINITY : Math.abs(shown - (snap.endAt - snap.serverNow));
    };
    await expect
      .poll(errorMs, { message: 'the time left shown vs the server', timeout: 5000 })
      .toBeLessThanOrEqual(2000);
    // And it stays so while it counts down: once the shown time has moved on a whole second.
    const firstShown = (await view.remainingShownMs()) ?? 0;
    await expect
      .poll(async () => (await view.remainingShownMs()) ?? Number.POSITIVE_INFINITY, {
        message: 'the countdown ticks',
      })
      .toBeLessThan(firstShown);
    expect(await errorMs()).toBeLessThanOrEqual(2000);
  });

  test('the user room after a cut socket: what changed meanwhile shows once it is back, nothing lost or doubled', async ({
    context,
    page,
    loginAs,
  }) => {
    const buyer = await loginAs('buyer2');
    const token = buyer.token;
    const room = `user:${buyer.user.id}`;
    const goods = await goodsNotInCart(token, 3);
    const added: number[] = [];
    const add = async (item: ProductCard) => {
      const line = await callOk<{ id: number; count: number }>(addCart, {
        token,
        body: { productId: item.id, quantity: item.minOrder },
      });
      added.push(line.id);
      return line.count;
    };
    const serverCount = () => callOk<number>(getCartNum, { token });
    const sockets = await cuttableSockets(context);

    try {
      const shell = new Shell(page);
      const synced = userRoomLoaded(page);
      await page.goto('/news');
      await synced;
      // The user room joined: a line added before the join would come in its snapshot, not as an event.
      await expect.poll(() => sockets.joined(room), { message: 'the user room joined' }).toBe(true);
      await expect(shell.cartCount).toHaveText(String(await serverCount()));

      // Live first: a line added elsewhere shows within a second.
      const liveCount = await add(goods[0]!);
      const liveAt = Date.now();
      await expect(shell.cartCount).toHaveText(String(liveCount), {
        timeout: Math.max(1, PUSH_MS - (Date.now() - liveAt)),
      });
      const seqBefore = sockets.seqsOf('user:cartCount', room).at(-1) ?? 0;
      expect(seqBefore).toBeGreaterThan(0);

      // The socket drops; while it is down another device adds a line. The page cannot know: nothing shows it (the
      // counters' poll fails meanwhile, cuttableSockets), until the re-join's re-sync brings it.
      await sockets.cut();
      await expect.poll(() => sockets.state.open.size, { message: 'no socket open' }).toBe(0);
      const downCount = await add(goods[1]!);
      expect(downCount).toBe(liveCount + 1);
      // Once the header says the page only polls (its poll fails here), it still shows the old count.
      await expect(shell.realtimeStatus).toHaveAttribute('data-mode', 'polling', { timeout: POLLING_NOTICE_MS });
      await expect(shell.cartCount).toHaveText(String(liveCount));
      // Back: the re-join finds the room's seq moved on and re-syncs the counters from the server.
      const resynced = userRoomLoaded(page);
      sockets.restore();
      await expect.poll(() => sockets.state.open.size, { message: 'a socket again', timeout: RECONNECT_MS }).toBe(1);
      await resynced;
      await expect(shell.cartCount).toHaveText(String(downCount));

      // Live again, once: the next line shows within a second, and the page's sockets received its event once.
      const received = sockets.state.received.length;
      const againCount = await add(goods[2]!);
      const againAt = Date.now();
      await expect(shell.cartCount).toHaveText(String(againCount), {
        timeout: Math.max(1, PUSH_MS - (Date.now() - againAt)),
      });
      expect(againCount).toBe(downCount + 1);
      expect(await serverCount()).toBe(againCount);
      expect(sockets.state.open.size).toBe(1);
      const after = sockets.seqsOf('user:cartCount', room);
      const newSince = sockets.state.received.slice(received).filter((frame) => frame.includes('"user:cartCount"'));
      expect(newSince).toHaveLength(1);
      // Every seq the page heard, once, increasing (the missed one was never heard: it was re-synced instead).
      expect(new Set(after).size).toBe(after.length);
      expect([...after].sort((x, y) => x - y)).toEqual(after);
    } finally {
      if (added.length > 0) await callOk(deleteByIds, { token, body: { ids: added } });
    }
  });
});
