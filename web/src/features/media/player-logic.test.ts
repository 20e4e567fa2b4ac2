import { describe, expect, it } from 'vitest';
import { chapterAt, clockOf, seekTarget } from './player-logic.ts';

const chapters = [
  { at: 0, title: 'a' },
  { at: 4, title: 'b' },
  { at: 8, title: 'c' },
];

describe('player logic', () => {
  it('labels times as m:ss or h:mm:ss', () => {
    expect(clockOf(0)).toBe('0:00');
    expect(clockOf(16)).toBe('0:16');
    expect(clockOf(125.7)).toBe('2:05');
    expect(clockOf(3725)).toBe('1:02:05');
  });

  it('finds the chapter playing at a time', () => {
    expect(chapterAt(chapters, 0)).toBe(0);
    expect(chapterAt(chapters, 3.99)).toBe(0);
    expect(chapterAt(chapters, 4)).toBe(1);
    expect(chapterAt(chapters, 15)).toBe(2);
    expect(chapterAt([{ at: 2, title: 'x' }], 1)).toBe(-1);
  });

  it('seeks to a chapter start, inside the media', () => {
    expect(seekTarget({ at: 8, title: 'c' }, 16)).toBe(8);
    expect(seekTarget({ at: 20, title: 'z' }, 16)).toBeCloseTo(15.9);
    expect(seekTarget({ at: 8, title: 'c' }, Number.NaN)).toBe(8);
  });
});
