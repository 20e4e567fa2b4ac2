// The login lockout per user (any identifier of the user), the per-client limits on logins, SMS codes and
// graphic codes, and sms/send answering alike whether or not a mobile is registered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as auth from '@portal/contracts/http/auth';
import { ResultCode } from '@portal/contracts/envelope';
import { buildApp } from '../../app.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { tokenOf } from '../../test/helpers.ts';

let clock = Date.UTC(2026, 10, 23, 2, 0, 0);
let app: FastifyInstance;
let operator: string;

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  operator = tokenOf(app, 'operator');
});
afterAll(() => app.close());

async function call(method: 'GET' | 'POST', url: string, payload: object | undefined, client: string, lang = 'en') {
  const res = await app.inject({
    method,
    url,
    remoteAddress: client,
    headers: { 'accept-language': lang, 'x-token': method === 'GET' && url.startsWith('/api/mock') ? operator : '' },
    ...(payload ? { payload } : {}),
  });
  return res.json() as { resultCode: string; content: Record<string, unknown> | string };
}
const post = (url: string, payload: object, client: string, lang?: string) => call('POST', url, payload, client, lang);

async function loginCode(mobile: string, client: string): Promise<string> {
  clock += 61_000;
  expect((await post(auth.sendSmsCode.path, { mobile, purpose: 'login' }, client)).resultCode).toBe('000');
  const latest = await call('GET', `${auth.mockLatestSms.path}?mobile=${mobile}`, undefined, client);
  return (latest.content as { code: string }).code;
}

describe('login lockout per user', () => {
  it('failed passwords lock every way in: account name, mobile as account, and SMS login', async () => {
    const client = '10.0.1.1';
    for (let i = 0; i < 5; i += 1) {
      const res = await post(auth.loginByAccount.path, { account: 'buyer3', password: `nope${i}xyz` }, client);
      expect(res.resultCode).toBe(ResultCode.wrongCredentials);
    }
    const byMobile = await post(auth.loginByAccount.path, { account: '13800000003', password: DEMO_PASSWORD }, client);
    expect(byMobile).toEqual({
      resultCode: ResultCode.tooFrequent,
      content: 'Operation is too frequent. Please try again later!',
    });
    const code = await loginCode('13800000003', '10.0.1.2');
    const sms = await post(auth.loginByMobile.path, { mobile: '13800000003', smsCode: code }, '10.0.1.2', 'zh');
    expect(sms).toEqual({ resultCode: ResultCode.tooFrequent, content: '操作太频繁，请稍后再试！' });
    clock += 10 * 60_000 + 1;
    const after = await post(auth.loginByAccount.path, { account: 'buyer3', password: DEMO_PASSWORD }, client);
    expect(after.resultCode).toBe('000');
  });

  it('wrong SMS codes lock the password login of the same user', async () => {
    const client = '10.0.1.3';
    const code = await loginCode('13800000002', client);
    for (let i = 0; i < 5; i += 1) {
      const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const res = await post(auth.loginByMobile.path, { mobile: '13800000002', smsCode: wrong }, client);
      expect(res.resultCode).toBe(ResultCode.wrongSmsCode);
    }
    const byAccount = await post(auth.loginByAccount.path, { account: 'buyer2', password: DEMO_PASSWORD }, client);
    expect(byAccount.resultCode).toBe(ResultCode.tooFrequent);
    clock += 10 * 60_000 + 1;
  });

  it('an unknown account locks after as many failures as a real one', async () => {
    const client = '10.0.1.4';
    for (let i = 0; i < 5; i += 1) {
      const res = await post(auth.loginByAccount.path, { account: 'no_such_user', password: 'whatever1' }, client);
      expect(res.resultCode).toBe(ResultCode.wrongCredentials);
    }
    const sixth = await post(auth.loginByAccount.path, { account: 'no_such_user', password: 'whatever1' }, client);
    expect(sixth.resultCode).toBe(ResultCode.tooFrequent);
  });
});

describe('limits per client', () => {
  it('stops one client guessing across many accounts after 20 failures; other clients carry on', async () => {
    clock += 60 * 60_000;
    const client = '10.0.2.1';
    const answers: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const account = i % 2 === 0 ? `shop${String((i % 20) + 1).padStart(2, '0')}` : `ghost${i}`;
      answers.push((await post(auth.loginByAccount.path, { account, password: 'guess123' }, client)).resultCode);
    }
    expect(answers.slice(0, 20).every((code) => code === ResultCode.wrongCredentials)).toBe(true);
    expect(answers.slice(20).every((code) => code === ResultCode.tooFrequent)).toBe(true);
    // Even the right password of an unlocked account: the client is the one refused.
    const right = await post(auth.loginByAccount.path, { account: 'seller', password: DEMO_PASSWORD }, client);
    expect(right.resultCode).toBe(ResultCode.tooFrequent);
    const other = await post(auth.loginByAccount.path, { account: 'seller', password: DEMO_PASSWORD }, '10.0.2.2');
    expect(other.resultCode).toBe('000');
  });

  it('a burst of SMS codes to 15 numbers: 10 answered, then too frequent', async () => {
    clock += 60 * 60_000;
    const answers: string[] = [];
    for (let i = 0; i < 15; i += 1) {
      const mobile = `139000000${String(i).padStart(2, '0')}`;
      answers.push((await post(auth.sendSmsCode.path, { mobile, purpose: 'register' }, '10.0.3.1')).resultCode);
    }
    expect(answers).toEqual([...Array(10).fill('000'), ...Array(5).fill(ResultCode.tooFrequent)]);
    const elsewhere = await post(auth.sendSmsCode.path, { mobile: '13900000099', purpose: 'register' }, '10.0.3.2');
    expect(elsewhere.resultCode).toBe('000');
  });

  it('a burst of 200 graphic codes: 30 drawn, then too frequent until the minute is over', async () => {
    let drawn = 0;
    let refused = 0;
    for (let i = 0; i < 200; i += 1) {
      const res = await call('GET', auth.graphicCode.path, undefined, '10.0.4.1');
      if (res.resultCode === '000') drawn += 1;
      else if (res.resultCode === ResultCode.tooFrequent) refused += 1;
    }
    expect({ drawn, refused }).toEqual({ drawn: 30, refused: 170 });
    clock += 60_001;
    expect((await call('GET', auth.graphicCode.path, undefined, '10.0.4.1')).resultCode).toBe('000');
  });
});

describe('sms/send tells nothing about who is registered', () => {
  it('answers alike for a registered and a free mobile, for every purpose, and sends only usable codes', async () => {
    clock += 60 * 60_000;
    const registered = '13800000001';
    const free = '13912348888';
    for (const purpose of ['login', 'reset', 'register'] as const) {
      clock += 61_000;
      const a = await post(auth.sendSmsCode.path, { mobile: registered, purpose }, '10.0.5.1');
      const b = await post(auth.sendSmsCode.path, { mobile: free, purpose }, '10.0.5.2');
      expect(a.resultCode, purpose).toBe('000');
      expect(b.resultCode, purpose).toBe('000');
      const shape = (content: unknown) => ({ ...(content as object), mobile: undefined });
      expect(shape(a.content), purpose).toEqual(shape(b.content));
    }
    const latestFree = await call('GET', `${auth.mockLatestSms.path}?mobile=${free}`, undefined, '10.0.5.2');
    expect(latestFree.content).toMatchObject({ purpose: 'register' });
    const latestTaken = await call('GET', `${auth.mockLatestSms.path}?mobile=${registered}`, undefined, '10.0.5.1');
    expect(latestTaken.content).toMatchObject({ purpose: 'reset' });
  });

  it('a reset for a free mobile is a wrong code, like any wrong code', async () => {
    const res = await post(
      auth.resetPassword.path,
      { mobile: '13912347777', smsCode: '123456', password: 'newpass88', confirmPassword: 'newpass88' },
      '10.0.5.3',
    );
    expect(res).toEqual({ resultCode: ResultCode.wrongSmsCode, content: 'The SMS code is wrong or has expired.' });
  });
});
