// The regional industrial belts: county, its industry and how many companies of the portal are there.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import type { HomeData } from '@portal/contracts/http/home';
import { usePick } from '@/shared/i18n/lang.ts';

export function BeltList({ belts }: { belts: HomeData['industrialBelts'] }) {
  const { t } = useTranslation('home');
  const pick = usePick();
  if (belts.length === 0) return <Text color="fg.muted">{t('empty')}</Text>;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap={3}>
      {belts.map((belt) => (
        <LinkBox key={belt.code} bg="brand.subtle" borderRadius="md" p={3} _hover={{ bg: 'brand.muted' }}>
          <LinkOverlay asChild>
            <RouterLink to={`/industrialBelt?code=${belt.code}`}>
              <Text fontWeight="bold">{pick(belt.name, belt.nameEn)}</Text>
            </RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" color="brand.fg">
            {pick(belt.industry, belt.industryEn)}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {t('belt.companies', { count: belt.companyCount })}
          </Text>
        </LinkBox>
      ))}
    </SimpleGrid>
  );
}
