// /news: news and announcements by category, searchable by keyword, 15 to a page with the table pager.
// The category, keyword and page live in the URL.
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, EmptyState, Input, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import type { NewsCategory } from '@portal/contracts/http/news';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { SearchIcon } from '@/shared/ui/icons.tsx';
import { useNewsPageQuery } from './news-api.ts';
import { NewsListItem } from './news-list-item.tsx';
import { keywordTerms } from '@/shared/url-query.ts';
import { NEWS_CATEGORY_VALUES, NEWS_KEYWORD_MAX, isNewsCategory, newsListQuery } from './news-query.ts';
import { newsTestIds } from './test-ids.ts';

const ids = newsTestIds.list;

interface NewsListState {
  category: NewsCategory | undefined;
  keyword: string;
  page: number;
}
const ALL = 'all';
/** The tabs of the list: every category and 'all' first. */
const CATEGORY_TABS = [ALL, ...NEWS_CATEGORY_VALUES] as const;

function SearchForm({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const { t } = useTranslation('news');
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <chakra.form onSubmit={submit} role="search" display="flex" w={{ base: 'full', sm: '20rem' }}>
      <Input
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
        maxLength={NEWS_KEYWORD_MAX}
        size="sm"
        borderEndRadius="0"
        data-testid={ids.searchInput}
      />
      <Button type="submit" size="sm" colorPalette="brand" borderStartRadius="0" data-testid={ids.searchButton}>
        <SearchIcon />
        {t('search.button')}
      </Button>
    </chakra.form>
  );
}

export default function NewsPage() {
  const { t } = useTranslation('news');
  const [params, setParams] = useSearchParams();
  const read = newsListQuery.read(params);
  const state: NewsListState = { category: read.category, keyword: read.keyword ?? '', page: read.pageNum ?? 1 };
  const query = useNewsPageQuery({ ...read, pageSize: TABLE_PAGE_SIZE });
  const { data } = query;
  const terms = keywordTerms(state.keyword);
  const current = state.category ?? ALL;

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  const show = (next: NewsListState) =>
    setParams(
      new URLSearchParams(newsListQuery.write({ category: next.category, keyword: next.keyword, pageNum: next.page })),
    );
  const goToPage = (page: number) => {
    show({ ...state, page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <PageFrame
      title={t('title')}
      breadcrumb={[{ label: t('title') }]}
      actions={
        <SearchForm
          key={state.keyword}
          keyword={state.keyword}
          onSearch={(keyword) => show({ ...state, keyword, page: 1 })}
        />
      }
    >
      <Box data-testid={ids.root} bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 6 }} py={3}>
        <Tabs.Root
          value={current}
          onValueChange={(details) =>
            show({ ...state, category: isNewsCategory(details.value) ? details.value : undefined, page: 1 })
          }
          variant="line"
          colorPalette="brand"
        >
          <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }}>
            {CATEGORY_TABS.map((value) => (
              <Tabs.Trigger key={value} value={value} flexShrink={0} data-testid={ids.category(value)}>
                {value === ALL ? t('all') : t(`categories.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {/* Every tab owns a panel (the triggers' aria-controls must name one); only the chosen one holds the list. */}
          {CATEGORY_TABS.map((value) =>
            value === current ? (
              <Tabs.Content key={value} value={value} pt={0}>
                <QueryState
                  query={query}
                  skeleton={{ rows: 4, rowHeight: '6rem' }}
                  errorTitle={t('list.loadError')}
                  empty={t('list.empty')}
                  emptyDetail={
                    state.keyword && (
                      <>
                        <EmptyState.Description>
                          {t('list.emptyKeyword', { keyword: state.keyword })}
                        </EmptyState.Description>
                        <Button size="sm" variant="outline" onClick={() => show({ ...state, keyword: '', page: 1 })}>
                          {t('search.clear')}
                        </Button>
                      </>
                    )
                  }
                  testIds={{ loading: ids.loading, error: ids.loadError, empty: ids.empty }}
                >
                  {(found) => (
                    <>
                      {state.keyword && (
                        <Text pt={3} fontSize="sm" color="fg.muted">
                          {t('list.resultFor', { keyword: state.keyword, count: found.total })}
                        </Text>
                      )}
                      <Stack as="ul" listStyleType="none" gap={0} divideY="1px">
                        {found.records.map((item) => (
                          <NewsListItem key={item.id} item={item} terms={terms} />
                        ))}
                      </Stack>
                    </>
                  )}
                </QueryState>

                {/* Also under an empty page past the end, so the user can page back. */}
                {data && data.total > 0 && (
                  <Pager page={state.page} total={data.total} pageSize={TABLE_PAGE_SIZE} onPageChange={goToPage} />
                )}
              </Tabs.Content>
            ) : (
              <Tabs.Content key={value} value={value} />
            ),
          )}
        </Tabs.Root>
      </Box>
    </PageFrame>
  );
}
