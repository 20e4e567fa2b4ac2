// Factory credit: the deep factory verification report (/deepauth, /creditDownload): enterprise, staff,
// equipment, capability and licence fields gathered by a platform inspection.
import { Type, type Static } from 'typebox';
import { API, DateString, EpochMs, Id, Money, Page, PageQuery, defineOperation } from '../operation.ts';
import { CompanyRef } from '../entities/trade-request.ts';
import { CompanyKind } from '../entities/catalogue.ts';

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

// ---------------------------------------------------------------------------------------------------------
// /creditCode: an enterprise by its unified social credit code; /creditDownload: the reports a user may download.

/** Where a company's deep verification report stands: none, valid, or past its validUntil date. */
export const CreditReportStatus = Type.Enum(['none', 'valid', 'expired']);
export type CreditReportStatus = Static<typeof CreditReportStatus>;

export const CreditLookup = Type.Object({
  creditCode: Type.String(),
  companyId: Id,
  name: Type.String(),
  kind: CompanyKind,
  /** "浙江省 金华市 义乌市" / "Yiwu, Jinhua, Zhejiang". */
  regionName: Type.String(),
  /** Masked for anonymous callers (张*). */
  legalPerson: Type.String(),
  registeredCapital: Money,
  establishedOn: DateString,
  registrationPlace: Type.String(),
  /** The full address for logged-in callers; the region only for anonymous ones. */
  address: Type.String(),
  auditStatus: Type.String(),
  /** True when the answer was masked because nobody is logged in. */
  masked: Type.Boolean(),
  report: Type.Object({
    status: CreditReportStatus,
    /** Null for anonymous callers and when there is no report. */
    reportNo: Type.Union([Type.String(), Type.Null()]),
    grade: Type.Union([Type.String(), Type.Null()]),
    score: Type.Union([Type.Integer(), Type.Null()]),
    verifiedAt: Type.Union([EpochMs, Type.Null()]),
    validUntil: Type.Union([DateString, Type.Null()]),
  }),
});
export type CreditLookup = Static<typeof CreditLookup>;

export const factoryCreditByCreditCode = defineOperation({
  id: 'factoryCredit/byCreditCode',
  method: 'GET',
  path: `${API.pass}/factoryCredit/byCreditCode`,
  summary: "An enterprise's registration and its verification report status by its unified social credit code",
  description:
    'Public. The code is normalised (spaces and dashes dropped, upper case) and checked by the GB 32100-2015 ' +
    'rule of contracts/rules/credit-code.ts: a malformed code or a wrong check character answers 400 naming ' +
    '`code`. A well-formed code no registered enterprise holds answers content null (not an error: the page ' +
    'says so). Anonymous callers get the legal representative masked (张*), the address cut to the region and ' +
    'no report number; a logged-in user sees everything. Buyers are enterprises too and are found.',
  access: 'public',
  query: Type.Object({ code: Type.String({ maxLength: 40 }) }),
  content: Type.Union([CreditLookup, Type.Null()]),
});

/** Why the caller may download a report. */
export const DownloadReason = Type.Enum(['own', 'inspected', 'visited', 'operator']);
export type DownloadReason = Static<typeof DownloadReason>;

export const DownloadableReport = Type.Object({
  factory: CompanyRef,
  reportNo: Type.String(),
  grade: Type.String(),
  score: Type.Integer({ minimum: 0, maximum: 100 }),
  verifiedAt: EpochMs,
  validUntil: DateString,
  status: CreditReportStatus,
  reason: DownloadReason,
});
export type DownloadableReport = Static<typeof DownloadableReport>;

export const factoryCreditDownloadable = defineOperation({
  id: 'factoryCredit/downloadable',
  method: 'GET',
  path: `${API.portal}/factoryCredit/downloadable`,
  summary: 'The verification reports the caller may download, newest verification first',
  description:
    "A user may download its own company's report (own), the reports of factories it inspected (an " +
    'inspection it applied for that reached the report step: inspected) or visited (a confirmed visit whose ' +
    'date has passed: visited); the operator any (operator). One row per factory with the strongest reason ' +
    '(own, inspected, visited). keyword filters by factory name.',
  access: 'user',
  query: Type.Object({ ...PageQuery.properties, keyword: Type.Optional(Type.String({ maxLength: 50 })) }),
  content: Page(DownloadableReport),
});

export const factoryCreditDownload = defineOperation({
  id: 'factoryCredit/download',
  method: 'GET',
  path: `${API.portal}/factoryCredit/download`,
  summary: "A factory's verification report as a PDF in the caller's language",
  description:
    'application/pdf, attachment named by the report number. Text is drawn with the Adobe CJK font ' +
    'STSong-Light (UniGB-UCS2-H), which every PDF reader has, so no font is embedded. Only the reports ' +
    'factoryCredit/downloadable lists: another answers B018 (the current role may not do this); a factory ' +
    "without a report answers 'No Factory Inspection Report' (B011); both in the JSON envelope, HTTP 200.",
  access: 'user',
  kind: 'binary',
  query: Type.Object({ factoryId: Id }),
  content: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary' }),
});
