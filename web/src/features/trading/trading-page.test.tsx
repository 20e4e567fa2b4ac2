// The trading page against a fake socket and a fake API: the snapshot's figures, an anonymous viewer's socket
// connected for the public room, a tick moving the tiles, the ticker and the charts, and the load error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { tradingFloorData } from '@portal/contracts/http/trading-floor';
import { FakeManagedSocket } from '@/shared/realtime/fake-socket.ts';
import { RealtimeConnection } from '@/shared/realtime/connection.ts';
import type * as ConnectionModule from '@/shared/realtime/connection.ts';
import { queryStateTestIds } from '@/shared/ui/query-state.tsx';
import { businessFailure, fakeApi, ok, renderPage } from '@/test/render.tsx';
import { floorDataFixture, floorLiveFixture } from './floor-fixture.ts';
import { tradingTestIds as ids } from './test-ids.ts';
import TradingPage from './trading-page.tsx';

const socket = new FakeManagedSocket((event, args) => {
  const room = (args[0] as { room?: string } | undefined)?.room;
  if (event === 'room:join' || event === 'room:leave') return { ok: true, room, seq: 3, epoch: 'e1' };
  return undefined;
});
const connection = new RealtimeConnection(socket);

vi.mock('@/shared/realtime/connection.ts', async (original) => ({
  ...(await original<typeof ConnectionModule>()),
  getTabConnection: () => connection,
}));
// jsdom has no canvas: the chart shows the data it was given.
vi.mock('./floor-chart.tsx', () => ({
  FloorChart: ({ data, testId }: { data: { series: { data: unknown[] }[] }; testId: string }) => (
    <div data-testid={testId}>{JSON.stringify(data.series.map((s) => s.data))}</div>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  socket.disconnect();
});

describe('TradingPage', () => {
  it('shows the snapshot, then follows the floor room tick by tick (anonymous viewer)', async () => {
    fakeApi([[tradingFloorData, () => ok(floorDataFixture(3))]]);
    renderPage(<TradingPage />, { path: '/trading', lang: 'en' });
    const turnover = await screen.findByTestId(ids.kpi('turnover'));
    expect(turnover.textContent).toContain('¥12.35K');
    expect(turnover.textContent).toContain('¥12,345.60');
    expect(screen.getByTestId(ids.kpi('orders')).textContent).toContain('7');
    expect(screen.getByTestId(ids.kpi('bids')).textContent).toContain('40 bids today');
    expect(screen.getByTestId(ids.ticker).textContent).toContain('Household hinges');
    expect(screen.getByTestId(ids.ticker).textContent).toContain('Hangzhou *** Co., Ltd.');
    // The public room needs no login: the tab's socket connected without a token.
    expect(socket.handshakes.at(-1)).toEqual({ lang: 'en' });
    expect(socket.emitted.find((e) => e.event === 'room:join')?.args).toEqual([{ room: 'floor' }]);

    const live = floorLiveFixture({
      ordersToday: 8,
      turnoverToday: '20345.60',
      latestTrades: [
        {
          key: 'order:9',
          kind: 'order',
          buyer: '金华**贸易有限公司',
          buyerEn: 'Jinhua *** Co., Ltd.',
          title: '义乌市腾飞五金',
          titleEn: 'Yiwu Tengfei Hardware',
          amount: '8000.00',
          at: Date.parse('2026-11-23T10:01:00+08:00'),
        },
        ...floorLiveFixture().latestTrades,
      ],
    });
    socket.serverSends('floor:tick', { room: 'floor', seq: 4, epoch: 'e1', at: live.at, data: live });
    await waitFor(() => expect(screen.getByTestId(ids.kpi('orders')).textContent).toContain('8'));
    expect(screen.getByTestId(ids.kpi('turnover')).textContent).toContain('¥20,345.60');
    const trades = within(screen.getByTestId(ids.ticker)).getAllByTestId(ids.trade);
    expect(trades[0]?.textContent).toContain('Yiwu Tengfei Hardware');
    expect(trades[0]?.getAttribute('data-kind')).toBe('order');
    // The trend's last point (today) follows the live total.
    expect(screen.getByTestId(ids.trendChart).textContent).toContain('[[50000,20345.6],[20,8]]');
    expect(screen.getByTestId(ids.seq).getAttribute('data-seq')).toBe('4');
  });

  it('says why the figures could not be loaded, in the language of the page', async () => {
    fakeApi([[tradingFloorData, () => businessFailure('B017', '数据不存在')]]);
    renderPage(<TradingPage />, { path: '/trading', lang: 'zh' });
    expect(await screen.findByText('交易大厅数据加载失败')).toBeTruthy();
    expect(within(screen.getByTestId(queryStateTestIds.error)).getByText('数据不存在')).toBeTruthy();
    expect(within(screen.getByTestId(queryStateTestIds.error)).getByText('重试')).toBeTruthy();
  });
});
