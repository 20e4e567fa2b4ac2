// A buyer's enterprise information and an individual's authentication (buyer centre): the caller's one
// application of each, submitted whole and reviewed by the operator in the console (reviewQueue/*). An approved
// enterprise information becomes the buyer's company (inquiries, price applications and inspections open to
// it); an approved authentication makes the individual an authenticated user.
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, defineOperation } from '../operation.ts';
import { FileId } from './file.ts';

/** Submitted (waiting for the operator), approved, rejected (the applicant may submit again). */
export const VERIFICATION_STATUSES = ['submitted', 'approved', 'rejected'] as const;
export type VerificationStatusValue = (typeof VERIFICATION_STATUSES)[number];
export const VerificationStatus = Type.Enum([...VERIFICATION_STATUSES]);

const Text = (max: number) => Type.String({ maxLength: max });
const FileRef = Type.Object({ fileId: FileId, name: Type.String(), url: Type.String() });

/** The Company fields of the data model a buyer gives (the licence scan uploaded with purpose licence). */
const ENTERPRISE_TEXT = {
  companyName: Text(60),
  creditCode: Text(18),
  legalPerson: Text(20),
  contact: Text(20),
  phone: Text(20),
  registeredCapital: Text(16),
  registrationPlace: Text(60),
  address: Text(120),
  postalCode: Text(6),
  establishedOn: Text(10),
  taxNumber: Text(20),
  bank: Text(40),
  accountNumber: Text(30),
  accountName: Text(60),
};
export const EnterpriseInfoFields = Type.Object({
  ...ENTERPRISE_TEXT,
  licenceFileId: Type.Union([FileId, Type.Null()]),
});
export type EnterpriseInfoFields = Static<typeof EnterpriseInfoFields>;

export const EnterpriseInfo = Type.Object({
  id: Id,
  status: VerificationStatus,
  ...ENTERPRISE_TEXT,
  licence: Type.Union([FileRef, Type.Null()]),
  /** The operator's reason (rejected). */
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  submittedAt: EpochMs,
  auditedAt: Type.Union([EpochMs, Type.Null()]),
  /** The company made on approval. */
  companyId: Type.Union([Id, Type.Null()]),
});
export type EnterpriseInfo = Static<typeof EnterpriseInfo>;

/** Whether the caller may submit, and why not: a result code name with its message in the caller's language. */
const Gate = {
  applyable: Type.Boolean(),
  reason: Type.Union([Type.String(), Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
};

export const MyEnterpriseInfo = Type.Object({
  application: Type.Union([EnterpriseInfo, Type.Null()]),
  ...Gate,
});
export type MyEnterpriseInfo = Static<typeof MyEnterpriseInfo>;

export const enterpriseInfoGet = defineOperation({
  id: 'enterpriseInfo/get',
  method: 'GET',
  path: `${API.portal}/enterpriseInfo/get`,
  summary: "The caller's enterprise information application with its status, and whether the caller may submit",
  description:
    'Only a buyer without an approved company may submit (a user with one gets applyable false, reason forbiddenRole; ' +
    'an individual: individualCannotApply, authenticate instead; shops, factories and providers apply to open a store).',
  access: 'user',
  content: MyEnterpriseInfo,
});

export const enterpriseInfoSubmit = defineOperation({
  id: 'enterpriseInfo/submit',
  method: 'POST',
  path: `${API.portal}/enterpriseInfo/submit`,
  summary: 'Submit the enterprise information for review (a rejected one may be submitted again)',
  description:
    'Checks every field by the onboarding rules (required, credit code, phone, postal code, capital, date, account ' +
    "number) and the licence being the caller's own upload of purpose licence: 400 naming the first field that fails. " +
    'One waiting for review cannot be changed (400 naming status); submitting the same again while it waits answers ' +
    'it unchanged. Who may not: B018 forbiddenRole (operator, a company approved already, a merchant role), B007 ' +
    'individualCannotApply. The operator decides it in the review queue (kind enterprise); approved, the buyer gets ' +
    'its company (kind buyer, audit passed) and is authenticated, in one transaction, and user:review tells it.',
  access: 'user',
  body: EnterpriseInfoFields,
  content: EnterpriseInfo,
});

export const PersonalAuthFields = Type.Object({
  realName: Text(20),
  idNumber: Text(18),
  idFrontFileId: Type.Union([FileId, Type.Null()]),
  idBackFileId: Type.Union([FileId, Type.Null()]),
});
export type PersonalAuthFields = Static<typeof PersonalAuthFields>;

export const PersonalAuth = Type.Object({
  id: Id,
  status: VerificationStatus,
  realName: Type.String(),
  /** Masked (the middle hidden): the full number is the operator's to see. */
  idNumber: Type.String(),
  idFront: Type.Union([FileRef, Type.Null()]),
  idBack: Type.Union([FileRef, Type.Null()]),
  rejectReason: Type.Union([Type.String(), Type.Null()]),
  submittedAt: EpochMs,
  auditedAt: Type.Union([EpochMs, Type.Null()]),
});
export type PersonalAuth = Static<typeof PersonalAuth>;

export const MyPersonalAuth = Type.Object({
  application: Type.Union([PersonalAuth, Type.Null()]),
  ...Gate,
});
export type MyPersonalAuth = Static<typeof MyPersonalAuth>;

export const personalAuthGet = defineOperation({
  id: 'personalAuth/get',
  method: 'GET',
  path: `${API.portal}/personalAuth/get`,
  summary: "The caller's individual authentication with its status, and whether the caller may submit",
  description: 'Only an individual user (role personal) not yet authenticated may submit (else reason forbiddenRole).',
  access: 'user',
  content: MyPersonalAuth,
});

export const personalAuthSubmit = defineOperation({
  id: 'personalAuth/submit',
  method: 'POST',
  path: `${API.portal}/personalAuth/submit`,
  summary: 'Submit an individual authentication (real name, ID number, both ID scans) for review',
  description:
    'Checks the real name, the ID number (18 characters, a real date of birth, the GB 11643 check character: ' +
    "rules/identity.ts) and both scans being the caller's own uploads of purpose idScan: 400 naming the field. One " +
    'waiting cannot be changed (400 naming status). The operator decides it in the review queue (kind ' +
    'authentication); approved, the user is authenticated (may join auctions, group buys and booths as the rules ' +
    'allow) and user:review tells it.',
  access: 'user',
  body: PersonalAuthFields,
  content: PersonalAuth,
});
