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
