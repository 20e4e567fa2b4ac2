// The public `floor` room: trading-floor totals and industrial-belt updates for the operator dashboards.
import { Type, type Static } from 'typebox';
import { EpochMs, Money } from '../operation.ts';

export const FloorTickEvent = Type.Object({
  turnover: Money,
  orders: Type.Integer({ minimum: 0 }),
  activeAuctions: Type.Integer({ minimum: 0 }),
  at: EpochMs,
});
export type FloorTickEvent = Static<typeof FloorTickEvent>;

export const BeltUpdateEvent = Type.Object({
  /** National county code, e.g. 330782 for Yiwu. */
  countyCode: Type.String({ pattern: '^\\d{6}$' }),
  turnover: Money,
  at: EpochMs,
});
export type BeltUpdateEvent = Static<typeof BeltUpdateEvent>;

export interface FloorEventPayloads {
  'floor:tick': FloorTickEvent;
  'belt:update': BeltUpdateEvent;
}
