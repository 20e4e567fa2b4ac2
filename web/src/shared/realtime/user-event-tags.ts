// Which RTK Query tags an event of the user's room makes stale: the user-room stream invalidates them when the
// event arrives (in every tab of the user), and all of them after a re-sync (events may have been missed).
// A feature whose cached data a user event changes ADDS its entry here: an event name and its tags, or rules
// that look at the payload (e.g. a notification's kind). Tags nobody reads cost nothing.
import type { ServerEventPayloads } from '@portal/contracts/events/common';
import type { TagType } from '../api/api.ts';
import type { UserRoomEvent } from './user-events.ts';

/** A tag, or a tag with an id (`{ type: 'Order', id: 12 }`). */
export type UserEventTag = TagType | { type: TagType; id: string | number };

/** Tags to invalidate when the payload says so (`when` absent: always). */
export interface UserEventTagRule<E extends UserRoomEvent> {
  when?: (data: ServerEventPayloads[E]) => boolean;
  tags: readonly UserEventTag[];
}

export type UserEventTagMap = { readonly [E in UserRoomEvent]?: readonly (UserEventTag | UserEventTagRule<E>)[] };

/** The notification kinds (`user:notification`'s `kind`) of the features below. */
export const NOTIFICATION_KINDS = {
  /** The other party added a round to a negotiation (or accepted it). */
  offer: 'offer',
  /** A provider accepted, declined or completed the requester's service request. */
  serviceRequest: 'serviceRequest',
  /** The operator decided on the user's merchant entry application. */
  merchantEntry: 'merchantEntry',
} as const;

const kindIs =
  (kind: string) =>
  (data: { kind: string }): boolean =>
    data.kind === kind;

export const USER_EVENT_TAGS: UserEventTagMap = {
  'user:notification': [
    { when: kindIs(NOTIFICATION_KINDS.offer), tags: ['Offer', 'Inquiry'] },
    { when: kindIs(NOTIFICATION_KINDS.serviceRequest), tags: ['Service'] },
    { when: kindIs(NOTIFICATION_KINDS.merchantEntry), tags: ['User'] },
  ],
  // The operator decided one of the user's applications in the review queue: its own domain is stale.
  'user:review': ['User', 'Review', 'Auction', 'GroupBuy', 'Inquiry', 'Exhibition'],
  // A seller decided the user's price application: the goods pages (detail, card prices, the application's
  // status and reason) are asked again, so the price or the reason shows without a reload.
  'user:priceApplyDecided': ['Home', 'PriceApply'],
  // An order of the user's (as buyer or as seller) moved: every open order read (lists, details, the placed
  // page) is asked again, so both parties see the step without a reload.
  'user:orderChanged': ['Order'],
  // A factory accepted or declined a visit or a self-inspection of the user's (or one was asked of the user's
  // factory): the inspection pages (the centre's lists, the detail's steps) are asked again.
  'user:factoryRequest': ['Inspection'],
  // An agent moved one of the user's agent purchase requests: the request lists show the new status.
  'user:agentPurchase': ['AgentPurchase'],
  // A notice was written or read in another tab: the notification centre's open lists are asked again.
  'user:notifications': ['Notification'],
};

type Entry = UserEventTag | UserEventTagRule<UserRoomEvent>;
const isRule = (entry: Entry): entry is UserEventTagRule<UserRoomEvent> => typeof entry === 'object' && 'tags' in entry;

/** The tags one event makes stale under `map`. */
export function tagsForUserEvent<E extends UserRoomEvent>(
  map: UserEventTagMap,
  event: E,
  data: ServerEventPayloads[E],
): UserEventTag[] {
  const entries = (map[event] ?? []) as readonly Entry[];
  return entries.flatMap((entry) =>
    isRule(entry) ? (!entry.when || entry.when(data as never) ? [...entry.tags] : []) : [entry],
  );
}

/** Every tag of `map` (what a re-sync makes stale), each once. */
export function allUserEventTags(map: UserEventTagMap): UserEventTag[] {
  const seen = new Map<string, UserEventTag>();
  for (const entries of Object.values(map) as (readonly Entry[])[]) {
    for (const entry of entries) {
      for (const tag of isRule(entry) ? entry.tags : [entry]) seen.set(JSON.stringify(tag), tag);
    }
  }
  return [...seen.values()];
}
