// /InquiryCounterofferList: the inquiry hall (open inquiries any seller may quote on), my inquiries (buyers,
// by status), inquiries to quote (shops and factories) and the factories' supply requests; search, paging of
// 15, and the publish form (?publish=1, prefilled from ?goodsId=). Tab, status, keyword and page live in the URL.
import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, HStack, Stack } from '@chakra-ui/react';
import {
  INQUIRY_STATUSES,
  INQUIRY_STATUS_LABELS,
  type InquiryStatusValue,
} from '@portal/contracts/entities/trade-request';
import { inquiryPage } from '@portal/contracts/http/inquiry';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { ListTabs, SearchBox, useUrlListState } from '@/shared/ui/list-header.tsx';
import { queryLimits, urlQuery } from '@/shared/url-query.ts';
import { paths } from '@/shared/paths.ts';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { InquiryCard } from './inquiry-card.tsx';
import { PublishInquiryDialog } from './publish-inquiry-dialog.tsx';
import { Select, useBilingual } from './parts.tsx';
import { SupplyList } from './supply-list.tsx';
import { useInquiryHallQuery, useMyInquiriesQuery } from './trade-api.ts';
import { tradeTestIds } from './test-ids.ts';

const ids = tradeTestIds.inquiryList;
const TABS = ['hall', 'mine', 'received', 'supply'] as const;
type Tab = (typeof TABS)[number];
/** Status, keyword and page as inquiry/page reads them; the tab picks the list (hall, mine, to quote, supply). */
const listQuery = urlQuery(inquiryPage, { fields: ['status', 'keyword', 'pageNum'], rename: { pageNum: 'page' } });
const KEYWORD_MAX = queryLimits(inquiryPage, 'keyword').maxLength;

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
  const label = useBilingual();
  const navigate = useNavigate();
  const user = useSelector(selectUserInfo);
  const [params, setParams] = useSearchParams();
  const list = useUrlListState(listQuery, { name: 'tab', values: TABS, fallback: 'hall' });
  const tab = list.view;
  const keyword = list.state.keyword ?? '';
  const page = list.state.pageNum ?? 1;
  const status = list.state.status;
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

  const toPage = (pageNum: number) => list.show({ pageNum });
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
          <SearchBox
            key={keyword}
            keyword={keyword}
            onSearch={(value) => list.show({ keyword: value, pageNum: 1 })}
            placeholder={t('search.placeholder')}
            buttonLabel={t('search.button')}
            maxLength={KEYWORD_MAX}
            width="18rem"
          />
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
        <ListTabs
          value={tab}
          tabs={tabs.map((value) => ({ value, label: t(`tabs.${value}`), testId: ids.tab(value) }))}
          onChange={(value) => list.show({ pageNum: 1, status: undefined }, value as Tab)}
        >
          {tab === 'supply' ? (
            <SupplyList keyword={keyword} page={page} onPage={toPage} />
          ) : (
            <>
              {tab !== 'hall' && (
                <HStack maxW="16rem">
                  <Select
                    label={t('list.statusFilter')}
                    placeholder={t('list.allStatuses')}
                    value={status ?? ''}
                    options={INQUIRY_STATUSES.map((s) => ({ value: s, label: label(INQUIRY_STATUS_LABELS[s]) }))}
                    onChange={(next) =>
                      list.show({ status: (next || undefined) as InquiryStatusValue | undefined, pageNum: 1 })
                    }
                  />
                </HStack>
              )}
              <InquiryPage tab={tab} keyword={keyword} status={status} page={page} onPage={toPage} />
            </>
          )}
        </ListTabs>
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
