import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { PageOf } from '@portal/contracts/operation';
import type { Banner } from '@portal/contracts/entities/catalogue';
import * as ops from '@portal/contracts/http/service-portal';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { get } from '../../test/helpers.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
});
afterAll(() => app.close());

describe('service portal', () => {
  it('serves the service banners and advantages', async () => {
    const banners = await get<Banner[]>(app, ops.servicePortalBanner);
    expect(banners.content.map((b) => b.key)).toEqual(['service-zone', 'service-1039', 'service-finance']);
    const advantages = await get<ops.ServiceAdvantage[]>(app, ops.servicePortalAdvantage);
    expect(advantages.content).toHaveLength(6);
    expect(advantages.content.every((a) => a.title && a.titleEn && a.figure)).toBe(true);
  });

  it('lists trade services offered by provider companies, by type', async () => {
    const all = await get<ops.TradeService[]>(app, ops.servicePortalTrade);
    expect(all.content.length).toBeGreaterThanOrEqual(15);
    for (const service of all.content) {
      const provider = one<{ kind: string; name: string }>(
        app.db,
        'SELECT kind, name FROM companies WHERE id = ?',
        service.providerId,
      );
      expect(provider).toMatchObject({ kind: 'provider', name: service.providerName });
    }
    const customs = await get<ops.TradeService[]>(app, ops.servicePortalTrade, { query: { serviceType: 'customs' } });
    expect(customs.content.length).toBe(3);
    expect(customs.content.every((s) => s.serviceType === 'customs' && s.providerName.includes('报关'))).toBe(true);
  });

  it('pages service news newest first and filters by type', async () => {
    const { content } = await get<PageOf<ops.ServiceNewsItem>>(app, ops.servicePortalNews, { query: { pageSize: 5 } });
    expect(content.total).toBe(one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM service_news')?.n);
    expect(content.records).toHaveLength(5);
    const dates = content.records.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const finance = await get<PageOf<ops.ServiceNewsItem>>(app, ops.servicePortalNews, {
      query: { serviceType: 'finance' },
    });
    expect(finance.content.total).toBe(3);
  });

  it('lists cases with their customer and provider', async () => {
    const { content } = await get<ops.ServiceCase[]>(app, ops.servicePortalCases);
    expect(content).toHaveLength(10);
    const factoryCase = content.find((c) => c.title.includes('工厂'));
    const kind = one<{ kind: string }>(app.db, 'SELECT kind FROM companies WHERE id = ?', factoryCase?.customerId ?? 0);
    expect(kind?.kind).toBe('factory');
    const testing = await get<ops.ServiceCase[]>(app, ops.servicePortalCases, { query: { serviceType: 'testing' } });
    expect(testing.content.every((c) => c.serviceType === 'testing')).toBe(true);
  });

  it('builds the navigation from the service types and their services', async () => {
    const { content } = await get<ops.ServiceNavEntry[]>(app, ops.servicePortalNavigation);
    expect(content.map((n) => n.key)).toEqual(ops.SERVICE_TYPES.map((t) => t.value));
    const services = (await get<ops.TradeService[]>(app, ops.servicePortalTrade)).content;
    expect(content.reduce((s, n) => s + n.children.length, 0)).toBe(services.length);
    expect(content[0]?.children[0]?.link).toMatch(/^\/serveDetail\?id=\d+$/);
  });
});
