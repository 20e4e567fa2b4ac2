// Personal room events (`user:<id>`, joined automatically by a logged-in socket): cart count, notifications.
import { Type, type Static } from 'typebox';
import { EpochMs, Id } from '../operation.ts';

export const UserCartCountEvent = Type.Object({
  count: Type.Integer({ minimum: 0 }),
});
export type UserCartCountEvent = Static<typeof UserCartCountEvent>;

export const UserNotificationEvent = Type.Object({
  id: Id,
  /** What it is about, e.g. `offer`, `auction`, `order`, `audit`: the client picks an icon and a link. */
  kind: Type.String(),
  title: Type.String(),
  at: EpochMs,
});
export type UserNotificationEvent = Static<typeof UserNotificationEvent>;

export interface UserEventPayloads {
  'user:cartCount': UserCartCountEvent;
  'user:notification': UserNotificationEvent;
}
