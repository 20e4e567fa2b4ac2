// The goods' listing table: the narrow columns every list filters and sorts on (no titles, texts or specs),
// kept by triggers in step with products, clustered by category so a category's goods lie together. A list
// reads its conditions, count and sort here and fetches whole rows only for the page's twenty cards.

/** The products columns the listing copies (and whose change re-lists the goods item). */
const LISTED_COLUMNS = `id, category_id, brand_id, company_id, source, unit, price_fen, price_needs_apply, price_valid,
  off_shelf, discount, stock, min_order, origin_province_code, origin_city_code, origin_county_code, sales, views,
  created_at`;

/** Stock and minimum order are decimal strings: compared as numbers, as the spot list always did. */
function spotOf(row: string): string {
  return `CAST(${row}.stock AS REAL) >= CAST(${row}.min_order AS REAL)`;
}

function listingValues(row: string): string {
  return `VALUES (${row}.category_id, ${row}.id, ${row}.brand_id, ${row}.company_id, ${row}.source, ${row}.unit,
    ${row}.price_fen, ${row}.price_needs_apply, ${row}.price_valid, ${row}.off_shelf, ${row}.discount, ${spotOf(row)},
    ${row}.origin_province_code, ${row}.origin_city_code, ${row}.origin_county_code, ${row}.sales, ${row}.views,
    ${row}.created_at)`;
}

export const LISTING_SQL = `
CREATE TABLE catalogue_listing (
  category_id INTEGER NOT NULL,
  id INTEGER NOT NULL,                  -- products.id
  brand_id INTEGER,
  company_id INTEGER NOT NULL,
  source TEXT NOT NULL,
  unit TEXT NOT NULL,
  price_fen INTEGER NOT NULL,
  price_needs_apply INTEGER NOT NULL,
  price_valid INTEGER NOT NULL,
  off_shelf INTEGER NOT NULL,
  discount INTEGER NOT NULL,
  spot INTEGER NOT NULL,                -- 1 when the stock covers the minimum order (spot goods)
  origin_province_code TEXT,
  origin_city_code TEXT,
  origin_county_code TEXT,
  sales INTEGER NOT NULL,
  views INTEGER NOT NULL,
  created_at INTEGER NOT NULL,
  PRIMARY KEY (category_id, id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX catalogue_listing_id ON catalogue_listing(id);
CREATE INDEX catalogue_listing_rank ON catalogue_listing((price_valid <> 0), (sales * 5 + views) DESC, id);
CREATE INDEX catalogue_listing_price ON catalogue_listing(price_fen);
CREATE INDEX catalogue_listing_sales ON catalogue_listing(sales DESC, id);
CREATE INDEX catalogue_listing_views ON catalogue_listing(views DESC, id);
CREATE INDEX catalogue_listing_created ON catalogue_listing(created_at DESC, id DESC);
CREATE INDEX catalogue_listing_brand ON catalogue_listing(brand_id);
CREATE INDEX catalogue_listing_company ON catalogue_listing(company_id);
CREATE INDEX catalogue_listing_province ON catalogue_listing(origin_province_code);
CREATE INDEX catalogue_listing_city ON catalogue_listing(origin_city_code);
CREATE INDEX catalogue_listing_county ON catalogue_listing(origin_county_code);
CREATE TRIGGER catalogue_listing_insert AFTER INSERT ON products BEGIN
  INSERT INTO catalogue_listing ${listingValues('NEW')};
END;
CREATE TRIGGER catalogue_listing_update AFTER UPDATE OF ${LISTED_COLUMNS} ON products BEGIN
  DELETE FROM catalogue_listing WHERE id = OLD.id;
  INSERT INTO catalogue_listing ${listingValues('NEW')};
END;
CREATE TRIGGER catalogue_listing_delete AFTER DELETE ON products BEGIN
  DELETE FROM catalogue_listing WHERE id = OLD.id;
END;
INSERT INTO catalogue_listing
  SELECT p.category_id, p.id, p.brand_id, p.company_id, p.source, p.unit, p.price_fen, p.price_needs_apply,
         p.price_valid, p.off_shelf, p.discount, ${spotOf('p')}, p.origin_province_code, p.origin_city_code,
         p.origin_county_code, p.sales, p.views, p.created_at
    FROM products p;
`;
