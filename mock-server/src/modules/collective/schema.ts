// Tables of the collective module: group-buy categories, group buys (collective / centralized purchasing)
// with their registrations (quantity + deposit), agent purchasing goods and purchase requests. Group-buy
// status is never stored: it follows from start_at / deadline and the server clock.
export const collectiveMigrations = [
  {
    name: 'collective-001',
    sql: `
CREATE TABLE collective_categories (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  icon TEXT NOT NULL,
  catalogue_category_id INTEGER REFERENCES categories(id),
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE collective_purchases (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  product_id INTEGER REFERENCES products(id),
  category_id INTEGER NOT NULL REFERENCES collective_categories(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),   -- the organiser (seller)
  image TEXT NOT NULL,
  unit TEXT NOT NULL,
  price_fen INTEGER NOT NULL,           -- group price per unit
  original_price_fen INTEGER NOT NULL,
  margin_ratio INTEGER NOT NULL,        -- percent of the order amount paid as deposit
  stock TEXT NOT NULL,                  -- 4 decimals
  min_quantity TEXT NOT NULL,           -- per participant
  target_quantity TEXT NOT NULL,        -- the group succeeds at this joined quantity
  start_at INTEGER NOT NULL,
  deadline INTEGER NOT NULL,
  description TEXT NOT NULL,            -- JSON array of paragraphs
  specs TEXT NOT NULL,                  -- JSON array of { name, value }
  delivery_terms TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  CHECK (deadline > start_at)
);
CREATE TABLE collective_registrations (
  id INTEGER PRIMARY KEY,
  collective_id INTEGER NOT NULL REFERENCES collective_purchases(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  quantity TEXT NOT NULL,
  deposit_fen INTEGER,                  -- null while unpaid
  payment_time INTEGER,
  attachments TEXT NOT NULL DEFAULT '[]', -- JSON array of file ids (payment vouchers, at most 3)
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('unpaid', 'pendingReview', 'approved', 'rejected')),
  reject_reason TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (collective_id, user_id)
);
CREATE TABLE agent_products (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  product_id INTEGER REFERENCES products(id),
  category_id INTEGER REFERENCES categories(id),
  image TEXT NOT NULL,
  unit TEXT NOT NULL,
  reference_price_fen INTEGER NOT NULL,
  service_fee_bp INTEGER NOT NULL,      -- basis points: 350 = 3.50 %
  min_quantity TEXT NOT NULL,
  lead_days INTEGER NOT NULL,
  market TEXT NOT NULL,
  agent_company_id INTEGER NOT NULL REFERENCES companies(id),
  description TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE TABLE agent_purchase_records (
  id INTEGER PRIMARY KEY,
  agent_product_id INTEGER NOT NULL REFERENCES agent_products(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  quantity TEXT NOT NULL,
  delivery_method TEXT NOT NULL,        -- delivery | selfPickup
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  province_code TEXT,
  city_code TEXT,
  county_code TEXT,
  detail_address TEXT,
  remark TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL,                 -- submitted | purchasing | shipped | completed
  created_at INTEGER NOT NULL
);
`,
  },
  {
    // Writes of issue 8: automatic deposit review (due time), the outcome settled at the deadline, the
    // English forms of seeded texts.
    name: 'collective-002',
    sql: `
ALTER TABLE collective_registrations ADD COLUMN review_due_at INTEGER; -- null: the platform reviews by hand
ALTER TABLE collective_purchases ADD COLUMN outcome TEXT CHECK (outcome IN ('succeeded', 'failed'));
ALTER TABLE collective_purchases ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE collective_purchases ADD COLUMN description_en TEXT NOT NULL DEFAULT '[]';
ALTER TABLE collective_purchases ADD COLUMN delivery_terms_en TEXT NOT NULL DEFAULT '';
ALTER TABLE agent_products ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE agent_products ADD COLUMN description_en TEXT NOT NULL DEFAULT '';
ALTER TABLE agent_products ADD COLUMN market_en TEXT NOT NULL DEFAULT '';
CREATE INDEX collective_registrations_due ON collective_registrations(status, review_due_at);
`,
  },
  {
    // The English form of a group buy's specifications (names and values), from its goods' English specs.
    name: 'collective-003',
    sql: `ALTER TABLE collective_purchases ADD COLUMN specs_en TEXT NOT NULL DEFAULT '[]';`,
  },
  {
    // Settlement at the deadline (settlement.ts), in the transaction that writes the outcome (the marker): per
    // registration whether its deposit was applied to its order (the trade module's id) or released, and when.
    // settled_at on the group buy: null for the seed's group buys closed before the demo began (no orders).
    name: 'collective-004-settlement',
    sql: `
ALTER TABLE collective_purchases ADD COLUMN settled_at INTEGER;
ALTER TABLE collective_registrations ADD COLUMN settlement TEXT CHECK (settlement IN ('applied', 'released'));
ALTER TABLE collective_registrations ADD COLUMN settled_at INTEGER;
ALTER TABLE collective_registrations ADD COLUMN order_id INTEGER;
ALTER TABLE collective_registrations ADD COLUMN order_no TEXT;
ALTER TABLE collective_registrations ADD COLUMN amount_fen INTEGER;
ALTER TABLE collective_registrations ADD COLUMN deposit_applied_fen INTEGER;
`,
  },
  {
    // The agent moves a request along AGENT_RECORD_MOVES (agent.ts): the reason of a rejection and when it
    // last moved (null: never, the creation time stands).
    name: 'collective-005-agent-moves',
    sql: `
ALTER TABLE agent_purchase_records ADD COLUMN reject_reason TEXT;
ALTER TABLE agent_purchase_records ADD COLUMN updated_at INTEGER;
CREATE INDEX agent_purchase_records_product ON agent_purchase_records(agent_product_id);
`,
  },
] as const;
