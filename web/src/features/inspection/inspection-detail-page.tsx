// /inspectionDetail?id=: one inspection for its parties: what was asked (factory, type, goods, items, dates,
// contact), the seven steps with the current one marked and the time of each, and the report once issued.
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Button, Badge, Flex, Grid, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { INSPECTION_STEPS, type Inspection } from '@portal/contracts/http/factory-inspection';
import { paths } from '@/shared/paths.ts';
import { RequireLogin } from '@/shared/session/require-login.tsx';
import { PageFrame } from '@/shared/ui/page-frame.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useInspectionDetailQuery } from './inspection-api.ts';
import { GradeBadge, StatusBadge } from './parts.tsx';
import { inspectionTestIds } from './test-ids.ts';
import { useInspectionTexts } from './use-inspection-texts.ts';
import { Picture } from '@/shared/ui/picture.tsx';

const ids = inspectionTestIds.detail;

function Timeline({ inspection }: { inspection: Inspection }) {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  const currentIndex = INSPECTION_STEPS.indexOf(inspection.currentStep);
  const next = INSPECTION_STEPS[currentIndex + 1];
  return (
    <Stack gap={0} as="ol" listStyleType="none" data-testid={inspectionTestIds.steps}>
      {inspection.steps.map((entry, index) => {
        const done = entry.doneAt !== null;
        const current = index === currentIndex;
        return (
          <Flex
            as="li"
            key={entry.step}
            gap={3}
            data-testid={ids.step(entry.step)}
            data-done={done}
            {...(current ? { 'aria-current': 'step' as const } : {})}
          >
            <Stack align="center" gap={0}>
              <Flex
                boxSize={6}
                borderRadius="full"
                align="center"
                justify="center"
                fontSize="xs"
                fontWeight="bold"
                bg={done ? (current ? 'brand.solid' : 'green.500') : 'bg.muted'}
                color={done ? 'white' : 'fg.muted'}
                outline={current ? '3px solid' : undefined}
                outlineColor="brand.muted"
              >
                {done && !current ? '✓' : index + 1}
              </Flex>
              {index < inspection.steps.length - 1 && (
                <Box w="2px" flex="1" minH={5} bg={done ? 'green.300' : 'border'} />
              )}
            </Stack>
            <Stack gap={0.5} pb={4} minW={0}>
              <HStack gap={2} wrap="wrap">
                <Text fontWeight={current ? 'bold' : 'medium'} color={done ? 'fg' : 'fg.muted'}>
                  {texts.step(entry.step)}
                </Text>
                {current && inspection.status === 'inProgress' && (
                  <Badge size="sm" colorPalette="brand" data-testid={ids.current}>
                    {t('detail.current')}
                  </Badge>
                )}
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                {entry.doneAt !== null ? t('detail.doneAt', { time: texts.when(entry.doneAt) }) : t('detail.waiting')}
              </Text>
              {entry.note && <Text fontSize="sm">{entry.note}</Text>}
            </Stack>
          </Flex>
        );
      })}
      {inspection.status === 'inProgress' && next && inspection.nextStepAt !== null && (
        <Text fontSize="sm" color="fg.muted" data-testid={ids.nextStep}>
          {t('detail.nextStep', { step: texts.step(next), time: texts.when(inspection.nextStepAt) })}
        </Text>
      )}
      <FactoryAnswer inspection={inspection} />
    </Stack>
  );
}

/** A self-inspection's wait for the factory, and the factory's answer (a time to receive, or its reason). */
function FactoryAnswer({ inspection }: { inspection: Inspection }) {
  const { t } = useTranslation('inspection');
  if (inspection.awaitingFactory) {
    return (
      <Text fontSize="sm" color="orange.fg" bg="orange.subtle" px={2} py={1} borderRadius="sm" data-testid={ids.answer}>
        {t('detail.awaitingFactory')}
      </Text>
    );
  }
  if (inspection.status === 'rejected' && inspection.declineReason) {
    return (
      <Text fontSize="sm" color="red.fg" bg="red.subtle" px={2} py={1} borderRadius="sm" data-testid={ids.answer}>
        {t('detail.factoryDeclined', { reason: inspection.declineReason })}
      </Text>
    );
  }
  if (inspection.confirmedTime && inspection.confirmedDate) {
    return (
      <Text fontSize="sm" color="green.fg" bg="green.subtle" px={2} py={1} borderRadius="sm" data-testid={ids.answer}>
        {t('detail.factoryAccepted', { date: inspection.confirmedDate, time: inspection.confirmedTime })}
      </Text>
    );
  }
  return null;
}

function Report({ inspection }: { inspection: Inspection }) {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  const report = inspection.report;
  return (
    <Stack gap={3} borderWidth="1px" borderRadius="lg" p={4} bg="bg" data-testid={ids.report}>
      <Heading as="h2" size="sm">
        {t('detail.report.title')}
      </Heading>
      {report ? (
        <>
          <HStack justify="space-between" wrap="wrap" gap={2}>
            <Stack gap={0}>
              <Text fontSize="xs" color="fg.muted">
                {t('detail.report.no')} {report.reportNo}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t('detail.report.date')} {texts.when(report.reportedAt)}
              </Text>
            </Stack>
            <GradeBadge grade={report.grade} score={report.score} />
          </HStack>
          <Text fontSize="sm">
            <Text as="span" fontWeight="medium">
              {t('grades.' + report.grade)} ·{' '}
            </Text>
            {report.conclusion}
          </Text>
        </>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {inspection.status === 'rejected' ? t('detail.rejected') : t('detail.report.pending')}
        </Text>
      )}
      <Link asChild fontSize="sm" color="brand.solid">
        <RouterLink to={paths.inspectionDemo()}>{t('detail.report.sample')}</RouterLink>
      </Link>
    </Stack>
  );
}

function Details({ inspection }: { inspection: Inspection }) {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  const rows: [string, ReactNode][] = [
    [t('detail.type'), texts.type(inspection.type)],
    [t('detail.applicant'), inspection.applicantName],
    [t('detail.createdAt'), texts.when(inspection.createdAt)],
    [t('detail.expectedDate'), inspection.expectedDate],
    [
      t('detail.confirmedDate'),
      inspection.confirmedDate ? `${inspection.confirmedDate} ${inspection.confirmedTime ?? ''}`.trim() : '—',
    ],
    [t('detail.contact'), `${inspection.contactName} ${inspection.contactPhone}`],
    [
      t('detail.team'),
      inspection.team.length ? inspection.team.join(texts.lang === 'en' ? ', ' : '、') : t('detail.teamNone'),
    ],
  ];
  if (inspection.remark) rows.push([t('detail.remark'), inspection.remark]);
  return (
    <Stack gap={4}>
      <HStack gap={3} borderWidth="1px" borderRadius="lg" p={4} bg="bg">
        <Picture src={inspection.factory.logo} alt="" boxSize="3.5rem" borderRadius="md" flexShrink={0} />
        <Stack gap={0} minW={0}>
          <Text fontWeight="semibold" lineClamp={1}>
            {inspection.factory.shopName}
          </Text>
          <Text fontSize="sm" color="fg.muted" lineClamp={1}>
            {/* Company references carry the region in Chinese only. */}
            {texts.lang === 'zh' ? inspection.factory.regionName : texts.type(inspection.type)}
          </Text>
        </Stack>
      </HStack>
      <Grid
        as="dl"
        templateColumns="minmax(6rem, auto) minmax(0, 1fr)"
        columnGap={4}
        rowGap={2}
        fontSize="sm"
        borderWidth="1px"
        borderRadius="lg"
        p={4}
        bg="bg"
      >
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <Text as="dt" color="fg.muted">
              {label}
            </Text>
            <Text as="dd">{value}</Text>
          </Fragment>
        ))}
      </Grid>
      <Stack gap={2} borderWidth="1px" borderRadius="lg" p={4} bg="bg">
        <Text fontWeight="medium">{t('detail.items')}</Text>
        <Flex gap={2} wrap="wrap">
          {inspection.items.map((item) => (
            <Badge key={item} size="md" variant="subtle">
              {item}
            </Badge>
          ))}
        </Flex>
        {inspection.products.length > 0 && (
          <>
            <Text fontWeight="medium" mt={2}>
              {t('detail.goods')}
            </Text>
            <Stack gap={1}>
              {inspection.products.map((product) => (
                <Link key={product.id} asChild fontSize="sm">
                  <RouterLink to={paths.goodsDetail(product.id)}>{product.title}</RouterLink>
                </Link>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Stack>
  );
}

function DetailBody({ id }: { id: number }) {
  const { t } = useTranslation('inspection');
  const query = useInspectionDetailQuery({ id });
  return (
    <QueryState
      query={query}
      empty={t('detail.missing')}
      errorTitle={t('detail.error')}
      skeleton={{ rows: 4, rowHeight: '6rem', gap: 3 }}
    >
      {(inspection) => (
        <Stack gap={5}>
          <HStack justify="space-between" wrap="wrap" gap={3}>
            <HStack gap={3}>
              <Text color="fg.muted" fontSize="sm">
                {t('detail.code')}
              </Text>
              <Text fontWeight="semibold" data-testid={ids.code}>
                {inspection.code}
              </Text>
              <StatusBadge status={inspection.status} testId={ids.status} />
            </HStack>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={paths.buyerCenter('myInspections')}>{t('detail.toCentre')}</RouterLink>
            </Button>
          </HStack>
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap={5} alignItems="start">
            <Stack gap={5}>
              <Stack gap={3} borderWidth="1px" borderRadius="lg" p={4} bg="bg">
                <Heading as="h2" size="sm">
                  {t('detail.timeline')}
                </Heading>
                <Timeline inspection={inspection} />
              </Stack>
              <Report inspection={inspection} />
            </Stack>
            <Details inspection={inspection} />
          </Grid>
        </Stack>
      )}
    </QueryState>
  );
}

export default function InspectionDetailPage() {
  const { t } = useTranslation('inspection');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <PageFrame
      title={t('detail.title')}
      breadcrumb={[{ label: t('page.title'), to: paths.inspection() }, { label: t('detail.title') }]}
    >
      <RequireLogin>
        {valid ? (
          <DetailBody id={id} />
        ) : (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('detail.missing')}</Alert.Title>
              <Alert.Description>{t('detail.missingHint')}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </RequireLogin>
    </PageFrame>
  );
}
