// Operator test aid `mock/floor/simulate`: emits domain events as the trading domains do, inside a committed
// transaction and with seeded parties, so the floor and the belts move in demos and end-to-end tests before
// (or beside) the domains that emit them for real. It writes no order, bid or inquiry of its own.
import type { FastifyInstance } from 'fastify';
import type { FloorSimulateInput } from '@portal/contracts/http/trading-floor';
import { all, transaction } from '../../db/database.ts';
import { fenTimes, fenToMoney } from '../../lib/money.ts';

/** Ids of simulated events start here, far above any seeded row, so they never meet a real id. */
const SIMULATED_ID_BASE = 900_000_000;
let counter = 0;

export function simulateDomainEvents(app: FastifyInstance, input: FloorSimulateInput): { emitted: number } {
  const { db } = app;
  const now = app.now();
  const count = input.count ?? 1;
  const buyers = all<{ id: number }>(db, "SELECT id FROM users WHERE role = 'buyer' ORDER BY id");
  const products = all<{ id: number; company_id: number; category_id: number; price_fen: number; min_order: string }>(
    db,
    'SELECT id, company_id, category_id, price_fen, min_order FROM products WHERE off_shelf = 0 ORDER BY sales DESC, id LIMIT 40',
  );
  const lots = all<{ id: number; start_price_fen: number; increment_fen: number }>(
    db,
    'SELECT id, start_price_fen, increment_fen FROM auctions ORDER BY (start_at <= ? AND end_at > ?) DESC, id LIMIT 10',
    now,
    now,
  );
  const groups = all<{ id: number; min_quantity: string }>(
    db,
    'SELECT id, min_quantity FROM collective_purchases ORDER BY (start_at <= ? AND deadline > ?) DESC, id LIMIT 10',
    now,
    now,
  );
  const at = <T>(list: T[], i: number): T | undefined => list[i % Math.max(1, list.length)];
  transaction(db, () => {
    for (let i = 0; i < count; i += 1) {
      counter += 1;
      const id = SIMULATED_ID_BASE + counter;
      const buyer = at(buyers, counter)?.id ?? 1;
      switch (input.event) {
        case 'order.placed': {
          const product = at(products, counter);
          const amount = input.amount ?? fenToMoney(product ? fenTimes(product.price_fen, product.min_order) : 100_00);
          app.domainEvents.emit('order.placed', {
            orderId: id,
            orderNo: `SIM${id}`,
            buyerId: buyer,
            sellerId: product?.company_id ?? null,
            amount,
            categoryIds: product ? [product.category_id] : [],
            at: now,
          });
          break;
        }
        case 'auction.bid': {
          const lot = at(lots, counter);
          const amount = input.amount ?? fenToMoney((lot?.start_price_fen ?? 0) + (lot?.increment_fen ?? 0) * counter);
          app.domainEvents.emit('auction.bid', { lotId: lot?.id ?? 1, bidId: id, userId: buyer, amount, at: now });
          break;
        }
        case 'groupbuy.registered': {
          const group = at(groups, counter);
          app.domainEvents.emit('groupbuy.registered', {
            groupBuyId: group?.id ?? 1,
            userId: id,
            quantity: group?.min_quantity ?? '1',
            status: 'pendingReview',
            at: now,
          });
          break;
        }
        case 'inquiry.opened':
          app.domainEvents.emit('inquiry.opened', {
            inquiryId: id,
            buyerId: buyer,
            categoryId: at(products, counter)?.category_id ?? null,
            at: now,
          });
          break;
        case 'offer.made':
          app.domainEvents.emit('offer.made', { inquiryId: id, offerId: id, fromUserId: buyer, at: now });
          break;
      }
    }
  });
  return { emitted: count };
}
