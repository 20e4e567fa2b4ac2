// Tables of the onboarding module: one store application per user (a draft until submitted), its files as
// file rowids (licence and ID scans private, logos public) and the operator's decision.
export const onboardingMigrations = [
  {
    name: 'onboarding-001',
    sql: `
CREATE TABLE merchant_entries (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL UNIQUE REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('draft', 'submitted', 'approved', 'rejected')),
  store_type TEXT CHECK (store_type IN ('shop', 'factory', 'provider')),
  company_name TEXT NOT NULL DEFAULT '',
  company_name_en TEXT NOT NULL DEFAULT '',
  legal_person TEXT NOT NULL DEFAULT '',
  contact TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  credit_code TEXT NOT NULL DEFAULT '',
  registered_capital TEXT NOT NULL DEFAULT '',
  registration_place TEXT NOT NULL DEFAULT '',
  registration_place_en TEXT NOT NULL DEFAULT '',
  address TEXT NOT NULL DEFAULT '',
  address_en TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  established_on TEXT NOT NULL DEFAULT '',
  tax_number TEXT NOT NULL DEFAULT '',
  bank TEXT NOT NULL DEFAULT '',
  bank_en TEXT NOT NULL DEFAULT '',
  account_number TEXT NOT NULL DEFAULT '',
  account_name TEXT NOT NULL DEFAULT '',
  licence_file_id INTEGER REFERENCES files(id),
  id_front_file_id INTEGER REFERENCES files(id),
  id_back_file_id INTEGER REFERENCES files(id),
  shop_name TEXT NOT NULL DEFAULT '',
  shop_name_en TEXT NOT NULL DEFAULT '',
  logo_wide_file_id INTEGER REFERENCES files(id),
  logo_square_file_id INTEGER REFERENCES files(id),
  industry_ids TEXT NOT NULL DEFAULT '[]',   -- JSON array of level-1 category ids
  attachment_ids TEXT NOT NULL DEFAULT '[]', -- JSON array of file rowids
  reject_reason TEXT,
  reject_reason_en TEXT,
  company_id INTEGER REFERENCES companies(id),
  submitted_at INTEGER,
  audited_at INTEGER,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE INDEX merchant_entries_status ON merchant_entries(status, submitted_at);
`,
  },
] as const;
