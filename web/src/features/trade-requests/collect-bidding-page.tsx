// /collectBidding: collective purchasing. Group buys by keyword, category (the collective category cache) and
// status tab (coming, open, closed), sorted, paged by 15; every card follows its room live. A second tab holds
// agent purchasing (?tab=agent): goods the platform's agents buy for a buyer, and the buyer's requests.
import { lazy, Suspense, useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HStack, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import {
  GROUP_BUY_SORTS,
  GROUP_BUY_SORT_LABELS,
  GROUP_BUY_STATUSES,
  GROUP_BUY_STATUS_LABELS,
  type GroupBuySortValue,
  type GroupBuyStatusValue,
} from '@portal/contracts/entities/trade-request';
import { centralizedListByKeyword } from '@portal/contracts/http/centralized';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ListTabs, SearchBox, useUrlListState } from '@/shared/ui/list-header.tsx';
import { queryLimits, urlQuery } from '@/shared/url-query.ts';
import { ConnectionStatus } from '@/shared/realtime/realtime-status.tsx';
import { Select, useBilingual, useLang } from './parts.tsx';
import { useGroupBuyCategoriesQuery, useGroupBuysQuery } from './group-buy-api.ts';
import { tradeTestIds } from './test-ids.ts';

const ids = tradeTestIds.groupBuys;

/** The cards found (following their rooms) and the pager: loaded beside the list's request (GroupBuyList). */
const loadGrid = () => import('./group-buy-grid.tsx');
const GroupBuyGrid = lazy(async () => ({ default: (await loadGrid()).GroupBuyGrid }));
const GroupBuyPager = lazy(async () => ({ default: (await loadGrid()).GroupBuyPager }));

/** In the cards' or the pager's place while their code loads, announced as loading. */
function PartLoading({ rows, rowHeight }: { rows: number; rowHeight: string }) {
  const { t } = useTranslation('common');
  return (
    <Stack gap={4} pt={3} role="status" aria-busy aria-label={t('loading')} data-testid={ids.partLoading}>
      {Array.from({ length: rows }, (_, row) => (
        <Skeleton key={row} h={rowHeight} borderRadius="md" />
      ))}
    </Stack>
  );
}
const ALL = 'all';
const VIEWS = ['groupBuys', 'agent'] as const;

/** The agent-purchasing tab (its list, request form and records) loads when it is shown: not on the group buys'
 * first screen (docs/benchmarks.md, "bench:web"). */
const AgentPurchasing = lazy(async () => ({ default: (await import('./agent-purchasing.tsx')).AgentPurchasing }));

/** In the tab's place while its code loads: the cards' outline, announced as loading. */
function AgentLoading() {
  const { t } = useTranslation('common');
  return (
    <Stack gap={2} role="status" aria-busy aria-label={t('loading')} data-testid={tradeTestIds.agent.loading}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h="20" borderRadius="md" />
      ))}
    </Stack>
  );
}
/** The group-buy filters as the list operation reads them; `?tab=agent` switches to agent purchasing. */
const listQuery = urlQuery(centralizedListByKeyword, {
  fields: ['status', 'sort', 'keyword', 'categoryId', 'pageNum'],
  rename: { pageNum: 'page' },
});
const KEYWORD_MAX = queryLimits(centralizedListByKeyword, 'keyword').maxLength;

function GroupBuyList({
  status,
  keyword,
  categoryId,
  sort,
  page,
  onPage,
}: {
  status: GroupBuyStatusValue | undefined;
  keyword: string;
  categoryId: number | undefined;
  sort: GroupBuySortValue | undefined;
  page: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation('requests');
  // Drawn as a deferred value (as the home page draws its answer): the store's update renders nothing at once, and
  // React then renders the cards in 5 ms slices, not in one long task (Lighthouse's TBT).
  const query = useDeferredValue(
    useGroupBuysQuery({
      pageNum: page,
      pageSize: TABLE_PAGE_SIZE,
      ...(status ? { status } : {}),
      ...(keyword ? { keyword } : {}),
      ...(categoryId ? { categoryId } : {}),
      ...(sort ? { sort } : {}),
    }),
  );
  useEffect(() => {
    // The cards' code comes while the list is asked for (a failure shows when they render).
    loadGrid().catch(() => undefined);
  }, []);
  return (
    <>
      <QueryState
        query={query}
        firstScreen
        skeleton={{ rows: 2, rowHeight: '16rem' }}
        errorTitle={t('groupBuy.loadError')}
        empty={t('groupBuy.empty')}
        emptyDetail={keyword ? t('list.emptyKeyword', { keyword }) : undefined}
      >
        {(found) => (
          <Suspense fallback={<PartLoading rows={2} rowHeight="16rem" />}>
            <GroupBuyGrid records={found.records} />
          </Suspense>
        )}
      </QueryState>
      {query.data && query.data.total > 0 && (
        <Suspense fallback={<PartLoading rows={1} rowHeight="8" />}>
          <GroupBuyPager page={page} total={query.data.total} onPageChange={onPage} />
        </Suspense>
      )}
    </>
  );
}

export default function CollectBiddingPage() {
  const { t } = useTranslation('requests');
  const label = useBilingual();
  const lang = useLang();
  const list = useUrlListState(listQuery, { name: 'tab', values: VIEWS, fallback: 'groupBuys' });
  const agentTab = list.view === 'agent';
  const { status, sort, categoryId } = list.state;
  const keyword = list.state.keyword ?? '';
  const page = list.state.pageNum ?? 1;
  const categories = useGroupBuyCategoriesQuery();

  useEffect(() => {
    document.title = t('groupBuy.documentTitle');
  }, [t]);

  const toPage = (pageNum: number) => list.show({ pageNum });

  return (
    <PageFrame
      title={t('groupBuy.title')}
      breadcrumb={[{ label: t('groupBuy.title') }]}
      actions={
        <HStack gap={2} wrap="wrap" w={{ base: 'full', sm: 'auto' }}>
          <ConnectionStatus hideWhenLive />
          <SearchBox
            key={keyword}
            keyword={keyword}
            onSearch={(value) => list.show({ keyword: value, pageNum: 1 })}
            placeholder={t('groupBuy.search')}
            buttonLabel={t('search.button')}
            maxLength={KEYWORD_MAX}
            width="18rem"
          />
        </HStack>
      }
    >
      <Stack data-testid={ids.root} bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 6 }} py={3}>
        <ListTabs
          value={agentTab ? 'agent' : (status ?? ALL)}
          tabs={[ALL, ...GROUP_BUY_STATUSES, 'agent'].map((value) => ({
            value,
            label:
              value === ALL
                ? t('groupBuy.all')
                : value === 'agent'
                  ? t('agent.tab')
                  : label(GROUP_BUY_STATUS_LABELS[value as GroupBuyStatusValue]),
          }))}
          onChange={(value) =>
            value === 'agent'
              ? list.show({ status: undefined, pageNum: 1 }, 'agent')
              : list.show(
                  { status: value === ALL ? undefined : (value as GroupBuyStatusValue), pageNum: 1 },
                  'groupBuys',
                )
          }
        >
          {agentTab ? (
            <Suspense fallback={<AgentLoading />}>
              <AgentPurchasing keyword={keyword} page={page} onPage={toPage} />
            </Suspense>
          ) : (
            <Stack gap={2}>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap={2} maxW="30rem">
                <Select
                  label={t('groupBuy.category')}
                  placeholder={t('groupBuy.allCategories')}
                  value={categoryId ? String(categoryId) : ''}
                  options={(categories.data ?? []).map((c) => ({
                    value: String(c.id),
                    label: `${lang === 'en' ? c.nameEn : c.name} (${c.count})`,
                  }))}
                  onChange={(next) => list.show({ categoryId: next ? Number(next) : undefined, pageNum: 1 })}
                />
                <Select
                  label={t('groupBuy.sort')}
                  placeholder={t('groupBuy.sort')}
                  value={sort ?? ''}
                  options={GROUP_BUY_SORTS.map((s) => ({ value: s, label: label(GROUP_BUY_SORT_LABELS[s]) }))}
                  onChange={(next) =>
                    list.show({ sort: (next || undefined) as GroupBuySortValue | undefined, pageNum: 1 })
                  }
                />
              </SimpleGrid>
              <GroupBuyList
                status={status}
                keyword={keyword}
                categoryId={categoryId}
                sort={sort}
                page={page}
                onPage={toPage}
              />
            </Stack>
          )}
        </ListTabs>
      </Stack>
    </PageFrame>
  );
}
