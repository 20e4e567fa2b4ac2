// Settlement of a lot or a group buy, as its parties see it: at an auction's end the winner's deposit is
// applied to an order at the hammer price and every other bidder's deposit is released; a group buy that
// reached its target makes one order per approved participant at the group price with the deposit applied,
// and one that failed releases every deposit.
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Money } from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';

/** What became of one party's deposit: applied to their order, or released (given back). */
export const DEPOSIT_SETTLEMENTS = ['applied', 'released'] as const;
export type DepositSettlementValue = (typeof DEPOSIT_SETTLEMENTS)[number];
export const DEPOSIT_SETTLEMENT_LABELS: Record<DepositSettlementValue, Bilingual> = {
  applied: { zh: '保证金已抵扣货款', en: 'Deposit applied to the order' },
  released: { zh: '保证金已退还', en: 'Deposit released' },
};

/** The order settlement made for the caller: the price, the deposit applied and what is left to pay. */
export const SettlementOrder = Type.Object({
  id: Id,
  orderNo: Type.String(),
  /** The hammer price (auction) or group price x quantity (group buy). */
  amount: Money,
  depositApplied: Money,
  /** amount - depositApplied. */
  due: Money,
});
export type SettlementOrder = Static<typeof SettlementOrder>;

/** The caller's part of a settled lot or group buy; null on the caller's record until it is settled. */
export const DepositSettlement = Type.Object({
  deposit: Type.Enum([...DEPOSIT_SETTLEMENTS]),
  /** The deposit paid (null when none was declared). */
  depositAmount: Type.Union([Money, Type.Null()]),
  /** The caller's order (deposit `applied`), else null. */
  order: Type.Union([SettlementOrder, Type.Null()]),
  at: EpochMs,
});
export type DepositSettlement = Static<typeof DepositSettlement>;
