// /details in the real store and providers with a fake API and a fake socket: the lot, its live ranking and
// history; the bid panel's reasons (log in, 'Margin Under Review!'), the confirm step, the idempotency key
// reused on a retry, a stale answer, and a live bid from the room moving the price.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { BehaviorSubject } from 'rxjs';
import { getPortalAuctionInfo, getSystemDate, otherAuction } from '@portal/contracts/http/auction';
import { roundRobin, signIncreasePrice } from '@portal/contracts/http/auction-sign';
import type { AuctionSnapshot } from '@portal/contracts/entities/auction';
import type { UserInfo } from '@portal/contracts/entities/user';
import { FakeSocket } from '@/shared/realtime/fake-socket.ts';
import type { RealtimeMode } from '@/shared/realtime/operators.ts';
import { initialSessionState } from '@/shared/session/session-slice.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { fakeApi, ok, renderWithStore, textsOf, type FakeHandler } from '@/test/render.tsx';
import { AuctionRealtimeProvider, type AuctionRealtime } from './auction-realtime.tsx';
import { NOW, bidEvent, detail, me, snapshot } from './auction-fixtures.ts';
import DetailPage from './detail-page.tsx';
import { createServerClock } from '@/shared/realtime/server-clock.ts';
import { auctionTestIds } from './test-ids.ts';
import type * as marketTime from '@/shared/market-time.ts';
import { marketDateTimeSeconds } from '@/shared/market-time.ts';

// Every row formats its bid's time once per render: counting the calls counts the rows rendered.
vi.mock('@/shared/market-time.ts', async (importOriginal) => {
  const original = await importOriginal<typeof marketTime>();
  return { ...original, marketDateTimeSeconds: vi.fn(original.marketDateTimeSeconds) };
});
const formatted = vi.mocked(marketDateTimeSeconds);

const ids = auctionTestIds;
const t = textsOf('auction');
const common = textsOf('common');

function realtime(snap: () => AuctionSnapshot): AuctionRealtime & { socket: FakeSocket } {
  const socket = new FakeSocket((event, args) => {
    const room = (args[0] as { room: string } | undefined)?.room;
    if (event === 'room:join' || event === 'room:leave') return { ok: true, room, seq: 5, epoch: 'e1' };
    return undefined;
  });
  socket.connect();
  const mode$ = new BehaviorSubject<RealtimeMode>('live');
  // The server is 5 minutes ahead of this machine's clock: the countdown must not care.
  const clock = createServerClock({ fetchServerNow: async () => Date.now() + 300_000, spacingMs: 0 });
  return { socket, mode$, clock, fetchSnapshot: async () => snap() };
}

function render(options: { snap: AuctionSnapshot; lang?: 'zh' | 'en'; loggedIn?: boolean; bid?: FakeHandler }) {
  const api = fakeApi([
    [getPortalAuctionInfo, () => ok(detail({ me: options.snap.me }))],
    [otherAuction, () => ok([])],
    [roundRobin, () => ok(options.snap)],
    [getSystemDate, () => ok({ now: NOW })],
    [signIncreasePrice, options.bid ?? (() => ok(null))],
  ]);
  const rt = realtime(() => options.snap);
  const view = renderWithStore(
    <AuctionRealtimeProvider value={rt}>
      <DetailPage />
    </AuctionRealtimeProvider>,
    {
      route: '/details?id=11',
      lang: options.lang ?? 'en',
      ...(options.loggedIn
        ? {
            preloadedState: {
              session: { ...initialSessionState, token: 'tok', userInfo: { id: 7, account: 'buyer' } as UserInfo },
              ui: { ...initialUiState, language: options.lang ?? 'en' },
            },
          }
        : {}),
    },
  );
  return { ...view, api, rt };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/details', () => {
  it('shows the lot live to an anonymous watcher: price, ranking, history, and why they cannot bid', async () => {
    const { rt } = render({ snap: snapshot() });
    await waitFor(() => expect(screen.getByTestId(ids.detail.price).textContent).toBe('¥1,500.00'));
    // The live parts render at transition priority (R10.4): each is waited for, not read in the same tick.
    await waitFor(() => expect(screen.getAllByTestId(ids.detail.rankingRow)).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByTestId(ids.detail.historyRow)).toHaveLength(3));
    expect(within(screen.getByTestId(ids.bid.blocked)).getByText('Please log in to bid.')).toBeTruthy();

    // Another bidder bids: the room's event moves the price and the history at the next frame.
    act(() => rt.socket.serverSends('auction:bid', bidEvent(6, 4, '1600.00')));
    await waitFor(() => expect(screen.getByTestId(ids.detail.price).textContent).toBe('¥1,600.00'));
    await waitFor(() => expect(screen.getAllByTestId(ids.detail.historyRow)).toHaveLength(4));

    // The countdown runs on the server clock (5 minutes ahead of this machine's): 10 min left by the server.
    const countdown = screen.getByTestId(ids.countdown);
    await waitFor(() => expect(countdown.getAttribute('data-offset')).not.toBe(''));
    expect(Math.abs(Number(countdown.getAttribute('data-offset')) - 300_000)).toBeLessThan(1000);
    rt.clock.stop();
  });

  it("says the product's 'Margin Under Review!' while my deposit is pending", async () => {
    render({
      snap: snapshot({ me: me({ depositStatus: 'pendingReview', bidBlock: 'pendingReview' }) }),
      loggedIn: true,
    });
    const blocked = await screen.findByTestId(ids.bid.blocked);
    expect(blocked.textContent).toContain('Margin Under Review!');
    expect(screen.getByTestId(ids.deposit.status).getAttribute('data-status')).toBe('pendingReview');
  });

  it('bids after a confirm step, reuses the idempotency key on a retry, and marks my row', async () => {
    let calls = 0;
    const bid: FakeHandler = (request) => {
      calls += 1;
      if (calls === 1) return { status: 503, body: { resultCode: '503', content: 'unavailable' } };
      const body = request.body as { amount: string };
      return ok({
        outcome: 'accepted',
        auctionId: 11,
        bidId: 4,
        amount: body.amount,
        bidAt: NOW,
        currentPrice: body.amount,
        nextMinBid: '1700.00',
        bidCount: 4,
        rank: 1,
        endAt: NOW + 600_000,
        extended: false,
        proxyBids: [],
      });
    };
    const { user, api } = render({
      snap: snapshot({ me: me({ rank: 2, highestBid: '1400.00' }) }),
      loggedIn: true,
      bid,
    });
    await user.click(await screen.findByTestId(ids.bid.option(0)));
    expect(screen.getByTestId(ids.bid.panel).textContent).toContain('¥1,600.00');
    expect(api.callsTo(signIncreasePrice)).toHaveLength(0); // nothing sent before the confirm

    await user.click(screen.getByRole('button', { name: t('bid.confirm') }));
    await screen.findByTestId(ids.bid.error);
    await user.click(screen.getByTestId(ids.bid.option(0)));
    await user.click(screen.getByRole('button', { name: t('bid.confirm') }));

    await waitFor(() => expect(screen.getByTestId(ids.detail.price).textContent).toBe('¥1,600.00'));
    const sent = api.callsTo(signIncreasePrice).map((call) => call.body as { amount: string; idempotencyKey: string });
    expect(sent).toHaveLength(2);
    expect(sent[0]?.amount).toBe('1600.00');
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('keeps the amounts while the confirm step shows, and empties the typed amount once its bid is accepted', async () => {
    const bid: FakeHandler = (request) =>
      ok({
        outcome: 'accepted',
        auctionId: 11,
        bidId: 4,
        amount: (request.body as { amount: string }).amount,
        bidAt: NOW,
        currentPrice: (request.body as { amount: string }).amount,
        nextMinBid: '1800.00',
        bidCount: 4,
        rank: 1,
        endAt: NOW + 600_000,
        extended: false,
        proxyBids: [],
      });
    const { user } = render({ snap: snapshot({ me: me() }), loggedIn: true, bid });
    const option = await screen.findByTestId(ids.bid.option(0));
    await user.click(option);
    await user.click(screen.getByRole('button', { name: t('bid.cancel') }));
    // The same buttons, shown again rather than built anew (a slow phone pays for every element made).
    expect(screen.getByTestId(ids.bid.option(0))).toBe(option);

    await user.type(screen.getByRole('textbox', { name: t('bid.amountLabel') }), '1700');
    await user.click(screen.getByRole('button', { name: t('bid.bid') }));
    expect(screen.getByTestId(ids.bid.panel).textContent).toContain('¥1,700.00');
    await user.click(screen.getByRole('button', { name: t('bid.confirm') }));
    await waitFor(() => expect(screen.getByTestId(ids.detail.price).textContent).toBe('¥1,700.00'));
    expect((screen.getByRole('textbox', { name: t('bid.amountLabel') }) as HTMLInputElement).value).toBe('');
  });

  it('shows the new price when the bid came too late (stale), without applying it', async () => {
    const bid: FakeHandler = () =>
      ok({
        outcome: 'stale',
        auctionId: 11,
        currentPrice: '1900.00',
        nextMinBid: '2000.00',
        bidCount: 6,
        endAt: NOW + 600_000,
      });
    const { user } = render({ snap: snapshot({ me: me() }), loggedIn: true, bid });
    await user.click(await screen.findByTestId(ids.bid.option(0)));
    await user.click(screen.getByRole('button', { name: t('bid.confirm') }));
    const error = await screen.findByTestId(ids.bid.error);
    expect(error.textContent).toContain('The price has expired. Please select another price.');
    await waitFor(() => expect(screen.getByTestId(ids.detail.price).textContent).toBe('¥1,900.00'));
    await waitFor(() => expect(screen.getByTestId(ids.bid.option(0)).textContent).toBe('¥2,000.00'));
  });

  it('marks my row in the ranking, in Chinese', async () => {
    render({ snap: snapshot({ me: me() }), loggedIn: true, lang: 'zh' });
    const mine = await screen.findByTestId(ids.detail.myRow);
    expect(mine.textContent).toContain('买家***01');
    expect(within(mine).getByText('我')).toBeTruthy();
  });

  it('a bid renders only the rows it changes: the new history row and the ranking rows that moved', async () => {
    const bids = Array.from({ length: 14 }, (_, i) => ({
      bidId: 14 - i,
      userAlias: `买家***${String(i % 3).padStart(2, '0')}`,
      amount: `${2400 - i * 100}.00`,
      bidAt: NOW - (i + 1) * 60_000,
    }));
    const ranking = [
      { rank: 1, userAlias: '买家***00', amount: '2400.00', bidAt: NOW - 60_000 },
      { rank: 2, userAlias: '买家***01', amount: '2300.00', bidAt: NOW - 120_000 },
      { rank: 3, userAlias: '买家***02', amount: '2200.00', bidAt: NOW - 180_000 },
    ];
    const { rt } = render({
      snap: snapshot({
        bidCount: 14,
        bidderCount: 3,
        currentPrice: '2400.00',
        nextMinBid: '2500.00',
        recentBids: bids,
        ranking,
      }),
    });
    await waitFor(() => expect(screen.getByTestId(ids.detail.price).textContent).toBe('¥2,400.00'));
    await waitFor(() => expect(screen.getAllByTestId(ids.detail.rankingRow)).toHaveLength(3));
    formatted.mockClear();

    act(() => rt.socket.serverSends('auction:bid', bidEvent(6, 15, '2500.00', '买家***02')));
    await waitFor(() => expect(screen.getByTestId(ids.detail.price).textContent).toBe('¥2,500.00'));
    // One new history row; the rows already there and the ranking (no ranking event yet) are not rendered again.
    expect(formatted).toHaveBeenCalledTimes(1);

    formatted.mockClear();
    const reranked = [
      { rank: 1, userAlias: '买家***02', amount: '2500.00', bidAt: NOW + 6 },
      { rank: 2, userAlias: '买家***00', amount: '2400.00', bidAt: NOW - 60_000 },
      { rank: 3, userAlias: '买家***01', amount: '2300.00', bidAt: NOW - 120_000 },
    ];
    act(() =>
      rt.socket.serverSends('auction:ranking', {
        room: 'auction:11',
        seq: 7,
        epoch: 'e1',
        at: NOW + 7,
        data: { auctionId: 11, ranking: reranked },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId(ids.detail.rankingRow)[0]?.textContent).toContain('买家***02'));
    // Every row moved a place here: three rows, each once, and nothing else (the history did not change).
    expect(formatted).toHaveBeenCalledTimes(3);
    rt.clock.stop();
  });

  it('shows the latest ten bids of the history, the rest behind "show more"', async () => {
    const bids = Array.from({ length: 14 }, (_, i) => ({
      bidId: 14 - i,
      userAlias: '买家***02',
      amount: `${2400 - i * 100}.00`,
      bidAt: NOW - (i + 1) * 60_000,
    }));
    const { user, rt } = render({ snap: snapshot({ bidCount: 14, recentBids: bids, currentPrice: '2400.00' }) });
    await waitFor(() => expect(screen.getAllByTestId(ids.detail.historyRow)).toHaveLength(10));
    expect(screen.getAllByTestId(ids.detail.historyRow)[0]?.textContent).toContain('¥2,400.00');
    const more = screen.getByRole('button', { name: common('showMore.more', { count: 4 }) });
    expect(more.textContent).toBe('Show more (4 more)');
    await user.click(more);
    expect(screen.getAllByTestId(ids.detail.historyRow)).toHaveLength(14);
    const less = screen.getByRole('button', { name: common('showMore.less') });
    expect(less.textContent).toBe('Show less');

    // A new bid while collapsed again: still ten rows, the newest first.
    await user.click(less);
    act(() => rt.socket.serverSends('auction:bid', bidEvent(6, 15, '2500.00')));
    await waitFor(() => expect(screen.getAllByTestId(ids.detail.historyRow)[0]?.textContent).toContain('¥2,500.00'));
    expect(screen.getAllByTestId(ids.detail.historyRow)).toHaveLength(10);
    rt.clock.stop();
  });
});
