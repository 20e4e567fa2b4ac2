// The group buys' rooms run as a saga with runSaga and a fake socket: each room's progress from its snapshot
// and its events (another room's ignored), a burst folded to one store change per frame, a settlement making the group buys' reads stale, and on cancel the
// rooms left and their progress forgotten.
import { describe, expect, it, vi } from 'vitest';
import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { FakeSocket } from '@/shared/realtime/fake-socket.ts';
import { groupBuyLiveSlice, groupBuyRoomsSaga } from './group-buy-rooms.ts';

function harness() {
  let state = groupBuyLiveSlice.getInitialState();
  const dispatched: UnknownAction[] = [];
  const socket = new FakeSocket((_event, args) => {
    const room = (args[0] as { room: string }).room;
    return { ok: true, room, seq: 0, epoch: 'e1' };
  });
  socket.connect();
  const fetchProgress = vi.fn(async (id: number) => ({ joinedQuantity: `${id}.0000`, participants: 1 }));
  const dispatch = (action: UnknownAction) => {
    dispatched.push(action);
    state = groupBuyLiveSlice.reducer(state, action);
  };
  const task = runSaga({ dispatch, getState: () => state }, groupBuyRoomsSaga, { socket, fetchProgress }, [5, 6]);
  return { socket, task, dispatched, state: () => state.byId };
}

const event = (room: string, seq: number, data: unknown) => ({ room, seq, epoch: 'e1', at: 0, data });

describe('groupBuyRoomsSaga', () => {
  it("follows each group buy's room: snapshot, then its progress in order", async () => {
    const h = harness();
    expect(h.socket.emitted.filter((e) => e.event === 'room:join').map((e) => e.args[0])).toEqual([
      { room: 'groupbuy:5' },
      { room: 'groupbuy:6' },
    ]);
    await vi.waitFor(() => expect(h.state()[6]).toEqual({ joinedQuantity: '6.0000', participants: 1 }));
    h.socket.serverSends(
      'groupbuy:progress',
      event('groupbuy:5', 1, { groupBuyId: 5, joinedQuantity: '25.0000', participants: 3 }),
    );
    // At the next animation frame (the fold): one store change.
    await vi.waitFor(() => expect(h.state()[5]).toEqual({ joinedQuantity: '25.0000', participants: 3 }));
    expect(h.state()[6]).toEqual({ joinedQuantity: '6.0000', participants: 1 });
    h.task.cancel();
  });

  it('folds a burst of both rooms into one store change, the latest of each winning and none lost', async () => {
    const h = harness();
    await vi.waitFor(() => expect(Object.keys(h.state())).toEqual(['5', '6']));
    const before = h.dispatched.length;
    for (let seq = 1; seq <= 20; seq += 1) {
      const id = seq % 2 === 0 ? 6 : 5;
      h.socket.serverSends(
        'groupbuy:progress',
        event(`groupbuy:${id}`, Math.ceil(seq / 2), {
          groupBuyId: id,
          joinedQuantity: `${seq}.0000`,
          participants: seq,
        }),
      );
    }
    await vi.waitFor(() => expect(h.state()[6]).toEqual({ joinedQuantity: '20.0000', participants: 20 }));
    expect(h.state()[5]).toEqual({ joinedQuantity: '19.0000', participants: 19 });
    const framed = h.dispatched.slice(before);
    expect(framed.map((action) => action.type)).toEqual(['groupBuyLive/progressFramed']);
    expect((framed[0] as unknown as { payload: unknown[] }).payload).toHaveLength(20);
    h.task.cancel();
  });

  it('makes the group buys stale on a settlement, and forgets the rooms when cancelled', async () => {
    const h = harness();
    await vi.waitFor(() => expect(Object.keys(h.state())).toEqual(['5', '6']));
    h.socket.serverSends(
      'groupbuy:settled',
      event('groupbuy:6', 1, {
        groupBuyId: 6,
        outcome: 'succeeded',
        joinedQuantity: '6.0000',
        orders: 1,
        released: 0,
        at: 0,
      }),
    );
    await vi.waitFor(() =>
      expect(h.dispatched.at(-1)).toMatchObject({ type: 'api/invalidateTags', payload: ['GroupBuy'] }),
    );
    h.task.cancel();
    expect(h.socket.emittedNames().filter((name) => name === 'room:leave')).toHaveLength(2);
    expect(h.state()).toEqual({});
  });
});
