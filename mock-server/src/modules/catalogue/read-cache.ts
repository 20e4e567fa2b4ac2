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
 *
 * Reading `data_version` costs ~10 µs, and one request asks for the stamp several times (its answer, the
 * category tree, the seller card...). Within one synchronous run the stamp is read once: a request served
 * in one go sees the database as it was when it started, and its own writes still move total_changes().
 */
export function dataStamp(db: Db): string {
  const changes = cachedOne<{ n: number }>(db, 'SELECT total_changes() AS n')?.n ?? 0;
  const held = tickStamps.get(db);
  if (held && held.changes === changes) return held.stamp;
  const version = cachedOne<{ data_version: number }>(db, 'PRAGMA data_version')?.data_version ?? 0;
  const stamp = `${changes}:${version}`;
  if (!held) queueMicrotask(() => tickStamps.delete(db));
  tickStamps.set(db, { changes, stamp });
  return stamp;
}
const tickStamps = new Map<Db, { changes: number; stamp: string }>();

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
  /** The JSON the route wrote for it, as UTF-8 bytes, kept after the first write (replyFrom). */
  body?: Buffer;
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
    // Kept as bytes: a string of Chinese text would be encoded to UTF-8 (and measured) again on every write.
    // Fastify writes a Buffer payload as it is; its serializer type only names strings.
    const write = (payload: Record<string, unknown>) => (answer.body ??= Buffer.from(serialize(payload)));
    reply.serializer(write as unknown as (payload: Record<string, unknown>) => string);
  }
  return answer.data;
}
