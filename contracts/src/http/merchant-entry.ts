// Merchant onboarding (/certification, /qualification): the caller's application to open a store (store type,
// enterprise information, store information), saved step by step as a draft, submitted for review, and the
// operator's review list and decision. docs/requirements.md sections 2-5; the rules are in ../rules/onboarding.ts.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, Page, PageQuery, defineOperation } from '../operation.ts';
import { FileId } from './file.ts';
import type { Bilingual } from '../rules/constants.ts';

/** The store a merchant opens; on approval the applicant's role becomes it (see merchantEntry/submit). */
export const STORE_TYPES = ['shop', 'factory', 'provider'] as const;
export type StoreTypeValue = (typeof STORE_TYPES)[number];
export const StoreType = Type.Enum([...STORE_TYPES]);
export const STORE_TYPE_LABELS: Record<StoreTypeValue, Bilingual> = {
  shop: { zh: '商家店铺', en: 'Shop (seller)' },
  factory: { zh: '源头工厂', en: 'Factory (supplier)' },
  provider: { zh: '服务商', en: 'Service provider' },
};

/** Draft (being filled in), submitted (waiting for review), approved, rejected (docs/requirements.md section 4). */
export const ENTRY_STATUSES = ['draft', 'submitted', 'approved', 'rejected'] as const;
export type EntryStatusValue = (typeof ENTRY_STATUSES)[number];
export const EntryStatus = Type.Enum([...ENTRY_STATUSES]);

const Text = (max: number) => Type.String({ maxLength: max });

/** The fields of an application. Every one is optional in a draft; submit checks them all (rules/onboarding). */
export const MerchantEntryFields = Type.Object({
  storeType: Type.Optional(StoreType),
  // Enterprise information (docs/requirements.md section 3, Company).
  companyName: Type.Optional(Text(60)),
  legalPerson: Type.Optional(Text(20)),
  contact: Type.Optional(Text(20)),
  phone: Type.Optional(Text(20)),
  creditCode: Type.Optional(Text(18)),
  registeredCapital: Type.Optional(Text(16)),
  registrationPlace: Type.Optional(Text(60)),
  address: Type.Optional(Text(120)),
  postalCode: Type.Optional(Text(6)),
  establishedOn: Type.Optional(Text(10)),
  taxNumber: Type.Optional(Text(20)),
  bank: Type.Optional(Text(40)),
  accountNumber: Type.Optional(Text(30)),
  accountName: Type.Optional(Text(60)),
  licenceFileId: Type.Optional(Type.Union([FileId, Type.Null()])),
  idFrontFileId: Type.Optional(Type.Union([FileId, Type.Null()])),
  idBackFileId: Type.Optional(Type.Union([FileId, Type.Null()])),
  // Store information.
  shopName: Type.Optional(Text(20)),
  /** The wide logo, 414x180 (LOGO_SIZES[0]); uploaded as attachment, made public when the store goes online. */
  logoWideFileId: Type.Optional(Type.Union([FileId, Type.Null()])),
  /** The square logo, 400x400 (LOGO_SIZES[1]). */
  logoSquareFileId: Type.Optional(Type.Union([FileId, Type.Null()])),
  /** Category ids (level 1) of the industries shown on the home page: 1 to 5. */
  industryIds: Type.Optional(Type.Array(Id, { maxItems: 20 })),
  /** Other qualifications (certificates): at most 3 files. */
  attachmentIds: Type.Optional(Type.Array(FileId, { maxItems: 10 })),
});
export type MerchantEntryFields = Static<typeof MerchantEntryFields>;

const FileRef = Type.Object({ fileId: FileId, name: Type.String(), url: Type.String() });
const MaybeFile = Type.Union([FileRef, Type.Null()]);

export const MerchantEntry = Type.Object({
  id: Id,
  status: EntryStatus,
  storeType: Type.Union([StoreType, Type.Null()]),
  companyName: Type.String(),
  legalPerson: Type.String(),
  contact: Type.String(),
  phone: Type.String(),
  creditCode: Type.String(),
  registeredCapital: Type.String(),
  registrationPlace: Type.String(),
  address: Type.String(),
  postalCode: Type.String(),
  establishedOn: Type.String(),
  taxNumber: Type.String(),
  bank: Type.String(),
  accountNumber: Type.String(),
  accountName: Type.String(),
  licence: MaybeFile,
  idFront: MaybeFile,
  idBack: MaybeFile,
  shopName: Type.String(),
  logoWide: MaybeFile,
  logoSquare: MaybeFile,
  industries: Type.Array(Type.Object({ id: Id, name: Type.String() })),
  attachments: Type.Array(FileRef),
  /** The operator's reason (rejected), in the reader's language. */
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  submittedAt: Type.Union([EpochMs, Type.Null()]),
  auditedAt: Type.Union([EpochMs, Type.Null()]),
  /** The company created on approval. */
  companyId: Type.Union([Id, Type.Null()]),
  updatedAt: EpochMs,
});
export type MerchantEntry = Static<typeof MerchantEntry>;

export const MyMerchantEntry = Type.Object({
  /** The caller's application (null: none started). */
  entry: Type.Union([MerchantEntry, Type.Null()]),
  /** Whether the caller may start or edit one, and why not: a result code name (individualCannotApply,
   * forbiddenRole) with its message in the caller's language. */
  applyable: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
});
export type MyMerchantEntry = Static<typeof MyMerchantEntry>;

export const merchantEntryGet = defineOperation({
  id: 'merchantEntry/get',
  method: 'GET',
  path: `${API.portal}/merchantEntry/get`,
  summary: "The caller's store application with its status, and whether the caller may apply",
  description:
    'Private: only its applicant reads it here (the operator through merchantEntry/page). Its licence and ID ' +
    'scans are private files (purposes licence, idScan): their owner and the operator download them, nobody else.',
  access: 'user',
  content: MyMerchantEntry,
});

export const merchantEntrySave = defineOperation({
  id: 'merchantEntry/save',
  method: 'POST',
  path: `${API.portal}/merchantEntry/save`,
  summary:
    "Save the draft of the caller's application (one step of the wizard; the fields given replace the stored ones)",
  description:
    'Checks each field given by the section-5 rules that apply to it alone (shop name width, at most 5 industries, ' +
    "at most 3 attachments, files being the caller's own uploads of the right purpose: licence for the licence, " +
    'idScan for the ID scans, attachment for the logos (private until the store is online, then public); industries are level-1 categories): 400 naming the field. A ' +
    'rejected application becomes a draft again, with all its data. A submitted or approved one cannot be edited ' +
    '(400 naming status). An individual user who has not authenticated gets B007; an operator or a user whose ' +
    'company is approved already gets B018. storeType: a user registered as shop, factory or provider must keep that ' +
    'type (400 naming storeType); a buyer (or an authenticated individual) may choose any, and becomes it on approval.',
  access: 'user',
  body: MerchantEntryFields,
  content: MerchantEntry,
});

export const merchantEntrySubmit = defineOperation({
  id: 'merchantEntry/submit',
  method: 'POST',
  path: `${API.portal}/merchantEntry/submit`,
  summary: 'Submit the saved draft for review (3 to 7 working days)',
  description:
    'Checks the whole draft (rules/onboarding.ts checkMerchantEntry: every enterprise field, business licence, ID ' +
    'front and back, both logos, shop name, 1 to 5 industries, at most 3 attachments): 400 naming the first field ' +
    'that fails. Idempotent: submitting an application already submitted (or approved) answers it unchanged.',
  access: 'user',
  content: MerchantEntry,
});

export const MerchantEntryRow = Type.Object({
  ...MerchantEntry.properties,
  applicant: Type.Object({ id: Id, account: Type.String(), nickname: Type.String() }),
});
export type MerchantEntryRow = Static<typeof MerchantEntryRow>;

export const merchantEntryPage = defineOperation({
  id: 'merchantEntry/page',
  method: 'GET',
  path: `${API.admin}/merchantEntry/page`,
  summary: 'The applications for the operator to review, oldest submitted first (status defaults to submitted)',
  access: 'operator',
  query: Type.Object({ ...PageQuery.properties, status: Type.Optional(EntryStatus) }),
  content: Page(MerchantEntryRow),
});

export const REJECT_REASON_MAX = 200;

export const merchantEntryAudit = defineOperation({
  id: 'merchantEntry/audit',
  method: 'POST',
  path: `${API.admin}/merchantEntry/audit`,
  summary: 'Approve or reject a submitted application (operator)',
  description:
    'Only a submitted application (400 naming id otherwise). Rejecting needs a reason (400 naming reason). ' +
    'Approving, in one transaction: the company is created (or, for a user who has one, updated) from the ' +
    'application with auditStatus auditPass, kind = the store type, the shop name, logo and industries; the ' +
    'applicant is linked to it, authenticated, and takes the store type as role; the store is listed wherever ' +
    "shops, factories or providers are. After commit the applicant's room user:<id> gets user:notification of " +
    'kind merchantEntry, so the open page and the header refresh.',
  access: 'operator',
  body: Type.Object({
    id: Id,
    pass: Type.Boolean(),
    reason: Type.Optional(Type.String({ maxLength: REJECT_REASON_MAX })),
  }),
  content: MerchantEntry,
});
