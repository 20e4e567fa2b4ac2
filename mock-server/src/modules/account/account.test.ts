import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { verifyPassword } from '../../lib/password.ts';
import * as auth from '@portal/contracts/http/auth';
import * as userAccount from '@portal/contracts/http/user-account';
import { ResultCode } from '@portal/contracts/envelope';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { tokenOf } from '../../test/helpers.ts';
import { verifyChatSignature } from './service.ts';

const START = Date.UTC(2026, 10, 22, 2, 0, 0);
let clock = START;
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
});
afterAll(() => app.close());

type Lang = 'zh' | 'en';

async function post(url: string, payload: object, opts: { lang?: Lang; token?: string } = {}) {
  const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'en' };
  if (opts.token) headers['x-token'] = opts.token;
  const res = await app.inject({ method: 'POST', url, payload, headers });
  return { status: res.statusCode, body: res.json() };
}
async function get(url: string, opts: { lang?: Lang; token?: string } = {}) {
  const headers: Record<string, string> = { 'accept-language': opts.lang ?? 'en' };
  if (opts.token) headers['x-token'] = opts.token;
  const res = await app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
}

/** The operator's token: the test aids that read codes back answer only the operator. */
let operatorToken: string | undefined;
const operator = () => (operatorToken ??= tokenOf(app, 'operator'));

/** Moves the server clock forward past the SMS resend interval. */
function later(ms = 61_000) {
  clock += ms;
}

async function smsCode(mobile: string, purpose: 'register' | 'login' | 'reset'): Promise<string> {
  later();
  const sent = await post(auth.sendSmsCode.path, { mobile, purpose });
  expect(sent.body.resultCode).toBe('000');
  const latest = await get(`${auth.mockLatestSms.path}?mobile=${mobile}`, { token: operator() });
  expect(latest.body.content).toMatchObject({ mobile, purpose, used: false });
  return latest.body.content.code as string;
}

async function captcha(): Promise<{ captchaKey: string; text: string }> {
  const issued = await get(auth.graphicCode.path);
  expect(issued.body.content.image).toMatch(/^data:image\/svg\+xml;base64,/);
  const latest = await get(auth.mockLatestCaptcha.path, { token: operator() });
  expect(latest.body.content.captchaKey).toBe(issued.body.content.captchaKey);
  return latest.body.content;
}

async function registration(account: string, mobile: string, overrides: Record<string, unknown> = {}) {
  const code = await smsCode(mobile, 'register');
  const graphic = await captcha();
  return {
    role: 'buyer',
    agreement: true,
    account,
    mobile,
    smsCode: code,
    captchaKey: graphic.captchaKey,
    captcha: graphic.text,
    password: 'yiwu2026',
    confirmPassword: 'yiwu2026',
    ...overrides,
  };
}

describe('graphic code', () => {
  it('draws the 4 characters into an SVG with noise', async () => {
    const issued = await get(auth.graphicCode.path);
    const svg = Buffer.from(issued.body.content.image.split(',')[1], 'base64').toString('utf8');
    const { text } = (await get(auth.mockLatestCaptcha.path, { token: operator() })).body.content;
    expect(text).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(svg.startsWith('<svg')).toBe(true);
    const drawn = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
    expect(drawn).toBe(text);
    expect(svg).toContain('<path');
    expect(issued.body.content.expiresAt).toBe(clock + 5 * 60_000);
  });
});

describe('register then log in both ways', () => {
  it('registers a shop, logs it in and returns the user info without a company', async () => {
    const body = await registration('yiwu_star', '13912340001', { role: 'shop' });
    const res = await post(auth.register.path, body);
    expect(res.body.resultCode).toBe('000');
    const { token, user } = res.body.content;
    expect(typeof token).toBe('string');
    expect(user).toMatchObject({
      account: 'yiwu_star',
      nickname: 'yiwu_star',
      mobile: '139****0001',
      role: 'shop',
      company: null,
      platform: null,
      authenticated: false,
    });
    const stored = one<{ password_hash: string }>(
      app.db,
      "SELECT password_hash FROM users WHERE account = 'yiwu_star'",
    );
    expect(stored?.password_hash).not.toContain('yiwu2026');
    expect(verifyPassword('yiwu2026', stored!.password_hash)).toBe(true);
    const me = await get(`${auth.jwtUser.path}?token=${token}`);
    expect(me.body.content.account).toBe('yiwu_star');
  });

  it('logs in by account and password', async () => {
    const res = await post(auth.loginByAccount.path, { account: 'yiwu_star', password: 'yiwu2026' });
    expect(res.body.resultCode).toBe('000');
    expect(res.body.content.user.role).toBe('shop');
  });

  it('logs in by mobile and SMS code, and the code is single use', async () => {
    const code = await smsCode('13912340001', 'login');
    const res = await post(auth.loginByMobile.path, { mobile: '13912340001', smsCode: code });
    expect(res.body.resultCode).toBe('000');
    expect(res.body.content.user.account).toBe('yiwu_star');
    const again = await post(auth.loginByMobile.path, { mobile: '13912340001', smsCode: code });
    expect(again.body).toEqual({
      resultCode: ResultCode.wrongSmsCode,
      content: 'The SMS code is wrong or has expired.',
    });
  });

  it('refuses an SMS code sent for another purpose or after 5 minutes', async () => {
    const registerCode = await smsCode('13912340009', 'register');
    // the mobile is not registered: the answer looks the same, but no login code is sent
    later();
    const unsent = await post(auth.sendSmsCode.path, { mobile: '13912340009', purpose: 'login' });
    expect(unsent.body.resultCode).toBe('000');
    const latest = await get(`${auth.mockLatestSms.path}?mobile=13912340009`, { token: operator() });
    expect(latest.body.content).toMatchObject({ purpose: 'register', code: registerCode });
    const code = await smsCode('13912340001', 'login');
    expect(code).not.toBe(registerCode);
    clock += 5 * 60_000 + 1;
    const expired = await post(auth.loginByMobile.path, { mobile: '13912340001', smsCode: code });
    expect(expired.body.resultCode).toBe(ResultCode.wrongSmsCode);
  });

  it('logs in the demo buyer with its company summary', async () => {
    const res = await post(auth.loginByAccount.path, { account: 'buyer', password: DEMO_PASSWORD }, { lang: 'zh' });
    expect(res.body.content.user).toMatchObject({
      account: 'buyer',
      mobile: '138****0001',
      role: 'buyer',
      platform: 'org',
      authenticated: true,
      company: { name: '金华市恒达贸易有限公司', kind: 'buyer', auditStatus: 'auditPass', shopName: null },
    });
  });
});

describe('registration rules', () => {
  it('answers 400 naming the field with the rule message in the caller language', async () => {
    const body = await registration('rules_user', '13912340002');
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ role: 'operator' }, 'role', 'Please choose a role.', '请选择注册角色'],
      [{ agreement: false }, 'agreement', 'Please read and agree to the agreement.', '请阅读并勾选协议'],
      [
        { account: '1abc' },
        'account',
        'The account must be 4 to 20 letters, digits or underscores, starting with a letter.',
        '账号为4-20位字母、数字或下划线，且以字母开头',
      ],
      [{ mobile: '1234' }, 'mobile', 'Please enter a valid mobile number.', '请输入正确的手机号码'],
      [{ smsCode: '12' }, 'smsCode', 'Please enter the 6-digit SMS code.', '请输入6位短信验证码'],
      [{ captcha: '' }, 'captcha', 'Graphic code is required', '图形验证码不能为空'],
      [
        { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
        'password',
        'The password must contain both letters and digits, without spaces.',
        '密码须同时包含字母和数字，不能含空格',
      ],
      [
        { confirmPassword: 'yiwu2027' },
        'confirmPassword',
        'The passwords you entered do not match. Please re-enter.',
        '两次输入的密码不一致，请重新输入',
      ],
    ];
    for (const [override, field, en, zh] of cases) {
      const resEn = await post(auth.register.path, { ...body, ...override });
      expect(resEn.status).toBe(400);
      expect(resEn.body).toEqual({ resultCode: '400', field, content: en });
      const resZh = await post(auth.register.path, { ...body, ...override }, { lang: 'zh' });
      expect(resZh.body.content).toBe(zh);
    }
    // nothing was used up by the refused attempts: the same body still registers
    const ok = await post(auth.register.path, body);
    expect(ok.body.resultCode).toBe('000');
  });

  it('a missing field is a 400 too', async () => {
    const res = await post(auth.register.path, { role: 'buyer' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBeTruthy();
  });

  it('a wrong graphic code is a business error and the code is used up', async () => {
    const body = await registration('captcha_user', '13912340003', {});
    const wrong = await post(auth.register.path, { ...body, captcha: body.captcha === 'ABCD' ? 'ABCE' : 'ABCD' });
    expect(wrong.body).toEqual({ resultCode: ResultCode.wrongCaptcha, content: 'The graphic code is wrong.' });
    const reused = await post(auth.register.path, body);
    expect(reused.body.resultCode).toBe(ResultCode.wrongCaptcha);
  });

  it('the graphic code expires after 5 minutes and ignores case', async () => {
    const body = await registration('case_user', '13912340004');
    clock += 5 * 60_000 + 1;
    expect((await post(auth.register.path, body)).body.resultCode).toBe(ResultCode.wrongCaptcha);
    const fresh = await registration('case_user', '13912340004');
    const ok = await post(auth.register.path, { ...fresh, captcha: fresh.captcha.toLowerCase() });
    expect(ok.body.resultCode).toBe('000');
  });

  it('a wrong SMS code is a business error', async () => {
    const body = await registration('sms_user', '13912340005');
    const wrong = await post(auth.register.path, { ...body, smsCode: body.smsCode === '000000' ? '000001' : '000000' });
    expect(wrong.body.resultCode).toBe(ResultCode.wrongSmsCode);
  });

  it('a taken account or mobile is a business error', async () => {
    const graphic = await captcha();
    const code = await smsCode('13912340006', 'register');
    const taken = await post(
      auth.register.path,
      {
        role: 'buyer',
        agreement: true,
        account: 'BUYER',
        mobile: '13912340006',
        smsCode: code,
        captchaKey: graphic.captchaKey,
        captcha: graphic.text,
        password: 'yiwu2026',
        confirmPassword: 'yiwu2026',
      },
      { lang: 'zh' },
    );
    expect(taken.body).toEqual({ resultCode: ResultCode.accountExists, content: '该账号已被注册' });
    // Registration still says a taken mobile is taken (behind its graphic code); sms/send does not.
    const again = await captcha();
    const mobileTaken = await post(auth.register.path, {
      role: 'buyer',
      agreement: true,
      account: 'fresh_name',
      mobile: '13800000001',
      smsCode: '123456',
      captchaKey: again.captchaKey,
      captcha: again.text,
      password: 'yiwu2026',
      confirmPassword: 'yiwu2026',
    });
    expect(mobileTaken.body).toEqual({
      resultCode: ResultCode.mobileExists,
      content: 'This mobile number is already registered.',
    });
  });
});

describe('wrong credentials and rate limits', () => {
  it('a wrong password is a business error, in both languages', async () => {
    const en = await post(auth.loginByAccount.path, { account: 'buyer2', password: 'wrong1234' });
    expect(en.body).toEqual({
      resultCode: ResultCode.wrongCredentials,
      content: 'The account or password is incorrect.',
    });
    const zh = await post(auth.loginByAccount.path, { account: 'nobody', password: 'wrong1234' }, { lang: 'zh' });
    expect(zh.body).toEqual({ resultCode: ResultCode.wrongCredentials, content: '账号或密码错误' });
    const empty = await post(auth.loginByAccount.path, { account: 'buyer2', password: '' });
    expect(empty).toEqual({
      status: 400,
      body: { resultCode: '400', field: 'password', content: 'Password is required' },
    });
  });

  it('after 5 failed logins in 10 minutes the account is refused, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await post(auth.loginByAccount.path, { account: 'buyer3', password: `wrong${i}abc` });
      expect(res.body.resultCode).toBe(ResultCode.wrongCredentials);
    }
    const blocked = await post(auth.loginByAccount.path, { account: 'buyer3', password: DEMO_PASSWORD });
    expect(blocked.body).toEqual({
      resultCode: ResultCode.tooFrequent,
      content: 'Operation is too frequent. Please try again later!',
    });
    const zh = await post(auth.loginByAccount.path, { account: 'buyer3', password: DEMO_PASSWORD }, { lang: 'zh' });
    expect(zh.body.content).toBe('操作太频繁，请稍后再试！');
    // other accounts are not affected
    expect((await post(auth.loginByAccount.path, { account: 'seller', password: DEMO_PASSWORD })).body.resultCode).toBe(
      '000',
    );
    clock += 10 * 60_000 + 1;
    const again = await post(auth.loginByAccount.path, { account: 'buyer3', password: DEMO_PASSWORD });
    expect(again.body.resultCode).toBe('000');
  });

  it('5 wrong SMS codes block the mobile login', async () => {
    const mobile = '13800000005';
    const code = await smsCode(mobile, 'login');
    for (let i = 0; i < 5; i += 1) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      expect((await post(auth.loginByMobile.path, { mobile, smsCode: wrong })).body.resultCode).toBe(
        ResultCode.wrongSmsCode,
      );
    }
    const blocked = await post(auth.loginByMobile.path, { mobile, smsCode: code });
    expect(blocked.body.resultCode).toBe(ResultCode.tooFrequent);
  });

  it('SMS codes: one per mobile per 60 s and ten per hour', async () => {
    const mobile = '13800000006';
    later(3_600_000);
    const first = await post(auth.sendSmsCode.path, { mobile, purpose: 'reset' });
    expect(first.body.content).toEqual({ mobile: '138****0006', expiresAt: clock + 300_000, resendAt: clock + 60_000 });
    clock += 30_000;
    const tooSoon = await post(auth.sendSmsCode.path, { mobile, purpose: 'reset' });
    expect(tooSoon.body.resultCode).toBe(ResultCode.tooFrequent);
    // another mobile is not affected
    expect((await post(auth.sendSmsCode.path, { mobile: '13800000007', purpose: 'login' })).body.resultCode).toBe(
      '000',
    );
    for (let i = 2; i <= 10; i += 1) {
      clock += 60_000;
      expect((await post(auth.sendSmsCode.path, { mobile, purpose: 'login' })).body.resultCode).toBe('000');
    }
    clock += 60_000;
    const eleventh = await post(auth.sendSmsCode.path, { mobile, purpose: 'login' });
    expect(eleventh.body.resultCode).toBe(ResultCode.tooFrequent);
    clock += 3_600_000;
    expect((await post(auth.sendSmsCode.path, { mobile, purpose: 'login' })).body.resultCode).toBe('000');
  });

  it('a malformed mobile is a 400 before any code is sent', async () => {
    const res = await post(auth.sendSmsCode.path, { mobile: '12345', purpose: 'login' }, { lang: 'zh' });
    expect(res).toEqual({ status: 400, body: { resultCode: '400', field: 'mobile', content: '请输入正确的手机号码' } });
  });
});

describe('reset password', () => {
  it('resets with the SMS code, ends old logins, then the new password works and the old does not', async () => {
    const mobile = '13800000002';
    const old = await post(auth.loginByAccount.path, { account: 'buyer2', password: DEMO_PASSWORD });
    const oldToken = old.body.content.token as string;
    const code = await smsCode(mobile, 'reset');
    const mismatch = await post(auth.resetPassword.path, {
      mobile,
      smsCode: code,
      password: 'newpass88',
      confirmPassword: 'newpass89',
    });
    expect(mismatch.body).toEqual({
      resultCode: '400',
      field: 'confirmPassword',
      content: 'The passwords you entered do not match. Please re-enter.',
    });
    const ok = await post(auth.resetPassword.path, {
      mobile,
      smsCode: code,
      password: 'newpass88',
      confirmPassword: 'newpass88',
    });
    expect(ok.body).toEqual({ resultCode: '000', content: { ok: true } });
    expect((await get(`${auth.jwtUser.path}?token=${oldToken}`)).body.resultCode).toBe(ResultCode.loginInvalid);
    expect((await post(auth.loginByAccount.path, { account: 'buyer2', password: DEMO_PASSWORD })).body.resultCode).toBe(
      ResultCode.wrongCredentials,
    );
    const fresh = await post(auth.loginByAccount.path, { account: 'buyer2', password: 'newpass88' });
    expect(fresh.body.resultCode).toBe('000');
    // the code was used up
    const replay = await post(auth.resetPassword.path, {
      mobile,
      smsCode: code,
      password: 'other999x',
      confirmPassword: 'other999x',
    });
    expect(replay.body.resultCode).toBe(ResultCode.wrongSmsCode);
  });
});

describe('logout, jwt/user and the account', () => {
  it('logout revokes the token: jwt/user and logged-in calls then get G001', async () => {
    const login = await post(auth.loginByAccount.path, { account: 'factory', password: DEMO_PASSWORD });
    const token = login.body.content.token as string;
    const me = await get(`${auth.jwtUser.path}?token=${encodeURIComponent(token)}`);
    expect(me.body.content).toMatchObject({
      account: 'factory',
      role: 'factory',
      platform: 'supplier',
      company: { kind: 'factory', shopName: '华美玩具' },
    });
    expect((await post(auth.logout.path, {}, { token })).body).toEqual({ resultCode: '000', content: { ok: true } });
    const after = await get(`${auth.jwtUser.path}?token=${encodeURIComponent(token)}`);
    expect(after.body.resultCode).toBe('G001');
    const call = await get(userAccount.getOneUserAccount.path, { token });
    expect(call.body.resultCode).toBe('G001');
    expect((await post(auth.logout.path, {}, { token })).body.resultCode).toBe('G001');
  });

  it('jwt/user with a garbage token is G001', async () => {
    const res = await get(`${auth.jwtUser.path}?token=not-a-token`, { lang: 'zh' });
    expect(res.body).toEqual({ resultCode: 'G001', content: '登录状态已过期，您可以继续留在该页面，或者重新登录' });
  });

  it("getOneUserAccount returns the caller's account; genSig an HMAC signature that verifies", async () => {
    const login = await post(auth.loginByAccount.path, { account: 'provider', password: DEMO_PASSWORD });
    const { token, user } = login.body.content;
    const detail = await get(userAccount.getOneUserAccount.path, { token });
    expect(detail.body.content).toMatchObject({
      id: user.id,
      account: 'provider',
      role: 'provider',
      enable: 1,
      email: 'provider@example.com',
      loginAt: clock,
    });
    const sig = (await get(userAccount.genSig.path, { token })).body.content;
    expect(sig.chatUserId).toBe(`u${user.id}`);
    expect(sig.userSig).toMatch(/^[0-9a-f]{64}$/);
    expect(sig.expireAt).toBe(clock + 24 * 3_600_000);
    expect(verifyChatSignature(app.secrets.chat, sig, clock)).toBe(true);
    expect(verifyChatSignature(app.secrets.chat, { ...sig, chatUserId: 'u1' }, clock)).toBe(false);
    expect(verifyChatSignature(app.secrets.chat, sig, sig.expireAt + 1)).toBe(false);
    expect(verifyChatSignature('another-secret', sig, clock)).toBe(false);
    expect((await get(userAccount.genSig.path)).body.resultCode).toBe('G001');
  });
});
