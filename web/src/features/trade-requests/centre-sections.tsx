// The trade-request sections of the centres: the buyer's inquiries, the quotes received on them and the
// group buys joined with their deposit states; the seller's and factory's inquiries to quote on; the
// factory's supply requests. Each is lazily loaded by the centre (app/centre/centre-sections.ts).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { RECEIVED_QUOTE_FILTERS, type ReceivedQuote } from '@portal/contracts/http/offer';
import { formatMoney } from '@portal/contracts/money';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { ListTabs } from '@/shared/ui/list-header.tsx';
import { ListCard } from '@/shared/ui/list-card.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { paths } from '@/shared/paths.ts';
import { InquiryCard } from './inquiry-card.tsx';
import { DepositBadge, ThreadStatusBadge, formatDateTime, unitText, useLang, quantityWithUnit } from './parts.tsx';
import { SupplyResults } from './supply-list.tsx';
import { RecordsTable } from './request-fields.tsx';
import { useMyGroupBuysQuery } from './group-buy-api.ts';
import { useMyInquiriesQuery, useMySupplyQuery, useQuotesReceivedQuery } from './trade-api.ts';
import { tradeTestIds } from './test-ids.ts';

const ids = tradeTestIds.quotesReceived;

function InquiryScope({ scope }: { scope: 'mine' | 'received' }) {
  const { t } = useTranslation('requests');
  const [page, setPage] = useState(1);
  const query = useMyInquiriesQuery({ scope, pageNum: page, pageSize: TABLE_PAGE_SIZE });
  return (
    <Stack gap={3}>
      <QueryState
        query={query}
        skeleton={{ rows: 3, rowHeight: '7rem' }}
        errorTitle={t('list.loadError')}
        empty={scope === 'mine' ? t('list.empty.mine') : t('list.empty.received')}
        emptyDetail={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.InquiryCounterofferList()}>{t('centre.goHall')}</RouterLink>
          </Button>
        }
      >
        {(found) => (
          <Stack as="ul" listStyleType="none" gap={3}>
            {found.records.map((inquiry) => (
              <InquiryCard key={inquiry.id} inquiry={inquiry} />
            ))}
          </Stack>
        )}
      </QueryState>
      {query.data && query.data.total > TABLE_PAGE_SIZE && (
        <Pager page={page} total={query.data.total} pageSize={TABLE_PAGE_SIZE} onPageChange={setPage} />
      )}
    </Stack>
  );
}

export function MyInquiriesSection() {
  return <InquiryScope scope="mine" />;
}

const QUOTE_TABS = ['all', ...RECEIVED_QUOTE_FILTERS] as const;

/** One seller's thread on one of my inquiries: where it stands and what I may do now. */
function ReceivedQuoteRow({ quote }: { quote: ReceivedQuote }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const unit = unitText(lang, quote.unit);
  return (
    <ListCard
      testId={ids.row}
      title={
        <Link asChild colorPalette="brand">
          <RouterLink to={paths.inquiryCounterofferDetail(quote.inquiryId)}>{quote.inquiryTitle}</RouterLink>
        </Link>
      }
      badge={
        <>
          {quote.turn === 'buyer' && <Badge colorPalette="orange">{t('quotes.yourTurn')}</Badge>}
          <ThreadStatusBadge status={quote.status} />
        </>
      }
      facts={[
        <>
          {t('quotes.seller')} <b>{quote.seller.shopName}</b>
        </>,
        <>
          {t(`quotes.latest.${quote.latestSide}`)}{' '}
          <Text as="span" fontWeight="bold" color="brand.fg">
            {formatMoney(quote.latestPrice)} / {unit}
          </Text>{' '}
          × {quantityWithUnit(lang, quote.latestQuantity, quote.unit)}
        </>,
        <Text color="fg.muted">{t('quotes.rounds', { count: quote.rounds })}</Text>,
        <Text color="fg.muted">{formatDateTime(quote.latestAt, lang)}</Text>,
      ]}
    >
      {quote.status === 'accepted' && (
        <Text fontSize="sm" color={quote.inCart ? 'green.fg' : 'fg.muted'}>
          {quote.goods
            ? quote.inCart
              ? t('quotes.inCart', { title: quote.goods.title })
              : t('quotes.canCart', { title: quote.goods.title })
            : t('quotes.contactSeller')}
        </Text>
      )}
    </ListCard>
  );
}

export function QuotesReceivedSection() {
  const { t } = useTranslation('requests');
  const [tab, setTab] = useState<(typeof QUOTE_TABS)[number]>('all');
  const [page, setPage] = useState(1);
  const query = useQuotesReceivedQuery({
    pageNum: page,
    pageSize: TABLE_PAGE_SIZE,
    ...(tab === 'all' ? {} : { status: tab }),
  });
  return (
    <Stack gap={3} data-testid={ids.root}>
      <ListTabs
        value={tab}
        tabs={QUOTE_TABS.map((value) => ({ value, label: t(`quotes.tabs.${value}`), testId: ids.tab(value) }))}
        onChange={(value) => {
          setTab(value as (typeof QUOTE_TABS)[number]);
          setPage(1);
        }}
      />
      <QueryState
        query={query}
        skeleton={{ rows: 3, rowHeight: '6rem' }}
        errorTitle={t('list.loadError')}
        empty={t(`quotes.empty.${tab}`)}
        emptyDetail={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.InquiryCounterofferList({ tab: 'mine' })}>{t('quotes.goMine')}</RouterLink>
          </Button>
        }
      >
        {(found) => (
          <Stack as="ul" listStyleType="none" gap={3}>
            {found.records.map((quote) => (
              <ReceivedQuoteRow key={`${quote.inquiryId}-${quote.seller.id}`} quote={quote} />
            ))}
          </Stack>
        )}
      </QueryState>
      {query.data && query.data.total > TABLE_PAGE_SIZE && (
        <Pager page={page} total={query.data.total} pageSize={TABLE_PAGE_SIZE} onPageChange={setPage} />
      )}
    </Stack>
  );
}

export function QuotesToAnswerSection() {
  return <InquiryScope scope="received" />;
}

export function MyGroupBuysSection() {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const [page, setPage] = useState(1);
  const query = useMyGroupBuysQuery({ pageNum: page, pageSize: TABLE_PAGE_SIZE });
  return (
    <Stack gap={3}>
      <QueryState
        query={query}
        skeleton={{ rows: 3, rowHeight: '3rem' }}
        errorTitle={t('groupBuy.loadError')}
        empty={t('groupBuy.empty')}
        emptyDetail={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.collectBidding()}>{t('centre.goGroupBuys')}</RouterLink>
          </Button>
        }
      >
        {(found) => (
          <RecordsTable
            headers={[
              t('groupBuy.detailTitle'),
              t('fields.quantity'),
              t('register.deposit'),
              t('register.myStatus'),
              t('groupBuy.deadline'),
            ]}
          >
            {found.records.map((r) => (
              <Table.Row key={r.id}>
                <Table.Cell maxW="18rem">
                  <Link asChild colorPalette="brand">
                    <RouterLink to={paths.collectDetail(r.groupBuy.id)}>
                      <Text truncate>{r.groupBuy.title}</Text>
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{quantityWithUnit(lang, r.quantity, r.groupBuy.unit)}</Table.Cell>
                <Table.Cell>{r.deposit ? formatMoney(r.deposit) : '-'}</Table.Cell>
                <Table.Cell>
                  <HStack gap={1}>
                    <DepositBadge status={r.depositStatus} />
                    {r.rejectReason && (
                      <Text fontSize="xs" color="fg.muted">
                        {r.rejectReason}
                      </Text>
                    )}
                  </HStack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(r.groupBuy.deadline, lang)}</Table.Cell>
              </Table.Row>
            ))}
          </RecordsTable>
        )}
      </QueryState>
      {query.data && query.data.total > TABLE_PAGE_SIZE && (
        <Pager page={page} total={query.data.total} pageSize={TABLE_PAGE_SIZE} onPageChange={setPage} />
      )}
    </Stack>
  );
}

export function SupplyPublishedSection() {
  const { t } = useTranslation('requests');
  const [page, setPage] = useState(1);
  const query = useMySupplyQuery({ pageNum: page, pageSize: TABLE_PAGE_SIZE });
  return (
    <Stack gap={3}>
      <HStack justify="flex-end">
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={paths.InquiryCounterofferList({ tab: 'supply' })}>{t('supply.publish')}</RouterLink>
        </Button>
      </HStack>
      <SupplyResults query={query} />
      {query.data && query.data.total > TABLE_PAGE_SIZE && (
        <Pager page={page} total={query.data.total} pageSize={TABLE_PAGE_SIZE} onPageChange={setPage} />
      )}
    </Stack>
  );
}
