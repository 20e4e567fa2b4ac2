// Goods a test buyer can put in the cart right now: the demo seller's goods at a plain valid price (no
// discount, no price application, on sale), not in the buyer's cart yet, with stock for the minimum order plus
// `spareUnits` (quantities in units of 1/10,000: contracts/src/money.ts). Tests that add to the cart pick
// from these, so that they do not depend on what earlier tests left in the cart or took from the stock; a
// journey that reads the whole cart empties it first (emptyCart).
import type { ProductCard } from '@portal/contracts/entities/catalogue';
import { deleteByIds, getCartList, type CartList } from '@portal/contracts/http/cart';
import { sellerProductPage } from '@portal/contracts/http/sale-product';
import { quantityToUnits } from '@portal/contracts/money';
import { apiLogin, callOk } from './api.ts';

export async function goodsForCart(
  token: string,
  options: { spareUnits?: number; lang?: 'zh' | 'en' } = {},
): Promise<ProductCard[]> {
  const seller = await apiLogin('seller');
  const inCart = new Set(
    (await callOk<CartList>(getCartList, { token })).groups.flatMap((group) => group.lines.map((l) => l.productId)),
  );
  const offered = await callOk<{ records: ProductCard[] }>(sellerProductPage, {
    query: { companyId: seller.user.company!.id, pageNum: 1, pageSize: 50 },
    ...(options.lang ? { lang: options.lang } : {}),
  });
  const spare = options.spareUnits ?? 0;
  return offered.records.filter(
    (item) =>
      item.priceState === 'valid' &&
      !item.discount &&
      !item.needPriceApply &&
      !item.offShelf &&
      !inCart.has(item.id) &&
      (quantityToUnits(item.stock) ?? 0) >= (quantityToUnits(item.minOrder) ?? 0) + spare,
  );
}

/** Empties the cart of `token`'s user: a journey that reads the cart starts from its own known state (no line
 * another test left behind moves its counts, totals or list). */
export async function emptyCart(token: string): Promise<void> {
  const ids = (await callOk<CartList>(getCartList, { token })).groups.flatMap((group) =>
    group.lines.map((line) => line.id),
  );
  // The call takes up to 100 lines at a time.
  for (let start = 0; start < ids.length; start += 100) {
    await callOk(deleteByIds, { token, body: { ids: ids.slice(start, start + 100) } });
  }
}
