// The vocabulary of the market the catalogue seed draws from: the category tree (zh + en), per-industry
// words for titles, specs and prices, brand names, company plans with their real region codes, the halls.
import { industryLook, type IndustryLook } from '../modules/assets/public.ts';

export type Unit = 'ton' | 'piece' | 'set' | 'vehicle' | 'item';

export interface SpecTemplate {
  name: string;
  nameEn: string;
  values: readonly string[];
}

/** An industry's key, Chinese name and drawing colour are the pictures' (modules/assets); the rest is the seed's. */
export interface Industry extends IndustryLook {
  nameEn: string;
  /** The word in company names: 义乌市晶彩饰品有限公司. */
  trade: string;
  styles: readonly string[];
  materials: readonly string[];
  suffixes: readonly string[];
  units: readonly Unit[];
  /** Price per piece in fen: [min, max]. */
  priceFen: readonly [number, number];
  specs: readonly SpecTemplate[];
  certifications: readonly string[];
  children: readonly { name: string; nameEn: string; children: readonly (readonly [string, string])[] }[];
}

const COLOURS: SpecTemplate = {
  name: '颜色',
  nameEn: 'Colour',
  values: ['金色', '银色', '玫瑰金', '黑色', '白色', '红色', '粉色', '蓝色', '混色', '多色可选'],
};
const PACKING: SpecTemplate = {
  name: '包装',
  nameEn: 'Packing',
  values: ['OPP袋独立包装', '彩盒包装', '吸塑卡装', '纸箱散装', '环保牛皮纸盒', '中性包装可定制'],
};

export const INDUSTRIES: readonly Industry[] = [
  {
    ...industryLook('jewellery'),
    nameEn: 'Jewellery',
    trade: '饰品',
    styles: ['韩版', '简约', '复古', '轻奢', '法式', 'ins风', '国潮', '小众设计'],
    materials: ['S925银', '合金', '钛钢', '淡水珍珠', '锆石', '不锈钢', '亚克力', '18K镀金'],
    suffixes: ['跨境爆款', '义乌源头', '厂家直销', '女士百搭', '网红同款'],
    units: ['piece', 'piece', 'set', 'item'],
    priceFen: [150, 4800],
    specs: [COLOURS, PACKING, { name: '风格', nameEn: 'Style', values: ['简约', '甜美', '复古', '个性', '通勤'] }],
    certifications: ['SGS无铅无镍检测', 'ISO9001', 'REACH'],
    children: [
      {
        name: '耳饰',
        nameEn: 'Earrings',
        children: [
          ['耳钉', 'Ear Studs'],
          ['耳环', 'Hoop Earrings'],
          ['耳夹', 'Ear Clips'],
          ['耳线', 'Ear Threads'],
        ],
      },
      {
        name: '项链吊坠',
        nameEn: 'Necklaces & Pendants',
        children: [
          ['项链', 'Necklaces'],
          ['吊坠', 'Pendants'],
          ['锁骨链', 'Collarbone Chains'],
          ['毛衣链', 'Sweater Chains'],
        ],
      },
      {
        name: '手饰',
        nameEn: 'Hand Jewellery',
        children: [
          ['手链', 'Bracelets'],
          ['手镯', 'Bangles'],
          ['戒指', 'Rings'],
          ['脚链', 'Anklets'],
        ],
      },
      {
        name: '发饰',
        nameEn: 'Hair Accessories',
        children: [
          ['发夹', 'Hair Clips'],
          ['发圈', 'Scrunchies'],
          ['发箍', 'Headbands'],
          ['抓夹', 'Claw Clips'],
        ],
      },
    ],
  },
  {
    ...industryLook('toys'),
    nameEn: 'Toys',
    trade: '玩具',
    styles: ['卡通', '益智', '创意', '儿童', '亲子互动', '网红', '迷你', '仿真'],
    materials: ['ABS塑料', '食品级硅胶', '短毛绒', '椴木', 'PP棉', '合金', 'EVA泡沫'],
    suffixes: ['3岁以上', '男孩女孩礼物', '地摊热卖', '跨境专供', '幼儿园礼品'],
    units: ['piece', 'piece', 'set', 'item'],
    priceFen: [300, 12000],
    specs: [
      COLOURS,
      PACKING,
      { name: '适用年龄', nameEn: 'Age', values: ['0-3岁', '3-6岁', '6-12岁', '14岁以上'] },
      { name: '电池', nameEn: 'Battery', values: ['不含电池', '3节5号电池', 'USB充电', '无需电池'] },
    ],
    certifications: ['EN71', 'ASTM F963', '3C认证', 'ISO9001'],
    children: [
      {
        name: '益智玩具',
        nameEn: 'Educational Toys',
        children: [
          ['积木', 'Building Blocks'],
          ['拼图', 'Jigsaw Puzzles'],
          ['魔方', 'Magic Cubes'],
          ['早教机', 'Learning Machines'],
        ],
      },
      {
        name: '毛绒玩具',
        nameEn: 'Plush Toys',
        children: [
          ['毛绒公仔', 'Plush Dolls'],
          ['抱枕玩偶', 'Cushion Dolls'],
          ['毛绒挂件', 'Plush Keychains'],
        ],
      },
      {
        name: '电动遥控',
        nameEn: 'Electric & RC Toys',
        children: [
          ['遥控车', 'RC Cars'],
          ['遥控飞机', 'RC Drones'],
          ['电动火车', 'Electric Trains'],
          ['电动宠物', 'Electronic Pets'],
        ],
      },
      {
        name: '户外玩具',
        nameEn: 'Outdoor Toys',
        children: [
          ['泡泡机', 'Bubble Machines'],
          ['水枪', 'Water Guns'],
          ['风筝', 'Kites'],
          ['滑板车', 'Kick Scooters'],
        ],
      },
    ],
  },
  {
    ...industryLook('hardware'),
    nameEn: 'Hardware & Tools',
    trade: '五金工具',
    styles: ['工业级', '家用', '多功能', '加厚', '专业', '省力型', '便携式'],
    materials: ['铬钒钢', '碳钢', '不锈钢', '锌合金', '高碳钢', '铝合金', '工程塑料'],
    suffixes: ['永康产', '五金批发', '工地专用', '外贸出口', '套装工具'],
    units: ['piece', 'set', 'set', 'ton', 'item'],
    priceFen: [200, 26000],
    specs: [
      { name: '规格', nameEn: 'Size', values: ['6寸', '8寸', '10寸', '12寸', 'M6', 'M8', 'M10', '5米', '7.5米'] },
      { name: '表面处理', nameEn: 'Finish', values: ['镀铬', '镀锌', '发黑', '磨砂', '喷塑'] },
      PACKING,
    ],
    certifications: ['GS认证', 'CE', 'ISO9001', 'ISO14001'],
    children: [
      {
        name: '手动工具',
        nameEn: 'Hand Tools',
        children: [
          ['扳手', 'Wrenches'],
          ['螺丝刀', 'Screwdrivers'],
          ['钳子', 'Pliers'],
          ['锤子', 'Hammers'],
          ['卷尺', 'Tape Measures'],
        ],
      },
      {
        name: '电动工具',
        nameEn: 'Power Tools',
        children: [
          ['电钻', 'Electric Drills'],
          ['角磨机', 'Angle Grinders'],
          ['电锤', 'Rotary Hammers'],
          ['热风枪', 'Heat Guns'],
        ],
      },
      {
        name: '五金配件',
        nameEn: 'Hardware Fittings',
        children: [
          ['合页', 'Hinges'],
          ['门锁', 'Door Locks'],
          ['拉手', 'Handles'],
          ['螺丝螺母', 'Screws & Nuts'],
        ],
      },
      {
        name: '劳保用品',
        nameEn: 'Safety Supplies',
        children: [
          ['劳保手套', 'Work Gloves'],
          ['安全帽', 'Safety Helmets'],
          ['反光背心', 'Reflective Vests'],
        ],
      },
    ],
  },
  {
    ...industryLook('knitwear'),
    nameEn: 'Knitwear & Hosiery',
    trade: '针织',
    styles: ['纯色', '条纹', '卡通', '加厚保暖', '透气', '秋冬款', '春夏款', '提花'],
    materials: ['精梳棉', '羊毛', '莫代尔', '竹纤维', '锦纶', '腈纶', '珊瑚绒'],
    suffixes: ['诸暨大唐', '一打起批', '男女通用', '外贸尾单', '厂家直供'],
    units: ['piece', 'set', 'item', 'ton'],
    priceFen: [180, 9000],
    specs: [
      COLOURS,
      { name: '尺码', nameEn: 'Size', values: ['均码', 'S-XL', '35-39码', '39-44码', '儿童码'] },
      { name: '成分', nameEn: 'Composition', values: ['80%棉 20%氨纶', '100%棉', '70%羊毛 30%锦纶', '95%莫代尔'] },
    ],
    certifications: ['OEKO-TEX 100', 'BSCI', 'ISO9001'],
    children: [
      {
        name: '袜子',
        nameEn: 'Socks',
        children: [
          ['棉袜', 'Cotton Socks'],
          ['船袜', 'No-show Socks'],
          ['丝袜', 'Stockings'],
          ['运动袜', 'Sports Socks'],
        ],
      },
      {
        name: '围巾手套',
        nameEn: 'Scarves & Gloves',
        children: [
          ['围巾', 'Scarves'],
          ['针织手套', 'Knitted Gloves'],
          ['披肩', 'Shawls'],
        ],
      },
      {
        name: '针织服饰',
        nameEn: 'Knitted Apparel',
        children: [
          ['毛衣', 'Sweaters'],
          ['打底衫', 'Base Layers'],
          ['针织帽', 'Beanies'],
        ],
      },
      {
        name: '内衣家居服',
        nameEn: 'Underwear & Loungewear',
        children: [
          ['内裤', 'Underpants'],
          ['睡衣', 'Pyjamas'],
          ['保暖内衣', 'Thermal Underwear'],
        ],
      },
    ],
  },
  {
    ...industryLook('stationery'),
    nameEn: 'Stationery & Office',
    trade: '文具',
    styles: ['学生', '商务', '创意', '可爱', '简约', '大容量', '办公'],
    materials: ['PP塑料', '牛皮纸', '道林纸', '金属', '木质', 'PU皮面'],
    suffixes: ['开学季', '办公批发', '宁海产', '整箱起批', '定制logo'],
    units: ['piece', 'set', 'item', 'piece'],
    priceFen: [50, 6000],
    specs: [
      COLOURS,
      PACKING,
      { name: '规格', nameEn: 'Size', values: ['A4', 'A5', 'B5', '0.5mm', '0.38mm', '12色', '24色'] },
    ],
    certifications: ['FSC', 'EN71', 'ISO9001'],
    children: [
      {
        name: '书写工具',
        nameEn: 'Writing Instruments',
        children: [
          ['中性笔', 'Gel Pens'],
          ['圆珠笔', 'Ballpoint Pens'],
          ['马克笔', 'Markers'],
          ['铅笔', 'Pencils'],
        ],
      },
      {
        name: '本册纸品',
        nameEn: 'Notebooks & Paper',
        children: [
          ['笔记本', 'Notebooks'],
          ['便利贴', 'Sticky Notes'],
          ['复印纸', 'Copy Paper'],
          ['手账本', 'Planners'],
        ],
      },
      {
        name: '办公用品',
        nameEn: 'Office Supplies',
        children: [
          ['文件夹', 'File Folders'],
          ['订书机', 'Staplers'],
          ['计算器', 'Calculators'],
          ['胶带', 'Adhesive Tapes'],
        ],
      },
      {
        name: '学生文具',
        nameEn: 'School Supplies',
        children: [
          ['文具盒', 'Pencil Cases'],
          ['书包', 'School Bags'],
          ['橡皮', 'Erasers'],
          ['尺子', 'Rulers'],
        ],
      },
    ],
  },
  {
    ...industryLook('daily'),
    nameEn: 'Daily Necessities',
    trade: '日用品',
    styles: ['家用', '北欧风', '日式', '加厚', '折叠', '多功能', '大号'],
    materials: ['PP塑料', '304不锈钢', '高硼硅玻璃', '竹木', '硅胶', '陶瓷', '无纺布'],
    suffixes: ['居家好物', '十元店货源', '两元店货源', '超市专供', '一件代发'],
    units: ['piece', 'set', 'item', 'piece'],
    priceFen: [80, 8000],
    specs: [
      COLOURS,
      PACKING,
      { name: '容量', nameEn: 'Capacity', values: ['350ml', '500ml', '1L', '5L', '20L', '小号', '中号', '大号'] },
    ],
    certifications: ['LFGB', 'FDA', 'ISO9001'],
    children: [
      {
        name: '厨房用品',
        nameEn: 'Kitchenware',
        children: [
          ['保鲜盒', 'Food Containers'],
          ['厨房刀具', 'Kitchen Knives'],
          ['砧板', 'Cutting Boards'],
          ['锅铲汤勺', 'Spatulas & Ladles'],
        ],
      },
      {
        name: '收纳整理',
        nameEn: 'Storage',
        children: [
          ['收纳箱', 'Storage Boxes'],
          ['衣架', 'Hangers'],
          ['挂钩', 'Hooks'],
          ['收纳袋', 'Storage Bags'],
        ],
      },
      {
        name: '清洁用品',
        nameEn: 'Cleaning Supplies',
        children: [
          ['拖把', 'Mops'],
          ['抹布', 'Cleaning Cloths'],
          ['垃圾袋', 'Garbage Bags'],
          ['清洁刷', 'Cleaning Brushes'],
        ],
      },
      {
        name: '杯壶水具',
        nameEn: 'Drinkware',
        children: [
          ['保温杯', 'Vacuum Flasks'],
          ['玻璃杯', 'Glass Cups'],
          ['运动水壶', 'Water Bottles'],
          ['马克杯', 'Mugs'],
        ],
      },
    ],
  },
  {
    ...industryLook('crafts'),
    nameEn: 'Crafts & Gifts',
    trade: '工艺品',
    styles: ['中国风', '欧式', '节日', '手工', '复古', '创意', '喜庆'],
    materials: ['树脂', '陶瓷', '实木', '亚克力', '无纺布', '铁艺', '仿真丝'],
    suffixes: ['节日礼品', '义乌圣诞货源', '酒店装饰', '定制批发', '出口欧美'],
    units: ['piece', 'set', 'item', 'piece'],
    priceFen: [100, 15000],
    specs: [
      COLOURS,
      PACKING,
      { name: '尺寸', nameEn: 'Size', values: ['10cm', '20cm', '30cm', '60cm', '1.2m', '1.8m'] },
    ],
    certifications: ['BSCI', 'SEDEX', 'ISO9001'],
    children: [
      {
        name: '节庆用品',
        nameEn: 'Festive Supplies',
        children: [
          ['圣诞装饰', 'Christmas Decorations'],
          ['灯笼', 'Lanterns'],
          ['气球', 'Balloons'],
          ['彩带拉花', 'Streamers'],
        ],
      },
      {
        name: '工艺摆件',
        nameEn: 'Decorative Crafts',
        children: [
          ['树脂摆件', 'Resin Ornaments'],
          ['陶瓷摆件', 'Ceramic Ornaments'],
          ['木雕', 'Wood Carvings'],
        ],
      },
      {
        name: '礼品包装',
        nameEn: 'Gift Packaging',
        children: [
          ['礼品盒', 'Gift Boxes'],
          ['礼品袋', 'Gift Bags'],
          ['包装纸', 'Wrapping Paper'],
          ['丝带', 'Ribbons'],
        ],
      },
      {
        name: '仿真花艺',
        nameEn: 'Artificial Flowers',
        children: [
          ['仿真花束', 'Artificial Bouquets'],
          ['仿真绿植', 'Artificial Plants'],
          ['干花', 'Dried Flowers'],
        ],
      },
    ],
  },
  {
    ...industryLook('textiles'),
    nameEn: 'Textiles & Fabrics',
    trade: '纺织',
    styles: ['纯色', '印花', '提花', '水洗', '高弹', '环保', '阻燃'],
    materials: ['全棉', '涤纶', '雪纺', '亚麻', '天丝', '尼龙', '涤棉'],
    suffixes: ['柯桥面料', '按米起订', '现货供应', '可定织定染', '工厂直发'],
    units: ['ton', 'piece', 'item', 'vehicle'],
    priceFen: [120, 6000],
    specs: [
      COLOURS,
      { name: '克重', nameEn: 'Weight', values: ['80g/㎡', '120g/㎡', '180g/㎡', '240g/㎡', '320g/㎡'] },
      { name: '幅宽', nameEn: 'Width', values: ['145cm', '150cm', '160cm', '280cm'] },
    ],
    certifications: ['OEKO-TEX 100', 'GRS', 'ISO9001'],
    children: [
      {
        name: '面料',
        nameEn: 'Fabrics',
        children: [
          ['棉布', 'Cotton Fabric'],
          ['雪纺布', 'Chiffon'],
          ['牛仔布', 'Denim'],
          ['针织布', 'Knit Fabric'],
        ],
      },
      {
        name: '服装辅料',
        nameEn: 'Trims',
        children: [
          ['纽扣', 'Buttons'],
          ['拉链', 'Zippers'],
          ['织带', 'Webbing'],
          ['花边', 'Lace Trims'],
        ],
      },
      {
        name: '家纺',
        nameEn: 'Home Textiles',
        children: [
          ['床上四件套', 'Bedding Sets'],
          ['毛巾', 'Towels'],
          ['窗帘', 'Curtains'],
          ['地垫', 'Floor Mats'],
        ],
      },
    ],
  },
  {
    ...industryLook('bags'),
    nameEn: 'Bags & Luggage',
    trade: '箱包',
    styles: ['时尚', '大容量', '商务', '休闲', '复古', '轻便', '防水'],
    materials: ['PU皮', '头层牛皮', '牛津布', 'PC', 'ABS', '帆布', '尼龙'],
    suffixes: ['平湖箱包', '外贸原单', '厂家批发', '可印logo', '新款'],
    units: ['piece', 'item', 'set'],
    priceFen: [1200, 38000],
    specs: [
      COLOURS,
      PACKING,
      { name: '尺寸', nameEn: 'Size', values: ['小号', '中号', '大号', '20寸', '24寸', '28寸'] },
    ],
    certifications: ['BSCI', 'ISO9001'],
    children: [
      {
        name: '女包',
        nameEn: 'Handbags',
        children: [
          ['单肩包', 'Shoulder Bags'],
          ['斜挎包', 'Crossbody Bags'],
          ['手拿包', 'Clutches'],
        ],
      },
      {
        name: '旅行箱包',
        nameEn: 'Travel Bags',
        children: [
          ['拉杆箱', 'Trolley Cases'],
          ['旅行袋', 'Travel Duffels'],
          ['双肩背包', 'Backpacks'],
        ],
      },
      {
        name: '小皮具',
        nameEn: 'Small Leather Goods',
        children: [
          ['钱包', 'Wallets'],
          ['卡包', 'Card Holders'],
          ['腰带', 'Belts'],
        ],
      },
    ],
  },
  {
    ...industryLook('electronics'),
    nameEn: 'Electronics',
    trade: '电子',
    styles: ['快充', '迷你', '智能', '便携', '静音', '大功率', 'USB充电'],
    materials: ['ABS', 'TPE', '铝合金', 'PC', '锂电池', '硅胶'],
    suffixes: ['深圳货源', '跨境电商', '礼品定制', '出口认证', '支持一件代发'],
    units: ['piece', 'set', 'item'],
    priceFen: [500, 25000],
    specs: [COLOURS, PACKING, { name: '功率', nameEn: 'Power', values: ['5W', '10W', '20W', '65W', '1200W', '1800W'] }],
    certifications: ['CE', 'FCC', 'RoHS', '3C认证'],
    children: [
      {
        name: '手机配件',
        nameEn: 'Phone Accessories',
        children: [
          ['数据线', 'Charging Cables'],
          ['充电器', 'Chargers'],
          ['手机壳', 'Phone Cases'],
          ['充电宝', 'Power Banks'],
        ],
      },
      {
        name: '小家电',
        nameEn: 'Small Appliances',
        children: [
          ['电风扇', 'Electric Fans'],
          ['加湿器', 'Humidifiers'],
          ['电热水壶', 'Electric Kettles'],
        ],
      },
      {
        name: '照明灯具',
        nameEn: 'Lighting',
        children: [
          ['LED灯泡', 'LED Bulbs'],
          ['台灯', 'Desk Lamps'],
          ['灯串', 'String Lights'],
          ['手电筒', 'Flashlights'],
        ],
      },
    ],
  },
  {
    ...industryLook('sports'),
    nameEn: 'Sports & Outdoors',
    trade: '体育用品',
    styles: ['专业', '家用', '加厚', '便携', '折叠', '防滑', '训练'],
    materials: ['TPE', 'NBR', '铝合金', '碳纤维', '牛津布', 'PU', '橡胶'],
    suffixes: ['健身房专用', '晋江货源', '户外露营', '学校采购', '批发定制'],
    units: ['piece', 'set', 'item'],
    priceFen: [600, 30000],
    specs: [
      COLOURS,
      PACKING,
      { name: '规格', nameEn: 'Size', values: ['标准号', '5号', '7号', '183cm', '2-3人', '4-6人'] },
    ],
    certifications: ['ISO9001', 'SGS', 'CE'],
    children: [
      {
        name: '健身器材',
        nameEn: 'Fitness Equipment',
        children: [
          ['瑜伽垫', 'Yoga Mats'],
          ['跳绳', 'Jump Ropes'],
          ['哑铃', 'Dumbbells'],
          ['弹力带', 'Resistance Bands'],
        ],
      },
      {
        name: '户外露营',
        nameEn: 'Camping',
        children: [
          ['帐篷', 'Tents'],
          ['野餐垫', 'Picnic Mats'],
          ['折叠椅', 'Folding Chairs'],
        ],
      },
      {
        name: '球类运动',
        nameEn: 'Ball Sports',
        children: [
          ['篮球', 'Basketballs'],
          ['足球', 'Footballs'],
          ['羽毛球拍', 'Badminton Rackets'],
        ],
      },
    ],
  },
];

export function industryByKey(key: string): Industry {
  const found = INDUSTRIES.find((industry) => industry.key === key);
  if (!found) throw new Error(`unknown industry ${key}`);
  return found;
}

/** Invented brand names (no real trademark), each in one industry. */
export const BRANDS: readonly { name: string; nameEn: string; industry: string }[] = [
  { name: '星辰', nameEn: 'Xingchen', industry: 'jewellery' },
  { name: '晶彩', nameEn: 'Jingcai', industry: 'jewellery' },
  { name: '珂兰雅', nameEn: 'Kelanya', industry: 'jewellery' },
  { name: '华美', nameEn: 'Huamei', industry: 'toys' },
  { name: '乐童', nameEn: 'Letong', industry: 'toys' },
  { name: '奇趣岛', nameEn: 'Qiqu Island', industry: 'toys' },
  { name: '永固', nameEn: 'Yonggu', industry: 'hardware' },
  { name: '钢盾', nameEn: 'Gangdun', industry: 'hardware' },
  { name: '巨匠', nameEn: 'Jujiang', industry: 'hardware' },
  { name: '暖丝', nameEn: 'Nuansi', industry: 'knitwear' },
  { name: '棉语', nameEn: 'Mianyu', industry: 'knitwear' },
  { name: '足尚', nameEn: 'Zushang', industry: 'knitwear' },
  { name: '书香阁', nameEn: 'Shuxiangge', industry: 'stationery' },
  { name: '墨客', nameEn: 'Moke', industry: 'stationery' },
  { name: '优写', nameEn: 'Youxie', industry: 'stationery' },
  { name: '洁家', nameEn: 'Jiejia', industry: 'daily' },
  { name: '佳厨', nameEn: 'Jiachu', industry: 'daily' },
  { name: '纳美', nameEn: 'Namei', industry: 'daily' },
  { name: '喜庆坊', nameEn: 'Xiqingfang', industry: 'crafts' },
  { name: '匠心', nameEn: 'Jiangxin', industry: 'crafts' },
  { name: '花语', nameEn: 'Huayu', industry: 'crafts' },
  { name: '锦绣', nameEn: 'Jinxiu', industry: 'textiles' },
  { name: '柯纺', nameEn: 'Kefang', industry: 'textiles' },
  { name: '行者', nameEn: 'Xingzhe', industry: 'bags' },
  { name: '雅韵', nameEn: 'Yayun', industry: 'bags' },
  { name: '电光', nameEn: 'Dianguang', industry: 'electronics' },
  { name: '迅充', nameEn: 'Xunchong', industry: 'electronics' },
  { name: '亮点', nameEn: 'Liangdian', industry: 'electronics' },
  { name: '跃动', nameEn: 'Yuedong', industry: 'sports' },
  { name: '山野', nameEn: 'Shanye', industry: 'sports' },
];

/** Words that make company names: 义乌市<word><trade>有限公司. */
export const NAME_WORDS = [
  '宏达',
  '金鼎',
  '恒信',
  '美佳',
  '鸿运',
  '瑞丰',
  '华盛',
  '天成',
  '博远',
  '永盛',
  '金诺',
  '佳宜',
  '盛世',
  '欣悦',
  '锦程',
  '汇通',
  '鼎盛',
  '优品',
  '朗润',
  '明辉',
  '和顺',
  '嘉禾',
  '腾飞',
  '顺发',
  '兴隆',
  '创美',
  '百川',
  '亿家',
  '聚源',
  '宝利',
  '海纳',
  '众信',
  '卓越',
  '方圆',
  '东升',
  '新航',
  '金桥',
  '合力',
  '丰泽',
  '龙腾',
  '久盛',
  '益达',
] as const;

export interface CompanyPlan {
  kind: 'shop' | 'factory' | 'provider' | 'buyer';
  industries: readonly string[];
  county: string;
  /** Products to seed (shops and factories). */
  products: number;
  /** For providers and buyers: the business words of the name. */
  trade?: string;
}

const YIWU = '330782';

/** The ~44 companies the catalogue adds beside the demo companies. */
export const COMPANY_PLANS: readonly CompanyPlan[] = [
  // Shops in the market halls (goods source `sale`).
  { kind: 'shop', industries: ['jewellery'], county: YIWU, products: 12 },
  { kind: 'shop', industries: ['jewellery', 'crafts'], county: YIWU, products: 11 },
  { kind: 'shop', industries: ['jewellery'], county: YIWU, products: 10 },
  { kind: 'shop', industries: ['toys'], county: YIWU, products: 12 },
  { kind: 'shop', industries: ['toys', 'stationery'], county: YIWU, products: 10 },
  { kind: 'shop', industries: ['hardware'], county: YIWU, products: 10 },
  { kind: 'shop', industries: ['knitwear'], county: YIWU, products: 11 },
  { kind: 'shop', industries: ['knitwear', 'textiles'], county: YIWU, products: 9 },
  { kind: 'shop', industries: ['stationery'], county: YIWU, products: 11 },
  { kind: 'shop', industries: ['stationery', 'daily'], county: YIWU, products: 9 },
  { kind: 'shop', industries: ['daily'], county: YIWU, products: 12 },
  { kind: 'shop', industries: ['daily'], county: '330703', products: 9 },
  { kind: 'shop', industries: ['crafts'], county: YIWU, products: 11 },
  { kind: 'shop', industries: ['crafts'], county: YIWU, products: 9 },
  { kind: 'shop', industries: ['bags'], county: YIWU, products: 10 },
  { kind: 'shop', industries: ['electronics'], county: YIWU, products: 11 },
  { kind: 'shop', industries: ['electronics'], county: '440306', products: 9 },
  { kind: 'shop', industries: ['sports'], county: YIWU, products: 10 },
  // Source factories in the industrial belts (goods source `supplier`).
  { kind: 'factory', industries: ['jewellery'], county: '330726', products: 10 },
  { kind: 'factory', industries: ['toys'], county: '440515', products: 11 },
  { kind: 'factory', industries: ['toys'], county: '331125', products: 9 },
  { kind: 'factory', industries: ['hardware'], county: '330784', products: 11 },
  { kind: 'factory', industries: ['hardware'], county: '330784', products: 9 },
  { kind: 'factory', industries: ['knitwear'], county: '330681', products: 11 },
  { kind: 'factory', industries: ['stationery'], county: '330226', products: 10 },
  { kind: 'factory', industries: ['stationery'], county: '330122', products: 9 },
  { kind: 'factory', industries: ['electronics'], county: '330282', products: 10 },
  { kind: 'factory', industries: ['bags'], county: '330482', products: 10 },
  { kind: 'factory', industries: ['crafts'], county: '330783', products: 9 },
  { kind: 'factory', industries: ['crafts'], county: '350526', products: 9 },
  { kind: 'factory', industries: ['textiles'], county: '330603', products: 11 },
  { kind: 'factory', industries: ['textiles', 'knitwear'], county: '320581', products: 9 },
  { kind: 'factory', industries: ['sports'], county: '350582', products: 10 },
  { kind: 'factory', industries: ['electronics'], county: '440306', products: 10 },
  // Service providers.
  { kind: 'provider', industries: [], county: YIWU, products: 0, trade: '国际货运代理' },
  { kind: 'provider', industries: [], county: YIWU, products: 0, trade: '供应链管理' },
  { kind: 'provider', industries: [], county: '330212', products: 0, trade: '报关' },
  { kind: 'provider', industries: [], county: '330108', products: 0, trade: '检测技术' },
  { kind: 'provider', industries: [], county: YIWU, products: 0, trade: '品牌设计' },
  // Buyers (trading companies).
  { kind: 'buyer', industries: ['daily', 'toys'], county: '330110', products: 0, trade: '进出口' },
  { kind: 'buyer', industries: ['electronics'], county: '440113', products: 0, trade: '贸易' },
  { kind: 'buyer', industries: ['crafts', 'jewellery'], county: '350203', products: 0, trade: '进出口' },
  { kind: 'buyer', industries: ['hardware'], county: '320206', products: 0, trade: '商贸' },
  { kind: 'buyer', industries: ['textiles'], county: '330502', products: 0, trade: '供应链' },
];

/** Products of the demo seller, the demo factory and the platform's self-run shop. */
export const DEMO_PRODUCT_PLANS = {
  seller: { industries: ['jewellery'], products: 16 },
  factory: { industries: ['toys'], products: 16 },
  platform: { industries: INDUSTRIES.map((industry) => industry.key), products: 30 },
} as const;

/** Telephone area codes of the cities the seed uses. */
export const AREA_CODES: Record<string, string> = {
  '3307': '0579',
  '3306': '0575',
  '3301': '0571',
  '3302': '0574',
  '3304': '0573',
  '3305': '0572',
  '3310': '0576',
  '3311': '0578',
  '3303': '0577',
  '4403': '0755',
  '4405': '0754',
  '4401': '020',
  '3205': '0512',
  '3202': '0510',
  '3505': '0595',
  '3502': '0592',
};

export const POSTAL_CODES: Record<string, string> = {
  '3307': '322000',
  '3306': '311800',
  '3301': '311100',
  '3302': '315000',
  '3304': '314200',
  '3305': '313000',
  '3303': '325800',
  '4403': '518100',
  '4405': '515800',
  '4401': '511400',
  '3205': '215500',
  '3202': '214100',
  '3505': '362200',
  '3502': '361000',
};

export const MAIN_MARKETS = ['欧美', '中东', '东南亚', '非洲', '南美', '日韩', '俄罗斯及中亚', '国内各大批发市场'];

/** The halls (districts) of the market building, with the industries they house. */
export const HALLS: readonly { name: string; nameEn: string; floors: number; booths: number; industries: string[] }[] =
  [
    {
      name: '国际商贸城一区',
      nameEn: 'International Trade City District 1',
      floors: 4,
      booths: 10000,
      industries: ['jewellery', 'toys', 'crafts'],
    },
    {
      name: '国际商贸城二区',
      nameEn: 'International Trade City District 2',
      floors: 4,
      booths: 8000,
      industries: ['hardware', 'electronics', 'bags'],
    },
    {
      name: '国际商贸城三区',
      nameEn: 'International Trade City District 3',
      floors: 4,
      booths: 6000,
      industries: ['stationery', 'sports'],
    },
    {
      name: '国际商贸城四区',
      nameEn: 'International Trade City District 4',
      floors: 5,
      booths: 16000,
      industries: ['knitwear', 'daily'],
    },
    {
      name: '国际商贸城五区',
      nameEn: 'International Trade City District 5',
      floors: 5,
      booths: 7000,
      industries: ['textiles', 'daily'],
    },
  ];

/** Banners of the portal pages; images are drawn by the assets module from the key. */
export const BANNERS: readonly {
  key: string;
  placement: 'home' | 'showRoom' | 'service' | 'brand';
  title: string;
  titleEn: string;
  subtitle: string;
  subtitleEn: string;
  link: string;
}[] = [
  {
    key: 'home-market',
    placement: 'home',
    title: '全球小商品采购中心',
    titleEn: 'The world’s small-commodity sourcing centre',
    subtitle: '7.5万个商位 · 210万种商品 · 一站式采购',
    subtitleEn: '75,000 booths · 2.1 million products · one-stop sourcing',
    link: '/market',
  },
  {
    key: 'home-factory',
    placement: 'home',
    title: '源头工厂 直供直采',
    titleEn: 'Source factories, buy direct',
    subtitle: '产业带实力工厂，验厂报告在线查看',
    subtitleEn: 'Strong factories of the industrial belts, inspection reports online',
    link: '/factoryZone',
  },
  {
    key: 'home-discount',
    placement: 'home',
    title: '限时折扣 爆款直降',
    titleEn: 'Limited-time discounts',
    subtitle: '精选热销好货，限时特价抢购',
    subtitleEn: 'Best sellers at special prices, for a limited time',
    link: '/promotionalActivities',
  },
  {
    key: 'home-exhibition',
    placement: 'home',
    title: '义博会 线上展厅',
    titleEn: 'Yiwu Fair online exhibition hall',
    subtitle: '足不出户逛展会，在线预约参展参观',
    subtitleEn: 'Visit the fair from your desk; book booths and visits online',
    link: '/exhibitionDisplay',
  },
  {
    key: 'home-belt',
    placement: 'home',
    title: '浙江产业带 一图看尽',
    titleEn: 'Industrial belts on one map',
    subtitle: '永康五金 · 诸暨袜业 · 浦江水晶 · 澄海玩具',
    subtitleEn: 'Yongkang hardware · Zhuji socks · Pujiang crystal · Chenghai toys',
    link: '/industrialBelt',
  },
  {
    key: 'showroom-main',
    placement: 'showRoom',
    title: '数字展厅 全年不落幕',
    titleEn: 'A digital showroom open all year',
    subtitle: '五大市场区块，一键直达商位',
    subtitleEn: 'Five market districts, one click to every booth',
    link: '/exhibitionDisplay',
  },
  {
    key: 'showroom-apply',
    placement: 'showRoom',
    title: '展位火热招商中',
    titleEn: 'Booths now open for exhibitors',
    subtitle: '选择展区、选择展品、在线提交申请',
    subtitleEn: 'Pick an area and your exhibits, apply online',
    link: '/exhibitionApply',
  },
  {
    key: 'showroom-vr',
    placement: 'showRoom',
    title: 'VR 云逛市场',
    titleEn: 'Walk the market in VR',
    subtitle: '沉浸式浏览商位与展品',
    subtitleEn: 'Browse booths and exhibits immersively',
    link: '/vrList',
  },
  {
    key: 'service-zone',
    placement: 'service',
    title: '一站式外贸服务专区',
    titleEn: 'One-stop foreign-trade services',
    subtitle: '物流 · 金融 · 报关 · 检测 · 设计',
    subtitleEn: 'Logistics · finance · customs · testing · design',
    link: '/serviceSector',
  },
  {
    key: 'service-1039',
    placement: 'service',
    title: '1039 市场采购贸易',
    titleEn: '1039 market-procurement trade',
    subtitle: '小批量、多品种，便利通关与结汇',
    subtitleEn: 'Small batches, many kinds, easy clearance and settlement',
    link: '/serverEntranceDetail',
  },
  {
    key: 'service-finance',
    placement: 'service',
    title: '供应链金融 授信快速审批',
    titleEn: 'Supply-chain finance, fast credit approval',
    subtitle: '经营贷款、订单融资、保证金服务',
    subtitleEn: 'Business loans, order financing, deposit services',
    link: '/serviceProvider',
  },
  {
    key: 'brand-week',
    placement: 'brand',
    title: '品牌周 好货专场',
    titleEn: 'Brand week',
    subtitle: '市场优选品牌集中亮相',
    subtitleEn: 'The market’s selected brands, all in one place',
    link: '/market',
  },
  {
    key: 'brand-new',
    placement: 'brand',
    title: '新锐品牌 入驻有礼',
    titleEn: 'New brands welcome',
    subtitle: '品牌入驻享流量扶持',
    subtitleEn: 'New brands get traffic support',
    link: '/certification',
  },
];
