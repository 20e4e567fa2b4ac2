// Parts of the verification sections: the status of an application (with the operator's reason and a way to
// submit again after a rejection), and one private file upload (licence, ID scans) with the upload rules.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { FilePurpose } from '@portal/contracts/http/file';
import type { VerificationStatusValue } from '@portal/contracts/http/verification';
import { FILE_MAX_BYTES, UPLOAD_ACCEPT } from '@portal/contracts/rules/constants';
import { checkAttachments } from '@portal/contracts/rules/validation';
import { useUploadFileMutation } from '@/shared/api/upload-api.ts';
import { useRuleMessage } from '@/shared/i18n/rule-message.ts';
import { showError } from '@/shared/ui/toast.ts';
import { verificationTestIds as ids } from './test-ids.ts';

const PALETTE: Record<VerificationStatusValue, string> = { submitted: 'orange', approved: 'green', rejected: 'red' };

export interface FileValue {
  fileId: string;
  name: string;
  url: string;
}

/** The application's status: waiting, approved (what it opens), rejected with the reason. */
export function StatusPanel({
  status,
  reason,
  approvedText,
  onResubmit,
  children,
}: {
  status: VerificationStatusValue;
  reason: string | null;
  approvedText: string;
  onResubmit(): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('verification');
  return (
    <Stack gap={3}>
      <HStack gap={2} wrap="wrap">
        <Text>{t('statusLabel')}</Text>
        <Badge colorPalette={PALETTE[status]} size="lg" data-testid={ids.status} data-status={status}>
          {t(`status.${status}`)}
        </Badge>
      </HStack>
      <Alert.Root status={status === 'approved' ? 'success' : status === 'rejected' ? 'error' : 'info'}>
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            {status === 'approved' ? approvedText : status === 'rejected' ? t('rejectedTitle') : t('waiting')}
          </Alert.Title>
          {status === 'rejected' && reason && (
            <Alert.Description data-testid={ids.reason}>{t('reason', { reason })}</Alert.Description>
          )}
        </Alert.Content>
      </Alert.Root>
      {children}
      {status === 'rejected' && (
        <HStack>
          <Button size="sm" colorPalette="brand" data-testid={ids.resubmit} onClick={onResubmit}>
            {t('resubmit')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** One private file: uploaded through file/upload with its purpose; shows the file with a link. */
export function PrivateFileField({
  value,
  onChange,
  purpose,
  testId,
}: {
  value: FileValue | null;
  onChange(value: FileValue): void;
  purpose: FilePurpose;
  testId: string;
}) {
  const { t } = useTranslation('verification');
  const message = useRuleMessage();
  const [uploadFile, { isLoading }] = useUploadFileMutation();
  const pick = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const failure = checkAttachments([file], { max: 1, maxBytes: FILE_MAX_BYTES });
    if (failure) {
      showError(message(failure));
      return;
    }
    try {
      const saved = await uploadFile({ file, purpose }).unwrap();
      onChange({ fileId: saved.fileId, name: saved.name, url: saved.url });
    } catch {
      // The error toast said why; the field keeps its file.
    }
  };
  return (
    <HStack gap={3} wrap="wrap" data-testid={testId}>
      <Button asChild size="sm" variant="outline" loading={isLoading}>
        <label>
          {value ? t('replace') : t('upload')}
          <input
            type="file"
            hidden
            accept={UPLOAD_ACCEPT}
            onChange={(event) => {
              void pick(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
          />
        </label>
      </Button>
      {value && (
        <Text fontSize="sm" color="fg.muted" truncate maxW="60">
          <Link href={value.url} target="_blank" rel="noreferrer">
            {value.name}
          </Link>
        </Text>
      )}
    </HStack>
  );
}
