import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { one } from './db/database.ts';

describe('buildApp', () => {
  it('migrates and seeds an in-memory database with the demo accounts', async () => {
    const app = await buildApp({ dbFile: ':memory:' });
    const row = one<{ n: number }>(
      app.db,
      "SELECT COUNT(*) AS n FROM users WHERE account IN ('buyer','operator','personal')",
    );
    expect(row?.n).toBe(3);
    await app.close();
  });

  it('answers an unknown path with 404 and the R8.3 message in the caller language', async () => {
    const app = await buildApp({ dbFile: ':memory:' });
    const zh = await app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toEqual({ resultCode: '404', content: '请求的页面不存在' });
    const en = await app.inject({ method: 'GET', url: '/api/nowhere', headers: { 'accept-language': 'en' } });
    expect(en.json().content).toBe('Page not found');
    await app.close();
  });
});
