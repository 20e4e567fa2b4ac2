// Core seed: the demo accounts with their companies (the core tables users and companies). Every domain
// module seeds after this, in the module list's order; the catalogue module seeds categories, goods and more
// companies (modules/catalogue/seed.ts).
import type { Db } from '../db/database.ts';
import { run } from '../db/database.ts';
import { hashPassword } from '../lib/password.ts';
import type { SeedContext } from './context.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-accounts.ts';
import { insertCompany } from './companies.ts';

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
}
