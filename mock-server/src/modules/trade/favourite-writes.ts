// Favourite writes: keep goods or a shop once (adding again answers the same id), remove the caller's own.
import { one, run, transaction, type Db } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';

export function addFavourite(
  db: Db,
  userId: number,
  type: 'product' | 'company',
  targetId: number,
  now: number,
): { id: number } {
  return transaction(db, () => {
    const exists =
      type === 'product'
        ? one(db, 'SELECT 1 FROM products WHERE id = ?', targetId)
        : one(
            db,
            "SELECT 1 FROM companies WHERE id = ? AND kind IN ('shop', 'factory', 'provider', 'platform')",
            targetId,
          );
    if (!exists) throw new BusinessError('notFound');
    run(
      db,
      'INSERT INTO trade_favourites (user_id, type, target_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
      userId,
      type,
      targetId,
      now,
    );
    const row = one<{ id: number }>(
      db,
      'SELECT id FROM trade_favourites WHERE user_id = ? AND type = ? AND target_id = ?',
      userId,
      type,
      targetId,
    );
    if (!row) throw new BusinessError('notFound');
    return { id: row.id };
  });
}

/** Removes favourites of the caller; an id of someone else's refuses the call and removes nothing. */
export function removeFavourites(db: Db, userId: number, ids: readonly number[]): { ok: true } {
  const unique = [...new Set(ids)];
  return transaction(db, () => {
    const { changes } = run(
      db,
      `DELETE FROM trade_favourites WHERE user_id = ? AND id IN (${unique.map(() => '?').join(', ')})`,
      userId,
      ...unique,
    );
    if (changes !== unique.length) throw new BusinessError('notFound');
    return { ok: true as const };
  });
}
