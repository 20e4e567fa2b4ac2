// Buyer centre, "my points" (`/buyerCenter/points`): the balance and the caller's exchanges, newest first, each
// with where it is posted (or that a voucher was credited).
// Loaded lazily by the centre (app/centre/centre-sections.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { formatCount } from '@/shared/count-format.ts';
import { paths } from '@/shared/paths.ts';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useMyExchangesQuery, usePointsAccountQuery } from './points-api.ts';
import { pointsTestIds as ids } from './test-ids.ts';
import { usePointsLanguage } from './use-points-language.ts';
import { marketDateTime } from '@/shared/market-time.ts';

const PAGE_SIZE = 10;
export default function PointsSection() {
  const { t, i18n } = useTranslation('points');
  usePointsLanguage();
  const [pageNum, setPageNum] = useState(1);
  const account = usePointsAccountQuery();
  const exchanges = useMyExchangesQuery({ pageNum, pageSize: PAGE_SIZE });
  const number = (n: number) => formatCount(n, i18n.language);
  return (
    <Stack gap={4}>
      <HStack gap={8} wrap="wrap" borderWidth="1px" borderRadius="md" p={4} bg="bg">
        <Stack gap={0}>
          <Text fontSize="sm">{t('banner.balance')}</Text>
          <Text fontSize="2xl" fontWeight="semibold" lineHeight="1.2" color="brand.solid" data-testid={ids.balance}>
            {account.data ? number(account.data.balance) : '—'}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text fontSize="sm">{t('banner.spent')}</Text>
          <Text fontSize="2xl" fontWeight="semibold" lineHeight="1.2">
            {account.data ? number(account.data.spent) : '—'}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text fontSize="sm">{t('section.count')}</Text>
          <Text fontSize="2xl" fontWeight="semibold" lineHeight="1.2">
            {account.data ? number(account.data.exchanges) : '—'}
          </Text>
        </Stack>
        <Button asChild size="sm" colorPalette="brand" ms="auto">
          <RouterLink to={paths.integralProduct()}>{t('section.toMall')}</RouterLink>
        </Button>
      </HStack>
      <QueryState query={exchanges} empty={t('section.empty')} skeleton={{ rows: 3, rowHeight: '3.5rem', gap: 2 }}>
        {(page) => (
          // Rows rather than a table: a phone shows every figure without scrolling sideways.
          <Stack gap={0} borderWidth="1px" borderRadius="md" bg="bg" divideY="1px">
            {page.records.map((row) => (
              <HStack key={row.id} gap={3} px={3} py={2.5} align="center" data-testid={ids.exchangeRow}>
                <Image src={row.goods.image} alt="" boxSize="3rem" borderRadius="sm" flexShrink={0} />
                <Stack gap={0.5} flex="1" minW={0}>
                  <Text fontWeight="medium" lineClamp={2}>
                    {row.goods.title}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('section.no')} {row.exchangeNo} · {marketDateTime(row.createdAt)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" lineClamp={2} data-testid={ids.exchangeDelivery}>
                    {row.delivery
                      ? t('section.shipTo', {
                          name: row.delivery.consigneeName,
                          mobile: row.delivery.mobile,
                          address: row.delivery.fullAddress,
                        })
                      : t('section.credited')}
                  </Text>
                </Stack>
                <Stack gap={0} align="end" flexShrink={0}>
                  <Text fontWeight="semibold" color="brand.solid">
                    −{number(row.points)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    × {row.quantity}
                  </Text>
                </Stack>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
      {exchanges.data && exchanges.data.total > PAGE_SIZE && (
        <Pager page={pageNum} total={exchanges.data.total} pageSize={PAGE_SIZE} onPageChange={setPageNum} />
      )}
    </Stack>
  );
}
