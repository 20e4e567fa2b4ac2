// The notification centre (docs/requirements.md, the header): every decision, status change, settlement, outbid
// and new offer that concerns the logged-in user, kept on the server newest first with its read time. The
// server writes one from each personal event of the user's room (`user:<id>`) and tells every tab of the user
// on `user:notifications` (contracts/src/events/user.ts).
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Page, PageQuery, defineOperation } from '../operation.ts';

/** What a notification is about: the user event it was written from (the web picks its icon by it). */
export const NOTIFICATION_KINDS = [
  'review',
  'deposit',
  'outbid',
  'settlement',
  'factoryRequest',
  'agentPurchase',
  'order',
  'priceApply',
  'offer',
  'groupBuy',
  'merchantEntry',
  'serviceRequest',
] as const;
export const NotificationKind = Type.Enum([...NOTIFICATION_KINDS]);
export type NotificationKind = Static<typeof NotificationKind>;

/** Ids one `notification/read` may mark at once. */
export const NOTIFICATION_READ_MAX = 100;

export const NotificationItem = Type.Object({
  id: Id,
  kind: NotificationKind,
  /** In the caller's language. */
  title: Type.String(),
  text: Type.String(),
  /** The portal path of the thing (`/details?id=12`, `/buyerCenter/orders?order=3`). */
  link: Type.String(),
  createdAt: EpochMs,
  /** Null while unread. */
  readAt: Type.Union([EpochMs, Type.Null()]),
});
export type NotificationItem = Static<typeof NotificationItem>;

export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

export const notificationPage = defineOperation({
  id: 'notification/page',
  method: 'GET',
  path: `${API.portal}/notification/page`,
  summary: "The logged-in user's notifications, newest first",
  access: 'user',
  query: PageQuery,
  content: Page(NotificationItem),
});

export const notificationUnreadCount = defineOperation({
  id: 'notification/unreadCount',
  method: 'GET',
  path: `${API.portal}/notification/unreadCount`,
  summary: "How many of the logged-in user's notifications are unread (the header's bell)",
  access: 'user',
  content: UnreadCount,
});

export const notificationRead = defineOperation({
  id: 'notification/read',
  method: 'POST',
  path: `${API.portal}/notification/read`,
  summary: "Marks the logged-in user's notifications read: the ids given, or all of them; answers the unread count",
  access: 'user',
  body: Type.Object({
    ids: Type.Optional(Type.Array(Id, { maxItems: NOTIFICATION_READ_MAX })),
    all: Type.Optional(Type.Boolean()),
  }),
  content: UnreadCount,
});
