// The notification centre end to end, each party in a browser of its own: the operator decides two deposits
// in the console; the rejected bidder's two open tabs both show the bell's count go up within a second, the
// bell lists the decision newest first and opening it marks it read in both tabs; the other bidder, offline at
// the time, finds the approval at the next visit. The stack runs with AUTO_REVIEW off.
import { HEADER_TOKEN } from '@portal/contracts/envelope';
import { auctionPortalPage, saveMargin } from '@portal/contracts/http/auction';
import { saveAuctionSign } from '@portal/contracts/http/auction-sign';
import { UPLOAD_FIELD, upload } from '@portal/contracts/http/file';
import { pageAuctionPortal } from '@portal/contracts/http/auction-portal';
import { notificationRead } from '@portal/contracts/http/notification';
import type { AuctionCard } from '@portal/contracts/entities/auction';
import type { MyAuctionCard } from '@portal/contracts/http/auction';
import { reviewQueuePage, type ReviewItem } from '@portal/contracts/http/review-queue';
import type { PageOf } from '@portal/contracts/operation';
import { apiLogin, callOk } from '../support/api.ts';
import { API_URL } from '../support/env.ts';
import { expect, storeSession, test } from '../support/fixtures.ts';
import { ConsolePage } from '../pages/console.ts';
import { NotificationBell, NotificationsSection } from '../pages/notifications.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadVoucher(token: string): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([PNG], { type: 'image/png' }), 'voucher.png');
  const response = await fetch(`${API_URL}${upload.path}?purpose=voucher`, {
    method: 'POST',
    headers: { [HEADER_TOKEN]: token },
    body: form,
  });
  const answer = (await response.json()) as { resultCode: string; content: { fileId: string } };
  if (answer.resultCode !== '000') throw new Error(`upload answered ${JSON.stringify(answer)}`);
  return answer.content.fileId;
}

/** The operator's pending deposit of an account on a lot (the console lists 10 a page). */
async function pendingDeposit(account: string, lotId: number): Promise<ReviewItem & { page: number }> {
  const operator = await apiLogin('operator');
  const items = (
    await callOk<PageOf<ReviewItem>>(reviewQueuePage, {
      query: { kind: 'deposit', pageSize: 100 },
      token: operator.token,
    })
  ).records;
  const index = items.findIndex((i) => i.applicant.account === account && i.subject?.link.endsWith(`=${lotId}`));
  if (index < 0) throw new Error(`no pending deposit of ${account}`);
  return { ...items[index]!, page: Math.floor(index / 10) + 1 };
}

test.describe('notification centre', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a decision reaches both open tabs at once, is read in both, and waits for the bidder who was away', async ({
    page,
    loginAs,
    newContext,
  }) => {
    const online = await loginAs('buyer3');
    const away = await apiLogin('buyer2');
    const running = await callOk<PageOf<AuctionCard>>(pageAuctionPortal, {
      query: { pageNum: 1, pageSize: 50, status: 'inProgress', sort: 'endingSoon' },
    });
    const signed = async (token: string) =>
      (
        await callOk<PageOf<MyAuctionCard>>(auctionPortalPage, {
          token,
          query: { pageNum: 1, pageSize: 100, status: 'inProgress' },
        })
      ).records.map((lot) => lot.id);
    const taken = new Set([...(await signed(online.token)), ...(await signed(away.token))]);
    const lot = running.records.filter((card) => !taken.has(card.id)).at(-1);
    if (!lot) throw new Error('no running lot that neither buyer has signed up for');
    for (const bidder of [online, away]) {
      await callOk(saveAuctionSign, {
        body: { auctionId: lot.id, contactName: '王采购', contactPhone: '13900000003', agree: true },
        token: bidder.token,
      });
      await callOk(saveMargin, {
        body: {
          auctionId: lot.id,
          amount: lot.marginAmount,
          paymentTime: Date.now() - 60_000,
          attachments: [await uploadVoucher(bidder.token)],
        },
        token: bidder.token,
      });
    }

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
