// Money in integer fen <-> the contract's decimal yuan strings; never through a binary float.

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

/** Multiplies a fen price by a decimal quantity string ("2.5000") exactly, rounding half up to a fen. */
export function fenTimesQuantity(fen: number, quantity: string): number {
  const [whole = '0', fraction = ''] = quantity.split('.');
  const tenThousandths = BigInt(whole) * 10000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
  return Number((BigInt(fen) * tenThousandths + 5000n) / 10000n);
}
