// Data for the settlement journeys, set up through the API where the browser is not the point: a running lot
// nobody of the test has touched, both bidders signed up with an approved deposit (voucher, operator), bids;
// the open group buy that closes first, its participants approved and the target reached. And the server
// clock moved just past an end (the clock only moves forward and is shared by the whole run: the smallest
// step that ends what the test needs).
import { HEADER_TOKEN } from '@portal/contracts/envelope';
import type { AuctionCard, AuctionSnapshot } from '@portal/contracts/entities/auction';
import type { GroupBuyCard, GroupBuyDetail, GroupBuyRegistration } from '@portal/contracts/entities/trade-request';
import type { LoginResult } from '@portal/contracts/entities/user';
import { auctionPortalPage, reviewMargin, saveMargin, type MyAuctionCard } from '@portal/contracts/http/auction';
import { pageAuctionPortal } from '@portal/contracts/http/auction-portal';
import { roundRobin, saveAuctionSign, signIncreasePrice } from '@portal/contracts/http/auction-sign';
import {
  centralizedListByKeyword,
  centralizedRegisterMine,
  centralizedRegisterReview,
  centralizedRegisterSave,
  getCentralizedProduct,
} from '@portal/contracts/http/centralized';
import { UPLOAD_FIELD, upload } from '@portal/contracts/http/file';
import { fenTimes, fenToMoney, moneyToFen, quantityToBigUnits, bigUnitsToQuantity } from '@portal/contracts/money';
import type { PageOf } from '@portal/contracts/operation';
import { callOk } from './api.ts';
import { API_URL } from './env.ts';
import type { MockAids } from './mock.ts';

/** A 1x1 PNG: a payment voucher the server accepts by its content. */
export const VOUCHER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a payment voucher as the user (file/upload, purpose voucher); answers its file id. */
export async function uploadVoucher(token: string): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([VOUCHER_PNG], { type: 'image/png' }), 'voucher.png');
  const response = await fetch(`${API_URL}${upload.path}?purpose=voucher`, {
    method: 'POST',
    headers: { [HEADER_TOKEN]: token },
    body: form,
  });
  const answer = (await response.json()) as { resultCode: string; content: { fileId: string } };
  if (answer.resultCode !== '000') throw new Error(`upload answered ${JSON.stringify(answer)}`);
  return answer.content.fileId;
}

export function lotSnapshot(auctionId: number, token?: string): Promise<AuctionSnapshot> {
  return callOk<AuctionSnapshot>(roundRobin, { query: { auctionId }, token });
}

/** The ids of the running lots the user signed up for (any deposit status). */
async function signedLots(token: string): Promise<Set<number>> {
  const page = await callOk<PageOf<MyAuctionCard>>(auctionPortalPage, {
    token,
    query: { pageNum: 1, pageSize: 100, status: 'inProgress' },
  });
  return new Set(page.records.map((lot) => lot.id));
}

/**
 * The running lot that ends first with at least `minLeftMs` to go that none of `bidders` has signed up for:
 * no other test's deposits or bids on it (the live-auction tests take the lot ending last), and the clock
 * need move only a little to end it.
 */
export async function untouchedLotEndingFirst(bidders: LoginResult[], minLeftMs: number): Promise<AuctionCard> {
  const running = await callOk<PageOf<AuctionCard>>(pageAuctionPortal, {
    query: { pageNum: 1, pageSize: 50, status: 'inProgress', sort: 'endingSoon' },
  });
  const taken = new Set<number>();
  for (const bidder of bidders) for (const id of await signedLots(bidder.token)) taken.add(id);
  const first = running.records[0];
  if (!first) throw new Error('no running lot');
  const now = (await lotSnapshot(first.id)).serverNow;
  const lot = running.records.find((card) => !taken.has(card.id) && card.endAt - now >= minLeftMs);
  if (!lot) throw new Error('no running lot the bidders have not signed up for');
  return lot;
}

/** Signs each bidder up for the lot, declares the deposit with a voucher, and has the operator approve it. */
export async function approveDeposits(
  lot: Pick<AuctionCard, 'id' | 'marginAmount'>,
  bidders: LoginResult[],
  mock: MockAids,
): Promise<void> {
  for (const bidder of bidders) {
    await callOk(saveAuctionSign, {
      body: {
        auctionId: lot.id,
        contactName: bidder.user.nickname.slice(0, 20) || '采购',
        contactPhone: '13900000003',
        agree: true,
      },
      token: bidder.token,
    });
    await callOk(saveMargin, {
      body: {
        auctionId: lot.id,
        amount: lot.marginAmount,
        paymentTime: (await mock.now()) - 60_000,
        attachments: [await uploadVoucher(bidder.token)],
      },
      token: bidder.token,
    });
    await callOk(reviewMargin, {
      body: { auctionId: lot.id, userId: bidder.user.id, decision: 'approve' },
      token: await mock.operatorToken(),
    });
  }
}

/** Bids the lot's next minimum as the bidder; answers the amount bid. */
export async function bidNextMinimum(lotId: number, bidder: LoginResult): Promise<string> {
  const snap = await lotSnapshot(lotId, bidder.token);
  if (!snap.nextMinBid) throw new Error(`lot ${lotId} takes no bid`);
  const answer = await callOk<{ outcome: string }>(signIncreasePrice, {
    token: bidder.token,
    body: {
      auctionId: lotId,
      amount: snap.nextMinBid,
      idempotencyKey: `e2e-settle-${lotId}-${bidder.user.id}-${Date.now()}`,
    },
  });
  if (answer.outcome !== 'accepted') throw new Error(`the bid on lot ${lotId} was ${answer.outcome}`);
  return snap.nextMinBid;
}

/** Moves the server clock to one second past `at` (nothing when it is there already); answers the step. */
export async function advancePast(mock: MockAids, at: number): Promise<number> {
  const step = at + 1000 - (await mock.now());
  if (step > 0) await mock.advanceClock(step);
  return Math.max(0, step);
}

/** The open group buy that closes first (the smallest clock step that closes one). */
export async function groupBuyClosingFirst(): Promise<GroupBuyCard> {
  const open = await callOk<PageOf<GroupBuyCard>>(centralizedListByKeyword, {
    query: { status: 'inProgress', sort: 'deadlineAsc', pageNum: 1, pageSize: 1 },
  });
  const first = open.records[0];
  if (!first) throw new Error('no open group buy');
  return first;
}

export function groupBuyDetail(id: number, token?: string): Promise<GroupBuyDetail> {
  return callOk<GroupBuyDetail>(getCentralizedProduct, { params: { id }, token });
}

/** The deposit a quantity of the group buy needs (price x quantity x margin ratio). */
function depositFor(groupBuy: GroupBuyCard, quantity: string): string {
  return fenToMoney(fenTimes(moneyToFen(groupBuy.price) ?? 0, quantity, groupBuy.marginRatio));
}

/** Registers the user for `quantity` with the deposit it needs and a voucher, and has the operator approve it. */
export async function joinApproved(
  groupBuy: GroupBuyCard,
  participant: LoginResult,
  quantity: string,
  mock: MockAids,
): Promise<void> {
  await callOk(centralizedRegisterSave, {
    body: {
      centralizedId: groupBuy.id,
      quantity,
      deposit: depositFor(groupBuy, quantity),
      paymentTime: (await mock.now()) - 60_000,
      attachments: [await uploadVoucher(participant.token)],
      contactName: participant.user.nickname.slice(0, 20) || '采购',
      contactPhone: '13900000003',
    },
    token: participant.token,
  });
  await approvePending(groupBuy.id, participant, mock);
}

/** Approves the user's registration of the group buy if it waits for review. */
async function approvePending(groupBuyId: number, participant: LoginResult, mock: MockAids): Promise<void> {
  const mine = await callOk<PageOf<GroupBuyRegistration>>(centralizedRegisterMine, {
    query: { pageSize: 100, depositStatus: 'pendingReview' },
    token: participant.token,
  });
  const registration = mine.records.find((r) => r.groupBuy.id === groupBuyId);
  if (!registration) return;
  await callOk(centralizedRegisterReview, {
    body: { registrationId: registration.id, approve: true },
    token: await mock.operatorToken(),
  });
}

/**
 * Makes each participant an approved participant of the group buy (registered for the minimum if it was not,
 * approved if it waited for review), then has `filler` join with what the target still lacks, so that the group
 * buy reaches its target at its deadline. Answers the group buy as each participant now sees it.
 */
export async function reachTarget(
  groupBuy: GroupBuyCard,
  participants: LoginResult[],
  filler: LoginResult,
  mock: MockAids,
): Promise<GroupBuyDetail[]> {
  for (const participant of participants) {
    const me = (await groupBuyDetail(groupBuy.id, participant.token)).me;
    if (me?.depositStatus === 'unregistered' || me?.depositStatus === 'rejected')
      await joinApproved(groupBuy, participant, groupBuy.minQuantity, mock);
    else if (me?.depositStatus === 'pendingReview') await approvePending(groupBuy.id, participant, mock);
    else if (me?.depositStatus !== 'approved')
      throw new Error(
        `${participant.user.account} cannot take part in group buy ${groupBuy.id} (${me?.depositStatus})`,
      );
  }
  const now = await groupBuyDetail(groupBuy.id);
  const lacking = quantityToBigUnits(now.targetQuantity) - quantityToBigUnits(now.joinedQuantity);
  if (lacking > 0n) {
    const minimum = quantityToBigUnits(now.minQuantity);
    await joinApproved(groupBuy, filler, bigUnitsToQuantity(lacking > minimum ? lacking : minimum), mock);
  }
  return Promise.all(participants.map((participant) => groupBuyDetail(groupBuy.id, participant.token)));
}
