// Money and quantity arithmetic for the server and the web alike: yuan strings <-> integer fen, quantities in
// integer ten-thousandths <-> decimal strings with at most four decimals, line amounts, totals and display
// formatting. Exact: integers and bigints only, never a binary float in between.
//
// Quantities come in two flavours, kept apart because their callers rely on their differences:
// - `quantityToUnits` / `unitsToQuantity` (numbers): strict parsing (undefined for anything that is not a
//   quantity with at most four decimals) and the shortest form out ("2.5", "500");
// - `quantityToBigUnits` / `bigUnitsToQuantity` (bigints): lenient parsing (blanks trimmed, digits past the
//   fourth decimal dropped) and always four decimals out ("2.5000").

/**
 * A yuan amount a caller may send: digits, at most two decimals, never negative ("12.50", "0", "3.5"). The
 * contracts' `Money` schema and the forms' `checkMoney` both use it.
 */
export const MONEY_PATTERN = '^\\d+(\\.\\d{1,2})?$';

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

// ---------------------------------------------------------------------------------------------------------
// Lines, totals and display: what a cart, an order or an offer shows.

/**
 * A line's amount (price x quantity, rounded half up to the fen) as a yuan string; undefined when the price
 * is not a yuan amount or the quantity not a quantity with at most four decimals.
 */
export function lineAmount(price: string, quantity: string): string | undefined {
  const fen = moneyToFen(price);
  const units = quantityToUnits(quantity);
  if (fen === undefined || units === undefined) return undefined;
  return fenToMoney(amountFen(fen, units));
}

/** The sum of yuan strings, two decimals ("12.50" + "0.5" -> "13.00"); undefined if any is not money. */
export function sumMoney(amounts: readonly string[]): string | undefined {
  let total = 0n;
  for (const amount of amounts) {
    const fen = moneyToFen(amount);
    if (fen === undefined) return undefined;
    total += BigInt(fen);
  }
  return bigFenToMoney(total);
}

/** The sum of quantities, in the shortest form ("1.5" + "2.25" -> "3.75"); undefined if any is not one. */
export function sumQuantities(quantities: readonly string[]): string | undefined {
  let total = 0;
  for (const quantity of quantities) {
    const units = quantityToUnits(quantity);
    if (units === undefined) return undefined;
    total += units;
  }
  return unitsToQuantity(total);
}

function bigFenToMoney(fen: bigint): string {
  const sign = fen < 0n ? '-' : '';
  const abs = fen < 0n ? -fen : fen;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Money for display: `formatMoney("1234.5")` and `formatMoney(123450)` -> "¥1,234.50", "-¥5.00" for a
 * negative amount. A string that is not money is shown as given (never as NaN).
 */
export function formatMoney(amount: string | number, symbol = '¥'): string {
  const fen = typeof amount === 'number' ? Math.trunc(amount) : moneyToFen(amount);
  if (fen === undefined || !Number.isFinite(fen)) return String(amount);
  const [whole = '0', cents = '00'] = fenToMoney(Math.abs(fen)).split('.');
  return `${fen < 0 ? '-' : ''}${symbol}${groupThousands(whole)}.${cents}`;
}

/** A quantity for display, thousands grouped, shortest decimals: "12345.5000" -> "12,345.5". */
export function formatQuantity(quantity: string): string {
  const units = quantityToUnits(quantity);
  if (units === undefined) return quantity;
  const [whole = '0', fraction] = unitsToQuantity(units).split('.');
  return fraction ? `${groupThousands(whole)}.${fraction}` : groupThousands(whole);
}

// ---------------------------------------------------------------------------------------------------------
// Order totals: the one computation the settle page shows before submit and the server stores on the order.

/** Tax percent by invoice type: none 0, a normal VAT invoice 3, a special one 13 (added to the order total). */
export const TAX_RATES = { none: 0, normal: 3, special: 13 } as const;
export type TaxedInvoiceType = keyof typeof TAX_RATES;

/** One seller's order before it is placed, in fen. */
export interface OrderAmountsFen {
  goodsFen: number;
  freightFen: number;
  /** The coupon's discount on this order (0 when the coupon went to another order or there is none). */
  discountFen: number;
}

/**
 * The tax of an order (its goods amount x the invoice's rate, rounded half up to the fen; freight is not
 * taxed) and its total: goods + freight + tax - discount, never below zero.
 */
export function orderTotalsFen(
  order: OrderAmountsFen,
  invoiceType: TaxedInvoiceType,
): { taxFen: number; totalFen: number } {
  const rate = TAX_RATES[invoiceType];
  const taxFen = Math.floor((order.goodsFen * rate + 50) / 100);
  return { taxFen, totalFen: Math.max(0, order.goodsFen + order.freightFen + taxFen - order.discountFen) };
}

/** The tax and total of a submit of several orders (one per seller): the sums of each order's own figures. */
export function settleTotalsFen(
  orders: readonly OrderAmountsFen[],
  invoiceType: TaxedInvoiceType,
): { taxFen: number; totalFen: number } {
  return orders.reduce(
    (sum, order) => {
      const one = orderTotalsFen(order, invoiceType);
      return { taxFen: sum.taxFen + one.taxFen, totalFen: sum.totalFen + one.totalFen };
    },
    { taxFen: 0, totalFen: 0 },
  );
}
