// The writes of the business domains are declared now and bound by a later issue: their bodies already carry
// the section 5 rules JSON Schema can say (400 naming the field), they need a login, and until their issue
// lands a valid call answers 501.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { OperationDef } from '@portal/contracts/operation';
import { buildApp } from '../../app.ts';
import { tokenOf } from '../../test/helpers.ts';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import { participate } from '@portal/contracts/http/auction-portal';
import { increasePrice, saveMargin } from '@portal/contracts/http/auction';
import { saveAuctionSign, signIncreasePrice } from '@portal/contracts/http/auction-sign';
import { centralizedRegisterSave } from '@portal/contracts/http/centralized';
import { agentPurchaseRecordSave } from '@portal/contracts/http/agent-purchasing';
import { saveInquiryPortal } from '@portal/contracts/http/inquiry';
import { offerSave } from '@portal/contracts/http/offer';
import { priceApply } from '@portal/contracts/http/product-price-apply';
import { factoryInspectionInitiate } from '@portal/contracts/http/factory-inspection';
import { factoryVisitInitiate } from '@portal/contracts/http/factory-visit';
import { couponReceive } from '@portal/contracts/http/coupon';

/** A well-formed file id (32 hex digits): files are named by random ids, not rowids. */
const fileId = (n: number) => n.toString(16).padStart(32, '0');

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => T0 });
  token = tokenOf(app, 'buyer');
});
afterAll(() => app.close());

async function post(op: OperationDef, body: unknown, withToken = true) {
  const res = await app.inject({
    method: 'POST',
    url: op.path,
    headers: { [HEADER_LANG]: 'en', ...(withToken ? { [HEADER_TOKEN]: token } : {}) },
    payload: body as Record<string, unknown>,
  });
  return { status: res.statusCode, body: res.json() as { resultCode: string; content: string; field?: string } };
}

interface Case {
  op: OperationDef;
  valid: Record<string, unknown>;
  /** A change of the valid body that breaks one rule, and the field the 400 names. */
  invalid: [Record<string, unknown>, string][];
  /** A required field. */
  required?: string;
}

const CASES: Case[] = [
  {
    op: participate,
    valid: { auctionId: 1, agree: true },
    invalid: [[{ agree: false }, 'agree']],
    required: 'agree',
  },
  {
    op: saveMargin,
    valid: { auctionId: 1, amount: '5000.00', paymentTime: T0, attachments: [fileId(1), fileId(2), fileId(3)] },
    invalid: [
      [{ attachments: [fileId(1), fileId(2), fileId(3), fileId(4)] }, 'attachments'],
      [{ attachments: [] }, 'attachments'],
      [{ amount: '-1.00' }, 'amount'],
    ],
    required: 'paymentTime',
  },
  {
    op: increasePrice,
    valid: { auctionId: 1, times: 2, idempotencyKey: 'bid-0001-abcd' },
    invalid: [
      [{ times: 0 }, 'times'],
      [{ idempotencyKey: 'short' }, 'idempotencyKey'],
    ],
    required: 'idempotencyKey',
  },
  {
    op: saveAuctionSign,
    valid: { auctionId: 1, contactName: '王明', contactPhone: '13800000001', agree: true },
    invalid: [[{ contactPhone: '12345' }, 'contactPhone']],
    required: 'contactName',
  },
  {
    op: signIncreasePrice,
    valid: { auctionId: 1, amount: '12000.00', idempotencyKey: 'bid-0002-abcd' },
    invalid: [[{ amount: '12.345' }, 'amount']],
    required: 'amount',
  },
  {
    op: centralizedRegisterSave,
    valid: {
      centralizedId: 1,
      quantity: '120.5',
      deposit: '300.00',
      paymentTime: T0,
      attachments: [fileId(7)],
      contactName: '王明',
      contactPhone: '13800000001',
    },
    invalid: [
      [{ quantity: '1.23456' }, 'quantity'],
      [{ quantity: '0' }, 'quantity'],
      [{ deposit: '-5' }, 'deposit'],
      [{ attachments: [fileId(1), fileId(2), fileId(3), fileId(4)] }, 'attachments'],
    ],
    required: 'paymentTime',
  },
  {
    op: agentPurchaseRecordSave,
    valid: {
      agentProductId: 1,
      quantity: '100',
      deliveryMethod: 'selfPickup',
      contactName: '王明',
      contactPhone: '13800000001',
    },
    invalid: [[{ deliveryMethod: 'drone' }, 'deliveryMethod']],
    required: 'quantity',
  },
  {
    op: saveInquiryPortal,
    valid: {
      title: '求购合金耳环',
      categoryId: 5,
      quantity: '5000',
      unit: 'piece',
      provinceCode: '33',
      cityCode: '3307',
      countyCode: '330782',
      address: '稠城街道工人北路1号',
      dueDate: '2026-06-30',
      contactPhone: '13800000001',
      deliveryMethod: 'delivery',
      attachments: [fileId(1), fileId(2), fileId(3), fileId(4), fileId(5)],
    },
    invalid: [
      [{ attachments: [fileId(1), fileId(2), fileId(3), fileId(4), fileId(5), fileId(6)] }, 'attachments'],
      [{ quantity: '1.00001' }, 'quantity'],
      [{ dueDate: '2026/06/30' }, 'dueDate'],
      [{ unit: 'box' }, 'unit'],
      [{ countyCode: '33' }, 'countyCode'],
    ],
    required: 'address',
  },
  {
    op: offerSave,
    valid: {
      inquiryNum: 'XJ202606010001',
      price: '12.50',
      quantity: '5000',
      deliveryDate: '2026-06-20',
      validUntil: '2026-06-10',
    },
    invalid: [[{ price: 'abc' }, 'price']],
    required: 'validUntil',
  },
  {
    op: priceApply,
    valid: { productId: 1, contactName: '王明', contactPhone: '13800000001', reason: '长期采购' },
    invalid: [[{ reason: '' }, 'reason']],
    required: 'reason',
  },
  {
    op: factoryInspectionInitiate,
    valid: {
      factoryId: 5,
      type: 'selfFactory',
      items: ['营业执照核验', '生产规模评估'],
      expectedDate: '2026-06-20',
      contactName: '王明',
      contactPhone: '13800000001',
    },
    invalid: [
      [{ items: [] }, 'items'],
      [{ type: 'surprise' }, 'type'],
    ],
    required: 'expectedDate',
  },
  {
    op: factoryVisitInitiate,
    valid: {
      factoryId: 5,
      visitDate: '2026-06-20',
      visitors: 2,
      name: '王明',
      mobile: '13800000001',
      enterpriseName: '金华市恒达贸易有限公司',
    },
    invalid: [
      [{ mobile: '1380000' }, 'mobile'],
      [{ visitors: 0 }, 'visitors'],
    ],
    required: 'enterpriseName',
  },
  {
    op: couponReceive,
    valid: { couponId: 1 },
    invalid: [[{ couponId: 0 }, 'couponId']],
    required: 'couponId',
  },
];

describe('business writes declared for a later issue', () => {
  for (const c of CASES) {
    describe(c.op.id, () => {
      it('is a POST under the login prefix', () => {
        expect(c.op.method).toBe('POST');
        expect(c.op.access).toBe('user');
        expect(c.op.path.startsWith('/api/portal/')).toBe(true);
        expect(c.op.path.startsWith('/api/portal/pass/')).toBe(false);
      });

      it('answers 400 naming the field for each broken rule', async () => {
        for (const [change, field] of c.invalid) {
          const res = await post(c.op, { ...c.valid, ...change });
          expect(res.status, `${JSON.stringify(change)}`).toBe(400);
          expect(res.body.field).toBe(field);
        }
        if (c.required) {
          const body: Record<string, unknown> = { ...c.valid };
          delete body[c.required];
          const res = await post(c.op, body);
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ field: c.required, content: `${c.required} is required` });
        }
      });

      it('needs a login, then answers 501 until its issue lands', async () => {
        expect((await post(c.op, c.valid, false)).body.resultCode).toBe('G001');
        const res = await post(c.op, c.valid);
        expect(res.status).toBe(501);
        expect(res.body.resultCode).toBe('501');
      });
    });
  }
});
