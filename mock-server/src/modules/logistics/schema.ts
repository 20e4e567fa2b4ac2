// Tables of the logistics module: carriers and their routes, warehouses, YunCang (cloud warehouse) storage
// requests, trucks offering loads and freight trains with their weekly timetable.
export const logisticsMigrations = [
  {
    name: 'logistics-001',
    sql: `
CREATE TABLE logistics_companies (
  id INTEGER PRIMARY KEY,
  company_id INTEGER REFERENCES companies(id), -- the provider on the portal, when there is one
  name TEXT NOT NULL,
  logo TEXT NOT NULL,
  services TEXT NOT NULL,               -- comma separated: express, lessThanTruckload, fullTruckload, railway, seaFreight, airFreight
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  address TEXT NOT NULL,
  county_code TEXT NOT NULL,
  intro TEXT NOT NULL,
  founded_year INTEGER NOT NULL,
  fleet_size INTEGER NOT NULL,
  rating INTEGER NOT NULL               -- 0-100
);
CREATE TABLE logistics_routes (
  id INTEGER PRIMARY KEY,
  logistics_company_id INTEGER NOT NULL REFERENCES logistics_companies(id),
  mode TEXT NOT NULL,
  from_code TEXT NOT NULL,              -- county or city code
  to_code TEXT NOT NULL,                -- province / city code, or an ISO country code abroad
  to_name TEXT NOT NULL,
  transit_days INTEGER NOT NULL,
  price_per_kg_fen INTEGER NOT NULL,
  min_charge_fen INTEGER NOT NULL
);
CREATE INDEX logistics_routes_company ON logistics_routes(logistics_company_id);
CREATE TABLE logistics_warehouses (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  type TEXT NOT NULL,                   -- normal | cold | bonded | overseas
  logistics_company_id INTEGER REFERENCES logistics_companies(id),
  operator_name TEXT NOT NULL,
  county_code TEXT NOT NULL DEFAULT '', -- empty abroad
  region_name TEXT NOT NULL,            -- "浙江省 金华市 义乌市" or "阿联酋 迪拜"
  address TEXT NOT NULL,
  area_sqm INTEGER NOT NULL,
  available_sqm INTEGER NOT NULL CHECK (available_sqm <= area_sqm),
  price_fen INTEGER NOT NULL,           -- per square metre per day
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  facilities TEXT NOT NULL,             -- JSON array
  image TEXT NOT NULL,
  rating INTEGER NOT NULL
);
CREATE TABLE logistics_yuncang (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  warehouse_id INTEGER NOT NULL REFERENCES logistics_warehouses(id),
  goods_name TEXT NOT NULL,
  quantity TEXT NOT NULL,
  unit TEXT NOT NULL,
  volume TEXT NOT NULL,                 -- cubic metres
  storage_days INTEGER NOT NULL,
  inbound_date TEXT NOT NULL,
  status TEXT NOT NULL,                 -- submitted | accepted | inStock | outbound | rejected
  contact_name TEXT NOT NULL,
  contact_mobile TEXT NOT NULL,
  remarks TEXT NOT NULL DEFAULT '',
  estimated_fee_fen INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX logistics_yuncang_user ON logistics_yuncang(user_id, created_at);
CREATE TABLE logistics_cars (
  id INTEGER PRIMARY KEY,
  plate_no TEXT NOT NULL,
  vehicle_type TEXT NOT NULL,
  vehicle_type_en TEXT NOT NULL,
  length_m TEXT NOT NULL,
  load_tons TEXT NOT NULL,              -- decimal string
  volume TEXT NOT NULL,                 -- cubic metres, decimal string
  driver_name TEXT NOT NULL,            -- "陈师傅"
  driver_phone TEXT NOT NULL,
  from_city_code TEXT NOT NULL,
  to_city_code TEXT NOT NULL,
  price_fen INTEGER NOT NULL,
  available_from INTEGER NOT NULL,
  rating INTEGER NOT NULL,
  trade_count INTEGER NOT NULL
);
CREATE TABLE logistics_trains (
  id INTEGER PRIMARY KEY,
  train_no TEXT NOT NULL,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  from_station TEXT NOT NULL,
  from_city_code TEXT NOT NULL,
  to_station TEXT NOT NULL,
  to_station_en TEXT NOT NULL,
  to_country TEXT NOT NULL,
  to_country_en TEXT NOT NULL,
  via TEXT NOT NULL,                    -- JSON array
  weekdays TEXT NOT NULL,               -- comma separated 1 (Monday) .. 7 (Sunday), China time
  depart_minute INTEGER NOT NULL,       -- minutes after midnight, China time
  transit_days INTEGER NOT NULL,
  containers TEXT NOT NULL              -- JSON [{ type, priceFen, remaining }]
);
`,
  },
] as const;
