// Following a brand (/storeDetail): once per user; brands.followers moves with each follow and cancel.
import { one, run, transaction, type Db } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';

export interface FollowState {
  brandId: number;
  followed: boolean;
  followers: number;
}

function state(db: Db, userId: number, brandId: number): FollowState {
  const brand = one<{ followers: number }>(db, 'SELECT followers FROM brands WHERE id = ?', brandId);
  if (!brand) throw new BusinessError('notFound');
  const followed = one(db, 'SELECT 1 FROM brand_follows WHERE user_id = ? AND brand_id = ?', userId, brandId);
  return { brandId, followed: followed !== undefined, followers: brand.followers };
}

/** Follow (idempotent: following again changes nothing) or stop following a brand. */
export function setBrandFollow(db: Db, userId: number, brandId: number, follow: boolean, now: number): FollowState {
  return transaction(db, () => {
    const before = state(db, userId, brandId);
    if (before.followed === follow) return before;
    if (follow) {
      run(db, 'INSERT INTO brand_follows (user_id, brand_id, created_at) VALUES (?, ?, ?)', userId, brandId, now);
      run(db, 'UPDATE brands SET followers = followers + 1 WHERE id = ?', brandId);
    } else {
      run(db, 'DELETE FROM brand_follows WHERE user_id = ? AND brand_id = ?', userId, brandId);
      run(db, 'UPDATE brands SET followers = max(0, followers - 1) WHERE id = ?', brandId);
    }
    return state(db, userId, brandId);
  });
}
