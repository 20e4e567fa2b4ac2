// Buyer centre, "my points" (`/buyerCenter/points`): the balance and the caller's exchanges, newest first.
// Loaded lazily by the centre (features/centre/centre-sections.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Button, HStack, Image, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { paths } from '@/shared/paths.ts';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useMyExchangesQuery, usePointsAccountQuery } from './points-api.ts';
import { pointsTestIds as ids } from './test-ids.ts';
import { usePointsLanguage } from './use-points-language.ts';

const PAGE_SIZE = 10;
const when = (ms: number) => {
  const china = new Date(ms + 8 * 3_600_000).toISOString();
  return `${china.slice(0, 10)} ${china.slice(11, 16)}`;
};

export default function PointsSection() {
  const { t, i18n } = useTranslation('points');
  usePointsLanguage();
  const [pageNum, setPageNum] = useState(1);
  const account = usePointsAccountQuery();
  const exchanges = useMyExchangesQuery({ pageNum, pageSize: PAGE_SIZE });
  const number = (n: number) => n.toLocaleString(i18n.language === 'en' ? 'en-US' : 'zh-CN');
  return (
    <Stack gap={4}>
      <HStack gap={8} wrap="wrap" borderWidth="1px" borderRadius="md" p={4} bg="bg">
        <Stat.Root>
          <Stat.Label>{t('banner.balance')}</Stat.Label>
          <Stat.ValueText color="brand.solid" data-testid={ids.balance}>
            {account.data ? number(account.data.balance) : '—'}
          </Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>{t('banner.spent')}</Stat.Label>
          <Stat.ValueText>{account.data ? number(account.data.spent) : '—'}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>{t('section.count')}</Stat.Label>
          <Stat.ValueText>{account.data ? number(account.data.exchanges) : '—'}</Stat.ValueText>
        </Stat.Root>
        <Button asChild size="sm" colorPalette="brand" ms="auto">
          <RouterLink to={paths.integralProduct()}>{t('section.toMall')}</RouterLink>
        </Button>
      </HStack>
      <QueryState query={exchanges} empty={t('section.empty')} skeleton={{ rows: 3, rowHeight: '3.5rem', gap: 2 }}>
        {(page) => (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" minW="36rem">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('section.goods')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('section.no')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('section.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('section.points')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('section.time')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.records.map((row) => (
                  <Table.Row key={row.id} data-testid={ids.exchangeRow}>
                    <Table.Cell>
                      <HStack gap={2}>
                        <Image src={row.goods.image} alt="" boxSize="2.5rem" borderRadius="sm" />
                        <Text lineClamp={2}>{row.goods.title}</Text>
                      </HStack>
                    </Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {row.exchangeNo}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{row.quantity}</Table.Cell>
                    <Table.Cell textAlign="end" color="brand.solid">
                      −{number(row.points)}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{when(row.createdAt)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </QueryState>
      {exchanges.data && exchanges.data.total > PAGE_SIZE && (
        <Pager page={pageNum} total={exchanges.data.total} pageSize={PAGE_SIZE} onPageChange={setPageNum} />
      )}
    </Stack>
  );
}
