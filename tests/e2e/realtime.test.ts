// The smallest real room, proven in the browser: the header's cart count comes from cart/getCartNum and follows
// the user's `user:<id>` room in every tab and browser of that user (within a second of the publish), never in
// another user's; a logout ends the session in every tab of that browser and takes its sockets out of the room;
// and when the socket cannot connect the header says so and the count is polled instead.
import type { BrowserContext, Page } from '@playwright/test';
import { getCartNum } from '@portal/contracts/http/cart';
import { publishRealtime, type RealtimePublished } from '@portal/contracts/http/mock';
import { apiLogin, callOk } from '../support/api.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import type { MockAids } from '../support/mock.ts';
import { Shell, userRoomLoaded } from '../pages/shell.ts';

/** How soon every listening tab must show a published change (the workplace rule for realtime features). */
const PUSH_MS = 1000;
/** The web's grace before it calls a dead socket 'polling' (connectionMode) and its polling interval
 * (pollWhileDown), with slack for a loaded machine. */
const POLLING_NOTICE_MS = 5000 + 5000;
const POLL_INTERVAL_MS = 15_000 + 5000;

/** Sends `user:cartCount` to the user's room as the operator, as the cart domain will after a commit. */
async function publishCartCount(mock: MockAids, userId: number, count: number): Promise<RealtimePublished> {
  return callOk<RealtimePublished>(publishRealtime, {
    body: { room: `user:${userId}`, event: 'user:cartCount', data: { count } },
    token: await mock.operatorToken(),
  });
}

/** Opens `/news` once its user-room stream has loaded the counters (a count published before is absorbed by them). */
async function openNews(page: Page): Promise<void> {
  await Promise.all([userRoomLoaded(page), page.goto('/news')]);
}

/** A logged-in account's own browser (a context of its own, its own token), on `/news`. */
async function openAs(context: BrowserContext, account: string) {
  const login = await apiLogin(account);
  await storeSession(context, login);
  const page = await context.newPage();
  await openNews(page);
  return { login, shell: new Shell(page) };
}

function cartCountOf(token: string): Promise<number> {
  return callOk<number>(getCartNum, { token });
}

/** Waits for the sockets of `tabs` to be in the room: re-sending the count they already show changes nothing on
 * screen, and the answer says how many sockets listened. A socket is in the room from its connection on, before its
 * tab's stream has loaded its first snapshot: open the tabs with `openNews`, which waits for that. */
async function waitForListeners(mock: MockAids, userId: number, count: number, tabs: number): Promise<void> {
  await expect
    .poll(async () => (await publishCartCount(mock, userId, count)).listeners, {
      message: `${tabs} sockets in user:${userId}`,
    })
    .toBe(tabs);
}

test.describe('the header cart count follows the user:<id> room', () => {
  test('every tab of the user sees a published count within a second; another user does not', async ({
    context,
    page,
    loginAs,
    newContext,
    mock,
  }) => {
    // Four tabs, each opened until its stream has loaded the counters: more than the default budget on a loaded machine
    // (2 minutes there on 2 cores shared with other runs).
    test.setTimeout(180_000);
    // Browser A: two tabs sharing one login (and one localStorage). Browser B: the same buyer on another device.
    // Browser C: buyer2, whose count must not move.
    const buyer = await loginAs('buyer');
    const tabA1 = new Shell(page);
    await openNews(page);
    const tabA2 = new Shell(await context.newPage());
    await openNews(tabA2.page);
    const browserB = await openAs(await newContext(), 'buyer');
    const browserC = await openAs(await newContext(), 'buyer2');

    const buyerCount = await cartCountOf(buyer.token);
    const buyer2Count = await cartCountOf(browserC.login.token);
    for (const tab of [tabA1, tabA2, browserB.shell]) await expect(tab.cartCount).toHaveText(String(buyerCount));
    await expect(browserC.shell.cartCount).toHaveText(String(buyer2Count));

    const buyerId = buyer.user.id;
    await waitForListeners(mock, buyerId, buyerCount, 3);

    const pushed = buyerCount + 7;
    const sentAt = Date.now();
    const published = await publishCartCount(mock, buyerId, pushed);
    expect(published.listeners).toBe(3);
    // Measured from the publish: each wait gets what is left of the second.
    await Promise.all(
      [tabA1, tabA2, browserB.shell].map((tab) =>
        expect(tab.cartCount).toHaveText(String(pushed), { timeout: Math.max(1, PUSH_MS - (Date.now() - sentAt)) }),
      ),
    );
    await expect(browserC.shell.cartCount).toHaveText(String(buyer2Count));
    await expect(browserC.shell.realtimeStatus).toBeHidden();

    // Logging out in tab A1 ends the session of browser A: tab A2 follows through the storage event, and the
    // server takes both sockets (one token) out of the room. Browser B, its own login, stays and still hears.
    await tabA1.logout();
    await expect(tabA2.loginLink).toBeVisible();
    await expect(tabA2.userMenu).toBeHidden();
    await expect(browserB.shell.userMenu).toBeVisible();
    await waitForListeners(mock, buyerId, pushed, 1);

    const afterLogout = pushed + 5;
    const secondAt = Date.now();
    expect((await publishCartCount(mock, buyerId, afterLogout)).listeners).toBe(1);
    await expect(browserB.shell.cartCount).toHaveText(String(afterLogout), {
      timeout: Math.max(1, PUSH_MS - (Date.now() - secondAt)),
    });
    // Logout empties the cart count (docs/requirements.md section 4) and nothing of the buyer's room reaches browser A any more.
    for (const tab of [tabA1, tabA2]) await expect(tab.cartCount).toHaveText('0');
    await expect(browserC.shell.cartCount).toHaveText(String(buyer2Count));
  });

  test('with the socket down the header says so and the count is polled', async ({ context, page, loginAs }) => {
    test.setTimeout(90_000);
    // No socket can connect in this browser: the WebSocket is closed at once, the HTTP long-polling refused.
    await context.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
    await context.route('**/socket.io/**', (route) => route.abort());
    // The cart has no write yet (the commerce issue adds it): the count a poll reads is changed on its way back,
    // as another device adding a line would change it on the server.
    const buyer = await loginAs('buyer');
    const serverCount = await cartCountOf(buyer.token);
    let cartChangedTo: number | null = null;
    let polls = 0;
    await context.route('**/cart/getCartNum**', async (route) => {
      polls += 1;
      const response = await route.fetch();
      const body = (await response.json()) as { resultCode: string; content: number };
      if (cartChangedTo !== null) body.content = cartChangedTo;
      await route.fulfill({ response, json: body });
    });

    const shell = new Shell(page);
    await page.goto('/news');
    await expect(shell.cartCount).toHaveText(String(serverCount));
    await expect(shell.realtimeStatus).toBeVisible({ timeout: POLLING_NOTICE_MS });
    await expect(shell.realtimeStatus).toHaveAttribute('data-mode', 'polling');
    await expect(shell.realtimeStatus).toHaveText('定时刷新中');

    // A poll runs as the notice appears; from then on a change on the server shows within one polling interval.
    await expect.poll(() => polls).toBeGreaterThanOrEqual(1);
    const pollsBefore = polls;
    cartChangedTo = serverCount + 4;
    await expect(shell.cartCount).toHaveText(String(cartChangedTo), { timeout: POLL_INTERVAL_MS });
    expect(polls).toBeGreaterThan(pollsBefore);
    await expect(shell.realtimeStatus).toBeVisible();
  });
});
