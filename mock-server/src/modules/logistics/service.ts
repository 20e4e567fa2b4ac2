// Logistics reads: carriers with their routes, warehouses, the caller's YunCang requests, and truck / train
// recommendations (trains' next departures come from their weekly timetable and the server clock).
import type { PageOf } from '@portal/contracts/operation';
import type {
  CarRecommendation,
  LogisticsCompany,
  LogisticsRoute,
  LogisticsServiceValue,
  TrainRecommendation,
  Warehouse,
  WarehouseTypeValue,
  YunCangRecord,
  YunCangStatusValue,
} from '@portal/contracts/http/logistics';
import { all, type Db } from '../../db/database.ts';
import { regionName } from '../region/public.ts';
import { Where, parseJson } from '../../lib/sql.ts';
import { cityName, regionMatches, regionText } from '../region/public.ts';
import { CHINA_OFFSET_MS, DAY, MINUTE, chinaMidnight } from '../../lib/china-time.ts';
import { likeTerm } from '../../lib/like.ts';
import { maskMobile } from '../../lib/mask.ts';
import { fenToMoney, normalizeQuantity, quantityToUnits } from '../../lib/money.ts';
import { pageQuery } from '../../lib/paging.ts';
import { personEn, pick, pinyinWord, placeEn } from '../../lib/text.ts';
import { regionPathIn } from '../region/public.ts';
import type { Lang } from '@portal/contracts/envelope';
import {
  ABROAD_EN,
  ABROAD_REGIONS_EN,
  DEFAULT_INTRO_EN,
  FACILITIES_EN,
  INDEPENDENT_CARRIERS_EN,
  WAREHOUSES_EN,
} from './english.ts';

/** The short name of a place code: a county's or a city's own name (the municipality for 市辖区). */
export function placeName(code: string): string {
  if (code.length === 4) return cityName(code);
  if (/^\d+$/.test(code)) return regionName(code) ?? code;
  return code;
}

// ---------------------------------------------------------------------------------------------------------
// Carriers.

interface CompanyRow {
  id: number;
  company_id: number | null;
  name: string;
  logo: string;
  services: string;
  contact: string;
  phone: string;
  address: string;
  county_code: string;
  intro: string;
  founded_year: number;
  fleet_size: number;
  rating: number;
  /** The provider company's English, when the carrier has one. */
  company_name_en: string | null;
  company_intro: string | null;
  company_intro_en: string | null;
  company_address_en: string | null;
}

interface RouteRow {
  id: number;
  logistics_company_id: number;
  mode: LogisticsServiceValue;
  from_code: string;
  to_code: string;
  to_name: string;
  transit_days: number;
  price_per_kg_fen: number;
  min_charge_fen: number;
}

/** A route end's name in the reader's language: a place code in China, or a country code abroad. */
function routeEndName(lang: Lang | undefined, code: string, zh: string): string {
  if (lang !== 'en') return zh;
  if (/^\d+$/.test(code)) return placeEn(zh);
  return ABROAD_EN[code] ?? zh;
}

function routesOf(db: Db, companyIds: readonly number[], lang?: Lang): Map<number, LogisticsRoute[]> {
  const map = new Map<number, LogisticsRoute[]>();
  if (companyIds.length === 0) return map;
  for (const row of all<RouteRow>(
    db,
    `SELECT * FROM logistics_routes WHERE logistics_company_id IN (${companyIds.map(() => '?').join(', ')})
      ORDER BY logistics_company_id, id`,
    ...companyIds,
  )) {
    const route: LogisticsRoute = {
      id: row.id,
      mode: row.mode,
      fromCode: row.from_code,
      fromName: routeEndName(lang, row.from_code, placeName(row.from_code)),
      toCode: row.to_code,
      toName: routeEndName(lang, row.to_code, row.to_name),
      transitDays: row.transit_days,
      pricePerKg: fenToMoney(row.price_per_kg_fen),
      minCharge: fenToMoney(row.min_charge_fen),
    };
    map.set(row.logistics_company_id, [...(map.get(row.logistics_company_id) ?? []), route]);
  }
  return map;
}

/** SQL: a route end code covering the asked code, or covered by it. */
const ROUTE_END = (column: string) => `(${column} LIKE ? OR ? LIKE ${column} || '%')`;

export function logisticsPage(
  db: Db,
  query: {
    pageNum?: number;
    pageSize?: number;
    id?: number;
    keyword?: string;
    service?: LogisticsServiceValue;
    fromRegionCode?: string;
    toRegionCode?: string;
  },
  lang?: Lang,
): PageOf<LogisticsCompany> {
  const where = new Where();
  if (query.id !== undefined) where.add('lc.id = ?', query.id);
  if (query.keyword?.trim()) {
    const like = likeTerm(query.keyword);
    where.add(
      `(lc.name LIKE ? ESCAPE '\\' OR lc.intro LIKE ? ESCAPE '\\'
        OR EXISTS (SELECT 1 FROM logistics_routes r WHERE r.logistics_company_id = lc.id AND r.to_name LIKE ? ESCAPE '\\'))`,
      like,
      like,
      like,
    );
  }
  if (query.service) where.add(`(',' || lc.services || ',') LIKE ?`, `%,${query.service},%`);
  const routeConditions: string[] = [];
  const routeArgs: string[] = [];
  if (query.fromRegionCode) {
    routeConditions.push(ROUTE_END('r.from_code'));
    routeArgs.push(`${query.fromRegionCode}%`, query.fromRegionCode);
  }
  if (query.toRegionCode) {
    routeConditions.push(ROUTE_END('r.to_code'));
    routeArgs.push(`${query.toRegionCode}%`, query.toRegionCode);
  }
  if (routeConditions.length > 0) {
    where.add(
      `EXISTS (SELECT 1 FROM logistics_routes r WHERE r.logistics_company_id = lc.id AND ${routeConditions.join(' AND ')})`,
      ...routeArgs,
    );
  }
  const page = pageQuery<CompanyRow, CompanyRow>(
    db,
    {
      select: `lc.*, co.name_en AS company_name_en, co.intro AS company_intro, co.intro_en AS company_intro_en,
        co.address_en AS company_address_en`,
      from: `FROM logistics_companies lc LEFT JOIN companies co ON co.id = lc.company_id ${where}`,
      order: 'lc.rating DESC, lc.id',
      args: where.args,
    },
    query,
    (row) => row,
  );
  const routes = routesOf(
    db,
    page.records.map((r) => r.id),
    lang,
  );
  // English: a provider's carrier reads its company's English, an independent one the module's own.
  const english = (row: CompanyRow) => {
    const own = INDEPENDENT_CARRIERS_EN[row.name];
    const intro =
      own?.intro ?? (row.company_intro === row.intro && row.company_intro_en ? row.company_intro_en : DEFAULT_INTRO_EN);
    return {
      name: own?.name ?? row.company_name_en ?? '',
      intro,
      address: row.company_address_en ?? '',
    };
  };
  return {
    ...page,
    records: page.records.map((row) => ({
      id: row.id,
      companyId: row.company_id,
      name: pick(lang, row.name, english(row).name),
      logo: row.logo,
      services: row.services.split(',').filter(Boolean) as LogisticsServiceValue[],
      contact: lang === 'en' ? personEn(row.contact) : row.contact,
      phone: row.phone,
      address: pick(lang, row.address, english(row).address),
      regionName: lang === 'en' ? regionPathIn(lang, row.county_code) : regionText(row.county_code),
      intro: pick(lang, row.intro, english(row).intro),
      foundedYear: row.founded_year,
      fleetSize: row.fleet_size,
      rating: row.rating,
      routes: routes.get(row.id) ?? [],
    })),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Warehouses and YunCang.

interface WarehouseRow {
  id: number;
  name: string;
  type: WarehouseTypeValue;
  logistics_company_id: number | null;
  operator_name: string;
  county_code: string;
  region_name: string;
  address: string;
  area_sqm: number;
  available_sqm: number;
  price_fen: number;
  contact: string;
  phone: string;
  facilities: string;
  image: string;
  rating: number;
  operator_name_en: string | null;
}

/** A warehouse operator in English: a carrier's or company's English, or the seeded warehousing company's. */
function operatorEn(row: WarehouseRow): string {
  const own = INDEPENDENT_CARRIERS_EN[row.operator_name]?.name ?? row.operator_name_en;
  if (own) return own;
  if (row.operator_name === '义乌海外仓运营服务有限公司') return 'Yiwu Overseas Warehouse Operations Co., Ltd.';
  const made = /^(.+?)(恒丰|安运|嘉诚|顺达)仓储管理有限公司$/.exec(row.operator_name);
  if (made?.[1] && made[2]) return `${placeEn(made[1])} ${pinyinWord(made[2])} Warehousing Management Co., Ltd.`;
  return pinyinWord(row.operator_name);
}

export function warehousePage(
  db: Db,
  query: {
    pageNum?: number;
    pageSize?: number;
    id?: number;
    keyword?: string;
    type?: WarehouseTypeValue;
    regionCode?: string;
    minAvailableSqm?: number;
  },
  lang?: Lang,
): PageOf<Warehouse> {
  const where = new Where();
  if (query.id !== undefined) where.add('w.id = ?', query.id);
  if (query.keyword?.trim()) {
    const like = likeTerm(query.keyword);
    where.add(
      `(w.name LIKE ? ESCAPE '\\' OR w.operator_name LIKE ? ESCAPE '\\' OR w.address LIKE ? ESCAPE '\\'
        OR w.region_name LIKE ? ESCAPE '\\')`,
      like,
      like,
      like,
      like,
    );
  }
  if (query.type) where.add('w.type = ?', query.type);
  if (query.regionCode) where.add("w.county_code <> '' AND w.county_code LIKE ?", `${query.regionCode}%`);
  if (query.minAvailableSqm !== undefined) where.add('w.available_sqm >= ?', query.minAvailableSqm);
  return pageQuery<WarehouseRow, Warehouse>(
    db,
    {
      select: 'w.*, co.name_en AS operator_name_en',
      from: `FROM logistics_warehouses w
        LEFT JOIN logistics_companies lc ON lc.id = w.logistics_company_id
        LEFT JOIN companies co ON co.id = lc.company_id AND co.name = w.operator_name ${where}`,
      order: 'w.rating DESC, w.id',
      args: where.args,
    },
    query,
    (row) => ({
      id: row.id,
      name: lang === 'en' ? (WAREHOUSES_EN[row.name]?.name ?? row.name) : row.name,
      type: row.type,
      logisticsCompanyId: row.logistics_company_id,
      operatorName: lang === 'en' ? operatorEn(row) : row.operator_name,
      provinceCode: row.county_code.slice(0, 2),
      cityCode: row.county_code.slice(0, 4),
      countyCode: row.county_code,
      regionName:
        lang !== 'en'
          ? row.region_name
          : row.county_code
            ? regionPathIn(lang, row.county_code)
            : (ABROAD_REGIONS_EN[row.region_name] ?? row.region_name),
      address: lang === 'en' ? (WAREHOUSES_EN[row.name]?.address ?? row.address) : row.address,
      areaSqm: row.area_sqm,
      availableSqm: row.available_sqm,
      pricePerSqmDay: fenToMoney(row.price_fen),
      contact: lang === 'en' ? personEn(row.contact) : row.contact,
      phone: row.phone,
      facilities: parseJson<string[]>(row.facilities, []).map((f) => (lang === 'en' ? (FACILITIES_EN[f] ?? f) : f)),
      image: row.image,
      rating: row.rating,
    }),
  );
}

export function yunCangList(db: Db, userId: number, status?: YunCangStatusValue): YunCangRecord[] {
  const where = new Where().add('y.user_id = ?', userId);
  if (status) where.add('y.status = ?', status);
  return all<{
    id: number;
    warehouse_id: number;
    warehouse_name: string;
    goods_name: string;
    quantity: string;
    unit: YunCangRecord['unit'];
    volume: string;
    storage_days: number;
    inbound_date: string;
    status: YunCangStatusValue;
    contact_name: string;
    contact_mobile: string;
    remarks: string;
    estimated_fee_fen: number | null;
    created_at: number;
  }>(
    db,
    `SELECT y.*, w.name AS warehouse_name FROM logistics_yuncang y JOIN logistics_warehouses w ON w.id = y.warehouse_id
      ${where} ORDER BY y.created_at DESC, y.id DESC`,
    ...where.args,
  ).map((row) => ({
    id: row.id,
    warehouseId: row.warehouse_id,
    warehouseName: row.warehouse_name,
    goodsName: row.goods_name,
    quantity: normalizeQuantity(row.quantity),
    unit: row.unit,
    volume: normalizeQuantity(row.volume),
    storageDays: row.storage_days,
    inboundDate: row.inbound_date,
    status: row.status,
    contactName: row.contact_name,
    contactMobile: row.contact_mobile,
    remarks: row.remarks,
    estimatedFee: row.estimated_fee_fen === null ? null : fenToMoney(row.estimated_fee_fen),
    createdAt: row.created_at,
  }));
}

// ---------------------------------------------------------------------------------------------------------
// Transport recommendations.

interface CarRow {
  id: number;
  plate_no: string;
  vehicle_type: string;
  vehicle_type_en: string;
  length_m: string;
  load_tons: string;
  volume: string;
  driver_name: string;
  driver_phone: string;
  from_city_code: string;
  to_city_code: string;
  price_fen: number;
  available_from: number;
  rating: number;
  trade_count: number;
}

/** Trucks leaving the origin for the destination that carry the weight (tons), cheapest first. */
export function recommendCars(
  db: Db,
  query: { fromRegionCode?: string; toRegionCode?: string; weight?: string; limit?: number },
): CarRecommendation[] {
  const weight = query.weight === undefined ? 0 : (quantityToUnits(query.weight) ?? 0);
  return all<CarRow>(db, 'SELECT * FROM logistics_cars ORDER BY id')
    .filter(
      (car) =>
        (!query.fromRegionCode || regionMatches(car.from_city_code, query.fromRegionCode)) &&
        (!query.toRegionCode || regionMatches(car.to_city_code, query.toRegionCode)) &&
        (quantityToUnits(car.load_tons) ?? 0) >= weight,
    )
    .sort((a, b) => a.price_fen - b.price_fen || a.available_from - b.available_from || a.id - b.id)
    .slice(0, query.limit ?? 10)
    .map((car) => ({
      id: car.id,
      plateNo: car.plate_no,
      vehicleType: car.vehicle_type,
      vehicleTypeEn: car.vehicle_type_en,
      lengthM: car.length_m,
      loadTons: normalizeQuantity(car.load_tons),
      volume: normalizeQuantity(car.volume),
      driverName: car.driver_name,
      driverPhone: maskMobile(car.driver_phone),
      fromCityCode: car.from_city_code,
      fromCityName: cityName(car.from_city_code),
      toCityCode: car.to_city_code,
      toCityName: cityName(car.to_city_code),
      price: fenToMoney(car.price_fen),
      availableFrom: car.available_from,
      rating: car.rating,
      tradeCount: car.trade_count,
    }));
}

/** The first departure strictly after `after` on one of the weekdays (1 Monday .. 7 Sunday, China time). */
export function nextDeparture(after: number, weekdays: readonly number[], departMinute: number): number | null {
  const midnight = chinaMidnight(after);
  for (let day = 0; day <= 7; day += 1) {
    const at = midnight + day * DAY + departMinute * MINUTE;
    const weekday = ((new Date(at + CHINA_OFFSET_MS).getUTCDay() + 6) % 7) + 1;
    if (at > after && weekdays.includes(weekday)) return at;
  }
  return null;
}

interface TrainRow {
  id: number;
  train_no: string;
  name: string;
  name_en: string;
  from_station: string;
  from_city_code: string;
  to_station: string;
  to_station_en: string;
  to_country: string;
  to_country_en: string;
  via: string;
  weekdays: string;
  depart_minute: number;
  transit_days: number;
  containers: string;
}

export function recommendTrains(
  db: Db,
  query: { fromRegionCode?: string; destination?: string; departAfter?: number; limit?: number },
  now: number,
): TrainRecommendation[] {
  const after = query.departAfter ?? now;
  const wanted = query.destination?.trim().toLowerCase();
  const trains: TrainRecommendation[] = [];
  for (const row of all<TrainRow>(db, 'SELECT * FROM logistics_trains ORDER BY id')) {
    const via = parseJson<string[]>(row.via, []);
    if (query.fromRegionCode && !regionMatches(row.from_city_code, query.fromRegionCode)) continue;
    if (
      wanted &&
      ![row.to_station, row.to_station_en, row.to_country, row.to_country_en, ...via].some((text) =>
        text.toLowerCase().includes(wanted),
      )
    ) {
      continue;
    }
    const weekdays = row.weekdays.split(',').filter(Boolean).map(Number);
    const departure = nextDeparture(after, weekdays, row.depart_minute);
    if (departure === null) continue;
    trains.push({
      id: row.id,
      trainNo: row.train_no,
      name: row.name,
      nameEn: row.name_en,
      fromStation: row.from_station,
      fromCityCode: row.from_city_code,
      toStation: row.to_station,
      toStationEn: row.to_station_en,
      toCountry: row.to_country,
      toCountryEn: row.to_country_en,
      via,
      weekdays,
      nextDeparture: departure,
      transitDays: row.transit_days,
      containers: parseJson<{ type: '20GP' | '40GP' | '40HQ'; priceFen: number; remaining: number }[]>(
        row.containers,
        [],
      ).map((c) => ({ type: c.type, price: fenToMoney(c.priceFen), remaining: c.remaining })),
    });
  }
  return trains.sort((a, b) => a.nextDeparture - b.nextDeparture || a.id - b.id).slice(0, query.limit ?? 10);
}
