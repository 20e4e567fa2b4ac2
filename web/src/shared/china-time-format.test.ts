import { describe, expect, it, vi } from 'vitest';
import { chinaTimeFormat, formatChinaTime } from './china-time-format.ts';

describe('China time formatters', () => {
  const at = Date.UTC(2026, 11, 2, 6, 5, 9); // 14:05:09 in Shanghai

  it('shows the instant on the market clock whatever the reader zone', () => {
    expect(formatChinaTime(at, 'timeSeconds', 'zh')).toBe('14:05:09');
    expect(formatChinaTime(at, 'dateTimeSeconds', 'zh')).toBe('2026/12/02 14:05:09');
    expect(formatChinaTime(at, 'dateTimeSeconds', 'en')).toBe('02/12/2026, 14:05:09');
    expect(formatChinaTime(Date.UTC(2026, 11, 2, 16, 30), 'day', 'en')).toBe('2026-12-03');
  });

  it('makes a formatter once per shape and language', () => {
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const first = chinaTimeFormat('time', 'en');
    for (let i = 0; i < 100; i += 1) formatChinaTime(at + i, 'time', 'en');
    expect(chinaTimeFormat('time', 'en')).toBe(first);
    expect(made.mock.calls.length).toBeLessThanOrEqual(1);
    expect(chinaTimeFormat('time', 'zh')).not.toBe(first);
    made.mockRestore();
  });
});
