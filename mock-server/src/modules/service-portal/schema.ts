// Tables of the service zone: advantages, trade services of the providers, service news and cases, and the
// service requests its forms create.
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
  {
    // The service zone's request forms become service requests (requests.ts): the requester's list and the
    // provider's. user_id is null for a visitor's call-back; request_key makes a resend save once.
    name: 'service-portal-002-requests',
    sql: `
CREATE TABLE service_requests (
  id INTEGER PRIMARY KEY,
  request_no TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,                   -- serviceOrder | consult | finance | logistics | yuncang | retention
  status TEXT NOT NULL,                 -- draft | submitted | accepted | completed | cancelled
  user_id INTEGER REFERENCES users(id),
  provider_company_id INTEGER REFERENCES companies(id), -- NULL: the platform's service desk
  subject TEXT NOT NULL,
  category TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_mobile TEXT NOT NULL,
  amount_fen INTEGER,
  details TEXT NOT NULL DEFAULT '',
  ref_id INTEGER,                       -- the logistics_yuncang record of a YunCang request
  payload TEXT,                         -- JSON: a service order's own fields (to refill a draft)
  request_key TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE UNIQUE INDEX service_requests_key ON service_requests(ifnull(user_id, 0), request_key) WHERE request_key IS NOT NULL;
CREATE INDEX service_requests_user ON service_requests(user_id, created_at);
CREATE INDEX service_requests_provider ON service_requests(provider_company_id, status, created_at);
`,
  },
  {
    // English beside the seeded texts of the zone (lib/text.ts picks them for Accept-Language: en).
    name: 'service-portal-003-english',
    sql: `
ALTER TABLE service_advantages ADD COLUMN figure_en TEXT NOT NULL DEFAULT '';
ALTER TABLE service_trade ADD COLUMN description_en TEXT NOT NULL DEFAULT '';
ALTER TABLE service_trade ADD COLUMN price_note_en TEXT NOT NULL DEFAULT '';
ALTER TABLE service_trade ADD COLUMN tags_en TEXT NOT NULL DEFAULT '';
ALTER TABLE service_news ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE service_news ADD COLUMN summary_en TEXT NOT NULL DEFAULT '';
ALTER TABLE service_news ADD COLUMN source_en TEXT NOT NULL DEFAULT '';
ALTER TABLE service_cases ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE service_cases ADD COLUMN summary_en TEXT NOT NULL DEFAULT '';
ALTER TABLE service_cases ADD COLUMN result_en TEXT NOT NULL DEFAULT '';
`,
  },
  {
    // The provider's side: a declined request keeps the provider's reason for its requester.
    name: 'service-portal-004-provider-steps',
    sql: `
ALTER TABLE service_requests ADD COLUMN decline_reason TEXT;
`,
  },
] as const;
