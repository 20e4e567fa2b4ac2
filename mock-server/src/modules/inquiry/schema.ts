// Tables of the inquiry module: inquiries (RFQ), one negotiation thread per quoting seller with its offers
// and counter-offers, and price-permission applications. An inquiry's `expired` status is never stored: it
// follows from due_date and the server clock. price_applications is also read by the catalogue (price
// visibility): an approved row grants one product, or every product of company_id when product_id is null.
export const inquiryMigrations = [
  {
    name: 'inquiry-001',
    sql: `
CREATE TABLE inquiries (
  id INTEGER PRIMARY KEY,
  inquiry_num TEXT NOT NULL UNIQUE,     -- XJ + yyyymmdd + sequence
  buyer_user_id INTEGER NOT NULL REFERENCES users(id),
  buyer_company_id INTEGER REFERENCES companies(id),
  title TEXT NOT NULL,
  product_id INTEGER REFERENCES products(id),
  supplier_company_id INTEGER REFERENCES companies(id), -- addressed to one supplier (from a product page)
  category_id INTEGER REFERENCES categories(id),
  quantity TEXT NOT NULL,               -- 4 decimals
  unit TEXT NOT NULL,
  price_fen INTEGER,                    -- expected unit price; null when open
  province_code TEXT NOT NULL,
  city_code TEXT NOT NULL,
  county_code TEXT NOT NULL,
  address TEXT NOT NULL,
  due_date TEXT NOT NULL,               -- YYYY-MM-DD (China time)
  contact_phone TEXT NOT NULL,
  wechat TEXT NOT NULL DEFAULT '',
  attachments TEXT NOT NULL DEFAULT '[]', -- JSON array of file ids (at most 5)
  delivery_method TEXT NOT NULL,        -- delivery | selfPickup
  description TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('underReview', 'inquiring', 'ended')),
  created_at INTEGER NOT NULL,
  ended_at INTEGER
);
CREATE INDEX inquiries_buyer ON inquiries(buyer_user_id);
CREATE INDEX inquiries_supplier ON inquiries(supplier_company_id);
CREATE TABLE inquiry_threads (
  id INTEGER PRIMARY KEY,
  inquiry_id INTEGER NOT NULL REFERENCES inquiries(id),
  seller_company_id INTEGER NOT NULL REFERENCES companies(id),
  status TEXT NOT NULL CHECK (status IN ('negotiating', 'accepted', 'declined')),
  created_at INTEGER NOT NULL,
  UNIQUE (inquiry_id, seller_company_id)
);
CREATE TABLE inquiry_offers (
  id INTEGER PRIMARY KEY,
  thread_id INTEGER NOT NULL REFERENCES inquiry_threads(id),
  side TEXT NOT NULL CHECK (side IN ('seller', 'buyer')),
  user_id INTEGER NOT NULL REFERENCES users(id),
  price_fen INTEGER NOT NULL,
  quantity TEXT NOT NULL,
  delivery_date TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  remark TEXT NOT NULL DEFAULT '',
  attachments TEXT NOT NULL DEFAULT '[]',
  created_at INTEGER NOT NULL
);
CREATE INDEX inquiry_offers_thread ON inquiry_offers(thread_id, created_at);
CREATE TABLE price_applications (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  product_id INTEGER REFERENCES products(id), -- null: every product of company_id
  company_id INTEGER NOT NULL REFERENCES companies(id), -- the seller
  status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected')),
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  reason TEXT NOT NULL,
  reject_reason TEXT,
  created_at INTEGER NOT NULL,
  reviewed_at INTEGER
);
CREATE INDEX price_applications_user ON price_applications(user_id);
`,
  },
  {
    // Writes of issue 8: the English forms of seeded texts, who accepted a thread and when, and factories'
    // supply requests.
    name: 'inquiry-002',
    sql: `
ALTER TABLE inquiries ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE inquiries ADD COLUMN description_en TEXT NOT NULL DEFAULT '';
-- A new inquiry opens by itself at this time unless the platform reviewed it first; null: wait for the platform.
ALTER TABLE inquiries ADD COLUMN review_due_at INTEGER;
ALTER TABLE inquiry_offers ADD COLUMN remark_en TEXT NOT NULL DEFAULT '';
ALTER TABLE inquiry_threads ADD COLUMN accepted_at INTEGER;
ALTER TABLE inquiry_threads ADD COLUMN accepted_side TEXT CHECK (accepted_side IN ('seller', 'buyer'));
CREATE TABLE supply_requests (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  title TEXT NOT NULL,
  title_en TEXT NOT NULL DEFAULT '',
  category_id INTEGER REFERENCES categories(id),
  capacity TEXT NOT NULL,
  unit TEXT NOT NULL,
  price_min_fen INTEGER NOT NULL,
  price_max_fen INTEGER NOT NULL,
  province_code TEXT NOT NULL,
  city_code TEXT NOT NULL,
  county_code TEXT NOT NULL,
  valid_until TEXT NOT NULL,            -- YYYY-MM-DD (China time)
  description TEXT NOT NULL DEFAULT '',
  description_en TEXT NOT NULL DEFAULT '',
  created_at INTEGER NOT NULL,
  CHECK (price_min_fen <= price_max_fen)
);
CREATE INDEX supply_requests_company ON supply_requests(company_id);
`,
  },
  {
    // The commerce seam: the goods a thread trades when a quote names one of the seller's own goods (null: the
    // inquiry's goods when they are the seller's, see threadGoodsSql), and the cart line an accepted offer
    // became (at most once per thread).
    name: 'inquiry-003',
    sql: `
ALTER TABLE inquiry_threads ADD COLUMN product_id INTEGER REFERENCES products(id);
ALTER TABLE inquiry_offers ADD COLUMN product_id INTEGER REFERENCES products(id);
ALTER TABLE inquiry_threads ADD COLUMN cart_line_id INTEGER;
ALTER TABLE inquiry_threads ADD COLUMN carted_at INTEGER;
`,
  },
  {
    // The receiving address in English (seeded from the buyer company's; a user's own text stays as written).
    name: 'inquiry-004',
    sql: `ALTER TABLE inquiries ADD COLUMN address_en TEXT NOT NULL DEFAULT '';`,
  },
] as const;
