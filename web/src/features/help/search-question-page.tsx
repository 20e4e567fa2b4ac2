// /searchQuestion?keyword=: the help questions matching a keyword, the keyword marked in each, 15 to a
// page; an empty state with other ways on when nothing matches.
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, EmptyState, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { HELP_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
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
  const { data, isLoading, isFetching, isError, refetch } = useHelpListQuery(
    { keyword, pageNum: page, pageSize: HELP_PAGE_SIZE },
    { skip: keyword === '' },
  );
  // Results of an earlier keyword are not shown under a new one.
  const results = keyword ? data : undefined;

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

          {keyword && isLoading && (
            <Stack gap={3} py={4}>
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} h="3.5rem" borderRadius="md" />
              ))}
            </Stack>
          )}

          {keyword && isError && !results && (
            <Alert.Root status="error" my={4}>
              <Alert.Indicator />
              <Alert.Title flex="1">{t('list.loadError')}</Alert.Title>
              <Button size="sm" variant="outline" onClick={() => void refetch()}>
                {t('list.retry')}
              </Button>
            </Alert.Root>
          )}

          {results && results.total > 0 && (
            <>
              <Text py={2} fontSize="sm" color="fg.muted" borderBottomWidth="1px" data-testid={ids.summary}>
                {t('results.summary', { keyword, count: results.total })}
              </Text>
              <Box opacity={isFetching ? 0.6 : 1} transition="opacity 0.2s" aria-busy={isFetching}>
                <HelpList items={results.records} terms={keywordTerms(keyword)} showCategory />
              </Box>
              <Pager
                page={page}
                total={results.total}
                pageSize={HELP_PAGE_SIZE}
                onPageChange={(next) => {
                  setParams(new URLSearchParams(helpSearchQuery.write({ keyword, pageNum: next })));
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
                ns="help"
              />
            </>
          )}

          {results && results.total === 0 && (
            <EmptyState.Root data-testid={ids.empty}>
              <EmptyState.Content>
                <EmptyState.Indicator>
                  <SearchIcon />
                </EmptyState.Indicator>
                <EmptyState.Title>{t('results.empty', { keyword })}</EmptyState.Title>
                <List.Root fontSize="sm" color="fg.muted" textAlign="start" gap={1}>
                  {textList(t('results.tips', { returnObjects: true })).map((tip) => (
                    <List.Item key={tip}>{tip}</List.Item>
                  ))}
                </List.Root>
                <HotKeywords />
                <Button asChild size="sm" colorPalette="brand">
                  <RouterLink to={paths.help()}>{t('backToCentre')}</RouterLink>
                </Button>
              </EmptyState.Content>
            </EmptyState.Root>
          )}
        </Box>
      </Stack>
    </PageFrame>
  );
}
