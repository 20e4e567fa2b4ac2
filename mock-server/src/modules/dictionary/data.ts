// The seeded dictionaries and portal texts. Option lists that the rules also know (units, order types,
// payment and delivery methods, roles, audit statuses) are built from contracts so the two never drift.
import {
  DELIVERY_METHOD_LABELS,
  ORDER_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  ROLE_LABELS,
  UNIT_LABELS,
  REGISTER_ROLES,
  type Bilingual,
} from '@portal/contracts/rules/constants';
import { AUDIT_STATUS_LABELS } from '@portal/contracts/display';
import type { DictType } from '@portal/contracts/http/dictionary';
import { PORTAL_DICT_IDS } from '@portal/contracts/http/portal-dict';

export interface DictSeed {
  value: string;
  label: string;
  labelEn: string;
}

const fromLabels = (labels: Record<string, Bilingual>, keys?: readonly string[]): DictSeed[] =>
  (keys ?? Object.keys(labels)).map((value) => ({ value, label: labels[value]!.zh, labelEn: labels[value]!.en }));

const items = (rows: [value: string, label: string, labelEn: string][]): DictSeed[] =>
  rows.map(([value, label, labelEn]) => ({ value, label, labelEn }));

export const DICTIONARIES: Record<DictType, DictSeed[]> = {
  // Same values as the catalogue's shop types.
  shop_type: items([
    ['flagship', '旗舰店', 'Flagship store'],
    ['speciality', '专营店', 'Speciality store'],
    ['franchise', '专卖店', 'Franchise store'],
    ['factory-direct', '工厂直营店', 'Factory direct store'],
  ]),
  unit: fromLabels(UNIT_LABELS),
  order_type: fromLabels(ORDER_TYPE_LABELS),
  payment_method: fromLabels(PAYMENT_METHOD_LABELS),
  delivery_method: fromLabels(DELIVERY_METHOD_LABELS),
  industry: items([
    ['jewellery', '饰品', 'Jewellery'],
    ['toys', '玩具', 'Toys'],
    ['hardware', '五金工具', 'Hardware and tools'],
    ['knitwear', '针织服饰', 'Knitwear'],
    ['stationery', '文具办公', 'Stationery'],
    ['daily-goods', '日用百货', 'Daily goods'],
    ['crafts', '工艺礼品', 'Crafts and gifts'],
    ['electronics', '电子电器', 'Electronics'],
    ['bags', '箱包皮具', 'Bags and luggage'],
    ['textiles', '纺织布艺', 'Textiles'],
    ['festive', '节庆用品', 'Festive goods'],
    ['cosmetics', '化妆用品', 'Cosmetics'],
  ]),
  customer_class: items([
    ['A', 'A类客户（重点客户）', 'Class A (key customer)'],
    ['B', 'B类客户（一般客户）', 'Class B (regular customer)'],
    ['C', 'C类客户（潜在客户）', 'Class C (prospect)'],
  ]),
  audit_status: fromLabels(AUDIT_STATUS_LABELS),
  applying_role: fromLabels(ROLE_LABELS, REGISTER_ROLES),
  service_type: items([
    ['logistics', '物流服务', 'Logistics'],
    ['warehousing', '仓储服务', 'Warehousing'],
    ['finance', '金融服务', 'Finance'],
    ['inspection', '验厂验货', 'Inspection'],
    ['design', '设计服务', 'Design'],
    ['customs', '报关报检', 'Customs clearance'],
    ['exhibition', '会展服务', 'Exhibition services'],
  ]),
  invoice_type: items([
    ['normal', '增值税普通发票', 'VAT ordinary invoice'],
    ['special', '增值税专用发票', 'VAT special invoice'],
  ]),
  company_scale: items([
    ['1-49', '50人以下', 'Under 50 staff'],
    ['50-199', '50-199人', '50-199 staff'],
    ['200-499', '200-499人', '200-499 staff'],
    ['500-999', '500-999人', '500-999 staff'],
    ['1000+', '1000人以上', '1000 staff or more'],
  ]),
};

export interface PortalDictSeed {
  id: number;
  code: keyof typeof PORTAL_DICT_IDS;
  name: string;
  nameEn: string;
  content: string[];
  contentEn: string[];
}

const agreement = (role: string, roleEn: string, duties: string, dutiesEn: string) => ({
  content: [
    `欢迎您注册成为义乌小商品城B2B交易平台（以下简称“平台”）的${role}。请您在注册前仔细阅读本协议，勾选同意即表示您已充分理解并接受本协议全部条款。`,
    '一、账号安全：您应妥善保管账号、密码及短信验证码，因您保管不善造成的损失由您自行承担。如发现账号被盗用，请立即联系平台客服。',
    `二、${role}义务：${duties}`,
    '三、信息真实：您提交的企业信息、资质证照应真实、合法、有效，平台有权对其进行审核，审核周期为3至7个工作日。',
    '四、交易规范：平台内的询价、报价、集采、竞拍及订单均应遵守国家法律法规及平台交易规则，禁止发布违禁商品及虚假信息。',
    '五、协议变更：平台可根据业务需要修订本协议，修订后的协议将在平台公布，您继续使用平台服务即视为接受修订内容。',
  ],
  contentEn: [
    `Welcome to the Yiwu Market City B2B trading platform (the "Platform") as a ${roleEn}. Please read this agreement before registering; ticking the box means you understand and accept all of its terms.`,
    '1. Account security: keep your account, password and SMS codes safe; losses caused by careless keeping are your own. Contact customer service at once if your account is misused.',
    `2. Duties of a ${roleEn}: ${dutiesEn}`,
    '3. True information: the enterprise information and licences you submit must be true, lawful and valid; the Platform reviews them within 3 to 7 working days.',
    '4. Trading rules: inquiries, quotations, collective purchases, auctions and orders follow the law and the Platform trading rules; prohibited goods and false information are not allowed.',
    '5. Changes: the Platform may revise this agreement and publishes every revision; using the Platform afterwards means you accept it.',
  ],
});

export const PORTAL_DICTS: PortalDictSeed[] = [
  {
    id: PORTAL_DICT_IDS.userAgreement,
    code: 'userAgreement',
    name: '用户服务协议',
    nameEn: 'User service agreement',
    ...agreement(
      '用户',
      'user',
      '遵守平台规则，文明交流，不得利用平台从事任何违法活动。',
      'follow the Platform rules, communicate politely and never use the Platform for anything unlawful.',
    ),
  },
  {
    id: PORTAL_DICT_IDS.buyerAgreement,
    code: 'buyerAgreement',
    name: '采购商入驻协议',
    nameEn: 'Buyer agreement',
    ...agreement(
      '采购商',
      'buyer',
      '如实发布询价与采购需求，按约定及时付款、收货，不得恶意下单或恶意竞价。',
      'publish honest inquiries and purchase requests, pay and take delivery as agreed, and never place or bid in bad faith.',
    ),
  },
  {
    id: PORTAL_DICT_IDS.shopAgreement,
    code: 'shopAgreement',
    name: '商铺入驻协议',
    nameEn: 'Shop agreement',
    ...agreement(
      '商铺',
      'shop',
      '如实描述商品，明码标价，按约定发货，提供售后服务，维护义乌市场商户信誉。',
      'describe goods honestly, mark prices clearly, ship as agreed, provide after-sales service and uphold the reputation of Yiwu merchants.',
    ),
  },
  {
    id: PORTAL_DICT_IDS.factoryAgreement,
    code: 'factoryAgreement',
    name: '工厂入驻协议',
    nameEn: 'Factory agreement',
    ...agreement(
      '工厂',
      'factory',
      '如实展示产能、设备与资质，配合买家自主验厂及平台验厂，保证供货质量与交期。',
      'show capacity, equipment and licences truthfully, cooperate with buyer and platform factory inspections, and guarantee quality and delivery dates.',
    ),
  },
  {
    id: PORTAL_DICT_IDS.providerAgreement,
    code: 'providerAgreement',
    name: '服务商入驻协议',
    nameEn: 'Service provider agreement',
    ...agreement(
      '服务商',
      'service provider',
      '如实介绍物流、金融、检测等服务内容与收费标准，按约定履行服务，保护客户信息。',
      'describe logistics, finance, inspection and other services and their fees honestly, deliver them as agreed and protect customer data.',
    ),
  },
  {
    id: PORTAL_DICT_IDS.privacyPolicy,
    code: 'privacyPolicy',
    name: '隐私政策',
    nameEn: 'Privacy policy',
    content: [
      '平台仅为提供交易服务所必需收集您的手机号码、企业信息及交易记录，并采取加密存储等措施保护您的信息安全。',
      '未经您的同意，平台不会向第三方提供您的个人信息，法律法规另有规定的除外。',
      '您可以在个人中心查询、更正您的信息，或联系客服注销账号。',
    ],
    contentEn: [
      'The Platform collects your mobile number, enterprise information and trading records only as needed to provide trading services, and protects them with encrypted storage and other measures.',
      'The Platform does not share your personal information with third parties without your consent, except where the law requires.',
      'You can view and correct your information in your account centre, or ask customer service to close your account.',
    ],
  },
  {
    id: PORTAL_DICT_IDS.aboutUs,
    code: 'aboutUs',
    name: '关于我们',
    nameEn: 'About us',
    content: [
      '义乌小商品城B2B交易平台依托全球最大的小商品市场，汇聚饰品、玩具、五金、针织、文具、日用百货等数十个行业的商铺与源头工厂。',
      '平台提供商品展示、询价报价、集中采购、竞价拍卖、验厂验货、展会及物流金融等一站式服务。',
    ],
    contentEn: [
      'The Yiwu Market City B2B trading platform builds on the largest small-commodity market in the world, bringing together shops and source factories of jewellery, toys, hardware, knitwear, stationery, daily goods and dozens more trades.',
      'It offers one-stop services: product display, inquiries and quotations, collective purchasing, auctions, factory and goods inspection, exhibitions, logistics and finance.',
    ],
  },
  {
    id: PORTAL_DICT_IDS.contactUs,
    code: 'contactUs',
    name: '联系我们',
    nameEn: 'Contact us',
    content: [
      '客服热线：0579-85180000（工作日 8:30-17:30）',
      '地址：浙江省金华市义乌市福田街道国际商贸城一区平台服务中心',
    ],
    contentEn: [
      'Customer service: 0579-85180000 (working days 8:30-17:30)',
      'Address: Platform Service Centre, District 1, International Trade City, Futian Street, Yiwu, Jinhua, Zhejiang',
    ],
  },
];
