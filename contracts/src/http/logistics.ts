// Logistics: carriers with their routes, warehouses, YunCang (cloud warehouse) storage requests, truck and
// rail (China-Europe train) recommendations, and logistics demands.
import { Type, type Static } from 'typebox';
import {
  API,
  COUNT_MAX,
  DateString,
  EpochMs,
  Id,
  Money,
  Page,
  PageQuery,
  Quantity,
  Saved,
  defineOperation,
} from '../operation.ts';
import type { Bilingual } from '../rules/constants.ts';
import { Mobile, PositiveQuantity, RegionCode, RequestKey, Unit } from '../entities/order.ts';

export const LOGISTICS_SERVICES = [
  'express',
  'lessThanTruckload',
  'fullTruckload',
  'railway',
  'seaFreight',
  'airFreight',
] as const;
export type LogisticsServiceValue = (typeof LOGISTICS_SERVICES)[number];
export const LogisticsService = Type.Enum([...LOGISTICS_SERVICES]);
export const LOGISTICS_SERVICE_LABELS: Record<LogisticsServiceValue, Bilingual> = {
  express: { zh: '快递', en: 'Express' },
  lessThanTruckload: { zh: '零担', en: 'Less than truckload' },
  fullTruckload: { zh: '整车', en: 'Full truckload' },
  railway: { zh: '铁路', en: 'Railway' },
  seaFreight: { zh: '海运', en: 'Sea freight' },
  airFreight: { zh: '空运', en: 'Air freight' },
};

export const WAREHOUSE_TYPES = ['normal', 'cold', 'bonded', 'overseas'] as const;
export type WarehouseTypeValue = (typeof WAREHOUSE_TYPES)[number];
export const WarehouseType = Type.Enum([...WAREHOUSE_TYPES]);
export const WAREHOUSE_TYPE_LABELS: Record<WarehouseTypeValue, Bilingual> = {
  normal: { zh: '普通仓', en: 'General' },
  cold: { zh: '冷链仓', en: 'Cold chain' },
  bonded: { zh: '保税仓', en: 'Bonded' },
  overseas: { zh: '海外仓', en: 'Overseas' },
};

export const YUNCANG_STATUSES = ['submitted', 'accepted', 'inStock', 'outbound', 'rejected'] as const;
export type YunCangStatusValue = (typeof YUNCANG_STATUSES)[number];
export const YunCangStatus = Type.Enum([...YUNCANG_STATUSES]);
export const YUNCANG_STATUS_LABELS: Record<YunCangStatusValue, Bilingual> = {
  submitted: { zh: '已提交', en: 'Submitted' },
  accepted: { zh: '已受理', en: 'Accepted' },
  inStock: { zh: '在库', en: 'In stock' },
  outbound: { zh: '已出库', en: 'Shipped out' },
  rejected: { zh: '已驳回', en: 'Rejected' },
};

export const LogisticsRoute = Type.Object({
  id: Id,
  mode: LogisticsService,
  fromCode: Type.String(),
  fromName: Type.String(),
  /** A province or city code in China, or a country name abroad. */
  toCode: Type.String(),
  toName: Type.String(),
  transitDays: Type.Integer({ minimum: 1 }),
  /** Per kilogram. */
  pricePerKg: Money,
  minCharge: Money,
});
export type LogisticsRoute = Static<typeof LogisticsRoute>;

export const LogisticsCompany = Type.Object({
  id: Id,
  /** The provider company on the portal, when the carrier has one. */
  companyId: Type.Union([Id, Type.Null()]),
  name: Type.String(),
  logo: Type.String(),
  services: Type.Array(LogisticsService),
  contact: Type.String(),
  phone: Type.String(),
  address: Type.String(),
  regionName: Type.String(),
  intro: Type.String(),
  foundedYear: Type.Integer(),
  fleetSize: Type.Integer({ minimum: 0 }),
  rating: Type.Integer({ minimum: 0, maximum: 100 }),
  routes: Type.Array(LogisticsRoute),
});
export type LogisticsCompany = Static<typeof LogisticsCompany>;

export const Warehouse = Type.Object({
  id: Id,
  name: Type.String(),
  type: WarehouseType,
  logisticsCompanyId: Type.Union([Id, Type.Null()]),
  operatorName: Type.String(),
  provinceCode: Type.String(),
  cityCode: Type.String(),
  countyCode: Type.String(),
  regionName: Type.String(),
  address: Type.String(),
  areaSqm: Type.Integer({ minimum: 0 }),
  availableSqm: Type.Integer({ minimum: 0 }),
  /** Per square metre per day. */
  pricePerSqmDay: Money,
  contact: Type.String(),
  phone: Type.String(),
  facilities: Type.Array(Type.String()),
  image: Type.String(),
  rating: Type.Integer({ minimum: 0, maximum: 100 }),
});
export type Warehouse = Static<typeof Warehouse>;

export const YunCangRecord = Type.Object({
  id: Id,
  warehouseId: Id,
  warehouseName: Type.String(),
  goodsName: Type.String(),
  quantity: Quantity,
  unit: Unit,
  /** Cubic metres. */
  volume: Quantity,
  storageDays: Type.Integer({ minimum: 1 }),
  inboundDate: DateString,
  status: YunCangStatus,
  contactName: Type.String(),
  contactMobile: Type.String(),
  remarks: Type.String(),
  /** pricePerSqmDay x the area the volume needs x days, as quoted when accepted; null before. */
  estimatedFee: Type.Union([Money, Type.Null()]),
  createdAt: EpochMs,
});
export type YunCangRecord = Static<typeof YunCangRecord>;

export const CarRecommendation = Type.Object({
  id: Id,
  plateNo: Type.String(),
  /** "厢式货车" */
  vehicleType: Type.String(),
  vehicleTypeEn: Type.String(),
  /** Metres, e.g. "9.6". */
  lengthM: Type.String(),
  loadTons: Quantity,
  volume: Quantity,
  /** Masked: 陈师傅. */
  driverName: Type.String(),
  /** Masked: 138****5678. */
  driverPhone: Type.String(),
  fromCityCode: Type.String(),
  fromCityName: Type.String(),
  toCityCode: Type.String(),
  toCityName: Type.String(),
  /** The quote for the whole truck on this route. */
  price: Money,
  availableFrom: EpochMs,
  rating: Type.Integer({ minimum: 0, maximum: 100 }),
  tradeCount: Type.Integer({ minimum: 0 }),
});
export type CarRecommendation = Static<typeof CarRecommendation>;

export const CONTAINER_TYPES = ['20GP', '40GP', '40HQ'] as const;

export const TrainRecommendation = Type.Object({
  id: Id,
  trainNo: Type.String(),
  /** "义新欧中欧班列" */
  name: Type.String(),
  nameEn: Type.String(),
  fromStation: Type.String(),
  fromCityCode: Type.String(),
  toStation: Type.String(),
  toStationEn: Type.String(),
  toCountry: Type.String(),
  toCountryEn: Type.String(),
  via: Type.Array(Type.String()),
  /** Weekdays it leaves on, 1 = Monday ... 7 = Sunday (China time). */
  weekdays: Type.Array(Type.Integer({ minimum: 1, maximum: 7 })),
  /** The next departure after the asked time, from the server clock. */
  nextDeparture: EpochMs,
  transitDays: Type.Integer({ minimum: 1 }),
  containers: Type.Array(
    Type.Object({
      type: Type.Enum([...CONTAINER_TYPES]),
      price: Money,
      remaining: Type.Integer({ minimum: 0 }),
    }),
  ),
});
export type TrainRecommendation = Static<typeof TrainRecommendation>;

export const pageSearchLogistics = defineOperation({
  id: 'logistics/pageSearchLogistics',
  method: 'GET',
  path: `${API.pass}/logistics/pageSearchLogistics`,
  summary: 'A page of carriers with their routes, by keyword, service and route ends (best rated first)',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    /** One carrier (its detail page). */
    id: Type.Optional(Id),
    /** Carrier name, intro or a route end. */
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    service: Type.Optional(LogisticsService),
    /** Carriers with a route leaving this province / city. */
    fromRegionCode: Type.Optional(RegionCode),
    /** Carriers with a route to this province / city. */
    toRegionCode: Type.Optional(RegionCode),
  }),
  content: Page(LogisticsCompany),
});

export const pageSearchWarehouse = defineOperation({
  id: 'logistics/pageSearchWarehouse',
  method: 'GET',
  path: `${API.pass}/logistics/pageSearchWarehouse`,
  summary: 'A page of warehouses, by keyword, type, region and free area (best rated first)',
  access: 'public',
  query: Type.Object({
    ...PageQuery.properties,
    /** One warehouse (its detail page). */
    id: Type.Optional(Id),
    keyword: Type.Optional(Type.String({ maxLength: 50 })),
    type: Type.Optional(WarehouseType),
    regionCode: Type.Optional(RegionCode),
    /** At least this many free square metres. */
    minAvailableSqm: Type.Optional(Type.Integer({ minimum: 0, maximum: COUNT_MAX })),
  }),
  content: Page(Warehouse),
});

export const YunCangInput = Type.Object({
  warehouseId: Id,
  goodsName: Type.String({ minLength: 1, maxLength: 50 }),
  quantity: PositiveQuantity,
  unit: Unit,
  volume: PositiveQuantity,
  storageDays: Type.Integer({ minimum: 1, maximum: 365 }),
  inboundDate: DateString,
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactMobile: Mobile,
  remarks: Type.Optional(Type.String({ maxLength: 500 })),
  requestKey: Type.Optional(RequestKey),
});

export const logisticsYunCangSave = defineOperation({
  id: 'logisticsYunCang/save',
  method: 'POST',
  path: `${API.portal}/logisticsYunCang/save`,
  summary: 'Ask to store goods in a YunCang (cloud) warehouse',
  description:
    'Saved as submitted (logisticsYunCang/list) and as a service request of the caller (serviceOrder/page) seen by ' +
    "the warehouse's carrier company. An unknown warehouse is a 400 naming warehouseId; a volume above what the " +
    "warehouse's free area holds (1 m3 per m2) a 400 naming volume; an inbound date before today (China) a 400 " +
    'naming inboundDate. The same requestKey saves once and answers the first id.',
  access: 'user',
  body: YunCangInput,
  content: Saved,
});

export const logisticsYunCangList = defineOperation({
  id: 'logisticsYunCang/list',
  method: 'GET',
  path: `${API.portal}/logisticsYunCang/list`,
  summary: "The caller's YunCang storage requests, newest first",
  access: 'user',
  query: Type.Object({ status: Type.Optional(YunCangStatus) }),
  content: Type.Array(YunCangRecord),
});

export const recommendCar = defineOperation({
  id: 'transportInfo/recommendCar',
  method: 'GET',
  path: `${API.pass}/transportInfo/recommendCar`,
  summary: 'Trucks for a shipment: leaving the origin, to the destination, carrying the weight; cheapest first',
  access: 'public',
  query: Type.Object({
    fromRegionCode: Type.Optional(RegionCode),
    toRegionCode: Type.Optional(RegionCode),
    /** Tons. */
    weight: Type.Optional(Quantity),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  }),
  content: Type.Array(CarRecommendation),
});

export const recommendTrain = defineOperation({
  id: 'transportInfo/recommendTrain',
  method: 'GET',
  path: `${API.pass}/transportInfo/recommendTrain`,
  summary: 'Freight trains from the origin to a destination (station or country), next departure first',
  access: 'public',
  query: Type.Object({
    fromRegionCode: Type.Optional(RegionCode),
    /** Station, city or country, zh or en. */
    destination: Type.Optional(Type.String({ maxLength: 50 })),
    /** Departures after this time (default now). */
    departAfter: Type.Optional(EpochMs),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  }),
  content: Type.Array(TrainRecommendation),
});

export const LogisticsDemandInput = Type.Object({
  mode: LogisticsService,
  fromProvinceCode: Type.String({ pattern: '^\\d{2}$' }),
  fromCityCode: Type.String({ pattern: '^\\d{4}$' }),
  fromCountyCode: Type.String({ pattern: '^\\d{6}$' }),
  fromAddress: Type.Optional(Type.String({ maxLength: 100 })),
  /** A province / city / county code in China. */
  toRegionCode: Type.Optional(RegionCode),
  /** Abroad: the country and city. */
  toAbroad: Type.Optional(Type.String({ maxLength: 50 })),
  toAddress: Type.Optional(Type.String({ maxLength: 100 })),
  goodsName: Type.String({ minLength: 1, maxLength: 50 }),
  /** Kilograms. */
  weight: PositiveQuantity,
  volume: Type.Optional(PositiveQuantity),
  expectedShipDate: DateString,
  contactName: Type.String({ minLength: 1, maxLength: 20 }),
  contactMobile: Mobile,
  remarks: Type.Optional(Type.String({ maxLength: 500 })),
  /** The carrier asked (logistics/pageSearchLogistics); absent: a demand open to every carrier. */
  logisticsCompanyId: Type.Optional(Id),
  requestKey: Type.Optional(RequestKey),
});

export const logisticsInfoSave = defineOperation({
  id: 'logisticsInfo/save',
  method: 'POST',
  path: `${API.portal}/logisticsInfo/save`,
  summary: 'Post a logistics demand (origin, destination, goods, weight, date) for carriers to quote',
  description:
    'The destination is toRegionCode or toAbroad (a 400 naming toRegionCode when neither is given); the origin ' +
    'codes must nest (a 400 naming fromCityCode / fromCountyCode otherwise); expectedShipDate not before today ' +
    '(China). Becomes a service request of the caller (serviceOrder/page) seen by the carrier asked, or by the ' +
    'platform for an open demand. An unknown carrier is a 400 naming logisticsCompanyId. The same requestKey ' +
    'saves once and answers the first id.',
  access: 'user',
  body: LogisticsDemandInput,
  content: Saved,
});
