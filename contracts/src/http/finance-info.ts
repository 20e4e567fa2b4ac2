// Supply-chain finance applications (order financing, warehouse receipts, credit loans, factoring).
import { Type } from 'typebox';
import { API, Money, Saved, defineOperation } from '../operation.ts';
import { Mobile } from '../entities/order.ts';

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
});

export const financeInfoSave = defineOperation({
  id: 'financeInfo/save',
  method: 'POST',
  path: `${API.portal}/financeInfo/save`,
  summary: 'Apply for supply-chain finance',
  access: 'user',
  body: FinanceInput,
  content: Saved,
});
