// The group-buy rooms folded per frame (TestScheduler marbles): what the rooms bring between two frames is one
// frame, the latest progress of each group buy winning, a settlement said once, nothing lost across frames;
// and a frame that moves nothing keeps the shown progress object (no re-render).
import { describe, expect, it } from 'vitest';
import { TestScheduler } from 'rxjs/testing';
import { groupBuyFrames, withProgress, type GroupBuyUpdate } from './group-buy-room.ts';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const progress = (id: number, joinedQuantity: string, participants: number, seq = 1): GroupBuyUpdate => ({
  id,
  update: {
    type: 'message',
    event: 'groupbuy:progress',
    message: {
      room: `groupbuy:${id}`,
      seq,
      epoch: 'e1',
      at: 0,
      data: { groupBuyId: id, joinedQuantity, participants },
    },
  },
});
const snapshot = (id: number, joinedQuantity: string, participants: number): GroupBuyUpdate => ({
  id,
  update: { type: 'snapshot', state: { joinedQuantity, participants }, seq: 0, epoch: 'e1' },
});
const settled = (id: number): GroupBuyUpdate => ({
  id,
  update: {
    type: 'message',
    event: 'groupbuy:settled',
    message: {
      room: `groupbuy:${id}`,
      seq: 9,
      epoch: 'e1',
      at: 0,
      data: { groupBuyId: id, outcome: 'succeeded', joinedQuantity: '60.0000', orders: 3, released: 0, at: 0 },
    },
  },
});
const mode: GroupBuyUpdate = { id: 5, update: { type: 'mode', mode: 'live' } };

describe('groupBuyFrames', () => {
  it('gives one frame per window, the latest progress of each group buy winning, in order', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const updates = hot('a-b-c-d------e--|', {
        a: snapshot(5, '10.0000', 1),
        b: progress(5, '20.0000', 2, 1),
        c: progress(6, '7.0000', 1, 1),
        d: progress(5, '25.0000', 3, 2),
        e: progress(6, '9.0000', 2, 2),
      });
      expectObservable(updates.pipe(groupBuyFrames({ intervalMs: 8 }))).toBe('--------x-------(y|)', {
        x: {
          progress: {
            5: { joinedQuantity: '25.0000', participants: 3 },
            6: { joinedQuantity: '7.0000', participants: 1 },
          },
          settled: false,
        },
        y: { progress: { 6: { joinedQuantity: '9.0000', participants: 2 } }, settled: false },
      });
    });
  });

  it('says the settlements of a frame once, and gives no frame for updates that change nothing', () => {
    scheduler().run(({ hot, expectObservable }) => {
      const updates = hot('(ab)------m---|', { a: settled(5), b: settled(6), m: mode });
      expectObservable(updates.pipe(groupBuyFrames({ intervalMs: 1 }))).toBe('-x------------|', {
        x: { progress: {}, settled: true },
      });
    });
  });
});

describe('withProgress', () => {
  it('keeps the shown object when a frame moves nothing, and adds what moved', () => {
    const shown = { 5: { joinedQuantity: '25.0000', participants: 3 } };
    expect(withProgress(shown, { 5: { joinedQuantity: '25.0000', participants: 3 } })).toBe(shown);
    expect(withProgress(shown, { 6: { joinedQuantity: '1.0000', participants: 1 } })).toEqual({
      ...shown,
      6: { joinedQuantity: '1.0000', participants: 1 },
    });
  });
});
