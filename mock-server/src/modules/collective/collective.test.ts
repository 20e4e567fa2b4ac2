import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { all, one } from '../../db/database.ts';
import type { PageOf } from '@portal/contracts/operation';
import type {
  AgentProduct,
  GroupBuyCard,
  GroupBuyCategory,
  GroupBuyDetail,
} from '@portal/contracts/entities/trade-request';
import type { CollectiveSearchCriteria } from '@portal/contracts/http/collective';
import * as collective from '@portal/contracts/http/collective';
import * as centralized from '@portal/contracts/http/centralized';
import * as agent from '@portal/contracts/http/agent-purchasing';
import { buildPath } from '@portal/contracts/operation';
import { moneyToFen, quantityToBigUnits } from '../../lib/money.ts';
import { get as getAnswer, tokenOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let clock = T0;
let app: FastifyInstance;
let buyerToken: string;

const get = <T>(path: string, query: Record<string, string | number> = {}, token?: string) =>
  getAnswer<T>(app, path, { query, token });

const list = (query: Record<string, string | number> = {}) =>
  get<PageOf<GroupBuyCard>>(centralized.centralizedListByKeyword.path, query);
const detail = (id: number, token?: string) =>
  get<GroupBuyDetail>(buildPath(centralized.getCentralizedProduct.path, { id }), {}, token);

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => clock });
  buyerToken = tokenOf(app, 'buyer');
});
afterAll(() => app.close());
beforeEach(() => {
  clock = T0;
});

describe('group buys (CentralizedPurchasingProduct/listByKeyword)', () => {
  it('has coming, open and closed group buys, each status from the server clock', async () => {
    const { resultCode, content } = await list({ pageSize: 100 });
    expect(resultCode).toBe('000');
    expect(content.total).toBeGreaterThanOrEqual(20);
    for (const g of content.records) {
      expect(g.status).toBe(T0 < g.startAt ? 'notStarted' : T0 < g.deadline ? 'inProgress' : 'ended');
    }
    for (const status of ['notStarted', 'inProgress', 'ended']) {
      expect(content.records.some((g) => g.status === status)).toBe(true);
    }
    const ranks = content.records.map((g) => ({ inProgress: 0, notStarted: 1, ended: 2 })[g.status]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('follows the clock: a coming group buy opens at its start and closes at its deadline', async () => {
    const coming = (await list({ status: 'notStarted', pageSize: 1 })).content.records[0];
    if (!coming) throw new Error('no coming group buy');
    clock = coming.startAt;
    expect((await detail(coming.id)).content.status).toBe('inProgress');
    clock = coming.deadline;
    expect((await detail(coming.id)).content.status).toBe('ended');
  });

  it('sums joined quantity and participants from approved registrations only', async () => {
    const { content } = await list({ pageSize: 100 });
    for (const g of content.records) {
      const rows = all<{ quantity: string }>(
        app.db,
        "SELECT quantity FROM collective_registrations WHERE collective_id = ? AND status = 'approved'",
        g.id,
      );
      const joined = rows.reduce((sum, r) => sum + quantityToBigUnits(r.quantity), 0n);
      expect(quantityToBigUnits(g.joinedQuantity)).toBe(joined);
      expect(g.participants).toBe(rows.length);
      expect(g.achieved).toBe(joined >= quantityToBigUnits(g.targetQuantity));
      expect(joined <= quantityToBigUnits(g.stock)).toBe(true);
    }
    expect(content.records.some((g) => g.achieved && g.progress === 100)).toBe(true);
    expect(content.records.some((g) => !g.achieved && g.progress < 100)).toBe(true);
  });

  it('filters by status, category and keyword, and pages', async () => {
    const open = (await list({ status: 'inProgress', pageSize: 100 })).content;
    expect(open.records.every((g) => g.status === 'inProgress')).toBe(true);
    const categories = (await get<GroupBuyCategory[]>(collective.collectiveCategoryCache.path)).content;
    const used = categories.find((c) => c.count > 1);
    if (!used) throw new Error('no category with group buys');
    const inCategory = (await list({ categoryId: used.id, pageSize: 100 })).content;
    expect(inCategory.total).toBe(used.count);
    expect(inCategory.records.every((g) => g.categoryId === used.id)).toBe(true);
    const sample = open.records[0];
    if (!sample) throw new Error('no open group buy');
    expect((await list({ keyword: sample.code })).content.records.map((g) => g.id)).toEqual([sample.id]);
    const page2 = (await list({ pageNum: 2, pageSize: 10 })).content;
    expect(page2.records).toHaveLength(10);
    expect(page2.pageNum).toBe(2);
  });

  it('sorts by price and by progress', async () => {
    const prices = (await list({ sort: 'priceAsc', pageSize: 100 })).content.records.map(
      (g) => moneyToFen(g.price) ?? 0,
    );
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const progress = (await list({ sort: 'progressDesc', pageSize: 100 })).content.records.map((g) => g.progress);
    expect(progress).toEqual([...progress].sort((a, b) => b - a));
  });
});

describe('group-buy detail (centralized/getCentralizedProduct/{id})', () => {
  it('gives the deposit for the minimum quantity and recent participants, no personal data anonymously', async () => {
    const open = (await list({ status: 'inProgress', sort: 'progressDesc', pageSize: 1 })).content.records[0];
    if (!open) throw new Error('no open group buy');
    const d = (await detail(open.id)).content;
    expect(d.me).toBeNull();
    expect(d.serverNow).toBe(T0);
    expect(d.maxAttachments).toBe(3);
    const expected =
      ((moneyToFen(d.price) ?? 0) * Number(quantityToBigUnits(d.minQuantity)) * d.marginRatio) / 100 / 10000;
    expect(moneyToFen(d.minDeposit)).toBe(Math.round(expected));
    expect(d.recentParticipants.length).toBe(Math.min(10, d.participants));
    expect(d.description.length).toBeGreaterThan(1);
  });

  it('gives the specifications in the reader’s language: the same rows, English names and values in English', async () => {
    const ids = all<{ id: number }>(app.db, "SELECT id FROM collective_purchases WHERE specs != '[]'").map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const path = buildPath(centralized.getCentralizedProduct.path, { id });
      const zh = (await getAnswer<GroupBuyDetail>(app, path, { lang: 'zh' })).content.specs;
      const en = (await getAnswer<GroupBuyDetail>(app, path, { lang: 'en' })).content.specs;
      expect(zh.some((s) => /\p{Script=Han}/u.test(s.name))).toBe(true);
      expect(en).toHaveLength(zh.length);
      for (const spec of en) expect(`${spec.name} ${spec.value}`).not.toMatch(/\p{Script=Han}/u);
    }
  });

  it("shows the logged-in buyer's deposit status: approved, pending, rejected, unpaid or unregistered", async () => {
    const regs = all<{ collective_id: number; status: string }>(
      app.db,
      "SELECT r.collective_id, r.status FROM collective_registrations r JOIN users u ON u.id = r.user_id WHERE u.account = 'buyer'",
    );
    expect(new Set(regs.map((r) => r.status))).toEqual(new Set(['approved', 'pendingReview', 'rejected', 'unpaid']));
    for (const reg of regs) {
      expect((await detail(reg.collective_id, buyerToken)).content.me?.depositStatus).toBe(reg.status);
    }
    const other = (await list({ status: 'notStarted', pageSize: 1 })).content.records[0];
    if (!other) throw new Error('no coming group buy');
    expect((await detail(other.id, buyerToken)).content.me).toEqual({
      depositStatus: 'unregistered',
      quantity: null,
      deposit: null,
      paymentTime: null,
      settlement: null,
    });
  });

  it('answers not found', async () => {
    expect((await detail(999_999)).resultCode).toBe('B017');
  });
});

describe('collective/searchCriteria and collective/categoryCache', () => {
  it('counts statuses from the clock and lists categories in order with counts', async () => {
    const criteria = (await get<CollectiveSearchCriteria>(collective.collectiveSearchCriteria.path)).content;
    const { content } = await list({ pageSize: 100 });
    for (const s of criteria.statuses) {
      expect(s.count).toBe(content.records.filter((g) => g.status === s.value).length);
    }
    expect(criteria.categories.reduce((sum, c) => sum + c.count, 0)).toBe(content.total);
    const cache = (await get<GroupBuyCategory[]>(collective.collectiveCategoryCache.path)).content;
    expect(cache).toEqual(criteria.categories);
    expect(cache[0]).toMatchObject({ name: '饰品', nameEn: 'Jewellery' });
    clock = T0 + 400 * 24 * 3600_000;
    const later = (await get<CollectiveSearchCriteria>(collective.collectiveSearchCriteria.path)).content;
    expect(later.statuses.find((s) => s.value === 'ended')?.count).toBe(content.total);
  });
});

describe('agent purchasing (agentPurchasingProduct/listByKeyword)', () => {
  it('lists agent goods with their agent and request counts, paged and filtered', async () => {
    const page = (await get<PageOf<AgentProduct>>(agent.agentPurchasingListByKeyword.path, { pageSize: 100 })).content;
    expect(page.total).toBeGreaterThanOrEqual(10);
    const counts = page.records.map((a) => a.requestCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const total = one<{ n: number }>(app.db, 'SELECT COUNT(*) AS n FROM agent_purchase_records')?.n;
    expect(counts.reduce((a, b) => a + b, 0)).toBe(total);
    const sample = page.records[0];
    if (!sample) throw new Error('no agent goods');
    expect(sample.serviceFeePercent).toMatch(/^\d+\.\d{2}$/);
    const byMarket = (
      await get<PageOf<AgentProduct>>(agent.agentPurchasingListByKeyword.path, {
        keyword: sample.market,
        pageSize: 100,
      })
    ).content;
    expect(byMarket.records.every((a) => a.market === sample.market || a.title.includes(sample.market))).toBe(true);
    expect(byMarket.records.some((a) => a.id === sample.id)).toBe(true);
    if (sample.categoryId !== null) {
      const inCategory = (
        await get<PageOf<AgentProduct>>(agent.agentPurchasingListByKeyword.path, { categoryId: sample.categoryId })
      ).content;
      expect(inCategory.records.every((a) => a.categoryId === sample.categoryId)).toBe(true);
    }
    const cheap = (
      await get<PageOf<AgentProduct>>(agent.agentPurchasingListByKeyword.path, { sort: 'priceAsc', pageSize: 100 })
    ).content.records.map((a) => moneyToFen(a.referencePrice) ?? 0);
    expect(cheap).toEqual([...cheap].sort((a, b) => a - b));
    const second = (
      await get<PageOf<AgentProduct>>(agent.agentPurchasingListByKeyword.path, { pageNum: 2, pageSize: 5 })
    ).content;
    expect(second.records).toHaveLength(5);
  });
});
