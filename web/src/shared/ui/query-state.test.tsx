// QueryState: a skeleton of the size asked for while loading, the section-8 message with a working retry on
// failure, the product's empty wording, and the content (kept, dimmed) while a refetch runs.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
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

  it('knows empty pages and lists', () => {
    expect(isEmptyData([])).toBe(true);
    expect(isEmptyData({ records: [] })).toBe(true);
    expect(isEmptyData({ records: [1] })).toBe(false);
    expect(isEmptyData(null)).toBe(true);
    expect(isEmptyData({ id: 1 })).toBe(false);
  });
});
