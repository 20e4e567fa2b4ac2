// Core seed: the demo accounts with their companies. The catalogue (categories, brands, products, more
// companies) is added by seed/catalogue.ts.
import type { Db } from '../db/database.ts';
import { run } from '../db/database.ts';
import { hashPassword } from '../lib/password.ts';
import type { SeedContext } from './context.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';

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

export function insertCompany(
  db: Db,
  ctx: SeedContext,
  fields: { name: string; kind: string; platform: string; shopName?: string | null; code: string },
): number {
  const { faker } = ctx;
  return run(
    db,
    `INSERT INTO companies (code, name, kind, platform, legal_person, contact, phone, credit_code, registered_capital,
       registration_place, address, postal_code, established_on, customer_class, applying_roles, tax_number, bank,
       account_number, account_name, province_code, city_code, county_code, audit_status, shop_name, intro, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'auditPass', ?, ?, ?)`,
    fields.code,
    fields.name,
    fields.kind,
    fields.platform,
    faker.person.fullName(),
    faker.person.fullName(),
    `0579-${faker.string.numeric(8)}`,
    `91330782${faker.string.alphanumeric({ length: 10, casing: 'upper' })}`,
    `${ctx.int(50, 5000)}0000.00`,
    '浙江省金华市义乌市',
    `浙江省义乌市${faker.location.street()}${ctx.int(1, 999)}号`,
    '322000',
    `${ctx.int(1995, 2020)}-0${ctx.int(1, 9)}-1${ctx.int(0, 9)}`,
    ctx.pick(['A', 'B', 'C']),
    fields.kind,
    `91330782${faker.string.numeric(10)}`,
    ctx.pick(['中国工商银行义乌分行', '中国农业银行义乌分行', '浙江稠州商业银行', '中国建设银行义乌分行']),
    faker.string.numeric(19),
    fields.name,
    '33',
    '3307',
    '330782',
    fields.shopName ?? null,
    '',
    ctx.now,
  ).lastId;
}

export function seedCore(db: Db, ctx: SeedContext): void {
  DEMO_ACCOUNTS.forEach((demo, index) => {
    const companyId =
      demo.company === null
        ? null
        : insertCompany(db, ctx, {
            name: DEMO_COMPANY_NAMES[demo.account] ?? demo.nickname,
            kind: demo.company,
            platform: PLATFORM_OF[demo.company],
            shopName: demo.company === 'shop' ? '星辰饰品' : demo.company === 'factory' ? '华美玩具' : null,
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
}
