// The header's bell for a logged-in user: the unread count (a small slice the user's room keeps current in
// every tab) in the first screen, and nothing else of the notification centre: its calls load after it (the
// count at login and after a re-sync of the user's room), its list, popover and texts on the first hover,
// focus or click of the bell (the home page's JavaScript budget, docs/architecture.md "The page road").
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Button, type ButtonProps } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { selectNotificationUnread } from '@/shared/session/notification-unread.ts';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { useUserEvent } from '@/shared/realtime/user-events.ts';
import { loadNamespaces } from '@/shared/i18n/i18n.ts';
import { BellIcon } from '@/shared/ui/icons.tsx';
import { testIds } from '@/shared/test-ids.ts';
import { loadAllRecipes } from '../theme.ts';

const loadPopover = () =>
  Promise.all([
    import('@/features/notifications/notification-popover.tsx'),
    loadAllRecipes(),
    loadNamespaces(['notifications']),
  ]).then(([module]) => module);
const NotificationPopover = lazy(() => loadPopover().then((m) => ({ default: m.NotificationPopover })));

function BellButton({ count, ...props }: ButtonProps & { count: number }) {
  const { t } = useTranslation('layout');
  return (
    <Button
      variant="outline"
      size="sm"
      px={2}
      position="relative"
      bg="bg"
      aria-label={count > 0 ? t('header.notificationsWithCount', { count }) : t('header.notifications')}
      data-testid={testIds.header.notifications}
      data-count={count}
      {...props}
    >
      <BellIcon color="brand.solid" boxSize={5} />
      <Box as="span" display={{ base: 'none', md: 'inline' }} fontSize="sm" fontWeight="normal">
        {t('header.notifications')}
      </Box>
      {count > 0 && (
        <Badge colorPalette="red" variant="solid" borderRadius="full" data-testid={testIds.header.notificationCount}>
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Button>
  );
}

/** Loads the unread count at login (per user) and after the user's room re-synced (notices may be missed). */
function useUnreadCount(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserInfo)?.id;
  const reload = () =>
    void import('@/features/notifications/unread-count.ts')
      .then(({ loadUnreadCount }) => loadUnreadCount(dispatch))
      .catch(() => undefined); // Offline: the room's next event or re-sync tells the count.
  useEffect(() => {
    if (userId !== undefined) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per user
  }, [userId]);
  useUserEvent('user:notifications', () => undefined, { onResync: reload });
}

export function NotificationBell() {
  const count = useAppSelector(selectNotificationUnread);
  const [wanted, setWanted] = useState(false);
  useUnreadCount();
  const preload = () => void loadPopover();
  const plain = (onClick?: () => void) => (
    <BellButton
      count={count}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={onClick}
    />
  );
  if (!wanted) return plain(() => setWanted(true));
  return (
    <Suspense fallback={plain()}>
      <NotificationPopover trigger={<BellButton count={count} />} defaultOpen />
    </Suspense>
  );
}
