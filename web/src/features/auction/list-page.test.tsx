// /list and /auction in the real store with a fake API and socket: the status tabs with their counts from
// getAuctionSearchCondition, keyword and category in the URL, 15 a page; hall cards move with the floor room,
// and nothing but a card's own room draws it again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { getAuctionSearchCondition, pageAuctionPortal } from '@portal/contracts/http/auction-portal';
import { getSystemDate } from '@portal/contracts/http/auction';
import { bidAnnouncementListByKeyword } from '@portal/contracts/http/bid-announcement';
import { specialAuctionList } from '@portal/contracts/http/special-auction';
import type { AuctionCard } from '@portal/contracts/entities/auction';
import { FakeSocket } from '@/shared/realtime/fake-socket.ts';
import type { RealtimeMode } from '@/shared/realtime/operators.ts';
import { fakeApi, ok, renderPage, textsOf, type FakeRequest } from '@/test/render.tsx';
import { AuctionRealtimeProvider, type AuctionRealtime } from './auction-realtime.tsx';
import { NOW, detail, snapshot } from './auction-fixtures.ts';
import HallPage from './hall-page.tsx';
import ListPage from './list-page.tsx';
import { createServerClock } from '@/shared/realtime/server-clock.ts';
import type * as MoneyModule from '@portal/contracts/money';
import { formatQuantity } from '@portal/contracts/money';
import { auctionApi } from './auction-api.ts';
import { auctionTestIds } from './test-ids.ts';

// Every card's render is counted through its quantity line (each card formats it once; nothing else on these
// pages does).
vi.mock('@portal/contracts/money', async (importOriginal) => {
  const original = await importOriginal<typeof MoneyModule>();
  return { ...original, formatQuantity: vi.fn(original.formatQuantity) };
});

const ids = auctionTestIds;
const t = textsOf('auction');

const CARDS: AuctionCard[] = Array.from({ length: 20 }, (_, index) => {
  const {
    description: _d,
    location: _l,
    deliveryTerms: _t,
    antiSniping: _a,
    serverNow: _s,
    countdownTo: _c,
    nextMinBid: _n,
    ranking: _r,
    winner: _w,
    me: _m,
    ...card
  } = detail({ id: index + 1, title: index % 2 ? `饰品整批 ${index + 1}` : `玩具整批 ${index + 1}` });
  return { ...card, status: index < 12 ? 'inProgress' : 'notStarted' };
});

function pageOf(request: FakeRequest) {
  const pageNum = Number(request.query.pageNum ?? 1);
  const pageSize = Number(request.query.pageSize ?? 15);
  const matching = CARDS.filter(
    (card) =>
      (!request.query.status || card.status === request.query.status) &&
      (!request.query.keyword || card.title.includes(request.query.keyword)),
  );
  return ok({
    records: matching.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: matching.length,
    pageNum,
    pageSize,
  });
}

function realtime(): AuctionRealtime & { socket: FakeSocket } {
  const socket = new FakeSocket((event, args) => {
    const room = (args[0] as { room: string } | undefined)?.room;
    if (event === 'room:join' || event === 'room:leave') return { ok: true, room, seq: 0, epoch: 'e1' };
    return undefined;
  });
  socket.connect();
  const clock = createServerClock({ fetchServerNow: async () => NOW, spacingMs: 0 });
  return { socket, mode$: new BehaviorSubject<RealtimeMode>('live'), clock, fetchSnapshot: async () => snapshot() };
}

function api() {
  return fakeApi([
    [pageAuctionPortal, pageOf],
    [
      getAuctionSearchCondition,
      () =>
        ok({
          statuses: [
            { value: 'notStarted', label: '未开始', labelEn: 'Not started', count: 8 },
            { value: 'inProgress', label: '进行中', labelEn: 'In progress', count: 12 },
          ],
          categories: [{ id: 3, name: '电动火车', nameEn: 'Electric Trains', count: 20 }],
          specials: [],
          sorts: [],
        }),
    ],
    [getSystemDate, () => ok({ now: NOW })],
    [specialAuctionList, () => ok([])],
    [bidAnnouncementListByKeyword, () => ok({ records: [], total: 0, pageNum: 1, pageSize: 6 })],
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/list', () => {
  it('shows 15 lots with the status tabs and counts, then filters by tab and keyword in the URL', async () => {
    const calls = api();
    const rt = realtime();
    const { user, router } = renderPage(
      <AuctionRealtimeProvider value={rt}>
        <ListPage />
      </AuctionRealtimeProvider>,
      { path: '/list', lang: 'en' },
    );
    await waitFor(() => expect(screen.getAllByTestId(ids.card)).toHaveLength(15));
    expect(screen.getByTestId(ids.list.tab('all')).textContent).toBe('All(20)');
    expect(screen.getByTestId(ids.list.tab('inProgress')).textContent).toBe('In progress(12)');

    // The statuses' names come from the server (the conditions above), with their counts.
    await user.click(screen.getByRole('tab', { name: /^Not started/ }));
    await waitFor(() => expect(screen.getAllByTestId(ids.card)).toHaveLength(8));
    expect(router.state.location.search).toBe('?status=notStarted');

    await user.type(screen.getByRole('textbox', { name: t('list.searchPlaceholder') }), '饰品');
    await user.click(screen.getByRole('button', { name: t('list.search') }));
    await waitFor(() => expect(screen.getAllByTestId(ids.card)).toHaveLength(4));
    expect(calls.calls.at(-1)?.query).toMatchObject({ status: 'notStarted', keyword: '饰品', pageSize: '15' });
    rt.clock.stop();
  });

  it('says so when nothing matches, with a way back', async () => {
    api();
    const rt = realtime();
    renderPage(
      <AuctionRealtimeProvider value={rt}>
        <ListPage />
      </AuctionRealtimeProvider>,
      { path: '/list', url: '/list?keyword=nothing', lang: 'en' },
    );
    const empty = await screen.findByTestId(ids.list.empty);
    expect(within(empty).getByText('No auctions match these conditions')).toBeTruthy();
    expect(within(empty).getByText('Clear the filters')).toBeTruthy();
    rt.clock.stop();
  });
});

describe('/auction', () => {
  it("moves a card's price with the floor room's auction:card", async () => {
    api();
    const rt = realtime();
    renderPage(
      <AuctionRealtimeProvider value={rt}>
        <HallPage />
      </AuctionRealtimeProvider>,
      { path: '/auction', lang: 'zh' },
    );
    const live = await screen.findByTestId(ids.hall.live);
    await waitFor(() => expect(within(live).getAllByTestId(ids.card)).toHaveLength(8));
    // The first row's pictures (four on the widest screen) load at once, the first ahead of all; the rest lazily.
    const pictures = within(live)
      .getAllByTestId(ids.card)
      .map((card) => card.querySelector('img')!);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(4).fill('eager'),
      ...Array(4).fill('lazy'),
    ]);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', ...Array(7).fill('auto')]);
    const soon = screen.getByTestId(ids.hall.soon);
    for (const img of within(soon).queryAllByRole('img')) expect(img.getAttribute('loading')).toBe('lazy');
    expect(
      rt.socket.emitted.some((e) => e.event === 'room:join' && (e.args[0] as { room: string }).room === 'floor'),
    ).toBe(true);
    act(() =>
      rt.socket.serverSends('auction:card', {
        room: 'floor',
        seq: 1,
        epoch: 'e1',
        at: NOW,
        data: {
          auctionId: 1,
          status: 'inProgress',
          currentPrice: '9900.00',
          bidCount: 9,
          bidderCount: 4,
          endAt: NOW + 600_000,
        },
      }),
    );
    const first = within(live).getAllByTestId(ids.card)[0] as HTMLElement;
    expect(within(first).getByTestId(ids.cardPrice).textContent).toBe('¥9,900.00');
    rt.clock.stop();
  });

  it("draws no card again for a change of the connection's mode or the sections' answers coming again", async () => {
    const calls = api();
    const rt = realtime();
    const view = renderPage(
      <AuctionRealtimeProvider value={rt}>
        <HallPage />
      </AuctionRealtimeProvider>,
      { path: '/auction', lang: 'en' },
    );
    const live = await screen.findByTestId(ids.hall.live);
    await waitFor(() => expect(within(live).getAllByTestId(ids.card)).toHaveLength(8));
    await waitFor(() => expect(within(screen.getByTestId(ids.hall.soon)).getAllByTestId(ids.card)).toHaveLength(4));
    const cardRenders = vi.mocked(formatQuantity);
    cardRenders.mockClear();

    // The badge follows the mode by itself.
    act(() => rt.mode$.next('reconnecting'));
    expect(screen.getByTestId('realtime-status').getAttribute('data-mode')).toBe('reconnecting');
    // Every section asks again and gets the same answers.
    const asked = calls.calls.length;
    act(() => void view.store.dispatch(auctionApi.util.invalidateTags(['Auction'])));
    await waitFor(() => expect(calls.calls.length).toBeGreaterThanOrEqual(asked + 4));
    await waitFor(() => expect(view.store.getState().ui.inFlight).toBe(0));
    expect(cardRenders).not.toHaveBeenCalled();
    rt.clock.stop();
  });
});
