import { describe, expect, it } from 'vitest';
import { logSettings, trustProxySetting } from './server-env.ts';

describe('logSettings', () => {
  it('writes warnings and errors by default, without a line per request', () => {
    expect(logSettings({})).toEqual({ level: 'warn', requests: false });
  });
  it('LOG=1 logs every request at info; LOG_LEVEL sets the level', () => {
    expect(logSettings({ LOG: '1' })).toEqual({ level: 'info', requests: true });
    expect(logSettings({ LOG_LEVEL: 'error' })).toEqual({ level: 'error', requests: false });
    expect(() => logSettings({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('trustProxySetting', () => {
  it('believes only the socket unless told', () => {
    expect(trustProxySetting({})).toBe(false);
    expect(trustProxySetting({ TRUST_PROXY: 'false' })).toBe(false);
  });
  it('takes true, a hop count or a list of addresses and ranges', () => {
    expect(trustProxySetting({ TRUST_PROXY: 'true' })).toBe(true);
    expect(trustProxySetting({ TRUST_PROXY: '2' })).toBe(2);
    expect(trustProxySetting({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' })).toBe('127.0.0.1,10.0.0.0/8');
    expect(() => trustProxySetting({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the client address under TRUST_PROXY', () => {
  const ipSeen = async (trustProxy: boolean | number | string) => {
    const { buildApp } = await import('../app.ts');
    const app = await buildApp({ dbFile: ':memory:', trustProxy });
    app.get('/api/test/ip', (request) => ({ ip: request.ip }));
    const answer = await app.inject({
      method: 'GET',
      url: '/api/test/ip',
      remoteAddress: '10.0.0.2',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    await app.close();
    return (answer.json() as { ip: string }).ip;
  };

  it('is the socket peer unless the proxy is trusted, then the forwarded address', async () => {
    expect(await ipSeen(trustProxySetting({}))).toBe('10.0.0.2');
    expect(await ipSeen(trustProxySetting({ TRUST_PROXY: '10.0.0.0/8' }))).toBe('203.0.113.7');
    expect(await ipSeen(trustProxySetting({ TRUST_PROXY: '192.168.0.1' }))).toBe('10.0.0.2');
  }, 60_000);
});
