// What the catalogue's answer caches (home page, searches, details, the category tree) key their freshness
// on: a stamp that moves with every change of the database, and the discount boundaries around the clock
// (the only time dependence).
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/database.ts';
import { cachedAll, cachedOne } from './statements.ts';

/**
 * `total_changes()` of this connection grows with every insert, update or delete (rolled back ones too, which
 * only makes an entry stale early) and `data_version` with every commit of another connection. No writer has
 * to remember to invalidate a cache keyed on it, so none can serve data that a commit has changed.
 */
export function dataStamp(db: Db): string {
  const row = cachedOne<{ changes: number; version: number }>(
    db,
    'SELECT total_changes() AS changes, (SELECT data_version FROM pragma_data_version) AS version',
  );
  return `${row?.changes ?? 0}:${row?.version ?? 0}`;
}

/**
 * A value derived from the database, kept per connection until the stamp moves: the category tree, the
 * discount boundaries, summaries. `make` runs again after any change, so it can never serve stale data.
 */
export function stamped<T>(cache: WeakMap<Db, { stamp: string; value: T }>, db: Db, make: () => T): T {
  const stamp = dataStamp(db);
  const hit = cache.get(db);
  if (hit && hit.stamp === stamp) return hit.value;
  const value = make();
  cache.set(db, { stamp, value });
  return value;
}

const boundaryCache = new WeakMap<Db, { stamp: string; value: number[] }>();

/** The discount boundaries around `now`: an answer is the same for every time in [from, until). */
export function discountWindow(db: Db, now: number): { from: number; until: number } {
  // Every start and end, sorted once per database state; each call then only searches the list.
  const bounds = stamped(boundaryCache, db, () =>
    cachedAll<{ t: number }>(
      db,
      'SELECT starts_at AS t FROM catalogue_discounts UNION SELECT ends_at FROM catalogue_discounts ORDER BY t',
    ).map((row) => row.t),
  );
  let low = 0;
  let high = bounds.length;
  // The first boundary after now.
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((bounds[mid] ?? 0) <= now) low = mid + 1;
    else high = mid;
  }
  return {
    from: low > 0 ? (bounds[low - 1] ?? Number.NEGATIVE_INFINITY) : Number.NEGATIVE_INFINITY,
    until: low < bounds.length ? (bounds[low] ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY,
  };
}

/** One cached answer: valid while the stamp holds and the clock stays in [from, until). */
export interface Answer<T> {
  stamp: string;
  from: number;
  until: number;
  data: T;
  /** The JSON the route wrote for it, kept after the first write (replyFrom). */
  body?: string;
}

/**
 * Answers per database and per key (caller, language, query), least recently used first out. An answer goes
 * stale with any change of the database (dataStamp) or when the clock passes a discount boundary, so no
 * writer has to invalidate anything and none can be served stale.
 */
export class AnswerCache<T> {
  readonly #maps = new WeakMap<Db, Map<string, Answer<T>>>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  get(db: Db, key: string, now: number, compute: () => T): Answer<T> {
    let map = this.#maps.get(db);
    if (!map) {
      map = new Map();
      this.#maps.set(db, map);
    }
    const stamp = dataStamp(db);
    const hit = map.get(key);
    map.delete(key);
    if (hit && hit.stamp === stamp && hit.from <= now && now < hit.until) {
      map.set(key, hit); // most recently used last
      return hit;
    }
    const answer: Answer<T> = { stamp, ...discountWindow(db, now), data: compute() };
    if (map.size >= this.#max) map.delete(map.keys().next().value ?? '');
    map.set(key, answer);
    return answer;
  }
}

/**
 * A route's answer from the cache: the data, with the reply set to write the answer's JSON, made once by the
 * route's own serializer (so the bytes are those it would write). Serializing twenty goods cards costs more
 * than finding them again in the cache; the envelope around the content is the same for every success.
 */
export function replyFrom<T>(reply: FastifyReply, answer: Answer<T>): T {
  const serialize = reply.getSerializationFunction('200');
  if (serialize) {
    // A reply with its own serializer gets no content type from Fastify: say it, as the default path does.
    reply.type('application/json; charset=utf-8');
    reply.serializer((payload: Record<string, unknown>) => (answer.body ??= serialize(payload)));
  }
  return answer.data;
}
