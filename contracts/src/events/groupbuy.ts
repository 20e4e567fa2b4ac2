// Group-buy room events (`groupbuy:<id>`): the joined quantity and participant count as they change, and the
// settlement when it closes.
import { Type, type Static } from 'typebox';
import { EpochMs, Id, Quantity } from '../operation.ts';

export const GroupBuyProgressEvent = Type.Object({
  groupBuyId: Id,
  joinedQuantity: Quantity,
  participants: Type.Integer({ minimum: 0 }),
});
export type GroupBuyProgressEvent = Static<typeof GroupBuyProgressEvent>;

/**
 * The group buy closed and was settled: `succeeded` (target reached: one order per approved participant at
 * the group price, deposit applied) or `failed` (every deposit released).
 */
export const GroupBuySettledEvent = Type.Object({
  groupBuyId: Id,
  outcome: Type.Enum(['succeeded', 'failed']),
  joinedQuantity: Quantity,
  /** Orders made (0 when it failed). */
  orders: Type.Integer({ minimum: 0 }),
  /** Deposits released. */
  released: Type.Integer({ minimum: 0 }),
  at: EpochMs,
});
export type GroupBuySettledEvent = Static<typeof GroupBuySettledEvent>;

export interface GroupBuyEventPayloads {
  'groupbuy:progress': GroupBuyProgressEvent;
  'groupbuy:settled': GroupBuySettledEvent;
}
