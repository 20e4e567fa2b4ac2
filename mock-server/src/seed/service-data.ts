// Vocabulary of the service zone: advantages, the services providers offer per type, news and cases.

export type ServiceTypeKey = 'logistics' | 'warehouse' | 'customs' | 'finance' | 'testing' | 'design';

/** Which provider offers a type: matched on the provider company's name. */
export const PROVIDER_MATCH: Record<ServiceTypeKey, RegExp> = {
  logistics: /物流|货运/,
  warehouse: /供应链|物流/,
  customs: /报关/,
  finance: /供应链/,
  testing: /检测/,
  design: /设计/,
};

export const ADVANTAGES = [
  {
    key: 'oneStop',
    title: '一站式服务',
    titleEn: 'One-stop service',
    description: '物流、仓储、报关、金融、检测、设计六大类服务集中办理',
    descriptionEn: 'Logistics, warehousing, customs, finance, testing and design in one place',
    figure: '6大类',
  },
  {
    key: 'providers',
    title: '优选服务商',
    titleEn: 'Selected providers',
    description: '服务商经平台资质审核，服务质量持续评价',
    descriptionEn: 'Every provider is vetted and rated continuously',
    figure: '50+',
  },
  {
    key: 'response',
    title: '快速响应',
    titleEn: 'Fast response',
    description: '需求提交后专属顾问24小时内联系',
    descriptionEn: 'A dedicated adviser calls back within 24 hours',
    figure: '24h',
  },
  {
    key: 'global',
    title: '通达全球',
    titleEn: 'Worldwide reach',
    description: '海运、空运、中欧班列覆盖200多个国家和地区',
    descriptionEn: 'Sea, air and rail freight to more than 200 countries and regions',
    figure: '200+',
  },
  {
    key: 'secure',
    title: '资金安全',
    titleEn: 'Secure funds',
    description: '平台担保交易，服务完成后再结算',
    descriptionEn: 'Escrowed payment, settled when the service is done',
    figure: '100%',
  },
  {
    key: 'policy',
    title: '政策便利',
    titleEn: 'Policy benefits',
    description: '市场采购贸易方式（1039）简化申报、免征增值税',
    descriptionEn: 'Market-procurement trade (1039): simplified declaration, VAT exempt',
    figure: '1039',
  },
] as const;

export const TRADE_SERVICES: readonly {
  type: ServiceTypeKey;
  name: string;
  nameEn: string;
  description: string;
  priceNote: string;
  tags: readonly string[];
}[] = [
  {
    type: 'logistics',
    name: '海运拼箱 义乌-迪拜',
    nameEn: 'LCL sea freight Yiwu-Dubai',
    description: '每周两班，宁波港出运，门到港约22天，支持小批量拼箱。',
    priceNote: '按立方收费，约人民币480元/立方起',
    tags: ['拼箱', '中东', '宁波港'],
  },
  {
    type: 'logistics',
    name: '中欧班列 义乌-马德里',
    nameEn: 'China-Europe rail Yiwu-Madrid',
    description: '义新欧班列直达，全程约18天，比海运快一倍，比空运省一半。',
    priceNote: '整柜报价，按箱型与目的站计费',
    tags: ['铁路', '欧洲', '整柜'],
  },
  {
    type: 'logistics',
    name: '国际快递小包',
    nameEn: 'International parcels',
    description: '适合样品与跨境电商小包，支持全球220个国家和地区妥投查询。',
    priceNote: '按重量计费，首重0.5kg起',
    tags: ['样品', '跨境电商'],
  },
  {
    type: 'warehouse',
    name: '义乌云仓仓储配送',
    nameEn: 'Yiwu cloud warehouse',
    description: '市场周边标准化仓库，提供入库、质检、分拣、贴标、打包一体化服务。',
    priceNote: '仓储费1.2元/立方/天，操作费按件计',
    tags: ['仓储', '分拣', '一件代发'],
  },
  {
    type: 'warehouse',
    name: '海外仓一件代发',
    nameEn: 'Overseas warehouse fulfilment',
    description: '美国、德国、阿联酋海外仓，本地派送2-5天，支持退货换标。',
    priceNote: '按件收取操作费，仓租按月结算',
    tags: ['海外仓', '跨境电商'],
  },
  {
    type: 'customs',
    name: '1039市场采购报关',
    nameEn: '1039 market-procurement declaration',
    description: '小批量多品种组柜出口，简化申报，一票报关单可涵盖多个商户货物。',
    priceNote: '按票收费，80元/票起',
    tags: ['1039', '组柜', '报关'],
  },
  {
    type: 'customs',
    name: '出口退税代办',
    nameEn: 'Export tax refund service',
    description: '备案、单证收集、退税申报全流程代办，平均3个工作日完成申报。',
    priceNote: '按退税金额的1%收取服务费',
    tags: ['退税', '代办'],
  },
  {
    type: 'customs',
    name: '原产地证办理',
    nameEn: 'Certificates of origin',
    description: '办理一般原产地证、RCEP原产地证及各类优惠原产地证书。',
    priceNote: '100元/份起',
    tags: ['RCEP', '原产地证'],
  },
  {
    type: 'finance',
    name: '订单融资',
    nameEn: 'Order financing',
    description: '凭真实采购订单申请融资，最高可达订单金额的80%，随借随还。',
    priceNote: '年化利率3.65%起，以审批结果为准',
    tags: ['融资', '授信'],
  },
  {
    type: 'finance',
    name: '竞拍保证金贷',
    nameEn: 'Deposit loans for auctions',
    description: '为参与竞拍与集采的采购商提供保证金垫付，活动结束后自动归还。',
    priceNote: '按日计息，日利率0.015%起',
    tags: ['保证金', '竞拍'],
  },
  {
    type: 'finance',
    name: '跨境收款结汇',
    nameEn: 'Cross-border collection',
    description: '支持美元、欧元、迪拉姆等多币种收款，结汇T+0到账。',
    priceNote: '费率0.3%封顶',
    tags: ['收款', '结汇'],
  },
  {
    type: 'testing',
    name: '验厂审核（BSCI/SEDEX）',
    nameEn: 'Factory audits (BSCI/SEDEX)',
    description: '提供社会责任验厂辅导与正式审核，帮助工厂进入欧美采购体系。',
    priceNote: '按人天计费，3000元/人天起',
    tags: ['验厂', 'BSCI', 'SEDEX'],
  },
  {
    type: 'testing',
    name: '产品检测（EN71/CE）',
    nameEn: 'Product testing (EN71/CE)',
    description: '玩具、电子电器、纺织品等品类检测，出具国际认可的检测报告。',
    priceNote: '按检测项目报价',
    tags: ['检测', 'EN71', 'CE'],
  },
  {
    type: 'testing',
    name: '出货前验货',
    nameEn: 'Pre-shipment inspection',
    description: '按AQL标准抽检数量、外观、功能与包装，当天出具验货报告。',
    priceNote: '800元/人天',
    tags: ['验货', 'AQL'],
  },
  {
    type: 'design',
    name: '品牌VI设计',
    nameEn: 'Brand identity design',
    description: '为市场商户提供商标、店招、名片、画册等品牌视觉设计。',
    priceNote: '套餐3800元起',
    tags: ['品牌', 'VI'],
  },
  {
    type: 'design',
    name: '产品摄影与详情页',
    nameEn: 'Product photos and pages',
    description: '白底图、场景图、短视频拍摄及详情页设计，助力线上转化。',
    priceNote: '白底图30元/张起',
    tags: ['摄影', '详情页'],
  },
  {
    type: 'design',
    name: '包装设计',
    nameEn: 'Packaging design',
    description: '彩盒、吸塑卡、礼盒包装设计及打样，对接苍南印刷包装产业带。',
    priceNote: '单款1500元起',
    tags: ['包装', '打样'],
  },
];

export const SERVICE_NEWS_TITLES: Record<ServiceTypeKey, readonly string[]> = {
  logistics: [
    '义新欧班列新增直达线路，运输时效再提速',
    '海运运价指数回落，拼箱出口成本下降',
    '国际快递旺季附加费调整通知',
  ],
  warehouse: ['义乌云仓新增智能分拣线，日处理能力提升', '海外仓服务覆盖新增中东与拉美站点'],
  customs: ['市场采购贸易方式出口规模持续扩大', 'RCEP原产地证签发量创新高', '出口退税办理时限进一步压缩'],
  finance: ['供应链金融助力中小商户旺季备货', '跨境人民币结算业务快速增长', '保证金贷款产品上线，竞拍资金压力减轻'],
  testing: ['欧盟玩具安全新规要点解读', '验厂服务需求旺盛，社会责任审核预约提前', '电子电器出口检测常见问题汇总'],
  design: ['商户品牌化转型：从贴牌到自有品牌', '短视频带货兴起，产品视觉设计需求增长'],
};

export const CASES: readonly { type: ServiceTypeKey; title: string; summary: string; result: string }[] = [
  {
    type: 'logistics',
    title: '饰品商户借中欧班列开拓西班牙市场',
    summary: '商户原先依赖海运，交期长、资金周转慢。服务商为其设计义新欧班列整柜方案。',
    result: '交期由45天缩短至18天，全年出运量增长60%。',
  },
  {
    type: 'customs',
    title: '小批量多品种货物的1039组柜出口',
    summary: '采购商一次采购来自32家商户的小商品，通过市场采购贸易方式组柜申报。',
    result: '一票报关完成出口，通关时间缩短至1天。',
  },
  {
    type: 'finance',
    title: '订单融资助力工厂承接大单',
    summary: '工厂接到海外大额订单但原材料资金不足，通过平台申请订单融资。',
    result: '3个工作日获批，按期交付订单。',
  },
  {
    type: 'testing',
    title: '玩具工厂通过EN71检测进入欧盟市场',
    summary: '服务商提供检测前辅导与整改建议，协助工厂完成全套EN71检测。',
    result: '一次性通过检测，新增欧洲客户5家。',
  },
  {
    type: 'warehouse',
    title: '跨境电商卖家用云仓实现一件代发',
    summary: '卖家SKU多、单量波动大，服务商提供云仓入库、分拣与代发服务。',
    result: '发货时效提升到24小时内，差错率低于0.1%。',
  },
  {
    type: 'design',
    title: '日用品商户打造自有品牌',
    summary: '服务商为商户完成品牌命名、VI设计与产品包装升级。',
    result: '产品溢价提升20%，进入连锁超市渠道。',
  },
  {
    type: 'logistics',
    title: '中东采购商的海运拼箱方案',
    summary: '采购商每月采购多品类小商品，货量不足整柜，服务商提供拼箱与集货服务。',
    result: '物流成本下降30%，每周稳定出运。',
  },
  {
    type: 'testing',
    title: '出货前验货避免批量质量问题',
    summary: '采购商委托第三方在出货前按AQL标准抽检。',
    result: '发现并返工不良品1200件，避免了海外退货损失。',
  },
  {
    type: 'finance',
    title: '跨境收款结汇降低汇兑成本',
    summary: '外贸公司多币种收款、结汇周期长，服务商提供多币种账户与T+0结汇。',
    result: '汇兑成本降低0.5个百分点。',
  },
  {
    type: 'customs',
    title: '出口退税代办加快资金回笼',
    summary: '工厂退税单证不全、申报慢，服务商梳理单证流程并代办申报。',
    result: '退税到账时间由30天缩短至7天。',
  },
];
