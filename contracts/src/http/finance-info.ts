// Supply-chain finance applications (order financing, warehouse receipts, credit loans, factoring).
import { Type } from 'typebox';
import { API, Id, Money, Saved, defineOperation } from '../operation.ts';
import { Mobile, RequestKey } from '../entities/order.ts';

export const FINANCE_PRODUCTS = ['orderFinancing', 'warehouseReceipt', 'creditLoan', 'factoring'] as const;

export const FinanceInput = Type.Object({
  productType: Type.Enum([...FINANCE_PRODUCTS]),
  amount: Money,
  termMonths: Type.Integer({ minimum: 1, maximum: 36 }),
  companyName: Type.String({ minLength: 1, maxLength: 50 }),
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactMobile: Mobile,
  purpose: Type.Optional(Type.String({ maxLength: 500 })),
  /** The financing order this is for, if any. */
  orderNo: Type.Optional(Type.String({ maxLength: 32 })),
  /** The finance provider (a service provider company) applied to; absent: the platform's finance desk. */
  providerCompanyId: Type.Optional(Id),
  requestKey: Type.Optional(RequestKey),
});

export const financeInfoSave = defineOperation({
  id: 'financeInfo/save',
  method: 'POST',
  path: `${API.portal}/financeInfo/save`,
  summary: 'Apply for supply-chain finance',
  description:
    'amount is in yuan and above zero (a 400 naming amount otherwise). The application becomes a service request ' +
    'of the caller (serviceOrder/page) seen by the provider named (a 400 naming providerCompanyId when it is not ' +
    'a service provider), else by the platform. The same requestKey saves once and answers the first id.',
  access: 'user',
  body: FinanceInput,
  content: Saved,
});
