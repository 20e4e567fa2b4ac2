// The business writes the domain issues will bind already carry the requirements section 5 rules JSON Schema can say, and
// the server's 400 names the field a rule broke: each case is a valid body the contract accepts and changes
// that break one rule, checked against the contract schema itself (the server validates with it). Which of
// them still answer 501 is contracts/src/http/planned.ts's business, not this file's.
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import type { TSchema } from 'typebox';
import type { OperationDef } from '../operation.ts';
import { participate } from './auction-portal.ts';
import { increasePrice, saveMargin } from './auction.ts';
import { saveAuctionSign, signIncreasePrice } from './auction-sign.ts';
import { centralizedRegisterSave } from './centralized.ts';
import { agentPurchaseRecordSave } from './agent-purchasing.ts';
import { saveInquiryPortal } from './inquiry.ts';
import { offerSave } from './offer.ts';
import { priceApply } from './product-price-apply.ts';
import { factoryInspectionInitiate } from './factory-inspection.ts';
import { factoryVisitInitiate } from './factory-visit.ts';
import { couponReceive } from './coupon.ts';

/** A well-formed file id (32 hex digits): files are named by random ids, not rowids. */
const fileId = (n: number) => n.toString(16).padStart(32, '0');

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);

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

/** The fields the schema's errors name (`/attachments/3` names `attachments`; a missing one is `required`). */
function fieldsOf(schema: TSchema, body: unknown): string[] {
  return Value.Errors(schema, body).flatMap((error) => {
    const params = error.params as { requiredProperties?: string[] };
    if (error.keyword === 'required') return params.requiredProperties ?? [];
    return [error.instancePath.split('/')[1] ?? ''];
  });
}

describe('business writes: contract rules', () => {
  for (const c of CASES) {
    describe(c.op.id, () => {
      const schema = c.op.body as TSchema;

      it('is a POST under the login prefix', () => {
        expect(c.op.method).toBe('POST');
        expect(c.op.access).toBe('user');
        expect(c.op.path.startsWith('/api/portal/')).toBe(true);
        expect(c.op.path.startsWith('/api/portal/pass/')).toBe(false);
      });

      it('accepts the valid body', () => {
        expect(fieldsOf(schema, c.valid)).toEqual([]);
      });

      it('refuses each broken rule, naming only its field', () => {
        for (const [change, field] of c.invalid) {
          expect(new Set(fieldsOf(schema, { ...c.valid, ...change })), JSON.stringify(change)).toEqual(
            new Set([field]),
          );
        }
        if (c.required) {
          const body: Record<string, unknown> = { ...c.valid };
          delete body[c.required];
          expect(fieldsOf(schema, body)).toEqual([c.required]);
        }
      });
    });
  }
});
