// Tables of the points module: the points goods, each user's points account and the exchanges. CHECKs keep a
// balance and a stock from ever going below zero, whatever a write tries; an exchange keeps a copy of its address.
export const pointsMigrations = [
  {
    name: 'points-001',
    sql: `
CREATE TABLE points_goods (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_en TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL,
  points INTEGER NOT NULL CHECK (points > 0),
  market_price_fen INTEGER NOT NULL CHECK (market_price_fen >= 0),
  stock INTEGER NOT NULL CHECK (stock >= 0),
  per_user_limit INTEGER NOT NULL DEFAULT 1 CHECK (per_user_limit >= 1),
  on_shelf INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX points_goods_shelf ON points_goods(on_shelf, category, points);
CREATE TABLE points_accounts (
  user_id INTEGER PRIMARY KEY REFERENCES users(id),
  balance INTEGER NOT NULL CHECK (balance >= 0),
  spent INTEGER NOT NULL DEFAULT 0 CHECK (spent >= 0)
);
CREATE TABLE points_exchanges (
  id INTEGER PRIMARY KEY,
  exchange_no TEXT NOT NULL UNIQUE,
  user_id INTEGER NOT NULL REFERENCES users(id),
  goods_id INTEGER NOT NULL REFERENCES points_goods(id),
  quantity INTEGER NOT NULL CHECK (quantity >= 1),
  points INTEGER NOT NULL CHECK (points >= 0),
  request_id TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  UNIQUE (user_id, request_id)
);
CREATE INDEX points_exchanges_user ON points_exchanges(user_id, created_at);
CREATE INDEX points_exchanges_goods ON points_exchanges(goods_id, user_id);
`,
  },
  {
    // Where an exchange of posted goods goes: a copy of the chosen address (not a reference), so a later edit
    // or deletion of the address does not move a parcel already promised. NULL for service vouchers.
    name: 'points-002',
    sql: `
ALTER TABLE points_exchanges ADD COLUMN consignee_name TEXT;
ALTER TABLE points_exchanges ADD COLUMN consignee_mobile TEXT;
ALTER TABLE points_exchanges ADD COLUMN province_code TEXT;
ALTER TABLE points_exchanges ADD COLUMN city_code TEXT;
ALTER TABLE points_exchanges ADD COLUMN county_code TEXT;
ALTER TABLE points_exchanges ADD COLUMN detail_address TEXT;
`,
  },
] as const;
