// QueryState: a skeleton of the size asked for while loading, the section-8 message with a working retry on
// failure, the product's empty wording, and the content (kept, dimmed) while a refetch runs.
import { Suspense, use, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithStore, textsOf } from '@/test/render.tsx';
import { QueryState, isEmptyData, queryStateTestIds, type QueryLike } from './query-state.tsx';

type Page = { records: string[]; total: number };

function query(overrides: Partial<QueryLike<Page>>): QueryLike<Page> {
  return { isLoading: false, isFetching: false, isError: false, refetch: vi.fn(), ...overrides };
}

function renderState(state: QueryLike<Page>, lang: 'zh' | 'en' = 'en') {
  return renderWithStore(
    <QueryState query={state} empty="No exhibitions yet" skeleton={{ rows: 3, rowHeight: '4rem' }}>
      {(page) => (
        <ul data-testid="content">
          {page.records.map((record) => (
            <li key={record}>{record}</li>
          ))}
        </ul>
      )}
    </QueryState>,
    { lang },
  );
}

describe('QueryState', () => {
  it('holds the content place with a skeleton of the given rows while loading', () => {
    renderState(query({ isLoading: true, isFetching: true }));
    const loading = screen.getByTestId(queryStateTestIds.loading);
    expect(loading.children).toHaveLength(3);
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('content')).toBeNull();
  });

  it("shows the failure's section-8 message and retries on click", async () => {
    const refetch = vi.fn();
    const { user } = renderState(
      query({ isError: true, error: { status: 503, message: 'Service unavailable' }, refetch }),
    );
    const error = screen.getByTestId(queryStateTestIds.error);
    expect(error.textContent).toContain('This could not be loaded');
    expect(error.textContent).toContain('Service unavailable');
    await user.click(screen.getByRole('button', { name: textsOf('common')('retry') }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says the error in Chinese too, with a generic text when the error is not an API error', () => {
    renderState(query({ isError: true, error: new Error('boom') }), 'zh');
    const error = screen.getByTestId(queryStateTestIds.error);
    expect(error.textContent).toContain('内容加载失败');
    expect(error.textContent).toContain('请检查网络后重试。');
    expect(screen.getByTestId(queryStateTestIds.retry).textContent).toBe('重试');
  });

  it("shows the product's empty wording for an empty page", () => {
    renderState(query({ data: { records: [], total: 0 } }));
    expect(screen.getByTestId(queryStateTestIds.empty).textContent).toContain('No exhibitions yet');
    expect(screen.queryByTestId('content')).toBeNull();
  });

  it('renders the content, and keeps it dimmed while refetching', () => {
    renderState(query({ data: { records: ['a', 'b'], total: 2 }, isFetching: true }));
    const content = screen.getByTestId('content');
    expect(content.textContent).toBe('ab');
    expect(content.parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId(queryStateTestIds.loading)).toBeNull();
  });

  it('draws an answer in a transition: the skeleton stays until the content is ready, with no gap or fallback', async () => {
    // The content's drawing waits on a promise (as a lazy part would). Drawn at once, it would hand the screen
    // to the Suspense fallback; drawn in a transition (deferred), the skeleton stays until it is done.
    let ready!: () => void;
    const drawn = new Promise<void>((resolve) => (ready = resolve));
    function Slow({ records }: { records: string[] }) {
      use(drawn);
      return <p data-testid="content">{records.join('')}</p>;
    }
    const view = (state: QueryLike<Page>) => (
      <Suspense fallback={<p data-testid="fallback" />}>
        <QueryState query={state} empty="No exhibitions yet" skeleton={{ rows: 2, rowHeight: '4rem' }}>
          {(page) => <Slow records={page.records} />}
        </QueryState>
      </Suspense>
    );
    // The answer arrives as an urgent update, as the store's subscription delivers it.
    let answer!: (state: QueryLike<Page>) => void;
    function Harness() {
      const [state, setState] = useState(query({ isLoading: true, isFetching: true }));
      answer = setState;
      return view(state);
    }
    renderWithStore(<Harness />);
    await act(async () => answer(query({ data: { records: ['a', 'b'], total: 2 } })));
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(screen.getByTestId(queryStateTestIds.loading)).toBeTruthy();
    await act(async () => ready());
    expect(screen.getByTestId('content').textContent).toBe('ab');
    expect(screen.queryByTestId(queryStateTestIds.loading)).toBeNull();
  });

  it("takes index.html's first screen away once it draws its content, error or empty state, not its skeleton", () => {
    const states = [
      query({ data: { records: ['a'], total: 1 } }),
      query({ isError: true, error: new Error('boom') }),
      query({ data: { records: [], total: 0 } }),
    ];
    for (const state of states) {
      document.documentElement.classList.add('first-screen');
      const overlay = document.body.appendChild(document.createElement('div'));
      overlay.id = 'first-screen';
      const loading = renderWithStore(
        <QueryState query={query({ isLoading: true, isFetching: true })} empty="-" firstScreen>
          {() => null}
        </QueryState>,
      );
      expect(document.getElementById('first-screen')).not.toBeNull();
      loading.unmount();
      const drawn = renderWithStore(
        <QueryState query={state} empty="-" firstScreen>
          {(page) => <p>{page.records.join('')}</p>}
        </QueryState>,
      );
      expect(document.getElementById('first-screen')).toBeNull();
      expect(document.documentElement.classList.contains('first-screen')).toBe(false);
      drawn.unmount();
    }
  });

  it('knows empty pages and lists', () => {
    expect(isEmptyData([])).toBe(true);
    expect(isEmptyData({ records: [] })).toBe(true);
    expect(isEmptyData({ records: [1] })).toBe(false);
    expect(isEmptyData(null)).toBe(true);
    expect(isEmptyData({ id: 1 })).toBe(false);
  });
});
