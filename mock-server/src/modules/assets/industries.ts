// The market's industries as the pictures draw them: the key that picks a motif (svg.ts), the Chinese name a
// category root or a text is recognised by, the colour. The catalogue seed names its industries from these, so
// what is drawn and what is seeded cannot drift apart.

export interface IndustryLook {
  key: string;
  name: string;
  /** Drawing colour of the industry's goods, logos and icons. */
  color: string;
}

export const INDUSTRY_LOOKS: readonly IndustryLook[] = [
  { key: 'jewellery', name: '饰品', color: '#c2185b' },
  { key: 'toys', name: '玩具', color: '#f57c00' },
  { key: 'hardware', name: '五金工具', color: '#455a64' },
  { key: 'knitwear', name: '针纺织品', color: '#6a1b9a' },
  { key: 'stationery', name: '文具办公', color: '#1565c0' },
  { key: 'daily', name: '日用百货', color: '#2e7d32' },
  { key: 'crafts', name: '工艺礼品', color: '#d84315' },
  { key: 'textiles', name: '纺织面料', color: '#00838f' },
  { key: 'bags', name: '箱包皮具', color: '#5d4037' },
  { key: 'electronics', name: '电子电器', color: '#283593' },
  { key: 'sports', name: '体育户外', color: '#0277bd' },
];

/** The look of an industry by its key; an unknown key is a programming error. */
export function industryLook(key: string): IndustryLook {
  const found = INDUSTRY_LOOKS.find((look) => look.key === key);
  if (!found) throw new Error(`unknown industry: ${key}`);
  return found;
}
