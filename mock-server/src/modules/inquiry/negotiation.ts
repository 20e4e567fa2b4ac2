// Inquiry writes: publishing (buyers only), the platform's review, quoting and counter-offering in turns,
// accepting the other side's latest proposal and ending an inquiry. Every round is a row (who, what, when);
// each one tells the other party on its user room and the trading floor through a domain event.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import type { SaveInquiryBody, SavedInquiry } from '@portal/contracts/http/inquiry';
import type {
  AcceptedOffer,
  AcceptOfferBody,
  OfferInCart,
  OfferToCartBody,
  SaveOfferBody,
} from '@portal/contracts/http/offer';
import { tradeMessage, type TradeMessageKey } from '@portal/contracts/rules/trade';
import { afterCommit, all, one, run, transaction } from '../../db/database.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { fenToMoney, moneyToFen, normalizeQuantity } from '../../lib/money.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { regionName } from '../region/public.ts';
import { addCartLine, cartCount } from '../trade/public.ts';
import { ownAttachmentIds } from './files.ts';
import { threadGoodsSql } from './offer-goods.ts';
import { assertMayPublishInquiry, effectiveInquiry, mayQuote, type EffectiveInquiry } from './service.ts';

/** How long a new inquiry waits for the platform's review before it opens by itself (server clock), when the
 * stack's automatic reviews are on (AUTO_REVIEW); off, it waits for the operator. */
export const INQUIRY_REVIEW_DELAY_MS = Number(process.env.INQUIRY_REVIEW_DELAY_MS ?? 2 * 60_000);

const refuse = (key: TradeMessageKey, lang: Lang) => new BusinessError('validation', tradeMessage(key, lang));

function assertNotBeforeToday(app: FastifyInstance, field: string, date: string, lang: Lang): void {
  if (date < chinaDate(app.now())) throw new FieldError(field, tradeMessage('dateBeforeToday', lang));
}

function assertRegion(body: { provinceCode: string; cityCode: string; countyCode: string }, lang: Lang): void {
  const ok =
    body.cityCode.startsWith(body.provinceCode) &&
    body.countyCode.startsWith(body.cityCode) &&
    regionName(body.countyCode) !== undefined;
  if (!ok) throw new FieldError('countyCode', lang === 'en' ? 'Please select province/city/region.' : '请选择省/市/区');
}

export function assertCategory(app: FastifyInstance, categoryId: number, lang: Lang): void {
  if (!one(app.db, 'SELECT 1 AS ok FROM categories WHERE id = ?', categoryId)) {
    throw new FieldError('categoryId', tradeMessage('categoryMissing', lang));
  }
}

export { assertRegion };

function nextInquiryNum(app: FastifyInstance): string {
  const day = chinaDate(app.now()).replace(/-/g, '');
  const last = one<{ n: number }>(app.db, 'SELECT COALESCE(MAX(id), 0) + 1 AS n FROM inquiries')?.n ?? 1;
  return `XJ${day}${String(last).padStart(4, '0')}`;
}

export function publishInquiry(app: FastifyInstance, auth: AuthUser, body: SaveInquiryBody, lang: Lang): SavedInquiry {
  assertMayPublishInquiry(auth);
  assertCategory(app, body.categoryId, lang);
  assertRegion(body, lang);
  assertNotBeforeToday(app, 'dueDate', body.dueDate, lang);
  let supplier: number | null = null;
  if (body.productId !== undefined) {
    const product = one<{ company_id: number; off_shelf: number }>(
      app.db,
      'SELECT company_id, off_shelf FROM products WHERE id = ?',
      body.productId,
    );
    if (!product) throw new BusinessError('notFound');
    if (product.off_shelf !== 0) throw new BusinessError('productOff');
    if (product.company_id === auth.companyId) throw new BusinessError('ownProduct');
    supplier = product.company_id;
  }
  const attachments = ownAttachmentIds(app.db, auth.id, body.attachments, 'attachments', lang);
  const now = app.now();
  return transaction(app.db, () => {
    const inquiryNum = nextInquiryNum(app);
    const id = run(
      app.db,
      `INSERT INTO inquiries (inquiry_num, buyer_user_id, buyer_company_id, title, product_id, supplier_company_id,
         category_id, quantity, unit, price_fen, province_code, city_code, county_code, address, due_date,
         contact_phone, wechat, attachments, delivery_method, description, status, review_due_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'underReview', ?, ?)`,
      inquiryNum,
      auth.id,
      auth.companyId,
      body.title.trim(),
      body.productId ?? null,
      supplier,
      body.categoryId,
      normalizeQuantity(body.quantity),
      body.unit,
      body.price === undefined ? null : (moneyToFen(body.price) ?? null),
      body.provinceCode,
      body.cityCode,
      body.countyCode,
      body.address.trim(),
      body.dueDate,
      body.contactPhone,
      body.wechat?.trim() ?? '',
      JSON.stringify(attachments),
      body.deliveryMethod,
      body.description?.trim() ?? '',
      app.settings.autoReview ? now + INQUIRY_REVIEW_DELAY_MS : null,
      now,
    ).lastId;
    app.domainEvents.emit('inquiry.opened', {
      inquiryId: id,
      buyerId: auth.id,
      categoryId: body.categoryId,
      at: now,
    });
    return { id, inquiryNum, status: 'underReview' as const };
  });
}

/** The platform approves (opens) or rejects (ends) an inquiry under review. */
export function reviewInquiry(
  app: FastifyInstance,
  inquiryNum: string,
  approve: boolean,
  lang: Lang,
  auth: AuthUser,
): SavedInquiry {
  const inquiry = effectiveInquiry(app.db, app.now(), inquiryNum, auth);
  decideInquiry(app, inquiry.id, approve, lang);
  return { id: inquiry.id, inquiryNum, status: approve ? 'inquiring' : 'ended' };
}

/** One decision per inquiry: the status moves from underReview by a conditional update (an inquiry the review
 * delay opened already, or decided already, is refused with "not under review"). */
export function decideInquiry(app: FastifyInstance, inquiryId: number, approve: boolean, lang: Lang): void {
  const now = app.now();
  const changed = run(
    app.db,
    `UPDATE inquiries SET status = ?, review_due_at = NULL, ended_at = ?
      WHERE id = ? AND status = 'underReview' AND (review_due_at IS NULL OR review_due_at > ?)`,
    approve ? 'inquiring' : 'ended',
    approve ? null : now,
    inquiryId,
    now,
  ).changes;
  if (!changed) throw refuse('notUnderReview', lang);
}

function assertOpen(inquiry: EffectiveInquiry, lang: Lang): void {
  if (inquiry.eff_status === 'expired') throw refuse('inquiryPastDue', lang);
  if (inquiry.eff_status === 'ended') throw refuse('inquiryClosed', lang);
  if (inquiry.eff_status === 'underReview') throw refuse('inquiryUnderReview', lang);
}

interface ThreadRow {
  id: number;
  seller_company_id: number;
  status: 'negotiating' | 'accepted' | 'declined';
  last_side: 'seller' | 'buyer' | null;
  last_id: number | null;
  /** The goods the thread trades (threadGoodsSql), null: none of the seller's. */
  goods_id: number | null;
  cart_line_id: number | null;
  carted_at: number | null;
}

function threadOf(app: FastifyInstance, inquiryId: number, sellerCompanyId: number): ThreadRow | undefined {
  return one<ThreadRow>(
    app.db,
    `SELECT t.id, t.seller_company_id, t.status, ${threadGoodsSql} AS goods_id, t.cart_line_id, t.carted_at,
       (SELECT o.side FROM inquiry_offers o WHERE o.thread_id = t.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1) AS last_side,
       (SELECT o.id FROM inquiry_offers o WHERE o.thread_id = t.id ORDER BY o.created_at DESC, o.id DESC LIMIT 1) AS last_id
     FROM inquiry_threads t WHERE t.inquiry_id = ? AND t.seller_company_id = ?`,
    inquiryId,
    sellerCompanyId,
  );
}

/** Which side the caller plays in the inquiry and which thread it acts in. */
function sideOf(
  auth: AuthUser,
  inquiry: EffectiveInquiry,
  sellerCompanyId: number | undefined,
  lang: Lang,
): { side: 'buyer' | 'seller'; sellerCompanyId: number } {
  if (auth.id === inquiry.buyer_user_id) {
    if (sellerCompanyId === undefined) throw new FieldError('sellerCompanyId', tradeMessage('sellerRequired', lang));
    return { side: 'buyer', sellerCompanyId };
  }
  if (auth.role === 'personal' && !auth.authenticated) throw new BusinessError('individualCannotApply');
  if (!mayQuote(auth)) throw new BusinessError('roleCannotQuote');
  const own = auth.companyId as number;
  // Another seller's thread, or an inquiry addressed to another supplier: not this seller's to see.
  if (sellerCompanyId !== undefined && sellerCompanyId !== own) throw new BusinessError('notFound');
  if (inquiry.supplier_company_id !== null && inquiry.supplier_company_id !== own) throw new BusinessError('notFound');
  if (inquiry.buyer_company_id === own) throw refuse('ownInquiry', lang);
  return { side: 'seller', sellerCompanyId: own };
}

/** The users of the other party: the buyer, or every user of the seller's company. */
function otherParty(
  app: FastifyInstance,
  inquiry: EffectiveInquiry,
  side: 'buyer' | 'seller',
  seller: number,
): number[] {
  if (side === 'seller') return [inquiry.buyer_user_id];
  return all<{ id: number }>(app.db, 'SELECT id FROM users WHERE company_id = ?', seller).map((u) => u.id);
}

/** Tells the other party of a round, once it has committed. */
function notify(app: FastifyInstance, userIds: number[], id: number, title: string, inquiryId: number): void {
  const at = app.now();
  const link = `/inquiryCounterofferDetail/${inquiryId}`;
  afterCommit(app.db, () => {
    for (const userId of userIds) {
      app.realtime.publish(`user:${userId}`, 'user:notification', { id, kind: 'offer', title, link, at });
    }
  });
}

/** A quote's goods: one of the quoting seller's own goods on the shelf (never another company's). */
function assertQuotedGoods(
  app: FastifyInstance,
  side: 'buyer' | 'seller',
  seller: number,
  productId: number,
  lang: Lang,
) {
  if (side === 'buyer') throw new FieldError('productId', tradeMessage('counterNamesGoods', lang));
  const goods = one<{ company_id: number; off_shelf: number }>(
    app.db,
    'SELECT company_id, off_shelf FROM products WHERE id = ?',
    productId,
  );
  if (!goods || goods.company_id !== seller || goods.off_shelf !== 0) {
    throw new FieldError('productId', tradeMessage('quoteGoodsNotOwn', lang));
  }
}

/**
 * The commerce seam: the accepted thread's goods go in the buyer's cart at the agreed price and quantity
 * (the trade module's addCartLine applies every cart rule), and the thread remembers the line so it happens
 * once. Runs inside the caller's transaction; the cart count is published after the commit.
 */
function cartAgreedOffer(app: FastifyInstance, buyerId: number, thread: ThreadRow, lang: Lang) {
  if (thread.goods_id === null) throw refuse('offerNamesNoGoods', lang);
  const last = one<{ price_fen: number; quantity: string }>(
    app.db,
    'SELECT price_fen, quantity FROM inquiry_offers WHERE id = ?',
    thread.last_id ?? -1,
  );
  if (!last) throw new BusinessError('notFound');
  const line = addCartLine(app, buyerId, {
    productId: thread.goods_id,
    quantity: last.quantity,
    price: fenToMoney(last.price_fen),
    source: `offer:${thread.id}`,
  });
  run(app.db, 'UPDATE inquiry_threads SET cart_line_id = ?, carted_at = ? WHERE id = ?', line.id, app.now(), thread.id);
  return { lineId: line.id, count: line.count };
}

export function saveOffer(app: FastifyInstance, auth: AuthUser, body: SaveOfferBody, lang: Lang): { id: number } {
  const inquiry = effectiveInquiry(app.db, app.now(), body.inquiryNum, auth);
  const { side, sellerCompanyId } = sideOf(auth, inquiry, body.sellerCompanyId, lang);
  // Money is never negative (the contract refuses it); a price of nothing is no quote either, on either side.
  if (moneyToFen(body.price) === 0) throw refuse('quoteNotPositive', lang);
  assertOpen(inquiry, lang);
  assertNotBeforeToday(app, 'deliveryDate', body.deliveryDate, lang);
  assertNotBeforeToday(app, 'validUntil', body.validUntil, lang);
  const attachments = ownAttachmentIds(app.db, auth.id, body.attachments, 'attachments', lang);
  if (body.productId !== undefined) assertQuotedGoods(app, side, sellerCompanyId, body.productId, lang);
  const now = app.now();
  return transaction(app.db, () => {
    let thread = threadOf(app, inquiry.id, sellerCompanyId);
    if (side === 'buyer' && !thread) throw new BusinessError('notFound');
    if (thread && thread.status !== 'negotiating') throw refuse('threadClosed', lang);
    if (thread?.last_side === side) throw refuse('notYourTurn', lang);
    if (!thread) {
      const threadId = run(
        app.db,
        "INSERT INTO inquiry_threads (inquiry_id, seller_company_id, status, created_at) VALUES (?, ?, 'negotiating', ?)",
        inquiry.id,
        sellerCompanyId,
        now,
      ).lastId;
      thread = {
        id: threadId,
        seller_company_id: sellerCompanyId,
        status: 'negotiating',
        last_side: null,
        last_id: null,
        goods_id: null,
        cart_line_id: null,
        carted_at: null,
      };
    }
    if (body.productId !== undefined) {
      run(app.db, 'UPDATE inquiry_threads SET product_id = ? WHERE id = ?', body.productId, thread.id);
    }
    const offerId = run(
      app.db,
      `INSERT INTO inquiry_offers (thread_id, side, user_id, price_fen, quantity, delivery_date, valid_until, remark,
         attachments, created_at, product_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      thread.id,
      side,
      auth.id,
      moneyToFen(body.price) ?? 0,
      normalizeQuantity(body.quantity),
      body.deliveryDate,
      body.validUntil,
      body.remark?.trim() ?? '',
      JSON.stringify(attachments),
      now,
      body.productId ?? null,
    ).lastId;
    app.domainEvents.emit('offer.made', { inquiryId: inquiry.id, offerId, fromUserId: auth.id, at: now });
    notify(app, otherParty(app, inquiry, side, sellerCompanyId), offerId, inquiry.title, inquiry.id);
    return { id: offerId };
  });
}

export function acceptOffer(app: FastifyInstance, auth: AuthUser, body: AcceptOfferBody, lang: Lang): AcceptedOffer {
  const inquiry = effectiveInquiry(app.db, app.now(), body.inquiryNum, auth);
  const { side, sellerCompanyId } = sideOf(auth, inquiry, body.sellerCompanyId, lang);
  assertOpen(inquiry, lang);
  const now = app.now();
  return transaction(app.db, () => {
    const thread = threadOf(app, inquiry.id, sellerCompanyId);
    if (!thread || thread.last_id === null) throw new BusinessError('notFound');
    if (thread.status !== 'negotiating') throw refuse('threadClosed', lang);
    // One accepts what the other side proposed last.
    if (thread.last_side === side) throw refuse('notYourTurn', lang);
    const last = one<{ price_fen: number; quantity: string }>(
      app.db,
      'SELECT price_fen, quantity FROM inquiry_offers WHERE id = ?',
      thread.last_id,
    );
    run(
      app.db,
      "UPDATE inquiry_threads SET status = 'accepted', accepted_at = ?, accepted_side = ? WHERE id = ?",
      now,
      side,
      thread.id,
    );
    run(
      app.db,
      "UPDATE inquiry_threads SET status = 'declined' WHERE inquiry_id = ? AND id <> ? AND status = 'negotiating'",
      inquiry.id,
      thread.id,
    );
    run(app.db, "UPDATE inquiries SET status = 'ended', ended_at = ? WHERE id = ?", now, inquiry.id);
    // A seller cannot fill the buyer's cart: its addToCart is ignored (see the contract's description).
    const cart = body.addToCart === true && side === 'buyer' ? cartAgreedOffer(app, auth.id, thread, lang) : null;
    notify(app, otherParty(app, inquiry, side, sellerCompanyId), thread.last_id, inquiry.title, inquiry.id);
    return {
      inquiryNum: inquiry.inquiry_num,
      sellerCompanyId,
      price: fenToMoney(last?.price_fen ?? 0),
      quantity: last?.quantity ?? inquiry.quantity,
      productId: thread.goods_id,
      cart,
    };
  });
}

/** The buyer puts an accepted thread's goods in its cart at the agreed terms, once (see offer/addToCart). */
export function addOfferToCart(app: FastifyInstance, auth: AuthUser, body: OfferToCartBody, lang: Lang): OfferInCart {
  const inquiry = effectiveInquiry(app.db, app.now(), body.inquiryNum, auth);
  if (inquiry.buyer_user_id !== auth.id) throw new BusinessError('notFound');
  return transaction(app.db, () => {
    const thread = threadOf(app, inquiry.id, body.sellerCompanyId);
    if (!thread) throw new BusinessError('notFound');
    if (thread.status !== 'accepted') throw refuse('offerNotAccepted', lang);
    if (thread.cart_line_id !== null) {
      return { lineId: thread.cart_line_id, count: cartCount(app.db, auth.id), added: false };
    }
    return { ...cartAgreedOffer(app, auth.id, thread, lang), added: true };
  });
}

export function endInquiry(app: FastifyInstance, auth: AuthUser, inquiryNum: string, lang: Lang): SavedInquiry {
  const inquiry = effectiveInquiry(app.db, app.now(), inquiryNum, auth);
  if (inquiry.buyer_user_id !== auth.id) throw new BusinessError('forbiddenRole');
  if (inquiry.eff_status === 'ended') throw refuse('inquiryClosed', lang);
  const now = app.now();
  transaction(app.db, () => {
    run(app.db, "UPDATE inquiries SET status = 'ended', ended_at = ? WHERE id = ?", now, inquiry.id);
    run(
      app.db,
      "UPDATE inquiry_threads SET status = 'declined' WHERE inquiry_id = ? AND status = 'negotiating'",
      inquiry.id,
    );
  });
  return { id: inquiry.id, inquiryNum, status: 'ended' };
}
