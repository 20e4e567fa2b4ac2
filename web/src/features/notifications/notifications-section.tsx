// Buyer centre, "notifications" (`/buyerCenter/notifications`), and the operator's in the console
// (`/console?tab=notifications`): every notice of the user, newest first and paged, the shown ones marked read,
// and 'mark all read'. Loaded lazily by the centre (app/centre/centre-sections.ts) and the console
// (app/console-route.tsx).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { notificationUnreadChanged, selectNotificationUnread } from './unread-slice.ts';
import { Pager } from '@/shared/ui/pager.tsx';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useMarkNotificationsReadMutation, useNotificationsQuery } from './notifications-api.ts';
import { NotificationRows } from './notification-rows.tsx';
import { notificationTestIds as ids } from './test-ids.ts';
import { useMarkShownRead } from './use-mark-read.ts';

export const NOTIFICATIONS_PAGE_SIZE = 10;

export default function NotificationsSection() {
  const { t } = useTranslation('notifications');
  const dispatch = useAppDispatch();
  const [pageNum, setPageNum] = useState(1);
  const query = useNotificationsQuery({ pageNum, pageSize: NOTIFICATIONS_PAGE_SIZE });
  const unread = useMarkShownRead(query.data?.records);
  const unreadCount = useAppSelector(selectNotificationUnread);
  const [markRead, marking] = useMarkNotificationsReadMutation();
  const markAll = () =>
    void markRead({ all: true })
      .unwrap()
      .then(
        (answer) => dispatch(notificationUnreadChanged(answer.unread)),
        () => undefined,
      );
  return (
    <Stack gap={3}>
      <HStack justify="space-between" wrap="wrap" gap={2}>
        <Text color="fg.muted" fontSize="sm">
          {t('unreadCount', { count: unreadCount })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={markAll}
          loading={marking.isLoading}
          disabled={unreadCount === 0}
          data-testid={ids.markAll}
        >
          {t('markAll')}
        </Button>
      </HStack>
      <QueryState query={query} empty={t('empty')} skeleton={{ rows: 4, rowHeight: '4rem', gap: 2 }}>
        {(page) => (
          <Stack gap={3}>
            <Box borderWidth="1px" borderRadius="md" bg="bg" overflow="hidden">
              <NotificationRows records={page.records} unread={unread} />
            </Box>
            <Pager page={pageNum} total={page.total} pageSize={NOTIFICATIONS_PAGE_SIZE} onPageChange={setPageNum} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
