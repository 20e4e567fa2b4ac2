// Placing orders (cart/generateOrder, order/portalCreateOrder, selforder, factory and supplier orders) and
// the buyer's cancellation. Every line is checked again at submit; the orders (one per seller), their lines,
// totals, the coupon and the stock decrement are written in one transaction, so a refused submit changes
// nothing. `order.placed` is emitted per order and the cart count published, both after the commit.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import type {
  CartOrderBody,
  CreateOrderBody,
  CreatedOrders,
  OrderChannelValue,
} from '@portal/contracts/entities/order';
import { all, one, run, transaction, type Db } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { ORDER_PAYMENT_WINDOW_MS } from '@portal/contracts/entities/order';
import {
  TAX_RATES,
  amountFen,
  fenToMoney,
  moneyToFen,
  orderTotalsFen,
  quantityToUnits,
  unitsToQuantity,
} from '../../lib/money.ts';
import { pick } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertOwnReceiveInfo, checkConsignee, creditFacility, invoiceInfoOf } from '../customer/public.ts';
import { couponForOrders, markCouponUsed } from '../coupon/public.ts';
import { checkBuyable, checkQuantity, goodsRow, publishCartCount, type GoodsRow } from './cart-writes.ts';
import { calculateFreight, shipmentUnits } from './freight.ts';
import { loadTemplateRules } from './service.ts';
import { specText } from './format.ts';
import { cancelInTransaction, nextOrderNo, publishOrderChanged, recordOrderEvent } from './order-records.ts';

type Header = Omit<CreateOrderBody, 'lines'>;

/** A line to order: from the cart (with its id and a possible agreed price) or bought at once. */
interface LineRequest {
  productId: number;
  units: number;
  cartId?: number | undefined;
  agreedPriceFen?: number | null | undefined;
  /** The unit price the buyer was shown (fen): a different price now is refused (priceExpired). */
  expectedPriceFen?: number | undefined;
}

/** Which goods each order endpoint takes (the cart and portalCreateOrder take any). */
const CHANNEL_SOURCES: Partial<Record<OrderChannelValue, GoodsRow['source']>> = {
  self: 'self',
  factory: 'supplier',
  supplier: 'supplier',
};
const SOURCE_CHANNEL: Record<GoodsRow['source'], OrderChannelValue> = {
  sale: 'portal',
  self: 'self',
  supplier: 'factory',
};

interface PlannedLine {
  goods: GoodsRow;
  units: number;
  priceFen: number;
  amountFen: number;
  cartId: number | undefined;
}

interface PlannedOrder {
  /** cart when a line comes from the cart, else buyNow. */
  source: 'cart' | 'buyNow';
  sellerCompanyId: number;
  channel: OrderChannelValue;
  lines: PlannedLine[];
  goodsFen: number;
  freightFen: number;
  freightTemplateId: number | null;
}

function checkHeader(db: Db, auth: AuthUser, header: Header, now: number, lang: Lang): void {
  checkConsignee(header.consignee, lang);
  if (header.deliveryTime < chinaDate(now)) {
    throw new FieldError(
      'deliveryTime',
      pick(lang, '交货时间不能早于今天', 'The delivery time cannot be earlier than today.'),
    );
  }
  if (header.type === 'financing' && !creditFacility(db, auth.companyId, chinaDate(now)).isCreditUser) {
    throw new FieldError(
      'type',
      pick(lang, '只有授信用户才能下融资订单', 'Only credit users may place financing orders.'),
    );
  }
  if (header.receiveInfoId !== undefined) assertOwnReceiveInfo(db, auth.id, header.receiveInfoId);
  const invoiceType = header.invoice?.invoiceType ?? 'none';
  if (invoiceType !== 'none' && header.invoice?.invoiceInfoId === undefined) {
    throw new FieldError(
      'invoice.invoiceInfoId',
      pick(lang, '请选择发票信息', 'Please choose the invoice information.'),
    );
  }
}

/** The freight of one seller's order: the chosen template when it is this seller's, else its default one. */
function freightOf(db: Db, order: PlannedOrder, header: Header): { fen: number; templateId: number | null } {
  if (header.deliveryMethod === 'selfPickup') return { fen: 0, templateId: null };
  const template = one<{ id: number }>(
    db,
    `SELECT id FROM trade_freight_templates WHERE company_id = ?
      ORDER BY (id = ?) DESC, is_default DESC, id LIMIT 1`,
    order.sellerCompanyId,
    header.freightTemplateId ?? -1,
  );
  const rules = template ? loadTemplateRules(db, template.id) : undefined;
  if (!template || !rules) return { fen: 0, templateId: null };
  const units = shipmentUnits(
    rules.chargeBy,
    order.lines.map((line) => ({ units: line.units, unit: line.goods.unit })),
  );
  const result = calculateFreight(rules, { regionCode: header.consignee.countyCode, units, goodsFen: order.goodsFen });
  return { fen: result.freightFen, templateId: template.id };
}

/**
 * Places the orders of one submit. `only` restricts the goods' source (self-run, factory goods); `channel`
 * fixes the orders' channel, else each order takes its goods' channel.
 */
function placeOrders(
  app: FastifyInstance,
  auth: AuthUser,
  header: Header,
  requests: readonly LineRequest[],
  options: { channel?: OrderChannelValue; lang: Lang },
): CreatedOrders {
  const db = app.db;
  const now = app.now();
  const lang = options.lang;
  checkHeader(db, auth, header, now, lang);
  const buyer = { id: auth.id, companyId: auth.companyId };
  const only = options.channel ? CHANNEL_SOURCES[options.channel] : undefined;

  return transaction(db, () => {
    // Same goods twice in one submit: one line of the summed quantity.
    const merged = new Map<number, LineRequest>();
    for (const request of requests) {
      const before = merged.get(request.productId);
      merged.set(request.productId, before ? { ...before, units: before.units + request.units } : { ...request });
    }
    const orders = new Map<number, PlannedOrder>();
    for (const request of merged.values()) {
      const agreed = request.agreedPriceFen ?? null;
      const goods = checkBuyable(db, buyer, goodsRow(db, request.productId, now), agreed !== null, 'order');
      if (only && goods.source !== only) throw new BusinessError('notFound');
      checkQuantity(goods, request.units);
      // An agreed price stands; a limited-time discount is bought at its price while its window runs.
      const priceFen = agreed ?? goods.discount_price_fen ?? goods.price_fen;
      // The price the buyer saw is no longer the price (a discount window ended between cart and submit).
      if (request.expectedPriceFen !== undefined && request.expectedPriceFen !== priceFen) {
        throw new BusinessError('priceExpired');
      }
      let order = orders.get(goods.company_id);
      if (!order) {
        order = {
          source: 'buyNow',
          sellerCompanyId: goods.company_id,
          channel: options.channel ?? SOURCE_CHANNEL[goods.source],
          lines: [],
          goodsFen: 0,
          freightFen: 0,
          freightTemplateId: null,
        };
        orders.set(goods.company_id, order);
      }
      const amount = amountFen(priceFen, request.units);
      order.lines.push({ goods, units: request.units, priceFen, amountFen: amount, cartId: request.cartId });
      if (request.cartId !== undefined) order.source = 'cart';
      order.goodsFen += amount;
    }
    const planned = [...orders.values()];
    if (header.freightTemplateId !== undefined) {
      const owner = one<{ company_id: number }>(
        db,
        'SELECT company_id FROM trade_freight_templates WHERE id = ?',
        header.freightTemplateId,
      );
      if (!owner || !orders.has(owner.company_id)) {
        throw new FieldError(
          'freightTemplateId',
          pick(lang, '运费模板不属于所购商品的卖家', "The freight template is not one of the sellers'."),
        );
      }
    }
    for (const order of planned) {
      const freight = freightOf(db, order, header);
      order.freightFen = freight.fen;
      order.freightTemplateId = freight.templateId;
    }
    const coupon =
      header.couponId === undefined
        ? undefined
        : couponForOrders(
            db,
            auth.id,
            header.couponId,
            now,
            planned.map((o) => ({
              sellerCompanyId: o.sellerCompanyId,
              lines: o.lines.map((l) => ({ categoryId: l.goods.category_id, amountFen: l.amountFen })),
            })),
            lang,
          );
    const invoiceType = header.invoice?.invoiceType ?? 'none';
    const invoice =
      invoiceType === 'none' || header.invoice?.invoiceInfoId === undefined
        ? null
        : invoiceInfoOf(db, auth.id, header.invoice.invoiceInfoId);
    const taxRate = TAX_RATES[invoiceType];

    const created: CreatedOrders['orders'] = [];
    const cartIds: number[] = [];
    planned.forEach((order, index) => {
      const discountFen = coupon?.orderIndex === index ? coupon.discountFen : 0;
      // The same computation the settle page shows before submit (contracts/src/money.ts).
      const { taxFen, totalFen } = orderTotalsFen({ ...order, discountFen }, invoiceType);
      const orderNo = nextOrderNo(db, now);
      const c = header.consignee;
      // Cash on delivery skips the payment step: the order waits for the seller at once.
      const online = header.paymentMethod === 'online';
      const status = online ? 'pendingPayment' : 'pendingShipment';
      const orderId = run(
        db,
        `INSERT INTO trade_orders (order_no, channel, type, status, buyer_user_id, buyer_company_id, seller_company_id,
           payment_method, delivery_method, delivery_time, remarks, consignee_name, consignee_mobile, province_code,
           city_code, county_code, detail_address, freight_template_id, freight_fen, coupon_id, coupon_name,
           coupon_discount_fen, invoice_type, invoice_title, invoice_tax_number, tax_rate, tax_fen, goods_fen, total_fen,
           created_at, coupon_name_en, source, pay_deadline)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        orderNo,
        order.channel,
        header.type,
        status,
        auth.id,
        auth.companyId,
        order.sellerCompanyId,
        header.paymentMethod,
        header.deliveryMethod,
        header.deliveryTime,
        header.remarks?.trim() ?? '',
        c.consigneeName.trim(),
        c.mobile,
        c.provinceCode,
        c.cityCode,
        c.countyCode,
        c.detailAddress.trim(),
        order.freightTemplateId,
        order.freightFen,
        discountFen > 0 && coupon ? coupon.couponId : null,
        discountFen > 0 && coupon ? coupon.nameZh : null,
        discountFen,
        invoiceType,
        invoice?.title ?? null,
        invoice?.tax_number ?? null,
        taxRate,
        taxFen,
        order.goodsFen,
        totalFen,
        now,
        discountFen > 0 && coupon ? coupon.nameEn : '',
        order.source,
        online ? now + ORDER_PAYMENT_WINDOW_MS : null,
      ).lastId;
      recordOrderEvent(db, orderId, 'placed', status, { side: 'buyer', userId: auth.id }, '', now);
      publishOrderChanged(app, orderId, 'placed');
      order.lines.forEach((line, sort) => {
        run(
          db,
          `INSERT INTO trade_order_lines (order_id, product_id, product_code, title, title_en, image, unit, spec_text,
             spec_text_en, category_id, price_fen, quantity, amount_fen, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          orderId,
          line.goods.id,
          line.goods.code,
          line.goods.title,
          line.goods.title_en,
          line.goods.image,
          line.goods.unit,
          specText(line.goods.specs),
          specText(line.goods.specs_en || line.goods.specs, 'en'),
          line.goods.category_id,
          line.priceFen,
          unitsToQuantity(line.units),
          line.amountFen,
          sort,
        );
        // The stock was checked above in this same transaction: nobody else can take it in between.
        const stock = (quantityToUnits(line.goods.stock) ?? 0) - line.units;
        run(
          db,
          'UPDATE products SET stock = ?, sales = sales + 1 WHERE id = ?',
          unitsToQuantity(Math.max(0, stock)),
          line.goods.id,
        );
        if (line.cartId !== undefined) cartIds.push(line.cartId);
      });
      if (discountFen > 0 && coupon) markCouponUsed(db, coupon.userCouponId, orderNo, now);
      app.domainEvents.emit('order.placed', {
        orderId,
        orderNo,
        buyerId: auth.id,
        sellerId: order.sellerCompanyId,
        amount: fenToMoney(totalFen),
        categoryIds: [...new Set(order.lines.map((l) => l.goods.category_id))],
        at: now,
      });
      created.push({ id: orderId, orderNo, totalAmount: fenToMoney(totalFen) });
    });
    if (cartIds.length > 0) {
      run(
        db,
        `DELETE FROM trade_carts WHERE user_id = ? AND id IN (${cartIds.map(() => '?').join(', ')})`,
        auth.id,
        ...cartIds,
      );
      publishCartCount(app, auth.id);
    }
    return { orders: created };
  });
}

function expectedFen(price: string | undefined): number | undefined {
  return price === undefined ? undefined : moneyToFen(price);
}

function requestedUnits(quantity: string): number {
  const units = quantityToUnits(quantity);
  if (units === undefined || units <= 0) throw new BusinessError('wrongQuantity');
  return units;
}

/** order/portalCreateOrder, selforder/save, order/saveFactoryOrder, supplierorder/saveSupplierOrder. */
export function createOrders(
  app: FastifyInstance,
  auth: AuthUser,
  body: CreateOrderBody,
  channel: OrderChannelValue | undefined,
  lang: Lang,
): CreatedOrders {
  const requests = body.lines.map((line): LineRequest => {
    const expectedPriceFen = expectedFen(line.expectedPrice);
    if (line.cartId === undefined) {
      return { productId: line.productId, units: requestedUnits(line.quantity), expectedPriceFen };
    }
    // A line that names a cart line must be the caller's line of those goods (and takes its agreed price).
    const cart = one<{ product_id: number; agreed_price_fen: number | null }>(
      app.db,
      'SELECT product_id, agreed_price_fen FROM trade_carts WHERE id = ? AND user_id = ?',
      line.cartId,
      auth.id,
    );
    if (!cart || cart.product_id !== line.productId) throw new BusinessError('notFound');
    return {
      productId: line.productId,
      units: requestedUnits(line.quantity),
      cartId: line.cartId,
      agreedPriceFen: cart.agreed_price_fen,
      expectedPriceFen,
    };
  });
  const { lines: _lines, ...header } = body;
  return placeOrders(app, auth, header, requests, { channel, lang });
}

/** cart/generateOrder: the checked lines of the caller's cart, at their quantities; any other id is refused. */
export function ordersFromCart(app: FastifyInstance, auth: AuthUser, body: CartOrderBody, lang: Lang): CreatedOrders {
  const ids = [...new Set(body.cartIds)];
  const rows = all<{ id: number; product_id: number; quantity: string; agreed_price_fen: number | null }>(
    app.db,
    `SELECT id, product_id, quantity, agreed_price_fen FROM trade_carts WHERE user_id = ? AND id IN (${ids
      .map(() => '?')
      .join(', ')})`,
    auth.id,
    ...ids,
  );
  if (rows.length !== ids.length) throw new BusinessError('notFound');
  const expected = new Map((body.expectedPrices ?? []).map((e) => [e.cartId, expectedFen(e.price)]));
  const { cartIds: _ids, expectedPrices: _prices, ...header } = body;
  return placeOrders(
    app,
    auth,
    header,
    rows.map((row) => ({
      productId: row.product_id,
      units: requestedUnits(row.quantity),
      cartId: row.id,
      agreedPriceFen: row.agreed_price_fen,
      expectedPriceFen: expected.get(row.id),
    })),
    { lang },
  );
}

/**
 * The buyer cancels an order before it ships: the stock goes back, its coupon becomes usable again and a
 * financing payment's credit is given back. Another user's order is not found (a seller cancels the orders it
 * received through order/sellerCancel).
 */
export function cancelOrder(app: FastifyInstance, auth: AuthUser, id: number, reason: string | undefined, lang: Lang) {
  const db = app.db;
  const now = app.now();
  return transaction(db, () => {
    const order = one<{ status: string }>(
      db,
      'SELECT status FROM trade_orders WHERE id = ? AND buyer_user_id = ?',
      id,
      auth.id,
    );
    if (!order) throw new BusinessError('notFound');
    if (order.status !== 'pendingPayment' && order.status !== 'pendingShipment') {
      throw new FieldError(
        'id',
        pick(lang, '订单已发货、完成或取消，不能取消', 'The order has shipped, completed or been cancelled already.'),
      );
    }
    const text = reason?.trim();
    cancelInTransaction(
      db,
      id,
      { side: 'buyer', userId: auth.id },
      'cancelled',
      text ? { zh: text, en: '' } : { zh: '买家取消订单', en: 'Cancelled by the buyer' },
      now,
    );
    publishOrderChanged(app, id, 'cancelled');
    return { ok: true as const };
  });
}
