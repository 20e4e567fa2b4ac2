// Deals of the trading floor (completed trades of catalogue goods, seeded) and its activity: the committed
// domain events (orders, bids, group-buy registrations, inquiries, offers) the live figures count.
export const tradingMigrations = [
  {
    name: 'trading-floor-001',
    sql: `
CREATE TABLE trading_deals (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  buyer_company_id INTEGER NOT NULL REFERENCES companies(id),
  seller_company_id INTEGER NOT NULL REFERENCES companies(id),
  quantity TEXT NOT NULL,               -- decimal string, 4 decimals
  amount_fen INTEGER NOT NULL,
  deal_at INTEGER NOT NULL
);
CREATE INDEX trading_deals_at ON trading_deals(deal_at);
`,
  },
  {
    name: 'trading-floor-002',
    sql: `
CREATE TABLE floor_activity (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('order', 'bid', 'groupbuy', 'inquiry', 'offer', 'auctionEnded')),
  ref_id INTEGER NOT NULL,              -- order, bid, group buy, inquiry or offer id; lot id when ended
  at INTEGER NOT NULL,
  user_id INTEGER,                      -- buyer, bidder, registrant, inquirer or the offer's author
  company_id INTEGER,                   -- the seller of an order
  category_id INTEGER,                  -- level-1 category of an order or an inquiry
  lot_id INTEGER,                       -- the auction of a bid
  amount_fen INTEGER                    -- order amount, bid amount
);
CREATE INDEX floor_activity_at ON floor_activity(at);
CREATE INDEX floor_activity_kind_at ON floor_activity(kind, at);
`,
  },
] as const;
