// The floor room run as a saga with runSaga, a fake socket and the real floor reducer: the snapshot with its
// seq, ticks applied in order, belt updates counted in the room's seq (no false gap), a gap re-synced.
import { describe, expect, it, vi } from 'vitest';
import { runSaga, stdChannel } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { FakeSocket } from '@/shared/realtime/fake-socket.ts';
import { floorSaga } from './floor-saga.ts';
import { floorSlice, framed, initialFloorState, type FloorState } from './floor-slice.ts';
import { floorDataFixture, floorLiveFixture } from './floor-fixture.ts';

function harness(fetchSnapshot = vi.fn(async () => floorDataFixture(3))) {
  let state: { floor: FloorState } = { floor: initialFloorState };
  const socket = new FakeSocket((event, args) => {
    const room = (args[0] as { room: string } | undefined)?.room;
    if (event === 'room:join' || event === 'room:leave') return { ok: true, room, seq: 3, epoch: 'e1' };
    return undefined;
  });
  socket.connect();
  const io = stdChannel();
  const actions: UnknownAction[] = [];
  const dispatch = (action: UnknownAction) => {
    actions.push(action);
    state = { floor: floorSlice.reducer(state.floor, action) };
    io.put(action);
  };
  const task = runSaga({ channel: io, dispatch, getState: () => state }, floorSaga, { socket, fetchSnapshot });
  return { socket, task, fetchSnapshot, actions, floor: () => state.floor };
}

const tick = (seq: number, ordersToday: number) => ({
  room: 'floor',
  seq,
  epoch: 'e1',
  at: 0,
  data: floorLiveFixture({ ordersToday }),
});

describe('floorSaga', () => {
  it('loads the snapshot, then applies ticks in seq order', async () => {
    const h = harness();
    expect(h.socket.emitted[0]).toEqual({ event: 'room:join', args: [{ room: 'floor' }] });
    await vi.waitFor(() => expect(h.floor().seq).toBe(3));
    expect(h.floor().data?.live.ordersToday).toBe(7);
    h.socket.serverSends('floor:tick', tick(4, 8));
    // Applied at the next frame, not at once.
    expect(h.floor().seq).toBe(3);
    await vi.waitFor(() => expect(h.floor()).toMatchObject({ seq: 4, ticks: 1 }));
    expect(h.floor().data?.live.ordersToday).toBe(8);
    // A duplicate is dropped.
    h.socket.serverSends('floor:tick', tick(4, 99));
    expect(h.floor().data?.live.ordersToday).toBe(8);
    // A belt update shares the room's seq: the tick after it is no gap.
    h.socket.serverSends('belt:update', {
      room: 'floor',
      seq: 5,
      epoch: 'e1',
      at: 0,
      data: { countyCode: '330782', turnover: '1.00', companyCount: 1, productCount: 1, ordersToday: 1, at: 0 },
    });
    h.socket.serverSends('floor:tick', tick(6, 9));
    await vi.waitFor(() => expect(h.floor()).toMatchObject({ seq: 6, ticks: 2 }));
    expect(h.fetchSnapshot).toHaveBeenCalledTimes(1);
    h.task.cancel();
    expect(h.socket.emitted.at(-1)).toEqual({ event: 'room:leave', args: [{ room: 'floor' }] });
  });

  it('re-syncs from the snapshot after a gap', async () => {
    const fetchSnapshot = vi
      .fn(async () => floorDataFixture(3))
      .mockResolvedValueOnce(floorDataFixture(3))
      .mockResolvedValueOnce(floorDataFixture(9, floorLiveFixture({ ordersToday: 30 })));
    const h = harness(fetchSnapshot);
    await vi.waitFor(() => expect(h.floor().seq).toBe(3));
    h.socket.serverSends('floor:tick', tick(6, 12)); // 4 and 5 were lost
    await vi.waitFor(() => expect(h.floor().seq).toBe(9));
    expect(h.floor().data?.live.ordersToday).toBe(30);
    expect(fetchSnapshot).toHaveBeenCalledTimes(2);
    h.task.cancel();
  });

  it('applies a burst of ticks once per frame: the latest figures, every tick counted', async () => {
    const h = harness();
    await vi.waitFor(() => expect(h.floor().seq).toBe(3));
    const before = h.actions.length;
    for (let seq = 4; seq <= 13; seq += 1) h.socket.serverSends('floor:tick', tick(seq, seq * 10));
    await vi.waitFor(() => expect(h.floor()).toMatchObject({ seq: 13, ticks: 10 }));
    expect(h.floor().data?.live.ordersToday).toBe(130);
    // One store change for the ten ticks.
    expect(h.actions.slice(before).map((a) => a.type)).toEqual([framed.type]);
    h.task.cancel();
  });

  it('keeps the references of the parts a tick did not change (their panels do not render again)', () => {
    const frame = { snapshot: null, tick: null, ticks: 0, failure: null };
    const loaded = floorSlice.reducer(
      initialFloorState,
      framed({ ...frame, snapshot: { data: floorDataFixture(5), seq: 5 } }),
    );
    const after = floorSlice.reducer(loaded, framed({ ...frame, tick: tick(6, 8) as never, ticks: 1 }));
    expect(after.data?.live.ordersToday).toBe(8);
    expect(after.data?.live).not.toBe(loaded.data?.live);
    expect(after.data?.live.groupBuys).toBe(loaded.data?.live.groupBuys);
    expect(after.data?.live.topShops).toBe(loaded.data?.live.topShops);
    expect(after.data?.trend).toBe(loaded.data?.trend);
  });

  it('never applies a tick older than the figures it has', () => {
    const frame = { snapshot: null, tick: null, ticks: 0, failure: null };
    const loaded = floorSlice.reducer(
      initialFloorState,
      framed({ ...frame, snapshot: { data: floorDataFixture(5), seq: 5 } }),
    );
    const after = floorSlice.reducer(loaded, framed({ ...frame, tick: tick(4, 1) as never, ticks: 1 }));
    expect(after).toBe(loaded);
  });
});
