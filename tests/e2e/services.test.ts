// The service zone as a buyer uses it: from the zone to a carrier, a logistics demand with a bad field shown in
// place, then sent, and found in "my service requests" of the buyer centre.
import { expect, test } from '../support/fixtures.ts';
import { ServicesPage } from '../pages/services.ts';

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
});
