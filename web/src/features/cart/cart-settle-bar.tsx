// The bar stuck to the bottom of the cart: check all, delete the checked lines, how many are checked and their
// total, and the settle button (with its message when nothing is checked).
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { formatMoney } from '@portal/contracts/money';
import { CartIcon } from '@/shared/ui/icons.tsx';
import type { CheckState } from './cart-lines.ts';
import { CheckAll } from './cart-columns.tsx';
import { cartTestIds as ids } from './test-ids.ts';

export interface SettleBarProps {
  allState: CheckState;
  onCheckAll(on: boolean): void;
  count: number;
  total: string;
  error: boolean;
  onDeleteChecked(): void;
  onSettle(): void;
}

export const SettleBar = memo(function SettleBar({
  allState,
  onCheckAll,
  count,
  total,
  error,
  onDeleteChecked,
  onSettle,
}: SettleBarProps) {
  const { t } = useTranslation('cart');
  return (
    <Box
      position="sticky"
      bottom={0}
      zIndex="sticky"
      mt={4}
      bg="bg"
      borderWidth="1px"
      borderRadius={{ base: 0, md: 'md' }}
      // Edge to edge on a phone: as far out as the page frame's padding (3), no further (no sideways scroll).
      mx={{ base: -3, md: 0 }}
      shadow="lg"
      ps={4}
      // Room at the end for the back-to-top button (fixed at the bottom right), which covered the settle button.
      pe={16}
      py={3}
    >
      <Flex align="center" gap={{ base: 2, md: 6 }} wrap="wrap">
        <CheckAll state={allState} onChange={onCheckAll} label={t('checkAll')} testId={ids.checkAll} />
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          disabled={count === 0}
          onClick={onDeleteChecked}
          data-testid={ids.deleteChecked}
          display={{ base: 'none', sm: 'inline-flex' }}
        >
          {t('delete.checked')}
        </Button>
        <Box flex="1" />
        <Stack gap={0} align="end">
          <Text fontSize="sm" color="fg.muted" data-testid={ids.checkedCount}>
            {t('checkedCount', { count })}
          </Text>
          <Text fontSize={{ base: 'md', md: 'lg' }}>
            {t('total')}{' '}
            <Text as="strong" color="brand.fg" fontSize={{ base: 'lg', md: 'xl' }} data-testid={ids.total}>
              {formatMoney(total)}
            </Text>
          </Text>
        </Stack>
        <Button colorPalette="brand" size={{ base: 'md', md: 'lg' }} onClick={onSettle} data-testid={ids.settle}>
          <CartIcon />
          {t('settle')}
        </Button>
      </Flex>
      {error && (
        <Text mt={2} fontSize="sm" color="fg.error" role="alert" textAlign="end" data-testid={ids.settleError}>
          {t('noneChecked')}
        </Text>
      )}
    </Box>
  );
});
