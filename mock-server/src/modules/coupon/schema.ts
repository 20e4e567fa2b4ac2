// Tables of the coupon module: coupons (platform or shop, optionally for one industry) and the coupons users
// received. Validity is never stored: it follows from valid_from / valid_to and the server clock.
export const couponMigrations = [
  {
    name: 'coupon-001',
    sql: `
CREATE TABLE coupons (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  company_id INTEGER REFERENCES companies(id), -- the shop; null for a platform coupon
  category_id INTEGER REFERENCES categories(id), -- only goods of this category (and below); null for all
  amount_fen INTEGER NOT NULL,
  threshold_fen INTEGER NOT NULL DEFAULT 0,  -- order amount needed; 0 for none
  valid_from INTEGER NOT NULL,
  valid_to INTEGER NOT NULL,
  total INTEGER NOT NULL,
  per_user_limit INTEGER NOT NULL DEFAULT 1,
  created_at INTEGER NOT NULL,
  CHECK (valid_to > valid_from AND amount_fen > 0 AND total >= 0 AND per_user_limit >= 1)
);
CREATE TABLE user_coupons (
  id INTEGER PRIMARY KEY,
  coupon_id INTEGER NOT NULL REFERENCES coupons(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  received_at INTEGER NOT NULL,
  used_at INTEGER,
  order_no TEXT
);
CREATE INDEX user_coupons_user ON user_coupons(user_id, coupon_id);
CREATE INDEX user_coupons_coupon ON user_coupons(coupon_id);
`,
  },
  {
    // The coupon's name in English (lib/text.ts reads it for Accept-Language: en; '' = none yet).
    name: 'coupon-002-english',
    sql: `ALTER TABLE coupons ADD COLUMN name_en TEXT NOT NULL DEFAULT '';`,
  },
] as const;
