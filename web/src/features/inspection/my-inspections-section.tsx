// Buyer centre, "inspections and visits" (`/buyerCenter/myInspections`): the caller's inspection applications
// with their current step, and the caller's factory visits with the factory's answer. Loaded lazily by the
// centre (app/centre/centre-sections.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Button, HStack, LinkBox, LinkOverlay, Stack, Tabs, Text } from '@chakra-ui/react';
import { INSPECTION_STEPS } from '@portal/contracts/http/factory-inspection';
import type { VisitStatusValue } from '@portal/contracts/http/factory-visit';
import { paths } from '@/shared/paths.ts';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useMyInspectionsQuery, useMyVisitsQuery } from './inspection-api.ts';
import { GradeBadge, StatusBadge } from './parts.tsx';
import { inspectionTestIds } from './test-ids.ts';
import { useInspectionTexts } from './use-inspection-texts.ts';
import { Picture } from '@/shared/ui/picture.tsx';

const ids = inspectionTestIds.section;
const PAGE_SIZE = 10;
const VISIT_PALETTE: Record<VisitStatusValue, string> = {
  pendingReview: 'orange',
  confirmed: 'green',
  rejected: 'red',
  completed: 'gray',
};

function Inspections() {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  const [pageNum, setPageNum] = useState(1);
  const query = useMyInspectionsQuery({ pageNum, pageSize: PAGE_SIZE });
  return (
    <Stack gap={3}>
      <QueryState
        query={query}
        empty={t('section.emptyInspections')}
        emptyDetail={
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.inspection()}>{t('section.apply')}</RouterLink>
          </Button>
        }
        errorTitle={t('section.error')}
        skeleton={{ rows: 3, rowHeight: '4.5rem', gap: 2 }}
      >
        {(page) => (
          <Stack gap={0} borderWidth="1px" borderRadius="md" bg="bg" divideY="1px">
            {page.records.map((row) => {
              const stepNo = INSPECTION_STEPS.indexOf(row.currentStep) + 1;
              return (
                <LinkBox key={row.id} as="article" _hover={{ bg: 'bg.subtle' }} data-testid={ids.inspectionRow}>
                  <HStack gap={3} px={3} py={2.5} align="center">
                    <Picture src={row.factory.logo} alt="" boxSize="2.75rem" borderRadius="sm" flexShrink={0} />
                    <Stack gap={0.5} flex="1" minW={0}>
                      <LinkOverlay asChild>
                        <RouterLink to={paths.inspectionDetail(row.id)}>
                          <Text fontWeight="medium" lineClamp={1}>
                            {row.factory.shopName}
                          </Text>
                        </RouterLink>
                      </LinkOverlay>
                      <Text fontSize="xs" color="fg.muted" lineClamp={1}>
                        {row.code} · {texts.type(row.type)} · {texts.when(row.createdAt).slice(0, 10)}
                      </Text>
                      <Text fontSize="xs" data-step={row.currentStep}>
                        {stepNo}/{INSPECTION_STEPS.length} {texts.step(row.currentStep)}
                      </Text>
                      {row.awaitingFactory && (
                        <Text fontSize="xs" color="orange.fg">
                          {t('section.awaitingFactory')}
                        </Text>
                      )}
                      {row.declineReason && (
                        <Text fontSize="xs" color="red.fg" lineClamp={2}>
                          {t('section.factoryDeclined', { reason: row.declineReason })}
                        </Text>
                      )}
                    </Stack>
                    <Stack gap={1} align="end" flexShrink={0}>
                      <StatusBadge status={row.status} />
                      {row.report && <GradeBadge grade={row.report.grade} score={row.report.score} />}
                    </Stack>
                  </HStack>
                </LinkBox>
              );
            })}
          </Stack>
        )}
      </QueryState>
      {query.data && query.data.total > PAGE_SIZE && (
        <Pager page={pageNum} total={query.data.total} pageSize={PAGE_SIZE} onPageChange={setPageNum} />
      )}
    </Stack>
  );
}

function Visits() {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  const [pageNum, setPageNum] = useState(1);
  const query = useMyVisitsQuery({ pageNum, pageSize: PAGE_SIZE });
  return (
    <Stack gap={3}>
      <QueryState
        query={query}
        empty={t('section.emptyVisits')}
        emptyDetail={
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={paths.inspection({ tab: 'visit' })}>{t('section.book')}</RouterLink>
          </Button>
        }
        errorTitle={t('section.error')}
        skeleton={{ rows: 3, rowHeight: '4rem', gap: 2 }}
      >
        {(page) => (
          <Stack gap={0} borderWidth="1px" borderRadius="md" bg="bg" divideY="1px">
            {page.records.map((row) => (
              <HStack key={row.id} gap={3} px={3} py={2.5} align="start" data-testid={ids.visitRow}>
                <Picture src={row.factory.logo} alt="" boxSize="2.75rem" borderRadius="sm" flexShrink={0} />
                <Stack gap={0.5} flex="1" minW={0}>
                  <Text fontWeight="medium" lineClamp={1}>
                    {row.factory.shopName}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {row.code} · {t('section.visitDate', { date: row.visitDate })} ·{' '}
                    {t('section.visitors', { count: row.visitors })}
                  </Text>
                  {row.reply && (
                    <Text fontSize="sm" color="fg.muted" lineClamp={2}>
                      {t('section.reply', { reply: row.reply })}
                    </Text>
                  )}
                </Stack>
                <Badge colorPalette={VISIT_PALETTE[row.status]} flexShrink={0} data-status={row.status}>
                  {texts.visitStatus(row.status)}
                </Badge>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
      {query.data && query.data.total > PAGE_SIZE && (
        <Pager page={pageNum} total={query.data.total} pageSize={PAGE_SIZE} onPageChange={setPageNum} />
      )}
    </Stack>
  );
}

export default function MyInspectionsSection() {
  const { t } = useTranslation('inspection');
  return (
    <Tabs.Root defaultValue="inspections" variant="line" colorPalette="brand" lazyMount>
      <Tabs.List mb={3}>
        <Tabs.Trigger value="inspections">{t('section.inspections')}</Tabs.Trigger>
        <Tabs.Trigger value="visits">{t('section.visits')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="inspections">
        <Inspections />
      </Tabs.Content>
      <Tabs.Content value="visits">
        <Visits />
      </Tabs.Content>
    </Tabs.Root>
  );
}
