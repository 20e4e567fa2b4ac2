// A factory as the sourcing portals show one: logo, store name, the verified marks (high quality, a valid
// verification, certifications), region and years, main products and the capability figures; the card opens
// the factory's page (/factory?id=).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Box, HStack, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import type { FactoryCard as Factory } from '@portal/contracts/entities/catalogue';
import { compactMoney } from '@/shared/compact-money.ts';
import { paths } from '@/shared/paths.ts';
import { factoriesTestIds as ids } from './test-ids.ts';
import { useFactoryTexts, yearsSince } from './use-factory-texts.ts';

export function FactoryCard({ factory, compact = false }: { factory: Factory; compact?: boolean }) {
  const { t } = useTranslation('factories');
  const { lang, pick } = useFactoryTexts();
  return (
    <LinkBox
      as="article"
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      p={compact ? 3 : 4}
      h="full"
      _hover={{ borderColor: 'brand.emphasized', boxShadow: 'sm' }}
      data-testid={ids.card}
    >
      <HStack align="start" gap={3}>
        <Image
          src={factory.logo}
          alt=""
          boxSize={compact ? '3rem' : '4rem'}
          borderRadius="md"
          borderWidth="1px"
          objectFit="cover"
          bg="bg.muted"
          flexShrink={0}
          loading="lazy"
        />
        <Stack gap={1} minW={0} flex="1">
          <LinkOverlay asChild>
            <RouterLink to={paths.factory({ id: factory.id })} data-testid={ids.cardLink}>
              <Text fontWeight="semibold" _hover={{ color: 'brand.fg' }} lineClamp={1}>
                {factory.shopName}
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Wrap gap={1}>
            {factory.highQuality && (
              <Badge colorPalette="orange" size="sm">
                {t('card.highQuality')}
              </Badge>
            )}
            <Badge colorPalette="gray" size="sm" variant="outline">
              {t('card.years', { count: yearsSince(factory.foundedYear) })}
            </Badge>
            {!compact &&
              factory.certifications.slice(0, 2).map((certification) => (
                <Badge key={certification} colorPalette="teal" size="sm" variant="subtle">
                  {certification}
                </Badge>
              ))}
          </Wrap>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {factory.regionName}
          </Text>
          {!compact && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {t('card.mainProducts', { products: factory.mainProducts })}
            </Text>
          )}
          {!compact && factory.industries.length > 0 && (
            <Wrap gap={1}>
              {factory.industries.slice(0, 3).map((industry) => (
                <Badge key={industry.id} size="sm" variant="subtle" colorPalette="brand">
                  {pick(industry.name, industry.nameEn)}
                </Badge>
              ))}
            </Wrap>
          )}
        </Stack>
      </HStack>
      <SimpleGrid columns={3} gap={1} mt={3} pt={2} borderTopWidth="1px" borderColor="border.muted" textAlign="center">
        <Figure label={t('card.staff')} value={t('card.people', { count: factory.employees })} />
        <Figure label={t('card.area')} value={t('card.squareMetres', { count: factory.plantArea })} />
        <Figure label={t('card.output')} value={`¥${compactMoney(factory.annualOutput, lang).replace(/^¥/, '')}`} />
      </SimpleGrid>
    </LinkBox>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box minW={0}>
      <Text fontSize="sm" fontWeight="semibold" truncate>
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted" truncate>
        {label}
      </Text>
    </Box>
  );
}
