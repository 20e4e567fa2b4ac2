// The goods a negotiation thread trades (the commerce seam of an accepted offer): which goods, and how the
// thread lists and the quotes-received page name them in the reader's language.
import type { Lang } from '@portal/contracts/envelope';
import type { OfferGoods } from '@portal/contracts/entities/trade-request';
import { all, type Db } from '../../db/database.ts';
import { pick } from '../../lib/text.ts';

/**
 * The goods of thread `t` (an alias in the caller's SQL): the last ones a quote named, else the inquiry's goods
 * when they belong to the thread's seller. Never another company's goods (offer/save refuses those).
 */
export const threadGoodsSql = `COALESCE(t.product_id, (SELECT g.id FROM inquiries gi JOIN products g ON g.id = gi.product_id
    WHERE gi.id = t.inquiry_id AND g.company_id = t.seller_company_id))`;

/** The named goods by id, titled in `lang`. */
export function offerGoodsRefs(
  db: Db,
  ids: readonly (number | null)[],
  lang: Lang | undefined,
): Map<number, OfferGoods> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = all<{ id: number; title: string; title_en: string; image: string }>(
    db,
    `SELECT id, title, title_en, image FROM products WHERE id IN (${wanted.map(() => '?').join(',')})`,
    ...wanted,
  );
  return new Map(rows.map((r) => [r.id, { id: r.id, title: pick(lang, r.title, r.title_en), image: r.image }]));
}
