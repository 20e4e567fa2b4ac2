// The factory's side and the agent's, each with two browsers: a buyer's visits to the demo factory reaching the
// factory's open centre within a second of the booking (the row and the bell's count), declined with a reason
// and accepted with a time there, each answer reaching the buyer's open list without a reload; a provider
// moving a buyer's agent purchase requests (purchasing, shipped, rejected with a reason) in its seller centre,
// and the operator moving them in the console, the buyer's open list following live.
import type { AgentProduct } from '@portal/contracts/entities/trade-request';
import { agentPurchaseRecordSave, agentPurchasingListByKeyword } from '@portal/contracts/http/agent-purchasing';
import {
  factoryVisitApplyable,
  factoryVisitInitiate,
  factoryVisitPortalPage,
  type FactoryVisit,
} from '@portal/contracts/http/factory-visit';
import { notificationRead } from '@portal/contracts/http/notification';
import type { LoginResult } from '@portal/contracts/entities/user';
import { apiLogin, callOk } from '../support/api.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { FactoryRequestsSection, MyInspectionsSection } from '../pages/inspection.ts';
import { NotificationBell } from '../pages/notifications.ts';
import { AgentPurchases } from '../pages/trade.ts';
import { userRoomLoaded } from '../pages/shell.ts';

interface Saved {
  id: number;
}

/**
 * How soon the other browser must show an answer: the user-room push, within a second on a quiet machine
 * (measured and logged below); the bound leaves slack for a loaded one, as the other live journeys do.
 */
const LIVE_MS = 5000;
/** A booking reaches the factory's open centre (its row and its bell) within a second of the call. */
const PUSH_MS = 1_000;
/** A browser's first page load (a fresh context, the centre chunks) is slow on a loaded machine. */
const FIRST_LOAD_MS = 30_000;

/** Waits for `check` and says how long the push took (test annotation `push-ms`). */
async function live(info: { annotations: { type: string; description?: string }[] }, check: () => Promise<void>) {
  const start = Date.now();
  await check();
  info.annotations.push({ type: 'push-ms', description: String(Date.now() - start) });
}

/** A China date (YYYY-MM-DD) `days` after the instant `ms`. */
const chinaDate = (ms: number, days = 0) => new Date(ms + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** The newest visit booked with the caller's factory (the seed leaves one waiting for the demo factory). */
async function newestVisitOf(factory: LoginResult): Promise<number> {
  const page = await callOk<{ records: FactoryVisit[] }>(factoryVisitPortalPage, {
    query: { pageNum: 1, pageSize: 1 },
    token: factory.token,
    lang: 'en',
  });
  const newest = page.records[0];
  if (!newest) throw new Error('no visit booked with the demo factory');
  return newest.id;
}

/** Agent goods the demo provider runs, and a request of the buyer for them, just submitted. */
async function agentRequests(buyer: LoginResult): Promise<{ product: AgentProduct; ask(): Promise<number> }> {
  const provider = await apiLogin('provider');
  const goods = await callOk<{ records: AgentProduct[] }>(agentPurchasingListByKeyword, {
    query: { pageNum: 1, pageSize: 50 },
    lang: 'en',
  });
  const product = goods.records.find((p) => p.agent.id === provider.user.company!.id);
  if (!product) throw new Error('the demo provider runs no agent goods');
  const ask = async () =>
    (
      await callOk<Saved>(agentPurchaseRecordSave, {
        token: buyer.token,
        lang: 'en',
        body: {
          agentProductId: product.id,
          quantity: product.minQuantity,
          deliveryMethod: 'selfPickup',
          contactName: 'Li Lei',
          contactPhone: '13800000001',
        },
      })
    ).id;
  return { product, ask };
}

test.describe("the factory's side", () => {
  test.use({ lang: 'en' });
  // Two browsers and their first loads of the centre chunks.
  test.describe.configure({ timeout: 150_000 });

  test('each visit booked shows in the open factory centre within a second and on its bell; declined and accepted there, the buyer sees each answer live', async ({
    page,
    loginAs,
    newContext,
    mock,
    consoleErrors,
  }, info) => {
    const factory = await apiLogin('factory');
    const factoryId = factory.user.company!.id;
    // A buyer with no booking open at the demo factory (one waiting or confirmed per factory).
    let account: string | undefined;
    for (const candidate of ['buyer3', 'buyer2', 'buyer']) {
      const login = await apiLogin(candidate);
      const gate = await callOk<{ applyable: boolean }>(factoryVisitApplyable, {
        query: { factoryId },
        token: login.token,
      });
      if (gate.applyable) {
        account = candidate;
        break;
      }
    }
    if (!account) throw new Error('no buyer may book a visit to the demo factory');
    const buyer = await loginAs(account);
    const visitDate = chinaDate(await mock.now(), 6);
    const book = async (name: string): Promise<FactoryVisit> => {
      const { id } = await callOk<Saved>(factoryVisitInitiate, {
        token: buyer.token,
        lang: 'en',
        body: { factoryId, visitDate, visitors: 2, name, mobile: '13800000001', enterpriseName: 'Jinhua Trading' },
      });
      const mine = await callOk<{ records: FactoryVisit[] }>(factoryVisitPortalPage, {
        query: { pageNum: 1, pageSize: 100 },
        token: buyer.token,
        lang: 'en',
      });
      return mine.records.find((visit) => visit.id === id)!;
    };

    // Browser B: the factory's centre, open before anything is booked; the test owns its bell's count.
    await callOk(notificationRead, { body: { all: true }, token: factory.token });
    const factoryContext = await newContext();
    await storeSession(factoryContext, factory);
    const factoryPage = await factoryContext.newPage();
    const centre = new FactoryRequestsSection(factoryPage);
    // The pushes below are timed from the booking: the centre's user-room stream must be in place first.
    await Promise.all([userRoomLoaded(factoryPage), centre.open()]);
    const waiting = await newestVisitOf(factory);
    await expect(centre.visit(waiting)).toBeVisible({ timeout: FIRST_LOAD_MS });
    const bell = new NotificationBell(factoryPage);
    await expect(bell.bell).toBeVisible();
    await expect(bell.count).toBeHidden();

    const first = await book('Li Lei');
    await live(info, () => expect(centre.visit(first.id)).toContainText('Li Lei', { timeout: PUSH_MS }));
    await expect(bell.count).toHaveText('1', { timeout: PUSH_MS });
    await expect(centre.visit(first.id)).toContainText('Awaiting confirmation');

    // Browser A: the buyer's visits, left open.
    const mine = new MyInspectionsSection(page);
    await mine.openVisits('Visits');
    await expect(mine.visit(first.code)).toContainText('Awaiting confirmation', { timeout: FIRST_LOAD_MS });

    await centre.decline(centre.visit(first.id), 'Plant closed for maintenance that week', { decline: 'Decline' });
    await expect(centre.visit(first.id)).toContainText('Declined');
    await live(info, () => expect(mine.visit(first.code)).toContainText('Declined', { timeout: LIVE_MS }));
    await expect(mine.visit(first.code)).toContainText("Factory's reply: Plant closed for maintenance that week");

    // Declined, the buyer is free to book again: the factory's centre shows the second booking too, no reload.
    const second = await book('Han Meimei');
    await live(info, () => expect(centre.visit(second.id)).toContainText('Han Meimei', { timeout: PUSH_MS }));
    await expect(bell.count).toHaveText('2', { timeout: PUSH_MS });
    await mine.openVisits('Visits');
    await expect(mine.visit(second.code)).toContainText('Awaiting confirmation');
    await centre.accept(centre.visit(second.id), '14:30', { accept: 'Accept', time: 'Reception time' });
    await expect(centre.visit(second.id)).toContainText('Confirmed');
    await live(info, () => expect(mine.visit(second.code)).toContainText('Confirmed', { timeout: LIVE_MS }));
    await expect(mine.visit(second.code)).toContainText(`Welcome on ${visitDate} at 14:30`);

    // The bell lists the bookings, newest first, each leading to the centre.
    await bell.open();
    await expect(bell.rows.first()).toContainText('New factory visit request');
    await expect(bell.rows.first().getByRole('link')).toHaveAttribute('href', '/factoryCenter/factoryRequests');
    await factoryContext.close();
    expect(consoleErrors).toEqual([]);
  });

  test('the provider moves agent purchase requests; the buyer sees each status live', async ({
    page,
    loginAs,
    newContext,
    consoleErrors,
  }, info) => {
    const buyer = await loginAs('buyer');
    const provider = await apiLogin('provider');
    const { ask } = await agentRequests(buyer);
    const kept = await ask();
    const refused = await ask();

    // Browser A: the buyer's requests, left open.
    const mine = new AgentPurchases(page);
    await mine.openMine();
    await expect(mine.statusOf(kept)).toHaveAttribute('data-status', 'submitted', { timeout: FIRST_LOAD_MS });
    await expect(mine.statusOf(refused)).toHaveAttribute('data-status', 'submitted');

    // Browser B: the provider's work list.
    const providerContext = await newContext();
    await storeSession(providerContext, provider);
    const providerPage = await providerContext.newPage();
    const work = new AgentPurchases(providerPage);
    await work.openWork();
    await expect(work.work(kept)).toBeVisible({ timeout: FIRST_LOAD_MS });

    await work.move(kept, 'Accept and purchase');
    await expect(work.work(kept).getByRole('button', { name: 'Mark shipped' })).toBeVisible();
    await live(info, () =>
      expect(mine.statusOf(kept)).toHaveAttribute('data-status', 'purchasing', { timeout: LIVE_MS }),
    );
    await expect(mine.statusOf(kept)).toHaveText('Purchasing');
    await work.move(kept, 'Mark shipped');
    await live(info, () => expect(mine.statusOf(kept)).toHaveAttribute('data-status', 'shipped', { timeout: LIVE_MS }));

    await work.reject(refused, 'Reject', 'Out of stock in the market');
    await live(info, () =>
      expect(mine.statusOf(refused)).toHaveAttribute('data-status', 'rejected', { timeout: LIVE_MS }),
    );
    await expect(mine.record(refused)).toContainText('Rejected: Out of stock in the market');
    await providerContext.close();
    expect(consoleErrors).toEqual([]);
  });

  test('the operator moves agent purchase requests in the console; the buyer sees each status live', async ({
    page,
    loginAs,
    newContext,
    consoleErrors,
  }, info) => {
    const buyer = await loginAs('buyer2');
    const { product, ask } = await agentRequests(buyer);
    const kept = await ask();
    const refused = await ask();

    // Browser A: the buyer's requests, left open.
    const mine = new AgentPurchases(page);
    await mine.openMine();
    await expect(mine.statusOf(kept)).toHaveAttribute('data-status', 'submitted', { timeout: FIRST_LOAD_MS });

    // Browser B: the operator's console, the agent purchases of every provider.
    const operatorContext = await newContext();
    await storeSession(operatorContext, await apiLogin('operator'));
    const operatorPage = await operatorContext.newPage();
    await operatorPage.goto('/console?tab=agentPurchases');
    const work = new AgentPurchases(operatorPage);
    await expect(work.work(kept)).toBeVisible({ timeout: FIRST_LOAD_MS });
    await expect(work.work(kept)).toContainText(`Agent: ${product.agent.name}`);

    await work.move(kept, 'Accept and purchase');
    await expect(work.work(kept).getByRole('button', { name: 'Mark shipped' })).toBeVisible();
    await live(info, () =>
      expect(mine.statusOf(kept)).toHaveAttribute('data-status', 'purchasing', { timeout: LIVE_MS }),
    );
    await work.reject(refused, 'Reject', 'The market is closed this week');
    await live(info, () =>
      expect(mine.statusOf(refused)).toHaveAttribute('data-status', 'rejected', { timeout: LIVE_MS }),
    );
    await expect(mine.record(refused)).toContainText('Rejected: The market is closed this week');

    // The status tab lists the moved request under its status only.
    await operatorPage.getByRole('tab', { name: 'Purchasing' }).click();
    await expect(work.work(kept)).toBeVisible();
    await expect(work.work(refused)).toBeHidden();

    // The operator's bell leads to its own notifications, in the console (it has no buyer centre).
    const bell = new NotificationBell(operatorPage);
    await bell.open();
    await bell.viewAll.click();
    await expect(operatorPage).toHaveURL(/\/console\?tab=notifications$/);
    await expect(operatorPage.getByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
    await operatorContext.close();
    expect(consoleErrors).toEqual([]);
  });
});
