// Seeds the exhibitions of the market city around the seed clock (ended, running, upcoming), their areas,
// exhibitor sign-ups in every audit status with their exhibits, visitors, services, and the downloadable
// documents (rows plus files rows; the bytes are generated, see documents.ts). Deterministic.
import { all, one, run, type Db } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { assetUrl } from '../../lib/assets.ts';
import { DAY, HOUR, chinaMidnight } from '../../lib/china-time.ts';
import { randomMobile } from '../customer/public.ts';
import { DOCUMENT_MIME, csvColumns, documentBytes, documentPath, type DocumentFormat } from './documents.ts';

/** 09:00 China time on the day `days` from the seed clock. */
function dayAt(now: number, days: number, hour = 9): number {
  return chinaMidnight(now) + days * DAY + hour * HOUR;
}

const EXPO = {
  hall: '义乌国际博览中心',
  hallEn: 'Yiwu International Expo Center',
  address: '浙江省义乌市宗泽东路59号 义乌国际博览中心',
  addressEn: 'Yiwu International Expo Center, 59 Zongze East Road, Yiwu, Zhejiang',
};

interface ExhibitionPlan {
  name: string;
  nameEn: string;
  theme: string;
  themeEn: string;
  organizerEn: string;
  introEn: readonly string[];
  /** Level-1 category names (zh) of its areas. */
  categories: readonly string[];
  startDay: number;
  days: number;
  main?: boolean;
  /** A market hall of the catalogue (by name) instead of the expo centre. */
  marketHall?: string;
  organizer: string;
  intro: readonly string[];
}

const EXHIBITIONS: readonly ExhibitionPlan[] = [
  {
    name: '第32届中国义乌国际小商品（标准）博览会',
    nameEn: 'The 32nd China Yiwu International Commodities (Standards) Fair',
    theme: '标准引领 · 品质贸易 · 数字赋能',
    themeEn: 'Standards first · Quality trade · Digital power',
    organizerEn: 'Zhejiang Provincial Government, China Council for the Promotion of International Trade',
    introEn: [
      'The Yiwu Fair is an international fair of consumer goods approved by the State Council, and one of the largest and most influential small-commodity fairs in China.',
      'This edition has about 4,000 international standard booths covering daily necessities, jewellery, toys, hardware, stationery and electronics, and expects 100,000 buyer visits from home and abroad.',
      'A standards forum, sourcing match-making and new-product launches run alongside, and an online hall joins the show floor with online trade.',
    ],
    categories: ['日用百货', '饰品', '玩具', '五金工具', '文具办公', '电子电器'],
    startDay: 30,
    days: 4,
    main: true,
    organizer: '浙江省人民政府、中国国际贸易促进委员会',
    intro: [
      '义博会是经国务院批准的日用消费品类国际性展会，是国内最具规模、最具影响力的小商品博览会之一。',
      '本届展会设国际标准展位约4000个，涵盖日用百货、饰品、玩具、五金、文具、电子电器等行业，预计吸引境内外采购商10万人次。',
      '展会同期举办标准化论坛、采购对接会和新品发布会，并开通线上展厅，实现线下展示与线上交易融合。',
    ],
  },
  {
    name: '2026中国义乌国际玩具及婴童用品博览会',
    nameEn: '2026 China Yiwu International Toys and Baby Products Fair',
    theme: '童趣无界 · 智造未来',
    themeEn: 'Play without borders · Smart making',
    organizerEn: 'Yiwu Municipal Government, China Toy & Juvenile Products Association',
    introEn: [
      'The fair shows educational toys, electric and remote-control toys, plush toys, baby products and designer-toy IP goods.',
      'A source-factory zone gathers quality factories of the Chenghai, Yunhe and Yiwu toy belts.',
    ],
    categories: ['玩具', '工艺礼品'],
    startDay: -1,
    days: 4,
    organizer: '义乌市人民政府、中国玩具和婴童用品协会',
    intro: [
      '展会集中展示益智玩具、电动遥控玩具、毛绒玩具、婴童用品及潮玩IP衍生品。',
      '同期设立源头工厂专区，汇聚澄海、云和、义乌等玩具产业带优质工厂。',
    ],
  },
  {
    name: '2026义乌电子商务博览会',
    nameEn: '2026 Yiwu E-commerce Expo',
    theme: '直播电商 · 跨境出海',
    themeEn: 'Live commerce · Cross-border',
    organizerEn: 'Yiwu Bureau of Commerce',
    introEn: [
      'Focused on live-stream, cross-border and social e-commerce: e-commerce services, supply chains and best-selling goods.',
      'On site: a live-stream base experience zone and a cross-border product selection centre.',
    ],
    categories: ['电子电器', '日用百货', '工艺礼品'],
    startDay: -2,
    days: 3,
    organizer: '义乌市商务局',
    intro: [
      '聚焦直播电商、跨境电商、社交电商三大板块，展示电商服务、供应链与爆款商品。',
      '现场设有直播基地体验区与跨境电商选品中心。',
    ],
  },
  {
    name: '2026中国义乌文具用品及办公设备博览会',
    nameEn: '2026 China Yiwu Stationery and Office Supplies Fair',
    theme: '书写美好 · 办公新潮',
    themeEn: 'Write well · Work in style',
    organizerEn: 'Yiwu China Commodities City Holdings Limited',
    introEn: [
      'Held at the stationery market of District 3, International Trade City: school stationery, office supplies, art materials and creative goods.',
      'Held before the back-to-school peak so buyers can order and stock up in one place.',
    ],
    categories: ['文具办公'],
    startDay: 12,
    days: 3,
    marketHall: '国际商贸城三区',
    organizer: '义乌中国小商品城控股有限责任公司',
    intro: [
      '展会依托国际商贸城三区文具市场，展示学生文具、办公用品、美术用品与创意文创。',
      '开学季采购高峰前举办，便于采购商集中下单备货。',
    ],
  },
  {
    name: '中国（义乌）国际针织及纺织品博览会',
    nameEn: 'China (Yiwu) International Knitwear and Textiles Fair',
    theme: '织造新质 · 绿色时尚',
    themeEn: 'New-quality weaving · Green fashion',
    organizerEn: 'China Knitting Industry Association, Yiwu Municipal Government',
    introEn: [
      'Brings together the upstream and downstream of socks, seamless underwear, scarves and shawls, and home-textile fabrics.',
      'With a knit-fabric trend release and industrial-belt match-making.',
    ],
    categories: ['针纺织品', '纺织面料'],
    startDay: 60,
    days: 3,
    organizer: '中国针织工业协会、义乌市人民政府',
    intro: [
      '汇聚袜业、无缝内衣、围巾披肩、家纺面料等产业链上下游企业。',
      '同期举办针织面料流行趋势发布与产业带对接会。',
    ],
  },
  {
    name: '中国义乌国际体育用品及户外装备博览会',
    nameEn: 'China Yiwu International Sporting Goods and Outdoor Equipment Fair',
    theme: '全民健身 · 户外生活',
    themeEn: 'Fitness for all · Outdoor living',
    organizerEn: 'Yiwu Sports Bureau, Yiwu Exhibition Office',
    introEn: ['Fitness equipment, balls, camping gear and outdoor bags, with an outdoor camping experience zone.'],
    categories: ['体育户外', '箱包皮具'],
    startDay: 95,
    days: 3,
    organizer: '义乌市体育局、义乌市会展办',
    intro: ['展示健身器材、球类用品、露营装备、户外箱包等品类，设置户外露营生活体验区。'],
  },
  {
    name: '中国义乌国际饰品及配饰博览会',
    nameEn: 'China Yiwu International Jewellery and Accessories Fair',
    theme: '饰美生活 · 匠心出品',
    themeEn: 'Beautiful living · Crafted with care',
    organizerEn: 'Yiwu Jewellery Industry Association',
    introEn: [
      'Jewellery is the largest trade of the Yiwu market; this edition shows S925 silver, fashion jewellery, hair accessories and new accessories.',
    ],
    categories: ['饰品', '箱包皮具'],
    startDay: -45,
    days: 3,
    organizer: '义乌市饰品行业协会',
    intro: ['饰品是义乌市场第一大行业，本届展会展示S925银饰、时尚饰品、发饰及配饰新品。'],
  },
  {
    name: '义乌国际五金电器博览会',
    nameEn: 'Yiwu International Hardware and Electrical Appliances Fair',
    theme: '五金智造 · 品质工具',
    themeEn: 'Smart hardware · Quality tools',
    organizerEn: 'Yiwu Exhibition Office, Yongkang Hardware Industry Association',
    introEn: [
      'With the Yongkang hardware belt: hand tools, power tools, locks, small appliances and electrical supplies.',
    ],
    categories: ['五金工具', '电子电器'],
    startDay: -90,
    days: 3,
    organizer: '义乌市会展办、永康五金行业协会',
    intro: ['联合永康五金产业带，展示手动工具、电动工具、锁具、小家电与电工电料。'],
  },
  {
    name: '2026中国（义乌）文化和旅游产品交易博览会',
    nameEn: '2026 China (Yiwu) Cultural and Tourism Products Trade Fair',
    theme: '文旅融合 · 创意生活',
    themeEn: 'Culture meets tourism · Creative living',
    organizerEn: 'Ministry of Culture and Tourism, Zhejiang Provincial Government',
    introEn: [
      'Cultural and creative products, souvenirs, festive goods and intangible-heritage handicrafts, with a city culture-and-tourism zone.',
    ],
    categories: ['工艺礼品', '玩具', '日用百货'],
    startDay: -150,
    days: 4,
    organizer: '文化和旅游部、浙江省人民政府',
    intro: ['展示文创产品、旅游纪念品、节庆用品和非遗手工艺品，设有城市文旅展区。'],
  },
  {
    name: '第十届中国义乌进口商品博览会',
    nameEn: 'The 10th China Yiwu Imported Commodities Fair',
    theme: '买全球 · 卖全球',
    themeEn: 'Buy global · Sell global',
    organizerEn: 'Yiwu Municipal Government',
    introEn: [
      'Imported food, daily chemicals, home goods and affordable-luxury jewellery from five continents, shown all year at the imported-goods hall of District 5, International Trade City.',
    ],
    categories: ['日用百货', '饰品', '电子电器'],
    startDay: -200,
    days: 4,
    marketHall: '国际商贸城五区',
    organizer: '义乌市人民政府',
    intro: ['汇集来自五大洲的进口食品、日化、家居及轻奢饰品，依托国际商贸城五区进口商品馆长期展示。'],
  },
];

const DEMANDS = [
  '寻找源头工厂，长期采购，月需求量约5000件',
  '采购开学季文具套装，需要提供检测报告',
  '寻找跨境电商爆款，支持一件代发',
  '采购节庆礼品，要求可定制LOGO',
  '寻找S925银饰供应商，需要质检证书',
  '采购益智玩具出口中东，需要CE认证',
  '寻找户外露营装备，要求支持OEM',
  '采购酒店用品与日用百货，量大从优',
  '了解新品，考察工厂，洽谈区域代理',
  '寻找针织袜业工厂，要求交期30天以内',
];

/** Applicants' remarks and the platform's reasons for a refusal, in Chinese and English. */
const SIGNUP_REMARKS: readonly (readonly [string, string])[] = [
  ['', ''],
  ['需要两个标准展位相邻', 'Two adjacent standard booths, please'],
  ['需要电源插座', 'A power socket is needed'],
  ['希望靠近主通道', 'Near the main aisle if possible'],
];
const AUDIT_REMARKS: readonly (readonly [string, string])[] = [
  [
    '展品与展区类目不符，请调整后重新提交',
    'The exhibits do not fit the area categories. Please adjust and apply again.',
  ],
  ['营业执照信息不清晰，请重新上传', 'The business licence is not legible. Please upload it again.'],
];

const SERVICE_NOTICES_EN = [
  'Exhibitors enter with their exhibitor badge; wear a hard hat while the booths are being built.',
  'Drawings of special booths must be submitted for review 7 days before move-in.',
  'No smoking, open flames or high-power appliances in the halls.',
  'Move-out starts after 16:00 on the last day; leaving early affects the booth allocation of the next edition.',
];

const SERVICE_NOTICES = [
  '参展商凭参展证进场，布展期间请佩戴安全帽。',
  '特装展位搭建图纸须于进场前7天提交审核。',
  '展馆内禁止吸烟，禁止使用明火及大功率电器。',
  '撤展时间为展会最后一天16:00以后，提前撤展将影响下届展位安排。',
];

const FILE_DOCUMENTS: readonly {
  category: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  format: DocumentFormat;
}[] = [
  {
    category: 'template',
    title: '购销合同范本',
    titleEn: 'Sales and Purchase Contract Template',
    description: '适用于平台内商户之间的大宗商品购销，含质量条款、交付条款与违约责任。',
    descriptionEn: `For bulk sales between the platform's merchants, with quality, delivery and liability clauses.`,
    format: 'pdf',
  },
  {
    category: 'template',
    title: '商户入驻申请表',
    titleEn: 'Merchant Onboarding Application Form',
    description:
      '线下提交入驻资料时使用。字段：企业名称、统一社会信用代码、法定代表人、联系人、手机号码、经营类目、店铺名称',
    descriptionEn: `For an offline onboarding application.`,
    format: 'csv',
  },
  {
    category: 'credit',
    title: '企业信用报告（样本）',
    titleEn: 'Enterprise Credit Report (Sample)',
    description: '展示平台企业信用报告包含的工商信息、经营信息、履约记录与信用评级。',
    descriptionEn: `What the platform's enterprise credit report holds: registration, business, performance record and credit rating.`,
    format: 'pdf',
  },
  {
    category: 'credit',
    title: '信用承诺书模板',
    titleEn: 'Credit Commitment Letter Template',
    description: '申请授信额度时签署的信用承诺书。',
    descriptionEn: `The credit commitment letter signed when applying for a credit line.`,
    format: 'pdf',
  },
  {
    category: 'policy',
    title: '平台交易规则',
    titleEn: 'Platform Trading Rules',
    description: '平台交易、售后、纠纷处理的基本规则。',
    descriptionEn: `The basic rules of trading, after-sales service and disputes on the platform.`,
    format: 'pdf',
  },
  {
    category: 'policy',
    title: '保证金管理办法',
    titleEn: 'Deposit (Margin) Management Rules',
    description: '竞拍及集采保证金的缴纳、审核、退还与扣除规则。',
    descriptionEn: `How auction and group-buy deposits are paid, reviewed, refunded and deducted.`,
    format: 'pdf',
  },
  {
    category: 'guide',
    title: '采购商操作指南',
    titleEn: 'Buyer Guide',
    description: '从注册、询价、下单到收货评价的完整操作说明。',
    descriptionEn: `Step by step from registration, inquiries and orders to receipt and reviews.`,
    format: 'pdf',
  },
  {
    category: 'guide',
    title: '商家入驻操作指南',
    titleEn: 'Merchant Onboarding Guide',
    description: '选择店铺类型、填写企业信息与店铺信息、提交审核的步骤说明，审核需3-7个工作日。',
    descriptionEn: `Choosing the shop type, filling in the enterprise and shop information and submitting it for review (3 to 7 working days).`,
    format: 'pdf',
  },
];

const SIGNUP_FORM_COLUMNS = '字段：企业名称、联系人、手机号码、展区、展品数量、预计进场时间、预计展出时间';

function insertDocument(
  db: Db,
  ctx: SeedContext,
  doc: {
    showRoomId: number | null;
    context: string;
    category: string;
    title: string;
    titleEn: string;
    description: string;
    descriptionEn: string;
    format: DocumentFormat;
    createdAt: number;
  },
): void {
  const fileName = `${doc.title}.${doc.format}`;
  const fileId = run(
    db,
    // Public materials; the public id comes from the file module's trigger.
    "INSERT INTO files (owner_id, purpose, name, mime, size, path, created_at) VALUES (NULL, 'exhibition', ?, ?, 0, ?, ?)",
    fileName,
    DOCUMENT_MIME[doc.format],
    'seed/documents/pending',
    doc.createdAt,
  ).lastId;
  const bytes = documentBytes({
    fileId,
    titleEn: doc.titleEn,
    context: doc.context,
    format: doc.format,
    columns: doc.format === 'csv' ? csvColumns(doc.description) : undefined,
  });
  run(
    db,
    'UPDATE files SET size = ?, path = ? WHERE id = ?',
    bytes.length,
    documentPath(fileId, doc.format, bytes),
    fileId,
  );
  run(
    db,
    `INSERT INTO exhibition_documents (show_room_id, category, title, title_en, description, description_en, file_id,
       downloads, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    doc.showRoomId,
    doc.category,
    doc.title,
    doc.titleEn,
    doc.description,
    doc.descriptionEn,
    fileId,
    ctx.int(12, 2400),
    doc.createdAt,
  );
}

interface CompanyRow {
  id: number;
  name: string;
  kind: string;
  contact: string;
  phone: string;
  level1: number | null;
  user_id: number | null;
  account: string | null;
}

const ZONE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];

export function seedExhibition(db: Db, ctx: SeedContext): void {
  const categories = all<{ id: number; name: string; name_en: string }>(
    db,
    'SELECT id, name, name_en FROM categories WHERE level = 1 ORDER BY sort, id',
  );
  const categoryByName = new Map(categories.map((c) => [c.name, c]));
  const hasHalls =
    one<{ n: number }>(db, "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'catalogue_halls'")
      ?.n === 1;
  // Merchants that can exhibit: shops and factories with goods on sale, with their main level-1 category.
  const exhibitors = all<CompanyRow>(
    db,
    `SELECT c.id, c.name, c.kind, c.contact, c.phone,
        (SELECT c2.parent_id FROM products p JOIN categories c3 ON c3.id = p.category_id
           JOIN categories c2 ON c2.id = c3.parent_id WHERE p.company_id = c.id ORDER BY p.id LIMIT 1) AS level1,
        (SELECT u.id FROM users u WHERE u.company_id = c.id ORDER BY u.id LIMIT 1) AS user_id,
        (SELECT u.account FROM users u WHERE u.company_id = c.id ORDER BY u.id LIMIT 1) AS account
       FROM companies c
      WHERE c.kind IN ('shop', 'factory')
        AND EXISTS (SELECT 1 FROM products p WHERE p.company_id = c.id AND p.off_shelf = 0)
      ORDER BY c.id`,
  ).filter((c) => c.user_id !== null);
  const demoBuyer = one<{ id: number; mobile: string }>(db, "SELECT id, mobile FROM users WHERE account = 'buyer'");
  const demoBuyerCompany = one<{ name: string }>(
    db,
    "SELECT c.name FROM users u JOIN companies c ON c.id = u.company_id WHERE u.account = 'buyer'",
  );

  EXHIBITIONS.forEach((plan, planIndex) => {
    const startAt = dayAt(ctx.now, plan.startDay);
    const endAt = dayAt(ctx.now, plan.startDay + plan.days - 1, 17);
    const status = ctx.now < startAt ? 'upcoming' : ctx.now < endAt ? 'ongoing' : 'ended';
    const hall =
      plan.marketHall && hasHalls
        ? one<{ id: number; name: string; name_en: string }>(
            db,
            'SELECT id, name, name_en FROM catalogue_halls WHERE name = ?',
            plan.marketHall,
          )
        : undefined;
    const cats = plan.categories.map((name) => categoryByName.get(name)).filter((c) => c !== undefined);
    const roomId = run(
      db,
      `INSERT INTO exhibition_show_rooms (name, name_en, theme, hall_id, hall_name, address, organizer, cover, start_at,
         end_at, signup_deadline, is_main, intro, category_ids, contact_name, contact_phone, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      plan.name,
      plan.nameEn,
      plan.theme,
      hall?.id ?? null,
      hall ? `${hall.name} 展示中心` : `${EXPO.hall} A1-A${Math.max(2, cats.length)}馆`,
      hall ? `浙江省义乌市福田街道 ${hall.name}` : EXPO.address,
      plan.organizer,
      // Exhibition posters are drawn as halls numbered after the market's own (101, 102 ...).
      assetUrl('hall', 101 + planIndex),
      startAt,
      endAt,
      // Booth applications close a week before the opening (earlier for the big fair).
      startAt - (plan.main ? 10 : 7) * DAY,
      plan.main ? 1 : 0,
      JSON.stringify(plan.intro),
      cats.map((c) => c.id).join(','),
      ctx.faker.person.fullName(),
      `0579-8${ctx.faker.string.numeric(7)}`,
      startAt - ctx.int(60, 120) * DAY,
    ).lastId;
    run(
      db,
      `UPDATE exhibition_show_rooms SET theme_en = ?, hall_name_en = ?, address_en = ?, organizer_en = ?, intro_en = ?
        WHERE id = ?`,
      plan.themeEn,
      hall ? `${hall.name_en} Exhibition Centre` : `${EXPO.hallEn}, Halls A1-A${Math.max(2, cats.length)}`,
      hall ? `${hall.name_en}, Futian Subdistrict, Yiwu, Zhejiang` : EXPO.addressEn,
      plan.organizerEn,
      JSON.stringify(plan.introEn),
      roomId,
    );

    // Areas: one per category (or a general one without a catalogue).
    const zones = cats.length > 0 ? cats : [undefined];
    const locations = zones.map((cat, index) => {
      const letter = ZONE_LETTERS[index] ?? String(index + 1);
      const size = ctx.int(6, 16);
      const boothTotal = ctx.int(40, 240);
      const id = run(
        db,
        `INSERT INTO exhibition_locations (show_room_id, name, name_en, floor, area_sqm, size, booth_total,
           booth_price_fen, category_ids, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        roomId,
        cat ? `${letter}区 ${cat.name}展区` : `${letter}区 综合展区`,
        cat ? `Zone ${letter} ${cat.name_en}` : `Zone ${letter} General`,
        hall ? `${index + 1}F` : `A${index + 1}馆 1F`,
        ctx.int(20, 120) * 100,
        size,
        boothTotal,
        ctx.pick([680_000, 980_000, 1_280_000, 1_680_000]),
        cat ? String(cat.id) : '',
        index,
      ).lastId;
      run(
        db,
        'UPDATE exhibition_locations SET floor_en = ? WHERE id = ?',
        hall ? `${index + 1}F` : `Hall A${index + 1} 1F`,
        id,
      );
      return { id, letter, size, categoryId: cat?.id ?? null };
    });

    // Sign-ups: merchants of the exhibition's categories, the demo seller and factory where they fit.
    const fits = exhibitors.filter(
      (c) =>
        cats.length === 0 ||
        cats.some((cat) => cat.id === c.level1) ||
        c.account === 'seller' ||
        c.account === 'factory',
    );
    const chosen = fits.filter((c) => c.account === 'seller' || c.account === 'factory');
    const others = fits.filter((c) => c.account !== 'seller' && c.account !== 'factory');
    while (chosen.length < Math.min(fits.length, ctx.int(6, 12)) && others.length > 0) {
      chosen.push(...others.splice(ctx.int(0, others.length - 1), 1));
    }
    chosen.forEach((company, index) => {
      const location = locations.find((l) => l.categoryId === company.level1) ?? ctx.pick(locations);
      let audit: string;
      if (status !== 'upcoming') audit = index === chosen.length - 1 && chosen.length > 3 ? 'notPass' : 'auditPass';
      else if (company.account === 'seller') audit = 'waitAudit';
      else if (company.account === 'factory') audit = plan.main ? 'auditing' : 'auditPass';
      else audit = ctx.pick(['auditPass', 'auditPass', 'waitAudit', 'auditing', 'notPass']);
      const goods = all<{ id: number }>(
        db,
        'SELECT id FROM products WHERE company_id = ? AND off_shelf = 0 ORDER BY sales DESC, id LIMIT ?',
        company.id,
        Math.min(location.size, ctx.int(2, 6)),
      );
      if (goods.length === 0 || company.user_id === null) return;
      const createdAt = Math.min(startAt - (plan.main ? 12 : 9) * DAY, ctx.now) - ctx.int(1, 30) * DAY;
      // Picked inside the insert's arguments, in the order the seed always drew them (same data every time).
      let remark: readonly [string, string] | undefined;
      let auditRemark: readonly [string, string] | null = null;
      const signupId = run(
        db,
        `INSERT INTO exhibition_signups (show_room_id, location_id, company_id, user_id, booth_no, exhibit_count,
           entry_time, exhibition_start, exhibition_end, contact_name, contact_mobile, remarks, audit_status,
           audit_remark, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        roomId,
        location.id,
        company.id,
        company.user_id,
        audit === 'auditPass'
          ? `${location.letter}${location.letter === 'A' ? 1 : 2}-${100 + index * 7 + ctx.int(0, 6)}`
          : null,
        goods.length,
        startAt - DAY + 5 * HOUR,
        startAt,
        endAt,
        company.contact,
        randomMobile(ctx),
        (remark = ctx.pick(SIGNUP_REMARKS))[0],
        audit,
        audit === 'notPass' ? (auditRemark = ctx.pick(AUDIT_REMARKS))[0] : null,
        createdAt,
        createdAt + (audit === 'waitAudit' ? 0 : ctx.int(1, 3) * DAY),
      ).lastId;
      run(
        db,
        'UPDATE exhibition_signups SET remarks_en = ?, audit_remark_en = ? WHERE id = ?',
        remark?.[1] ?? '',
        audit === 'notPass' ? (auditRemark?.[1] ?? null) : null,
        signupId,
      );
      goods.forEach((product, sort) =>
        run(
          db,
          'INSERT INTO exhibition_signup_products (signup_id, product_id, sort) VALUES (?, ?, ?)',
          signupId,
          product.id,
          sort,
        ),
      );
    });

    // Visitors; the demo buyer registered for the running toy fair and the big upcoming fair.
    const visitorCount = ctx.int(8, 24);
    for (let i = 0; i < visitorCount; i += 1) {
      const createdAt = Math.min(startAt, ctx.now) - ctx.int(1, 40) * DAY;
      run(
        db,
        `INSERT INTO exhibition_visitors (show_room_id, user_id, name, mobile, enterprise_name, demand, visit_time, created_at)
         VALUES (?, NULL, ?, ?, ?, ?, ?, ?)`,
        roomId,
        ctx.faker.person.fullName(),
        randomMobile(ctx),
        ctx.faker.company.name(),
        ctx.pick(DEMANDS),
        startAt + ctx.int(0, plan.days - 1) * DAY + ctx.int(0, 6) * HOUR,
        createdAt,
      );
    }
    if (demoBuyer && demoBuyerCompany && (plan.main || plan.startDay === -1)) {
      run(
        db,
        `INSERT INTO exhibition_visitors (show_room_id, user_id, name, mobile, enterprise_name, demand, visit_time, created_at)
         VALUES (?, ?, '王明', ?, ?, ?, ?, ?)`,
        roomId,
        demoBuyer.id,
        demoBuyer.mobile,
        demoBuyerCompany.name,
        '寻找源头工厂，采购益智玩具与节庆礼品，月需求量约2万件',
        startAt + DAY + HOUR,
        ctx.now - 3 * DAY,
      );
    }

    run(
      db,
      `INSERT INTO exhibition_services (show_room_id, hotline, contact_name, contact_phone, items, notices)
       VALUES (?, ?, ?, ?, ?, ?)`,
      roomId,
      '0579-85415888',
      ctx.faker.person.fullName(),
      `0579-8${ctx.faker.string.numeric(7)}`,
      JSON.stringify([
        {
          key: 'traffic',
          title: '交通指南',
          content: hall
            ? `${hall.name}位于义乌市福田街道，公交1路、25路、K2路直达，距义乌站约20分钟车程。`
            : '展馆距义乌机场约15分钟车程，距义乌站约20分钟车程；展会期间义乌站、国际商贸城与展馆之间开通免费接驳巴士。',
        },
        {
          key: 'accommodation',
          title: '住宿服务',
          content: '组委会协议酒店10余家，凭参展证享受协议价，可在服务台预订；展会期间房源紧张，请提前预订。',
        },
        { key: 'catering', title: '餐饮服务', content: '展馆内设快餐区与咖啡区，提供送餐至展位服务（11:00-13:00）。' },
        {
          key: 'logistics',
          title: '展品运输',
          content: '指定主场运输商提供展品运输、仓储、叉车与回运服务，展品须于进场前2天送达指定仓库。',
        },
        {
          key: 'booth',
          title: '展位搭建',
          content: '标准展位9㎡，含楣板、1桌2椅、2支射灯与1个插座；特装展位须委托有资质的搭建商。',
        },
      ]),
      JSON.stringify(SERVICE_NOTICES),
    );
    run(
      db,
      'UPDATE exhibition_services SET items_en = ?, notices_en = ? WHERE show_room_id = ?',
      JSON.stringify([
        {
          key: 'traffic',
          title: 'Getting there',
          content: hall
            ? `${hall.name_en} is in Futian Subdistrict, Yiwu, served directly by buses 1, 25 and K2, about 20 minutes by car from Yiwu Station.`
            : 'The venue is about 15 minutes by car from Yiwu Airport and 20 minutes from Yiwu Station; free shuttle buses link Yiwu Station, International Trade City and the venue during the fair.',
        },
        {
          key: 'accommodation',
          title: 'Accommodation',
          content:
            'More than 10 partner hotels of the organizing committee offer agreed rates to badge holders; book at the service desk, and early: rooms are scarce during the fair.',
        },
        {
          key: 'catering',
          title: 'Catering',
          content: 'Fast-food and coffee areas in the halls; meals delivered to booths from 11:00 to 13:00.',
        },
        {
          key: 'logistics',
          title: 'Exhibit transport',
          content:
            'The official forwarder handles transport, storage, forklifts and return shipping; exhibits must reach the appointed warehouse 2 days before move-in.',
        },
        {
          key: 'booth',
          title: 'Booth building',
          content:
            'A standard booth is 9 m² with a fascia board, 1 table, 2 chairs, 2 spotlights and 1 socket; special booths must be built by a qualified contractor.',
        },
      ]),
      JSON.stringify(SERVICE_NOTICES_EN),
      roomId,
    );

    // Materials: the exhibitor manual and floor plan, and the sign-up form.
    const created = startAt - ctx.int(30, 60) * DAY;
    insertDocument(db, ctx, {
      showRoomId: roomId,
      context: plan.nameEn,
      category: 'exhibition',
      title: `${plan.name}参展商手册`,
      titleEn: 'Exhibitor Manual',
      description: '展会日程、展位规格、布展撤展须知与服务指南。',
      descriptionEn: `Schedule, booth specifications, move-in and move-out rules and the service guide.`,
      format: 'pdf',
      createdAt: created,
    });
    insertDocument(db, ctx, {
      showRoomId: roomId,
      context: plan.nameEn,
      category: 'exhibition',
      title: `${plan.name}展馆平面图`,
      titleEn: 'Floor Plan',
      description: '各展区位置、出入口与服务设施分布。',
      descriptionEn: `Where the areas, entrances and services are.`,
      format: 'pdf',
      createdAt: created + DAY,
    });
    if (status !== 'ended') {
      insertDocument(db, ctx, {
        showRoomId: roomId,
        context: plan.nameEn,
        category: 'exhibition',
        title: `${plan.name}参展报名表`,
        titleEn: 'Exhibitor Registration Form',
        description: `线下报名时填写。${SIGNUP_FORM_COLUMNS}`,
        descriptionEn: `To fill in for an offline application.`,
        format: 'csv',
        createdAt: created + 2 * DAY,
      });
    }
  });

  FILE_DOCUMENTS.forEach((doc, index) => {
    insertDocument(db, ctx, {
      showRoomId: null,
      context: doc.category,
      ...doc,
      createdAt: ctx.now - (index + 1) * ctx.int(5, 30) * DAY,
    });
  });
}
