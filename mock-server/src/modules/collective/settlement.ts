// Settlement of a group buy at its deadline, once: the outcome written with a claim (`outcome IS NULL`) in the
// same transaction as everything it settles. Reached its target (approved quantity): one order per approved
// participant at the group price with the deposit applied; every other deposit paid (pending, rejected) is
// released. Failed: every deposit is released. `groupbuy:settled` on the group buy's room and `user:settlement`
// to each party, after the commit. Each group buy is its own transaction: a process killed between two leaves
// the first settled and the second due for the next run.
import type { FastifyInstance } from 'fastify';
import type { UserSettlementEvent } from '@portal/contracts/events/user';
import { all, one, run, transaction } from '../../db/database.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import { fenTimes, fenToMoney, quantityToBigUnits } from '../../lib/money.ts';
import { createSettlementOrder } from '../trade/public.ts';
import { progressOf } from './progress.ts';

interface GroupBuyRow {
  id: number;
  title: string;
  title_en: string;
  product_id: number | null;
  company_id: number;
  image: string;
  unit: string;
  price_fen: number;
  target_quantity: string;
}

interface RegistrationRow {
  id: number;
  user_id: number;
  quantity: string;
  deposit_fen: number | null;
  status: string;
  contact_name: string;
  contact_phone: string;
}

/** Settles one group buy past its deadline; false when it was already settled. */
export function settleGroupBuy(app: FastifyInstance, groupBuyId: number): boolean {
  const db = app.db;
  const now = app.now();
  return transaction(db, () => {
    const g = one<GroupBuyRow>(
      db,
      `SELECT id, title, title_en, product_id, company_id, image, unit, price_fen, target_quantity
         FROM collective_purchases WHERE id = ? AND outcome IS NULL AND deadline <= ?`,
      groupBuyId,
      now,
    );
    if (!g) return false;
    const { joinedQuantity } = progressOf(db, g.id);
    const succeeded = quantityToBigUnits(joinedQuantity) >= quantityToBigUnits(g.target_quantity);
    const claimed = run(
      db,
      'UPDATE collective_purchases SET outcome = ?, settled_at = ? WHERE id = ? AND outcome IS NULL',
      succeeded ? 'succeeded' : 'failed',
      now,
      g.id,
    ).changes;
    if (!claimed) return false;
    const registrations = all<RegistrationRow>(
      db,
      `SELECT id, user_id, quantity, deposit_fen, status, contact_name, contact_phone FROM collective_registrations
        WHERE collective_id = ? AND settlement IS NULL AND (status = 'approved' OR deposit_fen IS NOT NULL) ORDER BY id`,
      g.id,
    );
    const categoryId =
      g.product_id === null
        ? null
        : (one<{ category_id: number }>(db, 'SELECT category_id FROM products WHERE id = ?', g.product_id)
            ?.category_id ?? null);
    const notices: { userId: number; event: UserSettlementEvent }[] = [];
    let orders = 0;
    let released = 0;
    for (const reg of registrations) {
      const base = { kind: 'groupBuy', id: g.id, title: g.title, titleEn: g.title_en || g.title, at: now } as const;
      const depositAmount = reg.deposit_fen === null ? null : fenToMoney(reg.deposit_fen);
      if (succeeded && reg.status === 'approved') {
        const amountFen = fenTimes(g.price_fen, reg.quantity);
        const depositFen = Math.min(reg.deposit_fen ?? 0, amountFen);
        const order = createSettlementOrder(app, {
          buyerUserId: reg.user_id,
          sellerCompanyId: g.company_id,
          line: {
            productId: g.product_id,
            title: g.title,
            titleEn: g.title_en || g.title,
            image: g.image,
            unit: g.unit,
            categoryId,
          },
          unitPrice: fenToMoney(g.price_fen),
          quantity: reg.quantity,
          depositApplied: fenToMoney(depositFen),
          source: 'groupBuy',
          sourceRef: `groupBuy:${g.id}`,
          now,
        });
        run(
          db,
          `UPDATE collective_registrations SET settlement = 'applied', settled_at = ?, order_id = ?, order_no = ?,
             amount_fen = ?, deposit_applied_fen = ? WHERE id = ?`,
          now,
          order.id,
          order.orderNo,
          amountFen,
          depositFen,
          reg.id,
        );
        orders += 1;
        notices.push({
          userId: reg.user_id,
          event: {
            ...base,
            status: 'applied',
            depositAmount,
            order: {
              id: order.id,
              orderNo: order.orderNo,
              amount: fenToMoney(amountFen),
              depositApplied: fenToMoney(depositFen),
              due: fenToMoney(amountFen - depositFen),
            },
            link: { target: 'order', id: order.id },
          },
        });
        continue;
      }
      if (reg.deposit_fen === null) continue;
      run(
        db,
        "UPDATE collective_registrations SET settlement = 'released', settled_at = ?, review_due_at = NULL WHERE id = ?",
        now,
        reg.id,
      );
      released += 1;
      notices.push({
        userId: reg.user_id,
        event: { ...base, status: 'released', depositAmount, order: null, link: { target: 'groupBuy', id: g.id } },
      });
    }
    app.realtime.publish(`groupbuy:${g.id}`, 'groupbuy:settled', {
      groupBuyId: g.id,
      outcome: succeeded ? 'succeeded' : 'failed',
      joinedQuantity,
      orders,
      released,
      at: now,
    });
    for (const notice of notices) app.realtime.publish(`user:${notice.userId}`, 'user:settlement', notice.event);
    return true;
  });
}

/** Settles every group buy past its deadline, each in its own transaction. */
export function settleClosed(app: FastifyInstance): void {
  const ended = all<{ id: number }>(
    app.db,
    'SELECT id FROM collective_purchases WHERE outcome IS NULL AND deadline <= ? ORDER BY deadline, id',
    app.now(),
  );
  for (const g of ended) if (settleGroupBuy(app, g.id)) crashPoint('settlement');
}
