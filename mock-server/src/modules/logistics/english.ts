// English beside the logistics module's seeded Chinese carriers (the independent ones: carriers with a provider
// company read that company's English) and the abroad route ends, keyed by the Chinese text / country code.
export const INDEPENDENT_CARRIERS_EN: Record<string, { name: string; intro: string }> = {
  浙江宏远物流有限公司: {
    name: 'Zhejiang Hongyuan Logistics Co., Ltd.',
    intro:
      'Less-than-truckload and full-truckload transport from Zhejiang across China: 200+ own trucks, trunk lines to 30 provinces.',
  },
  义乌顺捷快运有限公司: {
    name: 'Yiwu Shunjie Express Co., Ltd.',
    intro:
      'Small-commodity express: 12 pick-up points in the International Trade City, next-day delivery in the Yangtze delta.',
  },
  金华安达供应链管理有限公司: {
    name: 'Jinhua Anda Supply Chain Management Co., Ltd.',
    intro: 'Full truckloads and warehousing with delivery for factories of the Yiwu, Yongkang and Dongyang belts.',
  },
  义乌中欧班列国际物流有限公司: {
    name: 'Yiwu China-Europe Railway Logistics Co., Ltd.',
    intro: 'Booking agent of the Yiwu-Xinjiang-Europe train: LCL, FCL, customs and clearance abroad in one place.',
  },
  宁波港通海运代理有限公司: {
    name: 'Ningbo Gangtong Shipping Agency Co., Ltd.',
    intro:
      'First-class forwarder at Ningbo-Zhoushan port: FCL, LCL and sea-rail, mainly to the Middle East, Africa and South America.',
  },
  杭州空港国际货运有限公司: {
    name: 'Hangzhou Airport International Freight Co., Ltd.',
    intro: 'International air freight, cross-border parcels and customs from Hangzhou Xiaoshan airport.',
  },
  义乌恒通冷链物流有限公司: {
    name: 'Yiwu Hengtong Cold Chain Logistics Co., Ltd.',
    intro: 'Cold-chain trucks and city delivery from -25℃ to 8℃ for imported food and fresh-produce merchants.',
  },
};

/** The default intro of a provider's carrier when its company has none. */
export const DEFAULT_INTRO_EN =
  'Serving the Yiwu small-commodity market: domestic transport, international forwarding and warehousing in one place.';

/** Abroad route ends by country code. */
export const ABROAD_EN: Record<string, string> = {
  ES: 'Madrid, Spain',
  DE: 'Duisburg, Germany',
  PL: 'Warsaw, Poland',
  RU: 'Moscow, Russia',
  UZ: 'Tashkent, Uzbekistan',
  AE: 'Dubai, UAE',
  US: 'Los Angeles, USA',
  BR: 'Santos, Brazil',
  NG: 'Lagos, Nigeria',
  TH: 'Bangkok, Thailand',
};

/** The seeded warehouses in English, by their Chinese name. */
export const WAREHOUSES_EN: Record<string, { name: string; address?: string }> = {
  义乌港国际物流园区综合仓: {
    name: 'Yiwu Port Logistics Park Warehouse',
    address: 'Zone B, Yiwu Port Logistics Park, Choujiang, Yiwu',
  },
  '义乌保税物流中心（B型）保税仓': {
    name: 'Yiwu Bonded Logistics Centre (Type B)',
    address: 'Bonded Logistics Centre, Choujiang, Yiwu',
  },
  义乌国际陆港冷链仓: {
    name: 'Yiwu Inland Port Cold Store',
    address: 'International Inland Port Cold Chain Centre, Houzhai, Yiwu',
  },
  金义综合保税区公共仓: {
    name: 'Jinyi Comprehensive Bonded Zone Warehouse',
    address: 'Jinyi Comprehensive Bonded Zone, Jindong, Jinhua',
  },
  宁波北仑港区物流仓: { name: 'Ningbo Beilun Port Warehouse', address: 'Port Logistics Park, Beilun, Ningbo' },
  上海浦东空港物流仓: {
    name: 'Shanghai Pudong Airport Warehouse',
    address: 'Airport Logistics Park, Jichang Town, Pudong, Shanghai',
  },
  广州白云电商仓: {
    name: 'Guangzhou Baiyun E-commerce Warehouse',
    address: 'E-commerce Logistics Park, Taihe, Baiyun, Guangzhou',
  },
  杭州萧山电商云仓: {
    name: 'Hangzhou Xiaoshan E-commerce Cloud Warehouse',
    address: 'Cloud Warehouse Centre, Airport Economic Zone, Xiaoshan, Hangzhou',
  },
  东阳冷链城配仓: {
    name: 'Dongyang Cold Chain City Warehouse',
    address: 'Cold Chain Industrial Park, Baiyun, Dongyang',
  },
  迪拜杰贝阿里海外仓: { name: 'Dubai Jebel Ali Overseas Warehouse' },
  马德里海外仓: { name: 'Madrid Overseas Warehouse' },
  华沙海外仓: { name: 'Warsaw Overseas Warehouse' },
};

export const FACILITIES_EN: Record<string, string> = {
  高台月台: 'Raised docks',
  叉车: 'Forklifts',
  '24小时监控': '24h CCTV',
  消防喷淋: 'Sprinklers',
  海关监管: 'Customs supervised',
  保税存储: 'Bonded storage',
  分拣包装: 'Sorting and packing',
  '-25℃冷冻库': '-25℃ freezer',
  '0-4℃冷藏库': '0-4℃ chiller',
  温控记录: 'Temperature logs',
  冷链月台: 'Cold-chain docks',
  跨境电商分拨: 'Cross-border e-commerce hub',
  自动分拣线: 'Automatic sorting',
  集装箱堆场: 'Container yard',
  拆拼箱: 'Devanning and consolidation',
  海关查验区: 'Customs inspection area',
  空运打板: 'Air cargo build-up',
  安检: 'Security screening',
  '24小时作业': '24h operation',
  一件代发: 'Drop shipping',
  电商分拣: 'E-commerce sorting',
  WMS系统: 'WMS',
  直播选品间: 'Live-stream showroom',
  退货处理: 'Returns handling',
  城市配送: 'City delivery',
  海外仓储: 'Overseas storage',
  尾程派送: 'Last-mile delivery',
  退换货: 'Returns and exchanges',
  中文客服: 'Chinese-speaking support',
  中欧班列直达: 'Direct China-Europe rail',
  清关代理: 'Customs clearance agent',
};

export const ABROAD_REGIONS_EN: Record<string, string> = {
  '阿联酋 迪拜': 'Dubai, UAE',
  '西班牙 马德里': 'Madrid, Spain',
  '波兰 华沙': 'Warsaw, Poland',
};
