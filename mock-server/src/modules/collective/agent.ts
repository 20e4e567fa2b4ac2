// Agent purchasing requests: a buyer asks the platform's agent to buy goods in the market on its behalf
// (quantity not below the agent's minimum; a delivery needs the region and the detailed address), and reads
// its own requests with the goods amount and the agent's fee computed exactly in fen.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import type { AgentPurchaseBody, AgentWorkRecord, MoveAgentRecordBody } from '@portal/contracts/http/agent-purchasing';
import {
  AGENT_RECORD_MOVES,
  AGENT_RECORD_STATUS_LABELS,
  type AgentPurchaseRecord,
  type AgentRecordStatusValue,
} from '@portal/contracts/entities/trade-request';
import type { DeliveryMethod } from '@portal/contracts/rules/constants';
import { RULE_MESSAGES } from '@portal/contracts/rules/validation';
import { tradeMessage } from '@portal/contracts/rules/trade';
import { one, run, transaction, type SqlValue } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { fenTimes, fenToMoney, normalizeQuantity, quantityToBigUnits } from '../../lib/money.ts';
import { pageRows } from '../../lib/paging.ts';
import { CJK, personEn, pick } from '../../lib/text.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { regionName, regionPath, regionPathIn } from '../region/public.ts';
import { agentProductPage } from './service.ts';

export function saveAgentPurchase(
  app: FastifyInstance,
  auth: AuthUser,
  body: AgentPurchaseBody,
  lang: Lang,
): { id: number } {
  if (auth.role === 'personal' && !auth.authenticated) throw new BusinessError('individualCannotApply');
  if (auth.role === 'operator') throw new BusinessError('forbiddenRole');
  const product = one<{ id: number; min_quantity: string; agent_company_id: number }>(
    app.db,
    'SELECT id, min_quantity, agent_company_id FROM agent_products WHERE id = ?',
    body.agentProductId,
  );
  if (!product) throw new BusinessError('notFound');
  // A company never buys its own products: not through the agency it runs either.
  if (auth.companyId !== null && auth.companyId === product.agent_company_id) throw new BusinessError('ownProduct');
  if (quantityToBigUnits(body.quantity) < quantityToBigUnits(product.min_quantity)) {
    throw new FieldError(
      'quantity',
      tradeMessage('belowMinimum', lang, { min: normalizeQuantity(product.min_quantity) }),
    );
  }
  if (body.deliveryMethod === 'delivery') {
    const { provinceCode = '', cityCode = '', countyCode = '' } = body;
    const nested = cityCode.startsWith(provinceCode) && countyCode.startsWith(cityCode) && provinceCode !== '';
    if (!nested || regionName(countyCode) === undefined) {
      throw new FieldError('countyCode', RULE_MESSAGES.regionRequired[lang]);
    }
    if (!body.detailAddress?.trim()) throw new FieldError('detailAddress', RULE_MESSAGES.addressDetailRequired[lang]);
  }
  const delivery = body.deliveryMethod === 'delivery';
  const id = transaction(
    app.db,
    () =>
      run(
        app.db,
        `INSERT INTO agent_purchase_records (agent_product_id, user_id, quantity, delivery_method, contact_name,
         contact_phone, province_code, city_code, county_code, detail_address, remark, status, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'submitted', ?)`,
        product.id,
        auth.id,
        normalizeQuantity(body.quantity),
        body.deliveryMethod,
        body.contactName.trim(),
        body.contactPhone,
        delivery ? (body.provinceCode ?? null) : null,
        delivery ? (body.cityCode ?? null) : null,
        delivery ? (body.countyCode ?? null) : null,
        delivery ? (body.detailAddress?.trim() ?? null) : null,
        body.remark?.trim() ?? '',
        app.now(),
      ).lastId,
  );
  return { id };
}

interface RecordRow {
  id: number;
  agent_product_id: number;
  user_id: number;
  quantity: string;
  delivery_method: DeliveryMethod;
  contact_name: string;
  contact_phone: string;
  province_code: string | null;
  city_code: string | null;
  county_code: string | null;
  detail_address: string | null;
  remark: string;
  status: AgentRecordStatusValue;
  reject_reason: string | null;
  created_at: number;
  updated_at: number | null;
  reference_price_fen: number;
  service_fee_bp: number;
  buyer_name: string;
  buyer_name_en: string | null;
}

const RECORD_SELECT = `r.*, ap.reference_price_fen, ap.service_fee_bp, COALESCE(bc.name, u.nickname) AS buyer_name,
  NULLIF(bc.name_en, '') AS buyer_name_en`;
const RECORD_FROM = `FROM agent_purchase_records r JOIN agent_products ap ON ap.id = r.agent_product_id
  JOIN users u ON u.id = r.user_id LEFT JOIN companies bc ON bc.id = u.company_id`;

/** The rows as the contract's records, the goods read in the caller's language; rows whose goods are gone drop. */
function toRecords(app: FastifyInstance, rows: RecordRow[], lang: Lang): AgentWorkRecord[] {
  const ids = [...new Set(rows.map((r) => r.agent_product_id))];
  const products = new Map(
    (ids.length
      ? agentProductPage(app.db, { pageSize: ids.length }, lang, [`ap.id IN (${ids.map(() => '?').join(',')})`], ids)
          .records
      : []
    ).map((p) => [p.id, p]),
  );
  return rows.flatMap((r) => {
    const product = products.get(r.agent_product_id);
    if (!product) return [];
    const goodsFen = fenTimes(r.reference_price_fen, r.quantity);
    // The fee is in basis points of the goods amount: fen x bp / 10000, rounded half up.
    const feeFen = Math.floor((goodsFen * r.service_fee_bp + 5000) / 10000);
    return [
      {
        id: r.id,
        product,
        quantity: r.quantity,
        goodsAmount: fenToMoney(goodsFen),
        serviceFee: fenToMoney(feeFen),
        deliveryMethod: r.delivery_method,
        // A person's name reads in pinyin on an English page, as every other seeded name does.
        contactName: lang === 'en' && CJK.test(r.contact_name) ? personEn(r.contact_name) : r.contact_name,
        contactPhone: r.contact_phone,
        address:
          r.county_code && r.city_code && r.province_code
            ? `${lang === 'en' ? regionPathIn(lang, r.county_code) : regionPath(r.province_code, r.city_code, r.county_code)} ${r.detail_address ?? ''}`.trim()
            : '',
        remark: r.remark,
        status: r.status,
        rejectReason: r.status === 'rejected' ? r.reject_reason : null,
        createdAt: r.created_at,
        updatedAt: r.updated_at ?? r.created_at,
        buyerName: pick(lang, r.buyer_name, r.buyer_name_en),
      },
    ];
  });
}

export function agentRecordsOf(
  app: FastifyInstance,
  auth: AuthUser,
  query: { pageNum?: number; pageSize?: number },
  lang: Lang,
): PageOf<AgentPurchaseRecord> {
  const { records, ...page } = pageRows<RecordRow>(
    app.db,
    {
      select: RECORD_SELECT,
      from: `${RECORD_FROM} WHERE r.user_id = ?`,
      order: 'r.created_at DESC, r.id DESC',
      args: [auth.id],
      countFrom: 'FROM agent_purchase_records WHERE user_id = ?',
    },
    query,
  );
  return { ...page, records: toRecords(app, records, lang).map(({ buyerName: _buyer, ...record }) => record) };
}

/** The requests an agent works on: its provider company's goods; the operator every request. */
export function agentWorkPage(
  app: FastifyInstance,
  auth: AuthUser,
  query: { pageNum?: number; pageSize?: number; status?: AgentRecordStatusValue },
  lang: Lang,
): PageOf<AgentWorkRecord> {
  const where: string[] = [];
  const args: SqlValue[] = [];
  if (auth.role !== 'operator') {
    where.push('ap.agent_company_id = ?');
    args.push(auth.role === 'provider' ? (auth.companyId ?? -1) : -1);
  }
  if (query.status) {
    where.push('r.status = ?');
    args.push(query.status);
  }
  const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const { records, ...page } = pageRows<RecordRow>(
    app.db,
    {
      select: RECORD_SELECT,
      from: `${RECORD_FROM} ${clause}`,
      order: 'r.created_at DESC, r.id DESC',
      args,
      countFrom: `FROM agent_purchase_records r JOIN agent_products ap ON ap.id = r.agent_product_id ${clause}`,
    },
    query,
  );
  return { ...page, records: toRecords(app, records, lang) };
}

/**
 * The agent moves a request one step of AGENT_RECORD_MOVES (the provider running the goods or the operator);
 * the buyer is told on its room after the commit.
 */
export function moveAgentRecord(
  app: FastifyInstance,
  auth: AuthUser,
  body: MoveAgentRecordBody,
  lang: Lang,
): AgentWorkRecord {
  const db = app.db;
  const now = app.now();
  const row = transaction(db, () => {
    const found = one<RecordRow & { agent_company_id: number; title: string; title_en: string }>(
      db,
      `SELECT ${RECORD_SELECT}, ap.agent_company_id, ap.title, ap.title_en ${RECORD_FROM} WHERE r.id = ?`,
      body.recordId,
    );
    const mayMove =
      found &&
      (auth.role === 'operator' ||
        (auth.role === 'provider' && auth.companyId !== null && auth.companyId === found.agent_company_id));
    if (!found || !mayMove) throw new BusinessError('notFound');
    if (!AGENT_RECORD_MOVES[found.status].includes(body.to)) {
      const from = AGENT_RECORD_STATUS_LABELS[found.status];
      const to = AGENT_RECORD_STATUS_LABELS[body.to];
      throw new FieldError(
        'to',
        pick(
          lang,
          `该代采申请为“${from.zh}”，不能改为“${to.zh}”`,
          `This request is ${from.en}: it cannot move to ${to.en}.`,
        ),
      );
    }
    const reason = body.reason?.trim() ?? '';
    if (body.to === 'rejected' && !reason) {
      throw new FieldError('reason', pick(lang, '拒绝时请填写原因', 'A reason is required to reject.'));
    }
    // Conditional on the status read: a concurrent move of the same request changes nothing twice.
    const moved = run(
      db,
      'UPDATE agent_purchase_records SET status = ?, reject_reason = ?, updated_at = ? WHERE id = ? AND status = ?',
      body.to,
      body.to === 'rejected' ? reason : null,
      now,
      found.id,
      found.status,
    ).changes;
    if (moved !== 1)
      throw new FieldError('to', pick(lang, '该代采申请已变更，请刷新', 'This request has just moved: reload it.'));
    const note = body.to === 'rejected' ? reason : '';
    app.realtime.publish(`user:${found.user_id}`, 'user:agentPurchase', {
      kind: 'agentPurchase',
      id: found.id,
      title: found.title,
      titleEn: found.title_en || found.title,
      status: body.to,
      note,
      link: { target: 'agentPurchase', id: found.id },
      at: now,
    });
    return { ...found, status: body.to, reject_reason: body.to === 'rejected' ? reason : null, updated_at: now };
  });
  const [record] = toRecords(app, [row], lang);
  if (!record) throw new BusinessError('notFound');
  return record;
}
