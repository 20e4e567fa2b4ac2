// The one countdown: it ticks once per whole server second on the tab's clock and re-renders alone (the page
// around it renders once), counts on the server's time however wrong the local clock is, and shows its
// formats, its pending and its ended states in both languages.
import { Profiler, useRef, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n.ts';
import { createServerClock, type ServerClock } from '../realtime/server-clock.ts';
import { ServerClockProvider } from '../realtime/use-server-clock.tsx';
import { renderWithStore } from '@/test/render.tsx';
import { Countdown, countdownText } from './countdown.tsx';

// The local clock, half-way into a second; the server runs 5 minutes ahead of it.
const LOCAL = 1_700_000_000_500;
const AHEAD = 300_000;

/** Counts its renders: the page around the countdown. */
function Counted({ renders, children }: { renders: { count: number }; children?: ReactNode }) {
  const self = useRef(renders);
  self.current.count += 1;
  return <div>{children}</div>;
}

describe('Countdown', () => {
  let clock: ServerClock;
  beforeEach(() => {
    vi.useFakeTimers({ now: LOCAL });
    clock = createServerClock({ fetchServerNow: async () => Date.now() + AHEAD, spacingMs: 0 });
  });
  afterEach(() => {
    clock.stop();
    vi.useRealTimers();
  });

  it('re-renders once a second on the server clock while the page around it renders once', async () => {
    const page = { count: 0 };
    const sibling = { count: 0 };
    let countdownCommits = 0;
    // Deadline: 1 day, 1 hour, 1 minute and 3.5 s after the server's time at start.
    const to = LOCAL + AHEAD + 90_063_000;
    renderWithStore(
      <ServerClockProvider clock={clock}>
        <Counted renders={page}>
          <Counted renders={sibling} />
          <Profiler id="countdown" onRender={() => (countdownCommits += 1)}>
            <Countdown to={to} label="endsIn" testId="cd" valueTestId="cd-value" />
          </Profiler>
        </Counted>
      </ServerClockProvider>,
      { lang: 'en' },
    );
    // The clock's first sample answers: the countdown shows the server's time left, not the local one.
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('cd-value').textContent).toBe('1d 01:01:03');
    expect(screen.getByTestId('cd').dataset.offset).toBe(String(AHEAD));
    const pageAtStart = page.count;
    const siblingAtStart = sibling.count;
    const commitsAtStart = countdownCommits;

    const shown: string[] = [];
    for (let second = 0; second < 5; second += 1) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      shown.push(screen.getByTestId('cd-value').textContent ?? '');
    }
    // Half a second in, the first tick is on the next whole server second: each second is shown once.
    expect(shown).toEqual(['1d 01:01:02', '1d 01:01:01', '1d 01:01:00', '1d 01:00:59', '1d 01:00:58']);
    expect(countdownCommits - commitsAtStart).toBe(5);
    expect(page.count).toBe(pageAtStart);
    expect(sibling.count).toBe(siblingAtStart);
  });

  it('shows its pending words until the clock is measured and its ended words after the deadline', async () => {
    renderWithStore(
      <ServerClockProvider clock={clock}>
        <Countdown to={LOCAL + AHEAD + 2_000} pending="syncing" ended="over" testId="cd" />
      </ServerClockProvider>,
      { lang: 'en' },
    );
    expect(screen.getByTestId('cd').textContent).toBe('syncing');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('cd').textContent).toBe('00:00:02');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('cd').textContent).toBe('over');
  });
});

describe('countdownText', () => {
  it('writes the clock and units formats in zh and en, dashes before the clock is measured', async () => {
    const left = 2 * 86_400_000 + 3 * 3_600_000 + 4 * 60_000 + 5_000;
    const zh = i18n.getFixedT('zh', 'common');
    const en = i18n.getFixedT('en', 'common');
    await i18n.loadNamespaces('common');
    expect(countdownText(left, 'clock', zh)).toBe('2天 03:04:05');
    expect(countdownText(left, 'clock', en)).toBe('2d 03:04:05');
    expect(countdownText(3_599_999, 'clock', en)).toBe('00:59:59');
    expect(countdownText(left, 'units', zh)).toBe('2天 3时 04分 05秒');
    expect(countdownText(left, 'units', en)).toBe('2d 3h 04m 05s');
    expect(countdownText(-5, 'units', en)).toBe('0d 0h 00m 00s');
    expect(countdownText(null, 'clock', en)).toBe('--:--:--');
  });
});
