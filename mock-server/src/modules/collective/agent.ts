// Agent purchasing requests: a buyer asks the platform's agent to buy goods in the market on its behalf
// (quantity not below the agent's minimum; a delivery needs the region and the detailed address), and reads
// its own requests with the goods amount and the agent's fee computed exactly in fen.
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import type { PageOf } from '@portal/contracts/operation';
import type { AgentPurchaseBody } from '@portal/contracts/http/agent-purchasing';
import type { AgentPurchaseRecord, AgentRecordStatusValue } from '@portal/contracts/entities/trade-request';
import type { DeliveryMethod } from '@portal/contracts/rules/constants';
import { RULE_MESSAGES } from '@portal/contracts/rules/validation';
import { tradeMessage } from '@portal/contracts/rules/trade';
import { one, run, transaction } from '../../db/database.ts';
import { BusinessError, FieldError } from '../../lib/errors.ts';
import { fenTimes, fenToMoney, normalizeQuantity, quantityToBigUnits } from '../../lib/money.ts';
import { pageRows } from '../../lib/paging.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { regionName, regionPath } from '../region/public.ts';
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

export function agentRecordsOf(
  app: FastifyInstance,
  auth: AuthUser,
  query: { pageNum?: number; pageSize?: number },
  lang: Lang,
): PageOf<AgentPurchaseRecord> {
  const { records: rows, ...page } = pageRows<{
    id: number;
    agent_product_id: number;
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
    created_at: number;
    reference_price_fen: number;
    service_fee_bp: number;
  }>(
    app.db,
    {
      select: 'r.*, ap.reference_price_fen, ap.service_fee_bp',
      from: `FROM agent_purchase_records r JOIN agent_products ap ON ap.id = r.agent_product_id WHERE r.user_id = ?`,
      order: 'r.created_at DESC, r.id DESC',
      args: [auth.id],
      countFrom: 'FROM agent_purchase_records WHERE user_id = ?',
    },
    query,
  );
  const ids = [...new Set(rows.map((r) => r.agent_product_id))];
  const products = new Map(
    (ids.length
      ? agentProductPage(app.db, { pageSize: ids.length }, lang, [`ap.id IN (${ids.map(() => '?').join(',')})`], ids)
          .records
      : []
    ).map((p) => [p.id, p]),
  );
  return {
    ...page,
    records: rows.flatMap((r) => {
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
          contactName: r.contact_name,
          contactPhone: r.contact_phone,
          address:
            r.county_code && r.city_code && r.province_code
              ? `${regionPath(r.province_code, r.city_code, r.county_code)} ${r.detail_address ?? ''}`.trim()
              : '',
          remark: r.remark,
          status: r.status,
          createdAt: r.created_at,
        },
      ];
    }),
  };
}
