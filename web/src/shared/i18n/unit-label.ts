// A unit's name beside a quantity: English takes the plural by the quantity ('1 piece', '12 pieces', '0.5
// tons'); Chinese has one form. The singular and the English plural come from the contract (UNIT_LABELS and
// UNIT_PLURALS_EN, merged into a namespace's `unit.*` by contract-resources.ts as `unit.<unit>` and
// `unit.<unit>_other`), so any namespace that has them can name a unit here.
import { formatQuantity, quantityToUnits } from '@portal/contracts/money';

/** A namespace's translate function, as far as units need it. */
type UnitTranslate = (key: `unit.${string}`, options: { count: number }) => string;

/** i18next's `count` of a decimal quantity string (units of 1/10,000, contracts/src/money.ts). */
export function quantityCount(quantity: string): number {
  return (quantityToUnits(quantity) ?? 0) / 10000;
}

/** The unit's name for this quantity: 'piece' for 1, 'pieces' for 12 (English), '件' (Chinese). */
export function unitLabel(t: UnitTranslate, unit: string, quantity: string): string {
  return t(`unit.${unit}`, { count: quantityCount(quantity) });
}

/** '12 pieces', '1 piece', '0.5 tons', '12 件'. */
export function quantityWithUnit(t: UnitTranslate, quantity: string, unit: string): string {
  return `${formatQuantity(quantity)} ${unitLabel(t, unit, quantity)}`;
}
