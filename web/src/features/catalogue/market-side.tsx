// The market page's side sections: the market halls (market and show-room criteria), recommended brands,
// recommended sellers (shops) and suppliers (factories), each a short list with a link to the whole list.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Flex, Heading, Image, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { paths } from '@/shared/paths.ts';
import {
  useMarketCriteriaQuery,
  useRecommendedBrandsQuery,
  useRecommendedSuppliersQuery,
  useSellerPageQuery,
} from './catalogue-api.ts';
import { CompanyCard } from './company-card.tsx';
import { usePick } from '@/shared/i18n/lang.ts';

export function SideSection({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" bg="bg" p={3}>
      <Flex justify="space-between" align="baseline" mb={2} gap={2}>
        <Heading as="h2" size="sm">
          {title}
        </Heading>
        {more && (
          <Link asChild fontSize="xs" color="fg.muted" _hover={{ color: 'brand.fg' }}>
            <RouterLink to={more.to}>{more.label}</RouterLink>
          </Link>
        )}
      </Flex>
      {children}
    </Box>
  );
}

export function MarketHalls() {
  const { t } = useTranslation('catalogue');
  const pick = usePick();
  const criteria = useMarketCriteriaQuery();
  return (
    <SideSection title={t('market.halls')} more={{ to: paths.company(), label: t('market.allShops') }}>
      {criteria.data ? (
        <Stack gap={1}>
          {criteria.data.halls.slice(0, 8).map((hall) => (
            <Link
              key={hall.id}
              asChild
              fontSize="sm"
              display="flex"
              justifyContent="space-between"
              _hover={{ color: 'brand.fg' }}
            >
              <RouterLink to={paths.company({ hallId: hall.id })}>
                <span>{pick(hall.name, hall.nameEn)}</span>
                <Text as="span" color="fg.muted" fontSize="xs">
                  {t('market.shopCount', { count: hall.shopCount })}
                </Text>
              </RouterLink>
            </Link>
          ))}
        </Stack>
      ) : (
        <Skeleton h="8rem" />
      )}
    </SideSection>
  );
}

export function RecommendedBrands() {
  const { t } = useTranslation('catalogue');
  const pick = usePick();
  const brands = useRecommendedBrandsQuery({ limit: 8 });
  return (
    <SideSection title={t('market.brands')}>
      {brands.data ? (
        <SimpleGrid columns={{ base: 4, lg: 2 }} gap={2}>
          {brands.data.map((brand) => (
            <Link
              key={brand.id}
              asChild
              display="flex"
              flexDirection="column"
              alignItems="center"
              gap={1}
              p={1}
              borderWidth="1px"
              borderRadius="sm"
              fontSize="xs"
              _hover={{ borderColor: 'brand.emphasized', color: 'brand.fg' }}
            >
              <RouterLink
                to={brand.companyId ? paths.storeDetail(brand.companyId) : paths.market({ brandId: brand.id })}
              >
                <Image src={brand.logo} alt="" h="2rem" objectFit="contain" />
                <Text lineClamp={1}>{pick(brand.name, brand.nameEn)}</Text>
              </RouterLink>
            </Link>
          ))}
        </SimpleGrid>
      ) : (
        <Skeleton h="8rem" />
      )}
    </SideSection>
  );
}

export function RecommendedCompanies() {
  const { t } = useTranslation('catalogue');
  const sellers = useSellerPageQuery({ pageNum: 1, pageSize: 3, sort: 'ratingDesc' });
  const suppliers = useRecommendedSuppliersQuery({ limit: 3 });
  return (
    <>
      <SideSection title={t('market.sellers')} more={{ to: paths.company(), label: t('market.more') }}>
        {sellers.data ? (
          <Stack gap={2}>
            {sellers.data.records.map((shop) => (
              <CompanyCard key={shop.id} company={shop} compact />
            ))}
          </Stack>
        ) : (
          <Skeleton h="10rem" />
        )}
      </SideSection>
      <SideSection title={t('market.suppliers')} more={{ to: paths.supplierList(), label: t('market.more') }}>
        {suppliers.data ? (
          <Stack gap={2}>
            {suppliers.data.map((factory) => (
              <CompanyCard key={factory.id} company={factory} compact />
            ))}
          </Stack>
        ) : (
          <Skeleton h="10rem" />
        )}
      </SideSection>
    </>
  );
}
