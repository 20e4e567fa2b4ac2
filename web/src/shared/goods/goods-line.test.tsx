// A goods line and the unavailable badge: the title, the spec only when there is one, the placeholder for a
// missing picture, what the place adds under and beside them; the badge's words in the reader's language, and
// no badge without a reason.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithStore } from '@/test/render.tsx';
import { FALLBACK_PICTURE } from '@/shared/ui/picture.tsx';
import { GoodsLine, UnavailableBadge } from './goods-line.tsx';

describe('GoodsLine', () => {
  it('shows the title, the spec, the placeholder picture and what the place adds', () => {
    const { container } = renderWithStore(
      <GoodsLine goods={{ image: '', title: 'Hoop earrings', specText: 'Colour: gold' }} aside={<span>beside</span>}>
        <span>under</span>
      </GoodsLine>,
    );
    expect(screen.getByText('Hoop earrings')).toBeTruthy();
    expect(screen.getByText('Colour: gold')).toBeTruthy();
    expect(screen.getByText('under')).toBeTruthy();
    expect(screen.getByText('beside')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(FALLBACK_PICTURE);
  });

  it('leaves out an empty spec', () => {
    const { container } = renderWithStore(
      <GoodsLine goods={{ image: '/a.png', title: 'Cup', specText: '' }} size="lg" />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });
});

describe('UnavailableBadge', () => {
  it.each([
    ['zh', '该商品已下架'],
    ['en', 'The product has been taken off.'],
  ] as const)('says why in %s', (lang, words) => {
    renderWithStore(<UnavailableBadge reason="offShelf" testId="why" />, { lang });
    expect(screen.getByTestId('why').textContent).toBe(words);
  });

  it('shows nothing without a reason', () => {
    renderWithStore(<UnavailableBadge reason={null} testId="why" />);
    expect(screen.queryByTestId('why')).toBeNull();
  });
});
