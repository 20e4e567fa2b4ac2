// What the order pages share: the statuses a buyer may still cancel in, and a line's quantity with its unit
// (dates: shared/market-time.ts).
import type { TFunction } from 'i18next';
import { formatQuantity, quantityToUnits } from '@portal/contracts/money';

/** The statuses in which the buyer may still cancel (before shipment; the server holds the same rule). */
export const CANCELLABLE_STATUSES: readonly string[] = ['pendingPayment', 'pendingShipment'];

/** '12 pieces', '1 piece', '0.5 tons': English takes the unit's plural by the quantity (i18next `count`, the
 * plurals from the contract, UNIT_PLURALS_EN); Chinese has one form ('12 件'). */
export function quantityWithUnit(t: TFunction<'orders'>, quantity: string, unit: string): string {
  return `${formatQuantity(quantity)} ${t(`unit.${unit}`, { count: (quantityToUnits(quantity) ?? 0) / 10000 })}`;
}
