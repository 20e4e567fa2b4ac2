// Seller centre of a service provider, "agent purchases to handle" (`/sellerCenter/agentPurchases`): the
// requests for the goods the provider's agents buy, newest first, by status; each moved one step at a click
// along AGENT_RECORD_MOVES (the server holds them too): accepted and purchasing, shipped, completed, or
// rejected with a reason the buyer reads. The buyer's list follows live (`user:agentPurchase`).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import {
  AGENT_RECORD_MOVES,
  AGENT_RECORD_STATUSES,
  AGENT_RECORD_STATUS_LABELS,
  type AgentRecordStatusValue,
} from '@portal/contracts/entities/trade-request';
import type { AgentWorkRecord } from '@portal/contracts/http/agent-purchasing';
import { formatMoney } from '@portal/contracts/money';
import { DELIVERY_METHOD_LABELS, TABLE_PAGE_SIZE } from '@portal/contracts/rules/constants';
import { ReasonDialog } from '@/shared/forms/reason-dialog.tsx';
import { TabbedPageList, useTabbedPage } from '@/shared/ui/tabbed-page-list.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { AGENT_STATUS_PALETTE } from './agent-status.ts';
import { formatDateTime, quantityWithUnit, useBilingual, useLang } from './parts.tsx';
import { tradeTestIds } from './test-ids.ts';
import { useAgentWorkQuery, useMoveAgentRecordMutation } from './trade-api.ts';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = tradeTestIds.agent;
const TABS = ['all', ...AGENT_RECORD_STATUSES] as const;
type Tab = (typeof TABS)[number];

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
        {rejecting && (
          <ReasonDialog
            title={t('agentWork.rejectTitle', { title: record.product.title })}
            label={t('agentWork.reason')}
            ruleLabel={labelKey('requests:ruleLabels.rejectReason')}
            placeholder={t('agentWork.reasonPlaceholder')}
            submitLabel={t('agentWork.to.rejected')}
            cancelLabel={t('agentWork.keep')}
            closeLabel={t('agentWork.close')}
            formId={ids.rejectForm}
            submitTestId={ids.rejectSubmit}
            submitting={isLoading}
            send={async (reason) => {
              await move({ recordId: record.id, to: 'rejected', reason }).unwrap();
              showSuccess(t('agentWork.moved.rejected'));
            }}
            onClose={() => setRejecting(false)}
          />
        )}
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

function WorkRow({ record, showAgent }: { record: AgentWorkRecord; showAgent: boolean }) {
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
      {showAgent && <Text fontSize="sm">{t('agentWork.agent', { name: record.product.agent.name })}</Text>}
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

/**
 * The agent purchase requests to move, newest first, by status: the provider's own (seller centre), or every
 * provider's for the operator (`showAgent`: each row names its provider; the console composes it).
 */
export function AgentWorkList({ showAgent = false }: { showAgent?: boolean }) {
  const { t } = useTranslation('requests');
  const label = useBilingual();
  const state = useTabbedPage<Tab>('all');
  const query = useAgentWorkQuery({
    pageNum: state.pageNum,
    pageSize: TABLE_PAGE_SIZE,
    ...(state.tab === 'all' ? {} : { status: state.tab }),
  });
  return (
    <TabbedPageList
      tabs={TABS.map((value) => ({
        value,
        label: value === 'all' ? t('agentWork.all') : label(AGENT_RECORD_STATUS_LABELS[value]),
      }))}
      state={state}
      pageSize={TABLE_PAGE_SIZE}
      query={query}
      empty={t('agentWork.empty')}
      errorTitle={t('agentWork.loadError')}
      rowHeight="6rem"
      row={(record) => <WorkRow key={record.id} record={record} showAgent={showAgent} />}
    />
  );
}

export default function AgentWorkSection() {
  return <AgentWorkList />;
}
