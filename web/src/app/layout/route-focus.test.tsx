// The skip link and the focus after a route change (docs/requirements.md R2.10).
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { renderWithStore } from '@/test/render.tsx';
import { MAIN_ID, RouteFocus, SkipLink } from './route-focus.tsx';

function Layout() {
  return (
    <>
      <SkipLink />
      <RouteFocus />
      <nav>
        <Link to="/news">news</Link>
        <Link to="/plain">plain</Link>
      </nav>
      <main id={MAIN_ID}>
        <Routes>
          <Route path="/" element={<h1>home</h1>} />
          <Route path="/news" element={<h1>news heading</h1>} />
          <Route path="/plain" element={<p>no heading here</p>} />
        </Routes>
      </main>
    </>
  );
}

describe('route focus', () => {
  it('leaves the focus alone on the first load, then moves it to the new page heading', async () => {
    const { user } = renderWithStore(<Layout />);
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByText('news'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'news heading' })));
  });

  it('takes the main area when the page has no heading', async () => {
    const { user } = renderWithStore(<Layout />);
    await user.click(screen.getByText('plain'));
    await waitFor(() => expect(document.activeElement?.id).toBe(MAIN_ID), { timeout: 3000 });
  });

  it('has a skip link first in the tab order that moves the focus to the page', async () => {
    const { user } = renderWithStore(<Layout />);
    await user.tab();
    const skip = screen.getByRole('link', { name: '跳到主要内容' });
    expect(document.activeElement).toBe(skip);
    await act(() => user.click(skip));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'home' }));
  });
});
