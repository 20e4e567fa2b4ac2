// Factory centre, "messages" (`/factoryCenter/messages`): the messages buyers left on the factory's page
// (messageBoard/page, box received), newest first, with the contact to answer by and a delete. Loaded lazily
// by the centre (app/centre/centre-sections.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { MessageBoardItem } from '@portal/contracts/http/message-board';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useDeleteFactoryMessageMutation, useFactoryMessagesQuery } from './factories-api.ts';
import { factoriesTestIds } from './test-ids.ts';
import { useFactoryTexts } from './use-factory-texts.ts';
import { marketDateTime } from '@/shared/market-time.ts';

const ids = factoriesTestIds.messages;
const PAGE_SIZE = 10;

function MessageRow({ message, onDelete }: { message: MessageBoardItem; onDelete(): void }) {
  const { t } = useTranslation('factories');
  return (
    <Stack gap={2} p={4} data-testid={ids.row}>
      <Flex gap={2} wrap="wrap" align="center">
        <Text fontWeight="semibold">{message.contactName}</Text>
        <Badge variant="subtle">{message.senderNickname}</Badge>
        <Text fontSize="xs" color="fg.muted" flex="1">
          {marketDateTime(message.createdAt)}
        </Text>
        <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete} data-testid={ids.delete}>
          {t('messages.delete')}
        </Button>
      </Flex>
      <Text fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-word">
        {message.content}
      </Text>
      <HStack gap={4} fontSize="xs" color="fg.muted" wrap="wrap">
        <Link href={`mailto:${message.email}`} color="brand.fg">
          {message.email}
        </Link>
        {message.mobile && <Text>{message.mobile}</Text>}
      </HStack>
    </Stack>
  );
}

export default function MessagesSection() {
  const { t } = useTranslation('factories');
  useFactoryTexts();
  const [pageNum, setPageNum] = useState(1);
  const query = useFactoryMessagesQuery({ box: 'received', pageNum, pageSize: PAGE_SIZE });
  const [remove, removing] = useDeleteFactoryMessageMutation();
  const [doomed, setDoomed] = useState<MessageBoardItem | null>(null);
  const confirm = async () => {
    if (!doomed) return;
    try {
      await remove({ id: doomed.id }).unwrap();
      showSuccess(t('messages.deleted'));
    } catch {
      // toasted by the base query
    }
    setDoomed(null);
  };
  return (
    <Stack gap={3} data-testid={ids.root}>
      <Text fontSize="sm" color="fg.muted">
        {t('messages.intro')}
      </Text>
      <QueryState query={query} empty={t('messages.empty')} skeleton={{ rows: 3, rowHeight: '6rem', gap: 2 }}>
        {(page) => (
          <Stack gap={3}>
            <Stack gap={0} borderWidth="1px" borderRadius="md" bg="bg" divideY="1px">
              {page.records.map((message) => (
                <MessageRow key={message.id} message={message} onDelete={() => setDoomed(message)} />
              ))}
            </Stack>
            <Pager page={page.pageNum} total={page.total} pageSize={PAGE_SIZE} onPageChange={setPageNum} />
          </Stack>
        )}
      </QueryState>
      <ConfirmDialog
        open={doomed !== null}
        title={t('messages.confirmTitle')}
        body={doomed ? t('messages.confirmBody', { name: doomed.contactName }) : null}
        confirmLabel={t('messages.delete')}
        cancelLabel={t('messages.cancel')}
        busy={removing.isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setDoomed(null)}
      />
    </Stack>
  );
}
