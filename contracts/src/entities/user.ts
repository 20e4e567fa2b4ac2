// The logged-in user as the client holds it (docs/requirements.md section 3, "User info"): who they are, their role and
// platform, and a summary of their company; what a login returns.
import { Type, type Static } from 'typebox';
import { EpochMs, Id } from '../operation.ts';
import { AUDIT_STATUSES } from '../display.ts';
import { PLATFORMS, ROLES } from '../rules/constants.ts';

export const UserRole = Type.Enum([...ROLES]);
export type UserRole = Static<typeof UserRole>;

export const UserPlatform = Type.Enum([...PLATFORMS]);
export type UserPlatform = Static<typeof UserPlatform>;

export const AuditStatus = Type.Enum([...AUDIT_STATUSES]);
export type AuditStatus = Static<typeof AuditStatus>;

export const CompanySummary = Type.Object({
  id: Id,
  name: Type.String(),
  kind: Type.Enum(['buyer', 'shop', 'factory', 'provider', 'platform']),
  platform: UserPlatform,
  auditStatus: AuditStatus,
  /** The store name buyers see (shops, factories, providers); null for buyers. */
  shopName: Type.Union([Type.String(), Type.Null()]),
  logo: Type.Union([Type.String(), Type.Null()]),
});
export type CompanySummary = Static<typeof CompanySummary>;

export const UserInfo = Type.Object({
  id: Id,
  account: Type.String(),
  nickname: Type.String(),
  /** Masked: 138****0001. */
  mobile: Type.String(),
  role: UserRole,
  /** The platform of the user's company; null while the user has no company. */
  platform: Type.Union([UserPlatform, Type.Null()]),
  /** False for an individual (or newly registered) user who has not been authenticated yet. */
  authenticated: Type.Boolean(),
  /** Null until the user completes the enterprise information (onboarding). */
  company: Type.Union([CompanySummary, Type.Null()]),
  avatar: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
});
export type UserInfo = Static<typeof UserInfo>;

export const LoginResult = Type.Object({
  /** Sent back as the X-Token header. */
  token: Type.String(),
  user: UserInfo,
});
export type LoginResult = Static<typeof LoginResult>;

/** userAccount/getOneUserAccount: the user info plus the account's own fields. */
export const UserAccountDetail = Type.Object({
  ...UserInfo.properties,
  /** enable: 0 disabled. */
  enable: Type.Integer({ minimum: 0, maximum: 1 }),
  createdAt: EpochMs,
  /** The start of the current login session. */
  loginAt: EpochMs,
});
export type UserAccountDetail = Static<typeof UserAccountDetail>;
