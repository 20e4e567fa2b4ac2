// /list, the auction search: status tabs with counts, keyword, category, special session and sort from
// auctionPortal/getAuctionSearchCondition, 15 lots a page; all of it in the URL. Cards are live like the hall's.
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { AUCTION_SORTS, type AuctionQuery, type AuctionStatusValue } from '@portal/contracts/entities/auction';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ListTabs, SearchBox, useUrlListState } from '@/shared/ui/list-header.tsx';
import { ConnectionStatus } from '@/shared/realtime/realtime-status.tsx';
import { paths } from '@/shared/paths.ts';
import { useAuctionConditionsQuery, useAuctionPageQuery } from './auction-api.ts';
import { AuctionCard } from './auction-card.tsx';
import { AUCTION_KEYWORD_MAX, auctionListQuery } from './auction-query.ts';
import { hallCardsSaga } from './auction-room-saga.ts';
import { useAuctionRealtime } from './auction-realtime.tsx';
import { useRoomSaga } from '@/shared/realtime/use-room-saga.ts';
import { auctionTestIds } from './test-ids.ts';
import { useAuctionLabels } from './use-labels.ts';

const ids = auctionTestIds.list;
const ALL = 'all';
type ListState = Pick<AuctionQuery, 'status' | 'keyword' | 'categoryId' | 'specialId' | 'sort' | 'pageNum'>;
const EMPTY: ListState = {
  status: undefined,
  keyword: undefined,
  categoryId: undefined,
  specialId: undefined,
  sort: undefined,
  pageNum: undefined,
};

export default function ListPage() {
  const { t } = useTranslation('auction');
  const labels = useAuctionLabels();
  const realtime = useAuctionRealtime();
  const list = useUrlListState(auctionListQuery);
  const state: ListState = list.state;
  const query = useAuctionPageQuery({ ...state, pageSize: TABLE_PAGE_SIZE });
  const conditions = useAuctionConditionsQuery();
  const page = state.pageNum ?? 1;

  // Replaces the whole state (a cleared filter is left out, not merged back).
  const show = (next: ListState) => list.show({ ...EMPTY, ...next });
  useRoomSaga(hallCardsSaga, 'floor', realtime.socket);

  const statuses = conditions.data?.statuses ?? [];
  const total = statuses.reduce((sum, option) => sum + option.count, 0);
  const current = state.status ?? ALL;

  return (
    <PageFrame
      title={t('list.title')}
      breadcrumb={[{ label: t('hall.title'), to: paths.auction() }, { label: t('list.title') }]}
      actions={
        <Flex gap={2} align="center" w={{ base: 'full', sm: 'auto' }}>
          <SearchBox
            key={state.keyword ?? ''}
            keyword={state.keyword ?? ''}
            onSearch={(keyword) => show({ ...state, keyword, pageNum: 1 })}
            placeholder={t('list.searchPlaceholder')}
            buttonLabel={t('list.search')}
            maxLength={AUCTION_KEYWORD_MAX}
            testIds={{ input: ids.searchInput, button: ids.searchButton }}
          />
        </Flex>
      }
    >
      <Box data-testid={ids.root} bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 5 }} py={3}>
        <ListTabs
          value={current}
          tabs={[
            { value: ALL, label: t('list.all'), count: conditions.data ? total : undefined, testId: ids.tab(ALL) },
            ...statuses.map((option) => ({
              value: option.value,
              label: labels.pick(option.label, option.labelEn),
              count: option.count,
              testId: ids.tab(option.value),
            })),
          ]}
          onChange={(value) =>
            show({ ...state, status: value === ALL ? undefined : (value as AuctionStatusValue), pageNum: 1 })
          }
        />

        <Flex gap={3} py={3} wrap="wrap" align="center">
          <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 0.375rem)', sm: '12rem' }}>
            <NativeSelect.Field
              aria-label={t('list.category')}
              data-testid={ids.category}
              value={state.categoryId ?? ''}
              onChange={(event) =>
                show({ ...state, categoryId: event.target.value ? Number(event.target.value) : undefined, pageNum: 1 })
              }
            >
              <option value="">{t('list.allCategories')}</option>
              {conditions.data?.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {labels.pick(category.name, category.nameEn)} ({category.count})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {(conditions.data?.specials.length ?? 0) > 0 && (
            <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 0.375rem)', sm: '14rem' }}>
              <NativeSelect.Field
                aria-label={t('list.special')}
                value={state.specialId ?? ''}
                onChange={(event) =>
                  show({ ...state, specialId: event.target.value ? Number(event.target.value) : undefined, pageNum: 1 })
                }
              >
                <option value="">{t('list.allSpecials')}</option>
                {conditions.data?.specials.map((special) => (
                  <option key={special.id} value={special.id}>
                    {labels.pick(special.title, special.titleEn)} ({special.count})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
          <NativeSelect.Root size="sm" w={{ base: 'full', sm: '12rem' }} ms={{ sm: 'auto' }}>
            <NativeSelect.Field
              aria-label={t('list.sort')}
              data-testid={ids.sort}
              value={state.sort ?? 'default'}
              onChange={(event) => show({ ...state, sort: event.target.value as ListState['sort'], pageNum: 1 })}
            >
              {AUCTION_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {labels.sort(sort)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <ConnectionStatus mode$={realtime.mode$} hideWhenLive />
        </Flex>

        <QueryState
          query={query}
          skeleton={{ rows: 3, rowHeight: '14rem' }}
          errorTitle={t('loadError')}
          empty={t('list.empty')}
          emptyDetail={
            (state.keyword || state.categoryId || state.specialId) && (
              <Button size="sm" variant="outline" onClick={() => show({ status: state.status, pageNum: 1 })}>
                {t('list.clearFilters')}
              </Button>
            )
          }
          testIds={{ loading: ids.loading, error: ids.error, empty: ids.empty }}
        >
          {(found) => (
            <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap={{ base: 2, md: 4 }}>
              {found.records.map((card) => (
                <AuctionCard key={card.id} card={card} clock={realtime.clock} />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
        {query.data && query.data.total > 0 && (
          <Pager
            page={page}
            total={query.data.total}
            pageSize={TABLE_PAGE_SIZE}
            onPageChange={(next) => {
              show({ ...state, pageNum: next });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
        )}
      </Box>
    </PageFrame>
  );
}
