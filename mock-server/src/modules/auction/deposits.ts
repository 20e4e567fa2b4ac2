// Deposits (margins), docs/requirements.md sections 3-5: sign up (unregistered -> unpaid), pay with vouchers (-> pending review),
// approved automatically after the review delay or by the operator, or rejected with a reason (then paid
// again). Each change is told to the bidder on `user:<id>` (`user:auctionDeposit`), after the commit.
import type { Lang } from '@portal/contracts/envelope';
import type { DepositStatusValue } from '@portal/contracts/entities/auction';
import { DEPOSIT_MAX_ATTACHMENTS } from '@portal/contracts/rules/constants';
import type {
  MarginInfo,
  MarginReviewItem,
  ReviewMarginBody,
  ReviewMarginResult,
  SaveMarginBody,
} from '@portal/contracts/http/auction';
import type { AuctionSignResult, SaveAuctionSignBody } from '@portal/contracts/http/auction-sign';
import type { Participation } from '@portal/contracts/http/auction-portal';
import { roomName } from '@portal/contracts/events/common';
import type { PageOf } from '@portal/contracts/operation';
import { all, one, run, transaction } from '../../db/database.ts';
import { attachmentRefs } from '../../lib/attachments.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { maskAccount } from '../../lib/mask.ts';
import { fenToMoney } from '../../lib/money.ts';
import { pageRows, type PageQueryArgs } from '../../lib/paging.ts';
import { textSql } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { publishDeposit } from './deposit-events.ts';
import { blockError, depositStatusOf, fenOf, loadLot } from './lot.ts';
import { sweep } from './lifecycle.ts';
import type { ReadScope } from './queries.ts';
import type { AuctionEnv } from './realtime.ts';
import { auctionStatus } from './rules.ts';

const MESSAGES = {
  alreadyApproved: { zh: '保证金已审核通过，无需重复缴纳', en: 'The deposit is already approved.' },
  amountShort: (margin: string) => ({
    zh: `缴纳金额不能低于保证金 ${margin} 元`,
    en: `The amount paid must cover the deposit of ${margin}.`,
  }),
  futurePayment: { zh: '付款时间不能晚于当前时间', en: 'The payment time cannot be in the future.' },
  vouchers: {
    zh: '请上传本人的付款凭证（用途为凭证的文件）',
    en: 'Attach your own payment vouchers (files uploaded as vouchers).',
  },
  notPending: { zh: '该保证金不在待审核状态', en: 'This deposit is not pending review.' },
  reasonRequired: { zh: '驳回时请填写原因', en: 'A reason is required to reject a deposit.' },
};

interface MarginRow {
  id: number;
  auction_id: number;
  user_id: number;
  status: DepositStatusValue;
  reject_reason: string | null;
  updated_at: number;
}

function marginOf(env: AuctionEnv, auctionId: number, userId: number): MarginRow | undefined {
  return one<MarginRow>(
    env.db,
    'SELECT id, auction_id, user_id, status, reject_reason, updated_at FROM auction_margins WHERE auction_id = ? AND user_id = ?',
    auctionId,
    userId,
  );
}

export function saveAuctionSign(
  env: AuctionEnv,
  auth: AuthUser,
  lang: Lang,
  body: SaveAuctionSignBody,
): AuctionSignResult {
  sweep(env);
  return transaction(env.db, () => {
    const now = env.now();
    const lot = loadLot(env.db, body.auctionId);
    if (auth.role === 'operator') throw new BusinessError('forbiddenRole');
    if (auth.role === 'personal' && !auth.authenticated) throw new BusinessError('individualCannotApply');
    if (auth.companyId !== null && auth.companyId === lot.companyId) throw blockError('ownLot', lang);
    if (now >= lot.endAt) throw blockError('ended', lang);
    const existing = marginOf(env, lot.id, auth.id);
    if (existing) {
      run(
        env.db,
        'UPDATE auction_margins SET contact_name = ?, contact_phone = ?, updated_at = ? WHERE id = ?',
        body.contactName,
        body.contactPhone,
        now,
        existing.id,
      );
      return { auctionId: lot.id, depositStatus: existing.status };
    }
    const id = run(
      env.db,
      `INSERT INTO auction_margins (auction_id, user_id, status, contact_name, contact_phone, created_at, updated_at)
       VALUES (?, ?, 'unpaid', ?, ?, ?, ?)`,
      lot.id,
      auth.id,
      body.contactName,
      body.contactPhone,
      now,
      now,
    ).lastId;
    publishDeposit(env, id);
    return { auctionId: lot.id, depositStatus: 'unpaid' };
  });
}

/** The caller's own uploads of purpose `voucher`, by public id, as rowids in the order given. */
function ownVouchers(env: AuctionEnv, publicIds: readonly string[], userId: number): number[] | undefined {
  const rows = all<{ id: number; public_id: string; purpose: string }>(
    env.db,
    `SELECT id, public_id, purpose FROM files WHERE owner_id = ? AND public_id IN (${publicIds.map(() => '?').join(',')})`,
    userId,
    ...publicIds,
  );
  const byPublic = new Map(rows.filter((r) => r.purpose === 'voucher').map((r) => [r.public_id, r.id]));
  const ids = publicIds.map((publicId) => byPublic.get(publicId));
  return ids.every((id) => id !== undefined) ? (ids as number[]) : undefined;
}

export function saveMargin(env: AuctionEnv, auth: AuthUser, lang: Lang, body: SaveMarginBody): { id: number } {
  sweep(env);
  return transaction(env.db, () => {
    const now = env.now();
    const lot = loadLot(env.db, body.auctionId);
    if (auth.companyId !== null && auth.companyId === lot.companyId) throw blockError('ownLot', lang);
    const margin = marginOf(env, lot.id, auth.id);
    if (!margin) throw blockError('unregistered', lang);
    if (now >= lot.endAt) throw blockError('ended', lang);
    if (margin.status === 'pendingReview') throw blockError('pendingReview', lang);
    if (margin.status === 'approved') throw new BusinessError('validation', MESSAGES.alreadyApproved[lang]);
    const marginFen =
      one<{ margin_fen: number }>(env.db, 'SELECT margin_fen FROM auctions WHERE id = ?', lot.id)?.margin_fen ?? 0;
    if (fenOf(body.amount) < marginFen)
      throw new FieldError('amount', MESSAGES.amountShort(fenToMoney(marginFen))[lang]);
    if (body.paymentTime > now) throw new FieldError('paymentTime', MESSAGES.futurePayment[lang]);
    const files = ownVouchers(env, body.attachments, auth.id);
    if (!files) throw new FieldError('attachments', MESSAGES.vouchers[lang]);
    run(
      env.db,
      `UPDATE auction_margins SET status = 'pendingReview', amount_fen = ?, payment_time = ?, attachments = ?, remark = ?,
         reject_reason = NULL, reject_reason_en = NULL, auto_approve_at = ?, updated_at = ? WHERE id = ?`,
      fenOf(body.amount),
      body.paymentTime,
      JSON.stringify(files),
      body.remark ?? '',
      env.marginReviewMs === null ? null : now + env.marginReviewMs,
      now,
      margin.id,
    );
    publishDeposit(env, margin.id);
    return { id: margin.id };
  });
}

export function reviewMargin(env: AuctionEnv, lang: Lang, body: ReviewMarginBody): ReviewMarginResult {
  sweep(env);
  const margin = marginOf(env, body.auctionId, body.userId);
  if (!margin) throw new BusinessError('notFound');
  const status = decideMargin(env, margin.id, body.decision === 'approve', body.reason, lang);
  return { auctionId: body.auctionId, userId: body.userId, depositStatus: status };
}

/**
 * The operator's decision on a deposit pending review, by margin id: one decision per deposit (the status moves
 * from pendingReview by a conditional update in the transaction; a deposit decided already is a 400 naming
 * `decision`), a reason to reject; the bidder hears of it after the commit.
 */
export function decideMargin(
  env: AuctionEnv,
  marginId: number,
  approve: boolean,
  reasonText: string | undefined,
  lang: Lang,
): 'approved' | 'rejected' {
  return transaction(env.db, () => {
    const now = env.now();
    const current = one<{ status: DepositStatusValue; settlement: string | null }>(
      env.db,
      'SELECT status, settlement FROM auction_margins WHERE id = ?',
      marginId,
    );
    if (!current) throw new BusinessError('notFound');
    // Settled at the lot's end (released with the lot): nothing is left to decide.
    if (current.status !== 'pendingReview' || current.settlement !== null)
      throw new FieldError('decision', MESSAGES.notPending[lang]);
    const reason = reasonText?.trim() ?? '';
    if (!approve && reason === '') throw new FieldError('reason', MESSAGES.reasonRequired[lang]);
    const status = approve ? 'approved' : 'rejected';
    const changed = run(
      env.db,
      `UPDATE auction_margins SET status = ?, reject_reason = ?, reject_reason_en = NULL, auto_approve_at = NULL, updated_at = ?
        WHERE id = ? AND status = 'pendingReview' AND settlement IS NULL`,
      status,
      status === 'rejected' ? reason : null,
      now,
      marginId,
    ).changes;
    if (!changed) throw new FieldError('decision', MESSAGES.notPending[lang]);
    publishDeposit(env, marginId);
    return status;
  });
}

/** The gate of the bid panel (auctionPortal/participate): writes nothing. */
export function participate(env: AuctionEnv, auth: AuthUser, lang: Lang, auctionId: number): Participation {
  sweep(env);
  const now = env.now();
  const lot = loadLot(env.db, auctionId);
  const depositStatus = depositStatusOf(env.db, lot.id, auth.id);
  if (auth.companyId !== null && auth.companyId === lot.companyId) throw blockError('ownLot', lang);
  if (auctionStatus(now, lot.startAt, lot.endAt) === 'ended') throw blockError('ended', lang);
  if (depositStatus !== 'approved') throw blockError(depositStatus, lang);
  return { auctionId: lot.id, room: roomName('auction', lot.id), alias: maskAccount(auth.account), depositStatus };
}

interface ReviewRow {
  auction_id: number;
  code: string;
  title: string;
  title_en: string;
  user_id: number;
  account: string;
  contact_name: string;
  contact_phone: string;
  margin_fen: number;
  amount_fen: number | null;
  payment_time: number | null;
  attachments: string;
  status: DepositStatusValue;
  reject_reason: string | null;
  updated_at: number;
  auto_approve_at: number | null;
}

export function pageMargins(
  scope: ReadScope,
  query: PageQueryArgs & { depositStatus?: DepositStatusValue; auctionId?: number },
): PageOf<MarginReviewItem> {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (query.depositStatus) {
    where.push('m.status = ?');
    args.push(query.depositStatus === 'unregistered' ? '-' : query.depositStatus);
  }
  if (query.auctionId !== undefined) {
    where.push('m.auction_id = ?');
    args.push(query.auctionId);
  }
  const page = pageRows<ReviewRow>(
    scope.db,
    {
      select: `m.auction_id, a.code, a.title, a.title_en, m.user_id, u.account, m.contact_name, m.contact_phone,
               a.margin_fen, m.amount_fen, m.payment_time, m.attachments, m.status, ${textSql(scope.lang, 'm.reject_reason')} AS reject_reason, m.updated_at,
               m.auto_approve_at`,
      from: `FROM auction_margins m JOIN auctions a ON a.id = m.auction_id JOIN users u ON u.id = m.user_id
             ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      order: "CASE m.status WHEN 'pendingReview' THEN 0 ELSE 1 END, m.updated_at, m.id",
      args,
    },
    query,
  );
  return {
    ...page,
    records: page.records.map((r) => ({
      auctionId: r.auction_id,
      auctionCode: r.code,
      auctionTitle: scope.lang === 'en' && r.title_en ? r.title_en : r.title,
      userId: r.user_id,
      account: r.account,
      contactName: r.contact_name,
      contactPhone: r.contact_phone,
      marginAmount: fenToMoney(r.margin_fen),
      amount: r.amount_fen === null ? null : fenToMoney(r.amount_fen),
      paymentTime: r.payment_time,
      attachments: attachmentRefs(scope.db, r.attachments),
      depositStatus: r.status,
      rejectReason: r.reject_reason,
      updatedAt: r.updated_at,
      autoApproveAt: r.status === 'pendingReview' ? r.auto_approve_at : null,
    })),
  };
}

/** The deposit of a lot, where to pay it, and the caller's status and declared payment. */
export function marginInfo(scope: ReadScope, auctionId: number, auth: AuthUser | null): MarginInfo {
  const { db } = scope;
  const lot = one<{ margin_fen: number }>(db, 'SELECT margin_fen FROM auctions WHERE id = ?', auctionId);
  if (!lot) throw new BusinessError('notFound');
  const payee = one<{ bank: string; account_name: string; account_number: string }>(
    db,
    "SELECT bank, account_name, account_number FROM companies WHERE kind = 'platform' ORDER BY id LIMIT 1",
  );
  const margin = auth
    ? one<{
        status: DepositStatusValue;
        amount_fen: number | null;
        payment_time: number | null;
        attachments: string;
        reject_reason: string | null;
      }>(
        db,
        `SELECT status, amount_fen, payment_time, attachments, ${textSql(scope.lang, 'reject_reason')} AS reject_reason
           FROM auction_margins WHERE auction_id = ? AND user_id = ?`,
        auctionId,
        auth.id,
      )
    : undefined;
  return {
    auctionId,
    marginAmount: fenToMoney(lot.margin_fen),
    depositStatus: margin?.status ?? 'unregistered',
    maxAttachments: DEPOSIT_MAX_ATTACHMENTS,
    payee: {
      bank: payee?.bank ?? '',
      accountName: payee?.account_name ?? '',
      accountNumber: payee?.account_number ?? '',
    },
    paid:
      margin && margin.amount_fen !== null && margin.payment_time !== null
        ? {
            amount: fenToMoney(margin.amount_fen),
            paymentTime: margin.payment_time,
            attachments: attachmentRefs(db, margin.attachments),
            rejectReason: margin.reject_reason,
          }
        : null,
  };
}
