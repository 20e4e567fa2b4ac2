// Recommended shops or source factories: logo, store name, region, industries, a few figures. Four a row on
// wide screens (8 fill two rows), two on tablets, and the first three in one column on a phone.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Flex, HStack, Image, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import type { HomeFactoryCard, HomeShopCard } from '@portal/contracts/http/home';
import { usePick } from '@/shared/i18n/lang.ts';

const PHONE_LIMIT = 3;

function isFactory(company: HomeShopCard | HomeFactoryCard): company is HomeFactoryCard {
  return 'employees' in company;
}

export function CompanyList({
  companies,
  linkTo,
}: {
  companies: (HomeShopCard | HomeFactoryCard)[];
  /** The company's page: paths.storeDetail for shops, paths.factory for factories. */
  linkTo: (id: number) => string;
}) {
  const { t } = useTranslation('home');
  const pick = usePick();
  if (companies.length === 0) return <Text color="fg.muted">{t('empty')}</Text>;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={{ base: 3, md: 4 }}>
      {companies.map((company, index) => (
        <LinkBox
          key={company.id}
          display={index >= PHONE_LIMIT ? { base: 'none', md: 'block' } : undefined}
          borderWidth="1px"
          borderRadius="md"
          p={4}
          bg="bg"
          _hover={{ boxShadow: 'md', borderColor: 'brand.emphasized' }}
        >
          <Flex gap={3} align="center">
            <Image src={company.logo} alt="" boxSize={12} borderRadius="md" bg="bg.muted" flexShrink={0} />
            <Box minW={0}>
              <LinkOverlay asChild>
                <RouterLink to={linkTo(company.id)}>
                  <Text fontWeight="bold" truncate>
                    {company.shopName}
                  </Text>
                </RouterLink>
              </LinkOverlay>
              <Text fontSize="xs" color="fg.muted" truncate>
                {company.regionName}
                {company.booth ? ` · ${company.booth}` : ''}
              </Text>
            </Box>
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt={3} lineClamp={2}>
            {t('company.mainProducts', { products: company.mainProducts })}
          </Text>
          <HStack gap={1.5} mt={3} wrap="wrap">
            {company.highQuality && (
              <Badge colorPalette="brand" size="sm">
                {t('company.highQuality')}
              </Badge>
            )}
            {company.industries.slice(0, 3).map((industry) => (
              <Badge key={industry.id} size="sm" variant="outline">
                {pick(industry.name, industry.nameEn)}
              </Badge>
            ))}
          </HStack>
          <Text fontSize="xs" color="fg.muted" mt={2}>
            {isFactory(company)
              ? t('company.factoryFigures', { employees: company.employees, area: company.plantArea })
              : t('company.shopFigures', { products: company.productCount, followers: company.followers })}
          </Text>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
