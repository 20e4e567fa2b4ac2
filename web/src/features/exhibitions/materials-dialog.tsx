// The materials of one exhibition to download (showFile/page): exhibitor manual, floor plan, registration
// form; each links to file/download, with its size and how often it was downloaded.
import { useTranslation } from 'react-i18next';
import { Button, CloseButton, Dialog, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import type { ShowRoomCard } from '@portal/contracts/entities/exhibition';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useShowFilesQuery } from './exhibitions-api.ts';
import { nameIn, useLang } from './parts.tsx';
import { exhibitionsTestIds } from './test-ids.ts';
import { usePhoneFullDialogSize } from '@/shared/ui/dialog-size.ts';
import { marketDate } from '@/shared/market-time.ts';

const ids = exhibitionsTestIds.materials;

/** 1.2 MB, 340 KB: the size of a file to download. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function MaterialsDialog({ room, onClose }: { room: ShowRoomCard; onClose(): void }) {
  const { t } = useTranslation('exhibitions');
  const lang = useLang();
  const query = useShowFilesQuery({ showRoomId: room.id, pageSize: 50 });
  const dialogSize = usePhoneFullDialogSize('md');
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} size={dialogSize}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={ids.dialog}>
            <Dialog.Header>
              <Dialog.Title>{t('materials.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text fontSize="sm" color="fg.muted" mb={3}>
                {nameIn(lang, room)}
              </Text>
              <QueryState
                query={query}
                skeleton={{ rows: 3, rowHeight: '3rem' }}
                errorTitle={t('materials.loadError')}
                empty={t('materials.empty')}
              >
                {(page) => (
                  <Stack gap={0} divideY="1px" borderWidth="1px" borderRadius="md">
                    {page.records.map((file) => (
                      <HStack
                        key={file.id}
                        px={3}
                        py={2}
                        gap={3}
                        justify="space-between"
                        data-testid={ids.file(file.id)}
                      >
                        <Stack gap={0} minW={0}>
                          <Text fontWeight="medium" truncate>
                            {file.title}
                          </Text>
                          <Text fontSize="xs" color="fg.muted">
                            {fileSize(file.size)} · {marketDate(file.createdAt)} ·{' '}
                            {t('materials.downloads', { count: file.downloads })}
                          </Text>
                        </Stack>
                        <Button asChild size="xs" variant="outline" colorPalette="brand" flexShrink={0}>
                          <Link href={file.url} download={file.fileName}>
                            {t('materials.download')}
                          </Link>
                        </Button>
                      </HStack>
                    ))}
                  </Stack>
                )}
              </QueryState>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('actions.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
