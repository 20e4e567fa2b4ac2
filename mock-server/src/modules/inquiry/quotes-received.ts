// The buyer centre's "quotes received": one row per seller thread on the caller's inquiries, filtered by
// where the negotiation stands (awaiting the buyer, negotiating, accepted, declined) and paged in SQL.
import type { Lang } from '@portal/contracts/envelope';
import type { OfferSideValue, OfferThreadStatusValue } from '@portal/contracts/entities/trade-request';
import type { ReceivedQuote, ReceivedQuoteFilter } from '@portal/contracts/http/offer';
import type { PageOf } from '@portal/contracts/operation';
import type { Unit } from '@portal/contracts/rules/constants';
import type { Db, SqlValue } from '../../db/database.ts';
import { companyRefs } from '../catalogue/public.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { likeTerm } from '../../lib/like.ts';
import { fenToMoney } from '../../lib/money.ts';
import { pageRows, type PageQueryArgs } from '../../lib/paging.ts';
import { pick } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { inLanguage } from './company-names.ts';
import { offerGoodsRefs, threadGoodsSql } from './offer-goods.ts';

interface Row {
  inquiry_id: number;
  inquiry_num: string;
  title: string;
  title_en: string;
  unit: Unit;
  seller_company_id: number;
  status: OfferThreadStatusValue;
  inquiry_open: number;
  rounds: number;
  price_fen: number;
  quantity: string;
  side: OfferSideValue;
  latest_at: number;
  goods_id: number | null;
  carted_at: number | null;
}

/** The thread's latest round (last created, then highest id) as a correlated subquery on column `col`. */
const latest = (col: string) =>
  `(SELECT o.${col} FROM inquiry_offers o WHERE o.thread_id = t.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1)`;

/** An inquiry still takes rounds: not ended, not past its due date (China date `?`). */
const OPEN = `(i.status <> 'ended' AND i.due_date >= ?)`;

const FILTERS: Record<ReceivedQuoteFilter, string> = {
  awaitingMe: `t.status = 'negotiating' AND ${OPEN} AND ${latest('side')} = 'seller'`,
  negotiating: `t.status = 'negotiating' AND ${OPEN}`,
  accepted: `t.status = 'accepted'`,
  declined: `(t.status = 'declined' OR (t.status = 'negotiating' AND NOT ${OPEN}))`,
};

export function quotesReceived(
  db: Db,
  now: number,
  auth: AuthUser,
  query: PageQueryArgs & { status?: ReceivedQuoteFilter | undefined; keyword?: string | undefined },
  lang?: Lang,
): PageOf<ReceivedQuote> {
  const today = chinaDate(now);
  const where = ['i.buyer_user_id = ?'];
  const args: SqlValue[] = [auth.id];
  if (query.status) {
    where.push(FILTERS[query.status]);
    // Each OPEN in the filter takes today's date.
    args.push(...Array<string>(FILTERS[query.status].split(OPEN).length - 1).fill(today));
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    const term = likeTerm(keyword);
    where.push(
      `(i.title LIKE ? ESCAPE '\\' OR i.title_en LIKE ? ESCAPE '\\' OR i.inquiry_num LIKE ? ESCAPE '\\'
        OR s.name LIKE ? ESCAPE '\\' OR s.name_en LIKE ? ESCAPE '\\')`,
    );
    args.push(term, term, term, term, term);
  }
  const from = `FROM inquiry_threads t JOIN inquiries i ON i.id = t.inquiry_id
    JOIN companies s ON s.id = t.seller_company_id WHERE ${where.join(' AND ')}`;
  const page = pageRows<Row>(
    db,
    {
      select: `i.id AS inquiry_id, i.inquiry_num, i.title, i.title_en, i.unit, t.seller_company_id, t.status,
        CASE WHEN ${OPEN} THEN 1 ELSE 0 END AS inquiry_open,
        (SELECT COUNT(*) FROM inquiry_offers o WHERE o.thread_id = t.id) AS rounds,
        ${latest('price_fen')} AS price_fen, ${latest('quantity')} AS quantity, ${latest('side')} AS side,
        ${latest('created_at')} AS latest_at, ${threadGoodsSql} AS goods_id, t.carted_at`,
      from,
      // The select's OPEN takes its date before the WHERE's arguments.
      args: [today, ...args],
      countFrom: from,
      countArgs: args,
      order: 'latest_at DESC, t.id DESC',
    },
    query,
  );
  const sellers = inLanguage(db, companyRefs(db, [...new Set(page.records.map((r) => r.seller_company_id))]), lang);
  const goods = offerGoodsRefs(
    db,
    page.records.map((r) => r.goods_id),
    lang,
  );
  return {
    ...page,
    records: page.records.flatMap((r) => {
      const seller = sellers.get(r.seller_company_id);
      if (!seller || r.latest_at === null) return [];
      const closedByInquiry = r.status === 'negotiating' && r.inquiry_open === 0;
      return [
        {
          inquiryId: r.inquiry_id,
          inquiryNum: r.inquiry_num,
          inquiryTitle: pick(lang, r.title, r.title_en),
          unit: r.unit,
          seller,
          // A thread left open when its inquiry ended or passed its due date is declined in effect.
          status: closedByInquiry ? 'declined' : r.status,
          turn: r.status === 'negotiating' && r.inquiry_open === 1 ? (r.side === 'seller' ? 'buyer' : 'seller') : null,
          rounds: r.rounds,
          latestPrice: fenToMoney(r.price_fen),
          latestQuantity: r.quantity,
          latestSide: r.side,
          latestAt: r.latest_at,
          goods: r.goods_id === null ? null : (goods.get(r.goods_id) ?? null),
          inCart: r.carted_at !== null,
        },
      ];
    }),
  };
}
