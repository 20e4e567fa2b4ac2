// Keyword search at market scale: every goods item has one search document (its titles and code, its brand,
// its three category levels and its seller's names, in zh and en). Terms of three or more characters match
// through an FTS5 trigram index (substrings, any language); Chinese terms of one or two characters, which a
// trigram cannot answer, through a table of the documents' Chinese unigrams and bigrams; other short terms
// (e.g. "S9") scan the documents. Triggers mark goods whose document may have changed, and the index catches
// up before the next search reads it, so it never answers from stale text.
import type { Db, SqlValue } from '../../db/database.ts';
import { all, one, run, transaction } from '../../db/database.ts';
import { cachedOne } from './statements.ts';

/** Marks every goods item for (re)indexing: new goods, renamed goods, brands, categories and sellers. */
export const SEARCH_INDEX_SQL = `
CREATE VIRTUAL TABLE catalogue_search USING fts5(body, tokenize = 'trigram');
CREATE TABLE catalogue_search_grams (
  gram TEXT NOT NULL,
  product_id INTEGER NOT NULL,
  PRIMARY KEY (gram, product_id)
) WITHOUT ROWID;
CREATE INDEX catalogue_search_grams_product ON catalogue_search_grams(product_id);
CREATE TABLE catalogue_search_dirty (product_id INTEGER PRIMARY KEY);
CREATE TRIGGER catalogue_search_product_insert AFTER INSERT ON products BEGIN
  INSERT OR IGNORE INTO catalogue_search_dirty (product_id) VALUES (NEW.id);
END;
CREATE TRIGGER catalogue_search_product_update
  AFTER UPDATE OF title, title_en, code, category_id, brand_id, company_id ON products BEGIN
  INSERT OR IGNORE INTO catalogue_search_dirty (product_id) VALUES (NEW.id);
END;
CREATE TRIGGER catalogue_search_product_delete AFTER DELETE ON products BEGIN
  INSERT OR IGNORE INTO catalogue_search_dirty (product_id) VALUES (OLD.id);
END;
CREATE TRIGGER catalogue_search_brand_update AFTER UPDATE OF name, name_en ON brands BEGIN
  INSERT OR IGNORE INTO catalogue_search_dirty (product_id) SELECT id FROM products WHERE brand_id = NEW.id;
END;
CREATE TRIGGER catalogue_search_company_update
  AFTER UPDATE OF name, name_en, shop_name, shop_name_en ON companies BEGIN
  INSERT OR IGNORE INTO catalogue_search_dirty (product_id) SELECT id FROM products WHERE company_id = NEW.id;
END;
CREATE TRIGGER catalogue_search_category_update AFTER UPDATE OF name, name_en ON categories BEGIN
  INSERT OR IGNORE INTO catalogue_search_dirty (product_id)
    SELECT p.id FROM products p JOIN categories c3 ON c3.id = p.category_id
      LEFT JOIN categories c2 ON c2.id = c3.parent_id
     WHERE c3.id = NEW.id OR c2.id = NEW.id OR c2.parent_id = NEW.id;
END;
INSERT OR IGNORE INTO catalogue_search_dirty (product_id) SELECT id FROM products;
`;

interface DocRow {
  id: number;
  title: string;
  title_en: string;
  code: string;
  brand: string | null;
  brand_en: string | null;
  c3: string;
  c3_en: string;
  c2: string | null;
  c2_en: string | null;
  c1: string | null;
  c1_en: string | null;
  company: string;
  company_en: string;
  shop: string | null;
  shop_en: string | null;
}

const DOC_SQL = `SELECT p.id, p.title, p.title_en, p.code, b.name AS brand, b.name_en AS brand_en,
    c3.name AS c3, c3.name_en AS c3_en, c2.name AS c2, c2.name_en AS c2_en, c1.name AS c1, c1.name_en AS c1_en,
    co.name AS company, co.name_en AS company_en, co.shop_name AS shop, co.shop_name_en AS shop_en
  FROM products p
  JOIN categories c3 ON c3.id = p.category_id
  LEFT JOIN categories c2 ON c2.id = c3.parent_id
  LEFT JOIN categories c1 ON c1.id = c2.parent_id
  LEFT JOIN brands b ON b.id = p.brand_id
  JOIN companies co ON co.id = p.company_id`;

const HAN = /\p{Script=Han}/u;
const HAN_RUNS = /\p{Script=Han}+/gu;

/** The Chinese unigrams and bigrams of a text (what one- and two-character terms are looked up by). */
export function chineseGrams(text: string): Set<string> {
  const grams = new Set<string>();
  for (const run of text.match(HAN_RUNS) ?? []) {
    const chars = [...run];
    chars.forEach((char, i) => {
      grams.add(char);
      const next = chars[i + 1];
      if (next !== undefined) grams.add(char + next);
    });
  }
  return grams;
}

function documentOf(row: DocRow): string {
  return [
    row.title,
    row.title_en,
    row.code,
    row.brand,
    row.brand_en,
    row.c3,
    row.c3_en,
    row.c2,
    row.c2_en,
    row.c1,
    row.c1_en,
    row.company,
    row.company_en,
    row.shop,
    row.shop_en,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join(' | ');
}

/** Brings the index up to the goods: re-indexes the goods marked dirty (all of them on a new database). */
export function refreshSearchIndex(db: Db): number {
  if (!cachedOne(db, 'SELECT 1 FROM catalogue_search_dirty LIMIT 1')) return 0;
  return transaction(db, () => {
    const ids = all<{ product_id: number }>(db, 'SELECT product_id FROM catalogue_search_dirty').map(
      (r) => r.product_id,
    );
    const deleteDoc = db.prepare('DELETE FROM catalogue_search WHERE rowid = ?');
    const deleteGrams = db.prepare('DELETE FROM catalogue_search_grams WHERE product_id = ?');
    const insertDoc = db.prepare('INSERT INTO catalogue_search (rowid, body) VALUES (?, ?)');
    const insertGram = db.prepare('INSERT OR IGNORE INTO catalogue_search_grams (gram, product_id) VALUES (?, ?)');
    const fresh = one<{ n: number }>(db, 'SELECT count(*) AS n FROM catalogue_search')?.n === 0;
    const docs = new Map<number, DocRow>();
    // In chunks: one IN list per thousand goods instead of one query per goods item.
    for (let i = 0; i < ids.length; i += 1000) {
      const chunk = ids.slice(i, i + 1000);
      for (const row of all<DocRow>(db, `${DOC_SQL} WHERE p.id IN (${chunk.join(', ')})`)) docs.set(row.id, row);
    }
    const indexed = db.prepare('SELECT 1 FROM catalogue_search WHERE rowid = ?');
    for (const id of ids) {
      if (!fresh && indexed.get(id)) {
        deleteDoc.run(id);
        deleteGrams.run(id);
      }
      const row = docs.get(id);
      if (!row) continue;
      const body = documentOf(row);
      insertDoc.run(id, body.toLowerCase());
      for (const gram of chineseGrams(body)) insertGram.run(gram, id);
    }
    run(db, 'DELETE FROM catalogue_search_dirty');
    // A first full index (a new or a migrated database) also gives the planner its statistics: without them
    // it takes the shelf flag for a selective condition and walks it instead of the region or brand index.
    if (fresh) db.exec('ANALYZE');
    return ids.length;
  });
}

/** An FTS5 string literal: the term as one phrase (its quotes doubled), matched as a substring. */
function ftsPhrase(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/**
 * The SQL condition (over `p`, products) that one keyword term puts on the goods: served by the trigram
 * index (3+ characters), the gram table (1-2 Chinese characters) or, for other short terms, a scan of the
 * documents (a LIKE over the index's own text, never the goods' joins).
 */
export function keywordCondition(term: string): { sql: string; args: SqlValue[] } {
  const lower = term.toLowerCase();
  const length = [...lower].length;
  if (length >= 3) {
    return {
      sql: 'p.id IN (SELECT rowid FROM catalogue_search WHERE catalogue_search MATCH ?)',
      args: [ftsPhrase(lower)],
    };
  }
  if ([...lower].every((char) => HAN.test(char))) {
    return { sql: 'p.id IN (SELECT product_id FROM catalogue_search_grams WHERE gram = ?)', args: [lower] };
  }
  const like = `%${lower.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return { sql: "p.id IN (SELECT rowid FROM catalogue_search WHERE body LIKE ? ESCAPE '\\')", args: [like] };
}
