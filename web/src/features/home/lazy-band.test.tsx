// LazyBand: its placeholder until the band comes near the screen, the band from then on.
import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LazyBand, NEAR_MARGIN } from './lazy-band.tsx';

let report: ((near: boolean) => void) | undefined;
let margin: string | undefined;
let disconnected = 0;

class ControlledObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    margin = options?.rootMargin;
    report = (near) =>
      callback([{ isIntersecting: near } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {
    disconnected += 1;
  }
  takeRecords(): [] {
    return [];
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  report = undefined;
  disconnected = 0;
});

describe('LazyBand', () => {
  it('shows the placeholder until the band is near the screen, then the band for good', () => {
    vi.stubGlobal('IntersectionObserver', ControlledObserver);
    render(
      <LazyBand placeholder={<p>placeholder</p>}>
        <p>band</p>
      </LazyBand>,
    );
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('band')).toBeNull();
    expect(margin).toBe(NEAR_MARGIN);

    act(() => report?.(false));
    expect(screen.queryByText('band')).toBeNull();

    act(() => report?.(true));
    expect(screen.getByText('band')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
    expect(disconnected).toBeGreaterThan(0);
  });

  it('renders the band at once where there is no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <LazyBand placeholder={<p>placeholder</p>}>
        <p>band</p>
      </LazyBand>,
    );
    expect(screen.getByText('band')).toBeTruthy();
  });
});
