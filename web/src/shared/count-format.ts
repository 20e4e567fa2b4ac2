// Whole numbers with digit grouping in the page's language ("12,345"). The formatter is made once per language:
// making one (what Number.prototype.toLocaleString does on every call) costs milliseconds on a slow phone.
const formatters = new Map<string, Intl.NumberFormat>();

export function formatCount(value: number, lang: string): string {
  const locale = lang === 'en' ? 'en-US' : 'zh-CN';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale);
    formatters.set(locale, formatter);
  }
  return formatter.format(value);
}
