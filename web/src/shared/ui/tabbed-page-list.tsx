// A centre's work list in one frame: status tabs over a paged list of rows (a factory's visits and
// inspections, the agent purchases a provider or the operator moves): the tab and page held here (a new tab
// starts at page 1), the loading, error and empty states of <QueryState>, the rows in one <DividedList>, and
// the pager when there is more than one page.
import { useState, type ReactNode } from 'react';
import { Stack } from '@chakra-ui/react';
import type { PageOf } from '@portal/contracts/operation';
import { DividedList } from './divided-list.tsx';
import { ListTabs } from './list-header.tsx';
import { Pager } from './pager.tsx';
import { QueryState, type QueryLike } from './query-state.tsx';

/** The tab and page of a tabbed list: choosing a tab goes back to its first page. */
export function useTabbedPage<Tab extends string>(first: Tab) {
  const [tab, setTab] = useState<Tab>(first);
  const [pageNum, setPageNum] = useState(1);
  return {
    tab,
    pageNum,
    setPageNum,
    setTab: (next: Tab) => {
      setTab(next);
      setPageNum(1);
    },
  };
}

export interface TabbedPageListProps<Tab extends string, R> {
  tabs: readonly { value: Tab; label: string }[];
  /** From `useTabbedPage`. */
  state: ReturnType<typeof useTabbedPage<Tab>>;
  pageSize: number;
  /** The page of the tab and page shown (the caller's RTK Query hook). */
  query: QueryLike<PageOf<R>>;
  empty: string;
  errorTitle: string;
  /** The height of a skeleton row, close to a row's. */
  rowHeight?: string;
  /** One row, an `li` (keyed by the caller). */
  row(record: R): ReactNode;
}

export function TabbedPageList<Tab extends string, R>({
  tabs,
  state,
  pageSize,
  query,
  empty,
  errorTitle,
  rowHeight = '5rem',
  row,
}: TabbedPageListProps<Tab, R>) {
  return (
    <Stack gap={3}>
      <ListTabs tabs={tabs} value={state.tab} onChange={(value) => state.setTab(value as Tab)}>
        <QueryState query={query} empty={empty} errorTitle={errorTitle} skeleton={{ rows: 3, rowHeight, gap: 2 }}>
          {(page) => <DividedList>{page.records.map(row)}</DividedList>}
        </QueryState>
      </ListTabs>
      {query.data && query.data.total > pageSize && (
        <Pager page={state.pageNum} total={query.data.total} pageSize={pageSize} onPageChange={state.setPageNum} />
      )}
    </Stack>
  );
}
