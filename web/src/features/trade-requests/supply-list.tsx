// The supply requests tab: what factories can supply (capacity, price range, region, validity), a factory's
// publish form ('Only factories can publish!' for other roles, from the server) and a buyer's way to inquire.
import { useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { SupplyRequest } from '@portal/contracts/entities/trade-request';
import type { PageOf } from '@portal/contracts/operation';
import { formatMoney } from '@portal/contracts/money';
import { TABLE_PAGE_SIZE, UNITS, type Unit } from '@portal/contracts/rules/constants';
import { checkAddress, checkQuantity, checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { ListCard } from '@/shared/ui/list-card.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState, type QueryLike } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { paths } from '@/shared/paths.ts';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { CategoryPicker, Select, unitText, useLang, quantityWithUnit } from './parts.tsx';
import { usePublishSupplyMutation, useSupplyHallQuery } from './trade-api.ts';
import { tradeTestIds } from './test-ids.ts';
import { useRequestForm } from './use-request-form.ts';
import { RegionField, RequestFormDialog } from './request-fields.tsx';
import { labelKey } from '@/shared/i18n/rule-message.ts';

const ids = tradeTestIds.supply;

export function SupplyCard({ supply }: { supply: SupplyRequest }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const user = useSelector(selectUserInfo);
  const unit = unitText(lang, supply.unit);
  return (
    <ListCard
      title={supply.title}
      badge={
        supply.expired ? <Badge>{t('supply.expired')}</Badge> : <Badge colorPalette="green">{t('supply.valid')}</Badge>
      }
      subtitle={`${supply.factory.shopName} · ${supply.regionName}`}
      facts={[
        <>
          {t('supply.price')}{' '}
          <Text as="span" fontWeight="semibold" color="brand.fg">
            {formatMoney(supply.priceMin)} - {formatMoney(supply.priceMax)} / {unit}
          </Text>
        </>,
        <>
          {t('supply.capacity')} {quantityWithUnit(lang, supply.capacity, supply.unit)}
        </>,
        <>
          {t('supply.validUntil')} {supply.validUntil}
        </>,
        <Text color="fg.muted">{lang === 'en' ? supply.categoryNameEn : supply.categoryName}</Text>,
      ]}
      actions={
        user?.role !== 'factory' &&
        user?.role !== 'shop' &&
        !supply.expired && (
          <Button asChild size="xs" colorPalette="brand" variant="outline">
            <RouterLink to={paths.InquiryCounterofferList({ publish: 1, title: supply.title })}>
              {t('supply.inquire')}
            </RouterLink>
          </Button>
        )
      }
    >
      {supply.description && (
        <Text fontSize="sm" color="fg.muted" lineClamp={2}>
          {supply.description}
        </Text>
      )}
    </ListCard>
  );
}

const LABELS = {
  title: labelKey('requests:ruleLabels.title'),
  category: labelKey('requests:ruleLabels.category'),
  price: labelKey('requests:ruleLabels.supplyPrice'),
  validUntil: labelKey('requests:ruleLabels.validUntil'),
};

function PublishSupplyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation('requests');
  const lang = useLang();
  const formRef = useRef<HTMLFormElement>(null);
  const [publish, { isLoading }] = usePublishSupplyMutation();
  const form = useFieldForm(
    {
      title: '',
      categoryId: '',
      capacity: '',
      unit: 'piece',
      priceMin: '',
      priceMax: '',
      provinceCode: '',
      cityCode: '',
      countyCode: '',
      validUntil: '',
      description: '',
    },
    {
      title: (v) => checkRequired(v.title, LABELS.title),
      categoryId: (v) => checkRequired(v.categoryId, LABELS.category),
      capacity: (v) => checkQuantity(v.capacity),
      priceMin: (v) => checkRequired(v.priceMin, LABELS.price),
      priceMax: (v) => checkRequired(v.priceMax, LABELS.price),
      countyCode: (v) => checkAddress({ regionCodes: [v.provinceCode, v.cityCode, v.countyCode], detail: 'x' }),
      validUntil: (v) => checkRequired(v.validUntil, LABELS.validUntil),
    },
  );
  const { bind, submit: guarded } = useRequestForm(form, formRef);
  const submit = guarded(async (v) => {
    await publish({
      title: v.title.trim(),
      categoryId: Number(v.categoryId),
      capacity: v.capacity.trim(),
      unit: v.unit as Unit,
      priceMin: v.priceMin.trim(),
      priceMax: v.priceMax.trim(),
      provinceCode: v.provinceCode,
      cityCode: v.cityCode,
      countyCode: v.countyCode,
      validUntil: v.validUntil,
      ...(v.description.trim() ? { description: v.description.trim() } : {}),
    }).unwrap();
    showSuccess(t('supply.published'));
    onClose();
  });
  return (
    <RequestFormDialog
      open={open}
      title={t('supply.publishTitle')}
      onClose={onClose}
      ids={ids}
      formRef={formRef}
      submit={submit}
      submitLabel={t('supply.publish')}
      submitting={isLoading}
    >
      <FormField label={t('fields.title')} required error={form.errorOf('title')}>
        <Input {...bind('title')} maxLength={60} />
      </FormField>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <FormField label={t('fields.category')} required error={form.errorOf('categoryId')}>
          <CategoryPicker value={form.values.categoryId} onChange={(value) => form.setValue('categoryId', value)} />
        </FormField>
        <FormField label={t('fields.unit')} required>
          <Select
            name="unit"
            label={t('fields.unit')}
            placeholder={t('placeholders.choose')}
            value={form.values.unit}
            options={UNITS.map((u) => ({ value: u, label: unitText(lang, u) }))}
            onChange={(value) => form.setValue('unit', value)}
          />
        </FormField>
        <FormField
          label={t('supply.capacity')}
          required
          error={form.errorOf('capacity')}
          helperText={t('hints.quantity')}
        >
          <Input {...bind('capacity')} inputMode="decimal" />
        </FormField>
        <FormField label={t('supply.validUntil')} required error={form.errorOf('validUntil')}>
          <Input {...bind('validUntil')} type="date" />
        </FormField>
        <FormField label={t('supply.priceMin')} required error={form.errorOf('priceMin')}>
          <Input {...bind('priceMin')} inputMode="decimal" />
        </FormField>
        <FormField label={t('supply.priceMax')} required error={form.errorOf('priceMax')}>
          <Input {...bind('priceMax')} inputMode="decimal" />
        </FormField>
      </SimpleGrid>
      <RegionField form={form} label={t('supply.region')} />
      <FormField label={t('fields.description')}>
        <Textarea {...bind('description')} maxLength={2000} rows={3} />
      </FormField>
    </RequestFormDialog>
  );
}

/** A page of supplies as cards, with the loading, empty and error states (the hall and the seller's own). */
export function SupplyResults({ query }: { query: QueryLike<PageOf<SupplyRequest>> }) {
  const { t } = useTranslation('requests');
  return (
    <QueryState
      query={query}
      skeleton={{ rows: 3, rowHeight: '7rem' }}
      errorTitle={t('list.loadError')}
      empty={t('supply.empty')}
    >
      {(found) => (
        <Stack as="ul" listStyleType="none" gap={3}>
          {found.records.map((supply) => (
            <SupplyCard key={supply.id} supply={supply} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

export function SupplyList({ keyword, page, onPage }: { keyword: string; page: number; onPage(page: number): void }) {
  const { t } = useTranslation('requests');
  const user = useSelector(selectUserInfo);
  const [publishing, setPublishing] = useState(false);
  const query = useSupplyHallQuery({ pageNum: page, pageSize: TABLE_PAGE_SIZE, ...(keyword ? { keyword } : {}) });
  return (
    <Stack gap={3} data-testid={ids.root}>
      <HStack justify="space-between" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {t('supply.intro')}
        </Text>
        {user?.role === 'factory' && (
          <Button size="sm" colorPalette="brand" onClick={() => setPublishing(true)}>
            {t('supply.publish')}
          </Button>
        )}
      </HStack>
      <SupplyResults query={query} />
      {query.data && query.data.total > 0 && (
        <Pager page={page} total={query.data.total} pageSize={TABLE_PAGE_SIZE} onPageChange={onPage} />
      )}
      {publishing && <PublishSupplyDialog open onClose={() => setPublishing(false)} />}
    </Stack>
  );
}
