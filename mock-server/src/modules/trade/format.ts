// The trade module's text helpers: a product's specs as one line. Region names are the region module's;
// WHERE clauses and JSON columns are in lib/sql.ts.
import { parseJson } from '../../lib/sql.ts';

/** "材质: S925银; 颜色: 混色" from the products.specs JSON. */
export function specText(specs: string | null | undefined, lang: 'zh' | 'en' = 'zh'): string {
  const list = parseJson<{ name?: string; nameEn?: string; value?: string }[]>(specs, []);
  return list
    .filter((s) => s.name && s.value && s.name !== '产地')
    .slice(0, 3)
    .map((s) => `${lang === 'en' ? (s.nameEn ?? s.name) : s.name}: ${s.value}`)
    .join('; ');
}
