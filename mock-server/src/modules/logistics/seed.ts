// Seeds carriers (the portal's logistics providers plus independent ones) with road, rail, sea and air routes
// from Yiwu, warehouses at home and abroad, YunCang requests of the demo users, trucks offering loads and
// the freight trains (China-Europe and sea-rail) with weekly timetables. Deterministic.
import { all, run, type Db } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { assetUrl, logoImage } from '../../lib/assets.ts';
import { randomMobile } from '../customer/public.ts';
import { cityName, regionText } from '../region/public.ts';
import { DAY, HOUR, chinaDate } from '../../lib/china-time.ts';

type Service = 'express' | 'lessThanTruckload' | 'fullTruckload' | 'railway' | 'seaFreight' | 'airFreight';

/** Cities with their approximate position, for road distances (and so truck prices) between them. */
const CITIES: Record<string, { lat: number; lon: number; plate: string }> = {
  '3307': { lat: 29.31, lon: 120.07, plate: '浙G' },
  '3301': { lat: 30.27, lon: 120.15, plate: '浙A' },
  '3302': { lat: 29.87, lon: 121.55, plate: '浙B' },
  '3101': { lat: 31.23, lon: 121.47, plate: '沪D' },
  '3201': { lat: 32.06, lon: 118.8, plate: '苏A' },
  '4401': { lat: 23.13, lon: 113.26, plate: '粤A' },
  '4403': { lat: 22.54, lon: 114.06, plate: '粤B' },
  '1101': { lat: 39.9, lon: 116.4, plate: '京A' },
  '5101': { lat: 30.57, lon: 104.07, plate: '川A' },
  '6501': { lat: 43.83, lon: 87.62, plate: '新A' },
  '6101': { lat: 34.34, lon: 108.94, plate: '陕A' },
  '4201': { lat: 30.59, lon: 114.31, plate: '鄂A' },
  '2101': { lat: 41.8, lon: 123.43, plate: '辽A' },
  '5301': { lat: 25.04, lon: 102.71, plate: '云A' },
  '4101': { lat: 34.75, lon: 113.63, plate: '豫A' },
  '4301': { lat: 28.23, lon: 112.94, plate: '湘A' },
  '3702': { lat: 36.07, lon: 120.38, plate: '鲁B' },
};

/** Road kilometres: the great-circle distance times a detour factor of 1.25. */
export function roadKm(from: string, to: string): number {
  const a = CITIES[from];
  const b = CITIES[to];
  if (!a || !b) return 500;
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return Math.max(30, Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 1.25));
}

const DOMESTIC: readonly { code: string; name: string }[] = [
  { code: '31', name: '上海市' },
  { code: '4401', name: '广州市' },
  { code: '4403', name: '深圳市' },
  { code: '11', name: '北京市' },
  { code: '3201', name: '南京市' },
  { code: '4201', name: '武汉市' },
  { code: '4101', name: '郑州市' },
  { code: '4301', name: '长沙市' },
  { code: '5101', name: '成都市' },
  { code: '6101', name: '西安市' },
  { code: '2101', name: '沈阳市' },
  { code: '5301', name: '昆明市' },
  { code: '6501', name: '乌鲁木齐市' },
  { code: '3702', name: '青岛市' },
];
/** The city of a destination code, for distances (the municipalities by their 01 city). */
const cityOf = (code: string) => (code.length === 2 ? `${code}01` : code);

const ABROAD: Record<'railway' | 'seaFreight' | 'airFreight', readonly [string, string, number, number][]> = {
  // [country code, name, transit days, fen per kg]
  railway: [
    ['ES', '西班牙 马德里', 18, 1100],
    ['DE', '德国 杜伊斯堡', 16, 950],
    ['PL', '波兰 华沙', 14, 900],
    ['RU', '俄罗斯 莫斯科', 12, 780],
    ['UZ', '乌兹别克斯坦 塔什干', 10, 650],
  ],
  seaFreight: [
    ['AE', '阿联酋 迪拜', 22, 160],
    ['US', '美国 洛杉矶', 28, 210],
    ['BR', '巴西 桑托斯', 40, 260],
    ['NG', '尼日利亚 拉各斯', 38, 240],
    ['TH', '泰国 曼谷', 12, 120],
  ],
  airFreight: [
    ['RU', '俄罗斯 莫斯科', 4, 3200],
    ['AE', '阿联酋 迪拜', 3, 2800],
    ['US', '美国 洛杉矶', 5, 3900],
  ],
};

const ROAD_RATES: Record<
  'express' | 'lessThanTruckload' | 'fullTruckload',
  { base: number; perKm: number; days: number; min: number }
> = {
  // fen per kg = base + km / perKm; transit days = 1 + km / days
  express: { base: 60, perKm: 25, days: 800, min: 800 },
  lessThanTruckload: { base: 20, perKm: 40, days: 500, min: 3_000 },
  fullTruckload: { base: 10, perKm: 60, days: 700, min: 80_000 },
};

const INDEPENDENT_CARRIERS: readonly { name: string; county: string; services: Service[]; intro: string }[] = [
  {
    name: '浙江宏远物流有限公司',
    county: '330702',
    services: ['lessThanTruckload', 'fullTruckload'],
    intro: '专注浙江发往全国的零担与整车运输，自有车辆200余台，干线网络覆盖30个省份。',
  },
  {
    name: '义乌顺捷快运有限公司',
    county: '330782',
    services: ['express', 'lessThanTruckload'],
    intro: '小商品快运专家，国际商贸城设有12个收货点，当日收货次日达江浙沪。',
  },
  {
    name: '金华安达供应链管理有限公司',
    county: '330703',
    services: ['fullTruckload'],
    intro: '提供整车运输、仓配一体化服务，服务义乌、永康、东阳等产业带工厂。',
  },
  {
    name: '义乌中欧班列国际物流有限公司',
    county: '330782',
    services: ['railway'],
    intro: '义新欧中欧班列订舱代理，提供拼箱、整箱、报关与境外清关一站式服务。',
  },
  {
    name: '宁波港通海运代理有限公司',
    county: '330212',
    services: ['seaFreight'],
    intro: '宁波舟山港一级货代，提供海运整箱、拼箱和海铁联运服务，主营中东、非洲、南美航线。',
  },
  {
    name: '杭州空港国际货运有限公司',
    county: '330109',
    services: ['airFreight', 'express'],
    intro: '依托杭州萧山国际机场，提供国际空运、跨境小包与进出口报关服务。',
  },
  {
    name: '义乌恒通冷链物流有限公司',
    county: '330782',
    services: ['fullTruckload'],
    intro: '冷链整车与城配服务，-25℃至8℃多温区车辆，服务进口食品与生鲜商户。',
  },
];

const WAREHOUSES: readonly {
  name: string;
  type: 'normal' | 'cold' | 'bonded' | 'overseas';
  county: string;
  abroad?: string;
  address: string;
  area: number;
  priceFen: number;
  facilities: string[];
}[] = [
  {
    name: '义乌港国际物流园区综合仓',
    type: 'normal',
    county: '330782',
    address: '义乌市稠江街道义乌港物流园区B区',
    area: 32_000,
    priceFen: 120,
    facilities: ['高台月台', '叉车', '24小时监控', '消防喷淋'],
  },
  {
    name: '义乌保税物流中心（B型）保税仓',
    type: 'bonded',
    county: '330782',
    address: '义乌市稠江街道保税物流中心',
    area: 18_000,
    priceFen: 180,
    facilities: ['海关监管', '保税存储', '分拣包装', '24小时监控'],
  },
  {
    name: '义乌国际陆港冷链仓',
    type: 'cold',
    county: '330782',
    address: '义乌市后宅街道国际陆港冷链中心',
    area: 9_000,
    priceFen: 450,
    facilities: ['-25℃冷冻库', '0-4℃冷藏库', '温控记录', '冷链月台'],
  },
  {
    name: '金义综合保税区公共仓',
    type: 'bonded',
    county: '330703',
    address: '金华市金东区金义综合保税区',
    area: 24_000,
    priceFen: 160,
    facilities: ['海关监管', '跨境电商分拨', '自动分拣线'],
  },
  {
    name: '宁波北仑港区物流仓',
    type: 'normal',
    county: '330206',
    address: '宁波市北仑区港区物流园',
    area: 40_000,
    priceFen: 140,
    facilities: ['集装箱堆场', '拆拼箱', '叉车', '海关查验区'],
  },
  {
    name: '上海浦东空港物流仓',
    type: 'normal',
    county: '310115',
    address: '上海市浦东新区机场镇空港物流园',
    area: 15_000,
    priceFen: 260,
    facilities: ['空运打板', '安检', '24小时作业'],
  },
  {
    name: '广州白云电商仓',
    type: 'normal',
    county: '440111',
    address: '广州市白云区太和镇电商物流园',
    area: 20_000,
    priceFen: 150,
    facilities: ['一件代发', '电商分拣', 'WMS系统'],
  },
  {
    name: '杭州萧山电商云仓',
    type: 'normal',
    county: '330109',
    address: '杭州市萧山区空港经济区云仓中心',
    area: 26_000,
    priceFen: 170,
    facilities: ['一件代发', '直播选品间', 'WMS系统', '退货处理'],
  },
  {
    name: '东阳冷链城配仓',
    type: 'cold',
    county: '330783',
    address: '东阳市白云街道冷链产业园',
    area: 6_000,
    priceFen: 420,
    facilities: ['0-4℃冷藏库', '城市配送', '温控记录'],
  },
  {
    name: '迪拜杰贝阿里海外仓',
    type: 'overseas',
    county: '',
    abroad: '阿联酋 迪拜',
    address: 'Jebel Ali Free Zone, Dubai',
    area: 12_000,
    priceFen: 380,
    facilities: ['海外仓储', '尾程派送', '退换货', '中文客服'],
  },
  {
    name: '马德里海外仓',
    type: 'overseas',
    county: '',
    abroad: '西班牙 马德里',
    address: 'Polígono Industrial Cobo Calleja, Fuenlabrada, Madrid',
    area: 10_000,
    priceFen: 420,
    facilities: ['海外仓储', '中欧班列直达', '尾程派送'],
  },
  {
    name: '华沙海外仓',
    type: 'overseas',
    county: '',
    abroad: '波兰 华沙',
    address: 'Wólka Kosowska, Lesznowola, Warsaw',
    area: 8_000,
    priceFen: 360,
    facilities: ['海外仓储', '中欧班列直达', '清关代理'],
  },
];

const VEHICLES: readonly { type: string; en: string; length: string; load: string; volume: string; perKm: number }[] = [
  { type: '厢式货车', en: 'Box truck', length: '4.2', load: '2', volume: '16', perKm: 350 },
  { type: '厢式货车', en: 'Box truck', length: '6.8', load: '8', volume: '38', perKm: 500 },
  { type: '高栏货车', en: 'High-rail truck', length: '9.6', load: '18', volume: '55', perKm: 650 },
  { type: '平板货车', en: 'Flatbed truck', length: '13', load: '32', volume: '80', perKm: 800 },
  { type: '厢式货车', en: 'Box truck', length: '17.5', load: '32', volume: '120', perKm: 950 },
  { type: '冷藏车', en: 'Refrigerated truck', length: '7.6', load: '10', volume: '40', perKm: 750 },
];

const TRAINS: readonly {
  no: string;
  name: string;
  nameEn: string;
  from: string;
  city: string;
  to: string;
  toEn: string;
  country: string;
  countryEn: string;
  via: string[];
  weekdays: number[];
  time: [number, number];
  days: number;
  prices: [number, number, number];
}[] = [
  {
    no: 'X8020',
    name: '义新欧中欧班列',
    nameEn: 'Yixinou China-Europe Railway Express',
    from: '义乌西站',
    city: '3307',
    to: '马德里',
    toEn: 'Madrid',
    country: '西班牙',
    countryEn: 'Spain',
    via: ['阿拉山口', '哈萨克斯坦', '俄罗斯', '白俄罗斯', '波兰', '德国', '法国'],
    weekdays: [2, 5],
    time: [10, 30],
    days: 18,
    prices: [3_600_000, 5_800_000, 6_200_000],
  },
  {
    no: 'X8024',
    name: '义新欧中欧班列',
    nameEn: 'Yixinou China-Europe Railway Express',
    from: '义乌西站',
    city: '3307',
    to: '杜伊斯堡',
    toEn: 'Duisburg',
    country: '德国',
    countryEn: 'Germany',
    via: ['阿拉山口', '哈萨克斯坦', '俄罗斯', '白俄罗斯', '波兰'],
    weekdays: [1, 4],
    time: [9, 0],
    days: 16,
    prices: [3_200_000, 5_200_000, 5_600_000],
  },
  {
    no: 'X8026',
    name: '义新欧中欧班列',
    nameEn: 'Yixinou China-Europe Railway Express',
    from: '义乌西站',
    city: '3307',
    to: '华沙',
    toEn: 'Warsaw',
    country: '波兰',
    countryEn: 'Poland',
    via: ['二连浩特', '蒙古', '俄罗斯', '白俄罗斯'],
    weekdays: [3, 6],
    time: [14, 0],
    days: 14,
    prices: [2_900_000, 4_800_000, 5_100_000],
  },
  {
    no: 'X8040',
    name: '义新欧中欧班列',
    nameEn: 'Yixinou China-Europe Railway Express',
    from: '义乌西站',
    city: '3307',
    to: '莫斯科',
    toEn: 'Moscow',
    country: '俄罗斯',
    countryEn: 'Russia',
    via: ['满洲里', '俄罗斯'],
    weekdays: [1, 3, 5],
    time: [16, 30],
    days: 12,
    prices: [2_600_000, 4_300_000, 4_600_000],
  },
  {
    no: 'X8088',
    name: '义新欧中欧班列',
    nameEn: 'Yixinou China-Europe Railway Express',
    from: '义乌西站',
    city: '3307',
    to: '明斯克',
    toEn: 'Minsk',
    country: '白俄罗斯',
    countryEn: 'Belarus',
    via: ['阿拉山口', '哈萨克斯坦', '俄罗斯'],
    weekdays: [4],
    time: [11, 0],
    days: 13,
    prices: [2_800_000, 4_600_000, 4_900_000],
  },
  {
    no: 'X8012',
    name: '义新欧中亚班列',
    nameEn: 'Yixinou China-Central Asia Railway Express',
    from: '义乌西站',
    city: '3307',
    to: '塔什干',
    toEn: 'Tashkent',
    country: '乌兹别克斯坦',
    countryEn: 'Uzbekistan',
    via: ['霍尔果斯', '哈萨克斯坦'],
    weekdays: [2],
    time: [15, 0],
    days: 10,
    prices: [2_100_000, 3_500_000, 3_700_000],
  },
  {
    no: 'X8016',
    name: '义新欧中亚班列',
    nameEn: 'Yixinou China-Central Asia Railway Express',
    from: '义乌西站',
    city: '3307',
    to: '阿拉木图',
    toEn: 'Almaty',
    country: '哈萨克斯坦',
    countryEn: 'Kazakhstan',
    via: ['霍尔果斯'],
    weekdays: [1, 3, 6],
    time: [8, 30],
    days: 8,
    prices: [1_800_000, 3_000_000, 3_200_000],
  },
  {
    no: 'X8050',
    name: '义乌—德黑兰班列',
    nameEn: 'Yiwu-Tehran Railway Express',
    from: '义乌西站',
    city: '3307',
    to: '德黑兰',
    toEn: 'Tehran',
    country: '伊朗',
    countryEn: 'Iran',
    via: ['阿拉山口', '哈萨克斯坦', '土库曼斯坦'],
    weekdays: [5],
    time: [13, 0],
    days: 14,
    prices: [3_000_000, 5_000_000, 5_300_000],
  },
  {
    no: 'X8060',
    name: '中老铁路国际货运班列',
    nameEn: 'China-Laos Railway Freight Express',
    from: '义乌西站',
    city: '3307',
    to: '万象',
    toEn: 'Vientiane',
    country: '老挝',
    countryEn: 'Laos',
    via: ['昆明', '磨憨'],
    weekdays: [2, 6],
    time: [18, 0],
    days: 6,
    prices: [1_500_000, 2_600_000, 2_800_000],
  },
  {
    no: 'H9001',
    name: '甬金海铁联运班列',
    nameEn: 'Ningbo-Jinhua Sea-Rail Shuttle',
    from: '义乌西站',
    city: '3307',
    to: '宁波北仑港',
    toEn: 'Ningbo Beilun Port',
    country: '中国',
    countryEn: 'China',
    via: ['金华南'],
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    time: [7, 0],
    days: 1,
    prices: [120_000, 180_000, 190_000],
  },
  {
    no: 'X9018',
    name: '中欧班列（杭州）',
    nameEn: 'China-Europe Railway Express (Hangzhou)',
    from: '杭州北站',
    city: '3301',
    to: '杜伊斯堡',
    toEn: 'Duisburg',
    country: '德国',
    countryEn: 'Germany',
    via: ['阿拉山口', '哈萨克斯坦', '俄罗斯', '白俄罗斯', '波兰'],
    weekdays: [3],
    time: [10, 0],
    days: 17,
    prices: [3_300_000, 5_300_000, 5_700_000],
  },
];

/** "浙江宏远物流有限公司" -> "宏远物流": four characters for a drawn logo. */
export function shortName(name: string): string {
  return [...name.replace(/^(浙江|义乌|金华|宁波|杭州)/, '').replace(/有限公司$/, '')].slice(0, 4).join('');
}

const YUNCANG_STATUSES = ['submitted', 'accepted', 'inStock', 'outbound', 'rejected'] as const;

function addRoutes(db: Db, ctx: SeedContext, carrierId: number, from: string, services: readonly Service[]): void {
  const insert = (mode: Service, toCode: string, toName: string, days: number, perKg: number, min: number) =>
    run(
      db,
      `INSERT INTO logistics_routes (logistics_company_id, mode, from_code, to_code, to_name, transit_days,
         price_per_kg_fen, min_charge_fen) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      carrierId,
      mode,
      from,
      toCode,
      toName,
      days,
      perKg,
      min,
    );
  for (const service of services) {
    if (service === 'railway' || service === 'seaFreight' || service === 'airFreight') {
      for (const [code, name, days, perKg] of ABROAD[service]) {
        insert(
          service,
          code,
          name,
          days + ctx.int(0, 2),
          perKg + ctx.int(-5, 5) * 10,
          ctx.pick([50_000, 100_000, 200_000]),
        );
      }
      continue;
    }
    const rate = ROAD_RATES[service];
    const fromCity = from.slice(0, 4);
    for (const dest of DOMESTIC.filter(() => ctx.int(0, 3) > 0)) {
      const km = roadKm(fromCity, cityOf(dest.code));
      insert(
        service,
        dest.code,
        dest.name,
        1 + Math.floor(km / rate.days),
        rate.base + Math.round(km / rate.perKm),
        rate.min,
      );
    }
  }
}

export function seedLogistics(db: Db, ctx: SeedContext): void {
  // Carriers: the portal's logistics providers first, then independent ones.
  const providers = all<{
    id: number;
    name: string;
    county_code: string;
    contact: string;
    phone: string;
    address: string;
    intro: string;
  }>(
    db,
    `SELECT id, name, county_code, contact, phone, address, intro FROM companies
      WHERE kind = 'provider' AND (name LIKE '%物流%' OR name LIKE '%货运%' OR name LIKE '%供应链%') ORDER BY id`,
  );
  const carriers: { id: number; county: string; name: string }[] = [];
  for (const provider of providers) {
    const services: Service[] = provider.name.includes('货运')
      ? ['seaFreight', 'airFreight', 'railway']
      : provider.name.includes('供应链')
        ? ['lessThanTruckload', 'fullTruckload']
        : ['express', 'lessThanTruckload', 'fullTruckload', 'railway', 'seaFreight'];
    const id = run(
      db,
      `INSERT INTO logistics_companies (company_id, name, logo, services, contact, phone, address, county_code, intro,
         founded_year, fleet_size, rating) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      provider.id,
      provider.name,
      logoImage(provider.id),
      services.join(','),
      provider.contact,
      provider.phone,
      provider.address,
      provider.county_code,
      provider.intro || '立足义乌小商品市场，为商户提供国内运输、国际货代与仓储一体化服务。',
      ctx.int(2005, 2018),
      ctx.int(30, 300),
      ctx.int(88, 99),
    ).lastId;
    addRoutes(db, ctx, id, provider.county_code, services);
    carriers.push({ id, county: provider.county_code, name: provider.name });
  }
  INDEPENDENT_CARRIERS.forEach((carrier, index) => {
    const id = run(
      db,
      `INSERT INTO logistics_companies (company_id, name, logo, services, contact, phone, address, county_code, intro,
         founded_year, fleet_size, rating) VALUES (NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      carrier.name,
      // Carriers without a portal company get a logo drawn from their short name.
      `${logoImage(900 + index + 1)}?label=${encodeURIComponent(shortName(carrier.name))}`,
      carrier.services.join(','),
      ctx.faker.person.fullName(),
      `0579-8${ctx.faker.string.numeric(7)}`,
      `${regionText(carrier.county, '')}${ctx.faker.location.street()}${ctx.int(1, 999)}号`,
      carrier.county,
      carrier.intro,
      ctx.int(2003, 2020),
      carrier.services.includes('fullTruckload') ? ctx.int(60, 260) : ctx.int(10, 80),
      ctx.int(75, 97),
    ).lastId;
    addRoutes(db, ctx, id, carrier.county, carrier.services);
    carriers.push({ id, county: carrier.county, name: carrier.name });
  });

  const warehouseIds = WAREHOUSES.map((w, index) => {
    const owner = carriers.find((c) => c.county === w.county);
    // Warehouses without a local carrier are run by a warehousing company of their own.
    const operator =
      owner?.name ??
      (w.type === 'overseas'
        ? '义乌海外仓运营服务有限公司'
        : `${cityName(w.county.slice(0, 4)).replace(/市$/, '')}${ctx.pick(['恒丰', '安运', '嘉诚', '顺达'])}仓储管理有限公司`);
    return run(
      db,
      `INSERT INTO logistics_warehouses (name, type, logistics_company_id, operator_name, county_code, region_name, address,
         area_sqm, available_sqm, price_fen, contact, phone, facilities, image, rating)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      w.name,
      w.type,
      owner?.id ?? null,
      operator,
      w.county,
      w.abroad ?? regionText(w.county),
      w.address,
      w.area,
      Math.round((w.area * ctx.int(8, 45)) / 100),
      w.priceFen,
      ctx.faker.person.fullName(),
      randomMobile(ctx),
      JSON.stringify(w.facilities),
      `${assetUrl('hall', 201 + index)}?label=${encodeURIComponent(w.name)}`,
      ctx.int(80, 99),
    ).lastId;
  });

  // YunCang requests of the demo buyer, seller and factory.
  const users = all<{ id: number; account: string; company_id: number | null; mobile: string }>(
    db,
    "SELECT id, account, company_id, mobile FROM users WHERE account IN ('buyer', 'seller', 'factory') ORDER BY id",
  );
  for (const user of users) {
    const goods = all<{ title: string; unit: string }>(
      db,
      'SELECT title, unit FROM products WHERE company_id = ? ORDER BY id LIMIT 4',
      user.company_id ?? -1,
    );
    const count = user.account === 'buyer' ? 4 : 3;
    for (let i = 0; i < count; i += 1) {
      const warehouse = ctx.int(0, warehouseIds.length - 1);
      const status = YUNCANG_STATUSES[(i + users.indexOf(user)) % YUNCANG_STATUSES.length] ?? 'submitted';
      const volume = ctx.int(4, 120);
      const days = ctx.pick([15, 30, 60, 90]);
      const priceFen = WAREHOUSES[warehouse]?.priceFen ?? 150;
      const createdAt = ctx.now - (count - i) * ctx.int(3, 12) * DAY;
      const product = goods[i % Math.max(goods.length, 1)];
      run(
        db,
        `INSERT INTO logistics_yuncang (user_id, warehouse_id, goods_name, quantity, unit, volume, storage_days, inbound_date,
           status, contact_name, contact_mobile, remarks, estimated_fee_fen, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        user.id,
        warehouseIds[warehouse] ?? warehouseIds[0] ?? 1,
        product?.title ?? ctx.pick(['节庆礼品混装', '出口文具套装', '家居收纳用品', '户外露营用品']),
        String(ctx.int(20, 800) * 10),
        product?.unit ?? 'piece',
        String(volume),
        days,
        chinaDate(createdAt + ctx.int(2, 7) * DAY),
        status,
        ctx.faker.person.fullName(),
        user.mobile,
        ctx.pick(['', '需要防潮处理', '按SKU分区存放', '出库前需贴标']),
        // Stacked two metres high: a square metre per two cubic metres.
        status === 'submitted' || status === 'rejected' ? null : priceFen * Math.ceil(volume / 2) * days,
        createdAt,
      );
    }
  }

  // Trucks offering a load: mostly leaving Yiwu (Jinhua), some from other hubs.
  const origins = ['3307', '3307', '3307', '3307', '3301', '3302', '3101', '4401'];
  const destinations = Object.keys(CITIES);
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  for (let i = 0; i < 40; i += 1) {
    const from = ctx.pick(origins);
    const to = ctx.pick(destinations.filter((d) => d !== from));
    const vehicle = ctx.pick(VEHICLES);
    const km = roadKm(from, to);
    run(
      db,
      `INSERT INTO logistics_cars (plate_no, vehicle_type, vehicle_type_en, length_m, load_tons, volume, driver_name,
         driver_phone, from_city_code, to_city_code, price_fen, available_from, rating, trade_count)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      `${CITIES[from]?.plate ?? '浙G'}·${letters[ctx.int(0, letters.length - 1)]}${ctx.faker.string.numeric(4)}`,
      vehicle.type,
      vehicle.en,
      vehicle.length,
      vehicle.load,
      vehicle.volume,
      `${ctx.faker.person.lastName()}师傅`,
      randomMobile(ctx),
      from,
      to,
      // Whole yuan quotes, about the per-km rate of the truck size, give or take a tenth.
      Math.round((km * vehicle.perKm * ctx.int(90, 110)) / 100 / 100) * 100,
      Math.floor(ctx.now / HOUR) * HOUR + ctx.int(-6, 72) * HOUR,
      ctx.int(80, 100),
      ctx.int(12, 860),
    );
  }

  for (const train of TRAINS) {
    run(
      db,
      `INSERT INTO logistics_trains (train_no, name, name_en, from_station, from_city_code, to_station, to_station_en,
         to_country, to_country_en, via, weekdays, depart_minute, transit_days, containers)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      train.no,
      train.name,
      train.nameEn,
      train.from,
      train.city,
      train.to,
      train.toEn,
      train.country,
      train.countryEn,
      JSON.stringify(train.via),
      train.weekdays.join(','),
      train.time[0] * 60 + train.time[1],
      train.days,
      JSON.stringify(
        (['20GP', '40GP', '40HQ'] as const).map((type, index) => ({
          type,
          priceFen: train.prices[index],
          remaining: ctx.int(0, 18),
        })),
      ),
    );
  }
}
