// The onboarding wizard: store type -> enterprise information -> store information -> submit. Each step is
// checked by the shared rules (contracts/rules/onboarding.ts) before it is saved as the draft; a 400 from the
// server shows beside its field (and submit jumps back to the step that owns it). Nothing typed is lost.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  RadioCard,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  STORE_TYPES,
  STORE_TYPE_LABELS,
  type MerchantEntry,
  type MerchantEntryFields,
  type StoreTypeValue,
} from '@portal/contracts/http/merchant-entry';
import {
  ENTERPRISE_FIELDS,
  ENTRY_FIELD_LABELS,
  STORE_FIELDS,
  checkEntryStep,
  entryFailureText,
  type EntryField,
} from '@portal/contracts/rules/onboarding';
import {
  HOME_INDUSTRIES_MAX,
  LOGO_SIZES,
  ONBOARDING_MAX_ATTACHMENTS,
  ONBOARDING_REVIEW_DAYS,
  FILE_MAX_MB,
} from '@portal/contracts/rules/constants';
import { AttachmentsField, type AttachmentValue } from '@/shared/forms/attachments-field.tsx';
import { fieldFailure } from '@/shared/forms/server-errors.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import {
  useIndustryCategoriesQuery,
  useSaveMerchantEntryMutation,
  useSubmitMerchantEntryMutation,
} from './onboarding-api.ts';
import { SingleFileField, useBilingual, useLang, type FileValue } from './parts.tsx';
import { onboardingTestIds as ids } from './test-ids.ts';

const STEPS = ['storeType', 'enterprise', 'store', 'submit'] as const;

type TextField =
  Exclude<(typeof ENTERPRISE_FIELDS)[number], 'licenceFileId' | 'idFrontFileId' | 'idBackFileId'> | 'shopName';
const TEXT_FIELDS = ENTERPRISE_FIELDS.filter((f) => !f.endsWith('FileId')) as TextField[];
const FILE_NAMES = ['licenceFileId', 'idFrontFileId', 'idBackFileId', 'logoWideFileId', 'logoSquareFileId'] as const;
type FileField = (typeof FILE_NAMES)[number];

export interface WizardValues {
  storeType: StoreTypeValue | null;
  text: Record<TextField, string>;
  files: Record<FileField, FileValue | null>;
  industryIds: number[];
  attachments: AttachmentValue[];
}

/** The wizard's values from a stored application (or empty). */
export function wizardValues(entry: MerchantEntry | null, fixedType: StoreTypeValue | null): WizardValues {
  const text = Object.fromEntries([...TEXT_FIELDS, 'shopName'].map((f) => [f, ''])) as Record<TextField, string>;
  if (entry) for (const field of [...TEXT_FIELDS, 'shopName'] as TextField[]) text[field] = entry[field];
  return {
    storeType: entry?.storeType ?? fixedType,
    text,
    files: {
      licenceFileId: entry?.licence ?? null,
      idFrontFileId: entry?.idFront ?? null,
      idBackFileId: entry?.idBack ?? null,
      logoWideFileId: entry?.logoWide ?? null,
      logoSquareFileId: entry?.logoSquare ?? null,
    },
    industryIds: entry?.industries.map((i) => i.id) ?? [],
    attachments: entry?.attachments ?? [],
  };
}

/** The contract fields of the values (what save sends and the rules check). */
export function entryFields(values: WizardValues): MerchantEntryFields {
  const fields: MerchantEntryFields = { ...values.text };
  if (values.storeType) fields.storeType = values.storeType;
  for (const name of FILE_NAMES) fields[name] = values.files[name]?.fileId ?? null;
  fields.industryIds = values.industryIds;
  fields.attachmentIds = values.attachments.map((a) => a.fileId);
  return fields;
}

const STEP_FIELDS: Record<(typeof STEPS)[number], readonly EntryField[]> = {
  storeType: ['storeType'],
  enterprise: ENTERPRISE_FIELDS,
  store: STORE_FIELDS,
  submit: [],
};

const stepOf = (field: string) => STEPS.findIndex((step) => (STEP_FIELDS[step] as readonly string[]).includes(field));

export function EntryWizard({
  entry,
  fixedType,
  startStep = 0,
}: {
  entry: MerchantEntry | null;
  /** The store type a shop, factory or provider account keeps. */
  fixedType: StoreTypeValue | null;
  startStep?: number;
}) {
  const { t } = useTranslation('onboarding');
  const lang = useLang();
  const label = useBilingual();
  const [values, setValues] = useState<WizardValues>(() => wizardValues(entry, fixedType));
  const [step, setStep] = useState(startStep);
  const [errors, setErrors] = useState<Partial<Record<EntryField, string>>>({});
  const [save, saving] = useSaveMerchantEntryMutation();
  const [submit, submitting] = useSubmitMerchantEntryMutation();
  const industries = useIndustryCategoriesQuery({ level: 1 });
  const current = STEPS[step] ?? 'storeType';

  const setError = (field: EntryField, message: string | undefined) =>
    setErrors((all) => ({ ...all, [field]: message }));

  const showServerError = (error: unknown) => {
    const failure = fieldFailure(error, [...Object.keys(ENTRY_FIELD_LABELS), 'status']);
    if (failure && failure.field !== 'status') {
      setError(failure.field as EntryField, failure.message);
      const owner = stepOf(failure.field);
      if (owner >= 0) setStep(owner);
    }
  };

  const checkStep = (): boolean => {
    const fields = STEP_FIELDS[current];
    const failures = checkEntryStep(entryFields(values), fields);
    const next: Partial<Record<EntryField, string>> = {};
    for (const failure of failures) next[failure.field] = entryFailureText(failure, lang);
    setErrors((all) => {
      const kept = { ...all };
      for (const field of fields) delete kept[field];
      return { ...kept, ...next };
    });
    return failures.length === 0;
  };

  const saveStep = async () => {
    if (!checkStep()) return;
    const all = entryFields(values);
    const body = Object.fromEntries(STEP_FIELDS[current].map((field) => [field, all[field]])) as MerchantEntryFields;
    try {
      await save(body).unwrap();
      setStep((s) => Math.min(s + 1, STEPS.length - 1));
    } catch (error) {
      showServerError(error);
    }
  };

  const submitAll = async () => {
    try {
      await submit().unwrap();
      showSuccess(t('submitted', ONBOARDING_REVIEW_DAYS));
    } catch (error) {
      showServerError(error);
    }
  };

  const text = (field: TextField, props: { type?: string; maxLength?: number; placeholder?: string } = {}) => (
    <FormField label={label(ENTRY_FIELD_LABELS[field])} error={errors[field]} required>
      <Input
        size="sm"
        data-testid={ids.field(field)}
        value={values.text[field]}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setValues((v) => ({ ...v, text: { ...v.text, [field]: value } }));
        }}
        {...props}
      />
    </FormField>
  );

  const file = (field: FileField, purpose: 'licence' | 'idScan' | 'attachment', hint: string) => (
    <FormField label={label(ENTRY_FIELD_LABELS[field])} error={errors[field]} helperText={hint} required>
      <SingleFileField
        testId={ids.file(field)}
        purpose={purpose}
        value={values.files[field]}
        onChange={(value) => {
          setValues((v) => ({ ...v, files: { ...v.files, [field]: value } }));
          setError(field, undefined);
        }}
      />
    </FormField>
  );

  const imageHint = t('imageHint', { max: FILE_MAX_MB });
  return (
    <Stack gap={6} data-testid={ids.wizard}>
      <HStack gap={0} wrap="wrap" borderBottomWidth="1px" pb={3}>
        {STEPS.map((name, index) => (
          <HStack key={name} flex="1" minW="32" gap={2} color={index <= step ? 'brand.solid' : 'fg.muted'}>
            <Box
              w={7}
              h={7}
              borderRadius="full"
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontSize="sm"
              fontWeight="bold"
              bg={index <= step ? 'brand.solid' : 'bg.muted'}
              color={index <= step ? 'white' : 'fg.muted'}
            >
              {index + 1}
            </Box>
            <Text fontSize="sm" fontWeight={index === step ? 'bold' : 'normal'}>
              {t(`steps.${name}`)}
            </Text>
          </HStack>
        ))}
      </HStack>

      {current === 'storeType' && (
        <Field.Root invalid={Boolean(errors.storeType)} required>
          <RadioCard.Root
            value={values.storeType ?? ''}
            onValueChange={(details) => {
              setValues((v) => ({ ...v, storeType: details.value as StoreTypeValue }));
              setError('storeType', undefined);
            }}
            colorPalette="brand"
            w="full"
          >
            <RadioCard.Label>{label(ENTRY_FIELD_LABELS.storeType)}</RadioCard.Label>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap={3}>
              {STORE_TYPES.map((type) => (
                <RadioCard.Item
                  key={type}
                  value={type}
                  disabled={fixedType !== null && fixedType !== type}
                  data-testid={ids.storeType(type)}
                >
                  <RadioCard.ItemHiddenInput />
                  <RadioCard.ItemControl>
                    <RadioCard.ItemContent>
                      <RadioCard.ItemText>{label(STORE_TYPE_LABELS[type])}</RadioCard.ItemText>
                      <RadioCard.ItemDescription>
                        {fixedType === type ? t('storeTypeFixed') : t(`storeTypeHint.${type}`)}
                      </RadioCard.ItemDescription>
                    </RadioCard.ItemContent>
                    <RadioCard.ItemIndicator />
                  </RadioCard.ItemControl>
                </RadioCard.Item>
              ))}
            </SimpleGrid>
          </RadioCard.Root>
          {errors.storeType && <Field.ErrorText>{errors.storeType}</Field.ErrorText>}
        </Field.Root>
      )}

      {current === 'enterprise' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          {text('companyName', { maxLength: 60 })}
          {text('creditCode', { maxLength: 18 })}
          {text('legalPerson', { maxLength: 20 })}
          {text('contact', { maxLength: 20 })}
          {text('phone', { maxLength: 11, type: 'tel' })}
          {text('registeredCapital', { maxLength: 16, type: 'text' })}
          {text('registrationPlace', { maxLength: 60 })}
          {text('address', { maxLength: 120 })}
          {text('postalCode', { maxLength: 6 })}
          {text('establishedOn', { type: 'date' })}
          {text('taxNumber', { maxLength: 20 })}
          {text('bank', { maxLength: 40 })}
          {text('accountNumber', { maxLength: 30 })}
          {text('accountName', { maxLength: 60 })}
          {file('licenceFileId', 'licence', imageHint)}
          {file('idFrontFileId', 'idScan', imageHint)}
          {file('idBackFileId', 'idScan', imageHint)}
        </SimpleGrid>
      )}

      {current === 'store' && (
        <Stack gap={4}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
            {text('shopName', { maxLength: 20 })}
            <Box />
            {file('logoWideFileId', 'attachment', t('logoHint', LOGO_SIZES[0]))}
            {file('logoSquareFileId', 'attachment', t('logoHint', LOGO_SIZES[1]))}
          </SimpleGrid>
          <Field.Root invalid={Boolean(errors.industryIds)} required>
            <Field.Label>
              {label(ENTRY_FIELD_LABELS.industryIds)}
              <Field.RequiredIndicator />
            </Field.Label>
            <Text fontSize="xs" color="fg.muted">
              {t('industriesHint', { max: HOME_INDUSTRIES_MAX })}
            </Text>
            <SimpleGrid columns={{ base: 2, md: 4 }} gap={2} w="full">
              {(industries.data ?? []).map((category) => {
                const checked = values.industryIds.includes(category.id);
                return (
                  <Checkbox.Root
                    key={category.id}
                    size="sm"
                    colorPalette="brand"
                    checked={checked}
                    disabled={!checked && values.industryIds.length >= HOME_INDUSTRIES_MAX}
                    data-testid={ids.industry(category.id)}
                    onCheckedChange={(details) => {
                      setValues((v) => ({
                        ...v,
                        industryIds: details.checked
                          ? [...v.industryIds, category.id]
                          : v.industryIds.filter((id) => id !== category.id),
                      }));
                      setError('industryIds', undefined);
                    }}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontWeight="normal">
                      {lang === 'en' ? category.nameEn || category.name : category.name}
                    </Checkbox.Label>
                  </Checkbox.Root>
                );
              })}
            </SimpleGrid>
            {errors.industryIds && <Field.ErrorText>{errors.industryIds}</Field.ErrorText>}
          </Field.Root>
          <FormField
            label={label(ENTRY_FIELD_LABELS.attachmentIds)}
            error={errors.attachmentIds}
            helperText={t('attachmentsHint', { max: ONBOARDING_MAX_ATTACHMENTS })}
          >
            <AttachmentsField
              testId={ids.file('attachmentIds')}
              value={values.attachments}
              max={ONBOARDING_MAX_ATTACHMENTS}
              purpose="licence"
              onChange={(attachments) => setValues((v) => ({ ...v, attachments }))}
            />
          </FormField>
        </Stack>
      )}

      {current === 'submit' && (
        <Stack gap={3}>
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('review')}</Alert.Title>
              <Alert.Description>{t('flow', ONBOARDING_REVIEW_DAYS)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap={2} fontSize="sm">
            <Text>
              {label(ENTRY_FIELD_LABELS.storeType)}:{' '}
              {values.storeType ? label(STORE_TYPE_LABELS[values.storeType]) : ''}
            </Text>
            {(['companyName', 'creditCode', 'legalPerson', 'phone', 'shopName'] as TextField[]).map((field) => (
              <Text key={field}>
                {label(ENTRY_FIELD_LABELS[field])}: {values.text[field]}
              </Text>
            ))}
          </SimpleGrid>
          {Object.entries(errors)
            .filter(([, message]) => message)
            .map(([field, message]) => (
              <Text key={field} color="fg.error" fontSize="sm">
                {message}
              </Text>
            ))}
        </Stack>
      )}

      <HStack justify="space-between">
        <Button
          variant="outline"
          size="sm"
          disabled={step === 0}
          data-testid={ids.back}
          onClick={() => setStep((s) => Math.max(0, s - 1))}
        >
          {t('back')}
        </Button>
        {current === 'submit' ? (
          <Button
            colorPalette="brand"
            loading={submitting.isLoading}
            data-testid={ids.submit}
            onClick={() => void submitAll()}
          >
            {t('submit')}
          </Button>
        ) : (
          <Button
            colorPalette="brand"
            loading={saving.isLoading}
            data-testid={ids.next}
            onClick={() => void saveStep()}
          >
            {t('next')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
