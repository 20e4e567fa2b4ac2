// Settlement of a lot at its end, inside the transaction that ends it (lifecycle.ts `settle`, claimed by its
// phase), so it happens exactly once: the winner gets an order at the hammer price with their deposit applied,
// every other bidder who paid a deposit has it released; `auction:settled` goes to the lot's room and
// `user:settlement` to each party, after the commit.
import { roomName } from '@portal/contracts/events/common';
import type { UserSettlementEvent } from '@portal/contracts/events/user';
import { all, one, run } from '../../db/database.ts';
import { fenToMoney, quantityToUnits } from '../../lib/money.ts';
import type { AuctionEnv, LotState } from './realtime.ts';

interface MarginRow {
  id: number;
  user_id: number;
  amount_fen: number | null;
  contact_name: string;
  contact_phone: string;
}

/** Settles an ended lot whose end was just claimed (same transaction). */
export function settleLot(env: AuctionEnv, lot: LotState, now: number): void {
  const { db } = env;
  const facts = one<{
    product_id: number | null;
    category_id: number | null;
    image: string;
    unit: string;
    quantity: string;
  }>(db, 'SELECT product_id, category_id, image, unit, quantity FROM auctions WHERE id = ?', lot.id);
  const margins = all<MarginRow>(
    db,
    `SELECT id, user_id, amount_fen, contact_name, contact_phone FROM auction_margins
      WHERE auction_id = ? AND amount_fen IS NOT NULL AND settlement IS NULL ORDER BY id`,
    lot.id,
  );
  const winnerId = lot.currentFen === null ? null : lot.leaderId;
  const notices: { userId: number; event: UserSettlementEvent }[] = [];
  let released = 0;
  for (const margin of margins) {
    if (margin.user_id === winnerId) continue;
    run(
      db,
      "UPDATE auction_margins SET settlement = 'released', settled_at = ?, auto_approve_at = NULL WHERE id = ?",
      now,
      margin.id,
    );
    released += 1;
    notices.push({
      userId: margin.user_id,
      event: {
        kind: 'auction',
        id: lot.id,
        title: lot.title,
        titleEn: lot.titleEn,
        status: 'released',
        depositAmount: fenToMoney(margin.amount_fen ?? 0),
        order: null,
        link: { target: 'auction', id: lot.id },
        at: now,
      },
    });
  }
  const priceFen = lot.currentFen;
  if (winnerId !== null && priceFen !== null && facts) {
    const margin = one<MarginRow>(
      db,
      'SELECT id, user_id, amount_fen, contact_name, contact_phone FROM auction_margins WHERE auction_id = ? AND user_id = ?',
      lot.id,
      winnerId,
    );
    const depositFen = Math.min(margin?.amount_fen ?? 0, priceFen);
    const order = env.settlementOrder({
      buyerUserId: winnerId,
      sellerCompanyId: lot.companyId,
      line: {
        productId: facts.product_id,
        title: lot.title,
        titleEn: lot.titleEn,
        image: facts.image,
        unit: facts.unit,
        categoryId: facts.category_id,
      },
      // The hammer price is for the whole lot: the line's amount; its unit price is what one unit came to.
      unitPrice: fenToMoney(Math.round((priceFen * 10_000) / Math.max(1, quantityToUnits(facts.quantity) ?? 10_000))),
      quantity: facts.quantity,
      lineAmount: fenToMoney(priceFen),
      depositApplied: fenToMoney(depositFen),
      source: 'auction',
      sourceRef: `auction:${lot.id}`,
      now,
    });
    run(db, 'UPDATE auctions SET order_id = ?, order_no = ? WHERE id = ?', order.id, order.orderNo, lot.id);
    if (margin) {
      run(
        db,
        "UPDATE auction_margins SET settlement = 'applied', settled_at = ?, auto_approve_at = NULL WHERE id = ?",
        now,
        margin.id,
      );
    }
    notices.push({
      userId: winnerId,
      event: {
        kind: 'auction',
        id: lot.id,
        title: lot.title,
        titleEn: lot.titleEn,
        status: 'applied',
        depositAmount: margin?.amount_fen == null ? null : fenToMoney(margin.amount_fen),
        order: {
          id: order.id,
          orderNo: order.orderNo,
          amount: fenToMoney(priceFen),
          depositApplied: fenToMoney(depositFen),
          due: fenToMoney(priceFen - depositFen),
        },
        link: { target: 'order', id: order.id },
        at: now,
      },
    });
  }
  env.publish(roomName('auction', lot.id), 'auction:settled', {
    auctionId: lot.id,
    outcome: winnerId === null ? 'unsold' : 'sold',
    amount: winnerId === null || priceFen === null ? null : fenToMoney(priceFen),
    released,
    at: now,
  });
  for (const notice of notices) env.publish(roomName('user', notice.userId), 'user:settlement', notice.event);
}
