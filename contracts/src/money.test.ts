// Money and quantity arithmetic: exact parsing, products, totals and display, never through a float.
import { describe, expect, it } from 'vitest';
import {
  amountFen,
  bigUnitsToQuantity,
  fenTimes,
  fenToMoney,
  formatMoney,
  formatQuantity,
  lineAmount,
  moneyToFen,
  normalizeQuantity,
  orderTotalsFen,
  percentOf,
  quantityToBigUnits,
  quantityToUnits,
  settleTotalsFen,
  sumMoney,
  sumQuantities,
  unitsToQuantity,
} from './money.ts';

describe('fen <-> yuan strings', () => {
  it('writes fen as yuan with exactly two decimals, negatives with a leading minus', () => {
    expect(fenToMoney(1250)).toBe('12.50');
    expect(fenToMoney(5)).toBe('0.05');
    expect(fenToMoney(100)).toBe('1.00');
    expect(fenToMoney(0)).toBe('0.00');
    expect(fenToMoney(-5)).toBe('-0.05');
    expect(fenToMoney(-199)).toBe('-1.99');
    expect(fenToMoney(-100000)).toBe('-1000.00');
    expect(fenToMoney(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('drops a fraction of a fen instead of printing it', () => {
    expect(fenToMoney(1250.9)).toBe('12.50');
    expect(fenToMoney(-1250.9)).toBe('-12.50');
  });

  it('reads yuan with up to two decimals, a sign and surrounding blanks', () => {
    expect(moneyToFen('12.5')).toBe(1250);
    expect(moneyToFen('12.50')).toBe(1250);
    expect(moneyToFen('0.1')).toBe(10);
    expect(moneyToFen('0.01')).toBe(1);
    expect(moneyToFen('7')).toBe(700);
    expect(moneyToFen(' 7.05 ')).toBe(705);
    expect(moneyToFen('-3.2')).toBe(-320);
    expect(moneyToFen('-0.05')).toBe(-5);
    // 0.29 * 100 is 28.999999999999996 in binary floats: the parse must not go through one.
    expect(moneyToFen('0.29')).toBe(29);
    expect(moneyToFen('1234567.89')).toBe(123456789);
  });

  it('refuses anything that is not a yuan amount with at most two decimals', () => {
    for (const bad of ['1.234', '', ' ', 'abc', '1.', '.5', '1,000', '+1', '--1', '1e3', '12.5元', 'NaN']) {
      expect(moneyToFen(bad), bad).toBeUndefined();
    }
  });

  it('round-trips every fen amount', () => {
    for (const fen of [0, 1, 9, 10, 99, 100, 101, 12345, -1, -99, -100, -12345, 987654321]) {
      expect(moneyToFen(fenToMoney(fen))).toBe(fen);
    }
  });
});

describe('quantities as numbers of ten-thousandths (strict, shortest form)', () => {
  it('reads up to four decimals exactly', () => {
    expect(quantityToUnits('2.5')).toBe(25000);
    expect(quantityToUnits('12')).toBe(120000);
    expect(quantityToUnits('0.0001')).toBe(1);
    expect(quantityToUnits('12.3456')).toBe(123456);
    expect(quantityToUnits(' 3.25 ')).toBe(32500);
    expect(quantityToUnits('0.29')).toBe(2900);
  });

  it('refuses a fifth decimal, negatives and text', () => {
    for (const bad of ['1.23456', '-1', '', 'x', '1.', '.5', '1,5', '2.5kg']) {
      expect(quantityToUnits(bad), bad).toBeUndefined();
    }
  });

  it('writes the shortest exact decimal', () => {
    expect(unitsToQuantity(25000)).toBe('2.5');
    expect(unitsToQuantity(5_000_000)).toBe('500');
    expect(unitsToQuantity(1)).toBe('0.0001');
    expect(unitsToQuantity(10)).toBe('0.001');
    expect(unitsToQuantity(123456)).toBe('12.3456');
    expect(unitsToQuantity(0)).toBe('0');
  });

  it('normalizes quantity text, unparsable text to "0"', () => {
    expect(normalizeQuantity('44800.0000')).toBe('44800');
    expect(normalizeQuantity('0.5000')).toBe('0.5');
    expect(normalizeQuantity('1.2340')).toBe('1.234');
    expect(normalizeQuantity('bad')).toBe('0');
    expect(normalizeQuantity('1.23456')).toBe('0');
  });

  it('multiplies a fen price by a quantity, rounding half up to the fen', () => {
    expect(amountFen(10, 30000)).toBe(30);
    expect(amountFen(1250, 25000)).toBe(3125);
    expect(amountFen(33, 5000)).toBe(17); // 16.5 -> 17
    expect(amountFen(33, 4999)).toBe(16); // 16.4967 -> 16
    expect(amountFen(1, 4999)).toBe(0);
    expect(amountFen(1, 5000)).toBe(1);
    expect(amountFen(0, 123456)).toBe(0);
    // 1234567.89 yuan x 98765.4321 units: far beyond what a double multiplies exactly.
    expect(amountFen(123456789, 987654321)).toBe(12193263111264);
  });
});

describe('quantities as bigint ten-thousandths (lenient, four decimals)', () => {
  it('reads a quantity, trimming blanks and dropping digits past the fourth decimal', () => {
    expect(quantityToBigUnits('12.5')).toBe(125000n);
    expect(quantityToBigUnits('12.5000')).toBe(125000n);
    expect(quantityToBigUnits(' 3 ')).toBe(30000n);
    expect(quantityToBigUnits('.5')).toBe(5000n);
    expect(quantityToBigUnits('0.0001')).toBe(1n);
    expect(quantityToBigUnits('1.23456')).toBe(12345n);
    expect(quantityToBigUnits('0')).toBe(0n);
    expect(quantityToBigUnits('12345678901234.5678')).toBe(123456789012345678n);
  });

  it('throws on text that is no number', () => {
    expect(() => quantityToBigUnits('abc')).toThrow(SyntaxError);
    expect(() => quantityToBigUnits('1.2x')).toThrow(SyntaxError);
  });

  it('writes always four decimals', () => {
    expect(bigUnitsToQuantity(125000n)).toBe('12.5000');
    expect(bigUnitsToQuantity(1n)).toBe('0.0001');
    expect(bigUnitsToQuantity(0n)).toBe('0.0000');
    expect(bigUnitsToQuantity(10000n)).toBe('1.0000');
    expect(bigUnitsToQuantity(123456789012345678n)).toBe('12345678901234.5678');
    expect(bigUnitsToQuantity(quantityToBigUnits('7.25') * 3n)).toBe('21.7500');
  });

  it('multiplies fen by a quantity and a percentage, rounding half up to the fen', () => {
    expect(fenTimes(1250, '2.5')).toBe(3125);
    expect(fenTimes(1250, '2.5000')).toBe(3125);
    expect(fenTimes(33, '0.5')).toBe(17); // 16.5 -> 17
    expect(fenTimes(33, '0.4999')).toBe(16); // 16.4967 -> 16
    expect(fenTimes(1, '0.0001')).toBe(0);
    expect(fenTimes(10000, '3', 15)).toBe(4500);
    expect(fenTimes(333, '1', 50)).toBe(167); // 166.5 -> 167
    expect(fenTimes(333, '1', 0)).toBe(0);
    expect(fenTimes(123456789, '98765.4321')).toBe(12193263111264);
  });

  it('gives whole percentages rounded down and capped at 100', () => {
    expect(percentOf(1n, 3n)).toBe(33);
    expect(percentOf(2n, 3n)).toBe(66);
    expect(percentOf(3n, 3n)).toBe(100);
    expect(percentOf(5n, 4n)).toBe(100);
    expect(percentOf(0n, 10n)).toBe(0);
    expect(percentOf(1n, 0n)).toBe(0);
    expect(percentOf(1n, -5n)).toBe(0);
  });
});

describe('lines, totals and display', () => {
  it('computes a line amount from a yuan price and a quantity, to the fen', () => {
    expect(lineAmount('12.50', '2.5')).toBe('31.25');
    expect(lineAmount('0.33', '0.5')).toBe('0.17'); // 0.165 rounds half up
    expect(lineAmount('0.33', '0.4999')).toBe('0.16');
    expect(lineAmount('0.1', '3')).toBe('0.30'); // 0.1 * 3 is 0.30000000000000004 in floats
    expect(lineAmount('1234567.89', '98765.4321')).toBe('121932631112.64');
    expect(lineAmount('abc', '1')).toBeUndefined();
    expect(lineAmount('1.00', '1.23456')).toBeUndefined();
  });

  it('totals yuan strings to two decimals exactly', () => {
    expect(sumMoney(['0.1', '0.2'])).toBe('0.30'); // 0.30000000000000004 in floats
    expect(sumMoney(['12.50', '0.5', '-3'])).toBe('10.00');
    expect(sumMoney([])).toBe('0.00');
    expect(sumMoney(['-1.05'])).toBe('-1.05');
    expect(sumMoney(['90071992547409.91', '0.09'])).toBe('90071992547410.00');
    expect(sumMoney(['1', 'x'])).toBeUndefined();
  });

  it('totals quantities to four decimals exactly', () => {
    expect(sumQuantities(['1.5', '2.25', '0.0001'])).toBe('3.7501');
    expect(sumQuantities([])).toBe('0');
    expect(sumQuantities(['1', '-1'])).toBeUndefined();
  });

  it('formats money with the yuan sign and thousands separators', () => {
    expect(formatMoney('1234.5')).toBe('¥1,234.50');
    expect(formatMoney(123450)).toBe('¥1,234.50');
    expect(formatMoney('0')).toBe('¥0.00');
    expect(formatMoney('-5')).toBe('-¥5.00');
    expect(formatMoney('1234567.89')).toBe('¥1,234,567.89');
    expect(formatMoney('999.99', 'CNY ')).toBe('CNY 999.99');
    expect(formatMoney('n/a')).toBe('n/a');
  });

  it('formats quantities with thousands separators and the shortest decimals', () => {
    expect(formatQuantity('12345.5000')).toBe('12,345.5');
    expect(formatQuantity('500')).toBe('500');
    expect(formatQuantity('0.0001')).toBe('0.0001');
    expect(formatQuantity('bad')).toBe('bad');
  });
});

describe('order tax and totals (the settle page and the placed order alike)', () => {
  it('taxes the goods only, at the invoice rate, rounded half up to the fen', () => {
    expect(orderTotalsFen({ goodsFen: 5000, freightFen: 800, discountFen: 0 }, 'none')).toEqual({
      taxFen: 0,
      totalFen: 5800,
    });
    expect(orderTotalsFen({ goodsFen: 5000, freightFen: 800, discountFen: 0 }, 'normal')).toEqual({
      taxFen: 150,
      totalFen: 5950,
    });
    // 13% of 0.50 is 6.5 fen -> 7; 13% of 0.10 is 1.3 fen -> 1.
    expect(orderTotalsFen({ goodsFen: 50, freightFen: 0, discountFen: 0 }, 'special').taxFen).toBe(7);
    expect(orderTotalsFen({ goodsFen: 10, freightFen: 0, discountFen: 0 }, 'special').taxFen).toBe(1);
    expect(orderTotalsFen({ goodsFen: 500, freightFen: 0, discountFen: 1000 }, 'none').totalFen).toBe(0);
  });

  it('sums orders of several sellers, each rounding its own tax', () => {
    const orders = [
      { goodsFen: 10, freightFen: 20, discountFen: 0 },
      { goodsFen: 5000, freightFen: 800, discountFen: 1000 },
    ];
    expect(settleTotalsFen(orders, 'normal')).toEqual({ taxFen: 150, totalFen: 30 + 4950 });
  });
});
