// Tables of the auction module: special sessions, auctions, bids, deposits (margins), proxy ceilings and
// notices. Status follows from start_at / end_at and the server clock; `phase` is only the last state the
// server published (so a restart never repeats or loses a start/end event). end_at is the scheduled end moved
// by anti-sniping extensions (never beyond scheduled_end_at + extend_cap_ms). current_fen, bid_count,
// bidder_count and leader_id are kept by the bid transaction (reads never re-aggregate the bids).
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
  {
    // Kept totals, English columns, proxies, settlement and the stored answer of an idempotent bid.
    name: 'auction-003-live-bidding',
    sql: `
ALTER TABLE auctions ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE auctions ADD COLUMN description_en TEXT NOT NULL DEFAULT '[]';
ALTER TABLE auctions ADD COLUMN location_en TEXT NOT NULL DEFAULT '';
ALTER TABLE auctions ADD COLUMN delivery_terms_en TEXT NOT NULL DEFAULT '';
ALTER TABLE auctions ADD COLUMN current_fen INTEGER;            -- the top bid; null while nobody bid
ALTER TABLE auctions ADD COLUMN bid_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE auctions ADD COLUMN bidder_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE auctions ADD COLUMN leader_id INTEGER REFERENCES users(id);
ALTER TABLE auctions ADD COLUMN phase TEXT NOT NULL DEFAULT 'notStarted'
  CHECK (phase IN ('notStarted', 'inProgress', 'ended'));
ALTER TABLE auctions ADD COLUMN winner_id INTEGER REFERENCES users(id);
ALTER TABLE auctions ADD COLUMN winner_fen INTEGER;
ALTER TABLE auctions ADD COLUMN settled_at INTEGER;
CREATE INDEX auctions_phase ON auctions(phase, end_at);
UPDATE auctions SET
  current_fen = (SELECT MAX(amount_fen) FROM auction_bids b WHERE b.auction_id = auctions.id),
  bid_count = (SELECT COUNT(*) FROM auction_bids b WHERE b.auction_id = auctions.id),
  bidder_count = (SELECT COUNT(DISTINCT user_id) FROM auction_bids b WHERE b.auction_id = auctions.id),
  leader_id = (SELECT user_id FROM auction_bids b WHERE b.auction_id = auctions.id
                ORDER BY amount_fen DESC, created_at, id LIMIT 1);
-- One row per bidder of a lot, kept by the bid transaction: the ranking and "my" figures without a scan.
CREATE TABLE auction_bidders (
  auction_id INTEGER NOT NULL REFERENCES auctions(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  best_fen INTEGER NOT NULL,
  best_at INTEGER NOT NULL,
  best_bid_id INTEGER NOT NULL,
  last_fen INTEGER NOT NULL,
  last_at INTEGER NOT NULL,
  bid_count INTEGER NOT NULL,
  PRIMARY KEY (auction_id, user_id)
);
CREATE INDEX auction_bidders_rank ON auction_bidders(auction_id, best_fen DESC, best_at, best_bid_id);
INSERT INTO auction_bidders (auction_id, user_id, best_fen, best_at, best_bid_id, last_fen, last_at, bid_count)
  SELECT b.auction_id, b.user_id,
    (SELECT amount_fen FROM auction_bids x WHERE x.auction_id = b.auction_id AND x.user_id = b.user_id
      ORDER BY amount_fen DESC, created_at, id LIMIT 1),
    (SELECT created_at FROM auction_bids x WHERE x.auction_id = b.auction_id AND x.user_id = b.user_id
      ORDER BY amount_fen DESC, created_at, id LIMIT 1),
    (SELECT id FROM auction_bids x WHERE x.auction_id = b.auction_id AND x.user_id = b.user_id
      ORDER BY amount_fen DESC, created_at, id LIMIT 1),
    (SELECT amount_fen FROM auction_bids x WHERE x.auction_id = b.auction_id AND x.user_id = b.user_id
      ORDER BY created_at DESC, id DESC LIMIT 1),
    MAX(b.created_at), COUNT(*)
  FROM auction_bids b GROUP BY b.auction_id, b.user_id;
ALTER TABLE auction_bids ADD COLUMN proxy INTEGER NOT NULL DEFAULT 0;
ALTER TABLE auction_bids ADD COLUMN answer TEXT;                -- the JSON answer a retried key gets again
CREATE INDEX auction_bids_user ON auction_bids(user_id, auction_id);
CREATE TABLE auction_proxies (
  auction_id INTEGER NOT NULL REFERENCES auctions(id),
  user_id INTEGER NOT NULL REFERENCES users(id),
  ceiling_fen INTEGER NOT NULL,
  set_at INTEGER NOT NULL,
  PRIMARY KEY (auction_id, user_id)
);
ALTER TABLE auction_margins ADD COLUMN auto_approve_at INTEGER;
CREATE INDEX auction_margins_review ON auction_margins(status, auto_approve_at);
ALTER TABLE auction_specials ADD COLUMN theme_en TEXT NOT NULL DEFAULT '';
ALTER TABLE auction_specials ADD COLUMN intro_en TEXT NOT NULL DEFAULT '';
ALTER TABLE auction_specials ADD COLUMN organizer_en TEXT NOT NULL DEFAULT '';
ALTER TABLE auction_notices ADD COLUMN kind TEXT NOT NULL DEFAULT 'notice' CHECK (kind IN ('notice', 'result'));
ALTER TABLE auction_notices ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE auction_notices ADD COLUMN body_en TEXT NOT NULL DEFAULT '[]';
ALTER TABLE auction_notices ADD COLUMN winner_id INTEGER REFERENCES users(id);
ALTER TABLE auction_notices ADD COLUMN amount_fen INTEGER;
CREATE UNIQUE INDEX auction_notices_result ON auction_notices(auction_id) WHERE kind = 'result';
`,
  },
  {
    // The seeded reasons of rejected deposits in English (an operator's own reason stays in reject_reason).
    name: 'auction-004-reject-reason-en',
    sql: `ALTER TABLE auction_margins ADD COLUMN reject_reason_en TEXT;`,
  },
  {
    // Settlement at the end (settlement.ts): the winner's order (the trade module's id) and, per deposit, whether
    // it was applied to that order or released, and when. Written in the transaction that ends the lot, so a
    // lot is settled exactly once.
    name: 'auction-005-settlement',
    sql: `
ALTER TABLE auctions ADD COLUMN order_id INTEGER;
ALTER TABLE auctions ADD COLUMN order_no TEXT;
ALTER TABLE auction_margins ADD COLUMN settlement TEXT CHECK (settlement IN ('applied', 'released'));
ALTER TABLE auction_margins ADD COLUMN settled_at INTEGER;
`,
  },
] as const;
