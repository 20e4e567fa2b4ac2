// Factory credit: the deep factory verification report (/deepauth, /creditDownload): enterprise, staff,
// equipment, capability and licence fields gathered by a platform inspection.
import { Type, type Static } from 'typebox';
import { API, DateString, EpochMs, Id, Money, defineOperation } from '../operation.ts';
import { CompanyRef } from '../entities/trade-request.ts';

export const CreditReport = Type.Object({
  reportNo: Type.String(),
  factory: CompanyRef,
  verifiedAt: EpochMs,
  /** The report stays valid until this date (one year). */
  validUntil: DateString,
  agency: Type.String(),
  inspectors: Type.Array(Type.String()),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  grade: Type.String({ description: 'A | B | C | D' }),
  conclusion: Type.String(),
  enterprise: Type.Object({
    name: Type.String(),
    creditCode: Type.String(),
    legalPerson: Type.String(),
    registeredCapital: Money,
    establishedOn: DateString,
    companyType: Type.String(),
    registeredAddress: Type.String(),
    businessScope: Type.String(),
    /** Whether the premises are owned or leased. */
    premises: Type.String(),
    plantArea: Type.Integer({ minimum: 0, description: 'square metres' }),
    officeArea: Type.Integer({ minimum: 0, description: 'square metres' }),
    annualTurnover: Money,
    exportRatio: Type.Integer({ minimum: 0, maximum: 100, description: 'percent' }),
    mainMarkets: Type.Array(Type.String()),
    mainCustomers: Type.Array(Type.String()),
  }),
  staff: Type.Object({
    total: Type.Integer({ minimum: 0 }),
    production: Type.Integer({ minimum: 0 }),
    rnd: Type.Integer({ minimum: 0 }),
    qualityControl: Type.Integer({ minimum: 0 }),
    management: Type.Integer({ minimum: 0 }),
    sales: Type.Integer({ minimum: 0 }),
    /** Staff with a college degree or above, percent. */
    collegeRatio: Type.Integer({ minimum: 0, maximum: 100 }),
    shifts: Type.Integer({ minimum: 1 }),
  }),
  equipment: Type.Array(
    Type.Object({
      name: Type.String(),
      model: Type.String(),
      brand: Type.String(),
      quantity: Type.Integer({ minimum: 1 }),
      purchaseYear: Type.Integer(),
    }),
  ),
  capability: Type.Object({
    productionLines: Type.Integer({ minimum: 0 }),
    mainProducts: Type.Array(Type.String()),
    monthlyCapacity: Type.String(),
    annualOutput: Money,
    minOrder: Type.String(),
    leadTimeDays: Type.Integer({ minimum: 0 }),
    oem: Type.Boolean(),
    odm: Type.Boolean(),
    rndCapability: Type.String(),
    qualityProcess: Type.Array(Type.String()),
  }),
  licences: Type.Array(
    Type.Object({
      name: Type.String(),
      number: Type.String(),
      issuer: Type.String(),
      validUntil: DateString,
    }),
  ),
  certifications: Type.Array(Type.String()),
  /** Checks of the verification with their result (spec: result F or 0 means failure). */
  checks: Type.Array(Type.Object({ item: Type.String(), result: Type.Enum(['T', 'F']), remark: Type.String() })),
  photos: Type.Array(Type.String()),
});
export type CreditReport = Static<typeof CreditReport>;

export const factoryCreditDetail = defineOperation({
  id: 'factoryCredit/detail',
  method: 'GET',
  path: `${API.pass}/factoryCredit/detail`,
  summary: "A factory's deep verification report; 'No Factory Inspection Report' when it has none",
  access: 'public',
  query: Type.Object({ factoryId: Id }),
  content: CreditReport,
});
