// Seeded store applications, one or more in each status, in Chinese with the English beside it: applicants of
// their own (buyers without a company) plus the demo shop's approved application (its /qualification). Their
// licence, ID scans and logos are small generated PNG files, written to the upload folder at start.
import { deflateSync } from 'node:zlib';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { all, one, run, type Db } from '../../db/database.ts';
import { hashPassword } from '../../lib/password.ts';
import type { SeedContext } from '../../seed/context.ts';

const SEED_PATH = 'seed/onboarding/';

/** The applicants' password, as the demo accounts'. */
const APPLICANT_PASSWORD = 'demo1234';

interface SeedApplicant {
  account: string;
  mobile: string;
  nickname: string;
  status: 'draft' | 'submitted' | 'rejected';
  storeType: 'shop' | 'factory' | 'provider';
  company: [string, string];
  shop: [string, string];
  address: [string, string];
  reason?: [string, string];
}

const APPLICANTS: readonly SeedApplicant[] = [
  {
    account: 'entrant1',
    mobile: '13700000901',
    nickname: '入驻申请人周杰',
    status: 'submitted',
    storeType: 'shop',
    company: ['义乌市晨光日用品有限公司', 'Yiwu Chenguang Daily Goods Co., Ltd.'],
    shop: ['晨光日用', 'Chenguang Daily'],
    address: ['浙江省义乌市福田街道商城大道88号', '88 Shangcheng Avenue, Futian, Yiwu, Zhejiang'],
  },
  {
    account: 'entrant2',
    mobile: '13700000902',
    nickname: '入驻申请人陈思',
    status: 'submitted',
    storeType: 'factory',
    company: ['东莞市恒达五金制品厂', 'Dongguan Hengda Hardware Factory'],
    shop: ['恒达五金', 'Hengda Hardware'],
    address: ['广东省东莞市长安镇工业路12号', "12 Industrial Road, Chang'an, Dongguan, Guangdong"],
  },
  {
    account: 'entrant3',
    mobile: '13700000903',
    nickname: '入驻申请人刘洋',
    status: 'rejected',
    storeType: 'provider',
    company: ['宁波港通物流服务有限公司', 'Ningbo Gangtong Logistics Services Co., Ltd.'],
    shop: ['港通物流', 'Gangtong Logistics'],
    address: ['浙江省宁波市北仑区新碶街道明州路66号', '66 Mingzhou Road, Xinqi, Beilun, Ningbo, Zhejiang'],
    reason: [
      '营业执照照片模糊，请上传清晰的彩色扫描件',
      'The business licence photo is blurred. Please upload a clear colour scan.',
    ],
  },
  {
    account: 'entrant4',
    mobile: '13700000904',
    nickname: '入驻申请人赵敏',
    status: 'draft',
    storeType: 'shop',
    company: ['杭州悦家纺织品有限公司', 'Hangzhou Yuejia Textiles Co., Ltd.'],
    shop: ['悦家家纺', 'Yuejia Home'],
    address: ['浙江省杭州市萧山区市心北路100号', '100 Shixin North Road, Xiaoshan, Hangzhou, Zhejiang'],
  },
];

function seedFile(db: Db, ownerId: number, purpose: string, name: string, now: number): number {
  const id = run(
    db,
    'INSERT INTO files (owner_id, purpose, name, mime, size, path, created_at) VALUES (?, ?, ?, ?, 0, ?, ?)',
    ownerId,
    purpose,
    name,
    'image/png',
    `${SEED_PATH}pending`,
    now,
  ).lastId;
  const bytes = seedPng(id);
  run(db, 'UPDATE files SET size = ?, path = ? WHERE id = ?', bytes.length, `${SEED_PATH}${id}.png`, id);
  return id;
}

export function seedOnboarding(db: Db, ctx: SeedContext): void {
  const industries = all<{ id: number }>(db, 'SELECT id FROM categories WHERE level = 1 ORDER BY sort, id LIMIT 6');
  const ids = industries.map((c) => c.id);
  APPLICANTS.forEach((applicant, index) => {
    const userId = run(
      db,
      `INSERT INTO users (account, mobile, password_hash, nickname, role, company_id, authenticated, created_at)
       VALUES (?, ?, ?, ?, 'buyer', NULL, 0, ?)`,
      applicant.account,
      applicant.mobile,
      hashPassword(APPLICANT_PASSWORD, `demo-salt-${applicant.account}`),
      applicant.nickname,
      ctx.now - (30 - index) * 86_400_000,
    ).lastId;
    const submittedAt = applicant.status === 'draft' ? null : ctx.now - (5 - index) * 86_400_000;
    const file = (purpose: string, name: string) => seedFile(db, userId, purpose, name, ctx.now);
    run(
      db,
      `INSERT INTO merchant_entries (user_id, status, store_type, company_name, company_name_en, legal_person, contact,
         phone, credit_code, registered_capital, registration_place, registration_place_en, address, address_en,
         postal_code, established_on, tax_number, bank, bank_en, account_number, account_name, licence_file_id,
         id_front_file_id, id_back_file_id, shop_name, shop_name_en, logo_wide_file_id, logo_square_file_id,
         industry_ids, attachment_ids, reject_reason, reject_reason_en, submitted_at, audited_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?, ?)`,
      userId,
      applicant.status,
      applicant.storeType,
      applicant.company[0],
      applicant.company[1],
      applicant.nickname.slice(-2),
      applicant.nickname.slice(-2),
      applicant.mobile,
      `91330782MA2${String(index).padStart(2, '0')}X${ctx.int(1000, 9999)}`,
      String(ctx.int(50, 5000)),
      applicant.address[0].slice(0, 3),
      applicant.address[1].split(', ').at(-1) ?? '',
      applicant.address[0],
      applicant.address[1],
      `3${ctx.int(10000, 99999)}`,
      `20${ctx.int(10, 22)}-0${ctx.int(1, 9)}-1${ctx.int(0, 9)}`,
      `91330782MA2${String(index).padStart(2, '0')}X${ctx.int(1000, 9999)}`,
      '中国工商银行',
      'Industrial and Commercial Bank of China',
      `62220${ctx.int(10000000, 99999999)}${ctx.int(100000, 999999)}`,
      applicant.company[0],
      applicant.status === 'draft' ? null : file('licence', '营业执照.png'),
      applicant.status === 'draft' ? null : file('idScan', '身份证正面.png'),
      applicant.status === 'draft' ? null : file('idScan', '身份证反面.png'),
      applicant.shop[0],
      applicant.shop[1],
      applicant.status === 'draft' ? null : file('attachment', 'logo-414x180.png'),
      applicant.status === 'draft' ? null : file('attachment', 'logo-400x400.png'),
      JSON.stringify(ids.slice(index % 3, (index % 3) + 2)),
      applicant.reason?.[0] ?? null,
      applicant.reason?.[1] ?? null,
      submittedAt,
      applicant.status === 'rejected' ? ctx.now - 86_400_000 : null,
      ctx.now - (10 - index) * 86_400_000,
      submittedAt ?? ctx.now - 86_400_000,
    );
  });
  seedApprovedShop(db, ctx);
}

/** The demo shop's own application, approved: what its /qualification shows. */
function seedApprovedShop(db: Db, ctx: SeedContext): void {
  const seller = one<{ id: number; company_id: number | null }>(
    db,
    "SELECT id, company_id FROM users WHERE account = 'seller'",
  );
  if (!seller || seller.company_id === null) return;
  const c = one<Record<string, string | number | null>>(db, 'SELECT * FROM companies WHERE id = ?', seller.company_id);
  if (!c) return;
  const text = (key: string) => String(c[key] ?? '');
  const auditedAt = ctx.now - 200 * 86_400_000;
  const licence = seedFile(db, seller.id, 'licence', '营业执照.png', auditedAt);
  const certificate = seedFile(db, seller.id, 'licence', 'ISO9001-质量管理体系认证.png', auditedAt);
  run(
    db,
    `INSERT INTO merchant_entries (user_id, status, store_type, company_name, company_name_en, legal_person, contact,
       phone, credit_code, registered_capital, registration_place, registration_place_en, address, address_en,
       postal_code, established_on, tax_number, bank, account_number, account_name, licence_file_id, id_front_file_id,
       id_back_file_id, shop_name, shop_name_en, logo_wide_file_id, logo_square_file_id, industry_ids, attachment_ids,
       company_id, submitted_at, audited_at, created_at, updated_at)
     VALUES (?, 'approved', 'shop', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    seller.id,
    text('name'),
    text('name_en'),
    text('legal_person'),
    text('contact'),
    text('phone'),
    text('credit_code'),
    text('registered_capital'),
    text('registration_place'),
    text('registration_place_en'),
    text('address'),
    text('address_en'),
    text('postal_code'),
    text('established_on'),
    text('tax_number'),
    text('bank'),
    text('account_number'),
    text('account_name'),
    licence,
    seedFile(db, seller.id, 'idScan', '身份证正面.png', auditedAt),
    seedFile(db, seller.id, 'idScan', '身份证反面.png', auditedAt),
    text('shop_name'),
    text('shop_name_en'),
    seedFile(db, seller.id, 'goods', 'logo-414x180.png', auditedAt),
    seedFile(db, seller.id, 'goods', 'logo-400x400.png', auditedAt),
    JSON.stringify(
      String(c.industries ?? '')
        .split(',')
        .filter(Boolean)
        .map(Number)
        .slice(0, 5),
    ),
    JSON.stringify([certificate]),
    seller.company_id,
    auditedAt - 4 * 86_400_000,
    auditedAt,
    auditedAt - 6 * 86_400_000,
    auditedAt,
  );
}

// A small solid-colour PNG (120x80), its colour from the file id: a real picture the browser shows.
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function seedPng(fileId: number, width = 120, height = 80): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const [r, g, b] = [60 + ((fileId * 53) % 150), 90 + ((fileId * 31) % 120), 140 + ((fileId * 17) % 100)];
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Writes the seeded pictures into the upload folder when they are missing (file/download serves them). */
export function materializeSeedFiles(db: Db, uploadDir: string): void {
  const rows = all<{ id: number; path: string }>(db, `SELECT id, path FROM files WHERE path LIKE '${SEED_PATH}%'`);
  for (const row of rows) {
    const full = join(uploadDir, row.path);
    if (existsSync(full)) continue;
    mkdirSync(dirname(full), { recursive: true });
    const temp = `${full}.${process.pid}.tmp`;
    writeFileSync(temp, seedPng(row.id));
    renameSync(temp, full);
  }
}
