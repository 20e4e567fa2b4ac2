import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import * as ops from '@portal/contracts/http/industrial-belt';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { get } from '../../test/helpers.ts';
import { moneyToFen } from '../../lib/money.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:' });
});
afterAll(() => app.close());

describe('industrial belts', () => {
  it('maps every belt with county codes, coordinates and the portal figures of its county', async () => {
    const { content } = await get<ops.IndustrialBelt[]>(app, ops.industrialBeltMap);
    expect(content).toHaveLength(20);
    const yongkang = content.find((b) => b.code === '330784');
    expect(yongkang).toMatchObject({
      name: '永康五金',
      provinceName: '浙江省',
      cityName: '金华市',
      countyName: '永康市',
      category: { nameEn: 'Hardware & Tools' },
    });
    expect(yongkang?.lng).toBeCloseTo(120.05, 1);
    const companies = one<{ n: number }>(
      app.db,
      "SELECT count(*) AS n FROM companies WHERE county_code = '330784' AND kind IN ('shop', 'factory', 'provider')",
    );
    expect(yongkang?.companyCount).toBe(companies?.n);
    const turnover = one<{ fen: number }>(
      app.db,
      "SELECT sum(sales * price_fen) AS fen FROM products WHERE origin_county_code = '330784'",
    );
    expect(moneyToFen(yongkang?.turnover ?? '')).toBe(turnover?.fen);
  });

  it('filters the map by province and by industry', async () => {
    const guangdong = await get<ops.IndustrialBelt[]>(app, ops.industrialBeltMap, { query: { provinceCode: '44' } });
    expect(guangdong.content.map((b) => b.code).sort()).toEqual(['440306', '440515']);
    const toys = one<{ id: number }>(app.db, "SELECT id FROM categories WHERE level = 1 AND name_en = 'Toys'");
    const toyBelts = await get<ops.IndustrialBelt[]>(app, ops.industrialBeltMap, {
      query: { categoryId: toys?.id ?? 0 },
    });
    expect(toyBelts.content.map((b) => b.name)).toEqual(['澄海玩具', '云和木制玩具']);
  });

  it('sums the statistics by province and industry', async () => {
    const { content } = await get<ops.BeltStatistics>(app, ops.industrialBeltStatistics);
    const belts = (await get<ops.IndustrialBelt[]>(app, ops.industrialBeltMap)).content;
    expect(content.beltCount).toBe(20);
    expect(content.companyCount).toBe(belts.reduce((s, b) => s + b.companyCount, 0));
    expect(content.enterpriseCount).toBe(belts.reduce((s, b) => s + b.enterpriseCount, 0));
    expect(content.byProvince[0]).toMatchObject({ code: '33', name: '浙江省' });
    expect(content.byProvince.reduce((s, p) => s + p.beltCount, 0)).toBe(20);
    expect(content.byIndustry.reduce((s, p) => s + p.beltCount, 0)).toBe(20);
    const sumFen = content.byProvince.reduce((s, p) => s + (moneyToFen(p.turnover) ?? 0), 0);
    expect(sumFen).toBe(moneyToFen(content.turnover));
  });

  it('opens one belt: its years with growth, its companies and goods, in both languages', async () => {
    const { content } = await get<ops.BeltDetail>(app, ops.industrialBeltDetail, { query: { code: '330782' } });
    expect(content.belt).toMatchObject({ code: '330782', name: '义乌小商品', countyName: '义乌市' });
    expect(content.belt.introEn).toMatch(/small commodities/);
    expect(content.years).toHaveLength(6);
    const years = content.years.map((y) => y.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    const last = content.years.at(-1);
    expect(last?.enterpriseCount).toBe(content.belt.enterpriseCount);
    expect(last?.annualOutput).toBe(content.belt.annualOutput);
    expect(last?.growth).toBe(content.belt.growth);
    const before = moneyToFen(content.years.at(-2)?.annualOutput ?? '') ?? 0;
    const now = moneyToFen(last?.annualOutput ?? '') ?? 0;
    expect(content.belt.growth).toBeCloseTo(((now - before) * 100) / before, 0);
    expect(content.companies.length).toBeGreaterThan(0);
    expect(content.companies.length).toBeLessThanOrEqual(12);
    expect(content.companies.every((c) => c.nameEn !== '')).toBe(true);
    const sales = content.goods.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const unknown = await get(app, ops.industrialBeltDetail, { query: { code: '110101' }, lang: 'en' });
    expect(unknown.resultCode).toBe('B017');
    expect(unknown.content).toBe('The record does not exist.');
    const bad = await get(app, ops.industrialBeltDetail, { query: { code: 'x' } });
    expect(bad.status).toBe(400);
  });
});
