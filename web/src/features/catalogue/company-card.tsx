// A shop or factory as a row card of the directories (/company, /supplierList) and the market's
// recommendations: logo, store name, the quality mark, region, main products, figures, and the ways on
// (a shop's store page or a factory's page, contacting it).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, HStack, Image, LinkBox, LinkOverlay, Stack, Text, Wrap } from '@chakra-ui/react';
import type { FactoryCard, ShopCard } from '@portal/contracts/entities/catalogue';
import { paths } from '@/shared/paths.ts';
import { catalogueTestIds as ids } from './test-ids.ts';
import { usePick } from '@/shared/i18n/lang.ts';

function isFactory(company: ShopCard | FactoryCard): company is FactoryCard {
  return 'employees' in company;
}

export function CompanyCard({ company, compact = false }: { company: ShopCard | FactoryCard; compact?: boolean }) {
  const { t } = useTranslation('catalogue');
  const pick = usePick();
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      p={compact ? 3 : 4}
      _hover={{ borderColor: 'brand.emphasized', boxShadow: 'sm' }}
      data-testid={ids.companyCard}
    >
      <HStack align="start" gap={3}>
        <Image
          src={company.logo}
          alt=""
          boxSize={compact ? '3rem' : '4.5rem'}
          borderRadius="md"
          borderWidth="1px"
          objectFit="cover"
          bg="bg.muted"
          flexShrink={0}
          loading="lazy"
        />
        <Stack gap={1} minW={0} flex="1">
          <HStack gap={2} wrap="wrap">
            <LinkOverlay asChild>
              <RouterLink to={isFactory(company) ? paths.factory({ id: company.id }) : paths.storeDetail(company.id)}>
                <Text fontWeight="semibold" _hover={{ color: 'brand.fg' }} lineClamp={1}>
                  {company.shopName}
                </Text>
              </RouterLink>
            </LinkOverlay>
            {company.highQuality && (
              <Badge colorPalette="orange" size="sm">
                {t('company.highQuality')}
              </Badge>
            )}
            <Badge colorPalette="gray" size="sm" variant="outline">
              {t(`company.kind.${company.kind}`)}
            </Badge>
          </HStack>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {company.name} · {company.regionName}
          </Text>
          {!compact && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {t('company.mainProducts', { products: company.mainProducts })}
            </Text>
          )}
          {!compact && company.industries.length > 0 && (
            <Wrap gap={1}>
              {company.industries.map((industry) => (
                <Badge key={industry.id} size="sm" variant="subtle" colorPalette="brand">
                  {pick(industry.name, industry.nameEn)}
                </Badge>
              ))}
            </Wrap>
          )}
          <HStack gap={3} fontSize="xs" color="fg.muted" wrap="wrap">
            <Text>{t('company.products', { count: company.productCount })}</Text>
            <Text>{t('company.rating', { rating: company.rating })}</Text>
            {isFactory(company) ? (
              <Text>{t('company.employees', { count: company.employees })}</Text>
            ) : (
              company.booth && <Text lineClamp={1}>{company.booth}</Text>
            )}
          </HStack>
        </Stack>
        {!compact && (
          <Box flexShrink={0} hideBelow="md" position="relative" zIndex={1}>
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to={paths.chat({ companyId: company.id })}>{t('company.contact')}</RouterLink>
            </Button>
          </Box>
        )}
      </HStack>
    </LinkBox>
  );
}
