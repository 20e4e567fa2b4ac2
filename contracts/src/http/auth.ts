// Accounts: login (account + password, mobile + SMS code), SMS and graphic codes, registration, password
// reset, logout, and the user behind a token. The /api/mock routes at the end are a test aid of the mock
// stack (they read the codes a real gateway would send), not part of the product.
import { Type, type Static } from 'typebox';
import { API, Done, EpochMs, defineOperation } from '../operation.ts';
import { LoginResult, UserInfo } from '../entities/user.ts';
import { REGISTER_ROLES, SMS_PURPOSES } from '../rules/constants.ts';

// Text fields are plain strings here: their rules (contracts/rules/validation.ts) run in the handler, so a
// failure is a 400 naming the field with the rule's own message in the caller's language.

export const LoginByAccountBody = Type.Object({
  account: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 64 }),
});
export type LoginByAccountBody = Static<typeof LoginByAccountBody>;

export const loginByAccount = defineOperation({
  id: 'login/byAccount',
  method: 'POST',
  path: `${API.auth}/login/byAccount`,
  summary: 'Log in with account and password (at most 5 failures per account per 10 minutes)',
  access: 'public',
  body: LoginByAccountBody,
  content: LoginResult,
});

export const LoginByMobileBody = Type.Object({
  mobile: Type.String({ maxLength: 20 }),
  smsCode: Type.String({ maxLength: 10 }),
});
export type LoginByMobileBody = Static<typeof LoginByMobileBody>;

export const loginByMobile = defineOperation({
  id: 'login/byMobile',
  method: 'POST',
  path: `${API.auth}/login/byMobile`,
  summary: "Log in with a mobile number and the SMS code sent to it (purpose 'login')",
  access: 'public',
  body: LoginByMobileBody,
  content: LoginResult,
});

export const SmsPurpose = Type.Enum([...SMS_PURPOSES]);
export type SmsPurposeValue = Static<typeof SmsPurpose>;

export const SendSmsBody = Type.Object({
  mobile: Type.String({ maxLength: 20 }),
  purpose: SmsPurpose,
});
export type SendSmsBody = Static<typeof SendSmsBody>;

export const SmsSent = Type.Object({
  /** Masked: 138****0001. */
  mobile: Type.String(),
  expiresAt: EpochMs,
  /** When the next code may be asked for (60 s later). */
  resendAt: EpochMs,
});
export type SmsSent = Static<typeof SmsSent>;

export const sendSmsCode = defineOperation({
  id: 'sms/send',
  method: 'POST',
  path: `${API.auth}/sms/send`,
  summary: 'Send a 6-digit SMS code (valid 5 minutes) for register, login or reset; 1 per mobile per 60 s, 10 per hour',
  access: 'public',
  body: SendSmsBody,
  content: SmsSent,
});

export const Captcha = Type.Object({
  captchaKey: Type.String(),
  /** data:image/svg+xml;base64,... */
  image: Type.String(),
  expiresAt: EpochMs,
});
export type Captcha = Static<typeof Captcha>;

export const graphicCode = defineOperation({
  id: 'captcha/image',
  method: 'GET',
  path: `${API.auth}/captcha/image`,
  summary: 'A new graphic code: a 4-character SVG image, single use, valid 5 minutes',
  access: 'public',
  content: Captcha,
});

export const RegisterRole = Type.Enum([...REGISTER_ROLES]);

export const RegisterBody = Type.Object({
  role: Type.String({ maxLength: 20, description: 'buyer | shop | factory | provider' }),
  /** The role's agreement ticked. */
  agreement: Type.Boolean(),
  account: Type.String({ maxLength: 64 }),
  mobile: Type.String({ maxLength: 20 }),
  smsCode: Type.String({ maxLength: 10 }),
  captchaKey: Type.String({ maxLength: 64 }),
  captcha: Type.String({ maxLength: 10 }),
  password: Type.String({ maxLength: 64 }),
  confirmPassword: Type.String({ maxLength: 64 }),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const register = defineOperation({
  id: 'register',
  method: 'POST',
  path: `${API.auth}/register`,
  summary: 'Register as buyer, shop, factory or service provider; logs the new user in',
  access: 'public',
  body: RegisterBody,
  content: LoginResult,
});

export const ResetPasswordBody = Type.Object({
  mobile: Type.String({ maxLength: 20 }),
  smsCode: Type.String({ maxLength: 10 }),
  password: Type.String({ maxLength: 64 }),
  confirmPassword: Type.String({ maxLength: 64 }),
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const resetPassword = defineOperation({
  id: 'password/reset',
  method: 'POST',
  path: `${API.auth}/password/reset`,
  summary: "Set a new password with the SMS code (purpose 'reset'); every open login of the user ends",
  access: 'public',
  body: ResetPasswordBody,
  content: Done,
});

export const logout = defineOperation({
  id: 'logout',
  method: 'POST',
  path: `${API.auth}/logout`,
  summary: 'Log out: the token is revoked and later calls with it get G001',
  access: 'user',
  content: Done,
});

export const jwtUser = defineOperation({
  id: 'jwt/user',
  method: 'GET',
  path: '/api/jwt/user',
  summary: 'The user of a token (G001 when the token is invalid, expired or logged out)',
  access: 'public',
  query: Type.Object({ token: Type.String({ minLength: 1 }) }),
  content: UserInfo,
});

// Test aids of the mock stack: operator only (they read codes meant for someone's phone), and switched off
// with the other aids by MOCK_AIDS=off.

export const SmsRecord = Type.Object({
  mobile: Type.String(),
  purpose: SmsPurpose,
  code: Type.String(),
  sentAt: EpochMs,
  expiresAt: EpochMs,
  used: Type.Boolean(),
});
export type SmsRecord = Static<typeof SmsRecord>;

export const mockLatestSms = defineOperation({
  id: 'sms/latest',
  method: 'GET',
  path: `${API.mock}/sms/latest`,
  summary: 'Mock stack test aid (operator; off with MOCK_AIDS=off): the latest SMS code sent to a mobile',
  access: 'operator',
  query: Type.Object({ mobile: Type.String({ minLength: 1 }) }),
  content: SmsRecord,
});

export const CaptchaRecord = Type.Object({
  captchaKey: Type.String(),
  text: Type.String(),
  expiresAt: EpochMs,
});
export type CaptchaRecord = Static<typeof CaptchaRecord>;

export const mockLatestCaptcha = defineOperation({
  id: 'captcha/latest',
  method: 'GET',
  path: `${API.mock}/captcha/latest`,
  summary: 'Mock stack test aid (operator; off with MOCK_AIDS=off): the key and text of the latest graphic code',
  access: 'operator',
  content: CaptchaRecord,
});
