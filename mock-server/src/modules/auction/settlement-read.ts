// The caller's part of a settled lot (settlement.ts), as the lot page and the buyer centre show it.
import type { DepositSettlement } from '@portal/contracts/entities/settlement';
import type { Db } from '../../db/database.ts';
import { one } from '../../db/database.ts';
import { fenToMoney } from '../../lib/money.ts';

/** The caller's settlement on a lot (null before the lot is settled or when the caller paid no deposit). */
export function settlementOf(db: Db, auctionId: number, userId: number): DepositSettlement | null {
  const row = one<{
    settlement: 'applied' | 'released' | null;
    settled_at: number | null;
    amount_fen: number | null;
    order_id: number | null;
    order_no: string | null;
    winner_id: number | null;
    winner_fen: number | null;
  }>(
    db,
    `SELECT m.settlement, m.settled_at, m.amount_fen, a.order_id, a.order_no, a.winner_id, a.winner_fen
       FROM auction_margins m JOIN auctions a ON a.id = m.auction_id WHERE m.auction_id = ? AND m.user_id = ?`,
    auctionId,
    userId,
  );
  if (!row?.settlement || row.settled_at === null) return null;
  const priceFen = row.winner_fen ?? 0;
  const depositFen = Math.min(row.amount_fen ?? 0, priceFen);
  return {
    deposit: row.settlement,
    depositAmount: row.amount_fen === null ? null : fenToMoney(row.amount_fen),
    order:
      row.settlement === 'applied' && row.winner_id === userId && row.order_id !== null && row.order_no !== null
        ? {
            id: row.order_id,
            orderNo: row.order_no,
            amount: fenToMoney(priceFen),
            depositApplied: fenToMoney(depositFen),
            due: fenToMoney(priceFen - depositFen),
          }
        : null,
    at: row.settled_at,
  };
}
