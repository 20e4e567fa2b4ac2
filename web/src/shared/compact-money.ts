// Large amounts for a tile (the trading floor, the belt totals): "¥690.24万" / "¥6.90M", exact to the shown
// digits (integer fen arithmetic, no float), with the full amount left for the tile's title. Below ten thousand
// yuan the amount is shown whole.
import { formatMoney, moneyToFen } from '@portal/contracts/money';

const UNITS = {
  // `fen`: the unit in fen; `from`: the smallest amount shown in it (ten thousand yuan and up only).
  zh: [
    { fen: 10_000_000_000n, from: 10_000_000_000n, suffix: '亿' },
    { fen: 1_000_000n, from: 1_000_000n, suffix: '万' },
  ],
  en: [
    { fen: 100_000_000_000n, from: 100_000_000_000n, suffix: 'B' },
    { fen: 100_000_000n, from: 100_000_000n, suffix: 'M' },
    { fen: 100_000n, from: 1_000_000n, suffix: 'K' },
  ],
} as const;

export function compactMoney(money: string, lang: string): string {
  const fen = moneyToFen(money);
  if (fen === undefined) return money;
  const abs = BigInt(Math.abs(fen));
  const unit = UNITS[lang === 'en' ? 'en' : 'zh'].find((u) => abs >= u.from);
  if (!unit) return formatMoney(money);
  // Hundredths of the unit, rounded half up.
  const hundredths = (abs * 100n + unit.fen / 2n) / unit.fen;
  const whole = (hundredths / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (hundredths % 100n).toString().padStart(2, '0');
  return `${fen < 0 ? '-' : ''}¥${whole}.${cents}${unit.suffix}`;
}
