// The tour's overlay over a section: the spotlight around the section's box (sized and placed inline, so that
// following the smooth scroll inserts no CSS rule per frame) and the card below it on a desktop, at the bottom
// of the screen on a phone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithStore } from '@/test/render.tsx';
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

function viewport(width: number, height: number) {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('innerHeight', height);
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
  });
});
