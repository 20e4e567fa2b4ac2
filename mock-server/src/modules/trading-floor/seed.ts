// Seeds ~45 days of deals before the seed clock: catalogue goods on sale with a valid price, bought by the
// buyer companies in multiples of their minimum order; more deals on recent days and in business hours.
import type { Db } from '../../db/database.ts';
import { all, getMeta, run, setMeta } from '../../db/database.ts';

const BACKFILLED = 'trading-floor.activity-backfilled';
import type { SeedContext } from '../../seed/context.ts';
import { DAY, HOUR, chinaMidnight } from '../../lib/china-time.ts';
import { bigUnitsToQuantity, fenTimes, quantityToBigUnits } from '../../lib/money.ts';

/** n x a 4-decimal quantity string, exactly. */
function times(quantity: string, n: number): string {
  return bigUnitsToQuantity(quantityToBigUnits(quantity) * BigInt(n));
}

export function seedTradingFloor(db: Db, ctx: SeedContext): void {
  const products = all<{ id: number; company_id: number; price_fen: number; min_order: string }>(
    db,
    'SELECT id, company_id, price_fen, min_order FROM products WHERE off_shelf = 0 AND price_valid = 0 ORDER BY id',
  );
  const buyers = all<{ id: number }>(db, "SELECT id FROM companies WHERE kind = 'buyer' ORDER BY id");
  if (products.length === 0 || buyers.length === 0) return;
  // The China-time midnight of the seed day; deals spread over the 45 days before it and today so far.
  const today = chinaMidnight(ctx.now);
  for (let day = 45; day >= 0; day -= 1) {
    const count = ctx.int(8, 14) + Math.floor((45 - day) / 5);
    for (let i = 0; i < count; i += 1) {
      const dealAt = today - day * DAY + ctx.int(8, 20) * HOUR + ctx.int(0, HOUR - 1);
      if (dealAt > ctx.now) continue;
      const product = ctx.pick(products);
      const quantity = times(product.min_order, ctx.int(1, 8));
      run(
        db,
        `INSERT INTO trading_deals (product_id, buyer_company_id, seller_company_id, quantity, amount_fen, deal_at)
         VALUES (?, ?, ?, ?, ?, ?)`,
        product.id,
        ctx.pick(buyers).id,
        product.company_id,
        quantity,
        fenTimes(product.price_fen, quantity),
        dealAt,
      );
    }
  }
}

/**
 * Once per database (at its first start, after every module has seeded): the floor's activity of the two
 * days before `now` from the seeded auctions, group buys and inquiries, as their domains would have reported
 * it, so a fresh stack's dashboard is not empty. Not a seed step: those modules seed after this one, and
 * moving this module later would change every later module's seeded data (one random stream).
 */
export function backfillFloorActivity(db: Db, now: number): void {
  if (getMeta(db, BACKFILLED)) return;
  setMeta(db, BACKFILLED, String(now));
  const since = now - 2 * DAY;
  const copy = (sql: string) => run(db, sql, since, now);
  copy(`INSERT INTO floor_activity (kind, ref_id, at, user_id, lot_id, amount_fen)
        SELECT 'bid', id, created_at, user_id, auction_id, amount_fen FROM auction_bids
        WHERE created_at >= ? AND created_at <= ? ORDER BY created_at, id`);
  copy(`INSERT INTO floor_activity (kind, ref_id, at, user_id)
        SELECT 'groupbuy', collective_id, created_at, user_id FROM collective_registrations
        WHERE created_at >= ? AND created_at <= ? ORDER BY created_at, id`);
  copy(`INSERT INTO floor_activity (kind, ref_id, at, user_id, category_id)
        SELECT 'inquiry', id, created_at, buyer_user_id, category_id FROM inquiries
        WHERE created_at >= ? AND created_at <= ? ORDER BY created_at, id`);
  copy(`INSERT INTO floor_activity (kind, ref_id, at, user_id)
        SELECT 'offer', id, created_at, user_id FROM inquiry_offers
        WHERE created_at >= ? AND created_at <= ? ORDER BY created_at, id`);
}
