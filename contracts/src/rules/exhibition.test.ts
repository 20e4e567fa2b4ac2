// The booth application's rules as the form and the server apply them.
import { describe, expect, it } from 'vitest';
import { checkExhibits, checkSignUpTimes, exhibitionMessage } from './exhibition.ts';

describe('checkExhibits', () => {
  it('needs products, at most the area size, and exactly the exhibited count', () => {
    expect(checkExhibits(0, 1, 6)).toEqual({ field: 'productIds', key: 'productsRequired' });
    expect(checkExhibits(7, 7, 6)).toEqual({ field: 'productIds', key: 'exceedsArea', params: { size: 6 } });
    expect(checkExhibits(3, 4, 6)).toEqual({ field: 'productIds', key: 'countMismatch' });
    expect(checkExhibits(6, 6, 6)).toBeNull();
  });
  it('fills the size into the message in both languages', () => {
    expect(exhibitionMessage('exceedsArea', 'en', { size: 6 })).toBe(
      'The selected goods must not exceed the actual exhibition-area size (6).',
    );
    expect(exhibitionMessage('exceedsArea', 'zh', { size: 6 })).toBe('所选商品不能超过展区实际大小（6件）');
  });
});

describe('checkSignUpTimes', () => {
  const fair = { startTime: 10_000, endTime: 20_000 };
  const ok = { entryTime: 9_000, exhibitionStartTime: 10_000, exhibitionEndTime: 20_000 };
  it('accepts an entry before a window inside the exhibition', () => {
    expect(checkSignUpTimes(ok, fair, 1_000)).toBeNull();
  });
  it('names the field of each failure', () => {
    expect(checkSignUpTimes({ ...ok, entryTime: null }, fair, 1_000)?.key).toBe('timeRequired');
    expect(checkSignUpTimes(ok, fair, 9_000)).toMatchObject({ field: 'entryTime', key: 'entryInPast' });
    expect(checkSignUpTimes({ ...ok, entryTime: 10_000 }, fair, 1_000)?.key).toBe('entryAfterStart');
    expect(checkSignUpTimes({ ...ok, exhibitionEndTime: 10_000 }, fair, 1_000)?.key).toBe('endBeforeStart');
    expect(checkSignUpTimes({ ...ok, exhibitionEndTime: 20_001 }, fair, 1_000)).toMatchObject({
      field: 'exhibitionEndTime',
      key: 'outsideExhibition',
    });
  });
});
