// The factory's side and the agent's, each with two browsers: a buyer's visits to the demo factory declined
// with a reason and accepted with a time in the factory centre, each answer reaching the buyer's open list
// without a reload; and a provider moving a buyer's agent purchase requests (purchasing, shipped, rejected
// with a reason) in its seller centre, the buyer's open list following live.
import type { AgentProduct } from '@portal/contracts/entities/trade-request';
import { agentPurchaseRecordSave, agentPurchasingListByKeyword } from '@portal/contracts/http/agent-purchasing';
import {
  factoryVisitApplyable,
  factoryVisitInitiate,
  factoryVisitPortalPage,
  type FactoryVisit,
} from '@portal/contracts/http/factory-visit';
import { apiLogin, callOk } from '../support/api.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { FactoryRequestsSection, MyInspectionsSection } from '../pages/inspection.ts';
import { AgentPurchases } from '../pages/trade.ts';

interface Saved {
  id: number;
}

/**
 * How soon the other browser must show an answer: the user-room push, within a second on a quiet machine
 * (measured and logged below); the bound leaves slack for a loaded one, as the other live journeys do.
 */
const LIVE_MS = 5000;
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

test.describe("the factory's side", () => {
  test.use({ lang: 'en' });
  // Two browsers and their first loads of the centre chunks.
  test.describe.configure({ timeout: 150_000 });

  test('the factory declines a visit with a reason and accepts the next with a time; the buyer sees each live', async ({
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
    const first = await book('Li Lei');

    // Browser A: the buyer's visits, left open.
    const mine = new MyInspectionsSection(page);
    await mine.openVisits('Visits');
    await expect(mine.visit(first.code)).toContainText('Awaiting confirmation', { timeout: FIRST_LOAD_MS });

    // Browser B: the factory's centre.
    const factoryContext = await newContext();
    await storeSession(factoryContext, factory);
    const factoryPage = await factoryContext.newPage();
    const centre = new FactoryRequestsSection(factoryPage);
    await centre.open();
    await expect(centre.visit(first.id)).toContainText('Li Lei', { timeout: FIRST_LOAD_MS });

    await centre.decline(centre.visit(first.id), 'Plant closed for maintenance that week', { decline: 'Decline' });
    await expect(centre.visit(first.id)).toContainText('Declined');
    await live(info, () => expect(mine.visit(first.code)).toContainText('Declined', { timeout: LIVE_MS }));
    await expect(mine.visit(first.code)).toContainText("Factory's reply: Plant closed for maintenance that week");

    // Declined, the factory is free to book again: the buyer books a second visit.
    const second = await book('Han Meimei');
    await mine.openVisits('Visits');
    await expect(mine.visit(second.code)).toContainText('Awaiting confirmation');
    await factoryPage.reload();
    await centre.accept(centre.visit(second.id), '14:30', { accept: 'Accept', time: 'Reception time' });
    await expect(centre.visit(second.id)).toContainText('Confirmed');
    await live(info, () => expect(mine.visit(second.code)).toContainText('Confirmed', { timeout: LIVE_MS }));
    await expect(mine.visit(second.code)).toContainText(`Welcome on ${visitDate} at 14:30`);
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
});
