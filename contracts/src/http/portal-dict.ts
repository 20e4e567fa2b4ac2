// Portal dictionary entries: the long texts of the portal (agreements of each role, privacy, about us).
import { Type, type Static } from 'typebox';
import { API, EpochMs, Id, defineOperation } from '../operation.ts';

/** The ids of the seeded entries; the registration screen shows the agreement of the chosen role. */
export const PORTAL_DICT_IDS = {
  userAgreement: 1,
  buyerAgreement: 2,
  shopAgreement: 3,
  factoryAgreement: 4,
  providerAgreement: 5,
  privacyPolicy: 6,
  aboutUs: 7,
  contactUs: 8,
} as const;

/** The agreement each registration role ticks. */
export const ROLE_AGREEMENT_IDS = {
  buyer: PORTAL_DICT_IDS.buyerAgreement,
  shop: PORTAL_DICT_IDS.shopAgreement,
  factory: PORTAL_DICT_IDS.factoryAgreement,
  provider: PORTAL_DICT_IDS.providerAgreement,
} as const;

export const PortalDict = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  nameEn: Type.String(),
  /** Paragraphs separated by blank lines (plain text, no HTML). */
  content: Type.String(),
  contentEn: Type.String(),
  updatedAt: EpochMs,
});
export type PortalDict = Static<typeof PortalDict>;

export const getPortalDictById = defineOperation({
  id: 'portal-dict/getById/{id}',
  method: 'GET',
  path: `${API.admin}/portal-dict/getById/{id}`,
  summary: 'One portal dictionary entry (agreement, policy, about us) by id',
  access: 'public',
  params: Type.Object({ id: Id }),
  content: PortalDict,
});
