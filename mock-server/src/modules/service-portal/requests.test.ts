// The service zone's request writes through app.inject: each form's contract rules (a 400 naming the field),
// login, the request landing in the requester's list and the provider's (drafts stay private), draft ownership,
// idempotent resends by requestKey, and answers in English without seeded Chinese.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { HEADER_LANG, HEADER_TOKEN } from '@portal/contracts/envelope';
import type { OperationDef, PageOf } from '@portal/contracts/operation';
import type { CreatedOrders } from '@portal/contracts/entities/order';
import * as order from '@portal/contracts/http/order';
import * as logistics from '@portal/contracts/http/logistics';
import * as portal from '@portal/contracts/http/service-portal';
import { consultInfoSave } from '@portal/contracts/http/consult-info';
import { financeInfoSave } from '@portal/contracts/http/finance-info';
import { retentionInfoSave } from '@portal/contracts/http/retention-info';
import { buildApp } from '../../app.ts';
import { one } from '../../db/database.ts';
import { companyIdOf, get, tokenOf, userIdOf } from '../../test/helpers.ts';

const T0 = Date.UTC(2026, 5, 1, 2, 0, 0);
let app: FastifyInstance;
let providerId: number;
let otherProviderId: number;

async function post<T>(op: OperationDef, body: Record<string, unknown>, account: string | null = 'buyer', lang = 'en') {
  const res = await app.inject({
    method: 'POST',
    url: op.path,
    payload: body,
    headers: { ...(account ? { [HEADER_TOKEN]: tokenOf(app, account) } : {}), [HEADER_LANG]: lang },
  });
  return { status: res.statusCode, ...(res.json() as { resultCode: string; content: T; field?: string }) };
}

const mine = async (account = 'buyer', query: Record<string, string> = {}) =>
  (
    await get<PageOf<order.ServiceRequest>>(app, order.serviceOrderPage, {
      token: tokenOf(app, account),
      query,
      lang: 'en',
    })
  ).content;

const serviceOrder = (extra: Record<string, unknown> = {}) => ({
  providerCompanyId: providerId,
  serviceType: 'design',
  title: 'Catalogue photos for 40 items',
  quantity: '40',
  unit: 'piece',
  budget: '1200.50',
  expectedDate: '2026-06-20',
  paymentMethod: 'online',
  contactName: 'Li Lei',
  contactMobile: '13800000001',
  ...extra,
});

beforeAll(async () => {
  app = await buildApp({ dbFile: ':memory:', now: () => T0 });
  providerId = companyIdOf(app, 'provider');
  const other = one<{ id: number }>(
    app.db,
    "SELECT id FROM companies WHERE kind = 'provider' AND id <> ? ORDER BY id LIMIT 1",
    providerId,
  );
  if (!other) throw new Error('no second provider');
  otherProviderId = other.id;
});
afterAll(() => app.close());

describe('service orders (order/saveServiceOrder, serviceOrder/save)', () => {
  it('submits an order the provider then sees, with its number and budget; a resend with the key saves once', async () => {
    const body = serviceOrder({ requestKey: 'order-key-0001' });
    const first = await post<CreatedOrders>(order.saveServiceOrder, body);
    expect(first.resultCode).toBe('000');
    const created = first.content.orders[0];
    expect(created).toMatchObject({ totalAmount: '1200.50' });
    expect(created?.orderNo).toMatch(/^SR20260601\d{6}$/);
    const again = await post<CreatedOrders>(order.saveServiceOrder, body);
    expect(again.content.orders[0]?.id).toBe(created?.id);

    const buyerList = await mine();
    expect(buyerList.records.filter((r) => r.id === created?.id)).toHaveLength(1);
    const provider = await mine('provider', { side: 'provider' });
    expect(provider.records.find((r) => r.id === created?.id)).toMatchObject({
      kind: 'serviceOrder',
      status: 'submitted',
      subject: 'Catalogue photos for 40 items',
      amount: '1200.50',
      contactMobile: '13800000001',
    });
    // Another provider does not see it; a buyer has no provider side.
    const otherList = one<{ n: number }>(
      app.db,
      'SELECT count(*) AS n FROM service_requests WHERE provider_company_id = ? AND id = ?',
      otherProviderId,
      created?.id ?? 0,
    );
    expect(otherList?.n).toBe(0);
    const refused = await get(app, order.serviceOrderPage, {
      token: tokenOf(app, 'buyer'),
      query: { side: 'provider' },
    });
    expect(refused.resultCode).toBe('B018');
  });

  it('keeps a draft private, lets only its owner update and submit it', async () => {
    const draft = await post<CreatedOrders>(order.serviceOrderSave, serviceOrder({ title: 'Draft packaging' }));
    const id = draft.content.orders[0]?.id;
    expect((await mine('provider', { side: 'provider' })).records.some((r) => r.id === id)).toBe(false);
    expect((await mine()).records.find((r) => r.id === id)).toMatchObject({ status: 'draft' });

    const stolen = await post(order.saveServiceOrder, serviceOrder({ id, title: 'Hijack' }), 'buyer2');
    expect(stolen.resultCode).toBe('B017');
    expect(
      one<{ subject: string }>(app.db, 'SELECT subject FROM service_requests WHERE id = ?', id ?? 0)?.subject,
    ).toBe('Draft packaging');

    const submitted = await post<CreatedOrders>(
      order.saveServiceOrder,
      serviceOrder({ id, title: 'Packaging, final' }),
    );
    expect(submitted.content.orders[0]?.id).toBe(id);
    expect((await mine('provider', { side: 'provider' })).records.find((r) => r.id === id)).toMatchObject({
      status: 'submitted',
      subject: 'Packaging, final',
    });
    // A submitted order is no longer a draft to change.
    expect((await post(order.serviceOrderSave, serviceOrder({ id }))).resultCode).toBe('B017');
  });

  it('refuses bad fields with a 400 naming them, and anonymous callers', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ contactMobile: '12345' }, 'contactMobile'],
      [{ quantity: '1.23456' }, 'quantity'],
      [{ providerCompanyId: companyIdOf(app, 'seller') }, 'providerCompanyId'],
      [{ expectedDate: '2026-05-31' }, 'expectedDate'],
      [{ budget: '0' }, 'budget'],
    ];
    for (const [extra, field] of cases) {
      const answer = await post(order.saveServiceOrder, serviceOrder(extra));
      expect({ field: answer.field, status: answer.status }).toEqual({ field, status: 400 });
    }
    const own = await post(order.saveServiceOrder, serviceOrder(), 'provider');
    expect(own).toMatchObject({
      status: 400,
      field: 'providerCompanyId',
      content: 'You cannot order from your own company',
    });
    expect((await post(order.saveServiceOrder, serviceOrder(), null)).resultCode).toBe('G001');
  });
});

describe('the request forms', () => {
  it('a logistics demand to a carrier reaches the carrier company, route named in English', async () => {
    const carrier = one<{ id: number; company_id: number }>(
      app.db,
      'SELECT id, company_id FROM logistics_companies WHERE company_id IS NOT NULL ORDER BY id LIMIT 1',
    );
    const body = {
      mode: 'fullTruckload',
      fromProvinceCode: '33',
      fromCityCode: '3307',
      fromCountyCode: '330782',
      toRegionCode: '4403',
      goodsName: 'Plastic toys',
      weight: '1200',
      expectedShipDate: '2026-06-05',
      contactName: 'Li Lei',
      contactMobile: '13800000001',
      logisticsCompanyId: carrier?.id,
      requestKey: 'logistics-key-1',
    };
    const saved = await post<{ id: number }>(logistics.logisticsInfoSave, body);
    expect(saved.resultCode).toBe('000');
    expect((await post<{ id: number }>(logistics.logisticsInfoSave, body)).content.id).toBe(saved.content.id);
    const row = (await mine()).records.find((r) => r.id === saved.content.id);
    expect(row).toMatchObject({ kind: 'logistics', category: 'fullTruckload', providerCompanyId: carrier?.company_id });
    expect(row?.details).not.toMatch(/[\u4e00-\u9fff]/);

    expect(
      (await post(logistics.logisticsInfoSave, { ...body, requestKey: undefined, toRegionCode: undefined })).field,
    ).toBe('toRegionCode');
    expect(
      (await post(logistics.logisticsInfoSave, { ...body, fromCityCode: '3301', requestKey: undefined })).field,
    ).toBe('fromCountyCode');
    expect((await post(logistics.logisticsInfoSave, { ...body, weight: '0', requestKey: undefined })).field).toBe(
      'weight',
    );
  });

  it('a YunCang request is stored for the warehouse list and as a request; it must fit the free area', async () => {
    const warehouse = one<{ id: number; available_sqm: number }>(
      app.db,
      'SELECT id, available_sqm FROM logistics_warehouses ORDER BY id LIMIT 1',
    );
    const body = {
      warehouseId: warehouse?.id,
      goodsName: 'Hair clips',
      quantity: '300',
      unit: 'piece',
      volume: '12.5',
      storageDays: 30,
      inboundDate: '2026-06-03',
      contactName: 'Li Lei',
      contactMobile: '13800000001',
    };
    const saved = await post<{ id: number }>(logistics.logisticsYunCangSave, body);
    expect(saved.resultCode).toBe('000');
    const list = await get<logistics.YunCangRecord[]>(app, logistics.logisticsYunCangList, {
      token: tokenOf(app, 'buyer'),
    });
    expect(list.content.find((r) => r.id === saved.content.id)).toMatchObject({ status: 'submitted', volume: '12.5' });
    const request = (await mine()).records.find((r) => r.kind === 'yuncang' && r.subject === 'Hair clips');
    expect(request?.details).not.toMatch(/[\u4e00-\u9fff]/);
    const tooBig = await post(logistics.logisticsYunCangSave, {
      ...body,
      volume: String((warehouse?.available_sqm ?? 0) + 1),
    });
    expect(tooBig).toMatchObject({ status: 400, field: 'volume' });
    expect((await post(logistics.logisticsYunCangSave, { ...body, warehouseId: 999999 })).field).toBe('warehouseId');
    expect((await post(logistics.logisticsYunCangSave, { ...body, inboundDate: '2026-05-01' })).field).toBe(
      'inboundDate',
    );
  });

  it('finance and consultations go to the provider named; call-backs are open to visitors', async () => {
    const finance = await post<{ id: number }>(financeInfoSave, {
      productType: 'orderFinancing',
      amount: '500000',
      termMonths: 6,
      companyName: 'Yiwu Star Trading',
      contactName: 'Li Lei',
      contactMobile: '13800000001',
      providerCompanyId: providerId,
    });
    expect(finance.resultCode).toBe('000');
    expect((await mine('provider', { side: 'provider', kind: 'finance' })).records[0]).toMatchObject({
      id: finance.content.id,
      amount: '500000.00',
      details: '6 months',
    });
    expect(
      (
        await post(financeInfoSave, {
          productType: 'creditLoan',
          amount: '0',
          termMonths: 3,
          companyName: 'X',
          contactName: 'Li',
          contactMobile: '13800000001',
        })
      ).field,
    ).toBe('amount');
    expect(
      (
        await post(financeInfoSave, {
          productType: 'creditLoan',
          amount: '10',
          termMonths: 37,
          companyName: 'X',
          contactName: 'Li',
          contactMobile: '13800000001',
        })
      ).field,
    ).toBe('termMonths');

    const service = (await get<portal.TradeService[]>(app, portal.servicePortalTrade)).content[0];
    const consult = await post<{ id: number }>(consultInfoSave, {
      type: 'service',
      targetId: service?.id,
      content: 'Can you ship 3 cartons a week?',
      contactName: 'Li Lei',
      contactMobile: '13800000001',
    });
    expect((await mine()).records.find((r) => r.id === consult.content.id)).toMatchObject({
      kind: 'consult',
      providerCompanyId: service?.providerId,
    });
    expect(
      (
        await post(consultInfoSave, {
          type: 'service',
          targetId: 999999,
          content: 'x',
          contactName: 'L',
          contactMobile: '13800000001',
        })
      ).field,
    ).toBe('targetId');

    const visitor = await post<{ id: number }>(
      retentionInfoSave,
      { source: 'serverEntranceDetail', name: 'Wang', mobile: '13900000009', requestKey: 'visitor-key-1' },
      null,
    );
    expect(visitor.resultCode).toBe('000');
    const twice = await post<{ id: number }>(
      retentionInfoSave,
      { source: 'serverEntranceDetail', name: 'Wang', mobile: '13900000009', requestKey: 'visitor-key-1' },
      null,
    );
    expect(twice.content.id).toBe(visitor.content.id);
    expect((await post(retentionInfoSave, { source: 'x', name: 'Wang', mobile: '139' }, null)).field).toBe('mobile');
  });
});

describe('the zone in English', () => {
  it('answers news, cases and trade services without seeded Chinese', async () => {
    const han = /[\u4e00-\u9fff]/;
    const news = await get<PageOf<portal.ServiceNewsItem>>(app, portal.servicePortalNews, {
      lang: 'en',
      query: { pageSize: 50 },
    });
    for (const item of news.content.records) expect(han.test(item.title + item.summary + item.source)).toBe(false);
    const cases = await get<portal.ServiceCase[]>(app, portal.servicePortalCases, { lang: 'en' });
    for (const item of cases.content)
      expect(han.test(item.title + item.summary + item.result + item.providerName)).toBe(false);
    const trade = await get<portal.TradeService[]>(app, portal.servicePortalTrade, { lang: 'en' });
    for (const item of trade.content) {
      expect(han.test(item.description + item.priceNote + item.tags.join() + item.providerName)).toBe(false);
    }
    const advantages = await get<portal.ServiceAdvantage[]>(app, portal.servicePortalAdvantage, { lang: 'en' });
    for (const item of advantages.content) expect(han.test(item.figure + item.titleEn)).toBe(false);
    const carriers = await get<PageOf<logistics.LogisticsCompany>>(app, logistics.pageSearchLogistics, {
      lang: 'en',
      query: { pageSize: 100 },
    });
    expect(carriers.content.records.length).toBeGreaterThan(5);
    for (const carrier of carriers.content.records) {
      const routes = carrier.routes.map((r) => r.fromName + r.toName).join();
      expect(han.test(carrier.name + carrier.intro + carrier.contact + carrier.regionName + routes), carrier.name).toBe(
        false,
      );
    }
    const warehouses = await get<PageOf<logistics.Warehouse>>(app, logistics.pageSearchWarehouse, {
      lang: 'en',
      query: { pageSize: 100 },
    });
    for (const w of warehouses.content.records) {
      const text = [w.name, w.operatorName, w.regionName, w.address, w.contact, ...w.facilities].join();
      expect(han.test(text), text).toBe(false);
    }
    const zh = await get<portal.TradeService[]>(app, portal.servicePortalTrade);
    expect(han.test(zh.content[0]?.description ?? '')).toBe(true);
  });
});

describe("the provider's steps (serviceOrder/accept, decline, complete)", () => {
  const submit = async (title: string) => {
    const made = await post<CreatedOrders>(order.saveServiceOrder, serviceOrder({ title }));
    const id = made.content.orders[0]?.id;
    if (id === undefined) throw new Error('no order');
    return id;
  };

  it('walks submitted -> accepted -> completed, the requester told after each commit and seeing the status', async () => {
    const id = await submit('Booth photos, accept then complete');
    const publish = vi.spyOn(app.realtime, 'publish');
    const accepted = await post<order.ServiceRequest>(order.serviceOrderAccept, { id }, 'provider');
    expect(accepted).toMatchObject({ status: 200, content: { id, status: 'accepted', declineReason: null } });
    expect(publish).toHaveBeenCalledWith(`user:${userIdOf(app, 'buyer')}`, 'user:notification', {
      id,
      kind: 'serviceRequest',
      title: 'Booth photos, accept then complete',
      at: T0,
    });
    expect((await mine()).records.find((r) => r.id === id)?.status).toBe('accepted');
    // Accepting twice, or declining what is accepted, names the id; completing moves it on.
    expect(await post(order.serviceOrderAccept, { id }, 'provider')).toMatchObject({ status: 400, field: 'id' });
    expect(await post(order.serviceOrderDecline, { id, reason: 'Too late' }, 'provider')).toMatchObject({
      status: 400,
      field: 'id',
    });
    const done = await post<order.ServiceRequest>(order.serviceOrderComplete, { id }, 'provider');
    expect(done.content.status).toBe('completed');
    expect(await post(order.serviceOrderComplete, { id }, 'provider', 'zh')).toMatchObject({
      status: 400,
      field: 'id',
      resultCode: expect.any(String),
    });
    expect((await mine()).records.find((r) => r.id === id)?.status).toBe('completed');
    const told = publish.mock.calls.filter(
      ([, event, data]) => event === 'user:notification' && (data as { id?: number }).id === id,
    );
    expect(told).toHaveLength(2);
    publish.mockRestore();
  });

  it('declines only with a reason the requester reads; completing a submitted request is refused', async () => {
    const id = await submit('Logo redesign, declined');
    expect(await post(order.serviceOrderComplete, { id }, 'provider')).toMatchObject({ status: 400, field: 'id' });
    const blank = await post(order.serviceOrderDecline, { id, reason: '  ' }, 'provider');
    expect(blank).toMatchObject({ status: 400, field: 'reason' });
    expect(blank.content).toMatch(/reason/i);
    const declined = await post<order.ServiceRequest>(
      order.serviceOrderDecline,
      { id, reason: '  Fully booked until July  ' },
      'provider',
    );
    expect(declined.content).toMatchObject({ status: 'declined', declineReason: 'Fully booked until July' });
    expect((await mine()).records.find((r) => r.id === id)).toMatchObject({
      status: 'declined',
      declineReason: 'Fully booked until July',
    });
    expect(await post(order.serviceOrderAccept, { id }, 'provider')).toMatchObject({ status: 400, field: 'id' });
  });

  it('lets only the provider addressed act: the requester, another company, a draft and a visitor get nothing', async () => {
    const id = await submit('Customs papers, not yours');
    for (const account of ['buyer', 'seller', 'factory']) {
      expect((await post(order.serviceOrderAccept, { id }, account)).resultCode).toBe('B017');
    }
    expect((await post(order.serviceOrderAccept, { id }, null)).resultCode).toBe('G001');
    const draft = await post<CreatedOrders>(order.serviceOrderSave, serviceOrder({ title: 'A private draft' }));
    const draftId = draft.content.orders[0]?.id ?? 0;
    expect((await post(order.serviceOrderAccept, { id: draftId }, 'provider')).resultCode).toBe('B017');
    expect((await post(order.serviceOrderAccept, { id: 999_999 }, 'provider')).resultCode).toBe('B017');
    expect((await mine()).records.find((r) => r.id === id)?.status).toBe('submitted');
  });
});
