// Agent purchasing: goods the platform's agents buy in the market on a buyer's behalf (reference price, fee,
// minimum, lead time), a request form (quantity not below the minimum; delivery needs region and address),
// and the logged-in buyer's requests with the goods amount and the fee.
import { useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Input, SimpleGrid, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { AGENT_RECORD_STATUS_LABELS, type AgentProduct } from '@portal/contracts/entities/trade-request';
import { formatMoney, formatQuantity, quantityToBigUnits } from '@portal/contracts/money';
import {
  DELIVERY_METHOD_LABELS,
  DELIVERY_METHODS,
  TABLE_PAGE_SIZE,
  type DeliveryMethod,
} from '@portal/contracts/rules/constants';
import { checkAddress, checkMobile, checkQuantity, checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { ListCard } from '@/shared/ui/list-card.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { paths } from '@/shared/paths.ts';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { Select, formatDateTime, unitText, useBilingual, useLang, quantityWithUnit, plainQuantity } from './parts.tsx';
import { useAgentProductsQuery, useAgentRecordsQuery, useSaveAgentPurchaseMutation } from './trade-api.ts';
import { AGENT_STATUS_PALETTE } from './agent-status.ts';
import { tradeTestIds } from './test-ids.ts';
import { useRequestForm } from './use-request-form.ts';
import { RecordsTable, RegionField, RequestFormDialog } from './request-fields.tsx';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = tradeTestIds.agent;

function RequestDialog({ product, onClose }: { product: AgentProduct; onClose(): void }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const label = useBilingual();
  const formRef = useRef<HTMLFormElement>(null);
  const [save, { isLoading }] = useSaveAgentPurchaseMutation();
  const min = plainQuantity(product.minQuantity);
  const form = useFieldForm(
    {
      quantity: min,
      deliveryMethod: 'delivery',
      contactName: '',
      contactPhone: '',
      provinceCode: '',
      cityCode: '',
      countyCode: '',
      detailAddress: '',
      remark: '',
    },
    {
      quantity: (v) => checkQuantity(v.quantity),
      contactName: (v) => checkRequired(v.contactName, labelKey('requests:ruleLabels.contactName')),
      contactPhone: (v) => checkMobile(v.contactPhone),
      countyCode: (v) =>
        v.deliveryMethod === 'delivery'
          ? checkAddress({ regionCodes: [v.provinceCode, v.cityCode, v.countyCode], detail: 'x' })
          : null,
      detailAddress: (v) =>
        v.deliveryMethod === 'delivery'
          ? checkAddress({ regionCodes: ['x', 'x', 'x'], detail: v.detailAddress })
          : null,
    },
  );
  const { bind, submit: guarded, refuse } = useRequestForm(form, formRef);
  const submit = guarded(async (v) => {
    if (quantityToBigUnits(v.quantity) < quantityToBigUnits(product.minQuantity)) {
      refuse('quantity', t('agent.belowMinimum', { min }));
      return;
    }
    const delivery = v.deliveryMethod === 'delivery';
    await save({
      agentProductId: product.id,
      quantity: v.quantity.trim(),
      deliveryMethod: v.deliveryMethod as DeliveryMethod,
      contactName: v.contactName.trim(),
      contactPhone: v.contactPhone.trim(),
      ...(delivery
        ? {
            provinceCode: v.provinceCode,
            cityCode: v.cityCode,
            countyCode: v.countyCode,
            detailAddress: v.detailAddress.trim(),
          }
        : {}),
      ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
    }).unwrap();
    showSuccess(t('agent.sent'));
    onClose();
  });
  return (
    <RequestFormDialog
      title={t('agent.requestTitle')}
      onClose={onClose}
      ids={ids}
      formRef={formRef}
      submit={submit}
      submitLabel={t('agent.submit')}
      submitting={isLoading}
    >
      <Text fontSize="sm" color="fg.muted">
        {product.title} ·{' '}
        {t('agent.reference', {
          price: formatMoney(product.referencePrice),
          unit: unitText(lang, product.unit),
        })}
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <FormField
          label={t('fields.quantity')}
          required
          error={form.errorOf('quantity')}
          helperText={t('agent.minHint', { min })}
        >
          <Input {...bind('quantity')} inputMode="decimal" />
        </FormField>
        <FormField label={t('fields.deliveryMethod')} required>
          <Select
            name="deliveryMethod"
            label={t('fields.deliveryMethod')}
            placeholder={t('placeholders.choose')}
            value={form.values.deliveryMethod}
            options={DELIVERY_METHODS.map((m) => ({ value: m, label: label(DELIVERY_METHOD_LABELS[m]) }))}
            onChange={(value) => form.setValue('deliveryMethod', value || 'delivery')}
          />
        </FormField>
        <FormField label={t('fields.contactName')} required error={form.errorOf('contactName')}>
          <Input {...bind('contactName')} maxLength={20} />
        </FormField>
        <FormField label={t('fields.contactPhone')} required error={form.errorOf('contactPhone')}>
          <Input {...bind('contactPhone')} inputMode="tel" maxLength={11} />
        </FormField>
      </SimpleGrid>
      {form.values.deliveryMethod === 'delivery' && (
        <>
          <RegionField form={form} label={t('fields.receivingPlace')} />
          <FormField label={t('fields.address')} required error={form.errorOf('detailAddress')}>
            <Input {...bind('detailAddress')} maxLength={100} />
          </FormField>
        </>
      )}
      <FormField label={t('offer.remark')}>
        <Textarea {...bind('remark')} maxLength={500} rows={2} />
      </FormField>
    </RequestFormDialog>
  );
}

/** The buyer's requests follow the agent's moves live: the user-room stream makes their 'AgentPurchase'
 * reads stale on `user:agentPurchase` (shared/realtime/user-event-tags.ts). */
export function AgentRecords() {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const label = useBilingual();
  const [page, setPage] = useState(1);
  const query = useAgentRecordsQuery({ pageNum: page, pageSize: TABLE_PAGE_SIZE });
  return (
    <Stack gap={2}>
      <QueryState
        query={query}
        skeleton={{ rows: 2, rowHeight: '3rem' }}
        errorTitle={t('agent.loadError')}
        empty={t('agent.noRecords')}
      >
        {(found) => (
          <RecordsTable
            headers={[
              t('agent.goods'),
              t('fields.quantity'),
              t('agent.goodsAmount'),
              t('agent.fee'),
              t('agent.status'),
              t('agent.time'),
            ]}
          >
            {found.records.map((record) => (
              <Table.Row key={record.id} data-testid={ids.record(record.id)}>
                <Table.Cell maxW="16rem" truncate>
                  {record.product.title}
                </Table.Cell>
                <Table.Cell>{quantityWithUnit(lang, record.quantity, record.product.unit)}</Table.Cell>
                <Table.Cell>{formatMoney(record.goodsAmount)}</Table.Cell>
                <Table.Cell>{formatMoney(record.serviceFee)}</Table.Cell>
                <Table.Cell>
                  <Stack gap={1} align="start">
                    <Badge
                      variant="subtle"
                      colorPalette={AGENT_STATUS_PALETTE[record.status]}
                      data-status={record.status}
                      data-testid={ids.status(record.id)}
                    >
                      {label(AGENT_RECORD_STATUS_LABELS[record.status])}
                    </Badge>
                    {record.rejectReason && (
                      <Text fontSize="xs" color="red.fg" maxW="14rem">
                        {t('agent.rejectedBecause', { reason: record.rejectReason })}
                      </Text>
                    )}
                  </Stack>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(record.createdAt, lang)}</Table.Cell>
              </Table.Row>
            ))}
          </RecordsTable>
        )}
      </QueryState>
      {query.data && query.data.total > TABLE_PAGE_SIZE && (
        <Pager page={page} total={query.data.total} pageSize={TABLE_PAGE_SIZE} onPageChange={setPage} />
      )}
    </Stack>
  );
}

export function AgentPurchasing({
  keyword,
  page,
  onPage,
}: {
  keyword: string;
  page: number;
  onPage(page: number): void;
}) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const user = useSelector(selectUserInfo);
  const [asking, setAsking] = useState<AgentProduct | null>(null);
  const query = useAgentProductsQuery({ pageNum: page, pageSize: TABLE_PAGE_SIZE, ...(keyword ? { keyword } : {}) });
  return (
    <Stack gap={4} data-testid={ids.root}>
      <Text fontSize="sm" color="fg.muted">
        {t('agent.intro')}
      </Text>
      <QueryState
        query={query}
        skeleton={{ rows: 2, rowHeight: '8rem' }}
        errorTitle={t('agent.loadError')}
        empty={t('agent.empty')}
      >
        {(found) => (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap={3}>
            {found.records.map((product) => (
              <ListCard
                key={product.id}
                image={product.image}
                title={product.title}
                facts={[
                  <>
                    <Text as="span" color="brand.fg" fontWeight="bold">
                      {formatMoney(product.referencePrice)}
                    </Text>{' '}
                    / {unitText(lang, product.unit)} · {t('agent.feePercent', { fee: product.serviceFeePercent })}
                  </>,
                ]}
                actions={
                  user ? (
                    <Button size="xs" colorPalette="brand" variant="outline" onClick={() => setAsking(product)}>
                      {t('agent.ask')}
                    </Button>
                  ) : (
                    <Button asChild size="xs" variant="outline">
                      <RouterLink to={paths.login(paths.collectBidding({ tab: 'agent' }))}>
                        {t('agent.loginToAsk')}
                      </RouterLink>
                    </Button>
                  )
                }
              >
                <Text fontSize="xs" color="fg.muted">
                  {t('agent.facts', {
                    market: product.market,
                    days: product.leadDays,
                    min: formatQuantity(product.minQuantity),
                    count: product.requestCount,
                  })}
                </Text>
              </ListCard>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {query.data && query.data.total > 0 && (
        <Pager page={page} total={query.data.total} pageSize={TABLE_PAGE_SIZE} onPageChange={onPage} />
      )}
      {user && (
        <Stack gap={2}>
          <Text fontWeight="semibold">{t('agent.myRecords')}</Text>
          <AgentRecords />
        </Stack>
      )}
      {asking && <RequestDialog product={asking} onClose={() => setAsking(null)} />}
    </Stack>
  );
}
