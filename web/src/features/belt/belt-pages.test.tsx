// The belt pages against a fake API and a fake socket: the list by statistic with belts outside the map,
// the detail page's figures, companies and goods, a `belt:update` moving its figures, and a bad link.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  industrialBeltDetail,
  industrialBeltMap,
  industrialBeltStatistics,
} from '@portal/contracts/http/industrial-belt';
import { FakeManagedSocket } from '@/shared/realtime/fake-socket.ts';
import { RealtimeConnection } from '@/shared/realtime/connection.ts';
import type * as ConnectionModule from '@/shared/realtime/connection.ts';
import { fakeApi, ok, renderPage } from '@/test/render.tsx';
import { beltDetailFixture, beltFixture } from './belt-fixture.ts';
import { beltTestIds } from './test-ids.ts';
import BeltDetailPage from './belt-detail-page.tsx';
import BeltMapPage from './belt-map-page.tsx';

const socket = new FakeManagedSocket((event, args) => {
  const room = (args[0] as { room?: string } | undefined)?.room;
  if (event === 'room:join' || event === 'room:leave') return { ok: true, room, seq: 0, epoch: 'e1' };
  return undefined;
});
const connection = new RealtimeConnection(socket);

vi.mock('@/shared/realtime/connection.ts', async (original) => ({
  ...(await original<typeof ConnectionModule>()),
  getTabConnection: () => connection,
}));
// jsdom has no canvas: a chart shows nothing, and the map's boundaries are not fetched.
vi.mock('echarts-for-react/esm/core', () => ({ default: () => <div data-testid="echarts" /> }));
vi.mock('./belt-echarts.ts', () => ({ echarts: {}, loadRegionMap: () => Promise.resolve(), REGION_MAP: 'zhejiang' }));

afterEach(() => {
  vi.unstubAllGlobals();
  socket.disconnect();
});

const statistics = {
  beltCount: 2,
  enterpriseCount: 42000,
  annualOutput: '260000000000.00',
  companyCount: 30,
  productCount: 300,
  turnover: '7180068574.00',
  byProvince: [],
  byIndustry: [],
};

describe('BeltMapPage', () => {
  it('lists every belt by the chosen statistic, marking those outside the map', async () => {
    const outside = beltFixture({
      code: '440515',
      name: '澄海玩具',
      nameEn: 'Chenghai toys',
      provinceCode: '44',
      placeEn: 'Chenghai District, Shantou, Guangdong',
      enterpriseCount: 5000,
      growth: 12.5,
    });
    fakeApi([
      [industrialBeltMap, () => ok([beltFixture(), outside])],
      [industrialBeltStatistics, () => ok(statistics)],
    ]);
    renderPage(<BeltMapPage />, { path: '/industrialBelt', url: '/industrialBelt?stat=growth', lang: 'en' });
    const list = await screen.findByTestId(beltTestIds.map.list);
    const items = within(list).getAllByTestId(beltTestIds.map.item);
    // By growth, Chenghai (12.5%) comes before Yiwu (4.5%).
    expect(items.map((item) => item.getAttribute('data-code'))).toEqual(['440515', '330782']);
    expect(items[0]?.textContent).toContain('+12.5%');
    expect(items[0]?.textContent).toContain('Outside the map');
    expect(items[1]?.textContent).not.toContain('Outside the map');
    expect(
      within(items[1] as HTMLElement)
        .getByTestId(beltTestIds.map.itemLink)
        .getAttribute('href'),
    ).toBe('/industryDetail?id=330782');
    expect(screen.getByTestId(beltTestIds.map.stat('growth')).getAttribute('aria-pressed')).toBe('true');
    expect((await screen.findByTestId(beltTestIds.map.totals)).textContent).toContain('¥7.18B');
  });
});

describe('BeltDetailPage', () => {
  it("shows a belt's figures, companies and goods, and follows belt:update", async () => {
    fakeApi([
      [industrialBeltDetail, () => ok(beltDetailFixture())],
      [industrialBeltMap, () => ok([beltFixture()])],
    ]);
    // The root saga connects the tab's socket when a page follows a public room (useRoomSaga's
    // publicRoomsWanted); this store runs no sagas, so the test does.
    connection.setAuth({ token: null, lang: 'zh' });
    renderPage(<BeltDetailPage />, { path: '/industryDetail', url: '/industryDetail?id=330782', lang: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '义乌小商品' })).toBeTruthy();
    // The figures are drawn from the answer a transition after the title.
    expect((await screen.findByTestId(beltTestIds.detail.kpi('output'))).textContent).toContain('2,100 亿元');
    expect(screen.getByTestId(beltTestIds.detail.kpi('growth')).textContent).toContain('+4.5%');
    expect(screen.getByTestId(beltTestIds.detail.companies).textContent).toContain('义乌市星辰饰品商行');
    expect(screen.getByTestId(beltTestIds.detail.goods).textContent).toContain('折叠TPE足球');
    expect(screen.getByTestId(beltTestIds.detail.kpi('ordersToday')).textContent).toContain('2');

    await waitFor(() => expect(socket.emitted.some((e) => e.event === 'room:join')).toBe(true));
    socket.serverSends('belt:update', {
      room: 'floor',
      seq: 1,
      epoch: 'e1',
      at: 2,
      data: {
        countyCode: '330782',
        turnover: '7180070574.00',
        companyCount: 23,
        productCount: 217,
        ordersToday: 3,
        at: 2,
      },
    });
    await waitFor(() => expect(screen.getByTestId(beltTestIds.detail.kpi('ordersToday')).textContent).toContain('3'));
    expect(screen.getByTestId(beltTestIds.detail.kpi('turnover')).textContent).toContain('¥7,180,070,574.00');
    expect(screen.getByTestId(beltTestIds.detail.kpi('companies')).textContent).toContain('23');
  });

  it('shows a hidden price as the catalogue does: apply to view, never a figure', async () => {
    const detail = beltDetailFixture();
    const [first] = detail.goods;
    detail.goods = [{ ...first!, price: null }];
    fakeApi([
      [industrialBeltDetail, () => ok(detail)],
      [industrialBeltMap, () => ok([beltFixture()])],
    ]);
    renderPage(<BeltDetailPage />, { path: '/industryDetail', url: '/industryDetail?id=330782', lang: 'en' });
    await waitFor(() =>
      expect(screen.getByTestId(beltTestIds.detail.goods).textContent).toContain(
        'Please apply to view the price first',
      ),
    );
    expect(screen.getByTestId(beltTestIds.detail.goods).textContent).not.toContain('¥');
  });

  it('says so when the link names no belt, without calling the server', async () => {
    const api = fakeApi([[industrialBeltDetail, () => ok(beltDetailFixture())]]);
    renderPage(<BeltDetailPage />, { path: '/industryDetail', url: '/industryDetail?id=abc', lang: 'en' });
    expect(
      await screen.findByText('This link names no industrial belt. Choose one on the industrial-belt map.'),
    ).toBeTruthy();
    expect(api.callsTo(industrialBeltDetail)).toHaveLength(0);
  });
});
