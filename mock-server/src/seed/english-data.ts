// English forms of the seed's Chinese vocabulary and the rules that turn place and trade names into natural
// English ("义乌市" -> "Yiwu", "鸿鑫" -> "Hongxin"). Pure functions of the Chinese text: the seed's random
// stream is never touched, so adding English leaves the Chinese data exactly as it was.
import { pinyin } from 'pinyin-pro';
import { regionName } from '../modules/region/service.ts';

/** Every Chinese word the catalogue seed composes titles, specs and profiles from, with its English form. */
export const VOCAB_EN: Record<string, string> = {
  // Spec values shared by all industries.
  金色: 'Gold',
  银色: 'Silver',
  玫瑰金: 'Rose gold',
  黑色: 'Black',
  白色: 'White',
  红色: 'Red',
  粉色: 'Pink',
  蓝色: 'Blue',
  混色: 'Mixed colours',
  多色可选: 'Several colours',
  OPP袋独立包装: 'Individual OPP bag',
  彩盒包装: 'Colour box',
  吸塑卡装: 'Blister card',
  纸箱散装: 'Bulk in cartons',
  环保牛皮纸盒: 'Eco kraft box',
  中性包装可定制: 'Neutral packing, customisable',
  // Jewellery.
  韩版: 'Korean-Style',
  简约: 'Minimalist',
  复古: 'Vintage',
  轻奢: 'Affordable Luxury',
  法式: 'French-Style',
  ins风: 'Instagram-Style',
  国潮: 'Guochao',
  小众设计: 'Designer',
  S925银: 'S925 Silver',
  合金: 'Alloy',
  钛钢: 'Titanium Steel',
  淡水珍珠: 'Freshwater Pearl',
  锆石: 'Zircon',
  不锈钢: 'Stainless Steel',
  亚克力: 'Acrylic',
  '18K镀金': '18K Gold-Plated',
  跨境爆款: 'Cross-Border Best Seller',
  义乌源头: 'Direct from Yiwu',
  厂家直销: 'Factory Direct',
  女士百搭: 'Goes with Everything',
  网红同款: 'As Seen Online',
  甜美: 'Sweet',
  个性: 'Statement',
  通勤: 'Office',
  SGS无铅无镍检测: 'SGS lead- and nickel-free test',
  // Toys.
  卡通: 'Cartoon',
  益智: 'Educational',
  创意: 'Creative',
  儿童: 'Kids’',
  亲子互动: 'Parent-Child',
  网红: 'Trending',
  迷你: 'Mini',
  仿真: 'Realistic',
  ABS塑料: 'ABS Plastic',
  食品级硅胶: 'Food-Grade Silicone',
  短毛绒: 'Short Plush',
  椴木: 'Basswood',
  PP棉: 'PP Cotton',
  EVA泡沫: 'EVA Foam',
  '3岁以上': 'Ages 3+',
  男孩女孩礼物: 'Gift for Boys and Girls',
  地摊热卖: 'Street-Stall Favourite',
  跨境专供: 'For Cross-Border Sellers',
  幼儿园礼品: 'Kindergarten Gift',
  '0-3岁': '0-3 years',
  '3-6岁': '3-6 years',
  '6-12岁': '6-12 years',
  '14岁以上': '14 years and up',
  不含电池: 'Batteries not included',
  '3节5号电池': '3 × AA batteries',
  USB充电: 'USB Rechargeable',
  无需电池: 'No batteries needed',
  '3C认证': 'CCC certification',
  // Hardware.
  工业级: 'Industrial-Grade',
  家用: 'Household',
  多功能: 'Multi-Purpose',
  加厚: 'Heavy-Duty',
  专业: 'Professional',
  省力型: 'Low-Effort',
  便携式: 'Portable',
  铬钒钢: 'Chrome Vanadium Steel',
  碳钢: 'Carbon Steel',
  锌合金: 'Zinc Alloy',
  高碳钢: 'High-Carbon Steel',
  铝合金: 'Aluminium Alloy',
  工程塑料: 'Engineering Plastic',
  永康产: 'Made in Yongkang',
  五金批发: 'Hardware Wholesale',
  工地专用: 'For Building Sites',
  外贸出口: 'Export Quality',
  套装工具: 'Tool Set',
  '6寸': '6 in',
  '8寸': '8 in',
  '10寸': '10 in',
  '12寸': '12 in',
  '5米': '5 m',
  '7.5米': '7.5 m',
  镀铬: 'Chrome-plated',
  镀锌: 'Galvanised',
  发黑: 'Black oxide',
  磨砂: 'Matte',
  喷塑: 'Powder-coated',
  GS认证: 'GS certification',
  // Knitwear.
  纯色: 'Solid-Colour',
  条纹: 'Striped',
  加厚保暖: 'Thick Thermal',
  透气: 'Breathable',
  秋冬款: 'Autumn-Winter',
  春夏款: 'Spring-Summer',
  提花: 'Jacquard',
  精梳棉: 'Combed Cotton',
  羊毛: 'Wool',
  莫代尔: 'Modal',
  竹纤维: 'Bamboo Fibre',
  锦纶: 'Nylon',
  腈纶: 'Acrylic Fibre',
  珊瑚绒: 'Coral Fleece',
  诸暨大唐: 'From Datang, Zhuji',
  一打起批: 'Wholesale by the Dozen',
  男女通用: 'Unisex',
  外贸尾单: 'Export Surplus',
  厂家直供: 'Supplied by the Factory',
  均码: 'One size',
  '35-39码': 'EU 35-39',
  '39-44码': 'EU 39-44',
  儿童码: 'Kids’ sizes',
  '80%棉 20%氨纶': '80% cotton, 20% spandex',
  '100%棉': '100% cotton',
  '70%羊毛 30%锦纶': '70% wool, 30% nylon',
  '95%莫代尔': '95% modal',
  // Stationery.
  学生: 'Student',
  商务: 'Business',
  可爱: 'Cute',
  大容量: 'Large-Capacity',
  办公: 'Office',
  PP塑料: 'PP Plastic',
  牛皮纸: 'Kraft Paper',
  道林纸: 'Woodfree Paper',
  金属: 'Metal',
  木质: 'Wooden',
  PU皮面: 'PU Leather Cover',
  开学季: 'Back to School',
  办公批发: 'Office Wholesale',
  宁海产: 'Made in Ninghai',
  整箱起批: 'By the Carton',
  定制logo: 'Custom Logo',
  '12色': '12 colours',
  '24色': '24 colours',
  // Daily goods.
  北欧风: 'Nordic-Style',
  日式: 'Japanese-Style',
  折叠: 'Foldable',
  大号: 'Large',
  '304不锈钢': '304 Stainless Steel',
  高硼硅玻璃: 'Borosilicate Glass',
  竹木: 'Bamboo',
  硅胶: 'Silicone',
  陶瓷: 'Ceramic',
  无纺布: 'Non-Woven Fabric',
  居家好物: 'Home Essential',
  十元店货源: 'For 10-Yuan Stores',
  两元店货源: 'For 2-Yuan Stores',
  超市专供: 'For Supermarkets',
  一件代发: 'Dropshipping Available',
  小号: 'Small',
  中号: 'Medium',
  // Crafts.
  中国风: 'Chinese-Style',
  欧式: 'European-Style',
  节日: 'Festive',
  手工: 'Handmade',
  喜庆: 'Celebration',
  树脂: 'Resin',
  实木: 'Solid Wood',
  铁艺: 'Wrought Iron',
  仿真丝: 'Faux Silk',
  节日礼品: 'Holiday Gift',
  义乌圣诞货源: 'Yiwu Christmas Goods',
  酒店装饰: 'Hotel Decor',
  定制批发: 'Custom Wholesale',
  出口欧美: 'Export to Europe and America',
  // Textiles.
  印花: 'Printed',
  水洗: 'Washed',
  高弹: 'High-Stretch',
  环保: 'Eco-Friendly',
  阻燃: 'Flame-Retardant',
  全棉: 'Pure Cotton',
  涤纶: 'Polyester',
  雪纺: 'Chiffon',
  亚麻: 'Linen',
  天丝: 'Tencel',
  尼龙: 'Nylon',
  涤棉: 'Poly-Cotton',
  柯桥面料: 'Keqiao Fabric',
  按米起订: 'Sold by the Metre',
  现货供应: 'In Stock',
  可定织定染: 'Custom Weaving and Dyeing',
  工厂直发: 'Shipped from the Factory',
  // Bags.
  时尚: 'Fashion',
  休闲: 'Casual',
  轻便: 'Lightweight',
  防水: 'Waterproof',
  PU皮: 'PU Leather',
  头层牛皮: 'Top-Grain Leather',
  牛津布: 'Oxford Cloth',
  帆布: 'Canvas',
  平湖箱包: 'Pinghu Luggage',
  外贸原单: 'Original Export Order',
  厂家批发: 'Factory Wholesale',
  可印logo: 'Logo Printing',
  新款: 'New Season',
  '20寸': '20 in',
  '24寸': '24 in',
  '28寸': '28 in',
  // Electronics.
  快充: 'Fast-Charging',
  智能: 'Smart',
  便携: 'Portable',
  静音: 'Quiet',
  大功率: 'High-Power',
  锂电池: 'Lithium Battery',
  深圳货源: 'Shenzhen Source',
  跨境电商: 'For Cross-Border E-Commerce',
  礼品定制: 'Custom Gifts',
  出口认证: 'Export Certified',
  支持一件代发: 'Dropshipping Available',
  // Sports.
  防滑: 'Non-Slip',
  训练: 'Training',
  碳纤维: 'Carbon Fibre',
  橡胶: 'Rubber',
  健身房专用: 'For Gyms',
  晋江货源: 'Jinjiang Source',
  户外露营: 'Outdoor Camping',
  学校采购: 'For Schools',
  批发定制: 'Wholesale and Custom',
  标准号: 'Standard',
  '5号': 'Size 5',
  '7号': 'Size 7',
  '2-3人': '2-3 people',
  '4-6人': '4-6 people',
  // Trades in company names.
  饰品: 'Jewelry',
  玩具: 'Toys',
  五金工具: 'Hardware Tools',
  针织: 'Knitwear',
  文具: 'Stationery',
  日用品: 'Household Goods',
  工艺品: 'Crafts',
  纺织: 'Textiles',
  箱包: 'Bags and Luggage',
  电子: 'Electronics',
  体育用品: 'Sporting Goods',
  国际货运代理: 'International Freight Forwarding',
  供应链管理: 'Supply Chain Management',
  报关: 'Customs Brokerage',
  检测技术: 'Testing Technology',
  品牌设计: 'Brand Design',
  进出口: 'Import and Export',
  贸易: 'Trading',
  商贸: 'Commerce and Trade',
  供应链: 'Supply Chain',
  // Main markets.
  欧美: 'Europe and North America',
  中东: 'the Middle East',
  东南亚: 'Southeast Asia',
  非洲: 'Africa',
  南美: 'South America',
  日韩: 'Japan and Korea',
  俄罗斯及中亚: 'Russia and Central Asia',
  国内各大批发市场: 'wholesale markets across China',
};

/** The English form of a vocabulary word; a word missing here is a seed bug (a test checks them all). */
export function en(word: string): string {
  return VOCAB_EN[word] ?? word;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Pinyin as one capitalised word: "鸿鑫" -> "Hongxin". */
export function pinyinWord(text: string): string {
  return capital(pinyin(text, { toneType: 'none', type: 'array', v: true }).join(''));
}

/** A Chinese personal name in pinyin, surname first: "上官沐阳" -> "Shangguan Muyang". */
export function personEn(name: string): string {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', surname: 'head', v: true });
  const surnameLength = name.length >= 4 ? 2 : 1;
  return [syllables.slice(0, surnameLength), syllables.slice(surnameLength)]
    .filter((part) => part.length > 0)
    .map((part) => capital(part.join('')))
    .join(' ');
}

/** "义乌市" -> "Yiwu", "鄞州区" -> "Yinzhou District", "浙江省" -> "Zhejiang". */
export function placeEn(name: string): string {
  const rules: [RegExp, string][] = [
    [/(省|市)$/, ''],
    [/自治区$/, ''],
    [/区$/, ' District'],
    [/县$/, ' County'],
  ];
  for (const [suffix, word] of rules) {
    if (suffix.test(name)) return `${pinyinWord(name.replace(suffix, ''))}${word}`;
  }
  return pinyinWord(name);
}

/** A county code in English, smallest first: "Yiwu, Jinhua, Zhejiang". */
export function regionEn(countyCode: string): string {
  return [countyCode, countyCode.slice(0, 4), countyCode.slice(0, 2)]
    .map((code) => regionName(code))
    .filter((name): name is string => name !== undefined)
    .map(placeEn)
    .join(', ');
}

const STREET_SUFFIX_EN: [string, string][] = [
  ['中心', 'Centre'],
  ['路', 'Road'],
  ['街', 'Street'],
  ['巷', 'Lane'],
  ['桥', 'Bridge Road'],
  ['侬', 'Alley'],
  ['旁', 'Side Road'],
  ['栋', 'Building'],
];

/** faker's zh street ("丁路") in English ("Ding Road"). */
export function streetEn(street: string): string {
  const found = STREET_SUFFIX_EN.find(([suffix]) => street.endsWith(suffix));
  if (!found) return pinyinWord(street);
  return `${pinyinWord(street.slice(0, -found[0].length))} ${found[1]}`;
}
