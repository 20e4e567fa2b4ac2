// Inquiry reads: the goods an inquiry starts from, inquiry details (contact details only for those in the
// negotiation), the caller's lists and the open hall, the offer threads; and price permissions. An inquiry
// past its due date reads `expired` (server clock); one under review is visible to its buyer only.
import type { PageOf } from '@portal/contracts/operation';
import type {
  CompanyRef,
  InquiryCard,
  InquiryDetail,
  InquiryOffers,
  InquiryStatusValue,
  OfferSideValue,
  OfferThreadStatusValue,
} from '@portal/contracts/entities/trade-request';
import type { InquiryProduct } from '@portal/contracts/http/inquiry';
import type { SalePrice } from '@portal/contracts/http/product-price-apply';
import type { PriceState } from '@portal/contracts/entities/catalogue';
import type { DeliveryMethod, Unit } from '@portal/contracts/rules/constants';
import type { Db, SqlValue } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import { BusinessError } from '../../lib/errors.ts';
import { categoryImage } from '../../lib/assets.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { regionPath } from '../region/public.ts';
import { CATEGORY_SUBTREE_SQL, companyRef, companyRefs, priceAccess } from '../catalogue/public.ts';
import { attachmentRefs } from '../../lib/attachments.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { likeTerm } from '../../lib/like.ts';
import { maskCompanyName, maskMobile } from '../../lib/mask.ts';
import { fenTimes, fenToMoney } from '../../lib/money.ts';
import { pageRows, type PageQueryArgs } from '../../lib/paging.ts';
import { pick } from '../../lib/text.ts';
import { regionPathIn } from '../region/public.ts';
import { inLanguage } from './company-names.ts';
import { offerGoodsRefs, threadGoodsSql } from './offer-goods.ts';
import type { Lang } from '@portal/contracts/envelope';

// ---------------------------------------------------------------------------------------------------------
// Who may do what.

/** Only enterprise buyers publish inquiries: individuals authenticate first, buyers complete their company. */
export function assertMayPublishInquiry(auth: AuthUser): void {
  if (auth.role === 'personal' && !auth.authenticated) throw new BusinessError('individualCannotApply');
  if (auth.role !== 'buyer') throw new BusinessError('forbiddenRole');
  if (auth.companyId === null) throw new BusinessError('improveEnterprise');
}

export function mayQuote(auth: AuthUser | null): boolean {
  return auth !== null && (auth.role === 'shop' || auth.role === 'factory') && auth.companyId !== null;
}

// ---------------------------------------------------------------------------------------------------------
// Inquiries.

interface InquiryRow {
  id: number;
  inquiry_num: string;
  buyer_user_id: number;
  buyer_company_id: number | null;
  title: string;
  title_en: string;
  description_en: string;
  product_id: number | null;
  supplier_company_id: number | null;
  category_id: number | null;
  quantity: string;
  unit: Unit;
  price_fen: number | null;
  province_code: string;
  city_code: string;
  county_code: string;
  address: string;
  address_en: string;
  due_date: string;
  contact_phone: string;
  wechat: string;
  attachments: string;
  delivery_method: DeliveryMethod;
  description: string;
  status: 'underReview' | 'inquiring' | 'ended';
  created_at: number;
  eff_status: InquiryStatusValue;
  image: string | null;
  category_name: string | null;
  category_name_en: string | null;
  buyer_name: string | null;
  buyer_name_en: string | null;
  buyer_nickname: string;
  offer_count: number;
}

/** Every inquiry with its effective status; the first `?` is today's China date, the second the server time (a
 * new inquiry opens by itself at review_due_at). */
const BASE = `
SELECT i.*,
  CASE WHEN i.status = 'ended' THEN 'ended' WHEN i.due_date < today.d THEN 'expired'
       WHEN i.status = 'underReview' AND (i.review_due_at IS NULL OR i.review_due_at > today.t) THEN 'underReview'
       ELSE 'inquiring' END AS eff_status,
  p.image AS image, c.name AS category_name, c.name_en AS category_name_en,
  bc.name AS buyer_name, bc.name_en AS buyer_name_en, bu.nickname AS buyer_nickname,
  (SELECT COUNT(*) FROM inquiry_threads t WHERE t.inquiry_id = i.id) AS offer_count
FROM inquiries i
CROSS JOIN (SELECT ? AS d, ? AS t) today
JOIN users bu ON bu.id = i.buyer_user_id
LEFT JOIN companies bc ON bc.id = i.buyer_company_id
LEFT JOIN products p ON p.id = i.product_id
LEFT JOIN categories c ON c.id = i.category_id`;

/** One page of the inquiries matching `where`, newest first. */
function inquiryRows(db: Db, now: number, where: string[], args: SqlValue[], query: PageQueryArgs) {
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  return pageRows<InquiryRow>(
    db,
    {
      select: '*',
      from: `FROM (${BASE}) x ${clause}`,
      order: 'x.created_at DESC, x.id DESC',
      args: [chinaDate(now), now, ...args],
    },
    query,
  );
}

/** Whether the caller takes part in the inquiry: its buyer, the platform, the addressed supplier, a quoting seller. */
function isParty(db: Db, row: InquiryRow, auth: AuthUser | null): boolean {
  if (!auth) return false;
  if (auth.id === row.buyer_user_id || auth.role === 'operator') return true;
  if (auth.companyId === null) return false;
  if (row.supplier_company_id === auth.companyId) return true;
  return (
    one(
      db,
      'SELECT 1 AS ok FROM inquiry_threads WHERE inquiry_id = ? AND seller_company_id = ?',
      row.id,
      auth.companyId,
    ) !== undefined
  );
}

function toCard(row: InquiryRow, party: boolean, suppliers: Map<number, CompanyRef>, lang?: Lang): InquiryCard {
  const buyerName = pick(lang, row.buyer_name ?? row.buyer_nickname, row.buyer_name_en);
  return {
    id: row.id,
    inquiryNum: row.inquiry_num,
    title: pick(lang, row.title, row.title_en),
    image: row.image ?? (row.category_id ? categoryImage(row.category_id) : ''),
    productId: row.product_id,
    categoryId: row.category_id,
    categoryName: row.category_name ?? '',
    categoryNameEn: row.category_name_en ?? '',
    quantity: row.quantity,
    unit: row.unit,
    price: row.price_fen === null ? null : fenToMoney(row.price_fen),
    receivingPlace: {
      provinceCode: row.province_code,
      cityCode: row.city_code,
      countyCode: row.county_code,
      regionName:
        lang === 'en'
          ? regionPathIn('en', row.county_code)
          : regionPath(row.province_code, row.city_code, row.county_code),
      address: party ? pick(lang, row.address, row.address_en) : '',
    },
    dueDate: row.due_date,
    deliveryMethod: row.delivery_method,
    status: row.eff_status,
    buyerName: party ? buyerName : maskCompanyName(buyerName),
    supplier: row.supplier_company_id === null ? null : (suppliers.get(row.supplier_company_id) ?? null),
    offerCount: row.offer_count,
    createdAt: row.created_at,
  };
}

function toDetail(db: Db, row: InquiryRow, auth: AuthUser | null, lang?: Lang): InquiryDetail {
  const party = isParty(db, row, auth);
  const suppliers = inLanguage(
    db,
    companyRefs(db, row.supplier_company_id === null ? [] : [row.supplier_company_id]),
    lang,
  );
  const mine = auth?.id === row.buyer_user_id;
  return {
    ...toCard(row, party, suppliers, lang),
    description: pick(lang, row.description, row.description_en),
    contactPhone: party ? row.contact_phone : maskMobile(row.contact_phone, 'all'),
    wechat: party || row.wechat === '' ? row.wechat : `${row.wechat.slice(0, 2)}****`,
    attachments: attachmentRefs(db, row.attachments),
    mine,
    canQuote:
      !mine &&
      mayQuote(auth) &&
      row.eff_status === 'inquiring' &&
      auth?.companyId !== row.buyer_company_id &&
      (row.supplier_company_id === null || row.supplier_company_id === auth?.companyId),
  };
}

function visibleInquiry(db: Db, now: number, where: string, arg: SqlValue, auth: AuthUser | null): InquiryRow {
  const row = inquiryRows(db, now, [where], [arg], { pageSize: 1 }).records[0];
  // Under review: only its buyer (and the platform) know it exists.
  if (!row || (row.eff_status === 'underReview' && auth?.id !== row.buyer_user_id && auth?.role !== 'operator')) {
    throw new BusinessError('notFound');
  }
  return row;
}

export function inquiryDetail(db: Db, now: number, id: number, auth: AuthUser | null, lang?: Lang): InquiryDetail {
  return toDetail(db, visibleInquiry(db, now, 'x.id = ?', id, auth), auth, lang);
}

export function inquiryByNum(
  db: Db,
  now: number,
  inquiryNum: string,
  auth: AuthUser | null,
  lang?: Lang,
): InquiryDetail {
  return toDetail(db, visibleInquiry(db, now, 'x.inquiry_num = ?', inquiryNum, auth), auth, lang);
}

/** An inquiry as the writes need it (stored and effective status), if the caller may see it. */
export type EffectiveInquiry = Pick<
  InquiryRow,
  | 'id'
  | 'inquiry_num'
  | 'buyer_user_id'
  | 'buyer_company_id'
  | 'supplier_company_id'
  | 'title'
  | 'quantity'
  | 'product_id'
  | 'status'
  | 'eff_status'
>;

export function effectiveInquiry(db: Db, now: number, inquiryNum: string, auth: AuthUser | null): EffectiveInquiry {
  return visibleInquiry(db, now, 'x.inquiry_num = ?', inquiryNum, auth);
}

interface ListQuery {
  pageNum?: number;
  pageSize?: number;
  status?: InquiryStatusValue;
  keyword?: string;
}

function listWhere(query: ListQuery): { where: string[]; args: SqlValue[] } {
  const where: string[] = [];
  const args: SqlValue[] = [];
  if (query.status) {
    where.push('x.eff_status = ?');
    args.push(query.status);
  }
  if (query.keyword?.trim()) {
    const term = likeTerm(query.keyword);
    where.push(
      "(x.title LIKE ? ESCAPE '\\' OR x.title_en LIKE ? ESCAPE '\\' OR x.inquiry_num LIKE ? ESCAPE '\\' OR COALESCE(x.category_name, '') LIKE ? ESCAPE '\\')",
    );
    args.push(term, term, term, term);
  }
  return { where, args };
}

function page(
  db: Db,
  now: number,
  where: string[],
  args: SqlValue[],
  query: ListQuery,
  party: boolean,
  lang?: Lang,
): PageOf<InquiryCard> {
  const page = inquiryRows(db, now, where, args, query);
  const suppliers = inLanguage(
    db,
    companyRefs(
      db,
      page.records.flatMap((row) => (row.supplier_company_id === null ? [] : [row.supplier_company_id])),
    ),
    lang,
  );
  return { ...page, records: page.records.map((row) => toCard(row, party, suppliers, lang)) };
}

/** `mine`: published by the caller; `received`: addressed to the caller's company or quoted on by it. */
export function myInquiries(
  db: Db,
  now: number,
  auth: AuthUser,
  query: ListQuery & { scope?: 'mine' | 'received' },
  lang?: Lang,
): PageOf<InquiryCard> {
  const { where, args } = listWhere(query);
  if ((query.scope ?? 'mine') === 'mine') {
    where.unshift('x.buyer_user_id = ?');
    args.unshift(auth.id);
  } else {
    where.unshift(
      `(x.supplier_company_id = ? OR x.id IN (SELECT inquiry_id FROM inquiry_threads WHERE seller_company_id = ?))
       AND x.eff_status <> 'underReview'`,
    );
    args.unshift(auth.companyId ?? -1, auth.companyId ?? -1);
  }
  return page(db, now, where, args, query, true, lang);
}

/** Open inquiries any seller may quote on. */
export function inquiryHall(
  db: Db,
  now: number,
  query: ListQuery & { categoryId?: number },
  lang?: Lang,
): PageOf<InquiryCard> {
  const { where, args } = listWhere({ ...query, status: 'inquiring' });
  where.push('x.supplier_company_id IS NULL');
  if (query.categoryId !== undefined) {
    where.push(`x.category_id IN (${CATEGORY_SUBTREE_SQL})`);
    args.push(query.categoryId, query.categoryId, query.categoryId);
  }
  return page(db, now, where, args, query, false, lang);
}

// ---------------------------------------------------------------------------------------------------------
// Offers.

export function offersOf(db: Db, now: number, inquiryNum: string, auth: AuthUser, lang?: Lang): InquiryOffers {
  const row = visibleInquiry(db, now, 'x.inquiry_num = ?', inquiryNum, auth);
  const everything = auth.id === row.buyer_user_id || auth.role === 'operator';
  const threads = all<{
    id: number;
    seller_company_id: number;
    status: OfferThreadStatusValue;
    accepted_at: number | null;
    accepted_side: OfferSideValue | null;
    goods_id: number | null;
    carted_at: number | null;
  }>(
    db,
    `SELECT t.id, t.seller_company_id, t.status, t.accepted_at, t.accepted_side, t.carted_at,
            ${threadGoodsSql} AS goods_id
       FROM inquiry_threads t
      WHERE t.inquiry_id = ? ${everything ? '' : 'AND t.seller_company_id = ?'} ORDER BY t.created_at, t.id`,
    row.id,
    ...(everything ? [] : [auth.companyId ?? -1]),
  );
  const sellers = inLanguage(
    db,
    companyRefs(
      db,
      threads.map((t) => t.seller_company_id),
    ),
    lang,
  );
  const goods = offerGoodsRefs(
    db,
    threads.map((t) => t.goods_id),
    lang,
  );
  const buyerName = pick(lang, row.buyer_name ?? row.buyer_nickname, row.buyer_name_en);
  const open = row.eff_status === 'inquiring';
  return {
    inquiryId: row.id,
    inquiryNum: row.inquiry_num,
    title: pick(lang, row.title, row.title_en),
    status: row.eff_status,
    unit: row.unit,
    viewer: everything ? 'buyer' : mayQuote(auth) ? 'seller' : 'none',
    threads: threads.flatMap((thread) => {
      const seller = sellers.get(thread.seller_company_id);
      const entries = all<{
        id: number;
        side: OfferSideValue;
        price_fen: number;
        quantity: string;
        delivery_date: string;
        valid_until: string;
        remark: string;
        remark_en: string;
        created_at: number;
      }>(
        db,
        `SELECT id, side, price_fen, quantity, delivery_date, valid_until, remark, remark_en, created_at
           FROM inquiry_offers WHERE thread_id = ? ORDER BY created_at, id`,
        thread.id,
      );
      const last = entries[entries.length - 1];
      if (!seller || !last) return [];
      return [
        {
          seller,
          status: thread.status,
          latestPrice: fenToMoney(last.price_fen),
          turn: thread.status === 'negotiating' && open ? (last.side === 'seller' ? 'buyer' : 'seller') : null,
          acceptedAt: thread.accepted_at,
          acceptedBy: thread.accepted_side,
          goods: thread.goods_id === null ? null : (goods.get(thread.goods_id) ?? null),
          inCart: thread.carted_at !== null,
          entries: entries.map((e, index) => ({
            id: e.id,
            round: index + 1,
            side: e.side,
            price: fenToMoney(e.price_fen),
            quantity: e.quantity,
            amount: fenToMoney(fenTimes(e.price_fen, e.quantity)),
            deliveryDate: e.delivery_date,
            validUntil: e.valid_until,
            remark: pick(lang, e.remark, e.remark_en),
            byName: e.side === 'seller' ? seller.shopName : buyerName,
            createdAt: e.created_at,
          })),
        },
      ];
    }),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Goods and price permissions.

interface ProductRow {
  id: number;
  code: string;
  title: string;
  image: string;
  category_id: number;
  category_name: string;
  category_name_en: string;
  company_id: number;
  unit: Unit;
  price_fen: number;
  market_price_fen: number;
  price_valid: number;
  price_needs_apply: number;
  stock: string;
  min_order: string;
  off_shelf: number;
  specs: string;
}

function productRow(db: Db, productId: number): ProductRow {
  const row = one<ProductRow>(
    db,
    `SELECT p.id, p.code, p.title, p.image, p.category_id, c.name AS category_name, c.name_en AS category_name_en,
            p.company_id, p.unit, p.price_fen, p.market_price_fen, p.price_valid, p.price_needs_apply, p.stock,
            p.min_order, p.off_shelf, p.specs
       FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ?`,
    productId,
  );
  if (!row) throw new BusinessError('notFound');
  return row;
}

function priceState(row: ProductRow, visible: boolean): PriceState {
  if (!visible) return 'hidden';
  return row.price_valid === 0 ? 'valid' : 'expired';
}

export function salePrice(db: Db, auth: AuthUser, productId: number): SalePrice {
  const row = productRow(db, productId);
  const access = priceAccess(db, auth, row);
  return {
    productId: row.id,
    title: row.title,
    unit: row.unit,
    needApply: row.price_needs_apply !== 0,
    applyStatus: access.status,
    priceState: priceState(row, access.visible),
    price: access.visible ? fenToMoney(row.price_fen) : null,
    marketPrice: access.visible ? fenToMoney(row.market_price_fen) : null,
    minOrder: row.min_order,
    appliedAt: access.appliedAt,
    rejectReason: access.rejectReason,
  };
}

export function productForInquiry(db: Db, auth: AuthUser, productId: number): InquiryProduct {
  assertMayPublishInquiry(auth);
  const row = productRow(db, productId);
  if (row.off_shelf !== 0) throw new BusinessError('productOff');
  if (row.company_id === auth.companyId) throw new BusinessError('ownProduct');
  const supplier = companyRef(db, row.company_id);
  if (!supplier) throw new BusinessError('notFound');
  const access = priceAccess(db, auth, row);
  return {
    productId: row.id,
    code: row.code,
    title: row.title,
    image: row.image,
    categoryId: row.category_id,
    categoryName: row.category_name,
    categoryNameEn: row.category_name_en,
    unit: row.unit,
    price: access.visible ? fenToMoney(row.price_fen) : null,
    priceState: priceState(row, access.visible),
    minOrder: row.min_order,
    stock: row.stock,
    offShelf: false,
    specs: (JSON.parse(row.specs) as { name: string; value: string }[]).map((s) => ({ name: s.name, value: s.value })),
    supplier,
  };
}
