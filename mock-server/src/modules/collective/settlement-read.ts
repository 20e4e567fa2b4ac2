// A registration's part of a settled group buy (settlement.ts), as the group-buy page and the buyer centre show it.
import type { DepositSettlement } from '@portal/contracts/entities/settlement';
import { fenToMoney } from '../../lib/money.ts';

/** The settlement columns of collective_registrations (with the deposit paid). */
export interface SettlementColumns {
  settlement: 'applied' | 'released' | null;
  settled_at: number | null;
  deposit_fen: number | null;
  order_id: number | null;
  order_no: string | null;
  amount_fen: number | null;
  deposit_applied_fen: number | null;
}

/** One registration's settlement (null before its group buy is settled or when it had nothing to settle). */
export function registrationSettlement(row: {
  settlement: 'applied' | 'released' | null;
  settled_at: number | null;
  deposit_fen: number | null;
  order_id: number | null;
  order_no: string | null;
  amount_fen: number | null;
  deposit_applied_fen: number | null;
}): DepositSettlement | null {
  if (!row.settlement || row.settled_at === null) return null;
  const amount = row.amount_fen ?? 0;
  const applied = row.deposit_applied_fen ?? 0;
  return {
    deposit: row.settlement,
    depositAmount: row.deposit_fen === null ? null : fenToMoney(row.deposit_fen),
    order:
      row.settlement === 'applied' && row.order_id !== null && row.order_no !== null
        ? {
            id: row.order_id,
            orderNo: row.order_no,
            amount: fenToMoney(amount),
            depositApplied: fenToMoney(applied),
            due: fenToMoney(amount - applied),
          }
        : null,
    at: row.settled_at,
  };
}
