// The service zone: banners, the platform's advantages, service news, success cases, trade services
// offered by the providers, and the zone's navigation.
import { Type, type Static } from 'typebox';
import { API, DateString, EpochMs, Id, Page, PageQuery, defineOperation } from '../operation.ts';
import { Banner } from '../entities/catalogue.ts';

export const SERVICE_TYPES = [
  { value: 'logistics', label: '物流运输', labelEn: 'Logistics' },
  { value: 'warehouse', label: '仓储配送', labelEn: 'Warehousing' },
  { value: 'customs', label: '报关通关', labelEn: 'Customs' },
  { value: 'finance', label: '金融服务', labelEn: 'Finance' },
  { value: 'testing', label: '检测认证', labelEn: 'Testing & certification' },
  { value: 'design', label: '设计营销', labelEn: 'Design & marketing' },
] as const;
export const ServiceType = Type.Enum(['logistics', 'warehouse', 'customs', 'finance', 'testing', 'design']);
export type ServiceType = Static<typeof ServiceType>;

export const ServiceAdvantage = Type.Object({
  id: Id,
  key: Type.String(),
  title: Type.String(),
  titleEn: Type.String(),
  description: Type.String(),
  descriptionEn: Type.String(),
  /** A headline figure, e.g. "24h" or "3000+". */
  figure: Type.String(),
});
export type ServiceAdvantage = Static<typeof ServiceAdvantage>;

export const ServiceNewsItem = Type.Object({
  id: Id,
  title: Type.String(),
  summary: Type.String(),
  serviceType: ServiceType,
  source: Type.String(),
  publishedAt: EpochMs,
  publishDate: DateString,
  views: Type.Integer({ minimum: 0 }),
});
export type ServiceNewsItem = Static<typeof ServiceNewsItem>;

export const ServiceCase = Type.Object({
  id: Id,
  title: Type.String(),
  serviceType: ServiceType,
  /** The customer served (a company of the portal). */
  customerId: Type.Union([Id, Type.Null()]),
  customerName: Type.String(),
  providerId: Type.Union([Id, Type.Null()]),
  providerName: Type.String(),
  summary: Type.String(),
  result: Type.String(),
  image: Type.String(),
  publishDate: DateString,
});
export type ServiceCase = Static<typeof ServiceCase>;

export const TradeService = Type.Object({
  id: Id,
  serviceType: ServiceType,
  name: Type.String(),
  nameEn: Type.String(),
  providerId: Id,
  providerName: Type.String(),
  description: Type.String(),
  /** How the service is priced, e.g. "按票收费 80元/票起". */
  priceNote: Type.String(),
  tags: Type.Array(Type.String()),
  contact: Type.String(),
  phone: Type.String(),
  servedCount: Type.Integer({ minimum: 0 }),
  logo: Type.String(),
});
export type TradeService = Static<typeof TradeService>;

export interface ServiceNavEntry {
  key: string;
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  link: string;
  children: { key: string; title: string; titleEn: string; link: string }[];
}
export const ServiceNavEntry = Type.Object({
  key: Type.String(),
  title: Type.String(),
  titleEn: Type.String(),
  description: Type.String(),
  descriptionEn: Type.String(),
  link: Type.String(),
  children: Type.Array(
    Type.Object({ key: Type.String(), title: Type.String(), titleEn: Type.String(), link: Type.String() }),
  ),
});

export const servicePortalBanner = defineOperation({
  id: 'servicePortal/banner',
  method: 'GET',
  path: `${API.pass}/servicePortal/banner`,
  summary: 'Banners of the service zone',
  access: 'public',
  content: Type.Array(Banner),
});

export const servicePortalAdvantage = defineOperation({
  id: 'servicePortal/advantage',
  method: 'GET',
  path: `${API.pass}/servicePortal/advantage`,
  summary: "The service zone's advantages",
  access: 'public',
  content: Type.Array(ServiceAdvantage),
});

export const servicePortalNews = defineOperation({
  id: 'servicePortal/news',
  method: 'GET',
  path: `${API.pass}/servicePortal/news`,
  summary: 'A page of service news, newest first, optionally of one service type',
  access: 'public',
  query: Type.Object({ ...PageQuery.properties, serviceType: Type.Optional(ServiceType) }),
  content: Page(ServiceNewsItem),
});

export const servicePortalCases = defineOperation({
  id: 'servicePortal/cases',
  method: 'GET',
  path: `${API.pass}/servicePortal/cases`,
  summary: 'Success cases, newest first, optionally of one service type',
  access: 'public',
  query: Type.Object({ serviceType: Type.Optional(ServiceType) }),
  content: Type.Array(ServiceCase),
});

export const servicePortalTrade = defineOperation({
  id: 'servicePortal/trade',
  method: 'GET',
  path: `${API.pass}/servicePortal/trade`,
  summary: 'Trade services offered by the providers, optionally of one type',
  access: 'public',
  query: Type.Object({ serviceType: Type.Optional(ServiceType) }),
  content: Type.Array(TradeService),
});

export const servicePortalNavigation = defineOperation({
  id: 'servicePortal/navigation',
  method: 'GET',
  path: `${API.pass}/servicePortal/navigation`,
  summary: 'The navigation of the service zone (service types with their entries)',
  access: 'public',
  content: Type.Array(ServiceNavEntry),
});
