import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../app.ts';
import { all, one } from '../../db/database.ts';
import * as ops from '@portal/contracts/http/logistics';
import type {
  CarRecommendation,
  LogisticsCompany,
  TrainRecommendation,
  Warehouse,
  YunCangRecord,
} from '@portal/contracts/http/logistics';
import { moneyToFen, quantityToUnits } from '../../lib/money.ts';
import { get as getAnswer, tokenOf } from '../../test/helpers.ts';
import { nextDeparture } from './service.ts';
import { roadKm } from './seed.ts';

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0); // a Sunday, 12:00 in China
const HOUR = 3_600_000;
let app: FastifyInstance;
// The seeded documents are written to the upload folder when the app starts: a throwaway one.
const uploadDir = mkdtempSync(join(tmpdir(), 'portal-logistics-'));
const tokens: Record<string, string> = {};

interface Page<T> {
  records: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => NOW, uploadDir });
  for (const account of ['buyer', 'seller', 'personal']) tokens[account] = tokenOf(app, account);
});
afterAll(async () => {
  await app.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const get = <T>(url: string, account?: string) =>
  getAnswer<T>(app, url, { token: account ? tokens[account] : undefined });
const chinaWeekday = (at: number) => ((new Date(at + 8 * HOUR).getUTCDay() + 6) % 7) + 1;

describe('carriers', () => {
  it('page the carriers, best rated first, with their routes', async () => {
    const { content } = await get<Page<LogisticsCompany>>(`${ops.pageSearchLogistics.path}?pageSize=4`);
    expect(content.total).toBe(one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM logistics_companies')!.n);
    expect(content.records).toHaveLength(4);
    const ratings = content.records.map((c) => c.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(content.records.every((c) => c.routes.length > 0)).toBe(true);
    // The portal's own logistics provider is among them, tied to its company.
    const provider = one<{ company_id: number }>(app.db, "SELECT company_id FROM users WHERE account = 'provider'")!;
    const all15 = await get<Page<LogisticsCompany>>(`${ops.pageSearchLogistics.path}?pageSize=50`);
    expect(all15.content.records.some((c) => c.companyId === provider.company_id)).toBe(true);
  });

  it('filter by service, route ends and keyword', async () => {
    const rail = await get<Page<LogisticsCompany>>(`${ops.pageSearchLogistics.path}?service=railway&pageSize=50`);
    expect(rail.content.total).toBeGreaterThan(0);
    expect(rail.content.records.every((c) => c.services.includes('railway'))).toBe(true);

    const toChengdu = await get<Page<LogisticsCompany>>(
      `${ops.pageSearchLogistics.path}?toRegionCode=510107&pageSize=50`,
    );
    expect(toChengdu.content.total).toBeGreaterThan(0);
    expect(toChengdu.content.records.every((c) => c.routes.some((r) => '510107'.startsWith(r.toCode)))).toBe(true);

    const fromYiwu = await get<Page<LogisticsCompany>>(`${ops.pageSearchLogistics.path}?fromRegionCode=33&pageSize=50`);
    expect(fromYiwu.content.records.every((c) => c.routes.some((r) => r.fromCode.startsWith('33')))).toBe(true);
    const fromTibet = await get<Page<LogisticsCompany>>(`${ops.pageSearchLogistics.path}?fromRegionCode=54`);
    expect(fromTibet.content.total).toBe(0);

    const madrid = await get<Page<LogisticsCompany>>(
      `${ops.pageSearchLogistics.path}?keyword=${encodeURIComponent('马德里')}`,
    );
    expect(madrid.content.total).toBeGreaterThan(0);
    expect(madrid.content.records.every((c) => c.routes.some((r) => r.toName.includes('马德里')))).toBe(true);

    const bad = await get(`${ops.pageSearchLogistics.path}?service=teleport`);
    expect(bad.status).toBe(400);
    expect(bad.field).toBe('service');
  });
});

describe('warehouses', () => {
  it('page warehouses by type, region and free area', async () => {
    const { content } = await get<Page<Warehouse>>(ops.pageSearchWarehouse.path);
    expect(content.pageSize).toBe(15);
    expect(content.total).toBe(one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM logistics_warehouses')!.n);
    expect(content.records.every((w) => w.availableSqm <= w.areaSqm)).toBe(true);

    const bonded = await get<Page<Warehouse>>(`${ops.pageSearchWarehouse.path}?type=bonded`);
    expect(bonded.content.total).toBeGreaterThan(0);
    expect(bonded.content.records.every((w) => w.type === 'bonded')).toBe(true);

    const jinhua = await get<Page<Warehouse>>(`${ops.pageSearchWarehouse.path}?regionCode=3307`);
    expect(jinhua.content.total).toBeGreaterThan(0);
    expect(jinhua.content.records.every((w) => w.cityCode === '3307' && w.regionName.includes('金华市'))).toBe(true);

    const big = Math.max(...content.records.map((w) => w.availableSqm));
    const roomy = await get<Page<Warehouse>>(`${ops.pageSearchWarehouse.path}?minAvailableSqm=${big}`);
    expect(roomy.content.records.every((w) => w.availableSqm >= big)).toBe(true);
    expect(roomy.content.total).toBeGreaterThan(0);

    const overseas = await get<Page<Warehouse>>(
      `${ops.pageSearchWarehouse.path}?keyword=${encodeURIComponent('迪拜')}`,
    );
    expect(overseas.content.records.map((w) => w.type)).toContain('overseas');
  });
});

describe('YunCang requests', () => {
  it('list the caller own requests, newest first, by status', async () => {
    expect((await get(ops.logisticsYunCangList.path)).resultCode).toBe('G001');
    const { content } = await get<YunCangRecord[]>(ops.logisticsYunCangList.path, 'buyer');
    const stored = all<{ id: number }>(
      app.db,
      "SELECT y.id FROM logistics_yuncang y JOIN users u ON u.id = y.user_id WHERE u.account = 'buyer'",
    );
    expect(content.map((r) => r.id).sort()).toEqual(stored.map((r) => r.id).sort());
    expect(content.map((r) => r.createdAt)).toEqual(content.map((r) => r.createdAt).sort((a, b) => b - a));
    for (const record of content) {
      if (record.status === 'submitted' || record.status === 'rejected') expect(record.estimatedFee).toBeNull();
      else expect(moneyToFen(record.estimatedFee!)).toBeGreaterThan(0);
    }
    const status = content[0]!.status;
    const filtered = await get<YunCangRecord[]>(`${ops.logisticsYunCangList.path}?status=${status}`, 'buyer');
    expect(filtered.content.length).toBeGreaterThan(0);
    expect(filtered.content.every((r) => r.status === status)).toBe(true);
    expect((await get<YunCangRecord[]>(ops.logisticsYunCangList.path, 'personal')).content).toEqual([]);
  });
});

describe('truck recommendations', () => {
  it('give trucks leaving the origin that carry the weight, cheapest first', async () => {
    const { content } = await get<CarRecommendation[]>(
      `${ops.recommendCar.path}?fromRegionCode=330782&weight=10&limit=50`,
    );
    expect(content.length).toBeGreaterThan(0);
    expect(content.every((c) => c.fromCityCode === '3307' && quantityToUnits(c.loadTons)! >= 10 * 10000)).toBe(true);
    const prices = content.map((c) => moneyToFen(c.price)!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(content.every((c) => /^\d{3}\*{4}\d{4}$/.test(c.driverPhone) && c.driverName.endsWith('师傅'))).toBe(true);
    const heavy = await get<CarRecommendation[]>(`${ops.recommendCar.path}?weight=1000`);
    expect(heavy.content).toEqual([]);
  });

  it('filter by destination and cap the list', async () => {
    const target = one<{ to_city_code: string }>(
      app.db,
      'SELECT to_city_code FROM logistics_cars LIMIT 1',
    )!.to_city_code;
    const { content } = await get<CarRecommendation[]>(`${ops.recommendCar.path}?toRegionCode=${target}&limit=50`);
    expect(content.length).toBeGreaterThan(0);
    expect(content.every((c) => c.toCityCode === target)).toBe(true);
    expect((await get<CarRecommendation[]>(`${ops.recommendCar.path}?limit=3`)).content).toHaveLength(3);
    expect((await get<CarRecommendation[]>(ops.recommendCar.path)).content).toHaveLength(10);
  });

  it('price trucks by road distance', () => {
    expect(roadKm('3307', '3301')).toBeLessThan(roadKm('3307', '4401'));
    expect(roadKm('3307', '6501')).toBeGreaterThan(3500);
  });
});

describe('train recommendations', () => {
  it('compute the next departure from the weekly timetable in China time', () => {
    // Sunday 12:00 China: a Monday 09:00 train leaves the next day; a Sunday 07:00 one a week later.
    expect(nextDeparture(NOW, [1], 9 * 60)).toBe(NOW + 21 * HOUR);
    expect(nextDeparture(NOW, [7], 7 * 60)).toBe(NOW + 7 * 24 * HOUR - 5 * HOUR);
    expect(nextDeparture(NOW, [7], 13 * 60)).toBe(NOW + HOUR);
    expect(nextDeparture(NOW, [], 60)).toBeNull();
  });

  it('list trains by next departure after the asked time', async () => {
    const { content } = await get<TrainRecommendation[]>(`${ops.recommendTrain.path}?limit=50`);
    expect(content).toHaveLength(one<{ n: number }>(app.db, 'SELECT count(*) AS n FROM logistics_trains')!.n);
    expect(content.map((t) => t.nextDeparture)).toEqual(content.map((t) => t.nextDeparture).sort((a, b) => a - b));
    for (const train of content) {
      expect(train.nextDeparture).toBeGreaterThan(NOW);
      expect(train.nextDeparture - NOW).toBeLessThanOrEqual(7 * 24 * HOUR);
      expect(train.weekdays).toContain(chinaWeekday(train.nextDeparture));
      expect(train.containers.map((c) => c.type)).toEqual(['20GP', '40GP', '40HQ']);
    }
    const later = NOW + 3 * 24 * HOUR;
    const after = await get<TrainRecommendation[]>(`${ops.recommendTrain.path}?departAfter=${later}&limit=50`);
    expect(after.content.every((t) => t.nextDeparture > later)).toBe(true);
  });

  it('filter trains by destination in either language, or a country on the way, and by origin', async () => {
    const madrid = await get<TrainRecommendation[]>(`${ops.recommendTrain.path}?destination=madrid`);
    expect(madrid.content.map((t) => t.toStationEn)).toEqual(['Madrid']);
    const germany = await get<TrainRecommendation[]>(
      `${ops.recommendTrain.path}?destination=${encodeURIComponent('德国')}`,
    );
    expect(germany.content.length).toBeGreaterThan(1);
    expect(germany.content.every((t) => t.toCountry === '德国' || t.via.includes('德国'))).toBe(true);
    const hangzhou = await get<TrainRecommendation[]>(`${ops.recommendTrain.path}?fromRegionCode=3301`);
    expect(hangzhou.content.length).toBeGreaterThan(0);
    expect(hangzhou.content.every((t) => t.fromCityCode === '3301')).toBe(true);
    expect((await get<TrainRecommendation[]>(`${ops.recommendTrain.path}?destination=Atlantis`)).content).toEqual([]);
  });
});
