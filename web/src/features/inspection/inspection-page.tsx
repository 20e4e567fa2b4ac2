// /inspection: what factory inspection is, its three types and seven steps, the application form and the visit
// booking (logged-in users), and the public lists of recent reports and visits. `?factoryId=` preselects the
// factory, `?type=` the type, `?tab=visit` opens the booking.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  type IconProps,
  Flex,
  Grid,
  HStack,
  Heading,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import {
  INSPECTION_STEPS,
  INSPECTION_TYPES,
  type InspectionTypeValue,
} from '@portal/contracts/http/factory-inspection';
import { paths } from '@/shared/paths.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { HERO_OUTLINE, PageHero } from '@/shared/ui/page-hero.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { CartIcon, SearchIcon, UserIcon } from '@/shared/ui/icons.tsx';
import { InitiateForm } from './initiate-form.tsx';
import { VisitForm } from './visit-form.tsx';
import { usePublicInspectionsQuery, usePublicVisitsQuery } from './inspection-api.ts';
import { inspectionTestIds as ids } from './test-ids.ts';
import { useInspectionTexts } from './use-inspection-texts.ts';
import { GradeBadge } from './parts.tsx';

/** The buyer goes, the goods are checked, the platform searches: one picture per type. */
const TYPE_ICONS: Record<InspectionTypeValue, (props: IconProps) => ReactNode> = {
  selfFactory: UserIcon,
  selfGoods: CartIcon,
  platform: SearchIcon,
};

function TypesAndSteps() {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  return (
    <Stack gap={6}>
      <Stack gap={3}>
        <Heading as="h2" size="md">
          {t('page.typesTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          {INSPECTION_TYPES.map((type) => (
            <Stack key={type} gap={2} borderWidth="1px" borderRadius="lg" p={4} bg="bg">
              <HStack gap={2}>
                <Flex
                  boxSize={9}
                  flexShrink={0}
                  borderRadius="full"
                  bg="brand.subtle"
                  color="brand.solid"
                  align="center"
                  justify="center"
                  aria-hidden
                >
                  {TYPE_ICONS[type]({ boxSize: '1.1rem' })}
                </Flex>
                <Text fontWeight="semibold">{texts.type(type)}</Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {t(`types.${type}`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap={3}>
        <Heading as="h2" size="md">
          {t('page.stepsTitle')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('page.stepsBody')}
        </Text>
        <Box
          as="ol"
          display="grid"
          gridTemplateColumns={{ base: '1fr', md: 'repeat(7, 1fr)' }}
          gap={{ base: 2, md: 3 }}
          listStyleType="none"
          data-testid={ids.steps}
        >
          {INSPECTION_STEPS.map((step, index) => (
            <Flex
              as="li"
              key={step}
              direction={{ base: 'row', md: 'column' }}
              gap={2}
              align={{ base: 'center', md: 'flex-start' }}
              borderWidth="1px"
              borderRadius="md"
              p={3}
              bg="bg"
            >
              <Flex
                boxSize={7}
                flexShrink={0}
                borderRadius="full"
                bg="brand.solid"
                color="white"
                fontSize="sm"
                fontWeight="bold"
                align="center"
                justify="center"
              >
                {index + 1}
              </Flex>
              <Stack gap={0.5}>
                <Text fontWeight="medium" fontSize="sm">
                  {texts.step(step)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(`steps.${step}`)}
                </Text>
              </Stack>
            </Flex>
          ))}
        </Box>
      </Stack>
    </Stack>
  );
}

function RecentReports() {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  const reports = usePublicInspectionsQuery({ pageSize: 5 });
  return (
    <Stack gap={3}>
      <Heading as="h2" size="sm">
        {t('recent.title')}
      </Heading>
      <QueryState
        query={reports}
        empty={t('recent.empty')}
        errorTitle={t('recent.error')}
        skeleton={{ rows: 4, rowHeight: '4.5rem', gap: 2 }}
      >
        {(page) => (
          <Stack gap={0} borderWidth="1px" borderRadius="md" bg="bg" divideY="1px">
            {page.records.map((row) => (
              <Stack key={row.id} gap={1} px={3} py={2.5} data-testid={ids.publicRow}>
                <HStack justify="space-between" gap={2}>
                  <Text fontWeight="medium" lineClamp={1}>
                    {row.factory.shopName}
                  </Text>
                  <GradeBadge grade={row.report.grade} score={row.report.score} />
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {texts.type(row.type)} · {texts.when(row.report.reportedAt).slice(0, 10)}
                </Text>
                <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                  {row.report.conclusion}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function RecentVisits() {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  const visits = usePublicVisitsQuery({ pageSize: 5 });
  return (
    <Stack gap={3}>
      <Heading as="h2" size="sm">
        {t('recentVisits.title')}
      </Heading>
      <QueryState
        query={visits}
        empty={t('recentVisits.empty')}
        errorTitle={t('recentVisits.error')}
        skeleton={{ rows: 4, rowHeight: '3rem', gap: 2 }}
      >
        {(page) => (
          <Stack gap={0} borderWidth="1px" borderRadius="md" bg="bg" divideY="1px">
            {page.records.map((row) => (
              <HStack key={row.id} gap={3} px={3} py={2} justify="space-between" data-testid={ids.visitRow}>
                <Stack gap={0} minW={0}>
                  <Text fontSize="sm" fontWeight="medium" lineClamp={1}>
                    {row.factory.shopName}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                    {row.enterpriseName} · {t('recentVisits.visitors', { count: row.visitors })}
                  </Text>
                </Stack>
                <Stack gap={0} align="end" flexShrink={0}>
                  <Text fontSize="xs">{row.visitDate}</Text>
                  <Badge size="sm" colorPalette={row.status === 'completed' ? 'gray' : 'green'}>
                    {texts.visitStatus(row.status)}
                  </Badge>
                </Stack>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

export default function InspectionPage() {
  const { t } = useTranslation('inspection');
  const [params, setParams] = useSearchParams();
  const factoryId = Number(params.get('factoryId')) || undefined;
  const typeParam = params.get('type');
  const type = INSPECTION_TYPES.find((k) => k === typeParam);
  const tab = params.get('tab') === 'visit' ? 'visit' : 'inspection';
  const setTab = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'visit') next.set('tab', 'visit');
    else next.delete('tab');
    setParams(next, { replace: true });
  };
  const openForm = (value: 'inspection' | 'visit') => {
    setTab(value);
    document.getElementById('apply')?.scrollIntoView({ behavior: 'smooth' });
  };
  return (
    <PageFrame title={t('page.title')} breadcrumb={[{ label: t('page.title') }]}>
      <Stack gap={8}>
        <PageHero title={t('page.heroTitle')} body={t('page.heroBody')}>
          <Button
            bg="white"
            color="brand.solid"
            _hover={{ bg: 'whiteAlpha.900' }}
            onClick={() => openForm('inspection')}
          >
            {t('page.apply')}
          </Button>
          <Button {...HERO_OUTLINE} onClick={() => openForm('visit')}>
            {t('page.visit')}
          </Button>
          <Button asChild variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to={paths.inspectionDemo()}>{t('page.sample')}</RouterLink>
          </Button>
          <Button asChild variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }}>
            <RouterLink to={paths.deepauth()}>{t('page.deep')}</RouterLink>
          </Button>
        </PageHero>
        <TypesAndSteps />
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={6} alignItems="start">
          <Stack id="apply" gap={3} scrollMarginTop="5rem">
            <Heading as="h2" size="md">
              {t('page.formsTitle')}
            </Heading>
            <Box borderWidth="1px" borderRadius="lg" bg="bg" p={{ base: 3, md: 5 }}>
              <RequireLogin>
                <Tabs.Root
                  value={tab}
                  onValueChange={(details) => setTab(details.value)}
                  variant="line"
                  colorPalette="brand"
                  lazyMount
                >
                  <Tabs.List mb={4}>
                    <Tabs.Trigger value="inspection">{t('page.tabInspection')}</Tabs.Trigger>
                    <Tabs.Trigger value="visit">{t('page.tabVisit')}</Tabs.Trigger>
                  </Tabs.List>
                  <Tabs.Content value="inspection">
                    <InitiateForm {...(factoryId ? { factoryId } : {})} {...(type ? { type } : {})} />
                  </Tabs.Content>
                  <Tabs.Content value="visit">
                    <VisitForm {...(factoryId ? { factoryId } : {})} />
                  </Tabs.Content>
                </Tabs.Root>
              </RequireLogin>
            </Box>
          </Stack>
          <Stack gap={6}>
            <RecentReports />
            <RecentVisits />
          </Stack>
        </Grid>
      </Stack>
    </PageFrame>
  );
}
