// The bid rules as the panel applies them before asking the server (which decides): the next valid amounts,
// and whether a typed amount is one (at least the next minimum, in whole increments above the start price).
import { fenToMoney, moneyToFen } from '@portal/contracts/money';

/** The next `count` valid bids: the minimum, then one and two increments more. */
export function nextBids(nextMinBid: string, increment: string, count = 3): string[] {
  const min = moneyToFen(nextMinBid);
  const step = moneyToFen(increment);
  if (min === undefined || step === undefined || step <= 0) return [];
  return Array.from({ length: count }, (_, index) => fenToMoney(min + index * step));
}

export type AmountCheck = { ok: true; amount: string } | { ok: false; reason: 'format' | 'tooLow' | 'notStep' };

/** Checks a typed bid: a yuan amount, at least the next minimum, on the increment grid above the start price. */
export function checkBid(
  text: string,
  rules: { nextMinBid: string; increment: string; startPrice: string },
): AmountCheck {
  const value = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return { ok: false, reason: 'format' };
  const fen = moneyToFen(value);
  const min = moneyToFen(rules.nextMinBid);
  const step = moneyToFen(rules.increment);
  const start = moneyToFen(rules.startPrice);
  if (fen === undefined || min === undefined || step === undefined || start === undefined) {
    return { ok: false, reason: 'format' };
  }
  if (fen < min) return { ok: false, reason: 'tooLow' };
  if (step > 0 && (fen - start) % step !== 0) return { ok: false, reason: 'notStep' };
  return { ok: true, amount: fenToMoney(fen) };
}

/** A fresh idempotency key: one per intended bid, reused when the same bid is retried. */
export function newIdempotencyKey(): string {
  return `bid-${crypto.randomUUID()}`;
}
