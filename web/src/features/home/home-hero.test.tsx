// The carousel stays on its first banner (the page's largest paint) until it may rotate, and never rotates for a
// user who asked for less motion.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderWithStore } from '@/test/render.tsx';
import { testIds } from '@/shared/test-ids.ts';
import type { HomeData } from '@portal/contracts/http/home';
import { HomeHero } from './home-hero.tsx';
import { homeDataFixture } from './home-data.fixture.ts';

const first = homeDataFixture.banners[0]!;
const data: HomeData = {
  ...homeDataFixture,
  banners: [first, { ...first, id: 2, title: '第二张', titleEn: 'Second', image: '/assets-mock/banner/second.svg' }],
};

/** The hero with a switch for `rotate`, as the page flips it once idle. */
function Harness() {
  const [rotate, setRotate] = useState(false);
  return (
    <>
      <button onClick={() => setRotate(true)}>allow rotation</button>
      <HomeHero data={data} rotate={rotate} />
    </>
  );
}

function shownBanner(): HTMLImageElement {
  return screen.getByTestId(testIds.home.banner).querySelector('img')!;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HomeHero carousel', () => {
  it('keeps the first banner, high priority and sized, while it may not rotate, then rotates', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderWithStore(<Harness />);
    const img = await screen.findByAltText(first.title);
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('400');
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownBanner().getAttribute('alt')).toBe(first.title);

    act(() => screen.getByText('allow rotation').click());
    act(() => vi.advanceTimersByTime(5_000));
    expect(shownBanner().getAttribute('alt')).toBe('第二张');
  });

  it('does not rotate when the user prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
    }));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    renderWithStore(<HomeHero data={data} rotate />);
    await screen.findByAltText(first.title);
    act(() => vi.advanceTimersByTime(20_000));
    expect(shownBanner().getAttribute('alt')).toBe(first.title);
  });
});
