// Buyer centre, "individual authentication" (`/buyerCenter/authentication`): an individual user gives the
// real name, the ID number (checked with its check digit here and on the server) and both sides of the ID
// card; the operator reviews it in the console. Approved, the user is authenticated and may take part where
// individuals were told 'Individual users cannot apply. Please authenticate!'.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { IDENTITY_MESSAGES, checkIdentity, type IdentityField } from '@portal/contracts/rules/identity';
import { ENTRY_FIELD_LABELS } from '@portal/contracts/rules/onboarding';
import { fieldFailure } from '@/shared/forms/server-errors.ts';
import { useBilingual, useLang } from '@/shared/i18n/lang.ts';
import { FormField } from '@/shared/ui/form-field.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { PrivateFileField, StatusPanel, type FileValue } from './parts.tsx';
import { verificationTestIds as ids } from './test-ids.ts';
import { useReviewDecisionLive } from './use-review-live.ts';
import { useMyPersonalAuthQuery, useSubmitPersonalAuthMutation } from './verification-api.ts';

const FIELDS: readonly IdentityField[] = ['realName', 'idNumber', 'idFrontFileId', 'idBackFileId'];

function AuthenticationForm() {
  const { t } = useTranslation('verification');
  const lang = useLang();
  const label = useBilingual();
  const [realName, setRealName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  const [front, setFront] = useState<FileValue | null>(null);
  const [back, setBack] = useState<FileValue | null>(null);
  const [errors, setErrors] = useState<Partial<Record<IdentityField, string>>>({});
  const [submit, submitting] = useSubmitPersonalAuthMutation();
  const clear = (field: IdentityField) => setErrors((all) => ({ ...all, [field]: undefined }));
  const send = async () => {
    const body = { realName, idNumber, idFrontFileId: front?.fileId ?? null, idBackFileId: back?.fileId ?? null };
    const failure = checkIdentity(body);
    if (failure) {
      setErrors({ [failure.field]: IDENTITY_MESSAGES[failure.key][lang] });
      return;
    }
    try {
      await submit(body).unwrap();
      showSuccess(t('submitted'));
    } catch (error) {
      const refused = fieldFailure(error, FIELDS);
      if (refused) setErrors({ [refused.field]: refused.message });
    }
  };
  return (
    <Stack gap={4}>
      <Text color="fg.muted">{t('authenticationIntro')}</Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
        <FormField label={t('realName')} error={errors.realName} required>
          <Input
            data-testid={ids.field('realName')}
            value={realName}
            maxLength={20}
            onChange={(event) => {
              setRealName(event.currentTarget.value);
              clear('realName');
            }}
          />
        </FormField>
        <FormField label={t('idNumber')} error={errors.idNumber} helperText={t('idNumberHint')} required>
          <Input
            data-testid={ids.field('idNumber')}
            value={idNumber}
            maxLength={18}
            onChange={(event) => {
              setIdNumber(event.currentTarget.value);
              clear('idNumber');
            }}
          />
        </FormField>
        <FormField
          label={label(ENTRY_FIELD_LABELS.idFrontFileId)}
          error={errors.idFrontFileId}
          helperText={t('scanHint')}
          required
        >
          <PrivateFileField
            testId={ids.file('idFrontFileId')}
            purpose="idScan"
            value={front}
            onChange={(value) => {
              setFront(value);
              clear('idFrontFileId');
            }}
          />
        </FormField>
        <FormField
          label={label(ENTRY_FIELD_LABELS.idBackFileId)}
          error={errors.idBackFileId}
          helperText={t('scanHint')}
          required
        >
          <PrivateFileField
            testId={ids.file('idBackFileId')}
            purpose="idScan"
            value={back}
            onChange={(value) => {
              setBack(value);
              clear('idBackFileId');
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

export default function AuthenticationSection() {
  const { t } = useTranslation('verification');
  const [editing, setEditing] = useState(false);
  const query = useMyPersonalAuthQuery();
  useReviewDecisionLive('authentication');
  return (
    <Stack gap={4} data-testid={ids.authentication}>
      <QueryState query={query} empty={null} isEmpty={() => false}>
        {(mine) => {
          const application = mine.application;
          if (application && !(editing && application.status === 'rejected')) {
            return (
              <StatusPanel
                status={application.status}
                reason={application.rejectReason}
                approvedText={t('authenticationApproved')}
                onResubmit={() => setEditing(true)}
              >
                <Text>
                  {application.realName} · {application.idNumber}
                </Text>
              </StatusPanel>
            );
          }
          if (!mine.applyable && !application) {
            return (
              <Alert.Root status="info" data-testid={ids.refusal}>
                <Alert.Indicator />
                <Alert.Title>{t('alreadyAuthenticated')}</Alert.Title>
              </Alert.Root>
            );
          }
          return <AuthenticationForm />;
        }}
      </QueryState>
    </Stack>
  );
}
