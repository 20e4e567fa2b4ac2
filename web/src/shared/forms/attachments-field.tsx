// One attachments field for every form that attaches files (an inquiry's attachments, a deposit voucher, a
// supply request): uploads one by one through file/upload after the section-5 checks (count, 10M, types)
// and lists what was uploaded with a link and a remove; the form sends the file ids.
import { useTranslation } from 'react-i18next';
import { Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { FilePurpose } from '@portal/contracts/http/file';
import { FILE_MAX_BYTES } from '@portal/contracts/rules/constants';
import { checkAttachments } from '@portal/contracts/rules/validation';
import { useUploadFileMutation } from '../api/upload-api.ts';
import { useRuleMessage } from '../i18n/rule-message.ts';
import { showError } from '../ui/toast.ts';

/** An uploaded file as the form keeps it (the contracts' AttachmentRef). */
export interface AttachmentValue {
  fileId: string;
  name: string;
  url: string;
}

/** Uploads files one by one (at most `max`, 10M each, the section-5 types) and lists them with a remove. */
export function AttachmentsField({
  value,
  onChange,
  max,
  purpose,
  testId,
}: {
  value: AttachmentValue[];
  onChange(value: AttachmentValue[]): void;
  max: number;
  purpose: FilePurpose;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  const message = useRuleMessage();
  const [uploadFile, { isLoading }] = useUploadFileMutation();
  const pickFiles = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const chosen = [...files];
    const failure = checkAttachments([...value.map((v) => ({ name: v.name, size: 0, type: '' })), ...chosen], {
      max,
      maxBytes: FILE_MAX_BYTES,
    });
    if (failure) {
      showError(message(failure));
      return;
    }
    const added: AttachmentValue[] = [];
    for (const file of chosen) {
      try {
        const saved = await uploadFile({ file, purpose }).unwrap();
        added.push({ fileId: saved.fileId, name: saved.name, url: saved.url });
      } catch {
        // The error toast said why; keep what was uploaded.
        break;
      }
    }
    onChange([...value, ...added]);
  };
  return (
    <Stack gap={2} data-testid={testId}>
      <HStack wrap="wrap">
        <Button asChild size="sm" variant="outline" loading={isLoading} disabled={value.length >= max}>
          <label>
            {t('attachments.add', { count: value.length, max })}
            <input
              type="file"
              multiple
              hidden
              onChange={(event) => {
                void pickFiles(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
          </label>
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {t('attachments.hint', { max })}
        </Text>
      </HStack>
      {value.map((file) => (
        <HStack
          key={file.fileId}
          justify="space-between"
          fontSize="sm"
          borderWidth="1px"
          borderRadius="md"
          px={2}
          py={1}
        >
          <Link href={file.url} target="_blank" rel="noreferrer" truncate>
            {file.name}
          </Link>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => onChange(value.filter((other) => other.fileId !== file.fileId))}
          >
            {t('attachments.remove')}
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
