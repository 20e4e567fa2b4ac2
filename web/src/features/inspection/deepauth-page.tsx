// /deepauth: the deep factory verification service: what the platform verifies on site, the grades, the
// factories verified by a platform inspection (publicList, type platform) and the way to apply.
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, Flex, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { paths } from '@/shared/paths.ts';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { HERO_OUTLINE, PageHero } from '@/shared/ui/page-hero.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { usePublicInspectionsQuery } from './inspection-api.ts';
import { GradeBadge } from './parts.tsx';
import { inspectionTestIds } from './test-ids.ts';
import { useInspectionTexts } from './use-inspection-texts.ts';
import { Picture } from '@/shared/ui/picture.tsx';

const ids = inspectionTestIds.deepauth;
const WHAT = ['legal', 'premises', 'equipment', 'quality', 'staff', 'trade'] as const;
const LEVELS = [
  ['A', 'green'],
  ['B', 'teal'],
  ['C', 'orange'],
  ['D', 'red'],
] as const;

export default function DeepauthPage() {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  const verified = usePublicInspectionsQuery({ type: 'platform', pageSize: 8 });
  return (
    <PageFrame title={t('deep.title')} breadcrumb={[{ label: t('deep.title') }]}>
      <Stack gap={8}>
        <PageHero tone="teal" title={t('deep.heroTitle')} body={t('deep.heroBody')}>
          <Button asChild bg="white" color="teal.700" _hover={{ bg: 'whiteAlpha.900' }} data-testid={ids.apply}>
            <RouterLink to={paths.inspection({ type: 'platform' })}>{t('deep.apply')}</RouterLink>
          </Button>
          <Button asChild {...HERO_OUTLINE}>
            <RouterLink to={paths.inspectionDemo()}>{t('deep.sample')}</RouterLink>
          </Button>
        </PageHero>

        <Stack gap={3}>
          <Heading as="h2" size="md">
            {t('deep.whatTitle')}
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap={4}>
            {WHAT.map((key, index) => (
              <HStack key={key} gap={3} align="start" borderWidth="1px" borderRadius="lg" p={4} bg="bg">
                <Flex
                  boxSize={8}
                  flexShrink={0}
                  borderRadius="md"
                  bg="teal.50"
                  color="teal.700"
                  fontWeight="bold"
                  align="center"
                  justify="center"
                >
                  {index + 1}
                </Flex>
                <Stack gap={1}>
                  <Text fontWeight="semibold">{t(`deep.what.${key}.title`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`deep.what.${key}.body`)}
                  </Text>
                </Stack>
              </HStack>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap={3}>
          <Heading as="h2" size="md">
            {t('deep.levelsTitle')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap={3}>
            {LEVELS.map(([grade, palette]) => (
              <HStack key={grade} gap={3} align="start" borderWidth="1px" borderRadius="lg" p={4} bg="bg">
                <Badge colorPalette={palette} variant="solid" fontSize="lg" px={3} py={1}>
                  {grade}
                </Badge>
                <Stack gap={0.5}>
                  <Text fontWeight="semibold">{t(`grades.${grade}`)}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`deep.levels.${grade}`)}
                  </Text>
                </Stack>
              </HStack>
            ))}
          </SimpleGrid>
        </Stack>

        <Stack gap={3}>
          <Heading as="h2" size="md">
            {t('deep.listTitle')}
          </Heading>
          <QueryState
            query={verified}
            empty={t('deep.listEmpty')}
            errorTitle={t('deep.listError')}
            skeleton={{ rows: 2, rowHeight: '6rem', gap: 3 }}
          >
            {(page) => (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={3}>
                {page.records.map((row) => (
                  <HStack
                    key={row.id}
                    gap={3}
                    borderWidth="1px"
                    borderRadius="lg"
                    p={3}
                    bg="bg"
                    align="start"
                    data-testid={ids.factory}
                  >
                    <Picture src={row.factory.logo} alt="" boxSize="3.5rem" borderRadius="md" flexShrink={0} />
                    <Stack gap={0.5} flex="1" minW={0}>
                      <HStack justify="space-between" gap={2}>
                        <Text fontWeight="semibold" lineClamp={1}>
                          {row.factory.shopName}
                        </Text>
                        <GradeBadge grade={row.report.grade} score={row.report.score} />
                      </HStack>
                      <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                        {/* Company references carry the region in Chinese only. */}
                        {texts.lang === 'zh' && `${row.factory.regionName} · `}
                        {t('deep.verifiedOn', { date: texts.when(row.report.reportedAt).slice(0, 10) })}
                      </Text>
                      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                        {row.report.conclusion}
                      </Text>
                    </Stack>
                  </HStack>
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        </Stack>
      </Stack>
    </PageFrame>
  );
}
