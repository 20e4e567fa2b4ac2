// One cart line: its check box (only available lines), the goods with why it cannot settle, the unit price, the
// quantity stepper, the amount at the quantity shown, and moving it to the favourites or deleting it. Memoised:
// the page passes stable callbacks, so a change to one line re-renders that line only.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Checkbox, Grid, HStack, Text } from '@chakra-ui/react';
import type { CartLine } from '@portal/contracts/http/cart';
import { formatMoney, formatQuantity } from '@portal/contracts/money';
import { showSuccess } from '@/shared/ui/toast.ts';
import { useAddFavouriteMutation, useDeleteCartLineMutation } from './cart-api.ts';
import { shownAmount } from './cart-lines.ts';
import { COLUMNS } from './cart-columns.tsx';
import { QuantityStepper, useLineQuantity } from './cart-line-quantity.tsx';
import { unitLabel } from '@/shared/i18n/unit-label.ts';
import { GoodsLine, UnavailableBadge } from '@/shared/goods/goods-line.tsx';
import { cartTestIds as ids } from './test-ids.ts';

export interface CartLineRowProps {
  line: CartLine;
  checked: boolean;
  onToggle(lines: readonly CartLine[], on: boolean): void;
  onDelete(line: CartLine): void;
}

export const CartLineRow = memo(function CartLineRow({ line, checked, onToggle, onDelete }: CartLineRowProps) {
  const { t } = useTranslation('cart');
  const quantity = useLineQuantity(line);
  const [addFavourite, favouring] = useAddFavouriteMutation();
  const [deleteLine, deleting] = useDeleteCartLineMutation();
  const unit = t(`unit.${line.unit}`);

  const moveToFavourites = async () => {
    try {
      await addFavourite({ type: 'product', targetId: line.productId }).unwrap();
      await deleteLine({ id: line.id }).unwrap();
      showSuccess(t('favourite.done'));
    } catch {
      // The failed call's toast says why; the line stays in the cart.
    }
  };

  const amount = shownAmount(line, quantity.problem ? undefined : quantity.typed);

  return (
    <Grid
      templateColumns={{ base: '2rem minmax(0, 1fr)', md: COLUMNS }}
      gap={{ base: 2, md: 4 }}
      px={4}
      py={4}
      alignItems="start"
      opacity={line.available ? 1 : 0.75}
      data-testid={ids.line(line.id)}
      data-available={line.available}
    >
      <Box pt={{ base: 6, md: 7 }}>
        <Checkbox.Root
          checked={line.available && checked}
          disabled={!line.available}
          onCheckedChange={(details) => onToggle([line], details.checked === true)}
          colorPalette="brand"
          aria-label={t('checkLine', { title: line.title })}
          data-testid={ids.lineCheck(line.id)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      </Box>

      <GoodsLine goods={line} size="lg">
        <Text fontSize="xs" color="fg.muted">
          {t('minOrder', {
            minimum: formatQuantity(line.minOrder),
            minimumUnit: unitLabel(t, line.unit, line.minOrder),
            stock: formatQuantity(line.stock),
            stockUnit: unitLabel(t, line.unit, line.stock),
          })}
        </Text>
        {!line.available && <UnavailableBadge reason={line.unavailableReason} testId={ids.lineUnavailable(line.id)} />}
        {/* On a phone the price, quantity and amount sit under the title. */}
        <Text display={{ base: 'block', md: 'none' }} fontSize="sm" color="fg.muted">
          {t('unitPrice', { price: formatMoney(line.price), unit })}
        </Text>
      </GoodsLine>

      <Text
        display={{ base: 'none', md: 'block' }}
        textAlign="end"
        pt={7}
        fontSize="sm"
        textDecoration={line.priceState === 'expired' ? 'line-through' : undefined}
      >
        {formatMoney(line.price)}
        <Text as="span" color="fg.muted">{` / ${unit}`}</Text>
      </Text>

      <QuantityStepper line={line} quantity={quantity} />

      <Text
        gridColumn={{ base: '2', md: 'auto' }}
        textAlign={{ base: 'start', md: 'end' }}
        pt={{ base: 0, md: 7 }}
        fontWeight="semibold"
        color="brand.fg"
        data-testid={ids.lineAmount(line.id)}
      >
        {formatMoney(amount)}
      </Text>

      <HStack
        gridColumn={{ base: '2', md: 'auto' }}
        direction={{ base: 'row', md: 'column' }}
        flexDirection={{ base: 'row', md: 'column' }}
        gap={1}
        pt={{ base: 0, md: 5 }}
        justify={{ base: 'start', md: 'center' }}
      >
        <Button
          size="xs"
          variant="ghost"
          loading={favouring.isLoading || deleting.isLoading}
          onClick={() => void moveToFavourites()}
          aria-label={t('favourite.moveOf', { title: line.title })}
          data-testid={ids.lineFavourite(line.id)}
        >
          {t('favourite.move')}
        </Button>
        <Button
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => onDelete(line)}
          aria-label={t('delete.oneOf', { title: line.title })}
          data-testid={ids.lineDelete(line.id)}
        >
          {t('delete.one')}
        </Button>
      </HStack>
    </Grid>
  );
});
