// The goods pictures of the editor: uploaded one by one as public goods files after the upload rules (JPG, PNG
// or GIF, 10M each, at most GOODS_PICTURES_MAX), shown as thumbnails in order (the first is the card's
// picture), each removable or moved first.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, CloseButton, Flex, Image, Stack, Text } from '@chakra-ui/react';
import type { GoodsPicture } from '@portal/contracts/http/seller-goods';
import { ALLOWED_UPLOAD_TYPES, FILE_MAX_BYTES, FILE_MAX_MB } from '@portal/contracts/rules/constants';
import { GOODS_PICTURE_KINDS, GOODS_PICTURES_MAX, goodsMessage } from '@portal/contracts/rules/goods';
import { useUploadFileMutation } from '@/shared/api/upload-api.ts';
import { useLang } from '@/shared/i18n/lang.ts';
import { useRuleMessage } from '@/shared/i18n/rule-message.ts';
import { showError } from '@/shared/ui/toast.ts';
import { sellerTestIds } from './test-ids.ts';

const ids = sellerTestIds.editor;
const IMAGE_TYPES = ALLOWED_UPLOAD_TYPES.filter((type) =>
  (GOODS_PICTURE_KINDS as readonly string[]).includes(type.kind),
);
const ACCEPT = IMAGE_TYPES.flatMap((type) => [...type.extensions, ...type.mimes]).join(',');
const EXTENSIONS = IMAGE_TYPES.flatMap((type) => type.extensions);

export function PicturesField({
  value,
  onChange,
}: {
  value: readonly GoodsPicture[];
  onChange(value: GoodsPicture[]): void;
}) {
  const { t } = useTranslation('seller');
  const lang = useLang();
  const ruleText = useRuleMessage();
  const picker = useRef<HTMLInputElement>(null);
  const [uploadFile, upload] = useUploadFileMutation();

  const pick = async (files: FileList | null) => {
    const chosen = files ? [...files] : [];
    if (picker.current) picker.current.value = '';
    if (chosen.length === 0) return;
    if (value.length + chosen.length > GOODS_PICTURES_MAX) {
      showError(goodsMessage('picturesTooMany', lang, { max: GOODS_PICTURES_MAX }));
      return;
    }
    for (const file of chosen) {
      const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
      if (!EXTENSIONS.includes(extension)) {
        showError(
          ruleText({
            rule: 'attachmentType',
            params: { name: file.name, types: IMAGE_TYPES.map((type) => type.label).join(', ') },
          }),
        );
        return;
      }
      if (file.size > FILE_MAX_BYTES) {
        showError(ruleText({ rule: 'attachmentTooBig', params: { name: file.name, maxMb: FILE_MAX_MB } }));
        return;
      }
    }
    const added: GoodsPicture[] = [];
    for (const file of chosen) {
      try {
        const saved = await uploadFile({ file, purpose: 'goods' }).unwrap();
        added.push({ fileId: saved.fileId, name: saved.name, url: saved.url });
      } catch {
        // The error toast said why; keep what was uploaded.
        break;
      }
    }
    onChange([...value, ...added]);
  };

  return (
    <Stack gap={2} data-testid={ids.pictures}>
      <Flex gap={3} wrap="wrap">
        {value.map((picture, index) => (
          <Box key={picture.fileId} position="relative" data-testid={ids.picture(index)}>
            <Image
              src={picture.url}
              alt={picture.name}
              boxSize="5.5rem"
              objectFit="cover"
              borderRadius="md"
              borderWidth={index === 0 ? '2px' : '1px'}
              borderColor={index === 0 ? 'brand.solid' : 'border'}
            />
            <CloseButton
              size="2xs"
              position="absolute"
              top={1}
              insetEnd={1}
              bg="bg"
              aria-label={t('editor.pictureRemove', { name: picture.name })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            />
            {index > 0 && (
              <Button
                size="2xs"
                variant="subtle"
                position="absolute"
                bottom={1}
                insetStart={1}
                onClick={() => onChange([picture, ...value.filter((_, i) => i !== index)])}
              >
                {t('editor.pictureFirst')}
              </Button>
            )}
          </Box>
        ))}
        {value.length < GOODS_PICTURES_MAX && (
          <Button
            variant="outline"
            boxSize="5.5rem"
            whiteSpace="normal"
            fontSize="xs"
            loading={upload.isLoading}
            onClick={() => picker.current?.click()}
          >
            {t('editor.pictureAdd')}
          </Button>
        )}
      </Flex>
      <input
        ref={picker}
        type="file"
        hidden
        multiple
        accept={ACCEPT}
        onChange={(event) => void pick(event.target.files)}
        data-testid={ids.pictureInput}
      />
      <Text fontSize="xs" color="fg.muted">
        {t('editor.picturesHelp', { max: GOODS_PICTURES_MAX, mb: FILE_MAX_MB })}
      </Text>
    </Stack>
  );
}
