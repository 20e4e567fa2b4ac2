// Product reads: one filter engine for every product list (keyword, category subtree, brand, company,
// source, unit, price range, region, running discount, sort, paging), the facets with counts, the detail,
// and the price rules (validity, permission, limited-time discount) applied for the caller.
import type { Db, SqlValue } from '../../db/database.ts';
import { all, one } from '../../db/database.ts';
import type { PageOf } from '@portal/contracts/operation';
import type {
  CountedOption,
  ProductCard,
  ProductQuery,
  ProductSort,
  ProductSource,
  ProductSpec,
  SearchCriteria,
} from '@portal/contracts/entities/catalogue';
import { PRODUCT_SOURCES, PRODUCT_UNITS, ProductDetail } from '@portal/contracts/entities/catalogue';
import { BusinessError } from '../../lib/errors.ts';
import { goodsPictures } from './pictures.ts';
import { regionName } from '../region/public.ts';
import { regionPathName } from './query.ts';
import { pageArgs, pageRows } from '../../lib/paging.ts';
import { AnswerCache, stamped, type Answer } from './read-cache.ts';
import { categoryRef, loadCategories, type CategoryIndex } from './categories.ts';
import { fenToMoney, moneyToFen } from '../../lib/money.ts';
import { companyCardsByIds } from './companies.ts';
import { canSeePriceSql, priceStateOf, type ReadContext } from './viewer.ts';
import { textAs, textSql } from '../../lib/text.ts';
import { keywordCondition, refreshSearchIndex } from './search.ts';
import { cachedAll, cachedOne } from './statements.ts';
import { goodsIndex, priceSight, type GoodsIndex } from './goods-index.ts';
import { detailBytes, pageBytes, shaped } from './goods-json.ts';

interface ProductRow {
  id: number;
  code: string;
  title: string;
  category_id: number;
  brand_id: number | null;
  company_id: number;
  source: ProductSource;
  unit: ProductCard['unit'];
  price_fen: number;
  market_price_fen: number;
  price_valid: number;
  price_needs_apply: number;
  stock: string;
  min_order: string;
  off_shelf: number;
  discount: number;
  image: string;
  specs: string;
  description: string;
  pictures: string;
  origin_province_code: string | null;
  origin_city_code: string | null;
  origin_county_code: string | null;
  sales: number;
  views: number;
  created_at: number;
  category_name: string;
  category_name_en: string;
  brand_name: string | null;
  company_name: string;
  shop_name: string | null;
  company_kind: ProductCard['companyKind'];
  discount_price_fen: number | null;
  discount_starts_at: number | null;
  discount_ends_at: number | null;
  price_visible: number;
}

const FROM = `FROM products p
  JOIN categories c ON c.id = p.category_id
  LEFT JOIN categories c2 ON c2.id = c.parent_id
  LEFT JOIN categories c1 ON c1.id = c2.parent_id
  LEFT JOIN brands b ON b.id = p.brand_id
  JOIN companies co ON co.id = p.company_id
  LEFT JOIN catalogue_discounts d ON d.product_id = p.id`;

function selectSql(ctx: ReadContext): { sql: string; columns: string; args: SqlValue[] } {
  const visible = canSeePriceSql(ctx);
  const columns = `p.*, ${textAs(ctx.lang, 'p.title')}, ${textAs(ctx.lang, 'p.description')},
      ${textAs(ctx.lang, 'p.specs')}, c.name AS category_name, c.name_en AS category_name_en,
      ${textSql(ctx.lang, 'b.name')} AS brand_name, ${textSql(ctx.lang, 'co.name')} AS company_name,
      ${textAs(ctx.lang, 'co.shop_name')}, co.kind AS company_kind, d.price_fen AS discount_price_fen,
      d.starts_at AS discount_starts_at, d.ends_at AS discount_ends_at, (${visible.sql}) AS price_visible`;
  return { sql: `SELECT ${columns} ${FROM}`, columns, args: visible.args };
}

/** Which goods a list covers beside the caller's filters. */
export interface ProductScope {
  sources?: readonly ProductSource[];
  /** Spot goods: stock covers the minimum order. */
  spot?: boolean;
  /** Off-shelf goods too (a seller looking at its own goods). */
  includeOffShelf?: boolean;
  /** The portal's search lists: their cards are ProductListCard (the route's schema cuts SQL's cards alike). */
  listCards?: boolean;
}

type Filters = Omit<ProductQuery, 'pageNum' | 'pageSize' | 'sort'>;
type FilterKey = keyof Filters;

function buildWhere(
  filters: Filters,
  ctx: ReadContext,
  scope: ProductScope,
  index: CategoryIndex,
  omit: readonly FilterKey[] = [],
): { from: string; sql: string; args: SqlValue[] } {
  const where: string[] = [];
  const args: SqlValue[] = [];
  const use = (key: FilterKey) => !omit.includes(key) && filters[key] !== undefined;
  if (!scope.includeOffShelf) where.push('p.off_shelf = 0');
  // As a set of sellers, not a join: a list can then walk the index of its sort and stop at the page's end.
  // Checked on the rows the other conditions find ("+": nearly every seller passes, so it never leads; led
  // by it, SQLite would seek every seller x category pair and look each row up again).
  where.push("+p.company_id IN (SELECT id FROM companies WHERE audit_status = 'auditPass')");
  if (scope.sources && scope.sources.length > 0) {
    where.push(`p.source IN (${scope.sources.map(() => '?').join(', ')})`);
    args.push(...scope.sources);
  }
  if (scope.spot) where.push('p.spot = 1');
  if (use('keyword')) {
    // Each term narrows the goods through the search index (search.ts): titles and code, brand, the three
    // category levels and the seller's names, in zh and en.
    const terms = (filters.keyword ?? '').trim().split(/\s+/).filter(Boolean);
    for (const term of terms) {
      const condition = keywordCondition(term);
      where.push(condition.sql);
      args.push(...condition.args);
    }
  }
  if (use('categoryId')) {
    // The subtree's ids written out: the planner then knows how many goods the category holds (its statistics
    // per category id), and weighs it against the other conditions and the sort's index.
    const ids = index.byId.has(filters.categoryId ?? 0) ? index.subtree(filters.categoryId ?? 0) : [];
    where.push(ids.length > 0 ? `p.category_id IN (${ids.join(', ')})` : '0');
  }
  if (use('brandId')) {
    where.push('p.brand_id = ?');
    args.push(filters.brandId ?? 0);
  }
  if (use('companyId')) {
    where.push('p.company_id = ?');
    args.push(filters.companyId ?? 0);
  }
  if (use('source')) {
    where.push('p.source = ?');
    args.push(filters.source ?? '');
  }
  if (use('unit')) {
    where.push('p.unit = ?');
    args.push(filters.unit ?? '');
  }
  const priceMin = omit.includes('priceMin') || !filters.priceMin ? undefined : moneyToFen(filters.priceMin);
  const priceMax = omit.includes('priceMax') || !filters.priceMax ? undefined : moneyToFen(filters.priceMax);
  if (priceMin !== undefined || priceMax !== undefined) {
    // A price the caller may not see never takes part in a price filter (it would leak the price).
    const visible = canSeePriceSql(ctx);
    where.push(`(${visible.sql})`);
    args.push(...visible.args);
    // A price range usually spans much of the catalogue, and without statistics of its own the planner takes it
    // for selective: beside a category, brand, seller or region it is checked on their rows ("+" keeps it off
    // the price index), and leads only when nothing else narrows the goods.
    const narrowed = (['categoryId', 'brandId', 'companyId', 'regionCode', 'keyword'] as const).some(use);
    const price = narrowed ? '+p.price_fen' : 'p.price_fen';
    if (priceMin !== undefined) {
      where.push(`${price} >= ?`);
      args.push(priceMin);
    }
    if (priceMax !== undefined) {
      where.push(`${price} <= ?`);
      args.push(priceMax);
    }
  }
  if (use('regionCode')) {
    const code = filters.regionCode ?? '';
    const column =
      code.length === 2 ? 'p.origin_province_code' : code.length === 4 ? 'p.origin_city_code' : 'p.origin_county_code';
    // Beside a category, its goods lie together in the listing (clustered by category): reading them and
    // checking the region beats seeking the region's index and looking each row up (one county holds half
    // the market).
    where.push(`${use('categoryId') ? '+' : ''}${column} = ?`);
    args.push(code);
  }
  if (use('discount')) {
    const running = 'COALESCE(p.discount = 1 AND d.starts_at <= ? AND d.ends_at > ?, 0)';
    where.push(filters.discount ? running : `NOT ${running}`);
    args.push(ctx.now, ctx.now);
  }
  // The discount is joined only when a condition reads it.
  const from = `FROM catalogue_listing p${use('discount') ? ' LEFT JOIN catalogue_discounts d ON d.product_id = p.id' : ''}`;
  return { from, sql: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '', args };
}

/** The list's ORDER BY clause (without the keywords) and its arguments. */
function orderBy(sort: ProductSort | undefined, ctx: ReadContext): { sql: string; args: SqlValue[] } {
  switch (sort) {
    case 'priceAsc':
    case 'priceDesc': {
      // Goods whose price the caller may not see go last, whatever the direction.
      const visible = canSeePriceSql(ctx);
      return {
        sql: `(${visible.sql}) DESC, p.price_fen ${sort === 'priceAsc' ? 'ASC' : 'DESC'}, p.id ASC`,
        args: visible.args,
      };
    }
    case 'salesDesc':
      return { sql: 'p.sales DESC, p.id ASC', args: [] };
    case 'viewsDesc':
      return { sql: 'p.views DESC, p.id ASC', args: [] };
    case 'newest':
      return { sql: 'p.created_at DESC, p.id DESC', args: [] };
    default:
      // Comprehensive: goods with a valid price first, then by popularity.
      return { sql: 'p.price_valid <> 0 ASC, (p.sales * 5 + p.views) DESC, p.id ASC', args: [] };
  }
}

function toCard(row: ProductRow, ctx: ReadContext): ProductCard {
  const visible = row.price_visible === 1;
  const running =
    row.discount === 1 &&
    row.discount_starts_at !== null &&
    row.discount_ends_at !== null &&
    row.discount_starts_at <= ctx.now &&
    row.discount_ends_at > ctx.now;
  const county = row.origin_county_code ?? '';
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    image: row.image,
    categoryId: row.category_id,
    categoryName: row.category_name,
    categoryNameEn: row.category_name_en,
    brandId: row.brand_id,
    brandName: row.brand_name,
    companyId: row.company_id,
    companyName: row.company_name,
    shopName: row.shop_name ?? row.company_name,
    companyKind: row.company_kind,
    source: row.source,
    unit: row.unit,
    price: visible ? fenToMoney(row.price_fen) : null,
    marketPrice: visible ? fenToMoney(row.market_price_fen) : null,
    priceValid: row.price_valid,
    priceState: priceStateOf(visible, row.price_needs_apply, row.price_valid),
    needPriceApply: row.price_needs_apply === 1,
    discount: running,
    discountPrice: running && visible && row.discount_price_fen !== null ? fenToMoney(row.discount_price_fen) : null,
    discountEndsAt: running ? row.discount_ends_at : null,
    stock: row.stock,
    minOrder: row.min_order,
    offShelf: row.off_shelf !== 0,
    sales: row.sales,
    views: row.views,
    provinceCode: row.origin_province_code ?? '',
    cityCode: row.origin_city_code ?? '',
    countyCode: county,
    regionName: regionPathName(county, ctx.lang),
    createdAt: row.created_at,
  };
}

/**
 * Search answers per database and per caller and query (read-cache.ts): an entry holds while no row of the
 * database changed and the clock stays between the same two discount boundaries. Sized for the pages buyers
 * browse at once (category x sort x page x filters); ~20-40 KB an entry with its JSON. Kept from their second ask:
 * most condition sets are asked once, and keeping each pushed out the pages asked again.
 */
const searchAnswers = new AnswerCache<PageOf<ProductCard>>(1024, { keepOnSecondAsk: true });

export function searchAnswer(
  db: Db,
  query: ProductQuery,
  ctx: ReadContext,
  scope: ProductScope = {},
): Answer<PageOf<ProductCard>> {
  const keyword = query.keyword?.trim();
  if (keyword) refreshSearchIndex(db);
  const key = JSON.stringify([ctx.viewer, ctx.lang, query, scope]);
  return searchAnswers.getMade(db, key, ctx.now, () => {
    // Lists without a keyword walk the goods index (goods-index.ts); keyword lists, and any list read inside a
    // transaction, read SQL.
    const index = keyword ? undefined : goodsIndex(db);
    return index ? { body: indexSearch(db, index, query, ctx, scope) } : { data: sqlSearch(db, query, ctx, scope) };
  });
}

export function searchProducts(
  db: Db,
  query: ProductQuery,
  ctx: ReadContext,
  scope: ProductScope = {},
): PageOf<ProductCard> {
  return searchAnswer(db, query, ctx, scope).data;
}

/** A list page from the goods index, as the route's whole answer (the same goods, order and cards as SQL). */
function indexSearch(db: Db, index: GoodsIndex, query: ProductQuery, ctx: ReadContext, scope: ProductScope): Buffer {
  const { pageNum, pageSize, offset } = pageArgs(query);
  const sight = priceSight(db, ctx.viewer, ctx.grants);
  const found = index.search(
    {
      categoryId: query.categoryId,
      brandId: query.brandId,
      companyId: query.companyId,
      source: query.source,
      unit: query.unit,
      // An empty bound is no bound, as in buildWhere.
      priceMin: query.priceMin ? moneyToFen(query.priceMin) : undefined,
      priceMax: query.priceMax ? moneyToFen(query.priceMax) : undefined,
      regionCode: query.regionCode,
      discount: query.discount,
      sort: query.sort,
      sources: scope.sources,
      spot: scope.spot,
      includeOffShelf: scope.includeOffShelf,
      offset,
      limit: pageSize,
    },
    sight,
    ctx.now,
  );
  return pageBytes(index, found, { pageNum, pageSize }, ctx.lang, sight, ctx.now, scope.listCards ?? false);
}

/**
 * The page in two steps: the ids of the page, counted and sorted over the narrow listing rows (listing.ts; a
 * sort of thousands of keyword matches carries ids and sort keys, not whole goods rows), then the cards of
 * those ids with their names and texts. The reference the goods index is tested against, and the path of
 * keyword lists and of lists read inside a transaction.
 */
export function sqlSearch(
  db: Db,
  query: ProductQuery,
  ctx: ReadContext,
  scope: ProductScope = {},
): PageOf<ProductCard> {
  const index = loadCategories(db);
  const where = buildWhere(query, ctx, scope, index);
  const order = orderBy(query.sort, ctx);
  // Prepared once per condition shape (values travel as arguments), so a list pays for planning only once.
  const from = `${where.from} ${where.sql}`;
  const ids = pageRows<{ id: number }>(
    db,
    {
      select: 'p.id',
      from,
      order: order.sql,
      args: where.args,
      orderArgs: order.args,
      total: countOf(db, from, where.args),
    },
    query,
  );
  const rows = new Map(
    productRows(
      db,
      ids.records.map((r) => r.id),
      ctx,
    ).map((row) => [row.id, row]),
  );
  return {
    ...ids,
    records: ids.records.flatMap(({ id }) => {
      const row = rows.get(id);
      return row ? [toCard(row, ctx)] : [];
    }),
  };
}

/**
 * Counts per condition set, kept per database state: paging through a list or changing its sort asks the
 * same count again, and at market scale the count reads every matching listing row.
 */
const counts = new WeakMap<Db, { stamp: string; value: Map<string, number> }>();
const COUNTS_MAX = 4096;

function countOf(db: Db, from: string, args: SqlValue[]): number {
  const known = stamped(counts, db, () => new Map<string, number>());
  const key = JSON.stringify([from, args]);
  let total = known.get(key);
  if (total === undefined) {
    total = cachedOne<{ n: number }>(db, `SELECT count(*) AS n ${from}`, ...args)?.n ?? 0;
    if (known.size >= COUNTS_MAX) known.delete(known.keys().next().value ?? '');
    known.set(key, total);
  }
  return total;
}

/** A short list (home page sections, brand and company pages). */
export function listProducts(
  db: Db,
  filters: Filters & { sort?: ProductSort },
  ctx: ReadContext,
  limit: number,
  scope: ProductScope = {},
): ProductCard[] {
  return searchProducts(db, { ...filters, pageNum: 1, pageSize: limit }, ctx, scope).records;
}

function productRow(db: Db, id: number, ctx: ReadContext): ProductRow | undefined {
  const select = selectSql(ctx);
  return cachedOne<ProductRow>(db, `${select.sql} WHERE p.id = ?`, ...select.args, id);
}

/** The rows of these goods in no particular order: one prepared statement whatever the ids (a JSON list). */
function productRows(db: Db, ids: readonly number[], ctx: ReadContext): ProductRow[] {
  if (ids.length === 0) return [];
  const select = selectSql(ctx);
  return cachedAll<ProductRow>(
    db,
    `${select.sql} WHERE p.id IN (SELECT value FROM json_each(?))`,
    ...select.args,
    JSON.stringify(ids),
  );
}

/** Cards of these products in the order given (unknown ids are skipped). */
export function productCardsByIds(db: Db, ids: readonly number[], ctx: ReadContext): ProductCard[] {
  const rows = new Map(productRows(db, ids, ctx).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = rows.get(id);
    return row ? [toCard(row, ctx)] : [];
  });
}

/** Details answered lately and asked again (the goods someone looks at more than once; at market scale a visit
 * to each goods item in turn kept every answer for nothing: 176-184 against 126-135 µs of server CPU a
 * request when none was kept, rotating over 50,000 goods). */
const detailAnswers = new AnswerCache<ProductDetail>(2048, { keepOnSecondAsk: true });

/** One goods item for the caller; answered from a cache that holds like the searches' (read-cache.ts). */
export function detailAnswer(
  db: Db,
  id: number,
  ctx: ReadContext,
  scope: { sources?: readonly ProductSource[] } = {},
): Answer<ProductDetail> {
  // Written out rather than JSON.stringify'd: every detail request builds its key.
  const viewer = ctx.viewer;
  const key = `${viewer ? `${viewer.userId}:${viewer.companyId}:${viewer.role}` : '-'}|${ctx.lang ?? ''}|${id}|${scope.sources?.join(',') ?? '*'}`;
  return detailAnswers.getMade(db, key, ctx.now, () => {
    const index = goodsIndex(db);
    return index ? { body: indexDetail(db, index, id, ctx, scope) } : { data: sqlDetail(db, id, ctx, scope) };
  });
}

export function productDetail(
  db: Db,
  id: number,
  ctx: ReadContext,
  scope: { sources?: readonly ProductSource[] } = {},
): ProductDetail {
  return detailAnswer(db, id, ctx, scope).data;
}

/**
 * The seller's card of a detail: its counts over the seller's goods cost more than the rest of the detail at
 * market scale, and a hundred sellers serve fifty thousand goods, so cards are kept like the answers, with
 * their JSON.
 */
const sellerCards = new WeakMap<
  Db,
  { stamp: string; value: Map<string, { card: SellerCard; json?: Buffer } | undefined> }
>();
type SellerCard = ReturnType<typeof companyCardsByIds>[number];

function keptSellerCard(db: Db, companyId: number, ctx: ReadContext): { card: SellerCard; json?: Buffer } | undefined {
  // One map per database state: a change of any row starts a new one (read-cache.ts stamped).
  const cards = stamped(sellerCards, db, () => new Map<string, { card: SellerCard; json?: Buffer } | undefined>());
  const key = `${companyId}:${ctx.lang ?? 'zh'}`;
  if (!cards.has(key)) {
    const card = companyCardsByIds(db, [companyId], ctx.lang)[0];
    cards.set(key, card ? { card } : undefined);
  }
  return cards.get(key);
}

function sellerCard(db: Db, companyId: number, ctx: ReadContext): SellerCard | undefined {
  return keptSellerCard(db, companyId, ctx)?.card;
}

/** The detail from the goods index: its card and seller kept as JSON, its texts the only row read. */
function indexDetail(
  db: Db,
  index: GoodsIndex,
  id: number,
  ctx: ReadContext,
  scope: { sources?: readonly ProductSource[] },
): Buffer {
  const slot = index.slotOf.get(id);
  if (slot === undefined || index.alive[slot] !== 1) throw new BusinessError('notFound');
  const source = PRODUCT_SOURCES[index.source[slot] ?? 0] ?? 'sale';
  if (scope.sources && !scope.sources.includes(source)) throw new BusinessError('notFound');
  const companyId = index.company[slot] ?? 0;
  const seller = keptSellerCard(db, companyId, ctx);
  if (!seller) throw new BusinessError('notFound');
  seller.json ??= Buffer.from(JSON.stringify(shaped(ProductDetail.properties.company, seller.card)));
  const texts = cachedOne<{ specs: string; description: string; pictures: string }>(
    db,
    `SELECT ${textAs(ctx.lang, 'specs')}, ${textAs(ctx.lang, 'description')}, pictures FROM products WHERE id = ?`,
    id,
  );
  const body =
    texts &&
    detailBytes(index, slot, {
      lang: ctx.lang,
      sight: priceSight(db, ctx.viewer, ctx.grants),
      now: ctx.now,
      specs: texts.specs,
      description: texts.description,
      pictures: texts.pictures,
      company: seller.json,
      own: ctx.viewer?.companyId === companyId,
    });
  if (!body) throw new BusinessError('notFound');
  return body;
}

/** The detail read by SQL: inside a transaction, and the reference the goods index is tested against. */
export function sqlDetail(
  db: Db,
  id: number,
  ctx: ReadContext,
  scope: { sources?: readonly ProductSource[] },
): ProductDetail {
  const row = productRow(db, id, ctx);
  if (!row || (scope.sources && !scope.sources.includes(row.source))) throw new BusinessError('notFound');
  const index = loadCategories(db);
  const company = sellerCard(db, row.company_id, ctx);
  if (!company) throw new BusinessError('notFound');
  const specs = JSON.parse(row.specs) as ProductSpec[];
  return {
    ...toCard(row, ctx),
    images: goodsPictures(row.id, row.pictures),
    specs,
    description: row.description.split('\n').filter(Boolean),
    categoryPath: index.path(row.category_id).map(categoryRef),
    company,
    qrCode: `/goodsDetail?id=${row.id}`,
    own: ctx.viewer?.companyId === row.company_id,
  };
}

const SOURCE_LABELS: Record<ProductSource, [string, string]> = {
  sale: ['商户商品', 'Shop goods'],
  self: ['平台自营', 'Self-run'],
  supplier: ['工厂货源', 'Factory goods'],
};
const UNIT_LABELS: Record<ProductCard['unit'], [string, string]> = {
  ton: ['吨', 'Ton'],
  piece: ['件', 'Piece'],
  set: ['套', 'Set'],
  vehicle: ['车', 'Vehicle'],
  item: ['个', 'Item'],
};
export const SORT_OPTIONS: { value: ProductSort; label: string; labelEn: string }[] = [
  { value: 'default', label: '综合', labelEn: 'Best match' },
  { value: 'salesDesc', label: '销量', labelEn: 'Sales' },
  { value: 'priceAsc', label: '价格从低到高', labelEn: 'Price: low to high' },
  { value: 'priceDesc', label: '价格从高到低', labelEn: 'Price: high to low' },
  { value: 'newest', label: '最新上架', labelEn: 'Newest' },
  { value: 'viewsDesc', label: '人气', labelEn: 'Popularity' },
];
/** Price buckets in yuan: [min, max) with null for open ends. */
const PRICE_BUCKETS: [number | null, number | null][] = [
  [null, 1],
  [1, 5],
  [5, 20],
  [20, 100],
  [100, 500],
  [500, null],
];

/** Facets: each counted with every other filter applied (its own is left out so the options stay open). */
export function productFacets(db: Db, filters: Filters, ctx: ReadContext, scope: ProductScope = {}): SearchCriteria {
  const index = loadCategories(db);
  if (filters.keyword?.trim()) refreshSearchIndex(db);
  const grouped = <T>(column: string, omit: FilterKey[]) => {
    const where = buildWhere(filters, ctx, scope, index, omit);
    return all<T & { n: number }>(
      db,
      `SELECT ${column} AS k, count(*) AS n ${where.from} ${where.sql} GROUP BY ${column}`,
      ...where.args,
    );
  };

  // Categories: the children of the chosen category (or the level-1 ones), counted over their subtrees.
  const chosen = filters.categoryId !== undefined ? index.byId.get(filters.categoryId) : undefined;
  const categoryCounts = new Map<number, number>();
  for (const { k, n } of grouped<{ k: number }>('p.category_id', ['categoryId'])) {
    const path = index.path(k);
    const at = chosen ? path.findIndex((row) => row.id === chosen.id) : -1;
    const node = chosen ? (path[at + 1] ?? path[at]) : path[0];
    if (!node || (chosen && !path.some((row) => row.id === chosen.id))) continue;
    categoryCounts.set(node.id, (categoryCounts.get(node.id) ?? 0) + n);
  }
  // A chosen leaf has no children: it stands for itself.
  const categoryNodes = chosen
    ? index.childrenOf(chosen.id).length > 0
      ? index.childrenOf(chosen.id)
      : [chosen]
    : index.childrenOf(null);
  const categories = categoryNodes
    .filter((row) => (categoryCounts.get(row.id) ?? 0) > 0)
    .map((row) => ({ ...categoryRef(row), count: categoryCounts.get(row.id) ?? 0 }));

  const brandRows = grouped<{ k: number | null }>('p.brand_id', ['brandId']).filter((row) => row.k !== null);
  const brandNames = new Map(
    all<{ id: number; name: string; name_en: string }>(db, 'SELECT id, name, name_en FROM brands').map((b) => [
      b.id,
      b,
    ]),
  );
  const brands = brandRows
    .map((row) => ({ brand: brandNames.get(row.k ?? 0), count: row.n }))
    .filter((row) => row.brand !== undefined)
    .sort((a, b) => b.count - a.count || (a.brand?.id ?? 0) - (b.brand?.id ?? 0))
    .map(({ brand, count }) => ({ id: brand?.id ?? 0, name: brand?.name ?? '', nameEn: brand?.name_en ?? '', count }));

  // Regions one level below the chosen one (provinces when none is chosen).
  const region = filters.regionCode ?? '';
  const regionLength = region.length >= 6 ? 6 : region.length + 2;
  const regionCounts = new Map<string, number>();
  for (const { k, n } of grouped<{ k: string | null }>('p.origin_county_code', ['regionCode'])) {
    if (!k || !k.startsWith(region)) continue;
    const code = k.slice(0, regionLength);
    regionCounts.set(code, (regionCounts.get(code) ?? 0) + n);
  }
  const regions = [...regionCounts]
    .map(([code, count]) => ({ code, name: regionName(code) ?? code, count }))
    .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));

  const counted = (
    rows: { k: string; n: number }[],
    values: readonly string[],
    labels: Record<string, [string, string]>,
  ) =>
    values.map((value): CountedOption => ({
      value,
      label: labels[value]?.[0] ?? value,
      labelEn: labels[value]?.[1] ?? value,
      count: rows.find((row) => row.k === value)?.n ?? 0,
    }));
  const sourceValues = scope.sources && scope.sources.length > 0 ? scope.sources : PRODUCT_SOURCES;
  const sources = counted(grouped<{ k: string }>('p.source', ['source']), sourceValues, SOURCE_LABELS);
  const units = counted(grouped<{ k: string }>('p.unit', ['unit']), PRODUCT_UNITS, UNIT_LABELS);

  const priceWhere = buildWhere(filters, ctx, scope, index, ['priceMin', 'priceMax']);
  const visible = canSeePriceSql(ctx);
  const bucketSql = PRICE_BUCKETS.map(
    ([min, max], i) =>
      `SUM(CASE WHEN (${visible.sql}) ${min === null ? '' : `AND p.price_fen >= ${min * 100}`} ${
        max === null ? '' : `AND p.price_fen < ${max * 100}`
      } THEN 1 ELSE 0 END) AS b${i}`,
  ).join(', ');
  const bucketRow =
    one<Record<string, number | null>>(
      db,
      `SELECT ${bucketSql} ${priceWhere.from} ${priceWhere.sql}`,
      ...PRICE_BUCKETS.flatMap(() => visible.args),
      ...priceWhere.args,
    ) ?? {};
  const priceRanges = PRICE_BUCKETS.map(([min, max], i) => ({
    min: min === null ? null : fenToMoney(min * 100),
    // The contract's max is inclusive: one fen under the next bucket.
    max: max === null ? null : fenToMoney(max * 100 - 1),
    label: min === null ? `${max}元以下` : max === null ? `${min}元以上` : `${min}-${max}元`,
    labelEn: min === null ? `Under ¥${max}` : max === null ? `¥${min} and above` : `¥${min}-${max}`,
    count: bucketRow[`b${i}`] ?? 0,
  }));

  return { categories, brands, regions, sources, units, priceRanges, sorts: SORT_OPTIONS };
}
