// The cart's columns on a desktop (check, goods, unit price, quantity, amount, actions) with their header row,
// and the check-all box the header and the settle bar share.
import { useTranslation } from 'react-i18next';
import { Checkbox, Grid, Text } from '@chakra-ui/react';
import type { CheckState } from './cart-lines.ts';

/** Columns of a line on a desktop: check, goods, unit price, quantity, amount, actions. */
export const COLUMNS = '2rem minmax(0, 1fr) 8rem 10rem 8rem 7rem';

export const checkedProp = (state: CheckState) =>
  state === 'all' ? true : state === 'some' ? ('indeterminate' as const) : false;

export function CheckAll({
  state,
  onChange,
  label,
  testId,
}: {
  state: CheckState;
  onChange(on: boolean): void;
  /** The visible label; none in the column header (the box is named all the same). */
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation('cart');
  return (
    <Checkbox.Root
      checked={checkedProp(state)}
      onCheckedChange={(details) => onChange(details.checked === true)}
      colorPalette="brand"
      aria-label={label || t('checkAll')}
      data-testid={testId}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      {label && <Checkbox.Label whiteSpace="nowrap">{label}</Checkbox.Label>}
    </Checkbox.Root>
  );
}

/** The header row of the columns (desktop only), with the check-all box. */
export function CartColumns({ state, onCheckAll }: { state: CheckState; onCheckAll(on: boolean): void }) {
  const { t } = useTranslation('cart');
  return (
    <Grid
      display={{ base: 'none', md: 'grid' }}
      templateColumns={COLUMNS}
      gap={4}
      px={4}
      py={2}
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      fontSize="sm"
      color="fg.muted"
      alignItems="center"
    >
      <CheckAll state={state} onChange={onCheckAll} label="" />
      <Text>{t('columns.goods')}</Text>
      <Text textAlign="end">{t('columns.price')}</Text>
      <Text textAlign="center">{t('columns.quantity')}</Text>
      <Text textAlign="end">{t('columns.amount')}</Text>
      <Text textAlign="center">{t('columns.actions')}</Text>
    </Grid>
  );
}
