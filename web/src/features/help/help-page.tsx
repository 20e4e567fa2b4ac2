// /help: the help centre: a search box (to /searchQuestion?keyword=), the categories and their questions,
// 15 to a page (docs/requirements.md section 9). The category and page live in the URL.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { HelpCategory } from '@portal/contracts/http/help';
import { HELP_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useHelpListQuery } from './help-api.ts';
import { HelpCategories } from './help-categories.tsx';
import { HelpList } from './help-list.tsx';
import { helpCentreQuery } from './help-query.ts';
import { HelpSearchBox } from './help-search-box.tsx';
import { HotKeywords } from './hot-keywords.tsx';
import { helpTestIds } from './test-ids.ts';

const ids = helpTestIds.centre;

export default function HelpPage() {
  const { t } = useTranslation('help');
  const [params, setParams] = useSearchParams();
  const { category, pageNum: page = 1 } = helpCentreQuery.read(params);
  const query = useHelpListQuery({
    pageNum: page,
    pageSize: HELP_PAGE_SIZE,
    ...(category ? { category } : {}),
  });

  const { data } = query;

  useEffect(() => {
    document.title = t('documentTitle');
  }, [t]);

  const show = (next: { category: HelpCategory | undefined; page: number }) =>
    setParams(new URLSearchParams(helpCentreQuery.write({ category: next.category, pageNum: next.page })));

  return (
    <PageFrame title={t('title')} breadcrumb={[{ label: t('title') }]}>
      <Stack gap={{ base: 4, md: 6 }} data-testid={ids.root}>
        <Box
          borderRadius="xl"
          px={{ base: 4, md: 10 }}
          py={{ base: 6, md: 10 }}
          bgGradient="to-r"
          gradientFrom="brand.500"
          gradientTo="brand.700"
          color="white"
        >
          <Heading as="h2" size={{ base: 'lg', md: 'xl' }} mb={4}>
            {t('hero.title')}
          </Heading>
          <Box maxW="40rem" color="fg">
            <HelpSearchBox size="lg" />
          </Box>
          <Box mt={3}>
            <HotKeywords onBrand />
          </Box>
        </Box>

        <Flex direction={{ base: 'column', md: 'row' }} gap={{ base: 3, md: 5 }} align="stretch">
          <HelpCategories value={category} onChange={(next) => show({ category: next, page: 1 })} />
          <Box flex="1" minW={0} bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 6 }} py={3}>
            <Heading as="h2" size="md" py={2} borderBottomWidth="1px">
              {category ? t(`categories.${category}`) : t('categories.all')}
              {data && (
                <Text as="span" ms={2} fontSize="sm" fontWeight="normal" color="fg.muted">
                  {t('list.count', { count: data.total })}
                </Text>
              )}
            </Heading>

            <QueryState
              query={query}
              skeleton={{ rows: 5, rowHeight: '3.5rem', gap: 3 }}
              errorTitle={t('list.loadError')}
              empty={t('list.empty')}
              testIds={{ loading: ids.loading, error: ids.loadError, empty: ids.empty }}
            >
              {(found) => <HelpList items={found.records} />}
            </QueryState>
            {data && data.total > 0 && (
              <Pager
                page={page}
                total={data.total}
                pageSize={HELP_PAGE_SIZE}
                onPageChange={(next) => {
                  show({ category, page: next });
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            )}
          </Box>
        </Flex>
      </Stack>
    </PageFrame>
  );
}
