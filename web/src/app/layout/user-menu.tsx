// The header's user menu (Chakra Menu: zag menu and floating-ui), a chunk of its own: the header shows a
// plain trigger at once and imports this on the first hover, focus or click (requirements section 5's JS budget).
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useAppDispatch } from '@/shared/store/hooks.ts';
import { logoutRequested } from '@/shared/session/session-slice.ts';
import { testIds } from '@/shared/test-ids.ts';
import type { UserInfo } from '@portal/contracts/entities/user';
import { userMenuItems, userMenuTestId, UserMenuTriggerContent, userMenuTriggerProps } from './user-menu-items.tsx';

export interface UserMenuProps {
  user: UserInfo | null;
  /** Open at once: the user clicked the plain trigger this replaces. */
  defaultOpen?: boolean;
}

export function UserMenu({ user, defaultOpen = false }: UserMenuProps) {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      defaultOpen={defaultOpen}
      onSelect={(details) => {
        if (details.value === 'logout') dispatch(logoutRequested());
      }}
    >
      <Menu.Trigger asChild>
        <Button {...userMenuTriggerProps}>
          <UserMenuTriggerContent user={user} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="10rem">
            {user && (
              <Box px={2} py={1.5} fontSize="xs" color="fg.muted">
                {t('header.welcome', { name: user.nickname })}
                <Text as="span" display="block">
                  {t(`header.roles.${user.role}`, { defaultValue: '' })}
                </Text>
              </Box>
            )}
            {userMenuItems(user?.role).map((item) => (
              <Menu.Item key={item.key} value={item.key} asChild data-testid={userMenuTestId(item.key)}>
                <RouterLink to={item.to}>{t(`header.menu.${item.key}`)}</RouterLink>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="logout" data-testid={testIds.header.logout}>
              {t('header.logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
