// The tour's overlay over a section: the spotlight around the section's box (sized and placed inline, in the
// page's coordinates, so that it scrolls with the section and no CSS rule is inserted when it moves) and the card
// below it on a desktop, at the bottom of the screen on a phone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithStore } from '@/test/render.tsx';
import { LaidOutObserver } from '@/test/laid-out-observer.ts';
import { testIds } from '@/shared/test-ids.ts';
import { GuidedTour } from './guided-tour.tsx';
import { TOUR_STEPS } from './tour.ts';

function section(box: { top: number; left: number; width: number; height: number }): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute('data-tour', TOUR_STEPS[0]?.key ?? '');
  element.getBoundingClientRect = () =>
    ({ ...box, right: box.left + box.width, bottom: box.top + box.height }) as DOMRect;
  document.body.append(element);
  return element;
}

function viewport(width: number, height: number, scrollY = 0) {
  vi.stubGlobal('ResizeObserver', LaidOutObserver);
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', height);
  vi.stubGlobal('scrollX', 0);
  vi.stubGlobal('scrollY', scrollY);
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('[data-tour]').forEach((element) => element.remove());
});

const open = { open: true, step: 0 } as const;

describe('the guided tour', () => {
  it('rings the section inline and puts its card below it on a desktop', async () => {
    viewport(1366, 900);
    section({ top: 100, left: 200, width: 600, height: 150 });
    renderWithStore(<GuidedTour state={open} onAction={() => {}} />);
    const spotlight = await screen.findByTestId(testIds.tour.spotlight);
    expect(spotlight.style.width).toBe('612px');
    expect(spotlight.style.height).toBe('162px');
    expect(spotlight.style.transform).toBe('translate(194px, 94px)');
    const card = screen.getByTestId(testIds.tour.root);
    expect(card.style.transform).toBe('translate(200px, 264px)');
    expect(card.style.width).toBe('360px');
  });

  it('places the spotlight and the card in the page, so they scroll with the section', async () => {
    viewport(1366, 900, 500);
    section({ top: 100, left: 200, width: 600, height: 150 });
    renderWithStore(<GuidedTour state={open} onAction={() => {}} />);
    const spotlight = await screen.findByTestId(testIds.tour.spotlight);
    expect(getComputedStyle(spotlight).position).toBe('absolute');
    expect(spotlight.style.transform).toBe('translate(194px, 594px)');
    const card = screen.getByTestId(testIds.tour.root);
    expect(getComputedStyle(card).position).toBe('absolute');
    expect(card.style.transform).toBe('translate(200px, 764px)');
  });

  it('measures again once a scroll has ended, and moves the card to the side that then fits', async () => {
    viewport(1366, 900);
    // A tall section low on the screen: no room below it, so the card goes above.
    const element = section({ top: 300, left: 200, width: 600, height: 500 });
    renderWithStore(<GuidedTour state={open} onAction={() => {}} />);
    const spotlight = await screen.findByTestId(testIds.tour.spotlight);
    const card = screen.getByTestId(testIds.tour.root);
    expect(card.style.transform).toBe('translate(200px, 56px)');
    // The smooth scroll has brought it 200 px up.
    element.getBoundingClientRect = () => ({ top: 100, left: 200, width: 600, height: 500 }) as DOMRect;
    vi.stubGlobal('scrollY', 200);
    act(() => {
      window.dispatchEvent(new Event('scrollend'));
    });
    // The same place in the page: the section did not move in the document.
    expect(spotlight.style.transform).toBe('translate(194px, 294px)');
    // Now there is room below it.
    expect(card.style.transform).toBe('translate(200px, 814px)');
  });

  describe('when the section is off the screen', () => {
    function farSection() {
      viewport(1366, 900);
      vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(3000);
      const element = section({ top: 1500, left: 200, width: 600, height: 150 });
      const scrollIntoView = vi.fn();
      element.scrollIntoView = scrollIntoView;
      return scrollIntoView;
    }
    afterEach(() => {
      vi.restoreAllMocks();
      vi.useRealTimers();
    });

    it('scrolls to it and shows the card (and focuses Next) only once the scroll has ended', async () => {
      const scrollIntoView = farSection();
      renderWithStore(<GuidedTour state={open} onAction={() => {}} />);
      await screen.findByTestId(testIds.tour.spotlight);
      const card = screen.getByTestId(testIds.tour.root);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
      // Hidden while it would still move: a click meant for it would land elsewhere.
      expect(getComputedStyle(card).visibility).toBe('hidden');
      expect(document.activeElement).not.toBe(screen.getByTestId(testIds.tour.next));
      act(() => {
        window.dispatchEvent(new Event('scrollend'));
      });
      expect(getComputedStyle(card).visibility).not.toBe('hidden');
      expect(document.activeElement).toBe(screen.getByTestId(testIds.tour.next));
    });

    it('shows the card after a second even if the scroll never reports its end', async () => {
      farSection();
      vi.useFakeTimers();
      renderWithStore(<GuidedTour state={open} onAction={() => {}} />);
      act(() => {
        vi.advanceTimersByTime(10);
      });
      const card = screen.getByTestId(testIds.tour.root);
      expect(getComputedStyle(card).visibility).toBe('hidden');
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      expect(getComputedStyle(card).visibility).not.toBe('hidden');
    });
  });

  it('takes a scroll as ended after 150 ms without one where the browser has no scrollend', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(Window.prototype, 'onscrollend');
    const own = Object.getOwnPropertyDescriptor(window, 'onscrollend');
    if (descriptor) delete (Window.prototype as { onscrollend?: unknown }).onscrollend;
    if (own) delete (window as { onscrollend?: unknown }).onscrollend;
    try {
      expect('onscrollend' in window).toBe(false);
      viewport(1366, 900);
      const element = section({ top: 300, left: 200, width: 600, height: 500 });
      renderWithStore(<GuidedTour state={open} onAction={() => {}} />);
      const card = await screen.findByTestId(testIds.tour.root);
      await screen.findByTestId(testIds.tour.spotlight);
      expect(card.style.transform).toBe('translate(200px, 56px)');
      element.getBoundingClientRect = () => ({ top: 100, left: 200, width: 600, height: 500 }) as DOMRect;
      vi.stubGlobal('scrollY', 200);
      vi.useFakeTimers();
      act(() => {
        window.dispatchEvent(new Event('scroll'));
        vi.advanceTimersByTime(100);
      });
      expect(card.style.transform).toBe('translate(200px, 56px)');
      act(() => {
        vi.advanceTimersByTime(60);
      });
      expect(card.style.transform).toBe('translate(200px, 814px)');
    } finally {
      vi.useRealTimers();
      if (descriptor) Object.defineProperty(Window.prototype, 'onscrollend', descriptor);
      if (own) Object.defineProperty(window, 'onscrollend', own);
    }
  });

  it('keeps the card at the bottom of the screen on a phone', async () => {
    viewport(390, 844);
    section({ top: 100, left: 12, width: 366, height: 150 });
    renderWithStore(<GuidedTour state={open} onAction={() => {}} />);
    await screen.findByTestId(testIds.tour.spotlight);
    const card = screen.getByTestId(testIds.tour.root);
    expect(card.style.bottom).toBe('12px');
    expect(card.style.left).toBe('12px');
    expect(card.style.right).toBe('12px');
    expect(card.style.transform).toBe('');
    expect(getComputedStyle(card).position).toBe('fixed');
  });
});
