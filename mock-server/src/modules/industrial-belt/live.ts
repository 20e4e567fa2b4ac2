// The belts' live part: an order placed with a company of a belt's county counts in that belt's turnover
// and today's orders (belt_orders, recorded after the order's commit), and the belt's new figures go to the
// `floor` room as `belt:update`, at most one per belt per UPDATE_MS (a burst of orders folded into one).
import type { FastifyInstance } from 'fastify';
import { FLOOR_ROOM } from '@portal/contracts/events/common';
import { run } from '../../db/database.ts';
import { moneyToFen } from '../../lib/money.ts';
import { beltFigures, beltOfCompany } from './service.ts';
import { guarded } from '../../lib/guarded.ts';

export const UPDATE_MS = 250;

export function followBeltOrders(app: FastifyInstance, updateMs = UPDATE_MS): () => void {
  const dirty = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let lastAt = Number.NEGATIVE_INFINITY;

  const flush = guarded(app.log, "the belts' live update", () => {
    timer = null;
    lastAt = performance.now();
    const codes = [...dirty].sort();
    dirty.clear();
    for (const code of codes) {
      const figures = beltFigures(app.db, app.now(), code);
      if (figures) app.realtime.publish(FLOOR_ROOM, 'belt:update', figures);
    }
  });

  const stop = app.domainEvents.on('order.placed', (order) => {
    if (order.sellerId === null) return;
    const code = beltOfCompany(app.db, order.sellerId);
    if (!code) return;
    run(
      app.db,
      'INSERT OR IGNORE INTO belt_orders (order_id, code, amount_fen, at) VALUES (?, ?, ?, ?)',
      order.orderId,
      code,
      moneyToFen(order.amount) ?? 0,
      order.at,
    );
    dirty.add(code);
    timer ??= setTimeout(flush, Math.max(0, lastAt + updateMs - performance.now()));
  });

  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}
