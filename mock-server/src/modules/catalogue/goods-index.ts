// The goods in memory for the lists: per goods item its list columns in typed arrays (category path, price,
// region, sales...) and its card texts, per category (each level) and sort the items pre-sorted. A list walks
// its category's array in the asked order, tests the other conditions per item, counts every match and keeps
// the page's items: no SQL and no row reads per request, where the SQL path paid ~1 ms sorting and counting
// the listing and reading twenty random goods rows at market scale.
//
// Built on the first list, then kept in step with the database through catalogue_changes (a log the tables'
// triggers fill, schema.ts): before answering, the index reads the changes committed since it last looked and
// reloads those goods (or the small company, brand, category and discount maps). It answers only outside a
// transaction, from committed data; inside one the SQL path answers (products.ts), so an open write never
// leaks into the index nor is missed when it rolls back.
import type { StatementSync } from 'node:sqlite';
import type { Db, SqlValue } from '../../db/database.ts';
import type { ProductCard, ProductSort, ProductSource } from '@portal/contracts/entities/catalogue';
import { PRODUCT_SOURCES, PRODUCT_UNITS } from '@portal/contracts/entities/catalogue';
import type { Lang } from '@portal/contracts/envelope';
import { dataStamp } from './read-cache.ts';
import { loadCategories, type CategoryIndex } from './categories.ts';
import { cachedAll, cachedOne } from './statements.ts';

/** The change log the index follows: one row per changed goods item (p), company (c), brand (b), category (k)
 * or discount (d); the oldest rows go as new ones come (an index that fell further behind rebuilds). */
export const CHANGES_SQL = `
CREATE TABLE catalogue_changes (seq INTEGER PRIMARY KEY, kind TEXT NOT NULL, ref INTEGER NOT NULL);
CREATE TRIGGER catalogue_changes_prune AFTER INSERT ON catalogue_changes WHEN NEW.seq % 512 = 0 BEGIN
  DELETE FROM catalogue_changes WHERE seq <= NEW.seq - ${4096};
END;
CREATE TRIGGER catalogue_changes_product_insert AFTER INSERT ON products BEGIN
  INSERT INTO catalogue_changes (kind, ref) VALUES ('p', NEW.id);
END;
CREATE TRIGGER catalogue_changes_product_update AFTER UPDATE ON products BEGIN
  INSERT INTO catalogue_changes (kind, ref) VALUES ('p', NEW.id);
  INSERT INTO catalogue_changes (kind, ref) SELECT 'p', OLD.id WHERE OLD.id <> NEW.id;
END;
CREATE TRIGGER catalogue_changes_product_delete AFTER DELETE ON products BEGIN
  INSERT INTO catalogue_changes (kind, ref) VALUES ('p', OLD.id);
END;
${['INSERT', 'DELETE', 'UPDATE OF name, name_en, shop_name, shop_name_en, kind, audit_status']
  .map(
    (event, i) => `CREATE TRIGGER catalogue_changes_company_${i} AFTER ${event} ON companies BEGIN
  INSERT INTO catalogue_changes (kind, ref) VALUES ('c', 0);
END;`,
  )
  .join('\n')}
${['INSERT', 'DELETE', 'UPDATE OF name, name_en']
  .map(
    (event, i) => `CREATE TRIGGER catalogue_changes_brand_${i} AFTER ${event} ON brands BEGIN
  INSERT INTO catalogue_changes (kind, ref) VALUES ('b', 0);
END;`,
  )
  .join('\n')}
${['INSERT', 'DELETE', 'UPDATE']
  .map(
    (event, i) => `CREATE TRIGGER catalogue_changes_category_${i} AFTER ${event} ON categories BEGIN
  INSERT INTO catalogue_changes (kind, ref) VALUES ('k', 0);
END;
CREATE TRIGGER catalogue_changes_discount_${i} AFTER ${event} ON catalogue_discounts BEGIN
  INSERT INTO catalogue_changes (kind, ref) VALUES ('d', 0);
END;`,
  )
  .join('\n')}
`;

/** More changed goods than this at once (a bulk load): rebuilding is cheaper than moving each item. */
const REBUILD_AFTER = 2000;
/** Category path depth kept per item (the tree has three levels; one spare). */
const DEPTH = 4;

/** The goods columns the index reads, in this order (rows are read as arrays: a 50,000-row build then makes no
 * object per row). Stock and minimum order are compared as numbers, as the listing's spot column does. */
const GOODS_SELECT = `SELECT id, category_id, brand_id, company_id, source, unit, price_fen, market_price_fen,
  price_needs_apply, price_valid, off_shelf, discount, CAST(stock AS REAL) >= CAST(min_order AS REAL) AS spot,
  origin_province_code, origin_city_code, origin_county_code, sales, views, created_at, code, title, title_en,
  image, stock, min_order FROM products`;
type GoodsValues = readonly (number | string | null)[];

/** The index's own statements per connection, reading arrays (not shared: the setting is the statement's). */
/** How many kept card JSON variants a goods slot has (goods-json.ts cardBytes keys: slot * CARD_VARIANTS +
 * variant), all dropped when the goods item changes. */
export const CARD_VARIANTS = 16;

const goodsStatements = new WeakMap<Db, { every: StatementSync; some: StatementSync }>();
function goodsRows(db: Db, ids?: readonly number[]): GoodsValues[] {
  let statements = goodsStatements.get(db);
  if (!statements) {
    statements = {
      every: db.prepare(`${GOODS_SELECT} ORDER BY id`),
      some: db.prepare(`${GOODS_SELECT} WHERE id IN (SELECT value FROM json_each(?))`),
    };
    statements.every.setReturnArrays(true);
    statements.some.setReturnArrays(true);
    goodsStatements.set(db, statements);
  }
  return (ids ? statements.some.all(JSON.stringify(ids)) : statements.every.all()) as unknown as GoodsValues[];
}

export interface CompanyInfo {
  name: string;
  nameEn: string;
  shopName: string | null;
  shopNameEn: string | null;
  kind: ProductCard['companyKind'];
}

interface Discount {
  priceFen: number;
  startsAt: number;
  endsAt: number;
}

/** The sorts an index keeps arrays for; the price sorts put hidden prices last at walk time. */
type SortKind = 'default' | 'priceAsc' | 'priceDesc' | 'salesDesc' | 'viewsDesc' | 'newest';
const SORT_KINDS: readonly SortKind[] = ['default', 'priceAsc', 'priceDesc', 'salesDesc', 'viewsDesc', 'newest'];

/** One sorted list: the slots of a category's goods (0: all goods) in one sort's order. */
interface SortedList {
  slots: Int32Array;
  length: number;
}

const EMPTY_LIST: SortedList = { slots: new Int32Array(0), length: 0 };

/** The array with room for `size` values (the same values first). */
function grow<T extends Int32Array | Float64Array | Uint8Array>(array: T, size: number): T {
  if (array.length >= size) return array;
  const next = new (array.constructor as new (n: number) => T)(size);
  next.set(array);
  return next;
}

/** What a list asks of the index: the caller's conditions, resolved to the index's codes. */
export interface IndexQuery {
  /** A category of any level (its subtree), or undefined for all goods. */
  categoryId?: number | undefined;
  brandId?: number | undefined;
  companyId?: number | undefined;
  source?: ProductSource | undefined;
  unit?: ProductCard['unit'] | undefined;
  /** In fen; a price range takes only goods whose price the caller may see. */
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  regionCode?: string | undefined;
  /** true: only a discount running now; false: none running. */
  discount?: boolean | undefined;
  sort?: ProductSort | undefined;
  /** Scope: these sources only, spot goods only, off-shelf goods too. */
  sources?: readonly ProductSource[] | undefined;
  spot?: boolean | undefined;
  includeOffShelf?: boolean | undefined;
  offset: number;
  limit: number;
}

/** Whose prices the caller sees: everything (operator), its own company's, and what it was granted. */
export interface PriceSight {
  all: boolean;
  companyId: number;
  productIds: ReadonlySet<number>;
}

export class GoodsIndex {
  /** dataStamp at the last sync: while it holds, nothing changed. */
  stamp = '';
  /** The last change applied (catalogue_changes.seq). */
  seq = 0;
  /** Card JSON kept per slot and reading (goods-json.ts): dropped for a changed slot, all of it when the
   * company, brand or discount maps change. */
  readonly cards = new Map<number, Buffer>();
  categories!: CategoryIndex;

  count = 0;
  readonly slotOf = new Map<number, number>();
  id = new Int32Array(0);
  category = new Int32Array(0);
  path = new Int32Array(0);
  brand = new Int32Array(0);
  company = new Int32Array(0);
  source = new Uint8Array(0);
  unit = new Uint8Array(0);
  price = new Float64Array(0);
  marketPrice = new Float64Array(0);
  needsApply = new Uint8Array(0);
  priceValid = new Float64Array(0);
  offShelf = new Uint8Array(0);
  discount = new Uint8Array(0);
  spot = new Uint8Array(0);
  province = new Int32Array(0);
  city = new Int32Array(0);
  county = new Int32Array(0);
  sales = new Float64Array(0);
  views = new Float64Array(0);
  created = new Float64Array(0);
  alive = new Uint8Array(0);
  code: string[] = [];
  title: string[] = [];
  titleEn: string[] = [];
  image: string[] = [];
  stock: string[] = [];
  minOrder: string[] = [];
  provinceCode: string[] = [];
  cityCode: string[] = [];
  countyCode: string[] = [];

  companies = new Map<number, CompanyInfo>();
  /** 1 for a company whose goods are listed (audit passed), by company id. */
  listedFlags = new Uint8Array(0);
  brands = new Map<number, { name: string; nameEn: string }>();
  discounts = new Map<number, Discount>();

  /** Region codes as small numbers (a code the goods never carry has none, so matches nothing). */
  readonly regionIds = new Map<string, number>();
  readonly lists = new Map<string, SortedList>();

  regionId(code: string | null): number {
    if (code === null) return -1;
    let id = this.regionIds.get(code);
    if (id === undefined) {
      id = this.regionIds.size;
      this.regionIds.set(code, id);
    }
    return id;
  }

  /** Room for `size` goods in every column (one capacity for all, so one check covers them). */
  reserve(size: number): void {
    if (size <= this.alive.length) return;
    const capacity = Math.max(size, this.alive.length * 2, 1024);
    this.growTo(capacity);
  }

  private growTo(size: number): void {
    this.id = grow(this.id, size);
    this.category = grow(this.category, size);
    this.path = grow(this.path, size * DEPTH);
    this.brand = grow(this.brand, size);
    this.company = grow(this.company, size);
    this.source = grow(this.source, size);
    this.unit = grow(this.unit, size);
    this.price = grow(this.price, size);
    this.marketPrice = grow(this.marketPrice, size);
    this.needsApply = grow(this.needsApply, size);
    this.priceValid = grow(this.priceValid, size);
    this.offShelf = grow(this.offShelf, size);
    this.discount = grow(this.discount, size);
    this.spot = grow(this.spot, size);
    this.province = grow(this.province, size);
    this.city = grow(this.city, size);
    this.county = grow(this.county, size);
    this.sales = grow(this.sales, size);
    this.views = grow(this.views, size);
    this.created = grow(this.created, size);
    this.alive = grow(this.alive, size);
  }

  /** Writes a goods row (GOODS_SELECT's columns) into its slot (a new one for a new item). */
  put(row: GoodsValues): number {
    const num = (at: number) => Number(row[at] ?? 0);
    const text = (at: number) => (row[at] ?? null) as string | null;
    const id = num(0);
    let slot = this.slotOf.get(id);
    if (slot === undefined) {
      slot = this.count;
      this.count += 1;
      if (this.count > this.alive.length) this.reserve(this.count);
      this.slotOf.set(id, slot);
    }
    this.id[slot] = id;
    this.category[slot] = num(1);
    this.writePath(slot);
    this.brand[slot] = row[2] === null ? -1 : num(2);
    this.company[slot] = num(3);
    this.source[slot] = PRODUCT_SOURCES.indexOf(text(4) as ProductSource);
    this.unit[slot] = PRODUCT_UNITS.indexOf(text(5) as ProductCard['unit']);
    this.price[slot] = num(6);
    this.marketPrice[slot] = num(7);
    // 0 shown, 1 after an application, 2 negotiable (products.price_needs_apply).
    this.needsApply[slot] = Math.min(num(8), 2);
    this.priceValid[slot] = num(9);
    this.offShelf[slot] = num(10) !== 0 ? 1 : 0;
    this.discount[slot] = num(11) === 1 ? 1 : 0;
    this.spot[slot] = num(12) === 1 ? 1 : 0;
    this.province[slot] = this.regionId(text(13));
    this.city[slot] = this.regionId(text(14));
    this.county[slot] = this.regionId(text(15));
    this.sales[slot] = num(16);
    this.views[slot] = num(17);
    this.created[slot] = num(18);
    this.alive[slot] = 1;
    this.code[slot] = text(19) ?? '';
    this.title[slot] = text(20) ?? '';
    this.titleEn[slot] = text(21) ?? '';
    this.image[slot] = text(22) ?? '';
    this.stock[slot] = text(23) ?? '';
    this.minOrder[slot] = text(24) ?? '';
    this.provinceCode[slot] = text(13) ?? '';
    this.cityCode[slot] = text(14) ?? '';
    this.countyCode[slot] = text(15) ?? '';
    return slot;
  }

  /** The category path of a slot (root first, 0 past its end), from the category tree. */
  writePath(slot: number): void {
    const path = this.categories.path(this.category[slot] ?? 0);
    for (let level = 0; level < DEPTH; level += 1) this.path[slot * DEPTH + level] = path[level]?.id ?? 0;
  }

  /** Negative when slot a comes first in `sort` (the SQL path's ORDER BY without the hidden-price key). */
  compare(sort: SortKind, a: number, b: number): number {
    const byId = (this.id[a] ?? 0) - (this.id[b] ?? 0);
    switch (sort) {
      case 'priceAsc':
        return (this.price[a] ?? 0) - (this.price[b] ?? 0) || byId;
      case 'priceDesc':
        return (this.price[b] ?? 0) - (this.price[a] ?? 0) || byId;
      case 'salesDesc':
        return (this.sales[b] ?? 0) - (this.sales[a] ?? 0) || byId;
      case 'viewsDesc':
        return (this.views[b] ?? 0) - (this.views[a] ?? 0) || byId;
      case 'newest':
        return (this.created[b] ?? 0) - (this.created[a] ?? 0) || -byId;
      default: {
        // Comprehensive: goods with a valid price first, then by popularity.
        const invalid = (this.priceValid[a] !== 0 ? 1 : 0) - (this.priceValid[b] !== 0 ? 1 : 0);
        return invalid || this.rank(b) - this.rank(a) || byId;
      }
    }
  }

  private rank(slot: number): number {
    return (this.sales[slot] ?? 0) * 5 + (this.views[slot] ?? 0);
  }

  /** The sorts whose lists are made (all categories' at once). */
  private readonly sorted = new Set<SortKind>();

  /** The slots of a category's goods in one sort's order (kept in step with every change). */
  list(node: number, sort: SortKind): SortedList {
    if (!this.sorted.has(sort)) this.sortAll(sort);
    return this.lists.get(`${node}:${sort}`) ?? EMPTY_LIST;
  }

  /**
   * Every category's list of one sort, made on the sort's first use: all goods sorted once, then handed out in
   * that order to the list of all goods and to each category on their path (no sort per category).
   */
  private sortAll(sort: SortKind): void {
    const all: number[] = [];
    for (let slot = 0; slot < this.count; slot += 1) if (this.alive[slot] === 1) all.push(slot);
    const order = Int32Array.from(all).sort((a, b) => this.compare(sort, a, b));
    const sizes = new Map<number, number>([[0, order.length]]);
    for (const slot of order) {
      for (let level = 0; level < DEPTH; level += 1) {
        const node = this.path[slot * DEPTH + level] ?? 0;
        if (node !== 0) sizes.set(node, (sizes.get(node) ?? 0) + 1);
      }
    }
    const lists = new Map<number, SortedList>();
    for (const [node, size] of sizes) {
      const list = { slots: new Int32Array(size), length: 0 };
      lists.set(node, list);
      this.lists.set(`${node}:${sort}`, list);
    }
    const everything = lists.get(0) ?? { slots: new Int32Array(0), length: 0 };
    for (const slot of order) {
      everything.slots[everything.length++] = slot;
      for (let level = 0; level < DEPTH; level += 1) {
        const list = lists.get(this.path[slot * DEPTH + level] ?? 0);
        if (list && list !== everything) list.slots[list.length++] = slot;
      }
    }
    this.sorted.add(sort);
  }

  /** The lists a slot belongs to (its category path and the list of all goods), of the sorts made; a
   * category's first goods item gets its lists. */
  private listsOf(slot: number): { list: SortedList; sort: SortKind }[] {
    const nodes = [0];
    for (let level = 0; level < DEPTH; level += 1) {
      const node = this.path[slot * DEPTH + level] ?? 0;
      if (node !== 0) nodes.push(node);
    }
    const found: { list: SortedList; sort: SortKind }[] = [];
    for (const sort of this.sorted) {
      for (const node of nodes) {
        const key = `${node}:${sort}`;
        let list = this.lists.get(key);
        if (!list) {
          list = { slots: new Int32Array(16), length: 0 };
          this.lists.set(key, list);
        }
        found.push({ list, sort });
      }
    }
    return found;
  }

  /** Takes a slot out of its sorted lists (before its values change). */
  unlist(slot: number): void {
    if (this.alive[slot] !== 1) return;
    for (const { list } of this.listsOf(slot)) {
      const at = list.slots.subarray(0, list.length).indexOf(slot);
      if (at < 0) continue;
      list.slots.copyWithin(at, at + 1, list.length);
      list.length -= 1;
    }
  }

  /** Puts a slot into its sorted lists at its place (after its values changed). */
  relist(slot: number): void {
    if (this.alive[slot] !== 1) return;
    for (const { list, sort } of this.listsOf(slot)) {
      let low = 0;
      let high = list.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (this.compare(sort, list.slots[mid] ?? 0, slot) < 0) low = mid + 1;
        else high = mid;
      }
      if (list.length >= list.slots.length) {
        const wider = new Int32Array(Math.max(16, list.slots.length * 2));
        wider.set(list.slots);
        list.slots = wider;
      }
      list.slots.copyWithin(low + 1, low, list.length);
      list.slots[low] = slot;
      list.length += 1;
    }
  }

  /** Whether the caller sees the price of a slot (the SQL path's canSeePriceSql). */
  sees(slot: number, sight: PriceSight | null): boolean {
    if (this.needsApply[slot] === 0) return true;
    if (!sight) return false;
    return sight.all || this.company[slot] === sight.companyId || sight.productIds.has(this.id[slot] ?? 0);
  }

  /** A limited-time discount of the slot running at `now`. */
  running(slot: number, now: number): Discount | undefined {
    if (this.discount[slot] !== 1) return undefined;
    const found = this.discounts.get(this.id[slot] ?? 0);
    return found && found.startsAt <= now && found.endsAt > now ? found : undefined;
  }

  /** Every goods item matching `query`, counted, and the page's slots in order. */
  search(query: IndexQuery, sight: PriceSight | null, now: number): { total: number; slots: number[] } {
    const node = query.categoryId ?? 0;
    if (node !== 0 && !this.categories.byId.has(node)) return { total: 0, slots: [] };
    const sort: SortKind = query.sort && SORT_KINDS.includes(query.sort) ? query.sort : 'default';
    const list = this.list(node, sort);
    const priced = query.priceMin !== undefined || query.priceMax !== undefined;
    const min = query.priceMin ?? Number.NEGATIVE_INFINITY;
    const max = query.priceMax ?? Number.POSITIVE_INFINITY;
    const sources =
      query.sources && query.sources.length > 0 ? query.sources.map((s) => PRODUCT_SOURCES.indexOf(s)) : null;
    const source = query.source === undefined ? -1 : PRODUCT_SOURCES.indexOf(query.source);
    const unit = query.unit === undefined ? -1 : PRODUCT_UNITS.indexOf(query.unit);
    const brand = query.brandId ?? -2;
    const company = query.companyId ?? -2;
    const code = query.regionCode;
    const regions =
      code === undefined ? null : code.length === 2 ? this.province : code.length === 4 ? this.city : this.county;
    const region = code === undefined ? -1 : (this.regionIds.get(code) ?? -3);
    const discount = query.discount;
    const includeOff = query.includeOffShelf === true;
    const spot = query.spot === true;

    // The arrays in locals and the conditions in one function: the walk tests ~1,000 goods per list.
    const offShelf = this.offShelf;
    const companyOf = this.company;
    const listed = this.listedFlags;
    const sourceOf = this.source;
    const spotOf = this.spot;
    const brandOf = this.brand;
    const unitOf = this.unit;
    const priceOf = this.price;
    const needsApply = this.needsApply;
    const matches = (slot: number): boolean => {
      if (!includeOff && offShelf[slot] === 1) return false;
      const seller = companyOf[slot] ?? 0;
      if (listed[seller] !== 1) return false;
      if (priced) {
        // A price the caller may not see never takes part in a price filter (it would leak the price).
        const price = priceOf[slot] ?? 0;
        if (price < min || price > max) return false;
        if (needsApply[slot] !== 0 && !this.sees(slot, sight)) return false;
      }
      if (regions !== null && regions[slot] !== region) return false;
      if (brand !== -2 && brandOf[slot] !== brand) return false;
      if (company !== -2 && seller !== company) return false;
      if (source !== -1 && sourceOf[slot] !== source) return false;
      if (unit !== -1 && unitOf[slot] !== unit) return false;
      if (spot && spotOf[slot] !== 1) return false;
      if (sources !== null && !sources.includes(sourceOf[slot] ?? -1)) return false;
      if (discount !== undefined && (this.running(slot, now) !== undefined) !== discount) return false;
      return true;
    };

    const from = query.offset;
    const to = query.offset + query.limit;
    const page: number[] = [];
    let total = 0;
    // The price sorts put goods whose price the caller may not see last, whatever the direction; with a price
    // range every match is visible.
    const hiddenLast = (sort === 'priceAsc' || sort === 'priceDesc') && !priced;
    const { slots, length } = list;
    if (!hiddenLast) {
      for (let i = 0; i < length; i += 1) {
        const slot = slots[i] ?? 0;
        if (!matches(slot)) continue;
        if (total >= from && total < to) page.push(slot);
        total += 1;
      }
      return { total, slots: page };
    }
    let shown = 0;
    for (let i = 0; i < length; i += 1) {
      const slot = slots[i] ?? 0;
      if (!matches(slot)) continue;
      total += 1;
      if (!this.sees(slot, sight)) continue;
      if (shown >= from && shown < to) page.push(slot);
      shown += 1;
    }
    if (page.length < query.limit && to > shown) {
      // The page reaches past the visible goods: the hidden ones follow in the same order.
      let hidden = shown;
      for (let i = 0; i < length && hidden < to; i += 1) {
        const slot = slots[i] ?? 0;
        if (!matches(slot) || this.sees(slot, sight)) continue;
        if (hidden >= from) page.push(slot);
        hidden += 1;
      }
    }
    return { total, slots: page };
  }
}

const indexes = new WeakMap<Db, GoodsIndex>();

function loadMaps(db: Db, index: GoodsIndex, kinds: { c?: boolean; b?: boolean; d?: boolean }): void {
  if (kinds.c) {
    index.companies.clear();
    const listed: number[] = [];
    for (const row of cachedAll<{
      id: number;
      name: string;
      name_en: string;
      shop_name: string | null;
      shop_name_en: string | null;
      kind: ProductCard['companyKind'];
      audit_status: string;
    }>(db, 'SELECT id, name, name_en, shop_name, shop_name_en, kind, audit_status FROM companies')) {
      index.companies.set(row.id, {
        name: row.name,
        nameEn: row.name_en,
        shopName: row.shop_name,
        shopNameEn: row.shop_name_en,
        kind: row.kind,
      });
      if (row.audit_status === 'auditPass') listed.push(row.id);
    }
    index.listedFlags = new Uint8Array(listed.reduce((top, id) => Math.max(top, id), 0) + 1);
    for (const id of listed) index.listedFlags[id] = 1;
  }
  if (kinds.b) {
    index.brands.clear();
    for (const row of cachedAll<{ id: number; name: string; name_en: string }>(
      db,
      'SELECT id, name, name_en FROM brands',
    )) {
      index.brands.set(row.id, { name: row.name, nameEn: row.name_en });
    }
  }
  if (kinds.d) {
    index.discounts.clear();
    for (const row of cachedAll<{ product_id: number; price_fen: number; starts_at: number; ends_at: number }>(
      db,
      'SELECT product_id, price_fen, starts_at, ends_at FROM catalogue_discounts',
    )) {
      index.discounts.set(row.product_id, { priceFen: row.price_fen, startsAt: row.starts_at, endsAt: row.ends_at });
    }
  }
}

function build(db: Db): GoodsIndex {
  const index = new GoodsIndex();
  // The log's position first: a change committed while the goods are read is then applied again (harmless).
  index.seq = cachedOne<{ n: number | null }>(db, 'SELECT max(seq) AS n FROM catalogue_changes')?.n ?? 0;
  index.categories = loadCategories(db);
  loadMaps(db, index, { c: true, b: true, d: true });
  const rows = goodsRows(db);
  index.reserve(rows.length);
  for (const row of rows) index.put(row);
  return index;
}

/** Applies the changes committed since the index last looked; false when it must be built again. */
function catchUp(db: Db, index: GoodsIndex): boolean {
  const changes = cachedAll<{ seq: number; kind: string; ref: number }>(
    db,
    'SELECT seq, kind, ref FROM catalogue_changes WHERE seq > ? ORDER BY seq',
    index.seq,
  );
  if (changes.length === 0) return true;
  // A gap: the log's oldest rows went before the index read them.
  if ((changes[0]?.seq ?? 0) !== index.seq + 1) return false;
  const goods = new Set<number>();
  const maps = { c: false, b: false, d: false, k: false };
  for (const change of changes) {
    if (change.kind === 'p') goods.add(change.ref);
    else if (change.kind in maps) maps[change.kind as keyof typeof maps] = true;
  }
  if (goods.size > REBUILD_AFTER || maps.k) return false;
  index.seq = changes[changes.length - 1]?.seq ?? index.seq;
  if (maps.c || maps.b || maps.d) {
    loadMaps(db, index, maps);
    index.cards.clear();
  }
  if (goods.size === 0) return true;
  const rows = new Map(goodsRows(db, [...goods]).map((row) => [Number(row[0]), row]));
  for (const id of goods) {
    const known = index.slotOf.get(id);
    if (known !== undefined) {
      index.unlist(known);
      index.alive[known] = 0;
      for (let variant = 0; variant < CARD_VARIANTS; variant += 1) index.cards.delete(known * CARD_VARIANTS + variant);
    }
    const row = rows.get(id);
    if (row) index.relist(index.put(row));
  }
  return true;
}

/**
 * The goods index of this database as committed now, or undefined inside a transaction (the caller then reads
 * SQL, which sees the transaction's own writes).
 */
export function goodsIndex(db: Db): GoodsIndex | undefined {
  if (db.isTransaction) return undefined;
  let index = indexes.get(db);
  const stamp = dataStamp(db);
  if (index && index.stamp === stamp) return index;
  if (!index || !catchUp(db, index)) index = build(db);
  // The category tree of this state (its own cache holds while nothing changed).
  index.categories = loadCategories(db);
  index.stamp = stamp;
  indexes.set(db, index);
  return index;
}

/** The index as last made for this database (no catch-up), if any: what warmGoodsIndex left. */
export function madeGoodsIndex(db: Db): GoodsIndex | undefined {
  return indexes.get(db);
}

/**
 * Makes the index and its sort orders once the server listens, one step per turn of the event loop (requests
 * in between are answered), so the first lists do not wait ~0.5 s for them at market scale.
 */
export function warmGoodsIndex(db: Db): void {
  const steps = [() => goodsIndex(db), ...SORT_KINDS.map((sort) => () => goodsIndex(db)?.list(0, sort))];
  const next = () => {
    const step = steps.shift();
    if (!step || !db.isOpen) return;
    step();
    setImmediate(next).unref();
  };
  setImmediate(next).unref();
}

/** The caller's price sight, or null for a visitor (sees only goods that need no permission). */
export function priceSight(
  db: Db,
  viewer: { companyId: number | null; role: string } | null,
  grants: { sql: string; args: SqlValue[] } | null,
): PriceSight | null {
  if (!viewer) return null;
  if (viewer.role === 'operator') return { all: true, companyId: -1, productIds: new Set() };
  const productIds = new Set(grants ? cachedAll<{ id: number }>(db, grants.sql, ...grants.args).map((r) => r.id) : []);
  return { all: false, companyId: viewer.companyId ?? -1, productIds };
}

/** The text of a slot in the caller's language (the English form when there is one). */
export function titleOf(index: GoodsIndex, slot: number, lang: Lang | undefined): string {
  const en = index.titleEn[slot];
  return lang === 'en' && en ? en : (index.title[slot] ?? '');
}
