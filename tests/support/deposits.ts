// Deposits waiting for the operator, set up through the API where the browser is not the point (the console's
// and the notification centre's journeys): a running lot none of the bidders has touched, each bidder signed up
// with a deposit declared by voucher and left pending, and where a pending item sits in the console's queue.
import type { AuctionCard } from '@portal/contracts/entities/auction';
import type { LoginResult } from '@portal/contracts/entities/user';
import { auctionPortalPage, saveMargin, type MyAuctionCard } from '@portal/contracts/http/auction';
import { pageAuctionPortal } from '@portal/contracts/http/auction-portal';
import { saveAuctionSign } from '@portal/contracts/http/auction-sign';
import { reviewQueuePage, type ReviewItem } from '@portal/contracts/http/review-queue';
import type { PageOf } from '@portal/contracts/operation';
import { apiLogin, callOk } from './api.ts';
import { uploadVoucher } from './settlement.ts';

/** The console lists 10 a page. */
export const CONSOLE_PAGE_SIZE = 10;

/**
 * The running lot ending last that none of `bidders` has signed up for (the settlement journeys take the one
 * ending first): no other test's deposits on it, and it stays open while the test runs.
 */
export async function untouchedLotEndingLast(bidders: readonly LoginResult[]): Promise<AuctionCard> {
  const running = await callOk<PageOf<AuctionCard>>(pageAuctionPortal, {
    query: { pageNum: 1, pageSize: 50, status: 'inProgress', sort: 'endingSoon' },
  });
  const taken = new Set<number>();
  for (const bidder of bidders) {
    const mine = await callOk<PageOf<MyAuctionCard>>(auctionPortalPage, {
      token: bidder.token,
      query: { pageNum: 1, pageSize: 100, status: 'inProgress' },
    });
    for (const lot of mine.records) taken.add(lot.id);
  }
  const lot = running.records.filter((card) => !taken.has(card.id)).at(-1);
  if (!lot) throw new Error('no running lot that none of the bidders has signed up for');
  return lot;
}

/** Signs each bidder up for the lot (under its contact name) and declares the deposit with a voucher, pending. */
export async function declareDeposits(
  lot: Pick<AuctionCard, 'id' | 'marginAmount'>,
  bidders: readonly { bidder: LoginResult; contactName: string }[],
): Promise<void> {
  for (const { bidder, contactName } of bidders) {
    await callOk(saveAuctionSign, {
      body: { auctionId: lot.id, contactName, contactPhone: '13900000003', agree: true },
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
}

/** The first pending item of a kind that matches, with the console page it is on. */
export async function pendingItem(
  kind: string,
  match: (item: ReviewItem) => boolean,
): Promise<ReviewItem & { page: number }> {
  const operator = await apiLogin('operator');
  const items = (
    await callOk<PageOf<ReviewItem>>(reviewQueuePage, { query: { kind, pageSize: 100 }, token: operator.token })
  ).records;
  const index = items.findIndex(match);
  if (index < 0) throw new Error(`no pending ${kind} item found`);
  return { ...items[index]!, page: Math.floor(index / CONSOLE_PAGE_SIZE) + 1 };
}
