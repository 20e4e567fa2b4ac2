// The notification centre through app.inject: a notice per user written from the user-room events (the review
// queue's deposit decision end to end, heard twice and written once), only its owner reads or marks it, the
// unread count, pages newest first, both languages, a rolled-back write leaves none, and each new notice and
// each read goes to the user's room with the count.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ServerEventName, ServerEventPayloads } from '@portal/contracts/events/common';
import type { PageOf } from '@portal/contracts/operation';
import * as auction from '@portal/contracts/http/auction';
import * as sign from '@portal/contracts/http/auction-sign';
import * as ops from '@portal/contracts/http/notification';
import * as queue from '@portal/contracts/http/review-queue';
import type { NotificationItem } from '@portal/contracts/http/notification';
import { one, run, transaction } from '../../db/database.ts';
import { useTestApp } from '../../test/app.ts';
import { get, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
const server = useTestApp({ now: () => clock });
const sent: { room: string; event: string; data: unknown }[] = [];
const post = server.post;
const pageOf = async (account: string, query: Record<string, number> = {}, lang: 'zh' | 'en' = 'zh') =>
  (await get<PageOf<NotificationItem>>(server.app, ops.notificationPage, { token: server.token(account), query, lang }))
    .content;
const unreadOf = async (account: string) =>
  (await get<{ unread: number }>(server.app, ops.notificationUnreadCount, { token: server.token(account) })).content
    .unread;

/** What a module publishes on a user's room (the notices come from these). */
function publish<E extends ServerEventName>(account: string, event: E, data: ServerEventPayloads[E]) {
  server.app.realtime.publish(`user:${userIdOf(server.app, account)}`, event, data);
}
const review = (title: string, status: 'approved' | 'rejected' = 'approved') =>
  ({
    kind: 'enterprise',
    id: 1,
    status,
    title,
    titleEn: `${title} (en)`,
    reason: status === 'rejected' ? '执照不清晰' : null,
    link: '/buyerCenter/enterprise',
    at: clock,
  }) as const;

beforeAll(() => {
  const original = server.app.realtime.io.to.bind(server.app.realtime.io);
  // Every event sent to a room, as it leaves (after the commit).
  server.app.realtime.io.to = ((room: string) => {
    const target = original(room);
    return {
      emit: (event: string, message: { data: unknown }) => {
        sent.push({ room, event, data: message.data });
        return (target.emit as (name: string, payload: unknown) => boolean)(event, message);
      },
    };
  }) as never;
}, 60_000);

describe('the notification centre', () => {
  it('asks for a login before it reads the body', async () => {
    expect((await get(server.app, ops.notificationPage)).resultCode).toBe('G001');
    expect((await get(server.app, ops.notificationUnreadCount)).resultCode).toBe('G001');
    expect((await post(ops.notificationRead, { ids: 'x' }, null)).resultCode).toBe('G001');
    expect((await post(ops.notificationRead, {}, 'buyer')).status).toBe(400);
  });

  it('writes one notice per user event that concerns the user, in zh and en, newest first', async () => {
    clock += 1000;
    publish('buyer2', 'user:review', review('义乌新星贸易有限公司'));
    clock += 1000;
    publish('buyer2', 'user:review', review('义乌新星贸易有限公司', 'rejected'));
    clock += 1000;
    publish('buyer2', 'user:cartCount', { count: 3 }); // a counter, not a notice
    const zh = await pageOf('buyer2');
    expect(zh.total).toBe(2);
    expect(zh.records[0]).toMatchObject({
      kind: 'review',
      title: '企业信息未通过审核',
      text: '义乌新星贸易有限公司。原因：执照不清晰',
      link: '/buyerCenter/enterprise',
      createdAt: T0 + 2000,
      readAt: null,
    });
    const en = await pageOf('buyer2', {}, 'en');
    expect(en.records.map((r) => r.title)).toEqual([
      'Enterprise information rejected',
      'Enterprise information approved',
    ]);
    expect(en.records[0]?.text).toBe('义乌新星贸易有限公司 (en). Reason: 执照不清晰');
    expect(await unreadOf('buyer2')).toBe(2);
    expect(await unreadOf('buyer3')).toBe(0);
    expect((await pageOf('buyer3')).total).toBe(0);
  });

  it('tells every tab of the user the notice and the unread count after the commit, and nothing on a rollback', async () => {
    sent.length = 0;
    const room = `user:${userIdOf(server.app, 'buyer3')}`;
    transaction(server.app.db, () => {
      publish('buyer3', 'user:priceApplyDecided', {
        applicationId: 1,
        productId: 7,
        companyId: 2,
        status: 'approved',
        rejectReason: null,
        at: clock,
      });
      expect(sent).toEqual([]);
    });
    expect(sent.map((s) => s.event)).toEqual(['user:priceApplyDecided', 'user:notifications']);
    expect(sent[1]).toMatchObject({
      room,
      data: {
        unread: 1,
        added: {
          kind: 'priceApply',
          title: '价格申请已通过',
          titleEn: 'Price application approved',
          link: '/goodsDetail?id=7',
        },
      },
    });
    sent.length = 0;
    expect(() =>
      transaction(server.app.db, () => {
        publish('buyer3', 'user:review', review('回滚的公司'));
        throw new Error('rolled back');
      }),
    ).toThrow('rolled back');
    expect(sent).toEqual([]);
    expect(await unreadOf('buyer3')).toBe(1);
  });

  it('pages newest first', async () => {
    for (let i = 0; i < 5; i += 1) {
      clock += 1000;
      publish('seller', 'user:orderChanged', {
        orderId: 100 + i,
        orderNo: `NO${i}`,
        status: 'pendingShipment',
        action: 'paid',
        side: 'seller',
        at: clock,
      });
    }
    // The seller's own step is not told back to them.
    publish('seller', 'user:orderChanged', {
      orderId: 1,
      orderNo: 'OWN',
      status: 'shipped',
      action: 'shipped',
      side: 'seller',
      at: clock,
    });
    const first = await pageOf('seller', { pageNum: 1, pageSize: 2 });
    expect(first.total).toBe(5);
    expect(first.records.map((r) => r.text)).toEqual(['订单号 NO4', '订单号 NO3']);
    expect(first.records[0]?.link).toBe('/sellerCenter/ordersReceived?order=104');
    const third = await pageOf('seller', { pageNum: 3, pageSize: 2 });
    expect(third.records.map((r) => r.text)).toEqual(['订单号 NO0']);
  });

  it('marks read only the caller’s own, by ids or all, and tells the other tabs the count', async () => {
    const mine = (await pageOf('seller')).records;
    const others = (await pageOf('buyer2')).records;
    sent.length = 0;
    const marked = await post<{ unread: number }>(
      ops.notificationRead,
      { ids: [mine[0]!.id, others[0]!.id] },
      'seller',
    );
    expect(marked.content).toEqual({ unread: 4 });
    expect(sent).toEqual([
      { room: `user:${userIdOf(server.app, 'seller')}`, event: 'user:notifications', data: { unread: 4, added: null } },
    ]);
    expect(await unreadOf('buyer2')).toBe(2);
    expect((await pageOf('seller')).records[0]?.readAt).toBe(clock);
    // Marking again changes nothing and tells nobody.
    sent.length = 0;
    expect((await post(ops.notificationRead, { ids: [mine[0]!.id] }, 'seller')).content).toEqual({ unread: 4 });
    expect(sent).toEqual([]);
    expect((await post(ops.notificationRead, { all: true }, 'seller')).content).toEqual({ unread: 0 });
    expect(await unreadOf('buyer2')).toBe(2);
  });

  it('keeps a run of outbids on one lot as one unread notice, the latest', async () => {
    const outbid = (price: string) =>
      publish('buyer3', 'user:auctionOutbid', {
        auctionId: 9,
        title: '拍品',
        titleEn: 'Lot',
        reason: 'outbid',
        currentPrice: price,
        yourBid: '100.00',
        proxyCeiling: null,
        at: clock,
      });
    const before = (await pageOf('buyer3')).total;
    outbid('110.00');
    clock += 60_000;
    outbid('120.00');
    const page = await pageOf('buyer3', {}, 'en');
    expect(page.total).toBe(before + 1);
    expect(page.records[0]).toMatchObject({
      kind: 'outbid',
      text: 'Lot: now ¥120.00, your bid ¥100.00',
      createdAt: clock,
    });
  });

  it('writes a deposit approval of the review queue once', async () => {
    const lot = run(
      server.app.db,
      `INSERT INTO auctions (code, title, title_en, company_id, image, unit, quantity, start_price_fen, increment_fen,
         margin_fen, start_at, scheduled_end_at, end_at, extend_window_ms, extend_ms, extend_cap_ms, description,
         location, delivery_terms, created_at, phase)
       VALUES ('NOTICE2', '通知拍品二', 'Notice lot 2', (SELECT company_id FROM users WHERE account = 'factory'), '/img.png',
         'piece', '100', 100000, 1000, 50000, ?, ?, ?, 300000, 300000, 1800000, '[]', '义乌', '自提', ?, 'inProgress')`,
      clock - 60_000,
      clock + 3_600_000,
      clock + 3_600_000,
      clock,
    ).lastId;
    const voucher = run(
      server.app.db,
      "INSERT INTO files (owner_id, name, mime, size, path, created_at, purpose) VALUES (?, 'v.png', 'image/png', 10, 'v.png', ?, 'voucher')",
      userIdOf(server.app, 'buyer2'),
      clock,
    ).lastId;
    const publicId = one<{ public_id: string }>(
      server.app.db,
      'SELECT public_id FROM files WHERE id = ?',
      voucher,
    )!.public_id;
    await post(
      sign.saveAuctionSign,
      { auctionId: lot, contactName: 'Li Lei', contactPhone: '13912345678', agree: true },
      'buyer2',
    );
    const paid = await post<{ id: number }>(
      auction.saveMargin,
      { auctionId: lot, amount: '500.00', paymentTime: clock - 1000, attachments: [publicId] },
      'buyer2',
    );
    expect(paid.resultCode).toBe('000');
    const before = await unreadOf('buyer2');
    const decided = await post(
      queue.reviewQueueDecide,
      { kind: 'deposit', id: paid.content.id, pass: true },
      'operator',
    );
    expect(decided.resultCode).toBe('000');
    expect(await unreadOf('buyer2')).toBe(before + 1);
    expect((await pageOf('buyer2')).records[0]).toMatchObject({
      kind: 'deposit',
      title: '保证金已通过审核',
      text: '通知拍品二',
    });
  });

  it('writes a deposit decision of the review queue once, though both the lot and the queue tell it', async () => {
    const lot = run(
      server.app.db,
      `INSERT INTO auctions (code, title, title_en, company_id, image, unit, quantity, start_price_fen, increment_fen,
         margin_fen, start_at, scheduled_end_at, end_at, extend_window_ms, extend_ms, extend_cap_ms, description,
         location, delivery_terms, created_at, phase)
       VALUES ('NOTICE1', '通知拍品', 'Notice lot', (SELECT company_id FROM users WHERE account = 'factory'), '/img.png',
         'piece', '100', 100000, 1000, 50000, ?, ?, ?, 300000, 300000, 1800000, '[]', '义乌', '自提', ?, 'inProgress')`,
      clock - 60_000,
      clock + 3_600_000,
      clock + 3_600_000,
      clock,
    ).lastId;
    const voucher = run(
      server.app.db,
      "INSERT INTO files (owner_id, name, mime, size, path, created_at, purpose) VALUES (?, 'v.png', 'image/png', 10, 'v.png', ?, 'voucher')",
      userIdOf(server.app, 'buyer'),
      clock,
    ).lastId;
    const publicId = one<{ public_id: string }>(
      server.app.db,
      'SELECT public_id FROM files WHERE id = ?',
      voucher,
    )!.public_id;
    await post(
      sign.saveAuctionSign,
      { auctionId: lot, contactName: 'Li Lei', contactPhone: '13912345678', agree: true },
      'buyer',
    );
    const paid = await post<{ id: number }>(
      auction.saveMargin,
      { auctionId: lot, amount: '500.00', paymentTime: clock - 1000, attachments: [publicId] },
      'buyer',
    );
    expect(paid.resultCode).toBe('000');
    // Signing up and paying are the buyer's own steps: no notice.
    expect(await unreadOf('buyer')).toBe(0);
    const decided = await post(
      queue.reviewQueueDecide,
      { kind: 'deposit', id: paid.content.id, pass: false, reason: '金额不符' },
      'operator',
    );
    expect(decided.resultCode).toBe('000');
    const page = await pageOf('buyer', {}, 'en');
    expect(page.total).toBe(1);
    expect(await unreadOf('buyer')).toBe(1);
    expect(page.records[0]).toMatchObject({
      kind: 'deposit',
      title: 'Deposit rejected',
      text: 'Notice lot. Reason: 金额不符',
      link: `/details?id=${lot}`,
    });
  });
});
