// The deep verification report in English. The report's sections are stored as the inspectors wrote them (in
// Chinese); an English reader gets them through the company's English columns (name, address, products,
// markets, certifications), names in pinyin, and the fixed vocabulary of the verification forms below.
import type { CreditReport } from '@portal/contracts/http/factory-credit';
import { one, type Db } from '../../db/database.ts';
import { CJK, personEn, placeEn, regionPathIn } from '../../lib/text.ts';
import { conclusion } from './steps.ts';

/** The verification forms' fixed phrases: equipment, brands, checks, markets, customers, processes, licences. */
const PHRASES: Readonly<Record<string, string>> = {
  注塑机: 'Injection moulding machine',
  数控冲床: 'CNC punch press',
  电脑横机: 'Computerised flat knitting machine',
  全自动包装机: 'Automatic packing machine',
  激光切割机: 'Laser cutting machine',
  丝网印刷机: 'Screen printing machine',
  全自动袜机: 'Automatic sock knitting machine',
  工业缝纫机: 'Industrial sewing machine',
  螺杆空压机: 'Screw air compressor',
  三坐标测量仪: 'Coordinate measuring machine',
  海天: 'Haitian',
  金方圆: 'Jinfangyuan',
  慈星: 'Cixing',
  达意隆: 'Tech-Long',
  大族: "Han's Laser",
  东远: 'Dongyuan',
  罗纳地: 'Lonati',
  杰克: 'Jack',
  阿特拉斯: 'Atlas Copco',
  海克斯康: 'Hexagon',
  营业执照与实际经营地址一致: 'Business licence matches the actual business address',
  厂房面积与申报一致: 'Plant area as declared',
  生产设备正常运转: 'Production equipment in working order',
  在岗员工人数与申报一致: 'Staff on duty as declared',
  具备来料与成品检验记录: 'Incoming and finished-goods inspection records kept',
  消防设施齐全有效: 'Fire safety equipment complete and working',
  仓库分区与标识清晰: 'Warehouse zoned and clearly labelled',
  环保手续齐全: 'Environmental permits complete',
  员工劳动合同签订率达标: 'Employment contracts signed as required',
  可追溯的生产批次记录: 'Traceable production batch records',
  现场核查未达标已要求限期整改: 'Not met on site; correction within a deadline required',
  '现场核查未达标，已要求限期整改': 'Not met on site; correction within a deadline required',
  符合: 'Met',
  欧盟: 'EU',
  北美: 'North America',
  东南亚: 'Southeast Asia',
  中东: 'Middle East',
  非洲: 'Africa',
  南美: 'South America',
  日韩: 'Japan and Korea',
  国内: 'Domestic',
  国内连锁商超: 'Domestic supermarket chains',
  跨境电商卖家: 'Cross-border e-commerce sellers',
  中东批发商: 'Middle East wholesalers',
  欧洲进口商: 'European importers',
  国内品牌贴牌客户: 'Domestic brand OEM clients',
  义乌市场批发商: 'Yiwu market wholesalers',
  '来料检验（IQC）': 'Incoming quality control (IQC)',
  '制程检验（IPQC）': 'In-process quality control (IPQC)',
  '成品检验（FQC）': 'Final quality control (FQC)',
  '出货检验（OQC）': 'Outgoing quality control (OQC)',
  第三方送检: 'Third-party lab testing',
  '有限责任公司（自然人投资或控股）': 'Limited liability company (invested or controlled by natural persons)',
  '有限责任公司（自然人独资）': 'Limited liability company (wholly owned by a natural person)',
  个人独资企业: 'Sole proprietorship',
  自有厂房: 'Owned plant',
  租赁厂房: 'Leased plant',
  '自有厂房（部分租赁）': 'Owned plant (partly leased)',
  '拥有独立设计团队，每月开发新款 20 款以上': 'In-house design team developing more than 20 new styles a month',
  '可根据客户样品或图纸打样，7 天出样': "Samples from the customer's sample or drawing within 7 days",
  '与高校合作研发，拥有实用新型专利 12 项': 'R&D with universities; 12 utility-model patents',
  营业执照: 'Business licence',
  对外贸易经营者备案登记表: 'Foreign trade operator registration',
  排污许可登记: 'Pollutant discharge registration',
  义乌小商品城验厂服务中心: 'Yiwu Small Commodity City Factory Verification Centre',
  '3C认证': 'CCC certification',
  GS认证: 'GS certification',
  SGS无铅无镍检测: 'SGS lead- and nickel-free test',
};

const ISSUERS: readonly [RegExp, string][] = [
  [/^(.+)市市场监督管理局$/, 'Administration for Market Regulation'],
  [/^(.+)市商务局$/, 'Bureau of Commerce'],
  [/^(.+)市生态环境局$/, 'Bureau of Ecology and Environment'],
];

function phrase(text: string): string {
  return PHRASES[text] ?? text;
}

function issuer(text: string): string {
  for (const [pattern, office] of ISSUERS) {
    const city = pattern.exec(text)?.[1];
    if (city) return `${placeEn(`${city}市`)} ${office}`;
  }
  return phrase(text);
}

/** The English list beside a Chinese one: by position when both have as many items, else by phrase. */
function listEn(zh: readonly string[], en: readonly string[]): string[] {
  if (en.length === zh.length && en.every((item) => item && !CJK.test(item))) return [...en];
  return zh.map(phrase);
}

const splitList = (text: string) =>
  text
    .split(/[、,，;；]\s*/)
    .map((item) => item.trim())
    .filter(Boolean);

interface CompanyEn {
  name_en: string;
  shop_name_en: string | null;
  county_code: string;
  address_en: string;
  main_products_en: string;
  main_market_en: string | null;
  certifications_en: string | null;
}

export function creditReportEn(db: Db, report: CreditReport): CreditReport {
  const company = one<CompanyEn>(
    db,
    `SELECT c.name_en, c.shop_name_en, c.county_code, c.address_en, c.main_products_en, p.main_market_en, p.certifications_en
       FROM companies c LEFT JOIN catalogue_company_profiles p ON p.company_id = c.id WHERE c.id = ?`,
    report.factory.id,
  );
  const products = splitList(company?.main_products_en ?? '');
  const productsText = products.join(', ') || 'small commodities';
  const certsEn = company?.certifications_en ? (JSON.parse(company.certifications_en) as string[]) : [];
  const { enterprise, capability } = report;
  const name = company?.name_en || enterprise.name;
  return {
    ...report,
    factory: company
      ? {
          ...report.factory,
          name,
          shopName: company.shop_name_en || name,
          regionName: regionPathIn('en', company.county_code),
        }
      : report.factory,
    agency: phrase(report.agency),
    inspectors: report.inspectors.map(personEn),
    conclusion: conclusion(report.score).en,
    enterprise: {
      ...enterprise,
      name,
      legalPerson: personEn(enterprise.legalPerson),
      companyType: phrase(enterprise.companyType),
      registeredAddress: company?.address_en || enterprise.registeredAddress,
      businessScope: `R&D, production, processing and sale of ${productsText}; import and export of goods and technology.`,
      premises: phrase(enterprise.premises),
      mainMarkets: listEn(enterprise.mainMarkets, splitList(company?.main_market_en ?? '')),
      mainCustomers: enterprise.mainCustomers.map(phrase),
    },
    equipment: report.equipment.map((item) => ({ ...item, name: phrase(item.name), brand: phrase(item.brand) })),
    capability: {
      ...capability,
      mainProducts: listEn(capability.mainProducts, products),
      monthlyCapacity: capability.monthlyCapacity.replace(
        /^(\d+)万件$/,
        (_, n: string) => `${(Number(n) * 10_000).toLocaleString('en-US')} pieces`,
      ),
      minOrder: capability.minOrder.replace(/^(\d+)件起订$/, 'MOQ $1 pieces'),
      rndCapability: phrase(capability.rndCapability),
      qualityProcess: capability.qualityProcess.map(phrase),
    },
    licences: report.licences.map((licence) => ({
      ...licence,
      name: phrase(licence.name),
      issuer: issuer(licence.issuer),
    })),
    certifications: listEn(report.certifications, certsEn).map(phrase),
    checks: report.checks.map((check) => ({ ...check, item: phrase(check.item), remark: phrase(check.remark) })),
  };
}
