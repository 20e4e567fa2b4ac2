// The parts of the layout: loading overlay, back-to-top after 100px, scroll to top on route change, footer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { requestSettled, requestStarted } from '@/shared/ui/ui-slice.ts';
import { showError } from '@/shared/ui/toast.ts';
import { toaster } from '@/shared/ui/toast-store.ts';
import { testIds } from '@/shared/test-ids.ts';
import { renderWithStore } from '@/test/render.tsx';
import { LoadingOverlay, OVERLAY_DELAY_MS } from './loading-overlay.tsx';
import { BackToTop } from './back-to-top.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';
import { SiteFooter } from './site-footer.tsx';

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
}

/** An IntersectionObserver over the page's geometry as jsdom cannot give it: a target spans [top, top + height]
 * of its inline style; the viewport starts at the scroll position. */
const observed = new Map<Element, IntersectionObserverCallback>();
class GeometryObserver {
  readonly #callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.#callback = callback;
  }
  observe(target: Element) {
    observed.set(target, this.#callback);
    report(target);
  }
  disconnect() {
    observed.clear();
  }
}
function report(target: Element) {
  const style = (target as HTMLElement).style;
  const top = Number.parseFloat(style.top) - window.scrollY;
  const bottom = top + Number.parseFloat(style.height);
  const entry = { isIntersecting: bottom > 0, boundingClientRect: { top } } as IntersectionObserverEntry;
  observed.get(target)?.([entry], {} as IntersectionObserver);
}
function scrollPageTo(y: number) {
  scrollWindowTo(y);
  for (const target of observed.keys()) report(target);
}

afterEach(() => {
  toaster.remove();
  // The stubbed IntersectionObserver goes whether its test passed or failed.
  vi.unstubAllGlobals();
  observed.clear();
});

describe('layout parts', () => {
  it('shows the loading overlay once a request has lasted a moment, and hides it after the last one', () => {
    vi.useFakeTimers();
    try {
      const { store } = renderWithStore(<LoadingOverlay />);
      expect(screen.queryByTestId(testIds.overlay)).toBeNull();
      act(() => {
        store.dispatch(requestStarted('read'));
        store.dispatch(requestStarted('read'));
      });
      // A quick answer never flashes it.
      act(() => vi.advanceTimersByTime(OVERLAY_DELAY_MS - 1));
      expect(screen.queryByTestId(testIds.overlay)).toBeNull();
      act(() => vi.advanceTimersByTime(1));
      const overlay = screen.getByTestId(testIds.overlay);
      expect(overlay.textContent).toContain('加载中');
      // A read lets clicks through: the page's skeletons show what is loading.
      expect(overlay.dataset.kind).toBe('read');
      act(() => {
        store.dispatch(requestSettled('read'));
      });
      expect(screen.getByTestId(testIds.overlay)).toBeTruthy();
      act(() => {
        store.dispatch(requestSettled('read'));
      });
      expect(screen.queryByTestId(testIds.overlay)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('blocks the page while a write is in flight', () => {
    vi.useFakeTimers();
    try {
      const { store } = renderWithStore(<LoadingOverlay />);
      act(() => {
        store.dispatch(requestStarted('read'));
        store.dispatch(requestStarted('write'));
      });
      act(() => vi.advanceTimersByTime(OVERLAY_DELAY_MS));
      expect(screen.getByTestId(testIds.overlay).dataset.kind).toBe('write');
      act(() => {
        store.dispatch(requestSettled('write'));
      });
      expect(screen.getByTestId(testIds.overlay).dataset.kind).toBe('read');
      act(() => {
        store.dispatch(requestSettled('read'));
      });
      expect(screen.queryByTestId(testIds.overlay)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows back-to-top only after 100px of scroll and scrolls to the top', async () => {
    vi.stubGlobal('IntersectionObserver', GeometryObserver);
    scrollWindowTo(0);
    renderWithStore(<BackToTop />);
    expect(screen.queryByTestId(testIds.backToTop)).toBeNull();
    act(() => scrollPageTo(100));
    expect(screen.queryByTestId(testIds.backToTop)).toBeNull();
    act(() => scrollPageTo(101));
    const button = screen.getByTestId(testIds.backToTop);
    vi.mocked(window.scrollTo).mockClear();
    await userEvent.click(button);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    act(() => scrollPageTo(0));
    expect(screen.queryByTestId(testIds.backToTop)).toBeNull();
  });

  it('scrolls to the top on every route change', async () => {
    renderWithStore(
      <>
        <ScrollToTop />
        <Routes>
          <Route path="/" element={<Link to="/news">news</Link>} />
          <Route path="/news" element={<Link to="/news?page=2">page 2</Link>} />
        </Routes>
      </>,
    );
    vi.mocked(window.scrollTo).mockClear();
    await userEvent.click(screen.getByText('news'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    vi.mocked(window.scrollTo).mockClear();
    await userEvent.click(screen.getByText('page 2'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('has the footer links and contact', () => {
    renderWithStore(<SiteFooter />);
    const footer = screen.getByTestId(testIds.footer.root);
    expect(footer.querySelector('a[href="/help"]')).toBeTruthy();
    expect(footer.querySelector('a[href="/news"]')).toBeTruthy();
    expect(footer.textContent).toContain('联系我们');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} 商城`);
  });

  it('keeps a toast raised before the toaster is on the page until it is', async () => {
    showError('登录状态已过期，您可以继续留在该页面，或者重新登录');
    renderWithStore(<span />);
    const toast = await screen.findByTestId(testIds.toast);
    expect(toast.textContent).toContain('登录状态已过期');
  });

  it('shows an error toast', async () => {
    renderWithStore(<span />);
    act(() => showError('操作太频繁，请稍后再试！'));
    const toast = await screen.findByTestId(testIds.toast);
    expect(toast.textContent).toContain('操作太频繁，请稍后再试！');
    expect(toast.getAttribute('data-type')).toBe('error');
  });
});
