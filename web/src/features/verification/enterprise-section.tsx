// Buyer centre, "enterprise information" (`/buyerCenter/enterprise`): a buyer without a company gives the
// Company fields and the business licence scan; the operator reviews it in the console. Approved, the buyer's
// company exists and inquiries, price applications and inspections open to it. Refused on a field, the form
// says which (checked here first, then by the server) and keeps what was typed.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { EnterpriseInfo, EnterpriseInfoFields } from '@portal/contracts/http/verification';
import {
  ENTRY_FIELD_LABELS,
  checkEntryFields,
  entryFailureText,
  type EntryField,
} from '@portal/contracts/rules/onboarding';
import { fieldFailure } from '@/shared/forms/server-errors.ts';
import { useBilingual, useLang } from '@/shared/i18n/lang.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { PrivateFileField, StatusPanel, type FileValue } from './parts.tsx';
import { verificationTestIds as ids } from './test-ids.ts';
import { useReviewDecisionLive } from './use-review-live.ts';
import { useMyEnterpriseInfoQuery, useSubmitEnterpriseInfoMutation } from './verification-api.ts';

const TEXT_FIELDS = [
  'companyName',
  'creditCode',
  'legalPerson',
  'contact',
  'phone',
  'registeredCapital',
  'registrationPlace',
  'address',
  'postalCode',
  'establishedOn',
  'taxNumber',
  'bank',
  'accountNumber',
  'accountName',
] as const satisfies readonly EntryField[];
type TextField = (typeof TEXT_FIELDS)[number];
const CHECKED: readonly EntryField[] = [...TEXT_FIELDS, 'licenceFileId'];

const MAX_LENGTH: Record<TextField, number> = {
  companyName: 60,
  creditCode: 18,
  legalPerson: 20,
  contact: 20,
  phone: 11,
  registeredCapital: 16,
  registrationPlace: 60,
  address: 120,
  postalCode: 6,
  establishedOn: 10,
  taxNumber: 20,
  bank: 40,
  accountNumber: 30,
  accountName: 60,
};

function initialText(application: EnterpriseInfo | null): Record<TextField, string> {
  return Object.fromEntries(TEXT_FIELDS.map((f) => [f, application?.[f] ?? ''])) as Record<TextField, string>;
}

function EnterpriseForm({ application }: { application: EnterpriseInfo | null }) {
  const { t } = useTranslation('verification');
  const lang = useLang();
  const label = useBilingual();
  const [text, setText] = useState(() => initialText(application));
  const [licence, setLicence] = useState<FileValue | null>(application?.licence ?? null);
  const [errors, setErrors] = useState<Partial<Record<EntryField, string>>>({});
  const [submit, submitting] = useSubmitEnterpriseInfoMutation();
  const send = async () => {
    const body: EnterpriseInfoFields = { ...text, licenceFileId: licence?.fileId ?? null };
    const failure = checkEntryFields(body, { complete: true, only: CHECKED });
    if (failure) {
      setErrors({ [failure.field]: entryFailureText(failure, lang) });
      return;
    }
    try {
      await submit(body).unwrap();
      showSuccess(t('submitted'));
    } catch (error) {
      const refused = fieldFailure(error, CHECKED);
      if (refused) setErrors({ [refused.field]: refused.message });
    }
  };
  return (
    <Stack gap={4}>
      <Text color="fg.muted">{t('enterpriseIntro')}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        {TEXT_FIELDS.map((field) => (
          <FormField key={field} label={label(ENTRY_FIELD_LABELS[field])} error={errors[field]} required>
            <Input
              data-testid={ids.field(field)}
              value={text[field]}
              maxLength={MAX_LENGTH[field]}
              type={field === 'establishedOn' ? 'date' : field === 'phone' ? 'tel' : 'text'}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setText((all) => ({ ...all, [field]: value }));
                setErrors((all) => ({ ...all, [field]: undefined }));
              }}
            />
          </FormField>
        ))}
        <FormField
          label={label(ENTRY_FIELD_LABELS.licenceFileId)}
          error={errors.licenceFileId}
          helperText={t('scanHint')}
          required
        >
          <PrivateFileField
            testId={ids.file('licenceFileId')}
            purpose="licence"
            value={licence}
            onChange={(value) => {
              setLicence(value);
              setErrors((all) => ({ ...all, licenceFileId: undefined }));
            }}
          />
        </FormField>
      </SimpleGrid>
      <Stack direction="row" justify="flex-end">
        <Button
          colorPalette="brand"
          loading={submitting.isLoading}
          data-testid={ids.submit}
          onClick={() => void send()}
        >
          {t('submit')}
        </Button>
      </Stack>
    </Stack>
  );
}

export default function EnterpriseSection() {
  const { t } = useTranslation('verification');
  const [editing, setEditing] = useState(false);
  const query = useMyEnterpriseInfoQuery();
  useReviewDecisionLive('enterprise');
  return (
    <Stack gap={4} data-testid={ids.enterprise}>
      <QueryState query={query} empty={null} isEmpty={() => false}>
        {(mine) => {
          const application = mine.application;
          if (application && !(editing && application.status === 'rejected')) {
            return (
              <StatusPanel
                status={application.status}
                reason={application.rejectReason}
                approvedText={t('enterpriseApproved')}
                onResubmit={() => setEditing(true)}
              >
                <Text fontWeight="bold">{application.companyName}</Text>
              </StatusPanel>
            );
          }
          if (!mine.applyable && !application) {
            return (
              <Alert.Root status="warning" data-testid={ids.refusal}>
                <Alert.Indicator />
                <Alert.Title>{mine.message}</Alert.Title>
              </Alert.Root>
            );
          }
          return <EnterpriseForm application={application} />;
        }}
      </QueryState>
    </Stack>
  );
}
