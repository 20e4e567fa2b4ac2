// Accounts: users as the client sees them, registration, the two logins, password reset, chat signatures.
// Every rule of docs/requirements.md section 5 runs here with the same contracts/rules functions the forms use.
import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '@portal/contracts/envelope';
import type { UserAccountDetail, UserInfo } from '@portal/contracts/entities/user';
import type {
  LoginByAccountBody,
  LoginByMobileBody,
  RegisterBody,
  ResetPasswordBody,
  SendSmsBody,
  SmsSent,
} from '@portal/contracts/http/auth';
import type { ChatSignature } from '@portal/contracts/http/user-account';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  SMS_CODE_TTL_MS,
  SMS_MAX_PER_HOUR,
  SMS_RESEND_INTERVAL_MS,
  type SmsPurpose,
} from '@portal/contracts/rules/constants';
import {
  checkAccount,
  checkAgreement,
  checkCaptcha,
  checkConfirmPassword,
  checkMobile,
  checkPassword,
  checkRequired,
  checkRole,
  checkSmsCode,
  FIELD_LABELS,
} from '@portal/contracts/rules/validation';
import { one, run, transaction, type Db } from '../../db/database.ts';
import { HOUR } from '../../lib/china-time.ts';
import { BusinessError } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mask.ts';
import { DECOY_HASH, hashPassword, verifyPassword } from '../../lib/password.ts';
import type { SmsGateway } from '../../lib/sms.ts';
import type { CaptchaStore } from '../../lib/captcha.ts';
import type { LimitWindow } from '../../plugins/rate-limit.ts';
import { assertFields } from './check.ts';

export const SMS_LIMITS: readonly LimitWindow[] = [
  { limit: 1, windowMs: SMS_RESEND_INTERVAL_MS },
  { limit: SMS_MAX_PER_HOUR, windowMs: HOUR },
];
export const LOGIN_LIMITS: readonly LimitWindow[] = [{ limit: LOGIN_MAX_FAILURES, windowMs: LOGIN_FAILURE_WINDOW_MS }];

// Per client (IP address), across accounts and mobiles: wide enough for a person, or a test suite, behind
// one address, narrow enough that a burst over many accounts or numbers stops early.
/** Failed logins of one client, whatever the account: stops guessing one password over many accounts. */
export const CLIENT_LOGIN_LIMITS: readonly LimitWindow[] = [{ limit: 20, windowMs: LOGIN_FAILURE_WINDOW_MS }];
/** SMS codes asked for by one client, whatever the mobile. */
export const CLIENT_SMS_LIMITS: readonly LimitWindow[] = [
  { limit: 10, windowMs: 60_000 },
  { limit: 40, windowMs: HOUR },
];
/** Graphic codes drawn for one client. */
export const CLIENT_CAPTCHA_LIMITS: readonly LimitWindow[] = [{ limit: 30, windowMs: 60_000 }];

/** The lockout counts per user, so the account name, the mobile number and SMS login share one budget. */
const userLockKey = (userId: number) => `login:user:${userId}`;
/** An identifier that names nobody locks the same way, so a lock tells nothing about who exists. */
const unknownLockKey = (identifier: string) => `login:unknown:${identifier.toLowerCase()}`;
const clientLoginKey = (client: string) => `login:client:${client}`;

interface UserRow {
  id: number;
  account: string;
  mobile: string;
  nickname: string;
  role: UserInfo['role'];
  authenticated: number;
  avatar: string | null;
  email: string | null;
  enable: number;
  created_at: number;
  company_id: number | null;
  company_name: string | null;
  company_kind: string | null;
  company_platform: string | null;
  audit_status: string | null;
  shop_name: string | null;
  logo: string | null;
}

const USER_SELECT = `
  SELECT u.id, u.account, u.mobile, u.nickname, u.role, u.authenticated, u.avatar, u.email, u.enable, u.created_at,
         c.id AS company_id, c.name AS company_name, c.kind AS company_kind, c.platform AS company_platform,
         c.audit_status, c.shop_name, c.logo
    FROM users u LEFT JOIN companies c ON c.id = u.company_id`;

function toUserInfo(row: UserRow): UserInfo {
  const company: UserInfo['company'] =
    row.company_id === null
      ? null
      : {
          id: row.company_id,
          name: row.company_name ?? '',
          kind: row.company_kind as NonNullable<UserInfo['company']>['kind'],
          platform: row.company_platform as NonNullable<UserInfo['company']>['platform'],
          auditStatus: row.audit_status as NonNullable<UserInfo['company']>['auditStatus'],
          shopName: row.shop_name,
          logo: row.logo,
        };
  return {
    id: row.id,
    account: row.account,
    nickname: row.nickname,
    mobile: maskMobile(row.mobile, 'digits'),
    role: row.role,
    platform: company?.platform ?? null,
    authenticated: row.authenticated === 1,
    company,
    avatar: row.avatar,
    email: row.email,
  };
}

export function findUserInfo(db: Db, userId: number): UserInfo | undefined {
  const row = one<UserRow>(db, `${USER_SELECT} WHERE u.id = ?`, userId);
  return row ? toUserInfo(row) : undefined;
}

export function userAccountDetail(db: Db, userId: number, jti: string): UserAccountDetail {
  const row = one<UserRow>(db, `${USER_SELECT} WHERE u.id = ?`, userId);
  if (!row) throw new BusinessError('loginInvalid');
  const session = one<{ created_at: number }>(db, 'SELECT created_at FROM sessions WHERE jti = ?', jti);
  return {
    ...toUserInfo(row),
    enable: row.enable === 0 ? 0 : 1,
    createdAt: row.created_at,
    loginAt: session?.created_at ?? row.created_at,
  };
}

export interface AccountDeps {
  app: FastifyInstance;
  sms: SmsGateway;
  captcha: CaptchaStore;
}

function loginResult(app: FastifyInstance, userId: number) {
  const user = findUserInfo(app.db, userId);
  if (!user) throw new BusinessError('wrongCredentials');
  return { token: app.issueToken(userId), user };
}

function mobileTaken(db: Db, mobile: string): boolean {
  return one(db, 'SELECT 1 AS x FROM users WHERE mobile = ?', mobile) !== undefined;
}

/**
 * Sends a code, answering the same whether or not the mobile is registered: a code that could not be used
 * (login or reset of a free number, registration of a taken one) is simply not sent. Registration itself
 * still says a mobile is taken, behind its graphic code (see register).
 */
export function sendSms({ app, sms }: AccountDeps, body: SendSmsBody, lang: Lang, client: string): SmsSent {
  const mobile = body.mobile.trim();
  assertFields(lang, { mobile: checkMobile(mobile) });
  const purpose: SmsPurpose = body.purpose;
  const key = `sms:${mobile}`;
  const clientKey = `sms:client:${client}`;
  app.rateLimit.assertAllowed(clientKey, CLIENT_SMS_LIMITS);
  app.rateLimit.assertAllowed(key, SMS_LIMITS);
  app.rateLimit.hit(clientKey);
  app.rateLimit.hit(key);
  const sentAt = app.now();
  const usable = mobileTaken(app.db, mobile) === (purpose !== 'register');
  const expiresAt = usable ? sms.send(mobile, purpose).expiresAt : sentAt + SMS_CODE_TTL_MS;
  return { mobile: maskMobile(mobile, 'digits'), expiresAt, resendAt: sentAt + SMS_RESEND_INTERVAL_MS };
}

/** Throws 'Operation is too frequent' while the client may draw no more graphic codes; counts one. */
export function allowCaptcha(app: FastifyInstance, client: string): void {
  const key = `captcha:client:${client}`;
  app.rateLimit.assertAllowed(key, CLIENT_CAPTCHA_LIMITS);
  app.rateLimit.hit(key);
}

/** Checks the lock of the user (or unknown identifier) and of the client before a login attempt. */
function assertLoginAllowed(app: FastifyInstance, lockKey: string, client: string): void {
  app.rateLimit.assertAllowed(clientLoginKey(client), CLIENT_LOGIN_LIMITS);
  app.rateLimit.assertAllowed(lockKey, LOGIN_LIMITS);
}

function loginFailed(app: FastifyInstance, lockKey: string, client: string): void {
  app.rateLimit.hit(lockKey);
  app.rateLimit.hit(clientLoginKey(client));
}

export function loginByAccount({ app }: AccountDeps, body: LoginByAccountBody, lang: Lang, client: string) {
  const account = body.account.trim();
  assertFields(lang, {
    account: checkRequired(account, FIELD_LABELS.account),
    password: checkRequired(body.password, FIELD_LABELS.password),
  });
  // The account field also takes the mobile number, as the portal's login box says.
  const row = one<{ id: number; password_hash: string; enable: number }>(
    app.db,
    'SELECT id, password_hash, enable FROM users WHERE account = ? OR mobile = ? ORDER BY account = ? DESC LIMIT 1',
    account,
    account,
    account,
  );
  const lockKey = row ? userLockKey(row.id) : unknownLockKey(account);
  assertLoginAllowed(app, lockKey, client);
  // An unknown account still costs a hash check: the answer's timing tells nothing about who exists.
  const matches = verifyPassword(body.password, row?.password_hash ?? DECOY_HASH);
  if (!row || row.enable === 0 || !matches) {
    loginFailed(app, lockKey, client);
    throw new BusinessError('wrongCredentials');
  }
  app.rateLimit.reset(lockKey);
  return loginResult(app, row.id);
}

export function loginByMobile({ app, sms }: AccountDeps, body: LoginByMobileBody, lang: Lang, client: string) {
  const mobile = body.mobile.trim();
  assertFields(lang, { mobile: checkMobile(mobile), smsCode: checkSmsCode(body.smsCode) });
  const row = one<{ id: number; enable: number }>(app.db, 'SELECT id, enable FROM users WHERE mobile = ?', mobile);
  const lockKey = row ? userLockKey(row.id) : unknownLockKey(mobile);
  assertLoginAllowed(app, lockKey, client);
  if (!row || row.enable === 0 || !sms.verify(mobile, 'login', body.smsCode)) {
    loginFailed(app, lockKey, client);
    throw new BusinessError('wrongSmsCode');
  }
  app.rateLimit.reset(lockKey);
  return loginResult(app, row.id);
}

export function register({ app, sms, captcha }: AccountDeps, body: RegisterBody, lang: Lang) {
  const account = body.account.trim();
  const mobile = body.mobile.trim();
  assertFields(lang, {
    role: checkRole(body.role),
    agreement: checkAgreement(body.agreement),
    account: checkAccount(account),
    mobile: checkMobile(mobile),
    smsCode: checkSmsCode(body.smsCode),
    captcha: checkCaptcha(body.captcha),
    password: checkPassword(body.password),
    confirmPassword: checkConfirmPassword(body.password, body.confirmPassword),
  });
  if (!captcha.verify(body.captchaKey, body.captcha)) throw new BusinessError('wrongCaptcha');
  if (one(app.db, 'SELECT 1 AS x FROM users WHERE account = ? COLLATE NOCASE', account)) {
    throw new BusinessError('accountExists');
  }
  if (mobileTaken(app.db, mobile)) throw new BusinessError('mobileExists');
  if (!sms.verify(mobile, 'register', body.smsCode)) throw new BusinessError('wrongSmsCode');
  const userId = transaction(
    app.db,
    () =>
      // No company yet: the user completes the enterprise information in onboarding; until its review
      // passes the user is not authenticated.
      run(
        app.db,
        `INSERT INTO users (account, mobile, password_hash, nickname, role, company_id, authenticated, created_at)
         VALUES (?, ?, ?, ?, ?, NULL, 0, ?)`,
        account,
        mobile,
        hashPassword(body.password),
        account,
        body.role,
        app.now(),
      ).lastId,
  );
  return loginResult(app, userId);
}

export function resetPassword({ app, sms }: AccountDeps, body: ResetPasswordBody, lang: Lang): { ok: true } {
  const mobile = body.mobile.trim();
  assertFields(lang, {
    mobile: checkMobile(mobile),
    smsCode: checkSmsCode(body.smsCode),
    password: checkPassword(body.password),
    confirmPassword: checkConfirmPassword(body.password, body.confirmPassword),
  });
  const user = one<{ id: number }>(app.db, 'SELECT id FROM users WHERE mobile = ?', mobile);
  // An unregistered mobile never got a code: the same answer as a wrong code, telling nothing more.
  if (!user || !sms.verify(mobile, 'reset', body.smsCode)) throw new BusinessError('wrongSmsCode');
  transaction(app.db, () => {
    run(app.db, 'UPDATE users SET password_hash = ? WHERE id = ?', hashPassword(body.password), user.id);
    // A reset ends every open login: whoever knew the old password is out.
    run(app.db, 'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', app.now(), user.id);
  });
  app.rateLimit.reset(userLockKey(user.id));
  return { ok: true };
}

// Chat signatures: the chat module verifies them with verifyChatSignature.
export const CHAT_SDK_APP_ID = 1400_000_001;
export const CHAT_SIG_TTL_MS = 24 * HOUR;
// The secret is the app's own (`app.secrets.chat`: CHAT_SECRET, else generated once per database), passed in
// so two apps in one process never share it.

function chatHmac(secret: string, chatUserId: string, expireAt: number): string {
  return createHmac('sha256', secret).update(`${CHAT_SDK_APP_ID}:${chatUserId}:${expireAt}`).digest('hex');
}

export function chatSignature(secret: string, userId: number, now: number): ChatSignature {
  const chatUserId = `u${userId}`;
  const expireAt = now + CHAT_SIG_TTL_MS;
  return { chatUserId, sdkAppId: CHAT_SDK_APP_ID, userSig: chatHmac(secret, chatUserId, expireAt), expireAt };
}

/** Whether a signature is genuine (made with `secret`) and not expired at `now`. */
export function verifyChatSignature(
  secret: string,
  sig: Pick<ChatSignature, 'chatUserId' | 'userSig' | 'expireAt'>,
  now: number,
): boolean {
  return sig.expireAt > now && chatHmac(secret, sig.chatUserId, sig.expireAt) === sig.userSig;
}
