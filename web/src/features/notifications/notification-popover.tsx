// The header bell's list (Chakra Popover: zag and floating-ui), a chunk of its own loaded on the first hover,
// focus or click of the bell: the newest notices, marked read as they show, each a link to the thing, and
// 'view all' to the page of all of them: the buyer centre's, or the console's for the operator (who has no buyer
// centre). Real loading, error (with retry) and empty states.
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, HStack, Popover, Portal, Text } from '@chakra-ui/react';
import { paths } from '@/shared/paths.ts';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { QueryState } from '@/shared/ui/query-state.tsx';
import { useNotificationsQuery } from './notifications-api.ts';
import { NotificationRows } from './notification-rows.tsx';
import { notificationTestIds as ids } from './test-ids.ts';
import { useMarkShownRead } from './use-mark-read.ts';

/** Notices the bell shows; the rest are on the buyer centre's page (the console's for the operator). */
export const BELL_PAGE_SIZE = 6;

/** Where 'view all' leads: the operator reads its notifications in the console. */
export function allNotificationsPath(role: string | undefined): string {
  return role === 'operator' ? paths.console({ tab: 'notifications' }) : paths.buyerCenter('notifications');
}

function BellList({ onFollow }: { onFollow: () => void }) {
  const { t } = useTranslation('notifications');
  const query = useNotificationsQuery({ pageNum: 1, pageSize: BELL_PAGE_SIZE });
  const unread = useMarkShownRead(query.data?.records);
  return (
    <QueryState query={query} empty={t('empty')} skeleton={{ rows: 3, rowHeight: '3.5rem', gap: 2 }}>
      {(page) => <NotificationRows records={page.records} unread={unread} onFollow={onFollow} compact />}
    </QueryState>
  );
}

export interface NotificationPopoverProps {
  /** The bell button (the header draws it, with its count). */
  trigger: ReactElement;
  defaultOpen?: boolean;
}

export function NotificationPopover({ trigger, defaultOpen = false }: NotificationPopoverProps) {
  const { t } = useTranslation('notifications');
  const [open, setOpen] = useState(defaultOpen);
  const role = useSelector(selectUserInfo)?.role;
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width="min(24rem, calc(100vw - 1.5rem))"
            bg="bg"
            borderWidth="1px"
            borderRadius="md"
            boxShadow="lg"
            overflow="hidden"
            zIndex="popover"
            data-testid={ids.popover}
          >
            <HStack justify="space-between" px={3} py={2} borderBottomWidth="1px">
              <Popover.Title asChild>
                <Text as="h2" fontWeight="semibold">
                  {t('title')}
                </Text>
              </Popover.Title>
            </HStack>
            <Box maxH="min(26rem, 60vh)" overflowY="auto">
              {open && <BellList onFollow={() => setOpen(false)} />}
            </Box>
            <Box borderTopWidth="1px" px={3} py={2} textAlign="center">
              <Button asChild size="sm" variant="ghost" colorPalette="brand" data-testid={ids.viewAll}>
                <RouterLink to={allNotificationsPath(role)} onClick={() => setOpen(false)}>
                  {t('viewAll')}
                </RouterLink>
              </Button>
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
