// The service zone as a buyer uses it: from the zone to a carrier, a logistics demand with a bad field shown in
// place, then sent, and found in "my service requests" of the buyer centre; and the provider's answers (accept,
// done, decline with a reason) from another browser reaching the buyer's open list without a reload.
import type { CreatedOrders } from '@portal/contracts/entities/order';
import { saveServiceOrder } from '@portal/contracts/http/order';
import { apiLogin, callOk } from '../support/api.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { ServicesPage } from '../pages/services.ts';

/** How soon the other browser must show the change (the realtime rule, with slack for a loaded machine). */
const PUSH_MS = 5000;

test.describe('service zone', () => {
  test.use({ lang: 'en' });

  test('zone -> carrier -> logistics demand (bad mobile shown in place) -> in my service requests', async ({
    page,
    loginAs,
    consoleErrors,
  }) => {
    await loginAs('buyer');
    const services = new ServicesPage(page);
    await services.openZone();
    await expect(services.zone.getByRole('link', { name: 'Enter the 1039 zone' })).toBeVisible();
    await page.getByRole('link', { name: 'All providers' }).click();
    await expect(page).toHaveURL(/\/serviceProvider/);
    await services.providerCards.first().getByRole('link', { name: 'Request transport' }).click();
    await expect(page).toHaveURL(/\/serveDetail\?kind=carrier&id=\d+/);

    const goods = `Plastic toys ${Date.now().toString(36)}`;
    await services.field('logistics', 'goodsName').fill(goods);
    await services.field('logistics', 'weight').fill('1200');
    await services.field('logistics', 'toRegionCode').selectOption('4403');
    await services.field('logistics', 'contactName').fill('Li Lei');
    await services.field('logistics', 'contactMobile').fill('12345');
    await services.submit('logistics');
    await expect(services.errorOf('logistics', 'contactMobile')).toHaveText(/mobile/i);
    await expect(services.done).toHaveCount(0);

    await services.field('logistics', 'contactMobile').fill('13800000001');
    await services.submit('logistics');
    await expect(services.done).toContainText(/Number \d+/);
    await services.done.getByRole('link', { name: 'See my service requests' }).click();
    await expect(page).toHaveURL(/\/buyerCenter\/serviceRequests/);
    const row = services.requests.locator('li').filter({ hasText: goods });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Logistics');
    await expect(row).toContainText('Submitted');
    expect(consoleErrors).toEqual([]);
  });

  test("the provider accepts, completes and declines in its browser; the buyer's open list follows live", async ({
    page,
    loginAs,
    newContext,
    consoleErrors,
  }) => {
    const buyer = await loginAs('buyer');
    const provider = await apiLogin('provider');
    const tag = Date.now().toString(36);
    const order = async (title: string) =>
      (
        await callOk<CreatedOrders>(saveServiceOrder, {
          token: buyer.token,
          lang: 'en',
          body: {
            providerCompanyId: provider.user.company!.id,
            serviceType: 'design',
            title,
            quantity: '40',
            unit: 'piece',
            expectedDate: '2099-01-20',
            paymentMethod: 'online',
            contactName: 'Li Lei',
            contactMobile: '13800000001',
          },
        })
      ).orders[0]!;
    const kept = await order(`Catalogue photos ${tag}`);
    const refused = await order(`Booth design ${tag}`);

    // Browser A: the buyer's requests, left open.
    const mine = new ServicesPage(page);
    await page.goto('/buyerCenter/serviceRequests');
    await expect(mine.statusOf(kept.id)).toHaveText('Submitted');
    await expect(mine.statusOf(refused.id)).toHaveText('Submitted');

    // Browser B: the provider's received requests.
    const providerContext = await newContext();
    await storeSession(providerContext, provider);
    const providerPage = await providerContext.newPage();
    const received = new ServicesPage(providerPage);
    await providerPage.goto('/sellerCenter/serviceRequestsReceived');
    // The second browser's first page load (a fresh context, the centre chunks) is slow on a loaded machine.
    await expect(received.statusOf(kept.id)).toHaveText('Submitted', { timeout: 20_000 });
    await expect(received.request(kept.orderNo)).toContainText('From:');

    await received.accept(kept.id).click();
    await expect(received.statusOf(kept.id)).toHaveText('Accepted');
    await expect(mine.statusOf(kept.id)).toHaveText('Accepted', { timeout: PUSH_MS });
    await received.complete(kept.id).click();
    await expect(received.statusOf(kept.id)).toHaveText('Completed');
    await expect(mine.statusOf(kept.id)).toHaveText('Completed', { timeout: PUSH_MS });

    await received.decline(refused.id, 'Fully booked until March');
    await expect(received.statusOf(refused.id)).toHaveText('Declined');
    await expect(mine.statusOf(refused.id)).toHaveText('Declined', { timeout: PUSH_MS });
    await expect(mine.declineNote(refused.id)).toHaveText('Declined: Fully booked until March');
    await providerContext.close();
    expect(consoleErrors).toEqual([]);
  });
});
