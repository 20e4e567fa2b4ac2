// Deals of the trading floor: completed trades of catalogue goods, the source of its figures.
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
] as const;
