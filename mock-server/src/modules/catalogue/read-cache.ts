// What the catalogue's answer caches (home page, searches, details, the category tree) key their freshness
// on: a stamp that moves with every change of the database, and the discount boundaries around the clock
// (the only time dependence).
import type { FastifyReply } from 'fastify';
import { othersMayHaveCommitted, type Db } from '../../db/database.ts';
import { cachedAll, cachedOne } from './statements.ts';

/**
 * `total_changes()` of this connection grows with every insert, update or delete (rolled back ones too, which
 * only makes an entry stale early) and `data_version` with every commit of another connection. No writer has
 * to remember to invalidate a cache keyed on it, so none can serve data that a commit has changed.
 *
 * `data_version` takes SQLite's file locks (~3 µs quiet, ~9 µs a request under load): it is read again only
 * when the WAL index's header says another connection may have committed (othersMayHaveCommitted, one pread),
 * and never for a database in memory. One request asks for the stamp several times (its answer, the category
 * tree, the seller card...): within one synchronous run it is read once, so a request served in one go sees
 * the database as it was when it started, and its own writes still move total_changes().
 */
export function dataStamp(db: Db): string {
  const changes = cachedOne<{ n: number }>(db, 'SELECT total_changes() AS n')?.n ?? 0;
  let seen = stamps.get(db);
  if (seen?.held && seen.changes === changes) return seen.stamp;
  // The header first, then data_version: a commit between the two is seen by the next call's header.
  const version = !seen || othersMayHaveCommitted(db) ? dataVersion(db) : seen.version;
  if (!seen) {
    seen = { changes, version, stamp: `${changes}:${version}`, held: false };
    stamps.set(db, seen);
  } else if (seen.changes !== changes || seen.version !== version) {
    seen.changes = changes;
    seen.version = version;
    seen.stamp = `${changes}:${version}`;
  }
  if (!seen.held) {
    seen.held = true;
    const held = seen;
    queueMicrotask(() => {
      held.held = false;
    });
  }
  return seen.stamp;
}
/** Per connection: the last stamp read, and whether it holds for the synchronous run under way. */
const stamps = new WeakMap<Db, { changes: number; version: number; stamp: string; held: boolean }>();

function dataVersion(db: Db): number {
  return cachedOne<{ data_version: number }>(db, 'PRAGMA data_version')?.data_version ?? 0;
}

/**
 * A value derived from the database, kept per connection until the stamp moves: the category tree, the
 * discount boundaries, summaries. `make` runs again after any change, so it can never serve stale data.
 */
export function stamped<T>(cache: WeakMap<Db, { stamp: string; value: T }>, db: Db, make: () => T): T {
  // Made inside a transaction, a value may hold writes a rollback undoes without moving the stamp back
  // (total_changes() counts them): it is used, never kept.
  if (db.isTransaction) return make();
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
  /** The JSON the route writes for it (envelope included), as UTF-8 bytes: made with the answer, or kept
   * after the first write (replyFrom). */
  body?: Buffer;
}

/** What a computation gives an answer: its data, or its bytes with the data read from them when asked. */
export type Made<T> = { data: T; body?: Buffer } | { body: Buffer };

/** An answer made as bytes (goods-json.ts): its data, when a caller other than the route asks, is parsed
 * from them once. */
function fromBytes<T>(body: Buffer): { readonly data: T; body: Buffer } {
  let data: T | undefined;
  return {
    body,
    get data(): T {
      data ??= (JSON.parse(body.toString('utf8')) as { content: T }).content;
      return data;
    },
  };
}

/**
 * Answers per database and per key (caller, language, query), least recently used first out. An answer goes
 * stale with any change of the database (dataStamp) or when the clock passes a discount boundary, so no
 * writer has to invalidate anything and none can be served stale.
 *
 * `keepOnSecondAsk`: an answer is kept only when its key was asked for before (a doorkeeper: one hash per
 * slot, nothing allocated), so a stream of keys each asked once (every goods item of a market in turn) is
 * answered without pushing out the answers that are asked again, and without keeping answers that die old.
 */
export class AnswerCache<T> {
  readonly #maps = new WeakMap<Db, Map<string, Answer<T>>>();
  readonly #max: number;
  /** Hashes of keys asked lately (0: none), by hash; null: every answer is kept. */
  readonly #asked: Int32Array | null;

  constructor(max: number, options: { keepOnSecondAsk?: boolean } = {}) {
    this.#max = max;
    this.#asked = options.keepOnSecondAsk ? new Int32Array(max * 4) : null;
  }

  /** Whether `key` was asked for lately; remembers it for the next time. A collision only keeps early. */
  #askedBefore(key: string): boolean {
    const asked = this.#asked;
    if (!asked) return true;
    let hash = 0x811c9dc5; // FNV-1a
    for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
    hash |= 1; // never 0, the empty slot
    const slot = (hash >>> 0) % asked.length;
    if (asked[slot] === hash) return true;
    asked[slot] = hash;
    return false;
  }

  get(db: Db, key: string, now: number, compute: () => T): Answer<T> {
    return this.getMade(db, key, now, () => ({ data: compute() }));
  }

  /** As get, for computations that may make the answer's bytes rather than its data. */
  getMade(db: Db, key: string, now: number, make: () => Made<T>): Answer<T> {
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
    const made = make();
    // An answer made inside a transaction may hold writes a rollback undoes without moving the stamp back:
    // it is answered, never kept; so is one asked for the first time where only repeated keys are kept.
    if (db.isTransaction || !this.#askedBefore(key))
      return Object.assign('data' in made ? made : fromBytes<T>(made.body), { stamp, from: now, until: now });
    // Assigned onto what was made: the data getter of bytes (fromBytes) stays a getter.
    const answer = Object.assign('data' in made ? made : fromBytes<T>(made.body), {
      stamp,
      ...discountWindow(db, now),
    }) as Answer<T>;
    if (map.size >= this.#max) map.delete(map.keys().next().value ?? '');
    map.set(key, answer);
    return answer;
  }
}

/** Stands in for the content of an answer whose bytes are written as they are (never serialised). */
const WRITTEN = Object.freeze({});

/**
 * A route's answer from the cache: the data, with the reply set to write the answer's JSON, made once by the
 * route's own serializer (so the bytes are those it would write), or made with the answer. Serializing twenty
 * goods cards costs more than finding them again in the cache; the envelope around the content is the same
 * for every success.
 */
export function replyFrom<T>(reply: FastifyReply, answer: Answer<T>): T {
  const made = answer.body;
  if (made) {
    // Bytes made with the answer: written as they are, the content is never read (a stand-in goes to the hooks).
    reply.type('application/json; charset=utf-8');
    reply.serializer((() => made) as unknown as (payload: Record<string, unknown>) => string);
    return WRITTEN as T;
  }
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
