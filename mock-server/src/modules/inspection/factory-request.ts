// What a factory's users are told of a visit or an inspection asked of it (`user:factoryRequest`, pendingReview):
// who is told and the event's payload, for a booking (initiate.ts, published in its transaction) and for the
// seed's waiting bookings (their notices written as the publish would, seed.ts).
import type { UserFactoryRequestEvent } from '@portal/contracts/events/user';
import { all, type Db } from '../../db/database.ts';

export type FactoryRequestAsked = Pick<UserFactoryRequestEvent, 'kind' | 'id' | 'title' | 'titleEn' | 'at'>;

/** The users of the factory, the asker excepted (a factory may inspect itself). */
export function factoryUserIds(db: Db, factoryId: number, askerId: number): number[] {
  return all<{ id: number }>(
    db,
    'SELECT id FROM users WHERE company_id = ? AND id <> ? ORDER BY id',
    factoryId,
    askerId,
  ).map((user) => user.id);
}

/** The event of a request waiting for the factory's answer. */
export function factoryRequestAsked(data: FactoryRequestAsked): UserFactoryRequestEvent {
  return {
    ...data,
    status: 'pendingReview',
    confirmedDate: null,
    confirmedTime: null,
    reason: null,
    link: { target: data.kind, id: data.id },
  };
}
