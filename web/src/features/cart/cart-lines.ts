// The cart's arithmetic and selection rules, apart from the page so they are tested on their own: which lines
// may be checked (only available ones settle), a shop's and the whole cart's check state, the checked total
// (exact, two decimals) and whether a typed quantity is one the line accepts (four decimals, minimum, stock).
import type { CartGroup, CartLine } from '@portal/contracts/http/cart';
import { lineAmount, quantityToUnits, sumMoney } from '@portal/contracts/money';
import { checkQuantity, type RuleFailure } from '@portal/contracts/rules/validation';

export type CheckState = 'all' | 'some' | 'none';

/** The ids of the lines that may be checked: available ones (not expired, not off the shelf, in stock). */
export function checkableIds(lines: readonly CartLine[]): number[] {
  return lines.filter((line) => line.available).map((line) => line.id);
}

export function allLines(groups: readonly CartGroup[]): CartLine[] {
  return groups.flatMap((group) => group.lines);
}

/** Whether all, some or none of the checkable lines are checked (none when nothing is checkable). */
export function checkState(lines: readonly CartLine[], checked: ReadonlySet<number>): CheckState {
  const ids = checkableIds(lines);
  const count = ids.filter((id) => checked.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** Checks (or unchecks) every checkable line of `lines`, keeping the rest of the selection. */
export function withLines(checked: ReadonlySet<number>, lines: readonly CartLine[], on: boolean): Set<number> {
  const next = new Set(checked);
  for (const id of checkableIds(lines)) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** Drops ids that are no longer checkable (deleted, or their price expired since the last load). */
export function keepCheckable(checked: ReadonlySet<number>, groups: readonly CartGroup[]): Set<number> {
  const ids = new Set(checkableIds(allLines(groups)));
  return new Set([...checked].filter((id) => ids.has(id)));
}

/** A line's amount at the quantity shown (typed or saved), or its saved amount if the typed one is not valid. */
export function shownAmount(line: CartLine, quantity: string | undefined): string {
  if (quantity === undefined) return line.amount;
  return lineAmount(line.price, quantity) ?? line.amount;
}

export interface CheckedSummary {
  ids: number[];
  /** Number of checked lines. */
  count: number;
  /** Sum of the checked lines' amounts, two decimals. */
  total: string;
}

/** The checked, checkable lines and their total. */
export function checkedSummary(groups: readonly CartGroup[], checked: ReadonlySet<number>): CheckedSummary {
  const lines = allLines(groups).filter((line) => line.available && checked.has(line.id));
  return {
    ids: lines.map((line) => line.id),
    count: lines.length,
    total: sumMoney(lines.map((line) => line.amount)) ?? '0.00',
  };
}

/** Why a typed quantity does not fit the line, or null: the format rule, then the minimum and the stock. */
export type QuantityProblem =
  | { kind: 'rule'; failure: RuleFailure }
  | { kind: 'belowMinimum'; minimum: string }
  | { kind: 'aboveStock'; stock: string };

export function quantityProblem(value: string, line: Pick<CartLine, 'minOrder' | 'stock'>): QuantityProblem | null {
  const failure = checkQuantity(value);
  if (failure) return { kind: 'rule', failure };
  const units = quantityToUnits(value) ?? 0;
  if (units < (quantityToUnits(line.minOrder) ?? 0)) return { kind: 'belowMinimum', minimum: line.minOrder };
  if (units > (quantityToUnits(line.stock) ?? 0)) return { kind: 'aboveStock', stock: line.stock };
  return null;
}
