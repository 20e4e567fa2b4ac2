// Whole numbers with digit grouping in the page's language ("12,345"): Chinese and English group the same way
// (a comma every three digits), so whole numbers are grouped by hand; making an Intl.NumberFormat (what
// Number.prototype.toLocaleString does on every call) loads the locale's data first, ~60 ms of a slow phone's
// first screen. Anything else goes through a formatter made once per language.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, lang: string): string {
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
    return value < 0 ? `-${digits}` : digits;
  }
  const locale = lang === 'en' ? 'en-US' : 'zh-CN';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}
