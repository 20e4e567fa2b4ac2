// The buyer centre's two auction sections share this list: my auctions (lots I signed up for or bid on, with
// my best bid and rank) and my deposits (each lot's deposit and its status, with the way to pay or re-send).
// 15 a page, the page in the URL (?page=).
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, Image, Flex, Stack, Table, Text } from '@chakra-ui/react';
import { TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { formatMoney } from '@portal/contracts/money';
import { paths } from '@/shared/paths.ts';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useMyAuctionsQuery } from './auction-api.ts';
import { auctionTestIds } from './test-ids.ts';
import { DEPOSIT_PALETTE, STATUS_PALETTE, useAuctionLabels } from './use-labels.ts';

const ids = auctionTestIds.centre;

export function MyAuctionsTable({ view }: { view: 'auctions' | 'deposits' }) {
  const { t } = useTranslation('auction');
  const labels = useAuctionLabels();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const query = useMyAuctionsQuery({ pageNum: page, pageSize: TABLE_PAGE_SIZE });
  const deposits = view === 'deposits';
  return (
    <Box data-testid={deposits ? ids.myDeposits : ids.myAuctions}>
      <QueryState
        query={query}
        empty={deposits ? t('centre.depositsEmpty') : t('centre.empty')}
        emptyDetail={
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.auction()}>{t('centre.browse')}</RouterLink>
          </Button>
        }
        errorTitle={t('loadError')}
        skeleton={{ rows: 5, rowHeight: '3.5rem' }}
      >
        {(found) => (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" minW="36rem">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('centre.lot')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('centre.status')}</Table.ColumnHeader>
                  {deposits ? (
                    <>
                      <Table.ColumnHeader textAlign="end">{t('centre.margin')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('centre.deposit')}</Table.ColumnHeader>
                    </>
                  ) : (
                    <>
                      <Table.ColumnHeader textAlign="end">{t('centre.current')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('centre.myBid')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('centre.rank')}</Table.ColumnHeader>
                    </>
                  )}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {found.records.map((lot) => (
                  <Table.Row key={lot.id} data-testid={ids.row} data-auction-id={lot.id}>
                    <Table.Cell>
                      <Flex gap={2} align="center" asChild>
                        <RouterLink to={paths.details(lot.id)}>
                          <Image
                            src={lot.image}
                            alt=""
                            boxSize="10"
                            borderRadius="sm"
                            objectFit="cover"
                            flexShrink={0}
                          />
                          <Stack gap={0} minW={0}>
                            <Text lineClamp={1} fontWeight="medium">
                              {lot.title}
                            </Text>
                            <Text fontSize="xs" color="fg.muted">
                              {lot.code}
                            </Text>
                          </Stack>
                        </RouterLink>
                      </Flex>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_PALETTE[lot.status]}>{labels.status(lot.status)}</Badge>
                    </Table.Cell>
                    {deposits ? (
                      <>
                        <Table.Cell textAlign="end">{formatMoney(lot.marginAmount)}</Table.Cell>
                        <Table.Cell>
                          <Badge colorPalette={DEPOSIT_PALETTE[lot.me.depositStatus]}>
                            {labels.deposit(lot.me.depositStatus)}
                          </Badge>
                          {lot.me.rejectReason && (
                            <Text fontSize="xs" color="fg.error" mt={1}>
                              {lot.me.rejectReason}
                            </Text>
                          )}
                        </Table.Cell>
                      </>
                    ) : (
                      <>
                        <Table.Cell textAlign="end" color="red.600">
                          {formatMoney(lot.currentPrice)}
                        </Table.Cell>
                        <Table.Cell textAlign="end">
                          {lot.me.highestBid ? formatMoney(lot.me.highestBid) : t('centre.none')}
                        </Table.Cell>
                        <Table.Cell textAlign="end">{lot.me.rank ?? t('centre.none')}</Table.Cell>
                      </>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </QueryState>
      {query.data && query.data.total > 0 && (
        <Pager
          page={page}
          total={query.data.total}
          pageSize={TABLE_PAGE_SIZE}
          onPageChange={(next) =>
            setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams())
          }
        />
      )}
    </Box>
  );
}
