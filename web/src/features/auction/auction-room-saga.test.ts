// The lot's room as a saga (runSaga, a fake socket, the real auction slice): first load from roundRobin, bids
// and rankings in order, a burst folded into one store change per frame, a gap or a new epoch re-syncs from
// the snapshot, duplicates change nothing, polling while the socket is down, and a deposit change of mine
// re-reads the snapshot.
import { describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { BehaviorSubject } from 'rxjs';
import type { AuctionSnapshot } from '@portal/contracts/entities/auction';
import { FakeSocket } from '@/shared/realtime/fake-socket.ts';
import type { RealtimeMode } from '@/shared/realtime/operators.ts';
import { userEventReceived, type UserEventMessage } from '@/shared/realtime/user-events.ts';
import { auctionRoomSaga, type AuctionRoomDeps } from './auction-room-saga.ts';
import { auctionSlice, lotFramed, type AuctionLiveState } from './auction-slice.ts';
import { NOW, bidEvent, me, snapshot } from './auction-fixtures.ts';

function harness(deps: Partial<AuctionRoomDeps> = {}, joinSeq = 5) {
  let state: AuctionLiveState = auctionSlice.reducer(undefined, { type: 'init' });
  const socket = new FakeSocket((event, args) => {
    const room = (args[0] as { room: string } | undefined)?.room;
    if (event === 'room:join' || event === 'room:leave') return { ok: true, room, seq: joinSeq, epoch: 'e1' };
    return undefined;
  });
  socket.connect();
  const io = stdChannel();
  const actions: UnknownAction[] = [];
  const dispatch = (action: UnknownAction) => {
    actions.push(action);
    state = auctionSlice.reducer(state, action);
    io.put(action);
  };
  const fetchSnapshot = vi.fn(async (): Promise<AuctionSnapshot> => snapshot());
  const full: AuctionRoomDeps = { socket, fetchSnapshot, ...deps };
  const task = runSaga({ channel: io, dispatch, getState: () => state }, auctionRoomSaga, full, 11);
  /** The user-room stream puts an event of my room. */
  const userEvent = (message: UserEventMessage) => dispatch(userEventReceived(message));
  return { socket, task, deps: full, userEvent, actions, lot: () => state.lots[11] };
}

describe('auctionRoomSaga', () => {
  it('joins auction:<id>, loads the snapshot, then applies bids and the ranking in order', async () => {
    const h = harness();
    expect(h.socket.emitted[0]).toEqual({ event: 'room:join', args: [{ room: 'auction:11' }] });
    await vi.waitFor(() => expect(h.lot()?.currentPrice).toBe('1500.00'));

    h.socket.serverSends('auction:bid', bidEvent(6, 4, '1600.00'));
    // Applied at the next frame, not at once.
    expect(h.lot()?.currentPrice).toBe('1500.00');
    await vi.waitFor(() => expect(h.lot()?.currentPrice).toBe('1600.00'));
    expect(h.lot()?.nextMinBid).toBe('1700.00');
    expect(h.lot()?.bidCount).toBe(4);
    expect(h.lot()?.recentBids[0]?.amount).toBe('1600.00');
    expect(h.lot()?.bidderCount).toBe(3);

    h.socket.serverSends('auction:ranking', {
      room: 'auction:11',
      seq: 7,
      epoch: 'e1',
      at: NOW,
      data: { auctionId: 11, ranking: [{ rank: 1, userAlias: '买家***03', amount: '1600.00', bidAt: NOW }] },
    });
    await vi.waitFor(() => expect(h.lot()?.ranking.map((row) => row.userAlias)).toEqual(['买家***03']));

    // The same event again (a duplicate delivery) is dropped before the store: no action at all.
    const before = h.actions.length;
    h.socket.serverSends('auction:bid', bidEvent(6, 4, '1600.00'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.actions).toHaveLength(before);
    expect(h.lot()?.recentBids.filter((bid) => bid.amount === '1600.00')).toHaveLength(1);
    expect(h.deps.fetchSnapshot).toHaveBeenCalledTimes(1);
    h.task.cancel();
    expect(h.socket.emittedNames()).toContain('room:leave');
  });

  it('folds a burst of bids into one store change per frame, every bid kept in order', async () => {
    const h = harness();
    await vi.waitFor(() => expect(h.lot()?.currentPrice).toBe('1500.00'));
    const before = h.actions.length;
    const amounts = ['1600.00', '1700.00', '1800.00', '1900.00', '2000.00'];
    amounts.forEach((amount, i) => h.socket.serverSends('auction:bid', bidEvent(6 + i, 4 + i, amount)));
    h.socket.serverSends('auction:ranking', {
      room: 'auction:11',
      seq: 11,
      epoch: 'e1',
      at: NOW,
      data: { auctionId: 11, ranking: [{ rank: 1, userAlias: '买家***03', amount: '2000.00', bidAt: NOW }] },
    });
    await vi.waitFor(() => expect(h.lot()?.currentPrice).toBe('2000.00'));
    // One action for the six events of one frame, holding them all in the room's order.
    expect(h.actions.slice(before).map((action) => action.type)).toEqual([lotFramed.type]);
    const frame = h.actions[before] as ReturnType<typeof lotFramed>;
    expect(frame.payload.map((change) => change.kind)).toEqual(['bid', 'bid', 'bid', 'bid', 'bid', 'ranking']);
    expect(h.lot()?.bidCount).toBe(8);
    expect(
      h
        .lot()
        ?.recentBids.slice(0, 5)
        .map((bid) => bid.amount),
    ).toEqual([...amounts].reverse());
    expect(h.lot()?.ranking[0]?.amount).toBe('2000.00');
    h.task.cancel();
  });

  it('re-syncs from the snapshot after a gap in seq, and after a new epoch (server restart)', async () => {
    const fetchSnapshot = vi
      .fn(async () => snapshot())
      .mockResolvedValueOnce(snapshot())
      .mockResolvedValueOnce(snapshot({ currentPrice: '2000.00', bidCount: 8, seq: 9 }))
      .mockResolvedValueOnce(snapshot({ currentPrice: '2100.00', bidCount: 9, seq: 1, epoch: 'e2' }));
    const h = harness({ fetchSnapshot });
    await vi.waitFor(() => expect(h.lot()?.currentPrice).toBe('1500.00'));

    h.socket.serverSends('auction:bid', bidEvent(9, 8, '2000.00')); // 6..8 were missed
    await vi.waitFor(() => expect(h.lot()?.bidCount).toBe(8));
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);

    h.socket.serverSends('auction:bid', bidEvent(1, 9, '2100.00', '买家***04', 'e2'));
    await vi.waitFor(() => expect(h.lot()?.currentPrice).toBe('2100.00'));
    expect(fetchSnapshot).toHaveBeenCalledTimes(3);
    h.task.cancel();
  });

  it('keeps an extension notice and the end; the ended event fixes the winner', async () => {
    const h = harness();
    await vi.waitFor(() => expect(h.lot()).toBeDefined());
    const later = NOW + 900_000;
    h.socket.serverSends('auction:extended', {
      room: 'auction:11',
      seq: 6,
      epoch: 'e1',
      at: NOW,
      data: { auctionId: 11, endAt: later },
    });
    await vi.waitFor(() => expect(h.lot()?.endAt).toBe(later));
    expect(h.lot()?.extensions).toEqual([{ endAt: later, at: NOW }]);
    h.socket.serverSends('auction:ended', {
      room: 'auction:11',
      seq: 7,
      epoch: 'e1',
      at: later,
      data: {
        auctionId: 11,
        endAt: later,
        bidCount: 3,
        winner: { userAlias: '买家***02', amount: '1500.00', bidAt: NOW },
        announcementKey: 'result-11',
      },
    });
    await vi.waitFor(() => expect(h.lot()?.status).toBe('ended'));
    expect(h.lot()?.nextMinBid).toBeNull();
    expect(h.lot()?.winner?.userAlias).toBe('买家***02');
    h.task.cancel();
  });

  it('polls roundRobin while the socket is down', async () => {
    vi.useFakeTimers();
    try {
      const mode$ = new BehaviorSubject<RealtimeMode>('live');
      let price = '1500.00';
      const fetchSnapshot = vi.fn(async () => snapshot({ currentPrice: price }));
      const h = harness({ fetchSnapshot, mode$, pollMs: 1000 });
      await vi.advanceTimersByTimeAsync(0);
      expect(fetchSnapshot).toHaveBeenCalledTimes(1);
      mode$.next('polling');
      price = '1800.00';
      await vi.advanceTimersByTimeAsync(2500);
      expect(fetchSnapshot.mock.calls.length).toBeGreaterThanOrEqual(3);
      expect(h.lot()?.currentPrice).toBe('1800.00');
      mode$.next('live');
      const calls = fetchSnapshot.mock.calls.length;
      await vi.advanceTimersByTimeAsync(3000);
      expect(fetchSnapshot.mock.calls.length).toBe(calls);
      h.task.cancel();
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads the snapshot again when my deposit of this lot changes (user:auctionDeposit)', async () => {
    const fetchSnapshot = vi
      .fn(async () => snapshot({ me: me({ depositStatus: 'approved' }) }))
      .mockResolvedValueOnce(snapshot({ me: me({ depositStatus: 'pendingReview', bidBlock: 'pendingReview' }) }));
    const h = harness({ fetchSnapshot });
    await vi.waitFor(() => expect(h.lot()?.me?.depositStatus).toBe('pendingReview'));
    h.userEvent({
      event: 'user:auctionDeposit',
      seq: 1,
      epoch: 'e1',
      at: NOW,
      data: { auctionId: 12, title: '', titleEn: '', depositStatus: 'approved', rejectReason: null, at: NOW },
    });
    expect(fetchSnapshot).toHaveBeenCalledTimes(1); // another lot's deposit
    h.userEvent({
      event: 'user:auctionDeposit',
      seq: 2,
      epoch: 'e1',
      at: NOW,
      data: { auctionId: 11, title: '', titleEn: '', depositStatus: 'approved', rejectReason: null, at: NOW },
    });
    await vi.waitFor(() => expect(h.lot()?.me?.depositStatus).toBe('approved'));
    h.task.cancel();
  });

  it('tells me when I am outbid on this lot (user:auctionOutbid), until I lead again', async () => {
    const h = harness({ fetchSnapshot: vi.fn(async () => snapshot({ me: me({ rank: 1, proxyCeiling: '1800.00' }) })) });
    await vi.waitFor(() => expect(h.lot()?.me?.rank).toBe(1));
    const notice = (auctionId: number): UserEventMessage => ({
      event: 'user:auctionOutbid',
      seq: 1,
      epoch: 'e1',
      at: NOW,
      data: {
        auctionId,
        title: '',
        titleEn: '',
        reason: 'ceilingPassed' as const,
        currentPrice: '1900.00',
        yourBid: '1800.00',
        proxyCeiling: '1800.00',
        at: NOW,
      },
    });
    h.userEvent(notice(12));
    expect(h.lot()?.outbid).toBeNull();
    h.userEvent(notice(11));
    expect(h.lot()?.outbid?.reason).toBe('ceilingPassed');
    expect(h.lot()?.me?.proxyCeiling).toBeNull();
    h.task.cancel();
  });
});
