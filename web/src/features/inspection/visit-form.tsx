// The booking form of a factory visit (docs/requirements.md section 5: name, mobile number and enterprise name), with the date
// and the number of visitors; whether the caller may book comes from factoryVisit/applyable.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { VISIT_DATE_MAX_DAYS } from '@portal/contracts/http/factory-visit';
import { checkMobile, checkRequired, type RuleFailure } from '@portal/contracts/rules/validation';
import { useFieldForm } from '@/shared/forms/use-field-form.ts';
import { focusField } from '@/shared/forms/focus-field.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { FactoryPicker } from './factory-picker.tsx';
import { useInitiateVisitMutation, useVisitApplyableQuery } from './inspection-api.ts';
import { inspectionTestIds } from './test-ids.ts';
import { newRequestId, useBilingualLabel } from './use-inspection-texts.ts';
import { marketDayPlus } from '@/shared/market-time.ts';

const ids = inspectionTestIds.visitForm;
const MAX_VISITORS = 50;

function checkVisitors(value: string): RuleFailure | null {
  const n = Number(value);
  return /^\d+$/.test(value.trim()) && n >= 1 && n <= MAX_VISITORS ? null : { rule: 'quantityInvalid' };
}

export function VisitForm({ factoryId, onBooked }: { factoryId?: number; onBooked?: () => void }) {
  const { t } = useTranslation('inspection');
  const label = useBilingualLabel();
  const formRef = useRef<HTMLFormElement>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const [book, { isLoading }] = useInitiateVisitMutation();
  const initial = {
    factoryId: factoryId ? String(factoryId) : '',
    visitDate: marketDayPlus(3),
    visitors: '2',
    name: '',
    mobile: '',
    enterpriseName: '',
    purpose: '',
  };
  const form = useFieldForm(initial, {
    factoryId: (v) => checkRequired(v.factoryId, label('picker.factory')),
    visitDate: (v) => checkRequired(v.visitDate, label('visitForm.visitDate')),
    visitors: (v) => checkVisitors(v.visitors),
    name: (v) => checkRequired(v.name, label('visitForm.name')),
    mobile: (v) => checkMobile(v.mobile),
    enterpriseName: (v) => checkRequired(v.enterpriseName, label('visitForm.enterpriseName')),
  });
  const chosen = Number(form.values.factoryId) || 0;
  const gate = useVisitApplyableQuery({ factoryId: chosen }, { skip: chosen === 0 });
  const refused = gate.data && !gate.data.applyable;
  const bind = (name: Exclude<keyof typeof initial, 'factoryId'>) => ({
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
    try {
      await book({
        requestId,
        factoryId: chosen,
        visitDate: v.visitDate,
        visitors: Number(v.visitors),
        name: v.name.trim(),
        mobile: v.mobile.trim(),
        enterpriseName: v.enterpriseName.trim(),
        ...(v.purpose.trim() ? { purpose: v.purpose.trim() } : {}),
      }).unwrap();
      setRequestId(newRequestId());
      showSuccess(t('visitForm.done'));
      onBooked?.();
    } catch (failure) {
      const field = form.showFailure(failure);
      if (field) focusField(formRef.current, field);
    }
  };

  return (
    <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate data-testid={ids.root}>
      <Stack gap={4}>
        <Text fontSize="sm" color="fg.muted">
          {t('visitForm.intro')}
        </Text>
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
          <Alert.Root status="warning" size="sm">
            <Alert.Indicator />
            <Alert.Description>{gate.data?.message}</Alert.Description>
          </Alert.Root>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <FormField
            label={t('visitForm.visitDate')}
            required
            error={form.errorOf('visitDate')}
            helperText={t('visitForm.visitHint')}
          >
            <Input
              type="date"
              size="sm"
              min={marketDayPlus(1)}
              max={marketDayPlus(VISIT_DATE_MAX_DAYS)}
              {...bind('visitDate')}
            />
          </FormField>
          <FormField label={t('visitForm.visitors')} required error={form.errorOf('visitors')}>
            <Input size="sm" inputMode="numeric" maxLength={2} {...bind('visitors')} />
          </FormField>
          <FormField label={t('visitForm.name')} required error={form.errorOf('name')}>
            <Input size="sm" maxLength={20} autoComplete="name" {...bind('name')} />
          </FormField>
          <FormField label={t('visitForm.mobile')} required error={form.errorOf('mobile')}>
            <Input size="sm" inputMode="numeric" maxLength={11} autoComplete="tel" {...bind('mobile')} />
          </FormField>
        </SimpleGrid>
        <FormField label={t('visitForm.enterpriseName')} required error={form.errorOf('enterpriseName')}>
          <Input size="sm" maxLength={60} autoComplete="organization" {...bind('enterpriseName')} />
        </FormField>
        <FormField label={t('visitForm.purpose')} error={form.errorOf('purpose')}>
          <Textarea size="sm" rows={2} maxLength={500} {...bind('purpose')} />
        </FormField>
        <HStack justify="flex-end">
          <Button
            type="submit"
            colorPalette="brand"
            loading={isLoading}
            disabled={Boolean(refused)}
            data-testid={ids.submit}
          >
            {t('visitForm.submit')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
