// One shop's lines in the cart: the shop's check box (all its available lines at once), its name as a link to
// the shop, then a row per line. Memoised with its rows: checking one line re-renders that row only.
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Checkbox, HStack, Image, Link, Stack } from '@chakra-ui/react';
import type { CartGroup, CartLine } from '@portal/contracts/http/cart';
import { paths } from '@/shared/paths.ts';
import { checkState } from './cart-lines.ts';
import { checkedProp } from './cart-columns.tsx';
import { CartLineRow } from './cart-line-row.tsx';
import { cartTestIds as ids } from './test-ids.ts';

export interface ShopGroupProps {
  group: CartGroup;
  checked: ReadonlySet<number>;
  /** Checks or unchecks these lines (a stable callback: the rows are memoised). */
  onToggle(lines: readonly CartLine[], on: boolean): void;
  /** Asks to delete this line (confirmed by the page). */
  onDelete(line: CartLine): void;
}

export const ShopGroup = memo(function ShopGroup({ group, checked, onToggle, onDelete }: ShopGroupProps) {
  const { t } = useTranslation('cart');
  const state = checkState(group.lines, checked);
  const checkable = group.lines.some((line) => line.available);
  return (
    <Box
      as="section"
      aria-label={group.shopName}
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      data-testid={ids.group(group.companyId)}
    >
      <HStack px={4} py={3} gap={3} borderBottomWidth="1px" bg="bg.subtle" borderTopRadius="md">
        <Checkbox.Root
          checked={checkedProp(state)}
          disabled={!checkable}
          onCheckedChange={(details) => onToggle(group.lines, details.checked === true)}
          colorPalette="brand"
          aria-label={t('checkShop', { shop: group.shopName })}
          data-testid={ids.groupCheck(group.companyId)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
        {group.logo && <Image src={group.logo} alt="" boxSize={6} borderRadius="sm" />}
        <Link asChild fontWeight="semibold" fontSize="sm">
          <RouterLink to={paths.storeDetail(group.companyId)}>{group.shopName}</RouterLink>
        </Link>
      </HStack>
      <Stack gap={0} divideY="1px">
        {group.lines.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            checked={checked.has(line.id)}
            onToggle={onToggle}
            onDelete={onDelete}
          />
        ))}
      </Stack>
    </Box>
  );
});
