// Small parts of the onboarding pages: the reader's language, bilingual contract labels, the status badge and
// one single-file upload (licence, ID scans, logos) with the section-5 type and size checks.
import { useTranslation } from 'react-i18next';
import { Badge, Button, HStack, Link, Text } from '@chakra-ui/react';
import type { FilePurpose } from '@portal/contracts/http/file';
import type { EntryStatusValue } from '@portal/contracts/http/merchant-entry';
import { FILE_MAX_BYTES, UPLOAD_ACCEPT } from '@portal/contracts/rules/constants';
import { checkAttachments } from '@portal/contracts/rules/validation';
import { useUploadFileMutation } from '@/shared/api/upload-api.ts';
import { useBilingual, useLang } from '@/shared/i18n/lang.ts';
import { useRuleMessage } from '@/shared/i18n/rule-message.ts';
import { showError } from '@/shared/ui/toast.ts';
import {} from '@/shared/market-time.ts';

export { useBilingual, useLang };

const STATUS_PALETTE: Record<EntryStatusValue, string> = {
  draft: 'gray',
  submitted: 'orange',
  approved: 'green',
  rejected: 'red',
};

export function EntryStatusBadge({ status, testId }: { status: EntryStatusValue; testId?: string }) {
  const { t } = useTranslation('onboarding');
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} size="lg" data-testid={testId} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export interface FileValue {
  fileId: string;
  name: string;
  url: string;
}

/** One file: upload (or replace) through file/upload with the purpose given; shows the file with a link. */
export function SingleFileField({
  value,
  onChange,
  purpose,
  accept = UPLOAD_ACCEPT,
  testId,
}: {
  value: FileValue | null;
  onChange(value: FileValue): void;
  purpose: FilePurpose;
  accept?: string;
  testId?: string;
}) {
  const { t } = useTranslation('onboarding');
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
            accept={accept}
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
            {t('uploaded', { name: value.name })}
          </Link>
        </Text>
      )}
    </HStack>
  );
}
