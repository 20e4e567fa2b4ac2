// The service zone's pages with a fake API: the zone in English (categories, advantages, services, the 1039
// entry), a carrier's logistics demand (the rule under the field, the server's 400 under the field it names,
// one request key across a retry, the result with the way to my requests), the provider list's filter in the
// URL, and the buyer's and the provider's request lists.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import * as portal from '@portal/contracts/http/service-portal';
import * as logistics from '@portal/contracts/http/logistics';
import {
  serviceOrderAccept,
  serviceOrderComplete,
  serviceOrderDecline,
  serviceOrderPage,
  type ServiceRequest,
} from '@portal/contracts/http/order';
import { errorBeside, fakeApi, fieldRejected, labelled, ok, renderWithStore, textsOf } from '@/test/render.tsx';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import ServiceSectorPage from './service-sector-page.tsx';
import ServeDetailPage from './serve-detail-page.tsx';
import ServiceProviderPage from './service-provider-page.tsx';
import MyRequestsSection from './my-requests-section.tsx';
import RequestsReceivedSection from './requests-received-section.tsx';
import { servicesTestIds as ids } from './test-ids.ts';

const t = textsOf('services');

const loggedIn = {
  session: {
    ...initialSessionState,
    token: 'token-1',
    userInfo: { id: 1, account: 'buyer', nickname: 'Buyer', mobile: '138****0001', role: 'buyer' },
  },
} as never;

const page = <T,>(records: T[]) => ({ records, total: records.length, pageNum: 1, pageSize: 15 });

const tradeService = (id: number, extra: Partial<portal.TradeService> = {}): portal.TradeService => ({
  id,
  serviceType: 'customs',
  name: '1039市场采购报关',
  nameEn: '1039 market-procurement declaration',
  providerId: 40,
  providerName: 'Yiwu Customs Brokers',
  description: 'One declaration for many stalls.',
  priceNote: 'From CNY 80 per declaration',
  tags: ['1039'],
  contact: 'Wang',
  phone: '0579-1234567',
  servedCount: 320,
  logo: '/assets-mock/logo/40.svg',
  ...extra,
});

const carrier: logistics.LogisticsCompany = {
  id: 7,
  companyId: 41,
  name: 'Yiwu Express Freight',
  logo: '/assets-mock/logo/41.svg',
  services: ['fullTruckload', 'railway'],
  contact: 'Chen',
  phone: '0579-7654321',
  address: '1 Logistics Road',
  regionName: 'Yiwu, Jinhua, Zhejiang',
  intro: 'Trucks and trains from Yiwu.',
  foundedYear: 2008,
  fleetSize: 120,
  rating: 92,
  routes: [],
};

const request = (id: number, extra: Partial<ServiceRequest> = {}): ServiceRequest => ({
  id,
  requestNo: `SR20260601${String(100000 + id)}`,
  kind: 'logistics',
  status: 'submitted',
  subject: 'Plastic toys',
  category: 'fullTruckload',
  providerCompanyId: 41,
  providerName: 'Yiwu Express Freight',
  requesterName: 'Star Trading',
  contactName: 'Li Lei',
  contactMobile: '13800000001',
  amount: null,
  details: 'Yiwu → Shenzhen · 1200 kg',
  declineReason: null,
  createdAt: Date.UTC(2026, 5, 1, 2),
  updatedAt: Date.UTC(2026, 5, 1, 2),
  ...extra,
});

describe('/serviceSector', () => {
  it('shows the categories, advantages, providers’ services and the 1039 entry in English', async () => {
    fakeApi([
      [portal.servicePortalBanner, () => ok([])],
      [
        portal.servicePortalNavigation,
        () =>
          ok([
            {
              key: 'customs',
              title: '报关通关',
              titleEn: 'Customs',
              description: '1039申报',
              descriptionEn: '1039 declaration, refunds',
              link: '/serviceSector?type=customs',
              children: [{ key: 'service-1', title: 'x', titleEn: 'x', link: '/serveDetail?id=1' }],
            },
          ]),
      ],
      [
        portal.servicePortalAdvantage,
        () =>
          ok([
            {
              id: 1,
              key: 'fast',
              title: '快',
              titleEn: 'Fast replies',
              description: '快',
              descriptionEn: 'Answers within a day',
              figure: '24h',
            },
          ]),
      ],
      [portal.servicePortalTrade, () => ok([tradeService(1)])],
      [portal.servicePortalCases, () => ok([])],
      [portal.servicePortalNews, () => ok(page([]))],
    ]);
    renderWithStore(<ServiceSectorPage />, { route: '/serviceSector', lang: 'en' });
    const category = await screen.findByTestId(ids.sector.category('customs'));
    expect(category.textContent).toContain('Customs');
    expect(category.getAttribute('href')).toBe('/serverTypeDetail?type=customs');
    expect(await screen.findByText('Fast replies')).toBeTruthy();
    const card = await screen.findByTestId(ids.sector.trade(1));
    expect(card.textContent).toContain('1039 market-procurement declaration');
    expect(within(card).getByRole('link', { name: 'Request' }).getAttribute('href')).toBe('/serveDetail?id=1');
    const enter = within(screen.getByTestId(ids.sector.zone1039)).getByRole('link', { name: 'Enter the 1039 zone' });
    expect(enter.getAttribute('href')).toBe('/serverEntranceDetail');
    expect(screen.getByText('No success stories yet')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('/serveDetail?kind=carrier', () => {
  it('checks the form, lands the server’s 400 on its field, keeps one request key and shows the result', async () => {
    let attempt = 0;
    const api = fakeApi([
      [logistics.pageSearchLogistics, () => ok(page([carrier]))],
      [
        logistics.logisticsInfoSave,
        () => {
          attempt += 1;
          return attempt === 1 ? fieldRejected('expectedShipDate', 'The date cannot be before today') : ok({ id: 88 });
        },
      ],
    ]);
    const { user } = renderWithStore(<ServeDetailPage />, {
      route: '/serveDetail?kind=carrier&id=7',
      preloadedState: loggedIn,
      lang: 'en',
    });
    const form = await screen.findByTestId(ids.form.root('logistics'));
    const field = (name: string) => within(form).getByRole('textbox', { name: t(`fields.${name}`) });
    const submit = () => within(form).getByRole('button', { name: t('forms.logistics.submit') });
    await user.click(submit());
    expect(errorBeside(field('goodsName'))).toBe('Goods name is required');
    expect(api.calls.filter((c) => c.op === logistics.logisticsInfoSave)).toHaveLength(0);

    await user.type(field('goodsName'), 'Plastic toys');
    await user.type(field('weight'), '1200');
    await user.selectOptions(within(form).getByRole('combobox', { name: t('fields.toRegionCode') }), '4403');
    await user.type(field('contactName'), 'Li Lei');
    await user.type(field('contactMobile'), '1380000000');
    await user.click(submit());
    expect(errorBeside(field('contactMobile'))).toMatch(/mobile/i);
    await user.type(field('contactMobile'), '1');
    await user.click(submit());
    await waitFor(() =>
      expect(errorBeside(within(form).getByLabelText(labelled(t('fields.expectedShipDate'))))).toBe(
        'The date cannot be before today',
      ),
    );
    // Nothing typed is lost on a refusal.
    expect((field('goodsName') as HTMLInputElement).value).toBe('Plastic toys');

    await user.click(submit());
    const done = await screen.findByTestId(ids.form.done);
    expect(done.textContent).toContain('Number 88');
    const toMine = within(done).getByRole('link', { name: 'See my service requests' });
    expect(toMine.getAttribute('href')).toBe('/buyerCenter/serviceRequests');
    const sent = api.calls
      .filter((c) => c.op === logistics.logisticsInfoSave)
      .map((c) => c.body as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.requestKey).toBeTruthy();
    expect(sent[1]?.requestKey).toBe(sent[0]?.requestKey);
    expect(sent[1]).toMatchObject({
      logisticsCompanyId: 7,
      fromProvinceCode: '33',
      fromCityCode: '3307',
      fromCountyCode: '330782',
      toRegionCode: '4403',
      weight: '1200',
      contactMobile: '13800000001',
    });
  });

  it('asks a visitor to log in before the form', async () => {
    fakeApi([[logistics.pageSearchLogistics, () => ok(page([carrier]))]]);
    renderWithStore(<ServeDetailPage />, { route: '/serveDetail?kind=carrier&id=7', lang: 'en' });
    expect(await screen.findByTestId('require-login-needed')).toBeTruthy();
    expect(screen.queryByTestId(ids.form.root('logistics'))).toBeNull();
  });
});

describe('/serviceProvider', () => {
  it('filters carriers by the service in the URL and searches by keyword', async () => {
    const api = fakeApi([[logistics.pageSearchLogistics, () => ok(page([carrier]))]]);
    const { user, router } = renderWithStore(<ServiceProviderPage />, {
      route: '/serviceProvider?type=railway',
      lang: 'en',
    });
    expect((await screen.findByTestId(ids.providers.card(7))).textContent).toContain('Yiwu Express Freight');
    expect(api.calls[0]?.query).toMatchObject({ service: 'railway' });
    await user.type(screen.getByRole('textbox', { name: t('providers.searchCarriers') }), 'Madrid');
    await user.click(screen.getByRole('button', { name: t('providers.search') }));
    await waitFor(() => expect(router.state.location.search).toContain('keyword=Madrid'));
    await waitFor(() => expect(api.calls.at(-1)?.query).toMatchObject({ keyword: 'Madrid', service: 'railway' }));
  });

  it('lists warehouses by their type in the URL; another type starts again from page 1', async () => {
    const warehouse: logistics.Warehouse = {
      id: 12,
      name: 'Yiwu Bonded Logistics Centre',
      type: 'bonded',
      logisticsCompanyId: null,
      operatorName: 'Yiwu Port Logistics',
      provinceCode: '33',
      cityCode: '3307',
      countyCode: '330782',
      regionName: 'Yiwu, Jinhua, Zhejiang',
      address: '1 Bonded Road',
      areaSqm: 20000,
      availableSqm: 3500,
      pricePerSqmDay: '1.20',
      contact: 'Ms Chen',
      phone: '0579-85550000',
      facilities: ['CCTV'],
      image: '/assets-mock/warehouse/12.svg',
      rating: 95,
    };
    const api = fakeApi([[logistics.pageSearchWarehouse, () => ok(page([warehouse]))]]);
    const { user, router } = renderWithStore(<ServiceProviderPage />, {
      route: '/serviceProvider?kind=warehouse&type=bonded&page=2',
      lang: 'en',
    });
    expect((await screen.findByTestId(ids.providers.card(12))).textContent).toContain('Yiwu Bonded Logistics Centre');
    expect(api.calls[0]?.query).toMatchObject({ type: 'bonded', pageNum: '2' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'cold');
    await waitFor(() => expect(router.state.location.search).toContain('type=cold'));
    expect(router.state.location.search).not.toContain('page=2');
    await waitFor(() => expect(api.calls.at(-1)?.query).toMatchObject({ type: 'cold', pageNum: '1' }));
  });
});

describe('service requests in the centres', () => {
  it('lists my requests with their provider, and a provider’s received ones with the requester', async () => {
    const api = fakeApi([
      [
        serviceOrderPage,
        (call) =>
          ok(
            page(
              call.query.side === 'provider'
                ? [request(2, { kind: 'finance', subject: 'Star Trading', amount: '500000.00' })]
                : [request(1), request(3, { providerCompanyId: null, providerName: '', kind: 'retention' })],
            ),
          ),
      ],
    ]);
    const mine = renderWithStore(<MyRequestsSection />, { preloadedState: loggedIn, lang: 'en' });
    const first = await screen.findByTestId(ids.requests.row(1));
    expect(first.textContent).toContain('Logistics');
    expect(first.textContent).toContain('To: Yiwu Express Freight');
    expect(first.textContent).toContain('Submitted');
    expect(screen.getByTestId(ids.requests.row(3)).textContent).toContain('To: Platform service desk');
    mine.unmount();

    renderWithStore(<RequestsReceivedSection />, { preloadedState: loggedIn, lang: 'en' });
    const received = await screen.findByTestId(ids.requests.row(2));
    expect(received.textContent).toContain('From: Star Trading · Li Lei 13800000001');
    expect(received.textContent).toContain('¥500,000.00');
    expect(api.calls.some((c) => c.query.side === 'provider')).toBe(true);
  });

  it('lets the provider accept, complete and decline with a reason; the requester reads the reason', async () => {
    const rows = new Map([
      [4, request(4)],
      [5, request(5, { status: 'accepted' })],
      [6, request(6, { subject: 'Glass vases' })],
    ]);
    const step = (id: number, patch: Partial<ServiceRequest>) => {
      const next = { ...(rows.get(id) ?? request(id)), ...patch };
      rows.set(id, next);
      return ok(next);
    };
    let declines = 0;
    const api = fakeApi([
      [serviceOrderPage, () => ok(page([...rows.values()]))],
      [serviceOrderAccept, (call) => step((call.body as { id: number }).id, { status: 'accepted' })],
      [serviceOrderComplete, (call) => step((call.body as { id: number }).id, { status: 'completed' })],
      [
        serviceOrderDecline,
        (call) => {
          const body = call.body as { id: number; reason: string };
          declines += 1;
          // The first try is refused by the server (too short), the second goes through.
          if (declines === 1) return fieldRejected('reason', 'Give a reason for declining (2-200 characters)');
          return step(body.id, { status: 'declined', declineReason: body.reason });
        },
      ],
    ]);
    const received = renderWithStore(<RequestsReceivedSection />, { preloadedState: loggedIn, lang: 'en' });
    const { user } = received;
    await user.click(
      within(await screen.findByTestId(ids.requests.row(4))).getByRole('button', { name: t('requests.accept') }),
    );
    await waitFor(() => expect(screen.getByTestId(ids.requests.status(4)).textContent).toBe('Accepted'));
    expect(api.callsTo(serviceOrderAccept)[0]?.body).toEqual({ id: 4 });
    await user.click(
      within(screen.getByTestId(ids.requests.row(5))).getByRole('button', { name: t('requests.complete') }),
    );
    await waitFor(() => expect(screen.getByTestId(ids.requests.status(5)).textContent).toBe('Completed'));
    expect(screen.queryByTestId(ids.requests.complete(5))).toBeNull();

    // Decline: a blank reason is stopped on the form; the server's refusal lands under the field, text kept.
    await user.click(
      within(screen.getByTestId(ids.requests.row(6))).getByRole('button', { name: t('requests.decline') }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: t('requests.declineTitle', { number: request(6).requestNo }),
    });
    const reason = () => within(dialog).getByRole('textbox', { name: t('requests.declineReason') });
    const declineButton = () => within(dialog).getByRole('button', { name: t('requests.decline') });
    await user.click(declineButton());
    expect(errorBeside(reason())).toBe('Reason is required');
    expect(api.callsTo(serviceOrderDecline)).toHaveLength(0);
    await user.type(reason(), 'X');
    await user.click(declineButton());
    await waitFor(() => expect(errorBeside(reason())).toBe('Give a reason for declining (2-200 characters)'));
    expect((reason() as HTMLTextAreaElement).value).toBe('X');
    await user.type(reason(), 'mas rush: fully booked');
    await user.click(declineButton());
    await waitFor(() => expect(screen.getByTestId(ids.requests.status(6)).textContent).toBe('Declined'));
    expect(api.callsTo(serviceOrderDecline)[1]?.body).toEqual({ id: 6, reason: 'Xmas rush: fully booked' });
    received.unmount();

    renderWithStore(<MyRequestsSection />, { preloadedState: loggedIn, lang: 'en' });
    expect((await screen.findByTestId(ids.requests.declineNote(6))).textContent).toBe(
      'Declined: Xmas rush: fully booked',
    );
    // The requester has no provider buttons.
    expect(screen.queryByTestId(ids.requests.accept(4))).toBeNull();
  });
});
