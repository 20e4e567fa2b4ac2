// /coupon: the coupon centre ('to receive': every coupon with the caller's possess status and a receive
// button) and 'mine' (the caller's coupons by possess status and validity). The tab and filters live in the
// URL; receiving needs a login.
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, HStack, SimpleGrid, Tabs } from '@chakra-ui/react';
import { POSSESS_STATUSES, couponPage, type Coupon } from '@portal/contracts/http/coupon';
import { paths } from '@/shared/paths.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { selectIsLoggedIn } from '@/shared/session/session-slice.ts';
import { useAppSelector } from '@/shared/store/hooks.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { urlQuery } from '@/shared/url-query.ts';
import { useCouponsQuery, useReceiveCouponMutation } from './catalogue-api.ts';
import { CouponCard } from './coupon-card.tsx';
import { catalogueTestIds as ids } from './test-ids.ts';
import { useLanguageRefetch } from './use-language-refetch.ts';

const PAGE_SIZE = 12;
const couponUrl = urlQuery(couponPage, {
  fields: ['mine', 'possessStatus', 'validity', 'pageNum'],
  rename: { pageNum: 'page' },
});
type CouponState = ReturnType<typeof couponUrl.read>;

function CouponList({ state, show, mine }: { state: CouponState; show: (next: CouponState) => void; mine: boolean }) {
  const { t } = useTranslation('catalogue');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const query = useCouponsQuery({ ...state, mine: mine || undefined, pageSize: PAGE_SIZE });
  const [receive] = useReceiveCouponMutation();
  const [receiving, setReceiving] = useState<number | null>(null);
  const onReceive = async (coupon: Coupon) => {
    if (!loggedIn) {
      void navigate(paths.login(location.pathname + location.search));
      return;
    }
    setReceiving(coupon.id);
    try {
      await receive({ couponId: coupon.id }).unwrap();
      showSuccess(t('coupon.received'));
    } catch {
      // toasted by the base query
    } finally {
      setReceiving(null);
    }
  };
  return (
    <>
      <QueryState
        query={query}
        empty={mine ? t('coupon.emptyMine') : t('coupon.empty')}
        skeleton={{ rows: 3, rowHeight: '6rem', gap: 3 }}
      >
        {(found) => (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={3}>
            {found.records.map((coupon) => (
              <CouponCard
                key={coupon.id}
                coupon={coupon}
                receiving={receiving === coupon.id}
                {...(mine ? {} : { onReceive: () => void onReceive(coupon) })}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {query.data && query.data.total > 0 && (
        <Pager
          page={state.pageNum ?? 1}
          total={query.data.total}
          pageSize={PAGE_SIZE}
          onPageChange={(pageNum) => show({ ...state, pageNum })}
        />
      )}
    </>
  );
}

export default function CouponPage() {
  const { t } = useTranslation('catalogue');
  useLanguageRefetch();
  const [params, setParams] = useSearchParams();
  const state = couponUrl.read(params);
  const show = (next: CouponState) => setParams(new URLSearchParams(couponUrl.write(next)));
  const tab = state.mine ? 'mine' : 'centre';
  return (
    <PageFrame title={t('coupon.title')} breadcrumb={[{ label: t('coupon.title') }]}>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => show({ mine: details.value === 'mine' ? true : undefined, pageNum: 1 })}
        variant="line"
        colorPalette="brand"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="centre" data-testid={ids.coupon.tab('centre')}>
            {t('coupon.centre')}
          </Tabs.Trigger>
          <Tabs.Trigger value="mine" data-testid={ids.coupon.tab('mine')}>
            {t('coupon.mine')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="centre">
          <CouponList state={state} show={show} mine={false} />
        </Tabs.Content>
        <Tabs.Content value="mine">
          <RequireLogin>
            <HStack gap={1} mb={3} wrap="wrap">
              {([undefined, ...POSSESS_STATUSES.filter((status) => status !== 'notReceived')] as const).map(
                (status) => {
                  const active = state.possessStatus === status;
                  return (
                    <Button
                      key={status ?? 'all'}
                      size="xs"
                      variant={active ? 'solid' : 'outline'}
                      colorPalette={active ? 'brand' : 'gray'}
                      aria-pressed={active}
                      onClick={() => show({ ...state, possessStatus: status, pageNum: 1 })}
                      data-testid={ids.coupon.filter(status ?? 'all')}
                    >
                      {status ? t(`coupon.possess.${status}`) : t('coupon.allMine')}
                    </Button>
                  );
                },
              )}
              {(['valid', 'expired'] as const).map((validity) => {
                const active = state.validity === validity;
                return (
                  <Button
                    key={validity}
                    size="xs"
                    variant={active ? 'solid' : 'outline'}
                    colorPalette={active ? 'brand' : 'gray'}
                    aria-pressed={active}
                    onClick={() => show({ ...state, validity: active ? undefined : validity, pageNum: 1 })}
                    data-testid={ids.coupon.filter(validity)}
                  >
                    {t(`coupon.validityFilter.${validity}`)}
                  </Button>
                );
              })}
            </HStack>
            <CouponList state={state} show={show} mine />
          </RequireLogin>
        </Tabs.Content>
      </Tabs.Root>
    </PageFrame>
  );
}
