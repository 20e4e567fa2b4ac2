// Group-buy registrations: joining with a quantity and a paid deposit (pending review), the platform's review
// (by hand, or automatically once the review delay has passed on the server clock), the outcome at the
// deadline, and the live progress of `groupbuy:<id>` published after every committed change. Quantities are
// checked inside the write transaction against the stock left (approved and pending registrations), so no
// number of concurrent registrations can push the group buy over its stock.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import type { CentralizedRegisterBody } from '@portal/contracts/http/centralized';
import type { DepositStatusValue, GroupBuyRegistration } from '@portal/contracts/entities/trade-request';
import { checkDeposit, requiredDepositFen, tradeMessage } from '@portal/contracts/rules/trade';
import { checkQuantityWithin } from '@portal/contracts/rules/validation';
import { all, one, run, transaction } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { bigUnitsToQuantity, fenToMoney, moneyToFen, normalizeQuantity, quantityToBigUnits } from '../../lib/money.ts';
import { pageRows } from '../../lib/paging.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { ownAttachmentIds } from '../inquiry/public.ts';
import { progressOf } from './progress.ts';
import { cards, groupBuyRows, groupBuyStatus } from './service.ts';
import { registrationSettlement } from './settlement-read.ts';
import { settleClosed } from './settlement.ts';

/** How long a deposit waits for the platform before it is approved automatically (server clock), when the
 * stack's automatic reviews are on (AUTO_REVIEW); off, it waits for the operator. */
export const GROUPBUY_REVIEW_DELAY_MS = Number(process.env.GROUPBUY_REVIEW_DELAY_MS ?? 10 * 60_000);

interface Purchase {
  id: number;
  /** The organiser's company. */
  company_id: number;
  title: string;
  price_fen: number;
  margin_ratio: number;
  stock: string;
  min_quantity: string;
  target_quantity: string;
  start_at: number;
  deadline: number;
}

/** Publishes the group buy's progress once the current transaction commits. */
function publishProgress(app: FastifyInstance, groupBuyId: number): void {
  app.realtime.publish(`groupbuy:${groupBuyId}`, 'groupbuy:progress', {
    groupBuyId,
    ...progressOf(app.db, groupBuyId),
  });
}

function notify(
  app: FastifyInstance,
  userId: number,
  id: number,
  group: { id: number; title: string; titleEn: string },
): void {
  app.realtime.publish(`user:${userId}`, 'user:notification', {
    id,
    kind: 'groupbuy',
    title: group.title,
    titleEn: group.titleEn || group.title,
    link: `/collectDetail?id=${group.id}`,
    at: app.now(),
  });
}

export function registerGroupBuy(
  app: FastifyInstance,
  auth: AuthUser,
  body: CentralizedRegisterBody,
  lang: Lang,
): { id: number } {
  if (auth.role === 'personal' && !auth.authenticated) throw new BusinessError('individualCannotApply');
  if (auth.role === 'operator') throw new BusinessError('forbiddenRole');
  const attachments = ownAttachmentIds(app.db, auth.id, body.attachments, 'attachments', lang);
  const now = app.now();
  return transaction(app.db, () => {
    const g = one<Purchase>(
      app.db,
      `SELECT id, company_id, title, price_fen, margin_ratio, stock, min_quantity, target_quantity, start_at, deadline
         FROM collective_purchases WHERE id = ?`,
      body.centralizedId,
    );
    if (!g) throw new BusinessError('notFound');
    // A company never buys its own products: its users cannot join the group buys it organises.
    if (auth.companyId !== null && auth.companyId === g.company_id) {
      throw new BusinessError('ownProduct', tradeMessage('ownGroupBuy', lang));
    }
    if (groupBuyStatus(now, g.start_at, g.deadline) !== 'inProgress') {
      throw new BusinessError('validation', tradeMessage('groupBuyNotOpen', lang));
    }
    const existing = one<{ id: number; status: DepositStatusValue }>(
      app.db,
      'SELECT id, status FROM collective_registrations WHERE collective_id = ? AND user_id = ?',
      g.id,
      auth.id,
    );
    if (existing && existing.status !== 'rejected') {
      throw new BusinessError('validation', tradeMessage('alreadyRegistered', lang));
    }
    const taken = all<{ quantity: string }>(
      app.db,
      `SELECT quantity FROM collective_registrations
        WHERE collective_id = ? AND status IN ('approved', 'pendingReview') AND user_id <> ?`,
      g.id,
      auth.id,
    ).reduce((sum, row) => sum + quantityToBigUnits(row.quantity), 0n);
    const left = quantityToBigUnits(g.stock) - taken;
    const stockLeft = bigUnitsToQuantity(left > 0n ? left : 0n);
    const failure = checkQuantityWithin(body.quantity, normalizeQuantity(g.min_quantity), normalizeQuantity(stockLeft));
    if (failure?.key === 'wrongQuantity' || failure?.key === 'inventoryBelowMinimum') {
      throw new BusinessError(failure.key);
    }
    if (failure?.key === 'belowMinimum') {
      throw new FieldError('quantity', tradeMessage('belowMinimum', lang, { min: failure.min }));
    }
    if (failure?.key === 'aboveStock') {
      throw new FieldError('quantity', tradeMessage('aboveStock', lang, { stock: failure.stock }));
    }
    const required = requiredDepositFen(g.price_fen, body.quantity, g.margin_ratio);
    const depositFailure = checkDeposit(body.deposit, required);
    if (depositFailure) {
      throw new FieldError('deposit', tradeMessage(depositFailure, lang, { deposit: fenToMoney(required) }));
    }
    const values = [
      normalizeQuantity(body.quantity),
      moneyToFen(body.deposit) ?? 0,
      body.paymentTime,
      JSON.stringify(attachments),
      body.contactName.trim(),
      body.contactPhone,
      body.remark?.trim() ?? '',
      app.settings.autoReview ? now + GROUPBUY_REVIEW_DELAY_MS : null,
      now,
    ] as const;
    let id: number;
    if (existing) {
      run(
        app.db,
        `UPDATE collective_registrations SET quantity = ?, deposit_fen = ?, payment_time = ?, attachments = ?,
           contact_name = ?, contact_phone = ?, remark = ?, review_due_at = ?, updated_at = ?,
           status = 'pendingReview', reject_reason = NULL WHERE id = ?`,
        ...values,
        existing.id,
      );
      id = existing.id;
    } else {
      id = run(
        app.db,
        `INSERT INTO collective_registrations (quantity, deposit_fen, payment_time, attachments, contact_name,
           contact_phone, remark, review_due_at, updated_at, collective_id, user_id, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pendingReview', ?)`,
        ...values,
        g.id,
        auth.id,
        now,
      ).lastId;
    }
    app.domainEvents.emit('groupbuy.registered', {
      groupBuyId: g.id,
      userId: auth.id,
      quantity: normalizeQuantity(body.quantity),
      status: 'pendingReview',
      at: now,
    });
    return { id };
  });
}

/** Sets a pending registration's review result inside the caller's transaction and tells everyone after it.
 * Conditional on the status still being pendingReview and the group buy not settled (a registration pending at
 * the close is released with it): false when it was decided already (nothing told). */
function decide(app: FastifyInstance, id: number, approve: boolean, reason: string | null): boolean {
  const reg = one<{ collective_id: number; user_id: number; quantity: string; title: string; title_en: string }>(
    app.db,
    `SELECT r.collective_id, r.user_id, r.quantity, g.title, g.title_en FROM collective_registrations r
       JOIN collective_purchases g ON g.id = r.collective_id WHERE r.id = ?`,
    id,
  );
  if (!reg) return false;
  const status = approve ? 'approved' : 'rejected';
  const changed = run(
    app.db,
    `UPDATE collective_registrations SET status = ?, reject_reason = ?, review_due_at = NULL, updated_at = ?
      WHERE id = ? AND status = 'pendingReview' AND settlement IS NULL`,
    status,
    approve ? null : reason,
    app.now(),
    id,
  ).changes;
  if (!changed) return false;
  app.domainEvents.emit('groupbuy.registered', {
    groupBuyId: reg.collective_id,
    userId: reg.user_id,
    quantity: reg.quantity,
    status,
    at: app.now(),
  });
  notify(app, reg.user_id, id, { id: reg.collective_id, title: reg.title, titleEn: reg.title_en });
  publishProgress(app, reg.collective_id);
  return true;
}

/** The operator's decision on a registration pending review: one per registration (a conditional update in the
 * transaction; decided already: B025 "not pending"), a reason to reject (400 naming reason). */
export function decideRegistration(
  app: FastifyInstance,
  registrationId: number,
  approve: boolean,
  reason: string | undefined,
  lang: Lang,
): { userId: number } {
  return transaction(app.db, () => {
    const reg = one<{ user_id: number; status: DepositStatusValue }>(
      app.db,
      'SELECT user_id, status FROM collective_registrations WHERE id = ?',
      registrationId,
    );
    if (!reg) throw new BusinessError('notFound');
    if (reg.status !== 'pendingReview') throw new BusinessError('validation', tradeMessage('notPending', lang));
    const text = reason?.trim() ?? '';
    if (!approve && text === '') throw new FieldError('reason', tradeMessage('reasonRequired', lang));
    if (!decide(app, registrationId, approve, approve ? null : text)) {
      throw new BusinessError('validation', tradeMessage('notPending', lang));
    }
    return { userId: reg.user_id };
  });
}

export function reviewRegistration(
  app: FastifyInstance,
  registrationId: number,
  approve: boolean,
  reason: string | undefined,
  lang: Lang,
): GroupBuyRegistration {
  const { userId } = decideRegistration(app, registrationId, approve, reason, lang);
  const page = registrationsOf(app, userId, { pageSize: 1 }, registrationId);
  const record = page.records[0];
  if (!record) throw new BusinessError('notFound');
  return record;
}

/**
 * Due work on the server clock: deposits pending past their review time are approved, then the group buys past
 * their deadline are settled (settlement.ts: the outcome, orders or released deposits, each group buy once).
 * Run every second and before reads, so a moved clock (mock/clock/advance) shows at once.
 */
export function settleDue(app: FastifyInstance): void {
  const due = all<{ id: number }>(
    app.db,
    "SELECT id FROM collective_registrations WHERE status = 'pendingReview' AND review_due_at IS NOT NULL AND review_due_at <= ?",
    app.now(),
  );
  if (due.length > 0) transaction(app.db, () => due.forEach((reg) => decide(app, reg.id, true, null)));
  settleClosed(app);
}

export function registrationsOf(
  app: FastifyInstance,
  userId: number,
  query: { pageNum?: number; pageSize?: number; depositStatus?: DepositStatusValue },
  onlyId?: number,
  lang?: Lang,
): PageOf<GroupBuyRegistration> {
  const where = ['r.user_id = ?'];
  const args: (number | string)[] = [userId];
  if (query.depositStatus) {
    where.push('r.status = ?');
    args.push(query.depositStatus);
  }
  if (onlyId !== undefined) {
    where.push('r.id = ?');
    args.push(onlyId);
  }
  const { records: regs, ...page } = pageRows<{
    id: number;
    collective_id: number;
    quantity: string;
    deposit_fen: number | null;
    payment_time: number | null;
    status: DepositStatusValue;
    reject_reason: string | null;
    created_at: number;
    settlement: 'applied' | 'released' | null;
    settled_at: number | null;
    order_id: number | null;
    order_no: string | null;
    amount_fen: number | null;
    deposit_applied_fen: number | null;
  }>(
    app.db,
    {
      select: `r.id, r.collective_id, r.quantity, r.deposit_fen, r.payment_time, r.status, r.reject_reason, r.created_at,
               r.settlement, r.settled_at, r.order_id, r.order_no, r.amount_fen, r.deposit_applied_fen`,
      from: `FROM collective_registrations r WHERE ${where.join(' AND ')}`,
      order: 'r.created_at DESC, r.id DESC',
      args,
    },
    query,
  );
  const ids = [...new Set(regs.map((r) => r.collective_id))];
  const byId = new Map(
    (ids.length
      ? cards(app.db, app.now(), groupBuyRows(app.db, `WHERE g.id IN (${ids.map(() => '?').join(',')})`, ...ids), lang)
      : []
    ).map((card) => [card.id, card]),
  );
  return {
    ...page,
    records: regs.flatMap((r) => {
      const groupBuy = byId.get(r.collective_id);
      if (!groupBuy) return [];
      return [
        {
          id: r.id,
          groupBuy,
          quantity: r.quantity,
          deposit: r.deposit_fen === null ? null : fenToMoney(r.deposit_fen),
          paymentTime: r.payment_time,
          depositStatus: r.status,
          rejectReason: r.reject_reason,
          createdAt: r.created_at,
          settlement: registrationSettlement(r),
        },
      ];
    }),
  };
}
