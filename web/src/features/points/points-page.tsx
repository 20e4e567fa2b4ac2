// /integralProduct, the points mall: the caller's points (or a login hint), shelves by category, "what I can
// afford", and the goods with an exchange that opens the confirm step. Filters and page live in the URL.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Flex, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  POINTS_CATEGORIES,
  POINTS_CATEGORY_LABELS,
  integralProductPage,
  type PointsGoods,
} from '@portal/contracts/http/integral-product';
import { formatCount } from '@/shared/count-format.ts';
import { paths } from '@/shared/paths.ts';
import { selectIsLoggedIn } from '@/shared/session/session-slice.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { selectLanguage } from '@/shared/ui/ui-slice.ts';
import { urlQuery } from '@/shared/url-query.ts';
import { ExchangeDialog } from './exchange-dialog.tsx';
import { PointsCard } from './points-card.tsx';
import { usePointsAccountQuery, usePointsGoodsQuery } from './points-api.ts';
import { pointsTestIds as ids } from './test-ids.ts';
import { usePointsLanguage } from './use-points-language.ts';

const PAGE_SIZE = 12;
const shelfUrl = urlQuery(integralProductPage, {
  fields: ['category', 'maxPoints', 'pageNum'],
  rename: { pageNum: 'page' },
});
type ShelfState = ReturnType<typeof shelfUrl.read>;

function BalanceBanner() {
  const { t, i18n } = useTranslation('points');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const account = usePointsAccountQuery(undefined, { skip: !loggedIn });
  const number = (n: number) => formatCount(n, i18n.language);
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap={4}
      align={{ base: 'stretch', md: 'center' }}
      justify="space-between"
      bgGradient="to-r"
      gradientFrom="brand.solid"
      gradientTo="orange.400"
      color="white"
      borderRadius="lg"
      px={{ base: 4, md: 6 }}
      py={{ base: 4, md: 5 }}
      mb={4}
    >
      <Stack gap={1}>
        <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold">
          {t('banner.title')}
        </Text>
        <Text fontSize="sm" opacity={0.9}>
          {t('banner.subtitle')}
        </Text>
      </Stack>
      {loggedIn ? (
        <HStack gap={{ base: 4, md: 8 }} wrap="wrap">
          <Stack gap={0}>
            <Text fontSize="sm" color="whiteAlpha.800">
              {t('banner.balance')}
            </Text>
            <Text fontWeight="semibold" lineHeight="1.2" fontSize="2xl" data-testid={ids.balance}>
              {account.data ? number(account.data.balance) : '—'}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text fontSize="sm" color="whiteAlpha.800">
              {t('banner.spent')}
            </Text>
            <Text fontWeight="semibold" lineHeight="1.2" fontSize="2xl">
              {account.data ? number(account.data.spent) : '—'}
            </Text>
          </Stack>
          <Button asChild size="sm" variant="surface" colorPalette="gray">
            <RouterLink to={paths.buyerCenter('points')}>{t('myExchanges')}</RouterLink>
          </Button>
        </HStack>
      ) : (
        <Text data-testid={ids.loginHint}>
          <Link asChild color="white" textDecoration="underline" fontWeight="semibold">
            <RouterLink to={paths.login(location.pathname + location.search)}>{t('banner.login')}</RouterLink>
          </Link>{' '}
          {t('banner.loginHint')}
        </Text>
      )}
    </Flex>
  );
}

export default function PointsPage() {
  const { t } = useTranslation('points');
  usePointsLanguage();
  const lang = useAppSelector(selectLanguage);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = shelfUrl.read(params);
  const show = (next: ShelfState) => setParams(new URLSearchParams(shelfUrl.write(next)));
  const account = usePointsAccountQuery(undefined, { skip: !loggedIn });
  const query = usePointsGoodsQuery({ ...state, pageSize: PAGE_SIZE });
  const [chosen, setChosen] = useState<PointsGoods | null>(null);
  const balance = account.data?.balance ?? 0;
  const open = (goods: PointsGoods) => {
    if (!loggedIn) {
      void navigate(paths.login(location.pathname + location.search));
      return;
    }
    setChosen(goods);
  };
  const filterButton = (key: string, label: string, active: boolean, onClick: () => void) => (
    <Button
      key={key}
      size="sm"
      variant={active ? 'solid' : 'outline'}
      colorPalette={active ? 'brand' : 'gray'}
      aria-pressed={active}
      onClick={onClick}
      data-testid={key === 'affordable' ? ids.affordable : ids.category(key)}
    >
      {label}
    </Button>
  );
  return (
    <PageFrame title={t('title')} breadcrumb={[{ label: t('title') }]}>
      <BalanceBanner />
      <HStack gap={2} mb={4} wrap="wrap">
        {filterButton('all', t('allCategories'), !state.category, () =>
          show({ ...state, category: undefined, pageNum: 1 }),
        )}
        {POINTS_CATEGORIES.map((category) =>
          filterButton(category, POINTS_CATEGORY_LABELS[category][lang], state.category === category, () =>
            show({ ...state, category, pageNum: 1 }),
          ),
        )}
        {loggedIn && account.data && (
          <Box ms={{ base: 0, md: 'auto' }}>
            {filterButton('affordable', t('affordable'), state.maxPoints !== undefined, () =>
              show({ ...state, maxPoints: state.maxPoints === undefined ? balance : undefined, pageNum: 1 }),
            )}
          </Box>
        )}
      </HStack>
      <QueryState query={query} empty={t('empty')} skeleton={{ rows: 2, rowHeight: '16rem', gap: 3 }}>
        {(page) => (
          <SimpleGrid columns={{ base: 2, md: 3, lg: 4 }} gap={{ base: 2, md: 4 }}>
            {page.records.map((goods) => (
              <PointsCard key={goods.id} goods={goods} onExchange={() => open(goods)} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {query.data && query.data.total > PAGE_SIZE && (
        <Pager
          page={state.pageNum ?? 1}
          total={query.data.total}
          pageSize={PAGE_SIZE}
          onPageChange={(pageNum) => show({ ...state, pageNum })}
        />
      )}
      {chosen && <ExchangeDialog goods={chosen} balance={balance} onClose={() => setChosen(null)} />}
    </PageFrame>
  );
}
