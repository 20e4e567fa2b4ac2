// The application form of a factory inspection: the factory (then whether the caller may apply and which types,
// factoryInspection/applyable), the type, the goods of a goods inspection, the expected date, the items and
// the contact. Rules of the contract are checked here and again by the server, whose 400 lands on its field.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  Alert,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  Link,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  INSPECTION_DATE_MAX_DAYS,
  INSPECTION_ITEM_KEYS,
  INSPECTION_TYPES,
  type InspectionTypeValue,
} from '@portal/contracts/http/factory-inspection';
import { checkMobile, checkRequired } from '@portal/contracts/rules/validation';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { focusField } from '@/shared/forms/focus-field.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { paths } from '@/shared/paths.ts';
import { FactoryPicker } from './factory-picker.tsx';
import {
  useInitiateInspectionMutation,
  useInspectionApplyableQuery,
  useInspectionFactoryGoodsQuery,
} from './inspection-api.ts';
import { inspectionTestIds } from './test-ids.ts';
import { newRequestId, useBilingualLabel, useInspectionTexts } from './use-inspection-texts.ts';
import { marketDayPlus } from '@/shared/market-time.ts';

const ids = inspectionTestIds.form;

/** The items typed in the "other" field: split on commas (Chinese or Latin) and semicolons. */
const otherItems = (text: string) =>
  text
    .split(/[,，;；、]/)
    .map((item) => item.trim())
    .filter(Boolean);

export function InitiateForm({ factoryId, type }: { factoryId?: number; type?: InspectionTypeValue }) {
  const { t } = useTranslation('inspection');
  const texts = useInspectionTexts();
  const label = useBilingualLabel();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const [initiate, { isLoading }] = useInitiateInspectionMutation();
  const form = useFieldForm(
    {
      factoryId: factoryId ? String(factoryId) : '',
      type: type ?? ('selfFactory' as string),
      productIds: '',
      expectedDate: marketDayPlus(7),
      items: 'licence,scale,qualitySystem',
      otherItems: '',
      contactName: '',
      contactPhone: '',
      remark: '',
    },
    {
      factoryId: (v) => checkRequired(v.factoryId, label('picker.factory')),
      type: (v) => checkRequired(v.type, label('form.type')),
      productIds: (v) => (v.type === 'selfGoods' ? checkRequired(v.productIds, label('form.goods')) : null),
      expectedDate: (v) => checkRequired(v.expectedDate, label('form.expectedDate')),
      items: (v) => checkRequired(v.items || otherItems(v.otherItems).join(','), label('form.items')),
      contactName: (v) => checkRequired(v.contactName, label('form.contactName')),
      contactPhone: (v) => checkMobile(v.contactPhone),
    },
    { otherItems: ['items'] },
  );
  const chosen = Number(form.values.factoryId) || 0;
  const gate = useInspectionApplyableQuery({ factoryId: chosen }, { skip: chosen === 0 });
  const types: readonly string[] = gate.data?.types ?? INSPECTION_TYPES;
  const { setValue } = form;
  const firstType = types[0];
  // A type the caller may not use for this factory (a factory: platform only) gives way to one it may.
  useEffect(() => {
    if (firstType && !types.includes(form.values.type)) setValue('type', firstType);
  }, [firstType, types, form.values.type, setValue]);
  const goods = useInspectionFactoryGoodsQuery(
    { companyId: chosen, pageSize: 20 },
    { skip: chosen === 0 || form.values.type !== 'selfGoods' },
  );
  const listOf = (value: string) => (value ? value.split(',') : []);
  const toggle = (name: 'items' | 'productIds', key: string, on: boolean) => {
    const list = listOf(form.values[name]).filter((k) => k !== key);
    form.setValue(name, (on ? [...list, key] : list).join(','));
  };
  const bind = (name: 'contactName' | 'contactPhone' | 'remark' | 'expectedDate' | 'otherItems') => ({
    name,
    value: form.values[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value),
    onBlur: () => form.blur(name),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.checkAll()) {
      const first = form.firstInvalid();
      if (first) focusField(formRef.current, String(first));
      return;
    }
    const v = form.values;
    const kind = v.type as InspectionTypeValue;
    try {
      const saved = await initiate({
        requestId,
        factoryId: chosen,
        type: kind,
        ...(kind === 'selfGoods' ? { productIds: listOf(v.productIds).map(Number) } : {}),
        items: [...listOf(v.items), ...otherItems(v.otherItems)],
        expectedDate: v.expectedDate,
        contactName: v.contactName.trim(),
        contactPhone: v.contactPhone.trim(),
        ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
      }).unwrap();
      setRequestId(newRequestId());
      showSuccess(t('form.submitted'));
      void navigate(paths.inspectionDetail(saved.id));
    } catch (failure) {
      const field = form.showFailure(failure);
      if (field) focusField(formRef.current, field);
    }
  };

  const refused = gate.data && !gate.data.applyable;
  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate data-testid={ids.root}>
      <Stack gap={4}>
        <FormField label={t('picker.factory')} required error={form.errorOf('factoryId')}>
          <FactoryPicker
            name="factoryId"
            value={form.values.factoryId}
            known={gate.data?.factory ?? null}
            onChange={(value) => form.setValue('factoryId', value)}
            onBlur={() => form.blur('factoryId')}
          />
        </FormField>
        {refused && (
          <Alert.Root status="warning" size="sm" data-testid={ids.refusal}>
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>
                {gate.data?.message}{' '}
                {gate.data?.openId && (
                  <Link asChild color="brand.solid" fontWeight="medium">
                    <RouterLink to={paths.inspectionDetail(gate.data.openId)}>{t('form.openOne')}</RouterLink>
                  </Link>
                )}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <FormField label={t('form.type')} required error={form.errorOf('type')}>
          <RadioCard.Root
            name="type"
            value={form.values.type}
            onValueChange={(details) => form.setValue('type', details.value ?? '')}
            colorPalette="brand"
            size="sm"
            w="full"
          >
            <SimpleGrid columns={{ base: 1, md: 3 }} gap={2}>
              {INSPECTION_TYPES.map((kind) => (
                <RadioCard.Item key={kind} value={kind} disabled={!types.includes(kind)} data-testid={ids.type(kind)}>
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemText>{texts.type(kind)}</RadioCard.ItemText>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </SimpleGrid>
          </RadioCard.Root>
        </FormField>
        {form.values.type === 'selfGoods' && chosen > 0 && (
          <FormField label={t('form.goods')} required error={form.errorOf('productIds')}>
            {goods.data && goods.data.records.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('form.goodsEmpty')}
              </Text>
            ) : (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap={2} w="full">
                {(goods.data?.records ?? []).map((product) => (
                  <Checkbox.Root
                    key={product.id}
                    size="sm"
                    colorPalette="brand"
                    checked={listOf(form.values.productIds).includes(String(product.id))}
                    onCheckedChange={(details) => toggle('productIds', String(product.id), details.checked === true)}
                  >
                    <Checkbox.HiddenInput name="productIds" />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal" lineClamp={1}>
                      {product.title}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </SimpleGrid>
            )}
          </FormField>
        )}
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <FormField
            label={t('form.expectedDate')}
            required
            error={form.errorOf('expectedDate')}
            helperText={t('form.expectedHint')}
          >
            <Input
              type="date"
              size="sm"
              min={marketDayPlus(1)}
              max={marketDayPlus(INSPECTION_DATE_MAX_DAYS)}
              {...bind('expectedDate')}
            />
          </FormField>
          <FormField label={t('form.contactName')} required error={form.errorOf('contactName')}>
            <Input size="sm" maxLength={20} autoComplete="name" {...bind('contactName')} />
          </FormField>
          <FormField label={t('form.contactPhone')} required error={form.errorOf('contactPhone')}>
            <Input size="sm" inputMode="numeric" maxLength={11} autoComplete="tel" {...bind('contactPhone')} />
          </FormField>
        </SimpleGrid>
        <Field.Root invalid={Boolean(form.errorOf('items'))} required>
          <Field.Label>
            {t('form.items')}
            <Field.RequiredIndicator />
          </Field.Label>
          <SimpleGrid columns={{ base: 2, md: 3 }} gap={2} w="full">
            {INSPECTION_ITEM_KEYS.map((key) => (
              <Checkbox.Root
                key={key}
                size="sm"
                colorPalette="brand"
                checked={listOf(form.values.items).includes(key)}
                onCheckedChange={(details) => toggle('items', key, details.checked === true)}
              >
                <Checkbox.HiddenInput name="items" />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">{texts.item(key)}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
          {form.errorOf('items') && <Field.ErrorText>{form.errorOf('items')}</Field.ErrorText>}
        </Field.Root>
        <FormField label={t('form.otherItems')} helperText={t('form.otherHint')}>
          <Input size="sm" maxLength={200} {...bind('otherItems')} />
        </FormField>
        <FormField label={t('form.remark')} error={form.errorOf('remark')}>
          <Textarea size="sm" rows={2} maxLength={500} {...bind('remark')} />
        </FormField>
        <HStack justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            loading={isLoading}
            disabled={Boolean(refused)}
            data-testid={ids.submit}
          >
            {t('form.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
