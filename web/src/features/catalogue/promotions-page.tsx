// /promotionalActivities: what is on offer now, in one place. The limited-time discounts (a few, with their
// countdown, and the way to all of them), the coupons to receive, and the recommended brands' shops.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Heading, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { paths } from '@/shared/paths.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useCouponsQuery, useGoodsSearchQuery } from './catalogue-api.ts';
import { DiscountCountdown } from './discount-countdown.tsx';
import { CouponCard } from './coupon-card.tsx';
import { GoodsCard } from '@/shared/goods/goods-grid.tsx';
import { RecommendedBrands } from './market-side.tsx';
import { useLanguageRefetch } from './use-language-refetch.ts';

function Section({
  title,
  intro,
  more,
  children,
}: {
  title: string;
  intro: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box as="section" mb={8}>
      <Flex
        justify="space-between"
        align="end"
        gap={3}
        mb={3}
        wrap="wrap"
        borderBottomWidth="2px"
        borderColor="brand.solid"
        pb={2}
      >
        <Box>
          <Heading as="h2" size="lg">
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {intro}
          </Text>
        </Box>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={more.to}>{more.label}</RouterLink>
        </Button>
      </Flex>
      {children}
    </Box>
  );
}

export default function PromotionsPage() {
  const { t } = useTranslation('catalogue');
  useLanguageRefetch();
  const discounts = useGoodsSearchQuery({ discount: true, pageNum: 1, pageSize: 10, sort: 'salesDesc' });
  const coupons = useCouponsQuery({ pageNum: 1, pageSize: 6, validity: 'valid' });
  return (
    <PageFrame title={t('promotions.title')} breadcrumb={[{ label: t('promotions.title') }]}>
      <Section
        title={t('sales.title')}
        intro={t('sales.intro')}
        more={{ to: paths.salesActivity(), label: t('promotions.allDiscounts') }}
      >
        <QueryState query={discounts} empty={t('sales.empty')} skeleton={{ rows: 1, rowHeight: '18rem' }}>
          {(found) => (
            <SimpleGrid columns={{ base: 2, md: 3, lg: 5 }} gap={3}>
              {found.records.map((product) => (
                <GoodsCard
                  key={product.id}
                  product={product}
                  footer={
                    product.discountEndsAt !== null ? <DiscountCountdown endsAt={product.discountEndsAt} /> : undefined
                  }
                />
              ))}
            </SimpleGrid>
          )}
        </QueryState>
      </Section>
      <Section
        title={t('coupon.centre')}
        intro={t('promotions.couponsIntro')}
        more={{ to: paths.coupon(), label: t('promotions.allCoupons') }}
      >
        {coupons.data === undefined && coupons.isFetching ? (
          <Skeleton h="12rem" />
        ) : (
          <QueryState query={coupons} empty={t('coupon.empty')}>
            {(found) => (
              <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap={3}>
                {found.records.map((coupon) => (
                  <CouponCard key={coupon.id} coupon={coupon} />
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        )}
      </Section>
      <Box maxW={{ lg: '40rem' }}>
        <RecommendedBrands />
      </Box>
    </PageFrame>
  );
}
