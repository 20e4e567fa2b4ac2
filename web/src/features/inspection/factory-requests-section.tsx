// Factory centre, "visits and inspections" (`/factoryCenter/factoryRequests`): the visits booked with the
// caller's factory and the buyer self-inspections asked of it, newest first, by status; a visit waiting for the
// factory, or a self-inspection audited by the platform, is accepted with the time of day the factory receives
// the visitors (or inspectors) or declined with the reason (docs/factories.md). The buyer sees the answer live.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import { INSPECTION_STEPS, type Inspection } from '@portal/contracts/http/factory-inspection';
import type { FactoryVisit, VisitStatusValue } from '@portal/contracts/http/factory-visit';
import { checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { focusField } from '@/shared/forms/focus-field.ts';
import { FormDialog } from '@/shared/forms/form-dialog.tsx';
import { ReasonDialog } from '@/shared/forms/reason-dialog.tsx';
import { FormField } from '@/shared/ui/form-field.tsx';
import { TabbedPageList, useTabbedPage } from '@/shared/ui/tabbed-page-list.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import {
  useMyInspectionsQuery,
  useMyVisitsQuery,
  useReplyInspectionMutation,
  useReplyVisitMutation,
} from './inspection-api.ts';
import { StatusBadge } from './parts.tsx';
import { inspectionTestIds } from './test-ids.ts';
import { useInspectionTexts } from './use-inspection-texts.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = inspectionTestIds.factory;
const PAGE_SIZE = 10;
const VISIT_PALETTE: Record<VisitStatusValue, string> = {
  pendingReview: 'orange',
  confirmed: 'green',
  rejected: 'red',
  completed: 'gray',
};

type Answer = { decision: 'accept'; time: string } | { decision: 'decline'; reason: string };

/** The accept dialog of one request: the time of day the factory receives the visitors; `send` makes the call. */
function AcceptDialog({
  title,
  onClose,
  send,
  submitting,
}: {
  title: string;
  onClose(): void;
  send(answer: Answer): Promise<unknown>;
  submitting: boolean;
}) {
  const { t } = useTranslation('inspection');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useFieldForm(
    { time: '' },
    { time: (v) => checkRequired(v.time, labelKey('inspection:ruleLabels.receptionTime')) },
  );
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!form.checkAll()) {
      focusField(formRef.current, 'time');
      return;
    }
    try {
      await send({ decision: 'accept', time: form.values.time });
      showSuccess(t('factory.accepted'));
      onClose();
    } catch (failure) {
      // A 400 on the time stays under it (what was typed is kept); anything else is the baseQuery's toast.
      if (form.showFailure(failure) === 'time') focusField(formRef.current, 'time');
    }
  };
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      formId={ids.answerForm}
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('factory.accept')}
      cancelLabel={t('factory.keep')}
      closeLabel={t('factory.close')}
      submitting={submitting}
      submitTestId={ids.answerSubmit}
    >
      <FormField label={t('factory.time')} required helperText={t('factory.timeHint')} error={form.errorOf('time')}>
        <Input
          name="time"
          type="time"
          maxW="12rem"
          value={form.values.time}
          onChange={(event) => form.setValue('time', event.currentTarget.value)}
          onBlur={() => form.blur('time')}
        />
      </FormField>
    </FormDialog>
  );
}

/** Accept and decline, each opening its dialog. */
function AnswerButtons({
  name,
  titles,
  send,
  submitting,
}: {
  name: string;
  titles: { accept: string; decline: string };
  send(answer: Answer): Promise<unknown>;
  submitting: boolean;
}) {
  const { t } = useTranslation('inspection');
  const [mode, setMode] = useState<'accept' | 'decline' | null>(null);
  return (
    <HStack gap={2}>
      <Button
        size="xs"
        colorPalette="brand"
        onClick={() => setMode('accept')}
        aria-label={`${t('factory.accept')} ${name}`}
      >
        {t('factory.accept')}
      </Button>
      <Button
        size="xs"
        variant="outline"
        onClick={() => setMode('decline')}
        aria-label={`${t('factory.decline')} ${name}`}
      >
        {t('factory.decline')}
      </Button>
      {mode === 'accept' && (
        <AcceptDialog title={titles.accept} onClose={() => setMode(null)} send={send} submitting={submitting} />
      )}
      {mode === 'decline' && (
        <ReasonDialog
          title={titles.decline}
          label={t('factory.reason')}
          ruleLabel={labelKey('inspection:ruleLabels.declineReason')}
          placeholder={t('factory.reasonPlaceholder')}
          submitLabel={t('factory.decline')}
          cancelLabel={t('factory.keep')}
          closeLabel={t('factory.close')}
          formId={ids.answerForm}
          submitTestId={ids.answerSubmit}
          submitting={submitting}
          send={async (reason) => {
            await send({ decision: 'decline', reason });
            showSuccess(t('factory.declinedDone'));
          }}
          onClose={() => setMode(null)}
        />
      )}
    </HStack>
  );
}

function VisitRow({ visit }: { visit: FactoryVisit }) {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  const [reply, { isLoading }] = useReplyVisitMutation();
  return (
    <Stack as="li" gap={1} py={3} data-testid={ids.visitRow(visit.id)}>
      <HStack gap={2} align="start">
        <Text fontWeight="semibold" flex="1" minW={0}>
          {t('factory.visitor', { name: visit.name, enterprise: visit.enterpriseName, mobile: visit.mobile })}
        </Text>
        <Badge colorPalette={VISIT_PALETTE[visit.status]} flexShrink={0} data-status={visit.status}>
          {texts.visitStatus(visit.status)}
        </Badge>
      </HStack>
      <Text fontSize="sm">{t('factory.visitOn', { date: visit.visitDate, count: visit.visitors })}</Text>
      {visit.purpose && (
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {t('factory.purpose', { purpose: visit.purpose })}
        </Text>
      )}
      {visit.reply && (
        <Text fontSize="sm" color={visit.status === 'rejected' ? 'red.fg' : 'green.fg'}>
          {t('factory.reply', { reply: visit.reply })}
        </Text>
      )}
      <HStack gap={3} fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>
          {visit.code} · {texts.when(visit.createdAt)}
        </Text>
        {visit.status === 'pendingReview' && (
          <HStack ms="auto">
            <AnswerButtons
              name={visit.name}
              titles={{
                accept: t('factory.acceptVisitTitle', { name: visit.name, date: visit.visitDate }),
                decline: t('factory.declineVisitTitle', { name: visit.name }),
              }}
              send={(answer) => reply({ visitId: visit.id, ...answer }).unwrap()}
              submitting={isLoading}
            />
          </HStack>
        )}
      </HStack>
    </Stack>
  );
}

function InspectionRow({ inspection }: { inspection: Inspection }) {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  const [reply, { isLoading }] = useReplyInspectionMutation();
  const date = inspection.confirmedDate ?? inspection.expectedDate;
  return (
    <Stack as="li" gap={1} py={3} data-testid={ids.inspectionRow(inspection.id)}>
      <HStack gap={2} align="start">
        <Text fontWeight="semibold" flex="1" minW={0}>
          {t('factory.applicant', { name: inspection.applicantName, type: texts.type(inspection.type) })}
        </Text>
        {inspection.awaitingFactory ? (
          <Badge colorPalette="orange" flexShrink={0}>
            {t('section.awaitingFactory')}
          </Badge>
        ) : (
          <StatusBadge status={inspection.status} />
        )}
      </HStack>
      <Text fontSize="sm">
        {t('factory.expected', {
          date: inspection.expectedDate,
          no: INSPECTION_STEPS.indexOf(inspection.currentStep) + 1,
          total: INSPECTION_STEPS.length,
          step: texts.step(inspection.currentStep),
        })}
      </Text>
      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
        {t('factory.items', { items: inspection.items.join(texts.lang === 'en' ? ', ' : '、') })}
      </Text>
      {inspection.confirmedTime && inspection.confirmedDate && (
        <Text fontSize="sm" color="green.fg">
          {t('factory.confirmed', { date: inspection.confirmedDate, time: inspection.confirmedTime })}
        </Text>
      )}
      {inspection.declineReason && (
        <Text fontSize="sm" color="red.fg">
          {t('factory.declined', { reason: inspection.declineReason })}
        </Text>
      )}
      <HStack gap={3} fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>
          {inspection.code} · {texts.when(inspection.createdAt)}
        </Text>
        {inspection.awaitingFactory && (
          <HStack ms="auto">
            <AnswerButtons
              name={inspection.applicantName}
              titles={{
                accept: t('factory.acceptInspectionTitle', { code: inspection.code, date }),
                decline: t('factory.declineInspectionTitle', { code: inspection.code }),
              }}
              send={(answer) => reply({ inspectionId: inspection.id, ...answer }).unwrap()}
              submitting={isLoading}
            />
          </HStack>
        )}
      </HStack>
    </Stack>
  );
}

const VISIT_TABS = ['all', 'pendingReview', 'confirmed', 'rejected', 'completed'] as const;
type VisitTab = (typeof VISIT_TABS)[number];

function Visits() {
  const { t } = useTranslation('inspection');
  const state = useTabbedPage<VisitTab>('all');
  const query = useMyVisitsQuery({
    pageNum: state.pageNum,
    pageSize: PAGE_SIZE,
    ...(state.tab === 'all' ? {} : { status: state.tab }),
  });
  return (
    <TabbedPageList
      tabs={VISIT_TABS.map((value) => ({ value, label: t(`factory.tabs.${value}`) }))}
      state={state}
      pageSize={PAGE_SIZE}
      query={query}
      empty={t('factory.emptyVisits')}
      errorTitle={t('factory.error')}
      row={(visit) => <VisitRow key={visit.id} visit={visit} />}
    />
  );
}

const INSPECTION_TABS = ['all', 'awaiting', 'inProgress', 'completed', 'rejected'] as const;
type InspectionTab = (typeof INSPECTION_TABS)[number];
const INSPECTION_TAB_LABELS: Record<InspectionTab, string> = {
  all: 'factory.tabs.all',
  awaiting: 'factory.tabs.awaiting',
  inProgress: 'factory.tabs.inProgress',
  completed: 'factory.tabs.inspectionCompleted',
  rejected: 'factory.tabs.inspectionRejected',
};

function inspectionFilter(tab: InspectionTab) {
  if (tab === 'all') return {};
  if (tab === 'awaiting') return { awaitingFactory: true };
  // In progress without the ones waiting for the factory: they have their own tab.
  if (tab === 'inProgress') return { status: tab, awaitingFactory: false };
  return { status: tab };
}

function Inspections() {
  const { t } = useTranslation('inspection');
  const state = useTabbedPage<InspectionTab>('all');
  const query = useMyInspectionsQuery({ pageNum: state.pageNum, pageSize: PAGE_SIZE, ...inspectionFilter(state.tab) });
  return (
    <TabbedPageList
      tabs={INSPECTION_TABS.map((value) => ({ value, label: t(INSPECTION_TAB_LABELS[value]) }))}
      state={state}
      pageSize={PAGE_SIZE}
      query={query}
      empty={t('factory.emptyInspections')}
      errorTitle={t('factory.error')}
      row={(inspection) => <InspectionRow key={inspection.id} inspection={inspection} />}
    />
  );
}

export default function FactoryRequestsSection() {
  const { t } = useTranslation('inspection');
  return (
    <Tabs.Root defaultValue="visits" variant="line" colorPalette="brand" lazyMount>
      <Tabs.List mb={3}>
        <Tabs.Trigger value="visits">{t('factory.visits')}</Tabs.Trigger>
        <Tabs.Trigger value="inspections">{t('factory.inspections')}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="visits">
        <Visits />
      </Tabs.Content>
      <Tabs.Content value="inspections">
        <Inspections />
      </Tabs.Content>
    </Tabs.Root>
  );
}
