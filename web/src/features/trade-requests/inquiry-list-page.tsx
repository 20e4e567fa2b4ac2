// /InquiryCounterofferList: the inquiry hall (open inquiries any seller may quote on), my inquiries (buyers,
// by status), inquiries to quote (shops and factories) and the factories' supply requests; search, paging of
// 15, and the publish form (?publish=1, prefilled from ?goodsId=). Tab, status, keyword and page live in the URL.
import { useEffect, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, HStack, Input, Stack, Tabs, chakra } from '@chakra-ui/react';
import {
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  type InquiryStatusValue,
} from '@portal/contracts/entities/trade-request';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { SearchIcon } from '@/shared/ui/icons.tsx';
import { paths } from '@/shared/paths.ts';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { InquiryCard } from './inquiry-card.tsx';
import { PublishInquiryDialog } from './publish-inquiry-dialog.tsx';
import { Select, useLabel } from './parts.tsx';
import { SupplyList } from './supply-list.tsx';
import { useInquiryHallQuery, useMyInquiriesQuery } from './trade-api.ts';
import { tradeTestIds } from './test-ids.ts';

const ids = tradeTestIds.inquiryList;
const TABS = ['hall', 'mine', 'received', 'supply'] as const;
type Tab = (typeof TABS)[number];

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
        placeholder={t('search.placeholder')}
        aria-label={t('search.placeholder')}
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

function InquiryPage({
  tab,
  keyword,
  status,
  page,
  onPage,
}: {
  tab: Exclude<Tab, 'supply'>;
  keyword: string;
  status: InquiryStatusValue | undefined;
  page: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation('requests');
  const args = { pageNum: page, pageSize: TABLE_PAGE_SIZE, ...(keyword ? { keyword } : {}) };
  const hall = useInquiryHallQuery(args, { skip: tab !== 'hall' });
  const mine = useMyInquiriesQuery(
    { ...args, scope: tab === 'received' ? 'received' : 'mine', ...(status ? { status } : {}) },
    { skip: tab === 'hall' },
  );
  const query = tab === 'hall' ? hall : mine;
  return (
    <>
      <QueryState
        query={query}
        skeleton={{ rows: 4, rowHeight: '7rem' }}
        errorTitle={t('list.loadError')}
        empty={t(`list.empty.${tab}`)}
        emptyDetail={keyword ? t('list.emptyKeyword', { keyword }) : undefined}
      >
        {(found) => (
          <Stack as="ul" listStyleType="none" gap={3} pt={3}>
            {found.records.map((inquiry) => (
              <InquiryCard key={inquiry.id} inquiry={inquiry} />
            ))}
          </Stack>
        )}
      </QueryState>
      {query.data && query.data.total > 0 && (
        <Pager page={page} total={query.data.total} pageSize={TABLE_PAGE_SIZE} onPageChange={onPage} />
      )}
    </>
  );
}

export default function InquiryListPage() {
  const { t } = useTranslation('requests');
  const label = useLabel();
  const navigate = useNavigate();
  const user = useSelector(selectUserInfo);
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(rawTab ?? '') ? (rawTab as Tab) : 'hall';
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rawStatus = params.get('status');
  const status = (INQUIRY_STATUSES as readonly string[]).includes(rawStatus ?? '')
    ? (rawStatus as InquiryStatusValue)
    : undefined;
  const publishing = params.get('publish') === '1';
  const goodsParam = Number(params.get('goodsId'));
  const goodsId = Number.isInteger(goodsParam) && goodsParam > 0 ? goodsParam : undefined;
  const role = user?.role;
  const seller = role === 'shop' || role === 'factory';
  const tabs = TABS.filter((value) => {
    if (value === 'mine') return user !== null;
    if (value === 'received') return seller;
    return true;
  });

  useEffect(() => {
    document.title = t('list.documentTitle');
  }, [t]);

  const show = (next: Record<string, string | number | undefined>) => {
    const merged: Record<string, string> = {};
    const all = { tab, keyword, page, status, ...next };
    for (const [key, value] of Object.entries(all)) {
      if (
        value !== undefined &&
        value !== '' &&
        !(key === 'page' && value === 1) &&
        !(key === 'tab' && value === 'hall')
      ) {
        merged[key] = String(value);
      }
    }
    setParams(new URLSearchParams(merged));
  };
  const openPublish = () => {
    if (!user) {
      void navigate(paths.login(paths.InquiryCounterofferList({ publish: 1 })));
      return;
    }
    const next = new URLSearchParams(params);
    next.set('publish', '1');
    setParams(next);
  };
  const closePublish = () => {
    const next = new URLSearchParams(params);
    next.delete('publish');
    next.delete('goodsId');
    next.delete('title');
    setParams(next);
  };

  return (
    <PageFrame
      title={t('list.title')}
      breadcrumb={[{ label: t('list.title') }]}
      actions={
        <HStack gap={2} wrap="wrap" w={{ base: 'full', sm: 'auto' }}>
          <SearchForm key={keyword} keyword={keyword} onSearch={(value) => show({ keyword: value, page: 1 })} />
          {role !== 'shop' && role !== 'factory' && role !== 'provider' && role !== 'operator' && (
            <Button
              size="sm"
              colorPalette="brand"
              variant="solid"
              onClick={openPublish}
              data-testid={ids.publishButton}
            >
              {t('list.publish')}
            </Button>
          )}
        </HStack>
      }
    >
      <Stack data-testid={ids.root} bg="bg" borderRadius="lg" borderWidth="1px" px={{ base: 3, md: 6 }} py={3}>
        <Tabs.Root
          value={tab}
          onValueChange={(details) => show({ tab: details.value, page: 1, status: undefined })}
          variant="line"
          colorPalette="brand"
        >
          <Tabs.List overflowX="auto" overflowY="hidden" css={{ scrollbarWidth: 'none' }}>
            {tabs.map((value) => (
              <Tabs.Trigger key={value} value={value} flexShrink={0} data-testid={ids.tab(value)}>
                {t(`tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((value) =>
            value === tab ? (
              <Tabs.Content key={value} value={value} pt={3}>
                {value === 'supply' ? (
                  <SupplyList keyword={keyword} page={page} onPage={(next) => show({ page: next })} />
                ) : (
                  <>
                    {value !== 'hall' && (
                      <HStack maxW="16rem">
                        <Select
                          label={t('list.statusFilter')}
                          placeholder={t('list.allStatuses')}
                          value={status ?? ''}
                          options={INQUIRY_STATUSES.map((s) => ({ value: s, label: label(INQUIRY_STATUS_LABELS[s]) }))}
                          onChange={(next) => show({ status: next || undefined, page: 1 })}
                        />
                      </HStack>
                    )}
                    <InquiryPage
                      tab={value}
                      keyword={keyword}
                      status={status}
                      page={page}
                      onPage={(next) => show({ page: next })}
                    />
                  </>
                )}
              </Tabs.Content>
            ) : (
              <Tabs.Content key={value} value={value} />
            ),
          )}
        </Tabs.Root>
      </Stack>
      {publishing && user !== null && (
        <PublishInquiryDialog
          open
          goodsId={goodsId}
          initialTitle={params.get('title') ?? ''}
          onClose={closePublish}
          onPublished={(id) => void navigate(paths.inquiryCounterofferDetail(id))}
        />
      )}
    </PageFrame>
  );
}
