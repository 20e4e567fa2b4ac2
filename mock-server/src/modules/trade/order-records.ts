// What every order write shares: order numbers, the timeline row of a status change (who, when, why), the
// `user:orderChanged` event to both parties after the commit, and giving back what an order held (stock,
// coupon, drawn credit) when it is cancelled.
import type { FastifyInstance } from 'fastify';
import type { OrderActionValue, OrderStatusValue } from '@portal/contracts/entities/order';
import { roomName } from '@portal/contracts/events/common';
import { afterCommit, all, one, run, type Db } from '../../db/database.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { quantityToUnits, unitsToQuantity } from '../../lib/money.ts';
import { releaseCoupon } from '../coupon/public.ts';
import { restoreCredit } from '../customer/public.ts';

export type ActorSide = 'buyer' | 'seller' | 'system';

/** Who made a change: a user of one side, or the server (userId null). */
export interface Actor {
  side: ActorSide;
  userId: number | null;
}

export const SYSTEM: Actor = { side: 'system', userId: null };

/** Order numbers: MC + the China date + six digits, unique (the next free one of the day). */
export function nextOrderNo(db: Db, now: number): string {
  const prefix = `MC${chinaDate(now).replace(/-/g, '')}`;
  const last = one<{ order_no: string }>(
    db,
    `SELECT order_no FROM trade_orders WHERE order_no LIKE ? ORDER BY order_no DESC LIMIT 1`,
    `${prefix}%`,
  );
  const next = last ? Number(last.order_no.slice(prefix.length)) + 1 : 100001;
  return `${prefix}${String(next).padStart(6, '0')}`;
}

/** One row of the order's timeline. */
export function recordOrderEvent(
  db: Db,
  orderId: number,
  action: OrderActionValue,
  status: OrderStatusValue,
  actor: Actor,
  note: string | { zh: string; en: string },
  now: number,
): void {
  const text = typeof note === 'string' ? { zh: note, en: '' } : note;
  run(
    db,
    `INSERT INTO trade_order_events (order_id, action, status, actor_user_id, actor_side, note, note_en, at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    orderId,
    action,
    status,
    actor.userId,
    actor.side,
    text.zh,
    text.en,
    now,
  );
}

/**
 * Tells the buyer and every user of the seller company that the order changed, once the transaction commits
 * (their open order lists, details and header refetch). The status is read after the commit.
 */
export function publishOrderChanged(app: FastifyInstance, orderId: number, action: OrderActionValue): void {
  afterCommit(app.db, () => {
    const order = one<{ order_no: string; status: OrderStatusValue; buyer_user_id: number; seller_company_id: number }>(
      app.db,
      'SELECT order_no, status, buyer_user_id, seller_company_id FROM trade_orders WHERE id = ?',
      orderId,
    );
    if (!order) return;
    const at = app.now();
    const base = { orderId, orderNo: order.order_no, status: order.status, action, at };
    app.realtime.publish(roomName('user', order.buyer_user_id), 'user:orderChanged', { ...base, side: 'buyer' });
    for (const seller of all<{ id: number }>(
      app.db,
      'SELECT id FROM users WHERE company_id = ? AND id <> ?',
      order.seller_company_id,
      order.buyer_user_id,
    )) {
      app.realtime.publish(roomName('user', seller.id), 'user:orderChanged', { ...base, side: 'seller' });
    }
  });
}

/**
 * Cancels an order in the caller's transaction: status, reason and who; the stock it took back to its goods,
 * its coupon usable again, the credit a financing payment drew given back; one timeline row.
 */
export function cancelInTransaction(
  db: Db,
  orderId: number,
  actor: Actor,
  action: 'cancelled' | 'expired',
  reason: { zh: string; en: string },
  now: number,
): void {
  const order = one<{
    order_no: string;
    stock_taken: number;
    financed_fen: number;
    buyer_company_id: number | null;
  }>(db, 'SELECT order_no, stock_taken, financed_fen, buyer_company_id FROM trade_orders WHERE id = ?', orderId);
  if (!order) return;
  if (order.stock_taken === 1) {
    for (const line of all<{ product_id: number | null; quantity: string }>(
      db,
      'SELECT product_id, quantity FROM trade_order_lines WHERE order_id = ?',
      orderId,
    )) {
      if (line.product_id === null) continue;
      const goods = one<{ stock: string }>(db, 'SELECT stock FROM products WHERE id = ?', line.product_id);
      if (!goods) continue;
      const stock = (quantityToUnits(goods.stock) ?? 0) + (quantityToUnits(line.quantity) ?? 0);
      run(db, 'UPDATE products SET stock = ? WHERE id = ?', unitsToQuantity(stock), line.product_id);
    }
  }
  if (order.financed_fen > 0 && order.buyer_company_id !== null) {
    restoreCredit(db, order.buyer_company_id, order.financed_fen);
  }
  run(
    db,
    `UPDATE trade_orders SET status = 'cancelled', cancelled_at = ?, cancel_reason = ?, cancel_reason_en = ?,
       cancelled_by = ? WHERE id = ?`,
    now,
    reason.zh,
    reason.en,
    actor.side,
    orderId,
  );
  releaseCoupon(db, order.order_no);
  recordOrderEvent(db, orderId, action, 'cancelled', actor, reason, now);
}
