// /collectBidding: collective purchasing. Group buys by keyword, category (the collective category cache) and
// status tab (coming, open, closed), sorted, paged by 15; every card follows its room live. A second tab holds
// agent purchasing (?tab=agent): goods the platform's agents buy for a buyer, and the buyer's requests.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, HStack, Input, SimpleGrid, Stack, Tabs, chakra } from '@chakra-ui/react';
import {
  GROUP_BUY_SORTS,
  GROUP_BUY_SORT_LABELS,
  GROUP_BUY_STATUSES,
  GROUP_BUY_STATUS_LABELS,
  type GroupBuySortValue,
  type GroupBuyStatusValue,
} from '@portal/contracts/entities/trade-request';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { SearchIcon } from '@/shared/ui/icons.tsx';
import { RealtimeStatus, useRealtimeMode } from '@/shared/realtime/realtime-status.tsx';
import { AgentPurchasing } from './agent-purchasing.tsx';
import { GroupBuyCard } from './group-buy-card.tsx';
import { Select, useLabel, useLang } from './parts.tsx';
import { useClockOffset, useGroupBuyProgress } from './use-live.ts';
import { useGroupBuyCategoriesQuery, useGroupBuysQuery } from './trade-api.ts';
import { tradeTestIds } from './test-ids.ts';

const ids = tradeTestIds.groupBuys;
const ALL = 'all';

function SearchForm({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const { t } = useTranslation('requests');
  const [text, setText] = useState(keyword);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <chakra.form onSubmit={submit} role="search" display="flex" w={{ base: 'full', sm: '18rem' }}>
      <Input
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('groupBuy.search')}
        aria-label={t('groupBuy.search')}
        maxLength={50}
        size="sm"
        borderEndRadius="0"
      />
      <Button type="submit" size="sm" colorPalette="brand" borderStartRadius="0">
        <SearchIcon />
        {t('search.button')}
      </Button>
    </chakra.form>
  );
}

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
  const query = useGroupBuysQuery({
    pageNum: page,
    pageSize: TABLE_PAGE_SIZE,
    ...(status ? { status } : {}),
    ...(keyword ? { keyword } : {}),
    ...(categoryId ? { categoryId } : {}),
    ...(sort ? { sort } : {}),
  });
  const shown = useMemo(() => query.data?.records.map((g) => g.id) ?? [], [query.data]);
  const live = useGroupBuyProgress(shown);
  const offset = useClockOffset();
  return (
    <>
      <QueryState
        query={query}
        skeleton={{ rows: 2, rowHeight: '16rem' }}
        errorTitle={t('groupBuy.loadError')}
        empty={t('groupBuy.empty')}
        emptyDetail={keyword ? t('list.emptyKeyword', { keyword }) : undefined}
      >
        {(found) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap={4} pt={3}>
            {found.records.map((groupBuy) => (
              <GroupBuyCard key={groupBuy.id} groupBuy={groupBuy} live={live[groupBuy.id]} offsetMs={offset} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {query.data && query.data.total > 0 && (
        <Pager page={page} total={query.data.total} pageSize={TABLE_PAGE_SIZE} onPageChange={onPage} />
      )}
    </>
  );
}

export default function CollectBiddingPage() {
  const { t } = useTranslation('requests');
  const label = useLabel();
  const lang = useLang();
  const mode = useRealtimeMode();
  const [params, setParams] = useSearchParams();
  const agentTab = params.get('tab') === 'agent';
  const rawStatus = params.get('status');
  const status = (GROUP_BUY_STATUSES as readonly string[]).includes(rawStatus ?? '')
    ? (rawStatus as GroupBuyStatusValue)
    : undefined;
  const rawSort = params.get('sort');
  const sort = (GROUP_BUY_SORTS as readonly string[]).includes(rawSort ?? '')
    ? (rawSort as GroupBuySortValue)
    : undefined;
  const keyword = params.get('keyword') ?? '';
  const categoryId = Number(params.get('categoryId')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const categories = useGroupBuyCategoriesQuery();

  useEffect(() => {
    document.title = t('groupBuy.documentTitle');
  }, [t]);

  const show = (next: Record<string, string | number | undefined>) => {
    const all: Record<string, string | number | undefined> = {
      tab: agentTab ? 'agent' : undefined,
      status,
      sort,
      keyword,
      categoryId,
      page,
      ...next,
    };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(all)) {
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) out.set(key, String(value));
    }
    setParams(out);
  };

  return (
    <PageFrame
      title={t('groupBuy.title')}
      breadcrumb={[{ label: t('groupBuy.title') }]}
      actions={
        <HStack gap={2} wrap="wrap" w={{ base: 'full', sm: 'auto' }}>
          <RealtimeStatus mode={mode} hideWhenLive />
          <SearchForm key={keyword} keyword={keyword} onSearch={(value) => show({ keyword: value, page: 1 })} />
        </HStack>
      }
    >
      <Stack data-testid={ids.root} bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 6 }} py={3}>
        <Tabs.Root
          value={agentTab ? 'agent' : (status ?? ALL)}
          onValueChange={(details) =>
            details.value === 'agent'
              ? show({ tab: 'agent', status: undefined, page: 1 })
              : show({ tab: undefined, status: details.value === ALL ? undefined : details.value, page: 1 })
          }
          variant="line"
          colorPalette="brand"
        >
          <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }}>
            {[ALL, ...GROUP_BUY_STATUSES, 'agent'].map((value) => (
              <Tabs.Trigger key={value} value={value} flexShrink={0}>
                {value === ALL
                  ? t('groupBuy.all')
                  : value === 'agent'
                    ? t('agent.tab')
                    : label(GROUP_BUY_STATUS_LABELS[value as GroupBuyStatusValue])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {[ALL, ...GROUP_BUY_STATUSES, 'agent'].map((value) =>
            value === (agentTab ? 'agent' : (status ?? ALL)) ? (
              <Tabs.Content key={value} value={value} pt={3}>
                {agentTab ? (
                  <AgentPurchasing keyword={keyword} page={page} onPage={(next) => show({ page: next })} />
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
                        onChange={(next) => show({ categoryId: next || undefined, page: 1 })}
                      />
                      <Select
                        label={t('groupBuy.sort')}
                        placeholder={t('groupBuy.sort')}
                        value={sort ?? ''}
                        options={GROUP_BUY_SORTS.map((s) => ({ value: s, label: label(GROUP_BUY_SORT_LABELS[s]) }))}
                        onChange={(next) => show({ sort: next || undefined, page: 1 })}
                      />
                    </SimpleGrid>
                    <GroupBuyList
                      status={status}
                      keyword={keyword}
                      categoryId={categoryId}
                      sort={sort}
                      page={page}
                      onPage={(next) => show({ page: next })}
                    />
                  </Stack>
                )}
              </Tabs.Content>
            ) : (
              <Tabs.Content key={value} value={value} />
            ),
          )}
        </Tabs.Root>
      </Stack>
    </PageFrame>
  );
}
