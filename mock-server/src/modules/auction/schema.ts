// Tables of the auction module: special sessions, auctions, bids, deposits (margins) and notices. Status is
// never stored: it follows from start_at / end_at and the server clock. end_at is the scheduled end moved by
// anti-sniping extensions (never beyond scheduled_end_at + extend_cap_ms).
export const auctionMigrations = [
  {
    name: 'auction-001',
    sql: `
CREATE TABLE auction_specials (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  title_en TEXT NOT NULL,
  theme TEXT NOT NULL,
  intro TEXT NOT NULL,
  image TEXT NOT NULL,
  category_id INTEGER REFERENCES categories(id),
  organizer TEXT NOT NULL,
  start_at INTEGER NOT NULL,            -- planned window; the auctions of the session decide the real one
  end_at INTEGER NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE auctions (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  product_id INTEGER REFERENCES products(id),
  category_id INTEGER REFERENCES categories(id),
  company_id INTEGER NOT NULL REFERENCES companies(id),   -- the seller
  special_id INTEGER REFERENCES auction_specials(id),
  image TEXT NOT NULL,
  unit TEXT NOT NULL,
  quantity TEXT NOT NULL,               -- the starting quantity (the lot), 4 decimals
  start_price_fen INTEGER NOT NULL,     -- prices are for the whole lot
  increment_fen INTEGER NOT NULL,
  margin_fen INTEGER NOT NULL,
  start_at INTEGER NOT NULL,
  scheduled_end_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  extend_window_ms INTEGER NOT NULL,
  extend_ms INTEGER NOT NULL,
  extend_cap_ms INTEGER NOT NULL,
  description TEXT NOT NULL,            -- JSON array of paragraphs
  location TEXT NOT NULL,
  delivery_terms TEXT NOT NULL,
  views INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,          -- published
  CHECK (end_at >= scheduled_end_at AND scheduled_end_at > start_at)
);
CREATE INDEX auctions_special ON auctions(special_id);
CREATE INDEX auctions_times ON auctions(start_at, end_at);
CREATE TABLE auction_bids (
  id INTEGER PRIMARY KEY,
  auction_id INTEGER NOT NULL REFERENCES auctions(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  amount_fen INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  idempotency_key TEXT UNIQUE
);
CREATE INDEX auction_bids_auction ON auction_bids(auction_id, created_at);
CREATE TABLE auction_margins (
  id INTEGER PRIMARY KEY,
  auction_id INTEGER NOT NULL REFERENCES auctions(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  status TEXT NOT NULL CHECK (status IN ('unpaid', 'pendingReview', 'approved', 'rejected')),
  contact_name TEXT NOT NULL,
  contact_phone TEXT NOT NULL,
  amount_fen INTEGER,                   -- declared payment; null while unpaid
  payment_time INTEGER,
  attachments TEXT NOT NULL DEFAULT '[]', -- JSON array of file ids (at most 3)
  remark TEXT NOT NULL DEFAULT '',
  reject_reason TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  UNIQUE (auction_id, user_id)
);
CREATE TABLE auction_notices (
  id INTEGER PRIMARY KEY,
  auction_id INTEGER NOT NULL REFERENCES auctions(id),
  title TEXT NOT NULL,
  body TEXT NOT NULL,                   -- JSON array of paragraphs
  published_at INTEGER NOT NULL
);
`,
  },
  {
    // An idempotency key is unique per user, not across users (two bidders may pick the same key). SQLite
    // cannot drop a column constraint: the table is rebuilt with its rows, ids kept.
    name: 'auction-002-idempotency-per-user',
    sql: `
CREATE TABLE auction_bids_new (
  id INTEGER PRIMARY KEY,
  auction_id INTEGER NOT NULL REFERENCES auctions(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  amount_fen INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  idempotency_key TEXT,
  UNIQUE (user_id, idempotency_key)
);
INSERT INTO auction_bids_new (id, auction_id, user_id, amount_fen, created_at, idempotency_key)
  SELECT id, auction_id, user_id, amount_fen, created_at, idempotency_key FROM auction_bids;
DROP TABLE auction_bids;
ALTER TABLE auction_bids_new RENAME TO auction_bids;
CREATE INDEX auction_bids_auction ON auction_bids(auction_id, created_at);
`,
  },
] as const;
