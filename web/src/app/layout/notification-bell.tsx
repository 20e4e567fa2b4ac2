// The header's bell for a logged-in user: a button and the unread count in the first screen, and nothing else
// of the notification centre: its count slice and calls load after it (the count at login and after a re-sync
// of the user's room; `user:notifications` keeps it current in every tab), its list, popover and texts on the
// first hover, focus or click of the bell (the home page's JavaScript budget, docs/architecture.md).
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, type ButtonProps } from '@chakra-ui/react';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks.ts';
import { selectUserInfo } from '@/shared/session/session-slice.ts';
import { BellIcon } from '@/shared/ui/icons.tsx';
import { testIds } from '@/shared/test-ids.ts';
import { loadAllRecipes } from '../theme.ts';

const bellCode = () => import('@/features/notifications/bell.ts');
const loadPopover = () =>
  Promise.all([bellCode().then((m) => m.loadPopover()), loadAllRecipes()]).then(([module]) => module);
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
      {count > 0 && (
        <Badge colorPalette="red" variant="solid" borderRadius="full" data-testid={testIds.header.notificationCount}>
          {count > 99 ? '99+' : count}
        </Badge>
      )}
    </Button>
  );
}

/** The count's slice (features/notifications/unread-slice.ts) is injected once its chunk loaded: 0 before. */
const selectBellCount = (state: object): number =>
  (state as { notificationUnread?: { total: number } }).notificationUnread?.total ?? 0;

/** Follows the unread count while this user is logged in (its code loads after the first screen). */
function useUnreadCount(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserInfo)?.id;
  useEffect(() => {
    if (userId === undefined) return undefined;
    let stop: (() => void) | undefined;
    let gone = false;
    bellCode().then(
      ({ followUnreadCount }) => {
        if (!gone) stop = followUnreadCount(dispatch);
      },
      () => undefined, // Offline or a new deployment: the bell shows no count until the next load.
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [dispatch, userId]);
}

export function NotificationBell() {
  const count = useAppSelector(selectBellCount);
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
