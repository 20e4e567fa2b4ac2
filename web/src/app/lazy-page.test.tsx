// A route's page starts its loads once, from its handle at boot (router.tsx preloadPage) or at its first render,
// whichever comes first: the boot no longer waits for React to reach the page before asking for its texts.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { i18n } from '@/shared/i18n/i18n.ts';
import { page, pageHandle } from './lazy-page.tsx';
import { preloadPage } from './router.tsx';

describe('page()', () => {
  it('loads its code once, whether its handle or its render asks first', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>the page</p> }));
    const route = page(load, [], { firstScreen: true });
    const handle = pageHandle(route);
    expect(handle).toBeDefined();
    expect(load).not.toHaveBeenCalled();

    const first = handle?.preload();
    const second = handle?.preload();
    expect(second).toBe(first);
    await first;

    render(<Suspense fallback={<p>loading</p>}>{route.element}</Suspense>);
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('has no handle on a route that is not a page', () => {
    expect(pageHandle({ handle: undefined })).toBeUndefined();
    expect(pageHandle({ handle: { title: 'x' } })).toBeUndefined();
  });
});

describe('preloadPage', () => {
  it("asks for the first page's texts at boot: the home page's, and a page of the other routes' table", async () => {
    const asked = vi.spyOn(i18n, 'loadNamespaces');
    try {
      preloadPage('/');
      await vi.waitFor(() => expect(asked).toHaveBeenCalledWith(['routes', 'home']));
      preloadPage('/collectBidding');
      await vi.waitFor(() => expect(asked).toHaveBeenCalledWith(['routes', 'requests']), { timeout: 5_000 });
      // A path no page has asks for nothing.
      asked.mockClear();
      preloadPage('/no-such-page/at/all');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(asked.mock.calls.flat(2)).not.toContain('home');
    } finally {
      asked.mockRestore();
    }
  });
});
