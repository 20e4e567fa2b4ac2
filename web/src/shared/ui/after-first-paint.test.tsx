// AfterFirstPaint: the part is not in the page's first commit (its placeholder is), and comes after a frame.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  it('commits the placeholder with the page, then the part in a commit of its own after the next frame', async () => {
    render(
      <div>
        <p>top</p>
        <AfterFirstPaint placeholder={<p>holding</p>}>
          <p>below</p>
        </AfterFirstPaint>
      </div>,
    );
    // The first commit: the top and the placeholder only.
    expect(screen.getByText('top')).toBeTruthy();
    expect(screen.getByText('holding')).toBeTruthy();
    expect(screen.queryByText('below')).toBeNull();
    expect(await screen.findByText('below')).toBeTruthy();
    expect(screen.queryByText('holding')).toBeNull();
  });
});
