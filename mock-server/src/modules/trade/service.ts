// Trade reads: the cart (grouped by seller, each line checked against shelf, price, discount and stock),
// orders of the buyer and seller centres, freight templates and their calculation, favourites.
import type { PageOf } from '@portal/contracts/operation';
import type { Lang } from '@portal/contracts/envelope';
import type { CartGroup, CartLine, CartList } from '@portal/contracts/http/cart';
import type { OrderDetail, OrderLine, OrderSummary } from '@portal/contracts/entities/order';
import type { FreightQuote, FreightTemplate } from '@portal/contracts/http/freight-tem';
import type { FavouriteItem } from '@portal/contracts/http/favourite';
import { ruleMessage } from '@portal/contracts/rules/validation';
import { all, one, type Db } from '../../db/database.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { regionName } from '../region/public.ts';
import { calculateFreight, type FeeRule, type TemplateRules } from './freight.ts';
import { specText } from './format.ts';
import { Where } from '../../lib/sql.ts';
import { regionText } from '../region/public.ts';
import { DAY, chinaDayStart } from '../../lib/china-time.ts';
import { likeTerm } from '../../lib/like.ts';
import { pick, placeEn, textAs, textSql } from '../../lib/text.ts';
import { regionPathIn } from '../region/public.ts';
import {
  amountFen,
  fenToMoney,
  moneyToFen,
  normalizeQuantity,
  quantityToUnits,
  unitsToQuantity,
} from '../../lib/money.ts';
import { pageQuery } from '../../lib/paging.ts';

// ---------------------------------------------------------------------------------------------------------
// Cart.

export function cartCount(db: Db, userId: number): number {
  return one<{ n: number }>(db, 'SELECT count(*) AS n FROM trade_carts WHERE user_id = ?', userId)?.n ?? 0;
}

interface CartRow {
  id: number;
  product_id: number;
  quantity: string;
  created_at: number;
  code: string;
  title: string;
  image: string;
  unit: CartLine['unit'];
  specs: string;
  source: CartLine['source'];
  price_fen: number;
  price_valid: number;
  stock: string;
  min_order: string;
  off_shelf: number;
  discount_now: number;
  company_id: number;
  company_name: string;
  shop_name: string | null;
  company_kind: CartGroup['companyKind'];
  logo: string | null;
}

/** Whether the catalogue's discount table exists (it is the catalogue module's; a fresh tree may lack it). */
function hasDiscountTable(db: Db): boolean {
  return (
    one<{ n: number }>(
      db,
      "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'catalogue_discounts'",
    )?.n === 1
  );
}

function cartRows(db: Db, userId: number, now: number, ids?: readonly number[], lang?: Lang): CartRow[] {
  const discountNow = hasDiscountTable(db)
    ? `(p.discount = 1 AND EXISTS (SELECT 1 FROM catalogue_discounts d WHERE d.product_id = p.id
         AND d.starts_at <= ? AND d.ends_at > ?))`
    : '(0 AND ? AND ?)';
  const where = new Where().add('t.user_id = ?', userId);
  if (ids) where.add(`t.id IN (${ids.map(() => '?').join(', ')})`, ...ids);
  return all<CartRow>(
    db,
    // A line with an agreed price (an accepted offer) is bought at it: the list price's validity does not apply.
    `SELECT t.id, t.product_id, t.quantity, t.created_at, p.code, ${textAs(lang, 'p.title')}, p.image, p.unit,
            ${lang === 'en' ? "COALESCE(NULLIF(p.specs_en, ''), p.specs)" : 'p.specs'} AS specs, p.source,
            COALESCE(t.agreed_price_fen, p.price_fen) AS price_fen,
            CASE WHEN t.agreed_price_fen IS NULL THEN p.price_valid ELSE 0 END AS price_valid,
            p.stock, p.min_order, p.off_shelf, ${discountNow} AS discount_now,
            c.id AS company_id, ${textAs(lang, 'c.name', 'company_name')}, ${textAs(lang, 'c.shop_name')},
            c.kind AS company_kind, c.logo
       FROM trade_carts t JOIN products p ON p.id = t.product_id JOIN companies c ON c.id = p.company_id
       ${where} ORDER BY t.created_at DESC, t.id DESC`,
    now,
    now,
    ...where.args,
  );
}

function toCartLine(row: CartRow, lang?: Lang): CartLine {
  const units = quantityToUnits(row.quantity) ?? 0;
  const stock = quantityToUnits(row.stock) ?? 0;
  const reason: CartLine['unavailableReason'] =
    row.off_shelf !== 0
      ? 'offShelf'
      : row.price_valid !== 0
        ? 'priceExpired'
        : row.discount_now
          ? 'discount'
          : stock < units
            ? 'stockShort'
            : null;
  return {
    id: row.id,
    productId: row.product_id,
    code: row.code,
    title: row.title,
    image: row.image,
    unit: row.unit,
    specText: specText(row.specs, lang === 'en' ? 'en' : 'zh'),
    source: row.source,
    price: fenToMoney(row.price_fen),
    priceState: row.price_valid === 0 ? 'valid' : 'expired',
    quantity: unitsToQuantity(units),
    amount: fenToMoney(amountFen(row.price_fen, units)),
    stock: normalizeQuantity(row.stock),
    minOrder: normalizeQuantity(row.min_order),
    available: reason === null,
    unavailableReason: reason,
    addedAt: row.created_at,
  };
}

/** Groups lines by seller, in the order of each seller's newest line. */
function groupCart(rows: CartRow[], lang?: Lang): CartGroup[] {
  const groups = new Map<number, CartGroup>();
  const totals = new Map<number, number>();
  for (const row of rows) {
    let group = groups.get(row.company_id);
    if (!group) {
      group = {
        companyId: row.company_id,
        shopName: row.shop_name ?? row.company_name,
        companyKind: row.company_kind,
        logo: row.logo ?? '',
        lines: [],
        availableAmount: '0.00',
      };
      groups.set(row.company_id, group);
    }
    const line = toCartLine(row, lang);
    group.lines.push(line);
    if (line.available) {
      const total = (totals.get(row.company_id) ?? 0) + amountFen(row.price_fen, quantityToUnits(row.quantity) ?? 0);
      totals.set(row.company_id, total);
      group.availableAmount = fenToMoney(total);
    }
  }
  return [...groups.values()];
}

export function cartList(db: Db, userId: number, now: number, lang?: Lang): CartList {
  const groups = groupCart(cartRows(db, userId, now, undefined, lang), lang);
  const lines = groups.flatMap((g) => g.lines);
  return { groups, count: lines.length, availableCount: lines.filter((l) => l.available).length };
}

/** The caller's lines with these ids; any id that is not a line of the caller is not found. */
export function cartFindByIds(db: Db, userId: number, now: number, ids: readonly number[], lang?: Lang): CartGroup[] {
  const unique = [...new Set(ids)];
  const rows = cartRows(db, userId, now, unique, lang);
  if (rows.length !== unique.length) throw new BusinessError('notFound');
  return groupCart(rows, lang);
}

// ---------------------------------------------------------------------------------------------------------
// Orders.

interface OrderRow {
  id: number;
  order_no: string;
  channel: OrderSummary['channel'];
  type: OrderSummary['type'];
  status: OrderSummary['status'];
  buyer_user_id: number;
  buyer_company_id: number | null;
  buyer_name: string;
  seller_company_id: number;
  seller_name: string;
  seller_logo: string | null;
  payment_method: OrderSummary['paymentMethod'];
  delivery_method: OrderSummary['deliveryMethod'];
  delivery_time: string;
  remarks: string;
  consignee_name: string;
  consignee_mobile: string;
  province_code: string;
  city_code: string;
  county_code: string;
  detail_address: string;
  freight_template_id: number | null;
  freight_template_name: string | null;
  freight_fen: number;
  coupon_id: number | null;
  coupon_name: string | null;
  coupon_discount_fen: number;
  invoice_type: OrderDetail['invoice']['invoiceType'];
  invoice_title: string | null;
  invoice_tax_number: string | null;
  tax_rate: number;
  tax_fen: number;
  goods_fen: number;
  total_fen: number;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  cancel_reason: string | null;
  carrier: string | null;
  tracking_no: string | null;
  deposit_applied_fen: number;
  source: OrderSummary['source'];
  pay_deadline: number | null;
  confirmed_at: number | null;
  cancelled_by: OrderDetail['cancelledBy'];
}

/** The order columns with the names of its parties, template, coupon and cancellation in the reader's language. */
const orderSelect = (lang?: Lang) => `o.*, COALESCE(${textSql(lang, 'bc.name')}, bu.nickname) AS buyer_name,
  COALESCE(${textSql(lang, 'sc.shop_name')}, ${textSql(lang, 'sc.name')}) AS seller_name,
  sc.logo AS seller_logo, ${textSql(lang, 'ft.name')} AS freight_template_name,
  ${textSql(lang, 'o.coupon_name')} AS coupon_name, ${textSql(lang, 'o.cancel_reason')} AS cancel_reason,
  ${textSql(lang, 'o.carrier')} AS carrier`;
const ORDER_FROM = `FROM trade_orders o
  JOIN users bu ON bu.id = o.buyer_user_id
  LEFT JOIN companies bc ON bc.id = o.buyer_company_id
  JOIN companies sc ON sc.id = o.seller_company_id
  LEFT JOIN trade_freight_templates ft ON ft.id = o.freight_template_id`;

interface LineRow {
  id: number;
  order_id: number;
  product_id: number | null;
  product_code: string;
  title: string;
  title_en: string;
  image: string;
  unit: OrderLine['unit'];
  spec_text: string;
  spec_text_en: string;
  price_fen: number;
  quantity: string;
  amount_fen: number;
  stars: number | null;
  review_content: string | null;
  reviewed_at: number | null;
}

function linesOf(db: Db, orderIds: readonly number[], lang?: Lang): Map<number, OrderLine[]> {
  const map = new Map<number, OrderLine[]>();
  if (orderIds.length === 0) return map;
  const rows = all<LineRow>(
    db,
    `SELECT l.*, r.stars, r.content AS review_content, r.created_at AS reviewed_at
       FROM trade_order_lines l LEFT JOIN trade_order_reviews r ON r.line_id = l.id
      WHERE l.order_id IN (${orderIds.map(() => '?').join(', ')}) ORDER BY l.order_id, l.sort, l.id`,
    ...orderIds,
  );
  for (const row of rows) {
    const list = map.get(row.order_id) ?? [];
    list.push({
      id: row.id,
      productId: row.product_id,
      productCode: row.product_code,
      title: pick(lang, row.title, row.title_en),
      image: row.image,
      unit: row.unit,
      specText: pick(lang, row.spec_text, row.spec_text_en),
      price: fenToMoney(row.price_fen),
      quantity: normalizeQuantity(row.quantity),
      amount: fenToMoney(row.amount_fen),
      review:
        row.stars === null
          ? null
          : { stars: row.stars, content: row.review_content ?? '', createdAt: row.reviewed_at ?? 0 },
    });
    map.set(row.order_id, list);
  }
  return map;
}

function toSummary(row: OrderRow, lines: OrderLine[]): OrderSummary {
  const totalUnits = lines.reduce((sum, line) => sum + (quantityToUnits(line.quantity) ?? 0), 0);
  return {
    id: row.id,
    orderNo: row.order_no,
    channel: row.channel,
    type: row.type,
    status: row.status,
    buyerCompanyId: row.buyer_company_id,
    buyerName: row.buyer_name,
    sellerCompanyId: row.seller_company_id,
    sellerName: row.seller_name,
    sellerLogo: row.seller_logo ?? '',
    paymentMethod: row.payment_method,
    deliveryMethod: row.delivery_method,
    deliveryTime: row.delivery_time,
    goodsAmount: fenToMoney(row.goods_fen),
    freight: fenToMoney(row.freight_fen),
    couponDiscount: fenToMoney(row.coupon_discount_fen),
    tax: fenToMoney(row.tax_fen),
    totalAmount: fenToMoney(row.total_fen),
    depositApplied: fenToMoney(row.deposit_applied_fen),
    amountDue: fenToMoney(row.total_fen - row.deposit_applied_fen),
    source: row.source,
    payDeadline: row.status === 'pendingPayment' ? row.pay_deadline : null,
    lineCount: lines.length,
    totalQuantity: unitsToQuantity(totalUnits),
    lines,
    createdAt: row.created_at,
  };
}

export interface OrderFilters {
  pageNum?: number;
  pageSize?: number;
  side?: 'buyer' | 'seller';
  status?: OrderSummary['status'];
  type?: OrderSummary['type'];
  channel?: OrderSummary['channel'];
  keyword?: string;
  createdFrom?: string;
  createdTo?: string;
}

export function orderPage(db: Db, auth: AuthUser, query: OrderFilters, lang?: Lang): PageOf<OrderSummary> {
  const where = new Where();
  if (query.side === 'seller') {
    // A user without a company sells nothing.
    where.add('o.seller_company_id = ?', auth.companyId ?? -1);
  } else {
    where.add('o.buyer_user_id = ?', auth.id);
  }
  if (query.status) where.add('o.status = ?', query.status);
  if (query.type) where.add('o.type = ?', query.type);
  if (query.channel) where.add('o.channel = ?', query.channel);
  if (query.keyword?.trim()) {
    const like = likeTerm(query.keyword);
    where.add(
      `(o.order_no LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM trade_order_lines l WHERE l.order_id = o.id
         AND (l.title LIKE ? ESCAPE '\\' OR l.title_en LIKE ? ESCAPE '\\' OR l.product_code LIKE ? ESCAPE '\\')))`,
      like,
      like,
      like,
      like,
    );
  }
  if (query.createdFrom) where.add('o.created_at >= ?', chinaDayStart(query.createdFrom));
  if (query.createdTo) where.add('o.created_at < ?', chinaDayStart(query.createdTo) + DAY);
  const page = pageQuery<OrderRow, OrderRow>(
    db,
    {
      select: orderSelect(lang),
      from: `${ORDER_FROM} ${where}`,
      order: 'o.created_at DESC, o.id DESC',
      args: where.args,
    },
    query,
    (row) => row,
  );
  const lines = linesOf(
    db,
    page.records.map((r) => r.id),
    lang,
  );
  return { ...page, records: page.records.map((row) => toSummary(row, lines.get(row.id) ?? [])) };
}

/** One order the caller placed or (as the seller company) received; anything else is not found. */
export function orderDetail(db: Db, auth: AuthUser, id: number, lang?: Lang): OrderDetail {
  const row = one<OrderRow>(
    db,
    `SELECT ${orderSelect(lang)} ${ORDER_FROM} WHERE o.id = ? AND (o.buyer_user_id = ? OR o.seller_company_id = ?)`,
    id,
    auth.id,
    auth.companyId ?? -1,
  );
  if (!row) throw new BusinessError('notFound');
  const lines = linesOf(db, [row.id], lang).get(row.id) ?? [];
  const region = regionPathIn(lang, row.county_code);
  return {
    ...toSummary(row, lines),
    remarks: row.remarks,
    consignee: {
      consigneeName: row.consignee_name,
      mobile: row.consignee_mobile,
      provinceCode: row.province_code,
      cityCode: row.city_code,
      countyCode: row.county_code,
      detailAddress: row.detail_address,
      regionName: region,
      fullAddress:
        lang === 'en' ? `${row.detail_address}, ${region}` : `${region.replace(/ /g, '')}${row.detail_address}`,
    },
    freightTemplate:
      row.freight_template_id !== null ? { id: row.freight_template_id, name: row.freight_template_name ?? '' } : null,
    coupon:
      row.coupon_id !== null
        ? { id: row.coupon_id, name: row.coupon_name ?? '', discount: fenToMoney(row.coupon_discount_fen) }
        : null,
    invoice: {
      invoiceType: row.invoice_type,
      title: row.invoice_title,
      taxNumber: row.invoice_tax_number,
      taxRate: row.tax_rate,
    },
    paidAt: row.paid_at,
    shippedAt: row.shipped_at,
    completedAt: row.completed_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason,
    carrier: row.carrier,
    trackingNo: row.tracking_no,
    confirmedAt: row.confirmed_at,
    cancelledBy: row.cancelled_by,
    timeline: timelineOf(db, row, lang),
  };
}

/** The order's status changes, oldest first, with the name of who made each (the buyer's or seller's). */
function timelineOf(db: Db, row: OrderRow, lang?: Lang): OrderDetail['timeline'] {
  return all<{
    action: OrderDetail['timeline'][number]['action'];
    status: OrderDetail['timeline'][number]['status'];
    actor_side: OrderDetail['timeline'][number]['actorSide'];
    note: string;
    note_en: string;
    at: number;
  }>(
    db,
    'SELECT action, status, actor_side, note, note_en, at FROM trade_order_events WHERE order_id = ? ORDER BY at, id',
    row.id,
  ).map((event) => ({
    action: event.action,
    status: event.status,
    actorSide: event.actor_side,
    actorName: event.actor_side === 'buyer' ? row.buyer_name : event.actor_side === 'seller' ? row.seller_name : '',
    note: pick(lang, event.note, event.note_en),
    at: event.at,
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Freight templates.

interface TemplateRow {
  id: number;
  company_id: number;
  company_name: string;
  name: string;
  charge_by: 'weight' | 'piece';
  ship_from_code: string;
  first_units: number;
  first_fee_fen: number;
  additional_units: number;
  additional_fee_fen: number;
  free_over_fen: number | null;
  is_default: number;
  updated_at: number;
}

interface RuleRow {
  template_id: number;
  region_codes: string;
  first_units: number;
  first_fee_fen: number;
  additional_units: number;
  additional_fee_fen: number;
}

const feeRule = (row: Omit<RuleRow, 'template_id' | 'region_codes'>): FeeRule => ({
  firstUnits: row.first_units,
  firstFeeFen: row.first_fee_fen,
  additionalUnits: row.additional_units,
  additionalFeeFen: row.additional_fee_fen,
});

const feesOut = (rule: FeeRule) => ({
  first: unitsToQuantity(rule.firstUnits),
  firstFee: fenToMoney(rule.firstFeeFen),
  additional: unitsToQuantity(rule.additionalUnits),
  additionalFee: fenToMoney(rule.additionalFeeFen),
});

const TEMPLATE_SELECT = `t.*, COALESCE(c.shop_name, c.name) AS company_name`;
/** TEMPLATE_SELECT with the template's and the seller's names in the reader's language. */
const templateSelect = (lang?: Lang) =>
  `t.*, ${textSql(lang, 't.name')} AS name, COALESCE(${textSql(lang, 'c.shop_name')}, ${textSql(lang, 'c.name')}) AS company_name`;
const TEMPLATE_FROM = 'FROM trade_freight_templates t JOIN companies c ON c.id = t.company_id';

function rulesOf(db: Db, templateIds: readonly number[]): Map<number, RuleRow[]> {
  const map = new Map<number, RuleRow[]>();
  if (templateIds.length === 0) return map;
  for (const row of all<RuleRow>(
    db,
    `SELECT * FROM trade_freight_rules WHERE template_id IN (${templateIds.map(() => '?').join(', ')})
      ORDER BY template_id, sort, id`,
    ...templateIds,
  )) {
    map.set(row.template_id, [...(map.get(row.template_id) ?? []), row]);
  }
  return map;
}

function templateRules(row: TemplateRow, rules: RuleRow[]): TemplateRules {
  return {
    chargeBy: row.charge_by,
    defaultRule: feeRule(row),
    rules: rules.map((r) => ({ ...feeRule(r), regionCodes: r.region_codes.split(',').filter(Boolean) })),
    freeOverFen: row.free_over_fen,
  };
}

function toTemplate(row: TemplateRow, rules: RuleRow[], lang?: Lang): FreightTemplate {
  return {
    id: row.id,
    name: row.name,
    companyId: row.company_id,
    companyName: row.company_name,
    chargeBy: row.charge_by,
    shipFromCode: row.ship_from_code,
    shipFromName: lang === 'en' ? regionPathIn(lang, row.ship_from_code) : regionText(row.ship_from_code),
    defaultRule: feesOut(feeRule(row)),
    rules: rules.map((r) => {
      const codes = r.region_codes.split(',').filter(Boolean);
      const names = codes.map((c) => regionName(c) ?? c);
      return { ...feesOut(feeRule(r)), regionCodes: codes, regionNames: lang === 'en' ? names.map(placeEn) : names };
    }),
    freeOver: row.free_over_fen === null ? null : fenToMoney(row.free_over_fen),
    isDefault: row.is_default === 1,
    updatedAt: row.updated_at,
  };
}

export function freightTemplatePage(
  db: Db,
  query: { pageNum?: number; pageSize?: number; companyId?: number; chargeBy?: 'weight' | 'piece'; keyword?: string },
  lang?: Lang,
): PageOf<FreightTemplate> {
  const where = new Where();
  if (query.companyId !== undefined) where.add('t.company_id = ?', query.companyId);
  if (query.chargeBy) where.add('t.charge_by = ?', query.chargeBy);
  if (query.keyword?.trim()) {
    const like = likeTerm(query.keyword);
    where.add(
      `(t.name LIKE ? ESCAPE '\\' OR t.name_en LIKE ? ESCAPE '\\' OR c.name LIKE ? ESCAPE '\\' OR c.shop_name LIKE ? ESCAPE '\\')`,
      like,
      like,
      like,
      like,
    );
  }
  const page = pageQuery<TemplateRow, TemplateRow>(
    db,
    {
      select: templateSelect(lang),
      from: `${TEMPLATE_FROM} ${where}`,
      order: 't.company_id, t.is_default DESC, t.id',
      args: where.args,
    },
    query,
    (row) => row,
  );
  const rules = rulesOf(
    db,
    page.records.map((r) => r.id),
  );
  return { ...page, records: page.records.map((row) => toTemplate(row, rules.get(row.id) ?? [], lang)) };
}

export interface FreightInput {
  regionCode: string;
  quantity?: string | undefined;
  weight?: string | undefined;
  goodsAmount?: string | undefined;
}

/** The freight of a shipment under template `id` (see freight.ts); 400 naming the missing measure. */
export function freightQuote(db: Db, id: number, input: FreightInput, lang: Lang): FreightQuote {
  const row = one<TemplateRow>(db, `SELECT ${templateSelect(lang)} ${TEMPLATE_FROM} WHERE t.id = ?`, id);
  if (!row) throw new BusinessError('notFound');
  const name = lang === 'en' ? regionPathIn(lang, input.regionCode) : regionText(input.regionCode);
  if (!regionName(input.regionCode)) {
    throw new FieldError('regionCode', ruleMessage({ rule: 'regionRequired' }, lang));
  }
  const field = row.charge_by === 'weight' ? 'weight' : 'quantity';
  const measure = row.charge_by === 'weight' ? input.weight : input.quantity;
  if (measure === undefined) {
    throw new FieldError(field, lang === 'en' ? `${field} is required` : `${field} 不能为空`);
  }
  const units = quantityToUnits(measure) ?? 0;
  const result = calculateFreight(templateRules(row, rulesOf(db, [row.id]).get(row.id) ?? []), {
    regionCode: input.regionCode,
    units,
    goodsFen: input.goodsAmount === undefined ? undefined : moneyToFen(input.goodsAmount),
  });
  return {
    templateId: row.id,
    templateName: row.name,
    chargeBy: row.charge_by,
    regionCode: input.regionCode,
    regionName: name,
    matched: result.matched,
    units: unitsToQuantity(units),
    freight: fenToMoney(result.freightFen),
    free: result.free,
  };
}

/** The rules of a template for other code (the order seed) to compute with. */
export function loadTemplateRules(db: Db, id: number): TemplateRules | undefined {
  const row = one<TemplateRow>(db, `SELECT ${TEMPLATE_SELECT} ${TEMPLATE_FROM} WHERE t.id = ?`, id);
  return row ? templateRules(row, rulesOf(db, [id]).get(id) ?? []) : undefined;
}

// ---------------------------------------------------------------------------------------------------------
// Favourites.

interface FavouriteRow {
  id: number;
  type: 'product' | 'company';
  target_id: number;
  created_at: number;
  title: string;
  image: string;
  price_fen: number | null;
  price_needs_apply: number | null;
  unit: string | null;
  company_id: number;
  shop_name: string;
  company_kind: FavouriteItem['companyKind'];
  off_shelf: number | null;
}

export function favouritePage(
  db: Db,
  userId: number,
  query: { pageNum?: number; pageSize?: number; type?: 'product' | 'company'; keyword?: string },
  lang?: Lang,
): PageOf<FavouriteItem> {
  // Products and companies in one list: each favourite joins the row of its type.
  const from = `FROM trade_favourites f
    LEFT JOIN products p ON f.type = 'product' AND p.id = f.target_id
    LEFT JOIN companies c ON c.id = CASE f.type WHEN 'product' THEN p.company_id ELSE f.target_id END`;
  const where = new Where().add('f.user_id = ?', userId).add('c.id IS NOT NULL');
  if (query.type) where.add('f.type = ?', query.type);
  if (query.keyword?.trim()) {
    const like = likeTerm(query.keyword);
    where.add(
      `(p.title LIKE ? ESCAPE '\\' OR c.name LIKE ? ESCAPE '\\' OR c.shop_name LIKE ? ESCAPE '\\')`,
      like,
      like,
      like,
    );
  }
  return pageQuery<FavouriteRow, FavouriteItem>(
    db,
    {
      select: `f.id, f.type, f.target_id, f.created_at,
        CASE f.type WHEN 'product' THEN ${textSql(lang, 'p.title')}
          ELSE COALESCE(${textSql(lang, 'c.shop_name')}, ${textSql(lang, 'c.name')}) END AS title,
        CASE f.type WHEN 'product' THEN p.image ELSE COALESCE(c.logo, '') END AS image,
        p.price_fen, p.price_needs_apply, p.unit, p.off_shelf,
        c.id AS company_id, COALESCE(${textSql(lang, 'c.shop_name')}, ${textSql(lang, 'c.name')}) AS shop_name,
        c.kind AS company_kind`,
      from: `${from} ${where}`,
      order: 'f.created_at DESC, f.id DESC',
      args: where.args,
    },
    query,
    (row) => ({
      id: row.id,
      type: row.type,
      targetId: row.target_id,
      title: row.title,
      image: row.image,
      price:
        row.type === 'product' && row.price_fen !== null && row.price_needs_apply === 0
          ? fenToMoney(row.price_fen)
          : null,
      unit: row.type === 'product' ? row.unit : null,
      companyId: row.company_id,
      shopName: row.shop_name,
      companyKind: row.company_kind,
      offShelf: row.type === 'product' && row.off_shelf !== 0,
      createdAt: row.created_at,
    }),
  );
}
