// Credit facilities (docs/requirements.md section 3, "Margin": totalLimit, availableLimit, margin ratio percent) of the
// caller's company: whether it buys on credit and how much is left.
import { Type, type Static } from 'typebox';
import { API, DateString, Money, defineOperation } from '../operation.ts';

export const CreditFacility = Type.Object({
  isCreditUser: Type.Boolean(),
  companyName: Type.Union([Type.String(), Type.Null()]),
  totalLimit: Money,
  availableLimit: Money,
  /** totalLimit - availableLimit. */
  usedLimit: Money,
  /** Margin ratio, percent of an order paid up front. */
  ratio: Type.Integer({ minimum: 0, maximum: 100 }),
  validUntil: Type.Union([DateString, Type.Null()]),
});
export type CreditFacility = Static<typeof CreditFacility>;

export const isCreditUser = defineOperation({
  id: 'customerCreditFacilities/isCreditUser',
  method: 'GET',
  path: `${API.customer}/customerCreditFacilities/isCreditUser`,
  summary: "Whether the caller's company has a credit facility, with its limits and margin ratio",
  access: 'user',
  content: CreditFacility,
});
