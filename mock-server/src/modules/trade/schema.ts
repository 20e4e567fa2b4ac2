// Tables of the trade module: freight templates with their region rules, carts, orders with their lines
// (lines keep a snapshot of the goods), favourites.
export const tradeMigrations = [
  {
    name: 'trade-001',
    sql: `
CREATE TABLE trade_freight_templates (
  id INTEGER PRIMARY KEY,
  company_id INTEGER NOT NULL REFERENCES companies(id),
  name TEXT NOT NULL,
  charge_by TEXT NOT NULL,              -- weight | piece
  ship_from_code TEXT NOT NULL,         -- county code
  first_units INTEGER NOT NULL,         -- default rule: kg or pieces, in ten-thousandths
  first_fee_fen INTEGER NOT NULL,
  additional_units INTEGER NOT NULL CHECK (additional_units > 0),
  additional_fee_fen INTEGER NOT NULL,
  free_over_fen INTEGER,                -- free shipping from this goods amount; NULL never
  is_default INTEGER NOT NULL DEFAULT 0,
  updated_at INTEGER NOT NULL
);
CREATE INDEX trade_freight_templates_company ON trade_freight_templates(company_id);
CREATE TABLE trade_freight_rules (
  id INTEGER PRIMARY KEY,
  template_id INTEGER NOT NULL REFERENCES trade_freight_templates(id),
  region_codes TEXT NOT NULL,           -- comma separated province (or city) codes
  first_units INTEGER NOT NULL,
  first_fee_fen INTEGER NOT NULL,
  additional_units INTEGER NOT NULL CHECK (additional_units > 0),
  additional_fee_fen INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX trade_freight_rules_template ON trade_freight_rules(template_id);
CREATE TABLE trade_carts (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  quantity TEXT NOT NULL,               -- decimal string, 4 decimals
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (user_id, product_id)
);
CREATE TABLE trade_orders (
  id INTEGER PRIMARY KEY,
  order_no TEXT NOT NULL UNIQUE,
  channel TEXT NOT NULL,                -- portal | self | factory | supplier | service
  type TEXT NOT NULL,                   -- general | financing
  status TEXT NOT NULL,                 -- pendingPayment | pendingShipment | shipped | completed | cancelled
  buyer_user_id INTEGER NOT NULL REFERENCES users(id),
  buyer_company_id INTEGER REFERENCES companies(id),
  seller_company_id INTEGER NOT NULL REFERENCES companies(id),
  payment_method TEXT NOT NULL,         -- online | cashOnDelivery
  delivery_method TEXT NOT NULL,        -- delivery | selfPickup
  delivery_time TEXT NOT NULL,          -- YYYY-MM-DD
  remarks TEXT NOT NULL DEFAULT '',
  consignee_name TEXT NOT NULL,
  consignee_mobile TEXT NOT NULL,
  province_code TEXT NOT NULL,
  city_code TEXT NOT NULL,
  county_code TEXT NOT NULL,
  detail_address TEXT NOT NULL,
  freight_template_id INTEGER REFERENCES trade_freight_templates(id),
  freight_fen INTEGER NOT NULL DEFAULT 0,
  coupon_id INTEGER,                    -- the coupon module's id (snapshot below)
  coupon_name TEXT,
  coupon_discount_fen INTEGER NOT NULL DEFAULT 0,
  invoice_type TEXT NOT NULL DEFAULT 'none', -- none | normal | special
  invoice_title TEXT,
  invoice_tax_number TEXT,
  tax_rate INTEGER NOT NULL DEFAULT 0,  -- percent
  tax_fen INTEGER NOT NULL DEFAULT 0,
  goods_fen INTEGER NOT NULL,
  total_fen INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  paid_at INTEGER,
  shipped_at INTEGER,
  completed_at INTEGER,
  cancelled_at INTEGER,
  cancel_reason TEXT,
  carrier TEXT,
  tracking_no TEXT
);
CREATE INDEX trade_orders_buyer ON trade_orders(buyer_user_id, created_at);
CREATE INDEX trade_orders_seller ON trade_orders(seller_company_id, created_at);
CREATE TABLE trade_order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES trade_orders(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  product_code TEXT NOT NULL,
  title TEXT NOT NULL,
  image TEXT NOT NULL,
  unit TEXT NOT NULL,
  spec_text TEXT NOT NULL,
  price_fen INTEGER NOT NULL,
  quantity TEXT NOT NULL,
  amount_fen INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX trade_order_lines_order ON trade_order_lines(order_id);
CREATE TABLE trade_favourites (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  type TEXT NOT NULL,                   -- product | company
  target_id INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, type, target_id)
);
`,
  },
  {
    // A cart line may carry the price agreed in an accepted inquiry offer (addCartLine of public.ts): it is
    // bought at that price, which does not expire with the goods' list price. source_ref says where it came
    // from ('offer:<id>'). Orders keep the buyer's cancellation and the stock they took, to give it back.
    name: 'trade-002-agreed-price',
    sql: `
ALTER TABLE trade_carts ADD COLUMN agreed_price_fen INTEGER;
ALTER TABLE trade_carts ADD COLUMN source_ref TEXT;
ALTER TABLE trade_order_lines ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE trade_order_lines ADD COLUMN spec_text_en TEXT NOT NULL DEFAULT '';
ALTER TABLE trade_order_lines ADD COLUMN category_id INTEGER;
CREATE INDEX trade_orders_buyer_status ON trade_orders(buyer_user_id, status, created_at);
CREATE INDEX trade_orders_seller_status ON trade_orders(seller_company_id, status, created_at);
`,
  },
  {
    // English beside the seeded texts (lib/text.ts reads them for Accept-Language: en; '' = none yet).
    name: 'trade-003-english',
    sql: `
ALTER TABLE trade_freight_templates ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE trade_orders ADD COLUMN coupon_name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE trade_orders ADD COLUMN cancel_reason_en TEXT NOT NULL DEFAULT '';
ALTER TABLE trade_orders ADD COLUMN carrier_en TEXT NOT NULL DEFAULT '';
`,
  },
  {
    // Orders to the end. An order says where it came from (source: the cart, buy-now, or a settlement of an
    // auction or a group buy, with the lot or group buy in source_ref) and what a deposit already paid covers
    // (deposit_applied_fen: the buyer pays total - deposit). stock_taken: the order took its goods' stock
    // (cart and buy-now), so a cancellation gives it back; settlement orders take none. pay_deadline: on the
    // server clock; an online order not paid by then is cancelled by the server. A line may come from a lot
    // that is no catalogue goods (product_id NULL). Every status change is a row of trade_order_events (who,
    // when; a failed payment with its reason); reviews (one per line, after receipt) have their table.
    name: 'trade-004-order-flow',
    sql: `
ALTER TABLE trade_orders ADD COLUMN deposit_applied_fen INTEGER NOT NULL DEFAULT 0;
ALTER TABLE trade_orders ADD COLUMN source TEXT NOT NULL DEFAULT 'cart'; -- cart | buyNow | auction | groupBuy
ALTER TABLE trade_orders ADD COLUMN source_ref TEXT;
ALTER TABLE trade_orders ADD COLUMN stock_taken INTEGER NOT NULL DEFAULT 1;
ALTER TABLE trade_orders ADD COLUMN pay_deadline INTEGER;
ALTER TABLE trade_orders ADD COLUMN confirmed_at INTEGER;
ALTER TABLE trade_orders ADD COLUMN cancelled_by TEXT;                -- buyer | seller | system
ALTER TABLE trade_orders ADD COLUMN financed_fen INTEGER NOT NULL DEFAULT 0; -- drawn on the credit facility at payment
CREATE INDEX trade_orders_pay_deadline ON trade_orders(status, pay_deadline);
CREATE TABLE trade_order_lines_new (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES trade_orders(id),
  product_id INTEGER REFERENCES products(id),
  product_code TEXT NOT NULL,
  title TEXT NOT NULL,
  image TEXT NOT NULL,
  unit TEXT NOT NULL,
  spec_text TEXT NOT NULL,
  price_fen INTEGER NOT NULL,
  quantity TEXT NOT NULL,
  amount_fen INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0,
  title_en TEXT NOT NULL DEFAULT '',
  spec_text_en TEXT NOT NULL DEFAULT '',
  category_id INTEGER
);
INSERT INTO trade_order_lines_new (id, order_id, product_id, product_code, title, image, unit, spec_text, price_fen,
  quantity, amount_fen, sort, title_en, spec_text_en, category_id)
  SELECT id, order_id, product_id, product_code, title, image, unit, spec_text, price_fen, quantity, amount_fen, sort,
         title_en, spec_text_en, category_id FROM trade_order_lines;
DROP TABLE trade_order_lines;
ALTER TABLE trade_order_lines_new RENAME TO trade_order_lines;
CREATE INDEX trade_order_lines_order ON trade_order_lines(order_id);
CREATE TABLE trade_order_events (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES trade_orders(id),
  action TEXT NOT NULL,                 -- placed | paid | paymentFailed | confirmed | shipped | received | reviewed | cancelled | expired
  status TEXT NOT NULL,                 -- the order's status after it
  actor_user_id INTEGER REFERENCES users(id), -- NULL: the server (deadline)
  actor_side TEXT NOT NULL,             -- buyer | seller | system
  note TEXT NOT NULL DEFAULT '',
  note_en TEXT NOT NULL DEFAULT '',      -- '' = the same as note (a user's own words)
  at INTEGER NOT NULL
);
CREATE INDEX trade_order_events_order ON trade_order_events(order_id, at, id);
CREATE TABLE trade_order_reviews (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES trade_orders(id),
  line_id INTEGER NOT NULL UNIQUE REFERENCES trade_order_lines(id),
  product_id INTEGER REFERENCES products(id),
  seller_company_id INTEGER NOT NULL REFERENCES companies(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  content TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX trade_order_reviews_seller ON trade_order_reviews(seller_company_id);
-- A shop's rating before its first order review: the prior its reviews are averaged with.
CREATE TABLE trade_shop_rating_base (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id),
  rating INTEGER NOT NULL
);
`,
  },
] as const;
