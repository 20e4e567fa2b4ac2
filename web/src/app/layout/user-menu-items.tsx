// What the header's user menu lists, and its trigger's look: shared by the plain trigger the header shows at
// once and the Chakra menu (user-menu.tsx) that replaces it when first used.
import { useTranslation } from 'react-i18next';
import { Text } from '@chakra-ui/react';
import { paths } from '@/shared/paths.ts';
import { UserIcon } from '@/shared/ui/icons.tsx';
import { testIds } from '@/shared/test-ids.ts';
import type { UserInfo } from '@portal/contracts/entities/user';

/**
 * The user menu: the personal pages of the route table, in this order. A centre page (buyer / seller /
 * factory centre) or an order list joins here, as one line with its `roles`, once its route exists.
 */
export const USER_MENU_ITEMS: readonly { key: string; to: string; roles?: readonly UserInfo['role'][] }[] = [
  {
    key: 'inquiries',
    to: paths.InquiryCounterofferList(),
    roles: ['buyer', 'shop', 'factory', 'provider', 'personal'],
  },
  { key: 'cart', to: paths.Shopping() },
  { key: 'orders', to: paths.buyerCenter('orders'), roles: ['buyer', 'personal', 'shop', 'factory', 'provider'] },
  { key: 'ordersReceived', to: paths.sellerCenter('ordersReceived'), roles: ['shop', 'factory', 'provider'] },
  { key: 'favourites', to: paths.favorites() },
  { key: 'footprint', to: paths.footprint() },
  { key: 'coupons', to: paths.coupon() },
  { key: 'chat', to: paths.chat() },
  { key: 'console', to: paths.console(), roles: ['operator'] },
] as const;

/** The menu items a user of this role sees. */
export function userMenuItems(role: UserInfo['role'] | undefined) {
  return USER_MENU_ITEMS.filter((item) => !item.roles || (role !== undefined && item.roles.includes(role)));
}

export const userMenuTestId = (key: string) => `header-user-menu-${key}`;

/** The trigger button's props (Chakra Button recipe), the same on the plain trigger and the menu's. */
export const userMenuTriggerProps = {
  size: 'xs',
  variant: 'ghost',
  maxW: '12rem',
  'data-testid': testIds.header.userMenu,
} as const;

export function UserMenuTriggerContent({ user }: { user: UserInfo | null }) {
  const { t } = useTranslation('layout');
  return (
    <>
      <UserIcon />
      <Text as="span" truncate>
        {user?.nickname ?? user?.account ?? t('header.me')}
      </Text>
    </>
  );
}
