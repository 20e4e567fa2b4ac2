// An order to its end: pay (the mock payment step; financing draws on the credit facility), the seller's
// confirm, ship and cancel, the buyer's receipt and one review per line; and the server's sweep that cancels
// an online order not paid by its deadline (server clock), giving back its stock and coupon. Each step runs in
// one transaction, writes a timeline row and tells both parties after the commit (`user:orderChanged`).
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_FAILURE_LABELS,
  type OrderActionValue,
  type OrderDetail,
  type OrderStatusValue,
  type PaymentFailureReason,
} from '@portal/contracts/entities/order';
import { all, one, run, transaction, type Db } from '../../db/database.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { fenToMoney } from '../../lib/money.ts';
import { pick } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { creditFacility, drawCredit } from '../customer/public.ts';
import { recordProductReview } from '../engagement/public.ts';
import { SYSTEM, cancelInTransaction, publishOrderChanged, recordOrderEvent, type Actor } from './order-records.ts';
import { orderDetail } from './service.ts';

interface StepRow {
  id: number;
  status: OrderStatusValue;
  type: 'general' | 'financing';
  payment_method: 'online' | 'cashOnDelivery';
  buyer_user_id: number;
  buyer_company_id: number | null;
  seller_company_id: number;
  total_fen: number;
  deposit_applied_fen: number;
  confirmed_at: number | null;
  cancelled_by: string | null;
  paid_at: number | null;
}

/** A shop's rating (0-100) is its reviews' stars (x20) averaged with its rating before them, weighted as this many. */
const RATING_PRIOR_WEIGHT = 10;

/** Cancels every online order past its payment deadline (server clock); its stock and coupon go back. */
export function expireUnpaid(app: FastifyInstance): number {
  const now = app.now();
  const due = all<{ id: number }>(
    app.db,
    `SELECT id FROM trade_orders WHERE status = 'pendingPayment' AND pay_deadline IS NOT NULL AND pay_deadline <= ?`,
    now,
  );
  for (const { id } of due) {
    transaction(app.db, () => {
      const row = one<{ status: string }>(app.db, 'SELECT status FROM trade_orders WHERE id = ?', id);
      if (row?.status !== 'pendingPayment') return;
      cancelInTransaction(
        app.db,
        id,
        SYSTEM,
        'expired',
        { zh: '超过付款期限未付款，系统已取消订单', en: 'Not paid by the payment deadline: cancelled by the system' },
        now,
      );
      publishOrderChanged(app, id, 'expired');
    });
  }
  return due.length;
}

function buyerOrder(db: Db, auth: AuthUser, id: number): StepRow {
  const row = one<StepRow>(db, 'SELECT * FROM trade_orders WHERE id = ? AND buyer_user_id = ?', id, auth.id);
  if (!row) throw new BusinessError('notFound');
  return row;
}

function sellerOrder(db: Db, auth: AuthUser, id: number): StepRow {
  const row = one<StepRow>(
    db,
    'SELECT * FROM trade_orders WHERE id = ? AND seller_company_id = ?',
    id,
    auth.companyId ?? -1,
  );
  if (!row) throw new BusinessError('notFound');
  return row;
}

/** 400 naming id: the order is in another status than the step needs. */
function wrongStatus(row: StepRow, lang: Lang, step: { zh: string; en: string }): never {
  if (row.status === 'cancelled' && row.cancelled_by === 'system') {
    throw new FieldError(
      'id',
      pick(
        lang,
        '订单已超过付款期限，系统已取消',
        'The payment deadline has passed: the order was cancelled by the system.',
      ),
    );
  }
  const status = ORDER_STATUS_LABELS[row.status];
  throw new FieldError(
    'id',
    pick(lang, `订单${status.zh}，不能${step.zh}`, `The order is ${status.en.toLowerCase()}: it cannot be ${step.en}.`),
  );
}

function step(
  app: FastifyInstance,
  auth: AuthUser,
  id: number,
  lang: Lang,
  work: (db: Db, now: number) => OrderActionValue,
): OrderDetail {
  // An order past its payment deadline is cancelled before anyone acts on it.
  expireUnpaid(app);
  const db = app.db;
  const now = app.now();
  transaction(db, () => {
    const action = work(db, now);
    publishOrderChanged(app, id, action);
  });
  return orderDetail(db, auth, id, lang);
}

export function payOrder(
  app: FastifyInstance,
  auth: AuthUser,
  body: { id: number; outcome: 'success' | 'failure'; failureReason?: PaymentFailureReason | undefined },
  lang: Lang,
): OrderDetail {
  const actor: Actor = { side: 'buyer', userId: auth.id };
  return step(app, auth, body.id, lang, (db, now) => {
    const row = buyerOrder(db, auth, body.id);
    if (row.status !== 'pendingPayment') wrongStatus(row, lang, { zh: '付款', en: 'paid' });
    if (body.outcome === 'failure') {
      const reason = PAYMENT_FAILURE_LABELS[body.failureReason ?? 'insufficientFunds'];
      recordOrderEvent(db, row.id, 'paymentFailed', 'pendingPayment', actor, reason, now);
      return 'paymentFailed';
    }
    const dueFen = row.total_fen - row.deposit_applied_fen;
    let financedFen = 0;
    if (row.type === 'financing') {
      const credit = creditFacility(db, row.buyer_company_id, chinaDate(now));
      financedFen = dueFen - Math.round((dueFen * credit.ratio) / 100);
      if (!credit.isCreditUser || row.buyer_company_id === null || !drawCredit(db, row.buyer_company_id, financedFen)) {
        throw new FieldError(
          'id',
          pick(
            lang,
            `可用授信额度不足以支付融资部分 ¥${fenToMoney(financedFen)}`,
            `The available credit limit does not cover the financed part of ¥${fenToMoney(financedFen)}.`,
          ),
        );
      }
    }
    run(
      db,
      `UPDATE trade_orders SET status = 'pendingShipment', paid_at = ?, pay_deadline = NULL, financed_fen = ? WHERE id = ?`,
      now,
      financedFen,
      row.id,
    );
    recordOrderEvent(
      db,
      row.id,
      'paid',
      'pendingShipment',
      actor,
      financedFen > 0
        ? {
            zh: `支付 ¥${fenToMoney(dueFen - financedFen)}，授信融资 ¥${fenToMoney(financedFen)}`,
            en: `Paid ¥${fenToMoney(dueFen - financedFen)}, financed on credit ¥${fenToMoney(financedFen)}`,
          }
        : `¥${fenToMoney(dueFen)}`,
      now,
    );
    return 'paid';
  });
}

export function confirmOrder(app: FastifyInstance, auth: AuthUser, id: number, lang: Lang): OrderDetail {
  return step(app, auth, id, lang, (db, now) => {
    const row = sellerOrder(db, auth, id);
    if (row.status !== 'pendingShipment' || row.confirmed_at !== null) {
      if (row.status === 'pendingShipment') {
        throw new FieldError('id', pick(lang, '订单已确认', 'The order is confirmed already.'));
      }
      wrongStatus(row, lang, { zh: '确认', en: 'confirmed' });
    }
    run(db, 'UPDATE trade_orders SET confirmed_at = ? WHERE id = ?', now, id);
    recordOrderEvent(db, id, 'confirmed', 'pendingShipment', { side: 'seller', userId: auth.id }, '', now);
    return 'confirmed';
  });
}

const TRACKING_NO = /^[A-Za-z0-9-]{6,30}$/;

export function shipOrder(
  app: FastifyInstance,
  auth: AuthUser,
  body: { id: number; carrier: string; trackingNo: string },
  lang: Lang,
): OrderDetail {
  const carrier = body.carrier.trim();
  const trackingNo = body.trackingNo.trim();
  if (carrier.length < 2) {
    throw new FieldError(
      'carrier',
      pick(lang, '请填写承运商（2-30 个字符）', 'Please enter the carrier (2 to 30 characters).'),
    );
  }
  if (!TRACKING_NO.test(trackingNo)) {
    throw new FieldError(
      'trackingNo',
      pick(lang, '运单号为 6-30 位字母、数字或短横线', 'The tracking number is 6 to 30 letters, digits or dashes.'),
    );
  }
  return step(app, auth, body.id, lang, (db, now) => {
    const row = sellerOrder(db, auth, body.id);
    if (row.status !== 'pendingShipment') wrongStatus(row, lang, { zh: '发货', en: 'shipped' });
    if (row.confirmed_at === null) {
      throw new FieldError('id', pick(lang, '请先确认订单再发货', 'Please confirm the order before shipping it.'));
    }
    run(
      db,
      `UPDATE trade_orders SET status = 'shipped', shipped_at = ?, carrier = ?, carrier_en = '', tracking_no = ?
        WHERE id = ?`,
      now,
      carrier,
      trackingNo,
      row.id,
    );
    recordOrderEvent(
      db,
      row.id,
      'shipped',
      'shipped',
      { side: 'seller', userId: auth.id },
      `${carrier} ${trackingNo}`,
      now,
    );
    return 'shipped';
  });
}

export function receiveOrder(app: FastifyInstance, auth: AuthUser, id: number, lang: Lang): OrderDetail {
  return step(app, auth, id, lang, (db, now) => {
    const row = buyerOrder(db, auth, id);
    if (row.status !== 'shipped') wrongStatus(row, lang, { zh: '确认收货', en: 'received' });
    // Cash on delivery is paid at receipt.
    run(
      db,
      `UPDATE trade_orders SET status = 'completed', completed_at = ?, paid_at = COALESCE(paid_at, ?) WHERE id = ?`,
      now,
      now,
      id,
    );
    recordOrderEvent(db, id, 'received', 'completed', { side: 'buyer', userId: auth.id }, '', now);
    return 'received';
  });
}

export function reviewOrderLine(
  app: FastifyInstance,
  auth: AuthUser,
  body: { id: number; lineId: number; stars: number; content: string },
  lang: Lang,
): OrderDetail {
  if (!Number.isInteger(body.stars) || body.stars < 1 || body.stars > 5) {
    throw new FieldError('stars', pick(lang, '请选择 1 到 5 颗星', 'Please choose 1 to 5 stars.'));
  }
  const content = body.content.trim();
  if (content.length === 0) {
    throw new FieldError('content', pick(lang, '请填写评价内容', 'Please write your review.'));
  }
  return step(app, auth, body.id, lang, (db, now) => {
    const row = buyerOrder(db, auth, body.id);
    if (row.status !== 'completed') wrongStatus(row, lang, { zh: '评价', en: 'reviewed' });
    const line = one<{ id: number; product_id: number | null }>(
      db,
      'SELECT id, product_id FROM trade_order_lines WHERE id = ? AND order_id = ?',
      body.lineId,
      row.id,
    );
    if (!line) throw new BusinessError('notFound');
    if (one(db, 'SELECT 1 AS x FROM trade_order_reviews WHERE line_id = ?', line.id)) {
      throw new FieldError('lineId', pick(lang, '该商品已评价', 'This line is reviewed already.'));
    }
    run(
      db,
      `INSERT INTO trade_order_reviews (order_id, line_id, product_id, seller_company_id, user_id, stars, content, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      row.id,
      line.id,
      line.product_id,
      row.seller_company_id,
      auth.id,
      body.stars,
      content,
      now,
    );
    if (line.product_id !== null) recordProductReview(db, auth.id, line.product_id, body.stars, content, now);
    rateShop(db, row.seller_company_id);
    recordOrderEvent(
      db,
      row.id,
      'reviewed',
      'completed',
      { side: 'buyer', userId: auth.id },
      `${'★'.repeat(body.stars)}`,
      now,
    );
    return 'reviewed';
  });
}

/** The shop's rating: its rating before any order review, averaged with its reviews' stars (x20). */
function rateShop(db: Db, companyId: number): void {
  run(
    db,
    'INSERT OR IGNORE INTO trade_shop_rating_base (company_id, rating) SELECT id, rating FROM companies WHERE id = ?',
    companyId,
  );
  const base = one<{ rating: number }>(db, 'SELECT rating FROM trade_shop_rating_base WHERE company_id = ?', companyId);
  const reviews = one<{ n: number; stars: number }>(
    db,
    'SELECT count(*) AS n, COALESCE(sum(stars), 0) AS stars FROM trade_order_reviews WHERE seller_company_id = ?',
    companyId,
  );
  if (!base || !reviews) return;
  const rating = Math.round(
    (base.rating * RATING_PRIOR_WEIGHT + reviews.stars * 20) / (RATING_PRIOR_WEIGHT + reviews.n),
  );
  run(db, 'UPDATE companies SET rating = ? WHERE id = ?', rating, companyId);
}

export function sellerCancelOrder(
  app: FastifyInstance,
  auth: AuthUser,
  body: { id: number; reason: string },
  lang: Lang,
): OrderDetail {
  const reason = body.reason.trim();
  if (reason.length < 2) {
    throw new FieldError(
      'reason',
      pick(lang, '请填写取消原因（2-200 个字符）', 'Please give the reason (2 to 200 characters).'),
    );
  }
  return step(app, auth, body.id, lang, (db, now) => {
    const row = sellerOrder(db, auth, body.id);
    if (row.status !== 'pendingPayment' && row.status !== 'pendingShipment') {
      wrongStatus(row, lang, { zh: '取消', en: 'cancelled' });
    }
    cancelInTransaction(db, row.id, { side: 'seller', userId: auth.id }, 'cancelled', { zh: reason, en: '' }, now);
    return 'cancelled';
  });
}
