// /information: industry information (price trends, foreign trade, supply and demand, company news) by
// category tab and keyword, newest first, 15 to a page; the state lives in the URL.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, EmptyState, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { INFORMATION_CATEGORIES, informationPage, type InformationItem } from '@portal/contracts/http/information';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ListTabs, SearchBox, useUrlListState } from '@/shared/ui/list-header.tsx';
import { queryLimits } from '@/shared/url-query.ts';
import { paths } from '@/shared/paths.ts';
import { useInformationListQuery } from './exhibitions-api.ts';
import { INFORMATION_CATEGORY_VALUES, informationListQuery, isInformationCategory } from './exhibitions-query.ts';
import { useLang } from './parts.tsx';
import { exhibitionsTestIds } from './test-ids.ts';
import { Picture } from '@/shared/ui/picture.tsx';

const ids = exhibitionsTestIds.information;
const ALL = 'all';
const KEYWORD_MAX = queryLimits(informationPage, 'keyword').maxLength;

export function useCategoryLabel(): (value: InformationItem['category']) => string {
  const lang = useLang();
  return (value) => {
    const found = INFORMATION_CATEGORIES.find((c) => c.value === value);
    return found ? (lang === 'en' ? found.labelEn : found.label) : value;
  };
}

function InformationRow({ item }: { item: InformationItem }) {
  const { t } = useTranslation('exhibitions');
  const categoryLabel = useCategoryLabel();
  return (
    <Flex as="li" gap={4} py={4} data-testid={ids.item(item.id)}>
      {item.cover && (
        <Picture
          src={item.cover}
          alt=""
          w={{ base: '6rem', md: '10rem' }}
          aspectRatio={4 / 3}
          objectFit="cover"
          borderRadius="md"
          flexShrink={0}
          bg="bg.muted"
          loading="lazy"
        />
      )}
      <Stack gap={1} minW={0} flex="1">
        <Heading as="h2" size="sm" lineClamp={2}>
          <RouterLink to={paths.informationDetails(item.id)}>{item.title}</RouterLink>
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineClamp={2} hideBelow="sm">
          {item.summary}
        </Text>
        <HStack gap={3} fontSize="xs" color="fg.muted" wrap="wrap">
          <Badge variant="subtle" colorPalette="brand">
            {categoryLabel(item.category)}
          </Badge>
          <Text>{item.publishDate}</Text>
          <Text>{item.source}</Text>
          <Text>{t('information.views', { count: item.views })}</Text>
        </HStack>
      </Stack>
    </Flex>
  );
}

export default function InformationPage() {
  const { t } = useTranslation('exhibitions');
  const categoryLabel = useCategoryLabel();
  const list = useUrlListState(informationListQuery);
  const read = list.state;
  const keyword = read.keyword ?? '';
  const page = read.pageNum ?? 1;
  const query = useInformationListQuery({ ...read, pageSize: TABLE_PAGE_SIZE });
  return (
    <PageFrame
      title={t('information.title')}
      breadcrumb={[{ label: t('information.title') }]}
      actions={
        <SearchBox
          key={keyword}
          keyword={keyword}
          onSearch={(next) => list.show({ keyword: next, pageNum: 1 })}
          placeholder={t('information.searchPlaceholder')}
          buttonLabel={t('list.search')}
          maxLength={KEYWORD_MAX}
        />
      }
    >
      <Box data-testid={ids.root} bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 6 }} py={3}>
        <ListTabs
          value={read.category ?? ALL}
          tabs={[ALL, ...INFORMATION_CATEGORY_VALUES].map((value) => ({
            value,
            label: value === ALL ? t('information.all') : categoryLabel(value as InformationItem['category']),
            testId: ids.category(value),
          }))}
          onChange={(value) => list.show({ category: isInformationCategory(value) ? value : undefined, pageNum: 1 })}
          panelPadding={0}
        >
          <QueryState
            query={query}
            skeleton={{ rows: 4, rowHeight: '7rem' }}
            errorTitle={t('information.loadError')}
            empty={t('information.empty')}
            emptyDetail={
              keyword && (
                <>
                  <EmptyState.Description>{t('information.emptyKeyword', { keyword })}</EmptyState.Description>
                  <Button size="sm" variant="outline" onClick={() => list.show({ keyword: '', pageNum: 1 })}>
                    {t('list.showAll')}
                  </Button>
                </>
              )
            }
          >
            {(found) => (
              <Stack as="ul" listStyleType="none" gap={0} divideY="1px">
                {found.records.map((item) => (
                  <InformationRow key={item.id} item={item} />
                ))}
              </Stack>
            )}
          </QueryState>
          {query.data && query.data.total > 0 && (
            <Pager
              page={page}
              total={query.data.total}
              pageSize={TABLE_PAGE_SIZE}
              onPageChange={(pageNum) => {
                list.show({ pageNum });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
            />
          )}
        </ListTabs>
      </Box>
    </PageFrame>
  );
}
