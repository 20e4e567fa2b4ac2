// English beside the service zone's seeded Chinese texts (seed/service-data.ts), keyed by the Chinese text so the
// Chinese data and its random draws stay as they are.
export const TRADE_SERVICE_EN: Record<string, { description: string; priceNote: string; tags: readonly string[] }> = {
  '海运拼箱 义乌-迪拜': {
    description: 'Two sailings a week from Ningbo port, about 22 days door to port; small LCL lots welcome.',
    priceNote: 'Charged per cubic metre, from about CNY 480/m³',
    tags: ['LCL', 'Middle East', 'Ningbo port'],
  },
  '中欧班列 义乌-马德里': {
    description: 'Direct Yiwu-Xinjiang-Europe train, about 18 days: twice as fast as sea, half the cost of air.',
    priceNote: 'Quoted per container, by container type and destination station',
    tags: ['Rail', 'Europe', 'FCL'],
  },
  国际快递小包: {
    description: 'For samples and cross-border parcels, with delivery tracking in 220 countries and regions.',
    priceNote: 'Charged by weight, first 0.5 kg',
    tags: ['Samples', 'Cross-border e-commerce'],
  },
  义乌云仓仓储配送: {
    description: 'Standard warehouses by the market: receiving, quality checks, sorting, labelling and packing.',
    priceNote: 'Storage CNY 1.2/m³/day, handling per piece',
    tags: ['Storage', 'Sorting', 'Drop shipping'],
  },
  海外仓一件代发: {
    description: 'Warehouses in the US, Germany and the UAE: local delivery in 2-5 days, returns and relabelling.',
    priceNote: 'Handling per piece, rent settled monthly',
    tags: ['Overseas warehouse', 'Cross-border e-commerce'],
  },
  '1039市场采购报关': {
    description: 'Consolidate small lots of many goods into one container with simplified declaration for many stalls.',
    priceNote: 'Per declaration, from CNY 80',
    tags: ['1039', 'Consolidation', 'Customs'],
  },
  出口退税代办: {
    description: 'Filing, document collection and refund declaration handled for you; filed in 3 working days.',
    priceNote: '1% of the refund as the service fee',
    tags: ['Tax refund', 'Agency'],
  },
  原产地证办理: {
    description: 'General, RCEP and other preferential certificates of origin.',
    priceNote: 'From CNY 100 per certificate',
    tags: ['RCEP', 'Certificate of origin'],
  },
  订单融资: {
    description: 'Finance up to 80% of a real purchase order; borrow and repay at any time.',
    priceNote: 'From 3.65% a year, subject to approval',
    tags: ['Financing', 'Credit line'],
  },
  竞拍保证金贷: {
    description: 'Deposits advanced for buyers joining auctions and group buys, repaid when the event ends.',
    priceNote: 'Daily interest from 0.015%',
    tags: ['Deposit', 'Auction'],
  },
  跨境收款结汇: {
    description: 'Collect USD, EUR, AED and more; settlement credited the same day (T+0).',
    priceNote: 'Fee capped at 0.3%',
    tags: ['Collection', 'FX settlement'],
  },
  '验厂审核（BSCI/SEDEX）': {
    description: 'Social-compliance audit coaching and audits that open buyers in Europe and America to factories.',
    priceNote: 'Per auditor day, from CNY 3,000',
    tags: ['Factory audit', 'BSCI', 'SEDEX'],
  },
  '产品检测（EN71/CE）': {
    description: 'Testing of toys, electrical goods and textiles, with internationally recognised reports.',
    priceNote: 'Quoted per test item',
    tags: ['Testing', 'EN71', 'CE'],
  },
  出货前验货: {
    description: 'AQL sampling of quantity, appearance, function and packing, with the report the same day.',
    priceNote: 'CNY 800 per inspector day',
    tags: ['Inspection', 'AQL'],
  },
  品牌VI设计: {
    description: 'Logos, shop signs, business cards and catalogues for the market’s merchants.',
    priceNote: 'Packages from CNY 3,800',
    tags: ['Brand', 'Visual identity'],
  },
  产品摄影与详情页: {
    description: 'White-background and lifestyle photos, short videos and product pages that sell online.',
    priceNote: 'White-background photos from CNY 30 each',
    tags: ['Photography', 'Product pages'],
  },
  包装设计: {
    description: 'Colour boxes, blister cards and gift boxes designed and sampled with the Cangnan print belt.',
    priceNote: 'From CNY 1,500 per design',
    tags: ['Packaging', 'Sampling'],
  },
};

export const SERVICE_NEWS_EN: Record<string, string> = {
  '义新欧班列新增直达线路，运输时效再提速':
    'New direct routes on the Yiwu-Xinjiang-Europe train cut transit times again',
  '海运运价指数回落，拼箱出口成本下降': 'Sea freight index eases, lowering the cost of LCL exports',
  国际快递旺季附加费调整通知: 'Notice on peak-season surcharges for international express',
  '义乌云仓新增智能分拣线，日处理能力提升': 'Yiwu cloud warehouse adds smart sorting lines and daily capacity',
  海外仓服务覆盖新增中东与拉美站点: 'Overseas warehouse service adds sites in the Middle East and Latin America',
  市场采购贸易方式出口规模持续扩大: 'Exports under market-procurement trade keep growing',
  RCEP原产地证签发量创新高: 'RCEP certificates of origin issued reach a record',
  出口退税办理时限进一步压缩: 'Export tax refunds are processed faster still',
  供应链金融助力中小商户旺季备货: 'Supply-chain finance helps small merchants stock up for the peak season',
  跨境人民币结算业务快速增长: 'Cross-border RMB settlement grows fast',
  '保证金贷款产品上线，竞拍资金压力减轻': 'Deposit loans launched, easing the cash needed for auctions',
  欧盟玩具安全新规要点解读: 'The key points of the new EU toy safety rules',
  '验厂服务需求旺盛，社会责任审核预约提前': 'Strong demand for factory audits: book social-compliance audits early',
  电子电器出口检测常见问题汇总: 'Common questions on testing electrical goods for export',
  '商户品牌化转型：从贴牌到自有品牌': 'Merchants turn to brands: from OEM to their own labels',
  '短视频带货兴起，产品视觉设计需求增长': 'Short-video selling lifts demand for product visuals',
};

/** The news summary's closing words per service type. */
export const SERVICE_TYPE_WORDS_EN: Record<string, string> = {
  logistics: 'logistics',
  warehouse: 'warehousing',
  customs: 'customs clearance',
  finance: 'finance',
  testing: 'testing and certification',
  design: 'design',
};

export const NEWS_SOURCES_EN: Record<string, string> = {
  平台服务专区: 'Platform service zone',
  义乌商报: 'Yiwu Business Daily',
  市场发展委员会: 'Market Development Committee',
};

export const CASES_EN: Record<string, { title: string; summary: string; result: string }> = {
  饰品商户借中欧班列开拓西班牙市场: {
    title: 'A jewellery merchant opens up Spain by the China-Europe train',
    summary:
      'The merchant shipped by sea, with long lead times and slow cash flow. The provider designed a full-container rail plan.',
    result: 'Lead time cut from 45 to 18 days; yearly shipments up 60%.',
  },
  小批量多品种货物的1039组柜出口: {
    title: 'Small lots of many goods exported in one 1039 container',
    summary:
      'A buyer bought goods from 32 merchants at once and declared them together under market-procurement trade.',
    result: 'Exported on one declaration; clearance took one day.',
  },
  订单融资助力工厂承接大单: {
    title: 'Order financing lets a factory take a large order',
    summary: 'A factory won a large overseas order but lacked cash for materials, and applied for order financing.',
    result: 'Approved in 3 working days; delivered on time.',
  },
  玩具工厂通过EN71检测进入欧盟市场: {
    title: 'A toy factory enters the EU after passing EN71',
    summary: 'The provider coached the factory before testing and helped it through the full EN71 tests.',
    result: 'Passed at the first attempt; five new European customers.',
  },
  跨境电商卖家用云仓实现一件代发: {
    title: 'A cross-border seller drop-ships from the cloud warehouse',
    summary: 'Many SKUs and uneven order volumes: the provider receives, sorts and ships every order.',
    result: 'Orders ship within 24 hours; error rate below 0.1%.',
  },
  日用品商户打造自有品牌: {
    title: 'A daily-goods merchant builds its own brand',
    summary: 'The provider named the brand, designed its identity and upgraded the packaging.',
    result: 'Prices up 20%; now sold in supermarket chains.',
  },
  中东采购商的海运拼箱方案: {
    title: 'An LCL sea-freight plan for a Middle East buyer',
    summary:
      'The buyer purchases many small goods monthly, too little for a container; the provider consolidates the cargo.',
    result: 'Logistics costs down 30%; steady weekly sailings.',
  },
  出货前验货避免批量质量问题: {
    title: 'Pre-shipment inspection stops a batch of defects',
    summary: 'The buyer had a third party sample the goods by AQL before shipment.',
    result: '1,200 defective pieces found and reworked, avoiding returns from abroad.',
  },
  跨境收款结汇降低汇兑成本: {
    title: 'Cross-border collection lowers FX costs',
    summary:
      'A trading company collected many currencies with slow settlement; the provider offered multi-currency accounts and T+0 settlement.',
    result: 'FX costs down 0.5 percentage points.',
  },
  出口退税代办加快资金回笼: {
    title: 'An export tax refund agent speeds up cash flow',
    summary:
      'A factory’s refund documents were incomplete and filing slow; the provider sorted the papers and filed for it.',
    result: 'Refunds arrive in 7 days instead of 30.',
  },
};

/** Headline figures of the advantages that carry words. */
export const ADVANTAGE_FIGURE_EN: Record<string, string> = { '6大类': '6 kinds' };
