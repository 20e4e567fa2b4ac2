import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { httpStatusMessage, type Lang } from '@portal/contracts/envelope';
import { BusinessMessages } from '@portal/contracts/business-messages';
import { faultHeader, listFaults } from '@portal/contracts/http/mock';
import { listProvince } from '@portal/contracts/http/region';
import { logout } from '@portal/contracts/http/auth';
import { mockLatestCaptcha, mockLatestSms } from '@portal/contracts/http/auth';
import { advanceClock, clearFaults, getClock, setFault } from '@portal/contracts/http/mock';
import { buildApp } from '../app.ts';
import { FieldError } from '../lib/errors.ts';
import { tokenOf } from '../test/helpers.ts';
import {
  MOCK_AIDS_ENV,
  aidsEnabled,
  globToRegExp,
  isAidPath,
  isExempt,
  parseFaultHeader,
  resultCodeMessage,
} from './faults.ts';

let app: FastifyInstance;
let operator: string;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
  operator = tokenOf(app, 'operator');
});
afterAll(() => app.close());

/** A GET with the header sent by the operator (the header is a test aid, the operator's only). */
function call(url: string, fault?: string, lang: Lang = 'zh', token: string | null = operator) {
  return app.inject({
    method: 'GET',
    url,
    headers: {
      'accept-language': lang,
      ...(fault !== undefined ? { 'x-mock-fault': fault } : {}),
      ...(token ? { 'x-token': token } : {}),
    },
  });
}

describe('test aids: operator only, and off with MOCK_AIDS=off', () => {
  it('refuses the header to anyone but the operator', async () => {
    const anonymous = await call(listProvince.path, 'status=503', 'en', null);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.headers['x-mock-fault-applied']).toBeUndefined();
    const buyer = await call(listProvince.path, 'status=503', 'en', tokenOf(app, 'buyer'));
    expect(buyer.statusCode).toBe(403);
    expect(buyer.json()).toEqual({ resultCode: '403', content: httpStatusMessage(403, 'en') });
    expect((await call(listProvince.path, 'status=503', 'en')).statusCode).toBe(503);
  });

  it('reads the codes for the operator only', async () => {
    for (const url of [`${mockLatestSms.path}?mobile=13800000001`, mockLatestCaptcha.path]) {
      expect((await call(url, undefined, 'en', null)).json().resultCode).toBe('G001');
      expect((await call(url, undefined, 'en', tokenOf(app, 'buyer'))).statusCode).toBe(403);
    }
  });

  it('reads the setting from the environment: on unless MOCK_AIDS is off, 0, false or no', () => {
    expect(aidsEnabled({})).toBe(true);
    expect(aidsEnabled({ [MOCK_AIDS_ENV]: 'on' })).toBe(true);
    for (const off of ['off', 'OFF', '0', 'false', ' no ']) expect(aidsEnabled({ [MOCK_AIDS_ENV]: off })).toBe(false);
    expect(isAidPath(setFault.path)).toBe(true);
    expect(isAidPath(mockLatestSms.path)).toBe(true);
    expect(isAidPath(getClock.path)).toBe(false);
    expect(isAidPath('/api/mockery')).toBe(false);
  });

  it('switches every aid off: routes 404, the header ignored, the clock still readable', async () => {
    const previous = process.env[MOCK_AIDS_ENV];
    process.env[MOCK_AIDS_ENV] = 'off';
    const demo = await buildApp({ dbFile: ':memory:' });
    if (previous === undefined) delete process.env[MOCK_AIDS_ENV];
    else process.env[MOCK_AIDS_ENV] = previous;
    try {
      const token = tokenOf(demo, 'operator');
      expect(demo.mockAids).toBe(false);
      const headers = { 'x-token': token, 'accept-language': 'en' };
      for (const op of [mockLatestCaptcha, setFault, clearFaults, advanceClock]) {
        const res = await demo.inject({ method: op.method, url: op.path, headers, payload: {} });
        expect(res.statusCode, op.id).toBe(404);
      }
      const sms = await demo.inject({ method: 'GET', url: `${mockLatestSms.path}?mobile=13800000001`, headers });
      expect(sms.statusCode).toBe(404);
      const faulted = await demo.inject({
        method: 'GET',
        url: listProvince.path,
        headers: { ...headers, 'x-mock-fault': 'status=503' },
      });
      expect(faulted.statusCode).toBe(200);
      expect(faulted.headers['x-mock-fault-applied']).toBeUndefined();
      expect((await demo.inject({ method: 'GET', url: getClock.path })).json().resultCode).toBe('000');
    } finally {
      await demo.close();
    }
  });
});

describe('X-Mock-Fault header', () => {
  it('is off unless asked for', async () => {
    const res = await call(listProvince.path);
    expect(res.statusCode).toBe(200);
    expect(res.json().resultCode).toBe('000');
    expect(res.headers['x-mock-fault-applied']).toBeUndefined();
  });

  it('answers an HTTP status with the R8.3 message in the caller language', async () => {
    for (const [status, lang, text] of [
      [503, 'en', 'Service unavailable'],
      [503, 'zh', '服务不可用'],
      [501, 'en', 'Not recognised'],
      [404, 'zh', '请求的页面不存在'],
      [408, 'en', 'Request timeout'],
      [418, 'en', 'System error, contact administrator'],
    ] as const) {
      const res = await call(listProvince.path, `status=${status}`, lang);
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-mock-fault-applied']).toBe('header');
      expect(res.json()).toEqual({ resultCode: String(status), content: text });
    }
  });

  it('answers a result code with HTTP 200 and its business message, or Error when unknown', async () => {
    const g001 = await call(listProvince.path, 'resultCode=G001', 'en');
    expect(g001.statusCode).toBe(200);
    expect(g001.headers['content-type']).toMatch(/^application\/json/);
    expect(g001.json()).toEqual({ resultCode: 'G001', content: BusinessMessages.loginInvalid.en });

    const margin = await call(listProvince.path, 'resultCode=B004', 'zh');
    expect(margin.json()).toEqual({ resultCode: 'B004', content: '保证金审核中！' });

    const unknown = await call(listProvince.path, 'resultCode=X42', 'en');
    expect(unknown.json()).toEqual({ resultCode: 'X42', content: 'Error' });
    expect((await call(listProvince.path, 'resultCode=X42', 'zh')).json().content).toBe('错误');
  });

  it('waits before handling, alone or combined with a status', async () => {
    let started = Date.now();
    const slow = await call(listProvince.path, 'delay=150');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.statusCode).toBe(200);
    expect(slow.json().content).toContainEqual({ code: '33', name: '浙江省' });

    started = Date.now();
    const both = await call(listProvince.path, faultHeader({ delay: 120, status: 504 }), 'en');
    expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    expect(both.statusCode).toBe(504);
    expect(both.json()).toEqual({ resultCode: '504', content: 'Gateway timeout' });
  });

  it('applies before the login check of a logged-in call', async () => {
    const inject = (headers: Record<string, string>) =>
      app.inject({ method: logout.method, url: logout.path, headers: { 'accept-language': 'en', ...headers } });
    expect((await inject({})).json().resultCode).toBe('G001');
    const res = await inject({ 'x-mock-fault': 'status=502', 'x-token': operator });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ resultCode: '502', content: 'Bad gateway' });
  });

  it('answers 400 naming the field for bad values', async () => {
    const cases: [string, string, string][] = [
      ['status=abc', 'status', 'X-Mock-Fault: status must be an HTTP status from 400 to 599'],
      ['status=200', 'status', 'X-Mock-Fault: status must be an HTTP status from 400 to 599'],
      ['status=999', 'status', 'X-Mock-Fault: status must be an HTTP status from 400 to 599'],
      ['delay=-5', 'delay', 'X-Mock-Fault: delay must be whole milliseconds from 0 to 180000'],
      ['delay=200000', 'delay', 'X-Mock-Fault: delay must be whole milliseconds from 0 to 180000'],
      ['resultCode=000', 'resultCode', 'X-Mock-Fault: resultCode must be 1 to 10 letters or digits, and not 000'],
      ['resultCode=B0-4', 'resultCode', 'X-Mock-Fault: resultCode must be 1 to 10 letters or digits, and not 000'],
      ['status=503;resultCode=G001', 'resultCode', 'X-Mock-Fault: give status or resultCode, not both'],
      ['boom=1', 'boom', 'X-Mock-Fault: unknown fault; use status, resultCode or delay'],
      ['status', 'X-Mock-Fault', 'X-Mock-Fault: expected key=value pairs such as status=503;delay=2000'],
    ];
    for (const [value, field, content] of cases) {
      const res = await call(listProvince.path, value, 'en');
      expect(res.statusCode, value).toBe(400);
      expect(res.json(), value).toEqual({ resultCode: '400', content, field });
    }
    const zh = await call(listProvince.path, 'delay=soon', 'zh');
    expect(zh.json()).toMatchObject({ field: 'delay', content: 'X-Mock-Fault: 延迟必须是 0 到 180000 之间的整数毫秒' });
  });

  it('never faults the mock routes or the API docs', async () => {
    const docs = await call('/api/docs/json', 'status=503');
    expect(docs.statusCode).toBe(200);
    expect(docs.json().openapi).toBe('3.0.3');
    const mock = await call(listFaults.path, 'status=503', 'en', null);
    // the mock route itself answers: a login is needed
    expect(mock.statusCode).toBe(200);
    expect(mock.json()).toEqual({ resultCode: 'G001', content: BusinessMessages.loginInvalid.en });
    const garbage = await call('/api/docs', 'status=nonsense');
    expect(garbage.statusCode).toBe(200);
  });
});

describe('fault helpers', () => {
  it('parses combinations separated by ; or , with any spacing and key case', () => {
    expect(parseFaultHeader('delay=2000;status=503', 'en')).toEqual({ delayMs: 2000, status: 503 });
    expect(parseFaultHeader(' ResultCode = G001 , delay=0 ;', 'en')).toEqual({ resultCode: 'G001', delayMs: 0 });
    expect(faultHeader({ status: 503, delay: 2000 })).toBe('status=503;delay=2000');
    expect(parseFaultHeader(faultHeader({ resultCode: 'B001', delay: 10 }), 'en')).toEqual({
      resultCode: 'B001',
      delayMs: 10,
    });
    expect(() => parseFaultHeader('status=600', 'en')).toThrow(FieldError);
  });

  it('matches globs: * within a segment, ** across segments, the rest literally', () => {
    const news = globToRegExp('/api/portal/pass/news/*');
    expect(news.test('/api/portal/pass/news/pageData')).toBe(true);
    expect(news.test('/api/portal/pass/news/detail/12')).toBe(false);
    expect(globToRegExp('/api/**').test('/api/portal/pass/news/detail/12')).toBe(true);
    expect(globToRegExp('news/*').test('news/detail')).toBe(true);
    expect(globToRegExp('news/*').test('news/detail/{id}')).toBe(false);
    expect(globToRegExp('home/getCustomerData/{id}').test('home/getCustomerData/{id}')).toBe(true);
    expect(globToRegExp('/a.b').test('/axb')).toBe(false);
  });

  it('exempts exactly the mock and docs paths', () => {
    expect(isExempt('/api/mock/faults')).toBe(true);
    expect(isExempt('/api/docs')).toBe(true);
    expect(isExempt('/api/docs/static/index.css')).toBe(true);
    expect(isExempt('/api/mockery')).toBe(false);
    expect(isExempt('/api/portal/pass/news/pageData')).toBe(false);
  });

  it('uses the business message of a known code', () => {
    expect(resultCodeMessage('B001', 'en')).toBe(BusinessMessages.tooFrequent.en);
    expect(resultCodeMessage('000', 'en')).toBe('Error');
    expect(httpStatusMessage(503, 'zh')).toBe('服务不可用');
  });
});
