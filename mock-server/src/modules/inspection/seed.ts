// Seeds deep verification reports for two factories in three (the demo factory among them, some without),
// platform inspections that produced them, buyer self-inspections at every step (the demo buyer: one under
// way at the demo factory, one finished, one rejected), and factory visits in every status.
import type { Db } from '../../db/database.ts';
import { all, run } from '../../db/database.ts';
import { goodsImage, logoImage } from '../../lib/assets.ts';
import type { SeedContext } from '../../seed/context.ts';
import {
  INSPECTION_ITEM_KEYS,
  INSPECTION_STEPS,
  type InspectionTypeValue,
} from '@portal/contracts/http/factory-inspection';
import { regionName } from '../region/public.ts';
import { writeEventNotice } from '../notifications/public.ts';
import { factoryRequestAsked, factoryUserIds } from './factory-request.ts';
import { DAY, HOUR, chinaDate } from '../../lib/china-time.ts';
import { fenToMoney } from '../../lib/money.ts';
import { conclusion, dueAt, grade, nextStep, stepNote } from './steps.ts';
import { CJK, personEn, placeEn } from '../../lib/text.ts';
import type { Bilingual } from '@portal/contracts/rules/constants';

interface FactoryRow {
  id: number;
  name: string;
  credit_code: string;
  legal_person: string;
  registered_capital: string;
  established_on: string;
  address: string;
  main_products: string;
  name_en: string;
  address_en: string;
  main_products_en: string;
  city_code: string;
  employees: number | null;
  plant_area: number | null;
  annual_output_fen: number | null;
  certifications: string | null;
  main_market: string | null;
  certifications_en: string | null;
  main_market_en: string | null;
}

interface UserRow {
  id: number;
  account: string;
  nickname: string;
  mobile: string;
  role: string;
  company_id: number | null;
  company_name: string | null;
  company_name_en: string | null;
}

/** The demo accounts' nicknames in English (a role and a person); other users are named as people. */
const DEMO_NICKNAMES_EN: Readonly<Record<string, string>> = {
  采购商王明: 'Wang Ming (buyer)',
  采购商李娜: 'Li Na (buyer)',
  采购商张伟: 'Zhang Wei (buyer)',
  义乌小商品店主: 'Yiwu shop owner',
  源头工厂陈厂长: 'Director Chen (factory)',
  物流服务商刘经理: 'Manager Liu (logistics)',
  平台运营: 'Platform operations',
  个人用户小周: 'Xiao Zhou',
};

/** A user's nickname in English: the demo table, else the name in pinyin, else as it is. */
export function nicknameEn(nickname: string): string {
  return DEMO_NICKNAMES_EN[nickname] ?? (CJK.test(nickname) ? personEn(nickname) : nickname);
}

/** Item keys of the contract's catalogue (INSPECTION_ITEMS), read in the reader's language. */
const ITEMS = INSPECTION_ITEM_KEYS;
// The credit report's vocabulary in both languages: the report is written twice from the same picks.
const EQUIPMENT = [
  { name: { zh: '注塑机', en: 'Injection moulding machine' }, brand: { zh: '海天', en: 'Haitian' }, model: 'MA1600' },
  { name: { zh: '数控冲床', en: 'CNC punch press' }, brand: { zh: '金方圆', en: 'Jinfangyuan' }, model: 'VT-300' },
  { name: { zh: '电脑横机', en: 'Computerised flat knitter' }, brand: { zh: '慈星', en: 'Cixing' }, model: 'GE2-52C' },
  {
    name: { zh: '全自动包装机', en: 'Automatic packing machine' },
    brand: { zh: '达意隆', en: 'Tech-Long' },
    model: 'DP-450',
  },
  { name: { zh: '激光切割机', en: 'Laser cutter' }, brand: { zh: '大族', en: "Han's Laser" }, model: 'G3015' },
  { name: { zh: '丝网印刷机', en: 'Screen printer' }, brand: { zh: '东远', en: 'Dongyuan' }, model: 'DY-60' },
  { name: { zh: '全自动袜机', en: 'Automatic sock knitter' }, brand: { zh: '罗纳地', en: 'Lonati' }, model: 'L462' },
  { name: { zh: '工业缝纫机', en: 'Industrial sewing machine' }, brand: { zh: '杰克', en: 'Jack' }, model: 'A4' },
  {
    name: { zh: '螺杆空压机', en: 'Screw air compressor' },
    brand: { zh: '阿特拉斯', en: 'Atlas Copco' },
    model: 'GA37',
  },
  {
    name: { zh: '三坐标测量仪', en: 'Coordinate measuring machine' },
    brand: { zh: '海克斯康', en: 'Hexagon' },
    model: 'Global S',
  },
];
const CHECKS: Bilingual[] = [
  { zh: '营业执照与实际经营地址一致', en: 'Business licence matches the actual premises' },
  { zh: '厂房面积与申报一致', en: 'Plant area as declared' },
  { zh: '生产设备正常运转', en: 'Production equipment in working order' },
  { zh: '在岗员工人数与申报一致', en: 'Staff on site as declared' },
  { zh: '具备来料与成品检验记录', en: 'Incoming and finished-goods inspection records kept' },
  { zh: '消防设施齐全有效', en: 'Fire safety equipment complete and working' },
  { zh: '仓库分区与标识清晰', en: 'Warehouse zoned and clearly labelled' },
  { zh: '环保手续齐全', en: 'Environmental permits complete' },
  { zh: '员工劳动合同签订率达标', en: 'Labour contracts signed as required' },
  { zh: '可追溯的生产批次记录', en: 'Traceable production batch records' },
];
const MARKETS: Bilingual[] = [
  { zh: '欧盟', en: 'EU' },
  { zh: '北美', en: 'North America' },
  { zh: '东南亚', en: 'Southeast Asia' },
  { zh: '中东', en: 'Middle East' },
  { zh: '非洲', en: 'Africa' },
  { zh: '南美', en: 'South America' },
  { zh: '日韩', en: 'Japan and Korea' },
  { zh: '国内', en: 'China' },
];
const CUSTOMERS: Bilingual[] = [
  { zh: '国内连锁商超', en: 'Chinese supermarket chains' },
  { zh: '跨境电商卖家', en: 'Cross-border e-commerce sellers' },
  { zh: '中东批发商', en: 'Middle East wholesalers' },
  { zh: '欧洲进口商', en: 'European importers' },
  { zh: '国内品牌贴牌客户', en: 'Chinese brands (OEM)' },
  { zh: '义乌市场批发商', en: 'Yiwu market wholesalers' },
];
const QUALITY: Bilingual[] = [
  { zh: '来料检验（IQC）', en: 'Incoming quality control (IQC)' },
  { zh: '制程检验（IPQC）', en: 'In-process quality control (IPQC)' },
  { zh: '成品检验（FQC）', en: 'Final quality control (FQC)' },
  { zh: '出货检验（OQC）', en: 'Outgoing quality control (OQC)' },
  { zh: '第三方送检', en: 'Third-party testing' },
];
const COMPANY_TYPES: Bilingual[] = [
  { zh: '有限责任公司（自然人投资或控股）', en: 'Limited liability company (privately held)' },
  { zh: '有限责任公司（自然人独资）', en: 'Limited liability company (sole shareholder)' },
  { zh: '个人独资企业', en: 'Sole proprietorship' },
];
const PREMISES: Bilingual[] = [
  { zh: '自有厂房', en: 'Own plant' },
  { zh: '租赁厂房', en: 'Leased plant' },
  { zh: '自有厂房（部分租赁）', en: 'Own plant (partly leased)' },
];
const RND: Bilingual[] = [
  { zh: '拥有独立设计团队，每月开发新款 20 款以上', en: 'Own design team, over 20 new designs a month' },
  { zh: '可根据客户样品或图纸打样，7 天出样', en: "Samples from the customer's sample or drawing in 7 days" },
  { zh: '与高校合作研发，拥有实用新型专利 12 项', en: 'R&D with universities, 12 utility model patents' },
];
const AGENCY: Bilingual = { zh: '义乌小商品城验厂服务中心', en: 'Yiwu Commodity City Factory Verification Centre' };
/** A market named in a profile (Chinese), in English when it is one of ours; else as written. */
const marketEn = (zh: string) => MARKETS.find((m) => m.zh === zh)?.en ?? zh;
const splitList = (text: string) =>
  text
    .split(/[、,，]/)
    .map((part) => part.trim())
    .filter(Boolean);
const VISIT_PURPOSES = [
  { zh: '考察生产线，洽谈年度采购合同', en: 'See the production line and discuss a yearly purchase contract' },
  { zh: '看样选款，确认新品打样', en: 'Choose styles from samples and confirm new samples' },
  { zh: '了解产能与交期，评估长期合作', en: 'Check capacity and lead times for a long-term partnership' },
  { zh: '陪同海外客户验厂参观', en: 'Accompany an overseas customer on a factory tour' },
];
const VISIT_REPLIES = {
  confirmed: {
    zh: '欢迎来厂参观，届时请提前半小时联系门卫登记。',
    en: 'You are welcome: please call the gate half an hour ahead to sign in.',
  },
  rejected: {
    zh: '当日工厂停产检修，请改约其他日期。',
    en: 'The plant is closed for maintenance that day; please choose another date.',
  },
};

function loadFactories(db: Db): FactoryRow[] {
  return all<FactoryRow>(
    db,
    `SELECT c.id, c.name, c.credit_code, c.legal_person, c.registered_capital, c.established_on, c.address,
            c.main_products, c.name_en, c.address_en, c.main_products_en, c.city_code, p.employees, p.plant_area, p.annual_output_fen, p.certifications, p.main_market,
            p.certifications_en, p.main_market_en
       FROM companies c LEFT JOIN catalogue_company_profiles p ON p.company_id = c.id
      WHERE c.kind = 'factory' ORDER BY c.id`,
  );
}

export function seedInspections(db: Db, ctx: SeedContext): void {
  const now = ctx.now;
  const factories = loadFactories(db);
  if (factories.length === 0) return;
  const users = all<UserRow>(
    db,
    `SELECT u.id, u.account, u.nickname, u.mobile, u.role, u.company_id, c.name AS company_name,
              c.name_en AS company_name_en
       FROM users u LEFT JOIN companies c ON c.id = u.company_id ORDER BY u.id`,
  );
  const factoryUser = (factoryId: number) => users.find((u) => u.company_id === factoryId);
  const productsOf = (factoryId: number) =>
    all<{ id: number }>(db, 'SELECT id FROM products WHERE company_id = ? ORDER BY id', factoryId).map((p) => p.id);
  const inspectors = () => Array.from({ length: ctx.int(2, 3) }, () => ctx.faker.person.fullName());

  let inspectionSeq = 0;
  const inspect = (
    applicant: UserRow,
    factory: FactoryRow,
    type: InspectionTypeValue,
    reached: number,
    outcome: 'inProgress' | 'completed' | 'rejected',
    score?: number,
    startedAt?: number,
  ): number | null => {
    inspectionSeq += 1;
    const createdAt =
      startedAt ?? now - ctx.int(outcome === 'inProgress' ? 3 : 20, outcome === 'inProgress' ? 15 : 120) * DAY;
    const products = type === 'selfGoods' ? productsOf(factory.id).slice(0, ctx.int(1, 3)) : [];
    const team = reached >= 4 || outcome === 'completed' ? inspectors() : [];
    const stepsDone = outcome === 'completed' ? INSPECTION_STEPS.length : outcome === 'rejected' ? 2 : reached + 1;
    let at = createdAt;
    let times = INSPECTION_STEPS.slice(0, stepsDone).map(() => {
      at = Math.min(at + ctx.int(6, 72) * HOUR, now - HOUR);
      return at;
    });
    // One under way did its latest step an hour ago, so it walks on from there on the server clock (steps.ts)
    // instead of catching up every step at the first read.
    const latest = times[times.length - 1];
    if (outcome === 'inProgress' && latest !== undefined) times = times.map((t) => t + (now - HOUR - latest));
    // The application is made when its first step is done.
    const appliedAt = times[0] ?? createdAt;
    const confirmTimeIndex = INSPECTION_STEPS.indexOf('confirmTime');
    const confirmed =
      stepsDone > confirmTimeIndex ? chinaDate((times[confirmTimeIndex] ?? createdAt) + ctx.int(3, 10) * DAY) : null;
    const lastStep = INSPECTION_STEPS[stepsDone - 1] ?? 'initiate';
    const following = outcome === 'inProgress' ? nextStep(lastStep) : null;
    const items = ctx.faker.helpers.arrayElements(ITEMS, { min: 4, max: 7 });
    const id = run(
      db,
      `INSERT INTO inspection_applications (code, applicant_user_id, applicant_company_id, factory_company_id, type,
         product_ids, items, expected_date, confirmed_date, step, status, team, contact_name, contact_name_en,
         contact_phone, remark, remark_en, next_due_at, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      `YC${chinaDate(appliedAt).replace(/-/g, '')}${String(inspectionSeq).padStart(3, '0')}`,
      applicant.id,
      applicant.company_id,
      factory.id,
      type,
      JSON.stringify(products),
      JSON.stringify(items),
      chinaDate(appliedAt + ctx.int(7, 20) * DAY),
      confirmed,
      lastStep,
      outcome,
      JSON.stringify(team),
      applicant.nickname,
      nicknameEn(applicant.nickname),
      applicant.mobile,
      type === 'platform' ? '申请平台深度验厂，用于展示验厂报告。' : '',
      type === 'platform' ? 'Deep platform inspection requested, to show the report to buyers.' : '',
      following ? dueAt(following, latest === undefined ? now : now - HOUR, confirmed) : null,
      appliedAt,
    ).lastId;
    const finalScore = outcome === 'completed' ? (score ?? ctx.int(70, 96)) : 0;
    const reportedAt = times[INSPECTION_STEPS.indexOf('generateReport')] ?? now - DAY;
    const reportNo = `BG${chinaDate(reportedAt).replace(/-/g, '')}${String(inspectionSeq).padStart(3, '0')}`;
    times.forEach((doneAt, index) => {
      const step = INSPECTION_STEPS[index];
      if (!step) return;
      const note =
        outcome === 'rejected' && step === 'auditConfirm'
          ? {
              zh: '申请资料不完整：未提供采购意向说明，已驳回。',
              en: 'Application incomplete (no statement of purchase intent): rejected.',
            }
          : stepNote(step, {
              type,
              confirmedDate: confirmed,
              items: items.length,
              team,
              reportNo,
              score: finalScore,
            });
      run(
        db,
        'INSERT INTO inspection_steps (inspection_id, step, done_at, note, note_en) VALUES (?, ?, ?, ?, ?)',
        id,
        step,
        doneAt,
        note.zh,
        note.en,
      );
    });
    if (outcome !== 'completed') return null;
    const text = conclusion(finalScore);
    run(
      db,
      `INSERT INTO inspection_reports (inspection_id, report_no, reported_at, score, grade, conclusion, conclusion_en)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      id,
      reportNo,
      reportedAt,
      finalScore,
      grade(finalScore),
      text.zh,
      text.en,
    );
    return reportedAt;
  };

  // Credit reports (deep verification) for two factories in three, each from a finished platform inspection.
  factories.forEach((factory, index) => {
    if (index % 3 === 2) return;
    const score = ctx.int(66, 97);
    // The report comes out of a finished platform inspection the factory asked for.
    const owner = factoryUser(factory.id);
    const startedAt = now - ctx.int(30, 300) * DAY;
    const reportedAt = owner
      ? inspect(owner, factory, 'platform', INSPECTION_STEPS.length - 1, 'completed', score, startedAt)
      : null;
    const verifiedAt = reportedAt ?? startedAt;
    const employees = factory.employees ?? ctx.int(40, 800);
    const production = Math.round(employees * 0.62);
    const rnd = Math.max(2, Math.round(employees * 0.06));
    const qc = Math.max(2, Math.round(employees * 0.07));
    const management = Math.max(2, Math.round(employees * 0.1));
    const sales = Math.max(1, employees - production - rnd - qc - management);
    const certifications = factory.certifications
      ? (JSON.parse(factory.certifications) as string[])
      : ctx.faker.helpers.arrayElements(['ISO9001', 'BSCI', 'CE', 'Sedex', 'OEKO-TEX 100'], { min: 1, max: 3 });
    const failed = new Set(
      score >= 90 ? [] : ctx.faker.helpers.arrayElements(CHECKS, { min: 1, max: score >= 80 ? 1 : 3 }),
    );
    const annualFen = factory.annual_output_fen ?? ctx.int(500, 20000) * 1_000_000;
    const cityName = regionName(factory.city_code) ?? '义乌市';
    const city = { zh: cityName.replace(/市$/, ''), en: placeEn(cityName) };
    const photos = [
      logoImage(factory.id),
      ...productsOf(factory.id)
        .slice(0, 3)
        .map((id) => goodsImage(id)),
    ];
    // Every pick is made once (the same random stream as before), then the report is written in each language.
    const companyType = ctx.pick(COMPANY_TYPES);
    const premises = ctx.pick(PREMISES);
    const plantArea = factory.plant_area ?? ctx.int(1500, 30000);
    const officeArea = ctx.int(200, 2000);
    const exportRatio = ctx.int(10, 85);
    // A profile's own markets: its English list where it has one, else each market of ours in English.
    const profileMarketsEn = splitList(factory.main_market_en ?? '');
    const markets: Bilingual[] = factory.main_market
      ? splitList(factory.main_market).map((zh, i, list) => ({
          zh,
          en: profileMarketsEn.length === list.length ? (profileMarketsEn[i] ?? zh) : marketEn(zh),
        }))
      : ctx.faker.helpers.arrayElements(MARKETS, { min: 2, max: 4 });
    const customers = ctx.faker.helpers.arrayElements(CUSTOMERS, { min: 2, max: 4 });
    const staff = {
      total: employees,
      production,
      rnd,
      qualityControl: qc,
      management,
      sales,
      collegeRatio: ctx.int(8, 35),
      shifts: ctx.int(1, 2),
    };
    const equipment = ctx.faker.helpers.arrayElements(EQUIPMENT, { min: 3, max: 6 }).map((e) => ({
      ...e,
      quantity: ctx.int(2, 40),
      purchaseYear: ctx.int(2012, 2025),
    }));
    const productionLines = ctx.int(2, 12);
    const products = {
      zh: splitList(factory.main_products || '日用小商品'),
      en: splitList(factory.main_products_en || 'Daily necessities'),
    };
    const monthly = ctx.int(5, 200);
    const minOrder = ctx.pick([500, 1000, 3000, 5000]);
    const leadTimeDays = ctx.int(7, 45);
    const odm = ctx.int(1, 3) > 1;
    const rndCapability = ctx.pick(RND);
    const quality = ctx.faker.helpers.arrayElements(QUALITY, { min: 3, max: 5 });
    const tradeNumber = `0${ctx.faker.string.numeric(7)}`;
    const permitUntil = chinaDate(verifiedAt + ctx.int(400, 1500) * DAY);
    const written = (lang: 'zh' | 'en') => ({
      enterprise: {
        name: lang === 'en' ? factory.name_en || factory.name : factory.name,
        creditCode: factory.credit_code,
        legalPerson: lang === 'en' ? personEn(factory.legal_person) : factory.legal_person,
        registeredCapital: factory.registered_capital,
        establishedOn: factory.established_on,
        companyType: companyType[lang],
        registeredAddress: lang === 'en' ? factory.address_en || factory.address : factory.address,
        businessScope:
          lang === 'en'
            ? `R&D, production, processing and sale of ${products.en.join(', ').toLowerCase()}; import and export of goods and technology.`
            : `${factory.main_products || '日用小商品'}的研发、生产、加工、销售；货物进出口；技术进出口。`,
        premises: premises[lang],
        plantArea,
        officeArea,
        annualTurnover: fenToMoney(annualFen),
        exportRatio,
        mainMarkets: markets.map((m) => m[lang]),
        mainCustomers: customers.map((c) => c[lang]),
      },
      staff,
      equipment: equipment.map((e) => ({
        name: e.name[lang],
        brand: e.brand[lang],
        model: e.model,
        quantity: e.quantity,
        purchaseYear: e.purchaseYear,
      })),
      capability: {
        productionLines,
        mainProducts: products[lang],
        monthlyCapacity: lang === 'en' ? `${(monthly * 10_000).toLocaleString('en-US')} pieces` : `${monthly}万件`,
        annualOutput: fenToMoney(annualFen),
        minOrder: lang === 'en' ? `MOQ ${minOrder.toLocaleString('en-US')} pieces` : `${minOrder}件起订`,
        leadTimeDays,
        oem: true,
        odm,
        rndCapability: rndCapability[lang],
        qualityProcess: quality.map((q) => q[lang]),
      },
      licences: [
        {
          name: lang === 'en' ? 'Business licence' : '营业执照',
          number: factory.credit_code,
          issuer: lang === 'en' ? `${city.en} Administration for Market Regulation` : `${city.zh}市市场监督管理局`,
          validUntil: '2099-12-31',
        },
        {
          name: lang === 'en' ? 'Foreign trade operator registration' : '对外贸易经营者备案登记表',
          number: tradeNumber,
          issuer: lang === 'en' ? `${city.en} Bureau of Commerce` : `${city.zh}市商务局`,
          validUntil: '2099-12-31',
        },
        {
          name: lang === 'en' ? 'Pollutant discharge registration' : '排污许可登记',
          number: `${factory.credit_code.slice(2, 12)}001Z`,
          issuer: lang === 'en' ? `${city.en} Bureau of Ecology and Environment` : `${city.zh}市生态环境局`,
          validUntil: permitUntil,
        },
      ],
      certifications:
        lang === 'en' && factory.certifications_en
          ? (JSON.parse(factory.certifications_en) as string[])
          : certifications,
      checks: CHECKS.map((item) => ({
        item: item[lang],
        result: failed.has(item) ? 'F' : 'T',
        remark: failed.has(item)
          ? lang === 'en'
            ? 'Short of the standard on site; correction required by a deadline'
            : '现场核查未达标，已要求限期整改'
          : lang === 'en'
            ? 'Meets the standard'
            : '符合',
      })),
      photos,
    });
    const sections = written('zh');
    const sectionsEn = written('en');
    const team = inspectors();
    run(
      db,
      `INSERT INTO factory_credit_reports (factory_company_id, report_no, verified_at, valid_until, agency, agency_en,
         inspectors, score, grade, conclusion, conclusion_en, sections, sections_en)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      factory.id,
      `SD${chinaDate(verifiedAt).replace(/-/g, '')}${String(index + 1).padStart(3, '0')}`,
      verifiedAt,
      chinaDate(verifiedAt + 365 * DAY),
      AGENCY.zh,
      AGENCY.en,
      JSON.stringify(team),
      score,
      grade(score),
      conclusion(score).zh,
      conclusion(score).en,
      JSON.stringify(sections),
      JSON.stringify(sectionsEn),
    );
  });

  // Buyer self-inspections: the demo buyer at the demo factory (under way), elsewhere finished and rejected.
  const demoBuyer = users.find((u) => u.account === 'buyer');
  const buyer2 = users.find((u) => u.account === 'buyer2');
  const demoFactory =
    factories.find((f) => users.some((u) => u.account === 'factory' && u.company_id === f.id)) ?? factories[0];
  const otherFactories = factories.filter((f) => f.id !== demoFactory?.id);
  const pickOther = () => (otherFactories.length ? ctx.pick(otherFactories) : demoFactory);
  if (demoBuyer && demoFactory) {
    inspect(demoBuyer, demoFactory, 'selfFactory', INSPECTION_STEPS.indexOf('confirmTime'), 'inProgress');
    const finished = pickOther();
    if (finished) inspect(demoBuyer, finished, 'selfGoods', INSPECTION_STEPS.length - 1, 'completed');
    const rejected = pickOther();
    if (rejected) inspect(demoBuyer, rejected, 'platform', 1, 'rejected');
  }
  if (buyer2) {
    const target = pickOther();
    if (target) inspect(buyer2, target, 'selfFactory', INSPECTION_STEPS.indexOf('auditConfirm'), 'inProgress');
  }
  const applicants = users.filter(
    (u) => (u.role === 'buyer' || u.role === 'shop') && !['buyer', 'buyer2'].includes(u.account),
  );
  for (let i = 0; i < 8 && applicants.length; i += 1) {
    const factory = ctx.pick(factories);
    const roll = ctx.int(1, 10);
    const outcome = roll <= 5 ? 'inProgress' : roll <= 9 ? 'completed' : 'rejected';
    inspect(
      ctx.pick(applicants),
      factory,
      ctx.pick(['selfFactory', 'selfGoods'] as const),
      outcome === 'inProgress' ? ctx.int(0, INSPECTION_STEPS.length - 2) : INSPECTION_STEPS.length - 1,
      outcome,
    );
  }

  // Self-inspections audited and not yet timed wait for their factory to answer (steps.ts, waitsForFactory).
  run(
    db,
    `UPDATE inspection_applications SET awaiting_factory = 1, next_due_at = NULL
      WHERE status = 'inProgress' AND step = 'auditConfirm' AND type <> 'platform'`,
  );

  // Visits: the demo buyer has one waiting, one confirmed ahead, one done (at the demo factory) and one declined.
  let visitSeq = 0;
  const visit = (
    visitor: UserRow,
    factory: FactoryRow,
    dayOffset: number,
    status: 'pendingReview' | 'confirmed' | 'rejected',
  ) => {
    visitSeq += 1;
    const visitAt = now + dayOffset * DAY;
    const createdAt = Math.min(visitAt - ctx.int(3, 15) * DAY, now - HOUR);
    const purpose = ctx.pick(VISIT_PURPOSES);
    const reply = status === 'pendingReview' ? null : VISIT_REPLIES[status];
    run(
      db,
      `INSERT INTO factory_visits (code, user_id, factory_company_id, visit_date, visitors, name, name_en, mobile, enterprise_name,
         enterprise_name_en, purpose, purpose_en, status, reply, reply_en, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      `CG${chinaDate(createdAt).replace(/-/g, '')}${String(visitSeq).padStart(3, '0')}`,
      visitor.id,
      factory.id,
      chinaDate(visitAt),
      ctx.int(1, 6),
      visitor.nickname,
      nicknameEn(visitor.nickname),
      visitor.mobile,
      visitor.company_name ?? visitor.nickname,
      visitor.company_name_en || nicknameEn(visitor.nickname),
      purpose.zh,
      purpose.en,
      status,
      reply?.zh ?? null,
      reply?.en ?? null,
      createdAt,
    );
  };
  if (demoBuyer && demoFactory) {
    const [a, b, c] = [pickOther(), pickOther(), pickOther()];
    if (a) visit(demoBuyer, a, ctx.int(3, 10), 'pendingReview');
    if (b) visit(demoBuyer, b, ctx.int(2, 14), 'confirmed');
    visit(demoBuyer, demoFactory, -ctx.int(5, 30), 'confirmed');
    if (c) visit(demoBuyer, c, ctx.int(1, 7), 'rejected');
  }
  const visitors = users.filter((u) => ['buyer', 'shop', 'personal'].includes(u.role) && u.account !== 'buyer');
  for (let i = 0; i < 20 && visitors.length; i += 1) {
    const roll = ctx.int(1, 10);
    visit(
      ctx.pick(visitors),
      ctx.pick(factories),
      roll <= 5 ? -ctx.int(1, 60) : ctx.int(1, 30),
      roll <= 7 ? 'confirmed' : roll <= 9 ? 'pendingReview' : 'rejected',
    );
  }

  // The demo factory has a visit and a buyer self-inspection waiting for its answer, so its side of the demo
  // (`/factoryCenter/factoryRequests`, "to answer") has something to accept or decline. Asked by a seeded buyer
  // that is none of the demo accounts, whose bookings the journeys make (last, so the draws above stay as they were).
  const asker = users.find(
    (u) => (u.role === 'buyer' || u.role === 'shop') && u.company_id !== null && !DEMO_ACCOUNTS.includes(u.account),
  );
  if (asker && demoFactory) {
    visit(asker, demoFactory, ctx.int(4, 12), 'pendingReview');
    inspect(asker, demoFactory, 'selfFactory', INSPECTION_STEPS.indexOf('auditConfirm'), 'inProgress');
    // Audited, so it waits for the factory (steps.ts, waitsForFactory): no step is due until it answers.
    run(
      db,
      `UPDATE inspection_applications SET awaiting_factory = 1, next_due_at = NULL
        WHERE id = (SELECT max(id) FROM inspection_applications WHERE applicant_user_id = ? AND factory_company_id = ?)`,
      asker.id,
      demoFactory.id,
    );
  }
  noticeWaitingRequests(db);
}

/**
 * Every visit and inspection left waiting for its factory's answer has the notices its booking gave the
 * factory's users (initiate.ts, through the notification centre's own writing), unread, from the day it was
 * asked: the factory's bell tells of what its centre shows to answer.
 */
function noticeWaitingRequests(db: Db): void {
  const visits = all<{
    id: number;
    user_id: number;
    factory_company_id: number;
    enterprise_name: string;
    enterprise_name_en: string;
    created_at: number;
  }>(
    db,
    `SELECT id, user_id, factory_company_id, enterprise_name, enterprise_name_en, created_at
       FROM factory_visits WHERE status = 'pendingReview' ORDER BY id`,
  );
  // The asker named as a booking names it: its company, else its nickname. A factory's own (platform)
  // inspection is told to no one.
  const inspections = all<{
    id: number;
    applicant_user_id: number;
    factory_company_id: number;
    name: string;
    name_en: string;
    created_at: number;
  }>(
    db,
    `SELECT a.id, a.applicant_user_id, a.factory_company_id, coalesce(c.name, u.nickname) AS name,
            coalesce(nullif(c.name_en, ''), c.name, u.nickname) AS name_en, a.created_at
       FROM inspection_applications a JOIN users u ON u.id = a.applicant_user_id
       LEFT JOIN companies c ON c.id = a.applicant_company_id
      WHERE a.status = 'inProgress' AND a.awaiting_factory = 1
        AND (a.applicant_company_id IS NULL OR a.applicant_company_id <> a.factory_company_id)
      ORDER BY a.id`,
  );
  const asked = [
    ...visits.map((v) => ({
      factoryId: v.factory_company_id,
      askerId: v.user_id,
      data: {
        kind: 'visit' as const,
        id: v.id,
        title: v.enterprise_name,
        titleEn: v.enterprise_name_en || v.enterprise_name,
        at: v.created_at,
      },
    })),
    ...inspections.map((i) => ({
      factoryId: i.factory_company_id,
      askerId: i.applicant_user_id,
      data: { kind: 'inspection' as const, id: i.id, title: i.name, titleEn: i.name_en, at: i.created_at },
    })),
  ].sort((x, y) => x.data.at - y.data.at);
  for (const { factoryId, askerId, data } of asked) {
    for (const userId of factoryUserIds(db, factoryId, askerId)) {
      writeEventNotice(db, userId, 'user:factoryRequest', factoryRequestAsked(data), data.at);
    }
  }
}

/** The README's demo accounts: the journeys book with them, so the seed leaves their bookings to them. */
const DEMO_ACCOUNTS = ['buyer', 'buyer2', 'buyer3', 'seller', 'factory', 'provider', 'operator', 'personal'];
