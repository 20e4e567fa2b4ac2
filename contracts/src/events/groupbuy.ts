// Group-buy room events (`groupbuy:<id>`): the joined quantity and participant count as they change.
import { Type, type Static } from 'typebox';
import { Id, Quantity } from '../operation.ts';

export const GroupBuyProgressEvent = Type.Object({
  groupBuyId: Id,
  joinedQuantity: Quantity,
  participants: Type.Integer({ minimum: 0 }),
});
export type GroupBuyProgressEvent = Static<typeof GroupBuyProgressEvent>;

export interface GroupBuyEventPayloads {
  'groupbuy:progress': GroupBuyProgressEvent;
}
