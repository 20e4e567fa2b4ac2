// The shared list header: the URL state goes through the contract's query schema (bad values dropped, the
// default page left out), a view the contract does not know rides beside it, and the search box submits.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { newsPageData } from '@portal/contracts/http/news';
import { renderWithStore } from '@/test/render.tsx';
import { urlQuery } from '../url-query.ts';
import { ListTabs, SearchBox, useUrlListState } from './list-header.tsx';

const query = urlQuery(newsPageData, { fields: ['category', 'keyword', 'pageNum'], rename: { pageNum: 'page' } });

function Probe() {
  const list = useUrlListState(query, { name: 'tab', values: ['list', 'other'] as const, fallback: 'list' });
  return (
    <>
      <SearchBox
        keyword={list.state.keyword ?? ''}
        onSearch={(keyword) => list.show({ keyword, pageNum: 1 })}
        placeholder="Search news"
        buttonLabel="Go"
      />
      <ListTabs
        value={list.view}
        tabs={[
          { value: 'list', label: 'List', count: 3 },
          { value: 'other', label: 'Other' },
        ]}
        onChange={(view) => list.show({ pageNum: 1 }, view as 'list' | 'other')}
      >
        <p>page {list.state.pageNum}</p>
      </ListTabs>
    </>
  );
}

describe('list header', () => {
  it('reads and writes the list state in the URL through the contract schema, with the view beside it', async () => {
    const view = renderWithStore(<Probe />, { route: '/news?page=3&category=bogus&tab=nope', lang: 'en' });
    // A bad category and an unknown view are dropped; the page is kept.
    expect(screen.getByText('page 3')).toBeTruthy();
    const first = screen.getByRole('tab', { name: /^List/ });
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(first.textContent).toBe('List(3)');
    await view.user.type(screen.getByRole('textbox', { name: 'Search news' }), ' cups ');
    await view.user.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?keyword=cups'));
    await view.user.click(screen.getByRole('tab', { name: 'Other' }));
    await waitFor(() => expect(view.router.state.location.search).toBe('?keyword=cups&tab=other'));
  });
});
