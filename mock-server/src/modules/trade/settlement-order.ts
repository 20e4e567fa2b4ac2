// The order a settlement makes: when an auction lot is won or a group buy closes, the settling module calls
// createSettlementOrder inside its own transaction. One order, one line, at the settled price, with the
// deposit the buyer already paid applied (the buyer pays total - deposit). It takes no stock (the lot or the
// group buy holds its own), is shipped to the buyer's default address (the first saved one when none is
// default, else an empty consignee the detail page shows as missing), and waits for payment like any online
// order, with a deadline on the server clock; an order the deposit covers whole is paid at once.
import type { FastifyInstance } from 'fastify';
import { ORDER_PAYMENT_WINDOW_MS } from '@portal/contracts/entities/order';
import { one, run, type Db } from '../../db/database.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { amountFen, fenToMoney, moneyToFen, quantityToUnits, unitsToQuantity } from '../../lib/money.ts';
import { listReceiveInfos } from '../customer/public.ts';
import { nextOrderNo, publishOrderChanged, recordOrderEvent } from './order-records.ts';

/** The line of a settlement order: the goods (their snapshot is read), or a lot that is no catalogue goods. */
export interface SettlementLine {
  /** The catalogue goods sold, or null: then title, image and unit are required. */
  productId: number | null;
  /** Overrides of the goods' snapshot (e.g. the lot's own title and picture). */
  title?: string;
  titleEn?: string;
  image?: string;
  /** One of the contract's UNITS. */
  unit?: string;
  productCode?: string;
  specText?: string;
  specTextEn?: string;
  categoryId?: number | null;
}

export interface SettlementOrderInput {
  buyerUserId: number;
  sellerCompanyId: number;
  line: SettlementLine;
  /** Money ("1250.00"): the price of one unit of the line. */
  unitPrice: string;
  /** Quantity above zero, 4 decimals ("20", "1.5"). */
  quantity: string;
  /** Money: the line's amount when it is not unitPrice x quantity (a lot's hammer price for the whole lot). */
  lineAmount?: string;
  /** Money: the deposit already paid and applied to the order; at most the total. '0.00' for none. */
  depositApplied: string;
  source: 'auction' | 'groupBuy';
  /** What was settled, kept on the order: 'auction:<id>', 'groupBuy:<id>'. */
  sourceRef: string;
  /** The server time of the settlement (app.now()). */
  now: number;
}

export interface SettlementOrder {
  id: number;
  orderNo: string;
  totalAmount: string;
  amountDue: string;
  status: 'pendingPayment' | 'pendingShipment';
}

function required<T>(value: T | undefined | null, name: string): T {
  if (value === undefined || value === null) throw new Error(`createSettlementOrder: line.${name} is required`);
  return value;
}

function moneyFen(value: string, name: string): number {
  const fen = moneyToFen(value);
  if (fen === undefined || fen < 0) throw new Error(`createSettlementOrder: ${name} "${value}" is not money`);
  return fen;
}

interface Snapshot {
  title: string;
  title_en: string;
  image: string;
  unit: string;
  code: string;
  category_id: number | null;
}

function snapshotOf(db: Db, line: SettlementLine): Snapshot {
  const goods =
    line.productId === null
      ? undefined
      : one<Snapshot>(
          db,
          'SELECT title, title_en, image, unit, code, category_id FROM products WHERE id = ?',
          line.productId,
        );
  if (line.productId !== null && !goods) throw new Error(`createSettlementOrder: goods ${line.productId} not found`);
  return {
    title: line.title ?? required(goods?.title, 'title'),
    title_en: line.titleEn ?? goods?.title_en ?? '',
    image: line.image ?? required(goods?.image, 'image'),
    unit: line.unit ?? required(goods?.unit, 'unit'),
    code: line.productCode ?? goods?.code ?? '',
    category_id: line.categoryId !== undefined ? line.categoryId : (goods?.category_id ?? null),
  };
}

/**
 * Creates the order of a settlement in the caller's transaction (it opens none of its own: a rollback of the
 * caller drops it, and `user:orderChanged` reaches buyer and seller only after the caller commits). Throws a
 * plain Error on input the settling module should never send (no goods, negative money, a deposit above the
 * total).
 */
export function createSettlementOrder(app: FastifyInstance, input: SettlementOrderInput): SettlementOrder {
  const db = app.db;
  const { now } = input;
  const units = quantityToUnits(input.quantity);
  if (units === undefined || units <= 0) throw new Error(`createSettlementOrder: quantity "${input.quantity}"`);
  const priceFen = moneyFen(input.unitPrice, 'unitPrice');
  const goodsFen =
    input.lineAmount === undefined ? amountFen(priceFen, units) : moneyFen(input.lineAmount, 'lineAmount');
  const depositFen = moneyFen(input.depositApplied, 'depositApplied');
  if (depositFen > goodsFen) throw new Error('createSettlementOrder: the deposit applied is above the total');
  const snapshot = snapshotOf(db, input.line);
  const buyer = one<{ company_id: number | null }>(db, 'SELECT company_id FROM users WHERE id = ?', input.buyerUserId);
  if (!buyer) throw new Error(`createSettlementOrder: buyer ${input.buyerUserId} not found`);
  const address = listReceiveInfos(db, input.buyerUserId)[0];
  const dueFen = goodsFen - depositFen;
  const status = dueFen === 0 ? 'pendingShipment' : 'pendingPayment';
  const orderNo = nextOrderNo(db, now);
  const orderId = run(
    db,
    `INSERT INTO trade_orders (order_no, channel, type, status, buyer_user_id, buyer_company_id, seller_company_id,
       payment_method, delivery_method, delivery_time, remarks, consignee_name, consignee_mobile, province_code,
       city_code, county_code, detail_address, freight_fen, coupon_discount_fen, invoice_type, tax_rate, tax_fen,
       goods_fen, total_fen, created_at, paid_at, deposit_applied_fen, source, source_ref, stock_taken, pay_deadline)
     VALUES (?, 'portal', 'general', ?, ?, ?, ?, 'online', 'delivery', ?, '', ?, ?, ?, ?, ?, ?, 0, 0, 'none', 0, 0,
       ?, ?, ?, ?, ?, ?, ?, 0, ?)`,
    orderNo,
    status,
    input.buyerUserId,
    buyer.company_id,
    input.sellerCompanyId,
    chinaDate(now),
    address?.consigneeName ?? '',
    address?.mobile ?? '',
    address?.provinceCode ?? '',
    address?.cityCode ?? '',
    address?.countyCode ?? '',
    address?.detailAddress ?? '',
    goodsFen,
    goodsFen,
    now,
    status === 'pendingShipment' ? now : null,
    depositFen,
    input.source,
    input.sourceRef,
    status === 'pendingPayment' ? now + ORDER_PAYMENT_WINDOW_MS : null,
  ).lastId;
  run(
    db,
    `INSERT INTO trade_order_lines (order_id, product_id, product_code, title, title_en, image, unit, spec_text,
       spec_text_en, category_id, price_fen, quantity, amount_fen, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`,
    orderId,
    input.line.productId,
    snapshot.code,
    snapshot.title,
    snapshot.title_en,
    snapshot.image,
    snapshot.unit,
    input.line.specText ?? '',
    input.line.specTextEn ?? '',
    snapshot.category_id,
    priceFen,
    unitsToQuantity(units),
    goodsFen,
  );
  recordOrderEvent(db, orderId, 'placed', 'pendingPayment', { side: 'system', userId: null }, '', now);
  if (status === 'pendingShipment') {
    recordOrderEvent(
      db,
      orderId,
      'paid',
      status,
      { side: 'system', userId: null },
      { zh: '保证金已抵扣全部货款', en: 'The deposit covers the whole amount.' },
      now,
    );
  }
  publishOrderChanged(app, orderId, status === 'pendingShipment' ? 'paid' : 'placed');
  return {
    id: orderId,
    orderNo,
    totalAmount: fenToMoney(goodsFen),
    amountDue: fenToMoney(dueFen),
    status,
  };
}
