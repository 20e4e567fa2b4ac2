// Price-permission applications as their seller sees them, and the seller's decision: granted, the buyer sees
// the price (the catalogue's one price rule reads the approved application); refused, the buyer reads the
// reason. The buyer is told on its own room once the decision has committed.
import type { Lang } from '@portal/contracts/envelope';
import type { PageOf, QueryOf } from '@portal/contracts/operation';
import type {
  PriceApplication,
  PriceDecisionBody,
  sellerPriceApplications,
} from '@portal/contracts/http/product-price-apply';
import { checkRefusalReason, goodsMessage, PRICE_REFUSAL_MAX } from '@portal/contracts/rules/goods';
import type { UserPriceApplyDecidedEvent } from '@portal/contracts/events/user';
import { afterCommit, one, run, transaction, type Db } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { pageRows } from '../../lib/paging.ts';
import { textSql } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { sellerCompany } from './goods.ts';

interface ApplicationRow {
  id: number;
  user_id: number;
  product_id: number | null;
  company_id: number;
  product_title: string | null;
  applicant_name: string;
  applicant_company: string | null;
  contact_name: string;
  contact_phone: string;
  reason: string;
  status: PriceApplication['status'];
  reject_reason: string | null;
  created_at: number;
  reviewed_at: number | null;
}

const select = (lang: Lang) => `pa.id, pa.user_id, pa.product_id, pa.company_id,
  ${textSql(lang, 'p.title')} AS product_title, u.nickname AS applicant_name,
  ${textSql(lang, 'co.name')} AS applicant_company, pa.contact_name, pa.contact_phone, pa.reason, pa.status,
  pa.reject_reason, pa.created_at, pa.reviewed_at`;
const FROM = `FROM price_applications pa JOIN users u ON u.id = pa.user_id
  LEFT JOIN companies co ON co.id = u.company_id LEFT JOIN products p ON p.id = pa.product_id`;

function toApplication(row: ApplicationRow): PriceApplication {
  return {
    id: row.id,
    productId: row.product_id,
    productTitle: row.product_title,
    applicantName: row.applicant_name,
    companyName: row.applicant_company,
    contactName: row.contact_name,
    contactPhone: row.contact_phone,
    reason: row.reason,
    status: row.status,
    rejectReason: row.reject_reason,
    appliedAt: row.created_at,
    decidedAt: row.reviewed_at,
  };
}

export function sellerApplications(
  db: Db,
  auth: AuthUser,
  query: QueryOf<typeof sellerPriceApplications>,
  lang: Lang,
): PageOf<PriceApplication> {
  const companyId = sellerCompany(auth);
  const status = query.status;
  const where = `WHERE pa.company_id = ?${status ? ' AND pa.status = ?' : ''}`;
  const args = status ? [companyId, status] : [companyId];
  const page = pageRows<ApplicationRow>(
    db,
    {
      select: select(lang),
      from: `${FROM} ${where}`,
      countFrom: `FROM price_applications pa ${where}`,
      order: `CASE pa.status WHEN 'pending' THEN 0 ELSE 1 END, pa.created_at DESC, pa.id DESC`,
      args,
    },
    query,
  );
  return { ...page, records: page.records.map(toApplication) };
}

/**
 * Grants or refuses a pending application of the caller's company (a refusal needs its reason, 400 `reason`);
 * a decided one is not decided again. The applicant hears `user:priceApplyDecided` after the commit.
 */
export function decideApplication(
  db: Db,
  auth: AuthUser,
  body: PriceDecisionBody,
  now: number,
  lang: Lang,
  publish: (userId: number, event: UserPriceApplyDecidedEvent) => void,
): PriceApplication {
  const companyId = sellerCompany(auth);
  const reason = body.reason?.trim() ?? '';
  if (!body.approve && checkRefusalReason(reason)) {
    throw new FieldError('reason', goodsMessage('refusalReasonRequired', lang, { max: PRICE_REFUSAL_MAX }));
  }
  return transaction(db, () => {
    const row = one<ApplicationRow>(db, `SELECT ${select(lang)} ${FROM} WHERE pa.id = ?`, body.id);
    if (!row) throw new BusinessError('notFound');
    if (row.company_id !== companyId) throw new BusinessError('notYourGoods');
    if (row.status !== 'pending') throw new BusinessError('applicationDecided');
    const status = body.approve ? 'approved' : 'rejected';
    const rejectReason = body.approve ? null : reason;
    run(
      db,
      'UPDATE price_applications SET status = ?, reject_reason = ?, reviewed_at = ? WHERE id = ?',
      status,
      rejectReason,
      now,
      row.id,
    );
    afterCommit(db, () =>
      publish(row.user_id, {
        applicationId: row.id,
        productId: row.product_id,
        companyId: row.company_id,
        status,
        rejectReason,
        at: now,
      }),
    );
    return toApplication({ ...row, status, reject_reason: rejectReason, reviewed_at: now });
  });
}
