// Tables the catalogue adds to the core ones (companies, categories, brands, products): company profiles,
// market halls, limited-time discounts and banners. Filled by the module's seed (seed.ts).
import { LISTING_SQL } from './listing.ts';
import { SEARCH_INDEX_SQL } from './search.ts';
import { CHANGES_SQL } from './goods-index.ts';

export const catalogueMigrations = [
  {
    name: 'catalogue-001',
    sql: `
CREATE TABLE catalogue_halls (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_en TEXT NOT NULL,
  floors INTEGER NOT NULL,
  booths INTEGER NOT NULL,
  intro TEXT NOT NULL,
  industries TEXT NOT NULL,             -- comma separated level-1 category ids
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE catalogue_company_profiles (
  company_id INTEGER PRIMARY KEY REFERENCES companies(id),
  hall_id INTEGER REFERENCES catalogue_halls(id),
  booth TEXT NOT NULL DEFAULT '',       -- "国际商贸城一区 2楼 12街 10234号"
  employees INTEGER NOT NULL DEFAULT 0,
  plant_area INTEGER NOT NULL DEFAULT 0, -- square metres
  annual_output_fen INTEGER NOT NULL DEFAULT 0,
  founded_year INTEGER NOT NULL,
  certifications TEXT NOT NULL DEFAULT '[]', -- JSON array of strings
  main_market TEXT NOT NULL DEFAULT '',
  followers INTEGER NOT NULL DEFAULT 0,
  views INTEGER NOT NULL DEFAULT 0,
  recommend INTEGER NOT NULL DEFAULT 0  -- shown on the home page
);
CREATE TABLE catalogue_discounts (
  product_id INTEGER PRIMARY KEY REFERENCES products(id),
  price_fen INTEGER NOT NULL,
  starts_at INTEGER NOT NULL,
  ends_at INTEGER NOT NULL
);
CREATE TABLE catalogue_banners (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  placement TEXT NOT NULL,              -- home | showRoom | service | brand
  title TEXT NOT NULL,
  title_en TEXT NOT NULL,
  subtitle TEXT NOT NULL,
  subtitle_en TEXT NOT NULL,
  link TEXT NOT NULL,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX products_brand ON products(brand_id);
`,
  },
  {
    // English forms of the seeded texts (lib/text.ts reads them for Accept-Language: en; '' = none yet).
    name: 'catalogue-002-english',
    sql: `
ALTER TABLE companies ADD COLUMN name_en TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN shop_name_en TEXT;
ALTER TABLE companies ADD COLUMN address_en TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN registration_place_en TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN intro_en TEXT NOT NULL DEFAULT '';
ALTER TABLE companies ADD COLUMN main_products_en TEXT NOT NULL DEFAULT '';
ALTER TABLE brands ADD COLUMN intro_en TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN title_en TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN description_en TEXT NOT NULL DEFAULT '';
ALTER TABLE products ADD COLUMN specs_en TEXT NOT NULL DEFAULT '';
ALTER TABLE catalogue_halls ADD COLUMN intro_en TEXT NOT NULL DEFAULT '';
ALTER TABLE catalogue_company_profiles ADD COLUMN booth_en TEXT NOT NULL DEFAULT '';
ALTER TABLE catalogue_company_profiles ADD COLUMN main_market_en TEXT NOT NULL DEFAULT '';
ALTER TABLE catalogue_company_profiles ADD COLUMN certifications_en TEXT NOT NULL DEFAULT '';
`,
  },
  {
    // Who follows which brand (brandFollow/follow, cancel); brands.followers counts them with the seeded base.
    name: 'catalogue-003-brand-follows',
    sql: `
CREATE TABLE brand_follows (
  user_id INTEGER NOT NULL REFERENCES users(id),
  brand_id INTEGER NOT NULL REFERENCES brands(id),
  created_at INTEGER NOT NULL,
  PRIMARY KEY (user_id, brand_id)
) WITHOUT ROWID;
`,
  },
  {
    // Search at market scale: the keyword index (search.ts) and indexes for the list conditions and sorts, so
    // a multi-condition search reads index ranges, not every goods row.
    name: 'catalogue-004-search',
    sql: `${SEARCH_INDEX_SQL}
CREATE INDEX products_rank ON products((price_valid <> 0), (sales * 5 + views) DESC, id);
CREATE INDEX products_price ON products(price_fen);
CREATE INDEX products_sales ON products(sales DESC);
CREATE INDEX products_views ON products(views DESC);
CREATE INDEX products_created ON products(created_at DESC);
CREATE INDEX products_origin_province ON products(origin_province_code);
CREATE INDEX products_origin_city ON products(origin_city_code);
CREATE INDEX products_origin_county ON products(origin_county_code);
`,
  },
  {
    // The narrow listing table every list reads its conditions, count and sort from (listing.ts).
    name: 'catalogue-005-listing',
    sql: LISTING_SQL,
  },
  {
    // The log of changed goods, sellers, brands, categories and discounts the in-memory goods index follows.
    name: 'catalogue-006-changes',
    sql: CHANGES_SQL,
  },
  {
    // The seller's workbench: uploaded pictures (a JSON array of public file ids, the first the card's picture;
    // '[]' = the drawn illustrations), drafts never put on sale (off the shelf as well) and the last change.
    name: 'catalogue-007-seller-goods',
    sql: `
ALTER TABLE products ADD COLUMN pictures TEXT NOT NULL DEFAULT '[]';
ALTER TABLE products ADD COLUMN draft INTEGER NOT NULL DEFAULT 0;
ALTER TABLE products ADD COLUMN updated_at INTEGER NOT NULL DEFAULT 0;
CREATE INDEX products_company_created ON products(company_id, created_at DESC, id DESC);
`,
  },
] as const;
