// /news: news and announcements by category, searchable by keyword, 15 to a page with the table pager.
// The category, keyword and page live in the URL.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, EmptyState, Stack, Text } from '@chakra-ui/react';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ListTabs, SearchBox, useUrlListState } from '@/shared/ui/list-header.tsx';
import { useNewsPageQuery } from './news-api.ts';
import { NewsListItem } from './news-list-item.tsx';
import { keywordTerms } from '@/shared/url-query.ts';
import { NEWS_CATEGORY_VALUES, NEWS_KEYWORD_MAX, isNewsCategory, newsListQuery } from './news-query.ts';
import { newsTestIds } from './test-ids.ts';

const ids = newsTestIds.list;

const ALL = 'all';
/** The tabs of the list: every category and 'all' first. */
const CATEGORY_TABS = [ALL, ...NEWS_CATEGORY_VALUES] as const;

export default function NewsPage() {
  const { t } = useTranslation('news');
  const list = useUrlListState(newsListQuery);
  const read = list.state;
  const state = { category: read.category, keyword: read.keyword ?? '', page: read.pageNum ?? 1 };
  const query = useNewsPageQuery({ ...read, pageSize: TABLE_PAGE_SIZE });
  const { data } = query;
  const terms = keywordTerms(state.keyword);
  const current = state.category ?? ALL;

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  const goToPage = (pageNum: number) => {
    list.show({ pageNum });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <PageFrame
      title={t('title')}
      breadcrumb={[{ label: t('title') }]}
      actions={
        <SearchBox
          key={state.keyword}
          keyword={state.keyword}
          onSearch={(keyword) => list.show({ keyword, pageNum: 1 })}
          placeholder={t('search.placeholder')}
          buttonLabel={t('search.button')}
          maxLength={NEWS_KEYWORD_MAX}
          testIds={{ input: ids.searchInput, button: ids.searchButton }}
        />
      }
    >
      <Box data-testid={ids.root} bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 6 }} py={3}>
        <ListTabs
          value={current}
          tabs={CATEGORY_TABS.map((value) => ({
            value,
            label: value === ALL ? t('all') : t(`categories.${value}`),
            testId: ids.category(value),
          }))}
          onChange={(value) => list.show({ category: isNewsCategory(value) ? value : undefined, pageNum: 1 })}
          panelPadding={0}
        >
          <QueryState
            query={query}
            skeleton={{ rows: 4, rowHeight: '6rem' }}
            errorTitle={t('list.loadError')}
            empty={t('list.empty')}
            emptyDetail={
              state.keyword && (
                <>
                  <EmptyState.Description>{t('list.emptyKeyword', { keyword: state.keyword })}</EmptyState.Description>
                  <Button size="sm" variant="outline" onClick={() => list.show({ keyword: '', pageNum: 1 })}>
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
        </ListTabs>
      </Box>
    </PageFrame>
  );
}
