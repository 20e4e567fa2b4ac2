// The notification centre end to end, each party in a browser of its own: the operator decides two deposits
// in the console; the rejected bidder's two open tabs both show the bell's count go up within a second, the
// bell lists the decision newest first and opening it marks it read in both tabs; the other bidder, offline at
// the time, finds the approval at the next visit. The stack runs with AUTO_REVIEW off.
import { notificationRead } from '@portal/contracts/http/notification';
import { apiLogin, callOk } from '../support/api.ts';
import { declareDeposits, pendingItem, untouchedLotEndingLast } from '../support/deposits.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { ConsolePage } from '../pages/console.ts';
import { NotificationBell, NotificationsSection } from '../pages/notifications.ts';

/** The operator's pending deposit of an account on a lot, with its console page. */
const pendingDeposit = (account: string, lotId: number) =>
  pendingItem('deposit', (i) => i.applicant.account === account && i.subject?.link.endsWith(`=${lotId}`) === true);

test.describe('notification centre', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a decision reaches both open tabs at once, is read in both, and waits for the bidder who was away', async ({
    page,
    loginAs,
    newContext,
  }) => {
    const online = await loginAs('buyer3');
    const away = await apiLogin('buyer2');
    const lot = await untouchedLotEndingLast([online, away]);
    await declareDeposits(lot, [
      { bidder: online, contactName: '王采购' },
      { bidder: away, contactName: '王采购' },
    ]);

    // The test owns what the bell shows: whatever earlier tests told this bidder is read first.
    await callOk(notificationRead, { body: { all: true }, token: online.token });
    // The online bidder has two tabs open (the help centre: a light page); their own steps (signing up,
    // paying) are no notices.
    await page.goto('/help');
    const tabA = new NotificationBell(page);
    const second = await page.context().newPage();
    await second.goto('/help');
    const tabB = new NotificationBell(second);
    for (const tab of [tabA, tabB]) {
      await expect(tab.bell).toBeVisible({ timeout: 30_000 });
      await expect(tab.count).toBeHidden();
    }

    const operatorContext = await newContext();
    await storeSession(operatorContext, await apiLogin('operator'));
    const console = new ConsolePage(await operatorContext.newPage());
    const rejected = await pendingDeposit('buyer3', lot.id);
    await console.open({ kind: 'deposit', page: rejected.page });
    await console.reject('deposit', rejected.id, '凭证金额与保证金不符');
    await expect(console.item('deposit', rejected.id)).toBeHidden();
    // Both tabs hear it on the user's room: the count goes up within a second.
    await Promise.all([tabA, tabB].map((tab) => expect(tab.count).toHaveText('1', { timeout: 1_000 })));

    const approved = await pendingDeposit('buyer2', lot.id);
    await console.open({ kind: 'deposit', page: approved.page });
    await console.approve('deposit', approved.id);
    await expect(console.item('deposit', approved.id)).toBeHidden();

    // Opening the bell lists the decision newest first, linked to the lot, and marks it read in both tabs.
    await tabA.open();
    await expect(tabA.rows.first()).toContainText('保证金未通过审核');
    await expect(tabA.rows.first()).toContainText('凭证金额与保证金不符');
    await expect(tabA.rows.first()).toHaveAttribute('data-unread', 'true');
    await expect(tabA.rows.first().getByRole('link')).toHaveAttribute('href', `/details?id=${lot.id}`);
    for (const tab of [tabA, tabB]) await expect(tab.count).toBeHidden({ timeout: 2_000 });
    await tabA.rows.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/details\\?id=${lot.id}$`));

    // The bidder who was away finds the approval at the next visit, and on the centre's page.
    const awayContext = await newContext();
    await storeSession(awayContext, away);
    const awayPage = await awayContext.newPage();
    await awayPage.goto('/help');
    const awayBell = new NotificationBell(awayPage);
    // At least the approval (the seeded lots may have told this bidder more while the stack ran).
    await expect(awayBell.count).toBeVisible({ timeout: 30_000 });
    const centre = new NotificationsSection(awayPage);
    await centre.open();
    const approval = centre.rows.filter({ hasText: lot.title }).first();
    await expect(approval).toContainText('保证金已通过审核');
    await expect(approval.getByRole('link')).toHaveAttribute('href', `/details?id=${lot.id}`);
  });
});
