// The order a settlement makes (an auction's winner, each approved participant of a group buy that reached its
// target): one line at the settled price, written inside the caller's transaction, so the settlement's marker,
// its deposits and its orders commit together or not at all. The order waits for payment like any other; the
// deposit already paid is recorded by the settling module beside the order id. Settlement orders take no stock
// (the lot or the group buy's stock was the seller's offer).
import type { Db } from '../../db/database.ts';
import { one, run } from '../../db/database.ts';
import { chinaDate } from '../../lib/china-time.ts';

export interface SettlementOrderInput {
  buyerUserId: number;
  sellerCompanyId: number;
  /** Where it comes from: the lot or the group buy. */
  source: 'auction' | 'groupBuy';
  sourceId: number;
  line: {
    productId: number | null;
    title: string;
    titleEn: string;
    image: string;
    unit: string;
    quantity: string;
    priceFen: number;
    amountFen: number;
    categoryId: number | null;
  };
  /** The deposit that counts towards the order (never above its amount). */
  depositFen: number;
  /** Who receives the goods when the buyer has no shipping address on file. */
  contact: { name: string; phone: string };
  now: number;
}

function nextOrderNo(db: Db, now: number): string {
  const prefix = `MC${chinaDate(now).replace(/-/g, '')}`;
  const last = one<{ order_no: string }>(
    db,
    'SELECT order_no FROM trade_orders WHERE order_no LIKE ? ORDER BY order_no DESC LIMIT 1',
    `${prefix}%`,
  );
  const next = last ? Number(last.order_no.slice(prefix.length)) + 1 : 100001;
  return `${prefix}${String(next).padStart(6, '0')}`;
}

/** Writes the settlement's order and its one line (inside the caller's transaction). */
export function createSettlementOrder(db: Db, input: SettlementOrderInput): { id: number; orderNo: string } {
  const buyer = one<{ company_id: number | null }>(db, 'SELECT company_id FROM users WHERE id = ?', input.buyerUserId);
  const address = one<{
    consignee_name: string;
    mobile: string;
    province_code: string;
    city_code: string;
    county_code: string;
    detail_address: string;
  }>(
    db,
    `SELECT consignee_name, mobile, province_code, city_code, county_code, detail_address
       FROM customer_receive_infos WHERE user_id = ? ORDER BY is_default DESC, id LIMIT 1`,
    input.buyerUserId,
  );
  const orderNo = nextOrderNo(db, input.now);
  const { line } = input;
  const id = run(
    db,
    `INSERT INTO trade_orders (order_no, channel, type, status, buyer_user_id, buyer_company_id, seller_company_id,
       payment_method, delivery_method, delivery_time, remarks, consignee_name, consignee_mobile, province_code,
       city_code, county_code, detail_address, goods_fen, total_fen, created_at)
     VALUES (?, 'portal', 'general', 'pendingPayment', ?, ?, ?, 'online', 'delivery', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    orderNo,
    input.buyerUserId,
    buyer?.company_id ?? null,
    input.sellerCompanyId,
    chinaDate(input.now),
    `${input.source}:${input.sourceId}`,
    address?.consignee_name ?? input.contact.name,
    address?.mobile ?? input.contact.phone,
    address?.province_code ?? '',
    address?.city_code ?? '',
    address?.county_code ?? '',
    address?.detail_address ?? '',
    line.amountFen,
    line.amountFen,
    input.now,
  ).lastId;
  run(
    db,
    `INSERT INTO trade_order_lines (order_id, product_id, product_code, title, title_en, image, unit, spec_text,
       spec_text_en, category_id, price_fen, quantity, amount_fen, sort)
     VALUES (?, ?, (SELECT code FROM products WHERE id = ?), ?, ?, ?, ?, '', '', ?, ?, ?, ?, 0)`,
    id,
    line.productId,
    line.productId,
    line.title,
    line.titleEn,
    line.image,
    line.unit,
    line.categoryId,
    line.priceFen,
    line.quantity,
    line.amountFen,
  );
  return { id, orderNo };
}
