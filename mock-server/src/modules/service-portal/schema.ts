// Tables of the service zone: advantages, trade services of the providers, service news and cases.
export const serviceMigrations = [
  {
    name: 'service-portal-001',
    sql: `
CREATE TABLE service_advantages (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  title_en TEXT NOT NULL,
  description TEXT NOT NULL,
  description_en TEXT NOT NULL,
  figure TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE service_trade (
  id INTEGER PRIMARY KEY,
  service_type TEXT NOT NULL,           -- logistics | warehouse | customs | finance | testing | design
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  provider_id INTEGER NOT NULL REFERENCES companies(id),
  description TEXT NOT NULL,
  price_note TEXT NOT NULL,
  tags TEXT NOT NULL,                   -- comma separated
  served_count INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL
);
CREATE TABLE service_news (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  summary TEXT NOT NULL,
  service_type TEXT NOT NULL,
  source TEXT NOT NULL,
  published_at INTEGER NOT NULL,
  views INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE service_cases (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  service_type TEXT NOT NULL,
  customer_id INTEGER REFERENCES companies(id),
  customer_name TEXT NOT NULL,
  provider_id INTEGER REFERENCES companies(id),
  provider_name TEXT NOT NULL,
  summary TEXT NOT NULL,
  result TEXT NOT NULL,
  published_at INTEGER NOT NULL
);
`,
  },
] as const;
