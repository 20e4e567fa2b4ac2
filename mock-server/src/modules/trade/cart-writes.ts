// Cart writes: add goods (or an accepted offer at its agreed price), set a line's quantity, delete lines.
// Every change publishes the caller's new line count on `user:<id>` after it commits (every tab follows).
import type { FastifyInstance } from 'fastify';
import { afterCommit, one, run, transaction, type Db } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';
import { amountFen, fenToMoney, moneyToFen, quantityToUnits, unitsToQuantity } from '../../lib/money.ts';
import { cartCount } from './service.ts';

/** The goods row every cart and order rule reads. */
export interface GoodsRow {
  id: number;
  code: string;
  title: string;
  title_en: string;
  image: string;
  unit: string;
  specs: string;
  specs_en: string;
  category_id: number;
  company_id: number;
  source: 'sale' | 'self' | 'supplier';
  price_fen: number;
  price_valid: number;
  price_needs_apply: number;
  stock: string;
  min_order: string;
  off_shelf: number;
  discount: number;
  /** 1 while a limited-time discount of the goods has not ended (running or announced). */
  discount_open: number;
  /** The discount price while its window runs on the server clock (starts <= now < ends); else null. */
  discount_price_fen: number | null;
}

export function goodsRow(db: Db, productId: number, now: number): GoodsRow | undefined {
  return one<GoodsRow>(
    db,
    `SELECT p.id, p.code, p.title, p.title_en, p.image, p.unit, p.specs, p.specs_en, p.category_id, p.company_id,
            p.source, p.price_fen, p.price_valid, p.price_needs_apply, p.stock, p.min_order, p.off_shelf, p.discount,
            (p.discount = 1 AND EXISTS (SELECT 1 FROM catalogue_discounts d WHERE d.product_id = p.id
              AND d.ends_at > ?)) AS discount_open,
            (SELECT d.price_fen FROM catalogue_discounts d WHERE p.discount = 1 AND d.product_id = p.id
              AND d.starts_at <= ? AND d.ends_at > ?) AS discount_price_fen
       FROM products p WHERE p.id = ?`,
    now,
    now,
    now,
    productId,
  );
}

/** Whether the user holds an approved price permission for the goods (or every goods of its seller). */
export function hasPriceGrant(db: Db, userId: number, goods: Pick<GoodsRow, 'id' | 'company_id'>): boolean {
  return (
    one(
      db,
      `SELECT 1 FROM price_applications WHERE user_id = ? AND status = 'approved'
         AND (product_id = ? OR (product_id IS NULL AND company_id = ?)) LIMIT 1`,
      userId,
      goods.id,
      goods.company_id,
    ) !== undefined
  );
}

export interface Buyer {
  id: number;
  companyId: number | null;
}

/**
 * The quantity rules of docs/requirements.md section 5 for `units` (ten-thousandths) of the goods: the stock must cover the
 * minimum order ('Inventory is less than the minimum purchase quantity.'), and the quantity must lie between
 * the minimum and the stock ('Please enter the correct quantity.').
 */
export function checkQuantity(goods: Pick<GoodsRow, 'stock' | 'min_order'>, units: number): void {
  const stock = quantityToUnits(goods.stock) ?? 0;
  const min = quantityToUnits(goods.min_order) ?? 0;
  if (stock < min || stock <= 0) throw new BusinessError('inventoryBelowMinimum');
  if (units <= 0 || units < min || units > stock) throw new BusinessError('wrongQuantity');
}

/**
 * What may go in the cart (and be ordered): goods that exist, are on the shelf, are not the buyer's own, are
 * not limited-time discount goods (for the cart: an order buys them at the discount price while it runs),
 * whose price the buyer may see and is still valid, unless the line carries an agreed price (an accepted offer
 * fixes the price, so neither the list price's validity nor its permission matters).
 */
export function checkBuyable(
  db: Db,
  buyer: Buyer,
  goods: GoodsRow | undefined,
  agreedPrice: boolean,
  purpose: 'cart' | 'order' = 'cart',
): GoodsRow {
  if (!goods) throw new BusinessError('notFound');
  if (goods.off_shelf !== 0) throw new BusinessError('productOff');
  if (buyer.companyId !== null && goods.company_id === buyer.companyId) throw new BusinessError('ownProduct');
  if (purpose === 'cart' && goods.discount_open) throw new BusinessError('discountNotInCart');
  if (purpose === 'order' && goods.discount_price_fen !== null) {
    if (goods.price_needs_apply !== 0 && !hasPriceGrant(db, buyer.id, goods)) {
      throw new BusinessError('applyPriceFirst');
    }
    return goods;
  }
  if (!agreedPrice) {
    if (goods.price_needs_apply !== 0 && !hasPriceGrant(db, buyer.id, goods)) {
      throw new BusinessError('applyPriceFirst');
    }
    if (goods.price_valid !== 0) throw new BusinessError('priceExpired');
  }
  return goods;
}

function buyerOf(db: Db, userId: number): Buyer {
  const row = one<{ company_id: number | null }>(db, 'SELECT company_id FROM users WHERE id = ?', userId);
  if (!row) throw new BusinessError('notFound');
  return { id: userId, companyId: row.company_id };
}

/** Tells every tab of the user its new cart count, once the change has committed. */
export function publishCartCount(app: FastifyInstance, userId: number): void {
  afterCommit(app.db, () => {
    app.realtime.publish(`user:${userId}`, 'user:cartCount', { count: cartCount(app.db, userId) });
  });
}

export interface AddCartLineInput {
  productId: number;
  /** Decimal string above zero, at most four decimals: added to the line of the same goods. */
  quantity: string;
  /** An agreed price in yuan ("12.50", e.g. an accepted offer's): the line is bought at it. */
  price?: string;
  /** Where the line comes from, e.g. `offer:123`; shown nowhere, kept for the trail. */
  source?: string;
}

/**
 * Puts goods in the user's cart under every rule of addCart, in one transaction, and publishes the new count.
 * The seam for the inquiry module: an accepted offer becomes a cart line at its agreed `price`; goods already
 * in the cart at another price are refused (cartPriceConflict) rather than repriced. Throws BusinessError as addCart answers it.
 */
export function addCartLine(
  app: FastifyInstance,
  userId: number,
  input: AddCartLineInput,
): { id: number; count: number } {
  const db = app.db;
  const now = app.now();
  const agreedFen = input.price === undefined ? null : moneyToFen(input.price);
  if (agreedFen !== null && (agreedFen === undefined || agreedFen <= 0)) throw new BusinessError('wrongQuantity');
  const adding = quantityToUnits(input.quantity);
  if (adding === undefined || adding <= 0) throw new BusinessError('wrongQuantity');
  return transaction(db, () => {
    const buyer = buyerOf(db, userId);
    const goods = checkBuyable(db, buyer, goodsRow(db, input.productId, now), agreedFen !== null);
    const line = one<{ id: number; quantity: string; agreed_price_fen: number | null }>(
      db,
      'SELECT id, quantity, agreed_price_fen FROM trade_carts WHERE user_id = ? AND product_id = ?',
      userId,
      goods.id,
    );
    // One line, one price: units bought at an offer's agreed price never merge with units at the list price
    // (or another agreed price), which would reprice what was already there.
    if (line && line.agreed_price_fen !== agreedFen) throw new BusinessError('cartPriceConflict');
    const total = (line ? (quantityToUnits(line.quantity) ?? 0) : 0) + adding;
    checkQuantity(goods, total);
    let id: number;
    if (line) {
      run(
        db,
        'UPDATE trade_carts SET quantity = ?, updated_at = ?, source_ref = COALESCE(?, source_ref) WHERE id = ?',
        unitsToQuantity(total),
        now,
        input.source ?? null,
        line.id,
      );
      id = line.id;
    } else {
      id = run(
        db,
        `INSERT INTO trade_carts (user_id, product_id, quantity, created_at, updated_at, agreed_price_fen, source_ref)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        userId,
        goods.id,
        unitsToQuantity(total),
        now,
        now,
        agreedFen,
        input.source ?? null,
      ).lastId;
    }
    publishCartCount(app, userId);
    return { id, count: cartCount(db, userId) };
  });
}

/** Sets the quantity of one of the user's lines within the goods' minimum and stock; another's is not found. */
export function updateCartQuantity(
  app: FastifyInstance,
  userId: number,
  id: number,
  quantity: string,
): { id: number; quantity: string; amount: string; count: number } {
  const db = app.db;
  const units = quantityToUnits(quantity);
  if (units === undefined || units <= 0) throw new BusinessError('wrongQuantity');
  return transaction(db, () => {
    const line = one<{ product_id: number; agreed_price_fen: number | null }>(
      db,
      'SELECT product_id, agreed_price_fen FROM trade_carts WHERE id = ? AND user_id = ?',
      id,
      userId,
    );
    if (!line) throw new BusinessError('notFound');
    const goods = goodsRow(db, line.product_id, app.now());
    if (!goods) throw new BusinessError('notFound');
    checkQuantity(goods, units);
    run(db, 'UPDATE trade_carts SET quantity = ?, updated_at = ? WHERE id = ?', unitsToQuantity(units), app.now(), id);
    const price = line.agreed_price_fen ?? goods.price_fen;
    return {
      id,
      quantity: unitsToQuantity(units),
      amount: fenToMoney(amountFen(price, units)),
      count: cartCount(db, userId),
    };
  });
}

/**
 * Deletes the user's lines with these ids. Any id that is not a line of the user refuses the whole call (and
 * deletes nothing), so another user's line is neither deleted nor confirmed to exist.
 */
export function deleteCartLines(app: FastifyInstance, userId: number, ids: readonly number[]): { count: number } {
  const db = app.db;
  const unique = [...new Set(ids)];
  return transaction(db, () => {
    const marks = unique.map(() => '?').join(', ');
    const { changes } = run(db, `DELETE FROM trade_carts WHERE user_id = ? AND id IN (${marks})`, userId, ...unique);
    if (changes !== unique.length) throw new BusinessError('notFound');
    publishCartCount(app, userId);
    return { count: cartCount(db, userId) };
  });
}
