// Money in integer fen <-> the contracts' decimal yuan strings, quantities in integer ten-thousandths of a
// unit <-> decimal strings with at most four decimals, and the products of the two: exact, never through a
// binary float.
//
// Quantities come in two flavours, kept apart because their callers rely on their differences:
// - `quantityToUnits` / `unitsToQuantity` (numbers): strict parsing (undefined for anything that is not a
//   quantity with at most four decimals) and the shortest form out ("2.5", "500");
// - `quantityToBigUnits` / `bigUnitsToQuantity` (bigints): lenient parsing (blanks trimmed, digits past the
//   fourth decimal dropped) and always four decimals out ("2.5000").

/** 1250 -> "12.50", -5 -> "-0.05"; a fraction of a fen is dropped. */
export function fenToMoney(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12.5" -> 1250; undefined for anything that is not a yuan amount with at most two decimals. */
export function moneyToFen(money: string): number | undefined {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(money.trim());
  if (!match) return undefined;
  const fen = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -fen : fen;
}

// ---------------------------------------------------------------------------------------------------------
// Quantities as numbers of ten-thousandths (strict, shortest form).

/** "2.5" -> 25000 (ten-thousandths); undefined when it is not a quantity with at most four decimals. */
export function quantityToUnits(quantity: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(quantity.trim());
  if (!match) return undefined;
  return Number(match[1]) * 10000 + Number((match[2] ?? '').padEnd(4, '0'));
}

/** 25000 -> "2.5", 5000000 -> "500": the shortest exact decimal. */
export function unitsToQuantity(units: number): string {
  const whole = Math.floor(units / 10000);
  const fraction = String(units % 10000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** "44800.0000" -> "44800"; unparsable text is returned as "0". */
export function normalizeQuantity(quantity: string): string {
  return unitsToQuantity(quantityToUnits(quantity) ?? 0);
}

/** price (fen) x quantity (ten-thousandths), rounded half up to the fen, exactly. */
export function amountFen(priceFen: number, units: number): number {
  return Number((BigInt(priceFen) * BigInt(units) + 5000n) / 10000n);
}

// ---------------------------------------------------------------------------------------------------------
// Quantities as bigint ten-thousandths (lenient, four decimals).

/** "12.5" -> 125000n: a quantity string in ten-thousandths of a unit, exactly (past four decimals dropped). */
export function quantityToBigUnits(quantity: string): bigint {
  const [whole = '0', fraction = ''] = quantity.trim().split('.');
  return BigInt(whole || '0') * 10000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
}

/** 125000n -> "12.5000": always four decimals. */
export function bigUnitsToQuantity(units: bigint): string {
  const whole = units / 10000n;
  const fraction = units % 10000n;
  return `${whole}.${String(fraction).padStart(4, '0')}`;
}

/** fen x quantity x percent / 100, rounded half up to a fen. */
export function fenTimes(fen: number, quantity: string, percent = 100): number {
  const units = quantityToBigUnits(quantity);
  return Number((BigInt(fen) * units * BigInt(percent) + 500000n) / 1000000n);
}

/** part / whole in whole percent (rounded down), capped at 100; 0 when there is no whole. */
export function percentOf(part: bigint, whole: bigint): number {
  if (whole <= 0n) return 0;
  const value = Number((part * 100n) / whole);
  return Math.min(100, value);
}
