// English names of China's provinces by their 2-digit division code. The search facets give a region's
// Chinese name only (the server has no English region table yet); an English page shows these instead.
export const PROVINCE_NAMES_EN: Readonly<Record<string, string>> = {
  '11': 'Beijing',
  '12': 'Tianjin',
  '13': 'Hebei',
  '14': 'Shanxi',
  '15': 'Inner Mongolia',
  '21': 'Liaoning',
  '22': 'Jilin',
  '23': 'Heilongjiang',
  '31': 'Shanghai',
  '32': 'Jiangsu',
  '33': 'Zhejiang',
  '34': 'Anhui',
  '35': 'Fujian',
  '36': 'Jiangxi',
  '37': 'Shandong',
  '41': 'Henan',
  '42': 'Hubei',
  '43': 'Hunan',
  '44': 'Guangdong',
  '45': 'Guangxi',
  '46': 'Hainan',
  '50': 'Chongqing',
  '51': 'Sichuan',
  '52': 'Guizhou',
  '53': 'Yunnan',
  '54': 'Tibet',
  '61': 'Shaanxi',
  '62': 'Gansu',
  '63': 'Qinghai',
  '64': 'Ningxia',
  '65': 'Xinjiang',
  '71': 'Taiwan',
  '81': 'Hong Kong',
  '82': 'Macao',
};

/** A facet region's label in the page's language: the province's English name on an English page. */
export function regionLabel(code: string, name: string, lang: 'zh' | 'en'): string {
  if (lang !== 'en') return name;
  return PROVINCE_NAMES_EN[code.slice(0, 2)] ?? name;
}
