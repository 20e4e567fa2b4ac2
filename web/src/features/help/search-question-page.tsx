// /searchQuestion?keyword=: the help questions matching a keyword, the keyword marked in each, 15 to a
// page; an empty state with other ways on when nothing matches.
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, EmptyState, List, Stack, Text } from '@chakra-ui/react';
import { HELP_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { SearchIcon } from '@/shared/ui/icons.tsx';
import { useHelpListQuery } from './help-api.ts';
import { HelpList } from './help-list.tsx';
import { paths } from '@/shared/paths.ts';
import { keywordTerms } from '@/shared/url-query.ts';
import { helpSearchQuery } from './help-query.ts';
import { HelpSearchBox } from './help-search-box.tsx';
import { HotKeywords } from './hot-keywords.tsx';
import { helpTestIds } from './test-ids.ts';

const ids = helpTestIds.results;

function textList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

export default function SearchQuestionPage() {
  const { t } = useTranslation('help');
  const [params, setParams] = useSearchParams();
  const state = helpSearchQuery.read(params);
  const keyword = state.keyword ?? '';
  const page = state.pageNum ?? 1;
  const query = useHelpListQuery({ keyword, pageNum: page, pageSize: HELP_PAGE_SIZE }, { skip: keyword === '' });
  // Results of an earlier keyword are not shown under a new one.
  const results = keyword ? query.data : undefined;

  useEffect(() => {
    document.title = keyword ? t('results.documentTitle', { keyword }) : t('documentTitle');
  }, [keyword, t]);

  return (
    <PageFrame
      title={t('results.title')}
      breadcrumb={[{ label: t('title'), to: paths.help() }, { label: t('results.title') }]}
    >
      <Stack gap={4} data-testid={ids.root}>
        <Box maxW="40rem">
          <HelpSearchBox key={keyword} keyword={keyword} />
        </Box>

        <Box bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 6 }} py={3}>
          {!keyword && (
            <EmptyState.Root data-testid={ids.prompt}>
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <SearchIcon />
                </EmptyState.Indicator>
                <EmptyState.Title>{t('results.prompt')}</EmptyState.Title>
                <HotKeywords />
              </EmptyState.Content>
            </EmptyState.Root>
          )}

          {keyword && (
            <QueryState
              query={{ ...query, data: results }}
              isEmpty={(found) => found.total === 0}
              skeleton={{ rows: 4, rowHeight: '3.5rem', gap: 3 }}
              errorTitle={t('list.loadError')}
              empty={t('results.empty', { keyword })}
              emptyDetail={
                <>
                  <List.Root fontSize="sm" color="fg.muted" textAlign="start" gap={1}>
                    {textList(t('results.tips', { returnObjects: true })).map((tip) => (
                      <List.Item key={tip}>{tip}</List.Item>
                    ))}
                  </List.Root>
                  <HotKeywords />
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to={paths.help()}>{t('backToCentre')}</RouterLink>
                  </Button>
                </>
              }
              testIds={{ empty: ids.empty }}
            >
              {(found) => (
                <>
                  <Text py={2} fontSize="sm" color="fg.muted" borderBottomWidth="1px" data-testid={ids.summary}>
                    {t('results.summary', { keyword, count: found.total })}
                  </Text>
                  <HelpList items={found.records} terms={keywordTerms(keyword)} showCategory />
                  <Pager
                    page={page}
                    total={found.total}
                    pageSize={HELP_PAGE_SIZE}
                    onPageChange={(next) => {
                      setParams(new URLSearchParams(helpSearchQuery.write({ keyword, pageNum: next })));
                      window.scrollTo({ top: 0, behavior: 'smooth' });
                    }}
                  />
                </>
              )}
            </QueryState>
          )}
        </Box>
      </Stack>
    </PageFrame>
  );
}
