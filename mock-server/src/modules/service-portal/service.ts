// Service-zone reads: banners (catalogue banners of the `service` placement), advantages, news, cases,
// trade services and the navigation built from the service types and their services.
import type { Db, SqlValue } from '../../db/database.ts';
import { all } from '../../db/database.ts';
import type { PageOf } from '@portal/contracts/operation';
import {
  SERVICE_TYPES,
  type ServiceAdvantage,
  type ServiceCase,
  type ServiceNavEntry,
  type ServiceNewsItem,
  type ServiceType,
  type TradeService,
} from '@portal/contracts/http/service-portal';
import { caseImage, logoImage } from '../../lib/assets.ts';
import { chinaDate } from '../../lib/china-time.ts';
import { pageQuery } from '../../lib/paging.ts';
import { pick } from '../../lib/text.ts';
import type { Lang } from '@portal/contracts/envelope';

export function advantages(db: Db, lang?: Lang): ServiceAdvantage[] {
  return all<{
    id: number;
    key: string;
    title: string;
    title_en: string;
    description: string;
    description_en: string;
    figure: string;
    figure_en: string;
  }>(db, 'SELECT * FROM service_advantages ORDER BY sort, id').map((row) => ({
    id: row.id,
    key: row.key,
    title: row.title,
    titleEn: row.title_en,
    description: row.description,
    descriptionEn: row.description_en,
    figure: pick(lang, row.figure, row.figure_en),
  }));
}

function typeFilter(type: ServiceType | undefined, column = 'service_type'): { sql: string; args: SqlValue[] } {
  return type ? { sql: `WHERE ${column} = ?`, args: [type] } : { sql: '', args: [] };
}

export function serviceNews(
  db: Db,
  query: { pageNum?: number | undefined; pageSize?: number | undefined; serviceType?: ServiceType | undefined },
  lang?: Lang,
): PageOf<ServiceNewsItem> {
  const where = typeFilter(query.serviceType);
  return pageQuery<
    {
      id: number;
      title: string;
      summary: string;
      service_type: ServiceType;
      source: string;
      published_at: number;
      views: number;
      title_en: string;
      summary_en: string;
      source_en: string;
    },
    ServiceNewsItem
  >(
    db,
    { select: '*', from: `FROM service_news ${where.sql}`, order: 'published_at DESC, id DESC', args: where.args },
    query,
    (row) => ({
      id: row.id,
      title: pick(lang, row.title, row.title_en),
      summary: pick(lang, row.summary, row.summary_en),
      serviceType: row.service_type,
      source: pick(lang, row.source, row.source_en),
      publishedAt: row.published_at,
      publishDate: chinaDate(row.published_at),
      views: row.views,
    }),
  );
}

export function serviceCases(db: Db, type?: ServiceType, lang?: Lang): ServiceCase[] {
  const where = typeFilter(type, 'c.service_type');
  return all<{
    id: number;
    title: string;
    service_type: ServiceType;
    customer_id: number | null;
    customer_name: string;
    provider_id: number | null;
    provider_name: string;
    summary: string;
    result: string;
    published_at: number;
    title_en: string;
    summary_en: string;
    result_en: string;
    customer_name_en: string | null;
    provider_name_en: string | null;
  }>(
    db,
    `SELECT c.*, cu.name_en AS customer_name_en, pr.name_en AS provider_name_en FROM service_cases c
       LEFT JOIN companies cu ON cu.id = c.customer_id LEFT JOIN companies pr ON pr.id = c.provider_id
       ${where.sql} ORDER BY c.published_at DESC, c.id DESC`,
    ...where.args,
  ).map((row) => ({
    id: row.id,
    title: pick(lang, row.title, row.title_en),
    serviceType: row.service_type,
    customerId: row.customer_id,
    customerName: pick(lang, row.customer_name, row.customer_name_en),
    providerId: row.provider_id,
    providerName: pick(lang, row.provider_name, row.provider_name_en),
    summary: pick(lang, row.summary, row.summary_en),
    result: pick(lang, row.result, row.result_en),
    image: caseImage(row.id),
    publishDate: chinaDate(row.published_at),
  }));
}

export function tradeServices(db: Db, type?: ServiceType, lang?: Lang): TradeService[] {
  const where = typeFilter(type, 't.service_type');
  return all<{
    id: number;
    service_type: ServiceType;
    name: string;
    name_en: string;
    provider_id: number;
    provider_name: string;
    description: string;
    price_note: string;
    tags: string;
    served_count: number;
    contact: string;
    phone: string;
    description_en: string;
    price_note_en: string;
    tags_en: string;
    provider_name_en: string | null;
  }>(
    db,
    `SELECT t.*, co.name AS provider_name, co.name_en AS provider_name_en, co.contact, co.phone FROM service_trade t
     JOIN companies co ON co.id = t.provider_id ${where.sql} ORDER BY t.sort, t.id`,
    ...where.args,
  ).map((row) => ({
    id: row.id,
    serviceType: row.service_type,
    name: row.name,
    nameEn: row.name_en,
    providerId: row.provider_id,
    providerName: pick(lang, row.provider_name, row.provider_name_en),
    description: pick(lang, row.description, row.description_en),
    priceNote: pick(lang, row.price_note, row.price_note_en),
    tags: pick(lang, row.tags, row.tags_en).split(',').filter(Boolean),
    contact: row.contact,
    phone: row.phone,
    servedCount: row.served_count,
    logo: logoImage(row.provider_id),
  }));
}

const NAV_DESCRIPTIONS: Record<ServiceType, [string, string]> = {
  logistics: ['海运、空运、中欧班列与国际快递', 'Sea, air, rail and parcels'],
  warehouse: ['云仓、海外仓与一件代发', 'Cloud and overseas warehouses'],
  customs: ['1039申报、退税与原产地证', '1039 declaration, refunds, origin'],
  finance: ['融资、保证金与跨境结算', 'Financing, deposits, settlement'],
  testing: ['验厂、检测与验货', 'Audits, testing, inspection'],
  design: ['品牌、摄影与包装设计', 'Branding, photos, packaging'],
};

export function navigation(db: Db): ServiceNavEntry[] {
  const services = tradeServices(db);
  return SERVICE_TYPES.map((type) => ({
    key: type.value,
    title: type.label,
    titleEn: type.labelEn,
    description: NAV_DESCRIPTIONS[type.value][0],
    descriptionEn: NAV_DESCRIPTIONS[type.value][1],
    link: `/serviceSector?type=${type.value}`,
    children: services
      .filter((s) => s.serviceType === type.value)
      .map((s) => ({ key: `service-${s.id}`, title: s.name, titleEn: s.nameEn, link: `/serveDetail?id=${s.id}` })),
  }));
}
