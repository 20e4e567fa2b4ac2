// The home page with a real store over a fake fetch: content from home/homeData, the 8 entry anchors and the
// first-visit guided tour (Skip, Next, Previous, Complete; shown once).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/app/test-utils.tsx';
import { textsOf } from '@/test/render.tsx';
import { LaidOutObserver } from '@/test/laid-out-observer.ts';
import { initialUiState } from '@/shared/ui/ui-slice.ts';
import { testIds } from '@/shared/test-ids.ts';
import HomePage from './home-page.tsx';
import { homeDataFixture } from './home-data.fixture.ts';
import { TOUR_DONE_KEY, TOUR_STEPS } from './tour.ts';

const t = textsOf('home');
const zhTitles = ['商家中心', '服务中心', '行业分类', '专业市场', '区域产业带', '源头工厂', '服务专区', '1039 专区'];

let status = 200;
const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname !== '/api/portal/pass/home/homeData') throw new Error(`unexpected ${url.pathname}`);
  const body = status === 200 ? { resultCode: '000', content: homeDataFixture } : { resultCode: '503', content: 'x' };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
});

/** jsdom lays nothing out: every observed band is reported near the screen at once (lazy-band.test.tsx covers
 * the band that waits). */
class NearObserver {
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(target: Element): void {
    this.callback(
      [{ isIntersecting: true, target } as IntersectionObserverEntry],
      this as unknown as IntersectionObserver,
    );
  }
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

beforeEach(() => {
  status = 200;
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('IntersectionObserver', NearObserver);
  // The tour's card shows once the page is laid out around its section.
  vi.stubGlobal('ResizeObserver', LaidOutObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The tour's card once it shows (it is hidden until it stands beside its section). */
async function openTour() {
  await screen.findByRole('button', { name: t('tour.next') });
  return screen.getByTestId(testIds.tour.root);
}

describe('HomePage', () => {
  it('shows the home data: products with prices, shops, factories, belts, news', async () => {
    renderWithApp(<HomePage />);
    expect(await screen.findByText('韩版珍珠发夹 10 只装')).toBeTruthy();
    // The bands come one per commit, the news last.
    await screen.findByTestId(testIds.home.news);
    expect(screen.getByTestId(testIds.home.products).textContent).toContain('¥12.50');
    expect(screen.getByTestId(testIds.home.shops).textContent).toContain('晶彩饰品');
    expect(screen.getByTestId(testIds.home.factories).textContent).toContain('恒达五金');
    expect(screen.getByTestId(testIds.home.news).textContent).toContain('义乌小商品市场春季采购节开幕');
    expect(screen.getByTestId(testIds.home.news).textContent).toContain('2023-11-14');
    expect(screen.getByText('永康市')).toBeTruthy();
    // In the headlines under the banner and in the news section.
    const newsLinks = screen.getAllByRole('link', { name: '义乌小商品市场春季采购节开幕' });
    expect(newsLinks.map((link) => link.getAttribute('href'))).toEqual(['/newsDetail?id=9', '/newsDetail?id=9']);
  });

  it('has the 8 entry points as tour anchors, linking where the server says', async () => {
    const { container } = renderWithApp(<HomePage />);
    await screen.findByText('韩版珍珠发夹 10 只装');
    const anchors = [...container.querySelectorAll('[data-tour]')].map((node) => node.getAttribute('data-tour'));
    expect(anchors).toEqual(TOUR_STEPS.map((step) => step.key));
    const market = container.querySelector('[data-tour="professionalMarket"] a');
    expect(market?.getAttribute('href')).toBe('/market?hall=1');
  });

  it('walks the first-visit tour with Next, Previous and Complete, then never shows it again', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<HomePage />);
    const tour = await openTour();
    expect(within(tour).getByTestId(testIds.tour.title).textContent).toBe(zhTitles[0]);
    expect(within(tour).getByTestId(testIds.tour.step).textContent).toBe('第 1 步，共 8 步');
    expect(within(tour).queryByRole('button', { name: t('tour.previous') })).toBeNull();
    expect(within(tour).queryByRole('button', { name: t('tour.complete') })).toBeNull();

    for (let step = 1; step < 8; step += 1) {
      await user.click(screen.getByRole('button', { name: t('tour.next') }));
      expect(screen.getByTestId(testIds.tour.title).textContent).toBe(zhTitles[step]);
    }
    expect(screen.queryByRole('button', { name: t('tour.next') })).toBeNull();
    expect(screen.queryByRole('button', { name: t('tour.skip') })).toBeNull();
    await user.click(screen.getByRole('button', { name: t('tour.previous') }));
    expect(screen.getByTestId(testIds.tour.title).textContent).toBe(zhTitles[6]);
    await user.click(screen.getByRole('button', { name: t('tour.next') }));
    await user.click(screen.getByRole('button', { name: t('tour.complete') }));
    expect(screen.queryByTestId(testIds.tour.root)).toBeNull();
    expect(localStorage.getItem(TOUR_DONE_KEY)).toBe('1');

    first.unmount();
    renderWithApp(<HomePage />);
    await screen.findByText('韩版珍珠发夹 10 只装');
    expect(screen.queryByTestId(testIds.tour.root)).toBeNull();
    // It can be shown again on demand.
    await user.click(screen.getByRole('button', { name: t('tour.restart') }));
    expect((await openTour()).textContent).toContain(zhTitles[0]);
  });

  it('is skipped for good with Skip', async () => {
    const user = userEvent.setup();
    renderWithApp(<HomePage />);
    await openTour();
    await user.click(screen.getByRole('button', { name: t('tour.next') }));
    await user.click(screen.getByRole('button', { name: t('tour.skip') }));
    expect(screen.queryByTestId(testIds.tour.root)).toBeNull();
    expect(localStorage.getItem(TOUR_DONE_KEY)).toBe('1');
  });

  it('speaks English when English is chosen', async () => {
    renderWithApp(<HomePage />, { preloadedState: { ui: { ...initialUiState, language: 'en' } } });
    const tour = await openTour();
    expect(within(tour).getByTestId(testIds.tour.title).textContent).toBe('Merchant Center');
    expect(within(tour).getByTestId(testIds.tour.skip).textContent).toBe('Skip');
    expect(within(tour).getByTestId(testIds.tour.next).textContent).toBe('Next');
    expect(screen.getByText('Recommended products')).toBeTruthy();
  });

  it('says so when the home data cannot be loaded, and retries', async () => {
    status = 503;
    localStorage.setItem(TOUR_DONE_KEY, '1');
    const user = userEvent.setup();
    renderWithApp(<HomePage />);
    const alert = await screen.findByTestId(testIds.home.loadError);
    expect(alert.textContent).toContain('首页内容加载失败');
    status = 200;
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(screen.queryByTestId(testIds.home.loadError)).toBeNull());
    expect(await screen.findByText('韩版珍珠发夹 10 只装')).toBeTruthy();
  });

  it("takes index.html's first screen away once the hero has its data, or on the error, not before", async () => {
    localStorage.setItem(TOUR_DONE_KEY, '1');
    for (const answer of [200, 503]) {
      status = answer;
      document.documentElement.classList.add('first-screen');
      const shell = document.body.appendChild(document.createElement('div'));
      shell.id = 'first-screen';
      const view = renderWithApp(<HomePage />);
      // Still loading: the first screen stays over the page.
      expect(document.getElementById('first-screen')).not.toBeNull();
      await waitFor(() => expect(document.getElementById('first-screen')).toBeNull());
      expect(document.documentElement.classList.contains('first-screen')).toBe(false);
      expect(
        answer === 200 ? screen.getByTestId(testIds.home.banner) : screen.getByTestId(testIds.home.loadError),
      ).toBeTruthy();
      view.unmount();
    }
  });
});
