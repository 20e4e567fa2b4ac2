// The deposit flow over HTTP: sign-up -> vouchers -> pending review ('Margin Under Review!' for a bid) ->
// approved automatically after the review delay on the server clock, or by the operator, or rejected with a
// reason and sent again; the refusals of sign-up; and English reads without Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { run } from '../../db/database.ts';
import type { AuctionCard, AuctionDetail, SpecialAuction } from '@portal/contracts/entities/auction';
import type { BidAnswer, MarginInfo, MarginReviewItem, ReviewMarginResult } from '@portal/contracts/http/auction';
import * as auction from '@portal/contracts/http/auction';
import * as portal from '@portal/contracts/http/auction-portal';
import * as sign from '@portal/contracts/http/auction-sign';
import * as special from '@portal/contracts/http/special-auction';
import * as announcement from '@portal/contracts/http/bid-announcement';
import type { AuctionSignResult } from '@portal/contracts/http/auction-sign';
import type { Participation } from '@portal/contracts/http/auction-portal';
import type { BidAnnouncement } from '@portal/contracts/http/bid-announcement';
import type { PageOf } from '@portal/contracts/operation';
import { CJK } from '../../lib/text.ts';
import { get, tokenOf, userIdOf } from '../../test/helpers.ts';
import { DEFAULT_MARGIN_REVIEW_MS } from './realtime.ts';
import { createLot, key, post } from './test-kit.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;

beforeAll(async () => {
  // These tests prove the automatic review (AUTO_REVIEW on); off is proven in review/review.test.ts.
  app = await buildApp({ dbFile: ':memory:', now: () => clock, autoReview: true });
}, 60_000); // seeding a database takes seconds on a loaded machine
afterAll(() => app.close());

/** A file the user uploaded with this purpose (as file/upload stores it); answers its public id. */
function upload(account: string, purpose: string): string {
  const id = run(
    app.db,
    "INSERT INTO files (owner_id, name, mime, size, path, created_at, purpose) VALUES (?, 'voucher.png', 'image/png', 10, 'x.png', ?, ?)",
    userIdOf(app, account),
    clock,
    purpose,
  ).lastId;
  return (app.db.prepare('SELECT public_id FROM files WHERE id = ?').get(id) as { public_id: string }).public_id;
}

const signUp = (token: string, auctionId: number, lang: 'zh' | 'en' = 'en') =>
  post<AuctionSignResult>(
    app,
    sign.saveAuctionSign,
    { auctionId, contactName: 'Li Lei', contactPhone: '13912345678', agree: true },
    token,
    lang,
  );
const pay = (token: string, auctionId: number, attachments: string[], over: Record<string, unknown> = {}) =>
  post<{ id: number }>(
    app,
    auction.saveMargin,
    { auctionId, amount: '500.00', paymentTime: clock - 1000, attachments, ...over },
    token,
    'en',
  );
const margin = async (token: string, auctionId: number) =>
  (await get<MarginInfo>(app, auction.getMarginAmount, { query: { auctionId }, token })).content;
const bid = (token: string, auctionId: number, amount: string) =>
  post<BidAnswer>(app, sign.signIncreasePrice, { auctionId, amount, idempotencyKey: key() }, token, 'en');

describe('deposit flow', () => {
  it('goes from sign-up to vouchers to pending review to automatic approval, then bidding is open', async () => {
    const lot = createLot(app);
    const token = tokenOf(app, 'buyer3');
    expect((await margin(token, lot)).depositStatus).toBe('unregistered');
    expect(await signUp(token, lot)).toMatchObject({ resultCode: '000', content: { depositStatus: 'unpaid' } });
    expect((await bid(token, lot, '1000.00')).content).toBe('Please pay the deposit first.');

    const voucher = upload('buyer3', 'voucher');
    // Bad input is refused naming the field, and nothing changes.
    expect(await pay(token, lot, [upload('buyer3', 'attachment')])).toMatchObject({
      status: 400,
      field: 'attachments',
    });
    expect(await pay(token, lot, [upload('buyer', 'voucher')])).toMatchObject({ status: 400, field: 'attachments' });
    expect(await pay(token, lot, [voucher], { amount: '499.99' })).toMatchObject({ status: 400, field: 'amount' });
    expect(await pay(token, lot, [voucher], { paymentTime: clock + 60_000 })).toMatchObject({
      status: 400,
      field: 'paymentTime',
    });
    const four = [voucher, upload('buyer3', 'voucher'), upload('buyer3', 'voucher'), upload('buyer3', 'voucher')];
    expect((await pay(token, lot, four)).status).toBe(400);
    expect((await margin(token, lot)).depositStatus).toBe('unpaid');

    expect((await pay(token, lot, [voucher])).resultCode).toBe('000');
    const pending = await margin(token, lot);
    expect(pending).toMatchObject({
      depositStatus: 'pendingReview',
      paid: { amount: '500.00', attachments: [{ fileId: voucher }] },
    });
    expect(await bid(token, lot, '1000.00')).toMatchObject({ resultCode: 'B004', content: 'Margin Under Review!' });
    expect(await post(app, portal.participate, { auctionId: lot, agree: true }, token, 'en')).toMatchObject({
      resultCode: 'B004',
    });
    expect((await pay(token, lot, [voucher])).resultCode).toBe('B004');

    clock = T0 + DEFAULT_MARGIN_REVIEW_MS - 1;
    expect((await margin(token, lot)).depositStatus).toBe('pendingReview');
    clock = T0 + DEFAULT_MARGIN_REVIEW_MS;
    expect((await margin(token, lot)).depositStatus).toBe('approved');
    expect(
      (await post<Participation>(app, portal.participate, { auctionId: lot, agree: true }, token)).content,
    ).toMatchObject({
      room: `auction:${lot}`,
      depositStatus: 'approved',
    });
    expect((await bid(token, lot, '1000.00')).content).toMatchObject({ outcome: 'accepted' });
    clock = T0;
  });

  it('lets the operator reject with a reason (told to the bidder) and approve the payment sent again', async () => {
    const lot = createLot(app);
    const token = tokenOf(app, 'buyer2');
    const operator = tokenOf(app, 'operator');
    const buyer2 = userIdOf(app, 'buyer2');
    await signUp(token, lot);
    await pay(token, lot, [upload('buyer2', 'voucher')]);
    const review = (body: Record<string, unknown>, as = operator) =>
      post<ReviewMarginResult>(app, auction.reviewMargin, { auctionId: lot, userId: buyer2, ...body }, as, 'en');
    expect((await review({ decision: 'approve' }, token)).status).toBe(403);
    expect(await review({ decision: 'reject' })).toMatchObject({ status: 400, field: 'reason' });
    const queue = await get<PageOf<MarginReviewItem>>(app, auction.pageMargins, {
      query: { depositStatus: 'pendingReview', auctionId: lot },
      token: operator,
    });
    expect(queue.content.records).toEqual([
      expect.objectContaining({
        userId: buyer2,
        depositStatus: 'pendingReview',
        amount: '500.00',
        autoApproveAt: T0 + DEFAULT_MARGIN_REVIEW_MS,
      }),
    ]);
    expect(await review({ decision: 'reject', reason: 'Wrong amount on the voucher' })).toMatchObject({
      content: { depositStatus: 'rejected' },
    });
    const detail = (await get<AuctionDetail>(app, auction.getPortalAuctionInfo, { query: { id: lot }, token })).content;
    expect(detail.me).toMatchObject({
      depositStatus: 'rejected',
      rejectReason: 'Wrong amount on the voucher',
      bidBlock: 'rejected',
    });
    // The review delay passing changes nothing once decided.
    clock = T0 + 10 * DEFAULT_MARGIN_REVIEW_MS;
    expect((await margin(token, lot)).depositStatus).toBe('rejected');
    expect((await review({ decision: 'approve' })).field).toBe('decision');
    await pay(token, lot, [upload('buyer2', 'voucher')]);
    expect(await review({ decision: 'approve' })).toMatchObject({ content: { depositStatus: 'approved' } });
    expect((await margin(token, lot)).depositStatus).toBe('approved');
    clock = T0;
  });

  it('refuses sign-up to the seller, to unauthenticated personal users and after the end', async () => {
    const lot = createLot(app, { endAt: T0 + 60_000 });
    expect(await signUp(tokenOf(app, 'factory'), lot)).toMatchObject({ content: 'You cannot bid on your own lot.' });
    expect(await signUp(tokenOf(app, 'personal'), lot)).toMatchObject({ resultCode: 'B007' });
    clock = T0 + 60_000;
    expect(await signUp(tokenOf(app, 'buyer3'), lot)).toMatchObject({ content: 'The auction has ended.' });
    clock = T0;
  });
});

describe('English reads', () => {
  it('answer lot titles, descriptions, sessions and announcements without Chinese', async () => {
    const hall = await get<PageOf<AuctionCard>>(app, portal.pageAuctionPortal, {
      query: { pageSize: 100 },
      lang: 'en',
    });
    const seeded = hall.content.records.filter((a) => !a.code.startsWith('TEST'));
    expect(seeded.length).toBeGreaterThan(30);
    for (const card of seeded) {
      expect(card.title).not.toMatch(CJK);
      expect(card.seller.name).not.toMatch(CJK);
      const d = (await get<AuctionDetail>(app, auction.getPortalAuctionInfo, { query: { id: card.id }, lang: 'en' }))
        .content;
      expect([...d.description, d.location, d.deliveryTerms].join(' ')).not.toMatch(CJK);
    }
    const sessions = await get<SpecialAuction[]>(app, special.specialAuctionList, { lang: 'en' });
    for (const s of sessions.content) expect([s.title, s.theme, s.intro, s.organizer].join(' ')).not.toMatch(CJK);
    const news = await get<PageOf<BidAnnouncement>>(app, announcement.bidAnnouncementListByKeyword, {
      query: { pageSize: 100 },
      lang: 'en',
    });
    expect(news.content.records.map((n) => n.kind)).toEqual(expect.arrayContaining(['notice', 'result']));
    for (const n of news.content.records) expect([n.title, ...n.body].join(' ')).not.toMatch(CJK);
    // A seeded rejected deposit explains itself in English too.
    const mine = await get<PageOf<{ me: { rejectReason: string | null } }>>(app, auction.auctionPortalPage, {
      query: { depositStatus: 'rejected' },
      token: tokenOf(app, 'buyer3'),
      lang: 'en',
    });
    expect(mine.content.records.length).toBeGreaterThan(0);
    for (const r of mine.content.records) expect(r.me.rejectReason).toMatch(/^The amount on the voucher/);
  });
});
