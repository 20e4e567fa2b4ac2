// A unit's name beside a quantity: English takes the plural by the quantity ('1 piece', '12 pieces', '0.5
// tons'); Chinese has one form. The singular comes from the contract (UNIT_LABELS via contract-resources), the
// English plural too (UNIT_PLURALS_EN, as `unit.<unit>_other`).
import type { TFunction } from 'i18next';
import { quantityToUnits } from '@portal/contracts/money';

export function unitLabel(t: TFunction<'checkout'>, unit: string, quantity: string): string {
  return t(`unit.${unit}`, { count: (quantityToUnits(quantity) ?? 0) / 10000 });
}
