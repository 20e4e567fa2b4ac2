// Seller centre of a service provider, "agent purchases to handle" (`/sellerCenter/agentPurchases`): the
// requests for the goods the provider's agents buy, newest first, by status; each moved one step at a click
// along AGENT_RECORD_MOVES (the server holds them too): accepted and purchasing, shipped, completed, or
// rejected with a reason the buyer reads. The buyer's list follows live (`user:agentPurchase`).
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  AGENT_RECORD_MOVES,
  AGENT_RECORD_STATUSES,
  AGENT_RECORD_STATUS_LABELS,
  type AgentRecordStatusValue,
} from '@portal/contracts/entities/trade-request';
import type { AgentWorkRecord } from '@portal/contracts/http/agent-purchasing';
import { formatMoney } from '@portal/contracts/money';
import { DELIVERY_METHOD_LABELS, TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { checkRequired } from '@portal/contracts/rules/validation';
import { FormDialog } from '@/shared/forms/form-dialog.tsx';
import { focusField } from '@/shared/forms/focus-field.ts';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { ListTabs } from '@/shared/ui/list-header.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { DividedList } from '@/shared/ui/divided-list.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { AGENT_STATUS_PALETTE } from './agent-status.ts';
import { formatDateTime, quantityWithUnit, useBilingual, useLang } from './parts.tsx';
import { tradeTestIds } from './test-ids.ts';
import { useAgentWorkQuery, useMoveAgentRecordMutation } from './trade-api.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = tradeTestIds.agent;
const REASON_MAX = 200;
const TABS = ['all', ...AGENT_RECORD_STATUSES] as const;
type Tab = (typeof TABS)[number];

function RejectDialog({ record, onClose }: { record: AgentWorkRecord; onClose(): void }) {
  const { t } = useTranslation('requests');
  const formRef = useRef<HTMLFormElement>(null);
  const [move, { isLoading }] = useMoveAgentRecordMutation();
  const form = useFieldForm(
    { reason: '' },
    { reason: (v) => checkRequired(v.reason.trim(), labelKey('requests:ruleLabels.rejectReason')) },
  );
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (!form.checkAll()) {
      focusField(formRef.current, 'reason');
      return;
    }
    try {
      await move({ recordId: record.id, to: 'rejected', reason: form.values.reason.trim() }).unwrap();
      showSuccess(t('agentWork.moved.rejected'));
      onClose();
    } catch (failure) {
      // A 400 on the reason stays under the field; anything else is the baseQuery's toast.
      if (form.showFailure(failure) === 'reason') focusField(formRef.current, 'reason');
    }
  };
  return (
    <FormDialog
      title={t('agentWork.rejectTitle', { title: record.product.title })}
      onClose={onClose}
      formId={ids.rejectForm}
      formRef={formRef}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={t('agentWork.to.rejected')}
      cancelLabel={t('agentWork.keep')}
      closeLabel={t('agentWork.close')}
      submitting={isLoading}
      submitTestId={ids.rejectSubmit}
    >
      <FormField label={t('agentWork.reason')} required error={form.errorOf('reason')}>
        <Textarea
          name="reason"
          rows={3}
          maxLength={REASON_MAX}
          placeholder={t('agentWork.reasonPlaceholder')}
          value={form.values.reason}
          onChange={(event) => form.setValue('reason', event.currentTarget.value)}
          onBlur={() => form.blur('reason')}
        />
      </FormField>
    </FormDialog>
  );
}

/** One move at a click (busy while it runs, a success toast after); a rejection opens its dialog. */
function MoveButton({ record, to }: { record: AgentWorkRecord; to: AgentRecordStatusValue }) {
  const { t } = useTranslation('requests');
  const [move, { isLoading }] = useMoveAgentRecordMutation();
  const [rejecting, setRejecting] = useState(false);
  if (to === 'rejected') {
    return (
      <>
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRejecting(true)}>
          {t('agentWork.to.rejected')}
        </Button>
        {rejecting && <RejectDialog record={record} onClose={() => setRejecting(false)} />}
      </>
    );
  }
  const onClick = async () => {
    try {
      await move({ recordId: record.id, to }).unwrap();
      showSuccess(t(`agentWork.moved.${to}`));
    } catch {
      // The baseQuery has shown the server's refusal (e.g. someone moved it first) already.
    }
  };
  return (
    <Button size="xs" colorPalette="brand" loading={isLoading} onClick={() => void onClick()}>
      {t(`agentWork.to.${to}`)}
    </Button>
  );
}

function WorkRow({ record }: { record: AgentWorkRecord }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const label = useBilingual();
  const moves = AGENT_RECORD_MOVES[record.status];
  return (
    <Stack as="li" gap={1} py={3} data-testid={ids.work(record.id)}>
      <HStack gap={2} align="start">
        <Text fontWeight="semibold" flex="1" minW={0} lineClamp={2}>
          {record.product.title}
        </Text>
        <Badge colorPalette={AGENT_STATUS_PALETTE[record.status]} flexShrink={0} data-status={record.status}>
          {label(AGENT_RECORD_STATUS_LABELS[record.status])}
        </Badge>
      </HStack>
      <Text fontSize="sm">
        {t('agentWork.buyer', { name: record.buyerName, contact: `${record.contactName} ${record.contactPhone}` })}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('agentWork.amounts', {
          quantity: quantityWithUnit(lang, record.quantity, record.product.unit),
          goods: formatMoney(record.goodsAmount),
          fee: formatMoney(record.serviceFee),
        })}
      </Text>
      <Text fontSize="sm" color="fg.muted" lineClamp={2}>
        {label(DELIVERY_METHOD_LABELS[record.deliveryMethod])}
        {record.address ? ` · ${record.address}` : ''}
      </Text>
      {record.remark && (
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {t('agentWork.remark', { remark: record.remark })}
        </Text>
      )}
      {record.rejectReason && (
        <Text fontSize="sm" color="red.fg">
          {t('agent.rejectedBecause', { reason: record.rejectReason })}
        </Text>
      )}
      <HStack gap={3} fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>{t('agentWork.requestedAt', { time: formatDateTime(record.createdAt, lang) })}</Text>
        {moves.length > 0 && (
          <HStack ms="auto" gap={2}>
            {moves.map((to) => (
              <MoveButton key={to} record={record} to={to} />
            ))}
          </HStack>
        )}
      </HStack>
    </Stack>
  );
}

export default function AgentWorkSection() {
  const { t } = useTranslation('requests');
  const label = useBilingual();
  const [tab, setTab] = useState<Tab>('all');
  const [pageNum, setPageNum] = useState(1);
  const query = useAgentWorkQuery({ pageNum, pageSize: TABLE_PAGE_SIZE, ...(tab === 'all' ? {} : { status: tab }) });
  return (
    <Stack gap={3}>
      <ListTabs
        tabs={TABS.map((value) => ({
          value,
          label: value === 'all' ? t('agentWork.all') : label(AGENT_RECORD_STATUS_LABELS[value]),
        }))}
        value={tab}
        onChange={(value) => {
          setTab(value as Tab);
          setPageNum(1);
        }}
      >
        <QueryState
          query={query}
          skeleton={{ rows: 3, rowHeight: '6rem', gap: 2 }}
          errorTitle={t('agentWork.loadError')}
          empty={t('agentWork.empty')}
        >
          {(page) => (
            <DividedList>
              {page.records.map((record) => (
                <WorkRow key={record.id} record={record} />
              ))}
            </DividedList>
          )}
        </QueryState>
      </ListTabs>
      {query.data && query.data.total > TABLE_PAGE_SIZE && (
        <Pager page={pageNum} total={query.data.total} pageSize={TABLE_PAGE_SIZE} onPageChange={setPageNum} />
      )}
    </Stack>
  );
}
