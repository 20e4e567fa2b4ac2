// A page part only a logged-in user (of some roles) may use: anyone else sees why and the way on (the login
// page, coming back here afterwards) instead of a page that fails call by call. requirements section 8's wording.
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, EmptyState, VStack } from '@chakra-ui/react';
import type { UserRole } from '@portal/contracts/entities/user';
import { paths } from '../paths.ts';
import { selectIsLoggedIn, selectUserInfo } from './session-slice.ts';
import { UserIcon } from '../ui/icons.tsx';

export const requireLoginTestIds = {
  loginNeeded: 'require-login-needed',
  loginLink: 'require-login-link',
  roleRefused: 'require-login-role-refused',
} as const;

export interface RequireLoginProps {
  /** The roles that may use it; any logged-in user when left out. */
  roles?: readonly UserRole[];
  /** What a logged-in user of another role is told (translated); a general refusal by default. */
  refusal?: string;
  children: ReactNode;
}

export function RequireLogin({ roles, refusal, children }: RequireLoginProps) {
  const { t } = useTranslation('common');
  const loggedIn = useSelector(selectIsLoggedIn);
  const user = useSelector(selectUserInfo);
  const location = useLocation();
  if (!loggedIn) {
    return (
      <EmptyState.Root data-testid={requireLoginTestIds.loginNeeded}>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <UserIcon />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{t('requireLogin.title')}</EmptyState.Title>
            <EmptyState.Description>{t('requireLogin.description')}</EmptyState.Description>
          </VStack>
          <Button asChild colorPalette="brand" data-testid={requireLoginTestIds.loginLink}>
            <RouterLink to={paths.login(`${location.pathname}${location.search}`)}>
              {t('requireLogin.login')}
            </RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  // The user's info loads just after the token on start; wait for it before judging the role.
  if (roles && user && !roles.includes(user.role)) {
    return (
      <EmptyState.Root data-testid={requireLoginTestIds.roleRefused}>
        <EmptyState.Content>
          <VStack textAlign="center">
            <EmptyState.Title>{refusal ?? t('requireLogin.roleRefused')}</EmptyState.Title>
          </VStack>
          <Button asChild variant="outline">
            <RouterLink to={paths.root()}>{t('backHome')}</RouterLink>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return <>{children}</>;
}
